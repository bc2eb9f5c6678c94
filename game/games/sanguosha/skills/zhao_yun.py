"""Zhao Yun 赵云 — Dragon Heart 龙胆: you may use or play a Slash as a Dodge and a Dodge as
a Slash."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.sanguosha.abilities import Ability, ability

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState

# The name asked for -> the hand card that may stand in for it.
SWAP = {"dodge": "slash", "slash": "dodge"}


@ability
class DragonHeart(Ability):
    key = "dragon_heart"

    def conversions(self, state: SgsState, seat: int, name: str,
                    verb: str) -> list[tuple[int, ...]]:
        if name not in SWAP:
            return []
        return [(c,) for c in sorted(state.seats[seat].hand)
                if state.card(c).name == SWAP[name]]
