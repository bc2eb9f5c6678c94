"""Xu Chu 许褚 — Bare-chested 裸衣: in his draw phase he may draw one card fewer; then the
damage of his Slash or Duel is +1 for the rest of that turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.sanguosha.abilities import Ability, Moment, ability
from game.games.sanguosha.turn import DRAW_PHASE_CARDS

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState

BONUS_CARDS = ("slash", "duel")
# The phases of his turn that come after his draw phase has drawn.
AFTER_DRAWING = ("play", "discard", "end")


@ability
class BareChested(Ability):
    """Whether he went bare-chested this turn is read off what this turn's draw phase
    drew: `state.draw_count` keeps the number the draw phase under way drew until the next
    draw phase, and only his own skill lowers it on his turn. That is a plain int on the
    state (it survives cloning and replays), it lasts exactly until the next turn's draw
    phase (unlike `used_skills`, emptied when the play phase ends), and it needs no extra
    field. The action log cannot tell: a turn's start is not an action, so an Invoke in
    an earlier turn whose play phase was skipped would look like this turn's."""

    key = "bare_chested"

    def fires(self, state: SgsState, seat: int, moment: Moment) -> bool:
        return moment.kind == "draw_phase" and moment.seat == seat and state.draw_count > 0

    def fire(self, state: SgsState, seat: int, moment: Moment) -> None:
        state.draw_count -= 1

    def damage_bonus(self, state: SgsState, seat: int, name: str) -> int:
        bare = state.current == seat and state.phase in AFTER_DRAWING \
            and state.draw_count < DRAW_PHASE_CARDS
        return int(bare and name in BONUS_CARDS)
