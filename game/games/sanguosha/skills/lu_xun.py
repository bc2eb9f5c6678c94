"""Lu Xun 陆逊 — Humility 谦逊 (locked): you cannot be targeted by Snatch or Indulgence.
Continuous Camps 连营: whenever you lose your last hand card, you may draw 1."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.sanguosha.abilities import Ability, Moment, ability

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState

UNTARGETABLE_BY = frozenset({"snatch", "indulgence"})


@ability
class Humility(Ability):
    key = "humility"
    optional = False

    def may_be_targeted(self, state: SgsState, seat: int, user: int, name: str) -> bool:
        return name not in UNTARGETABLE_BY


@ability
class ContinuousCamps(Ability):
    key = "continuous_camps"

    def fires(self, state: SgsState, seat: int, moment: Moment) -> bool:
        return moment.kind == "lost_last_hand_card" and moment.seat == seat

    def fire(self, state: SgsState, seat: int, moment: Moment) -> None:
        state.draw(seat, 1)
