"""Gan Ning 甘宁 — Surprise Attack 奇袭: you may use any black card (hand or equipped) as
Dismantle."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.sanguosha.abilities import Ability, ability

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState


@ability
class SurpriseAttack(Ability):
    key = "surprise_attack"

    def conversions(self, state: SgsState, seat: int, name: str,
                    verb: str) -> list[tuple[int, ...]]:
        if name != "dismantle":
            return []
        s = state.seats[seat]
        return [(c,) for c in [*sorted(s.hand), *s.equipment.values()]
                if not state.card(c).red]
