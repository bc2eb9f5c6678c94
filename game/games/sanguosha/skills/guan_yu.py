"""Guan Yu 关羽 — Warrior Saint 武圣: you may use or play any red card (hand or equipped)
as a Slash."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.sanguosha.abilities import Ability, ability

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState


@ability
class WarriorSaint(Ability):
    key = "warrior_saint"

    def conversions(self, state: SgsState, seat: int, name: str,
                    verb: str) -> list[tuple[int, ...]]:
        if name != "slash":
            return []
        s = state.seats[seat]
        return [(c,) for c in [*sorted(s.hand), *s.equipment.values()] if state.card(c).red]
