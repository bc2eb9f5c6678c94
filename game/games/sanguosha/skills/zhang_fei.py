"""Zhang Fei 张飞 — Roar 咆哮 (locked): no limit on Slashes in your play phase."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.sanguosha.abilities import Ability, ability

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState


@ability
class Roar(Ability):
    key = "roar"
    optional = False

    def unlimited_slashes(self, state: SgsState, seat: int) -> bool:
        return True
