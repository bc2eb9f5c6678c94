"""Xiahou Dun 夏侯惇 — Unyielding 刚烈: after taking damage he may judge; unless it is a
heart, the source chooses to discard two hand cards or take 1 damage from him."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from game.core.decisions import Turn
from game.core.protocol import Action
from game.games.sanguosha.abilities import Ability, Moment, ability
from game.games.sanguosha.actions import Choose, Discard
from game.games.sanguosha.damage import Damage
from game.games.sanguosha.flow import Step
from game.games.sanguosha.judgement import Judge, settle

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState

DISCARD_COUNT = 2


@ability
class Unyielding(Ability):
    key = "unyielding"

    def fires(self, state: SgsState, seat: int, moment: Moment) -> bool:
        return moment.kind == "after_damaged" and moment.seat == seat \
            and moment.source is not None and moment.source != seat \
            and state.seats[moment.source].alive

    def fire(self, state: SgsState, seat: int, moment: Moment) -> None:
        state.push(UnyieldingJudge(seat, moment.source))


class UnyieldingJudge(Step):
    """Stages: 0 judge; 1 settle the card; 2 the source chooses (only damage with fewer
    than two hand cards); 3 the source discards two hand cards."""

    __slots__ = ("seat", "source")

    def __init__(self, seat: int, source: int) -> None:
        super().__init__()
        self.seat, self.source = seat, source

    def run(self, state: SgsState) -> None:
        if self.stage == 0:
            self.stage = 1
            state.push(Judge(self.seat, Unyielding.key))
        elif self.stage == 1:
            card = state.returned
            hits = state.card(card).suit != "♥"
            self.stage = 2 if hits else 4
            settle(state, card, self.seat)  # runs first (Envy of Heaven), then the choice
        elif self.stage == 2 and state.seats[self.source].alive:
            if len(state.seats[self.source].hand) >= DISCARD_COUNT:
                state.ask(Turn(self.source))
            else:
                self._damage(state)
        elif self.stage == 3 and state.seats[self.source].alive:
            state.ask(Turn(self.source))
        else:
            state.pop()

    def _damage(self, state: SgsState) -> None:
        state.pop()
        if state.seats[self.seat].alive:
            state.push(Damage(self.seat, self.source, 1))

    def legal(self, state: SgsState, seat: int) -> list[Action]:
        if self.stage == 2:
            return [Choose(seat, "discard"), Choose(seat, "damage")]
        return [Discard(seat, pair)
                for pair in combinations(sorted(state.seats[seat].hand), DISCARD_COUNT)]

    def answer(self, state: SgsState, action: Action) -> None:
        if isinstance(action, Choose):
            state.emit("choose", action.seat, option=action.option, skill=Unyielding.key)
            if action.option == "damage":
                self._damage(state)
            else:
                self.stage = 3
            return
        state.pop()
        state.lose(action.seat, action.cards)
        state.to_discard(action.cards)
        state.emit("discard", action.seat, cards=[state.code(c) for c in action.cards])
