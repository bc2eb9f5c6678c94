"""Xu Chu 许褚 — Bare-chested 裸衣: in his draw phase he may draw one card fewer; then the
damage of his Slash or Duel is +1 for the rest of that turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.sanguosha.abilities import Ability, Moment, ability

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState

BONUS_CARDS = ("slash", "duel")


@ability
class BareChested(Ability):
    """Going bare-chested is tallied in `state.turn_counts` for the rest of the turn."""

    key = "bare_chested"

    def fires(self, state: SgsState, seat: int, moment: Moment) -> bool:
        return moment.kind == "draw_phase" and moment.seat == seat and state.draw_count > 0

    def fire(self, state: SgsState, seat: int, moment: Moment) -> None:
        state.draw_count -= 1
        state.turn_counts[self.key] = 1

    def damage_bonus(self, state: SgsState, seat: int, name: str) -> int:
        bare = state.current == seat and state.turn_counts.get(self.key, 0) > 0
        return int(bare and name in BONUS_CARDS)
