"""Lü Bu 吕布 — Peerless 无双 (locked): your Slash needs two Dodges to be avoided; in a
Duel with you, the opponent must play two Slashes each time."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.sanguosha.abilities import Ability, ability

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState

PEERLESS_COUNT = 2


@ability
class Peerless(Ability):
    key = "peerless"
    optional = False

    def dodges_needed(self, state: SgsState, user: int, target: int) -> int:
        return PEERLESS_COUNT

    def duel_slashes(self, state: SgsState, seat: int, opponent: int) -> int:
        return PEERLESS_COUNT
