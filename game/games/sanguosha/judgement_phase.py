"""The judgement phase (§3): the delayed tricks in the seat's judgement area, last
placed first, each after its Nullification window.

- Indulgence: a judgement that is not a heart makes the seat skip its play phase.
- Lightning: a spade 2-9 deals 3 damage with no source and discards it; otherwise, or
  when nullified, it moves to the next living seat in turn order that has none (it
  stays where it is when nobody can take it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.sanguosha.damage import Damage
from game.games.sanguosha.flow import Step
from game.games.sanguosha.judgement import Judge, settle
from game.games.sanguosha.tricks import Nullify

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState

LIGHTNING_DAMAGE = 3


def lightning_strikes(suit: str, rank: int) -> bool:
    return suit == "♠" and 2 <= rank <= 9


def indulgence_holds(suit: str) -> bool:
    return suit != "♥"


class JudgementPhase(Step):
    __slots__ = ("seat", "todo", "judged")

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.todo: tuple[int, ...] | None = None  # delayed tricks to judge, first first
        self.judged = -1  # the judgement card of the trick judged now

    def run(self, state: SgsState) -> None:
        seat = state.seats[self.seat]
        if self.todo is None:
            self.todo = tuple(reversed(seat.judging))  # last placed first
        if self.stage == 0:
            self.todo = tuple(c for c in self.todo if c in seat.judging)
            if not seat.alive or not self.todo:
                state.pop()
                return
            self.stage = 1
            state.push(Nullify(self.name(state), self.seat))
        elif self.stage == 1:
            if state.returned:  # nullified: Lightning moves on, Indulgence is gone
                self.finish(state, struck=False)
                return
            self.stage = 2
            state.push(Judge(self.seat, self.name(state)))
        elif self.stage == 2:
            self.judged = state.returned
            face = state.card(self.judged)
            settle(state, self.judged, self.seat)
            if self.name(state) == "indulgence":
                if indulgence_holds(face.suit):
                    state.skip_play = True
                    state.emit("skip_play", self.seat)
                self.finish(state, struck=True)
            else:
                struck = lightning_strikes(face.suit, face.rank)
                self.finish(state, struck=struck)
                if struck:
                    state.push(Damage(None, self.seat, LIGHTNING_DAMAGE))

    def name(self, state: SgsState) -> str:
        return state.card(self.todo[0]).name

    def finish(self, state: SgsState, struck: bool) -> None:
        """The trick leaves the judgement area: discarded, or a Lightning passed on."""
        card, self.todo, self.stage = self.todo[0], self.todo[1:], 0
        state.seats[self.seat].judging.remove(card)
        if state.card(card).name == "lightning" and not struck:
            to = next((s for s in state.living(self.seat + 1)
                       if s != self.seat and not any(state.card(c).name == "lightning"
                                                     for c in state.seats[s].judging)), None)
            if to is None:
                to = self.seat  # nobody can take it: it stays
            state.seats[to].judging.append(card)
            state.emit("lightning_moves", self.seat, to=to)
            return
        state.to_discard([card])
