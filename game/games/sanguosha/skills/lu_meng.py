"""Lü Meng 吕蒙 — Self-restraint 克己: if you neither used nor played a Slash during your
play phase (a skipped play phase counts as one without), you may skip your discard
phase."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.sanguosha.abilities import Ability, Moment, ability

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState


@ability
class SelfRestraint(Ability):
    key = "self_restraint"

    def fires(self, state: SgsState, seat: int, moment: Moment) -> bool:
        # slashed_in_play is cleared at the start of the turn, so a play phase skipped
        # by Indulgence leaves it False.
        return moment.kind == "discard_phase" and moment.seat == seat \
            and not state.slashed_in_play

    def fire(self, state: SgsState, seat: int, moment: Moment) -> None:
        state.skip_discard = True
        state.emit("skip_discard", seat)
