"""Zhen Ji 甄姬 — Goddess Luo 洛神: at the start of her turn she may judge; a black card she
takes and she may judge again, until the first red one. Beauty of the Nation 倾国: any
black hand card may be used or played as a Dodge."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.decisions import Turn
from game.core.protocol import Action
from game.games.sanguosha.abilities import Ability, Moment, ability
from game.games.sanguosha.actions import Invoke, Pass
from game.games.sanguosha.flow import SeatStep
from game.games.sanguosha.judgement import Judge, settle

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState


@ability
class GoddessLuo(Ability):
    key = "goddess_luo"

    def fires(self, state: SgsState, seat: int, moment: Moment) -> bool:
        return moment.kind == "turn_start" and moment.seat == seat

    def fire(self, state: SgsState, seat: int, moment: Moment) -> None:
        state.push(LuoJudge(seat))


class LuoJudge(SeatStep):
    """Stages: 0 judge; 1 the card that stands (after Demonic Talent) is seen: a black
    one she takes, a red one is settled and ends it; 2 she may judge again."""

    __slots__ = ()

    def run(self, state: SgsState) -> None:
        if not state.seats[self.seat].alive:
            state.pop()
        elif self.stage == 0:
            self.stage = 1
            state.push(Judge(self.seat, GoddessLuo.key))
        elif self.stage == 1:
            card = state.returned
            if state.card(card).red:
                state.pop()
            else:
                self.stage = 2
                state.processing.remove(card)
                state.take_face_up(self.seat, [card])
            settle(state, card, self.seat)  # a black card is hers already: nothing to discard
        else:
            state.ask(Turn(self.seat))

    def legal(self, state: SgsState, seat: int) -> list[Action]:
        return [Invoke(seat, GoddessLuo.key), Pass(seat)]

    def answer(self, state: SgsState, action: Action) -> None:
        if isinstance(action, Pass):
            state.pop()
        else:
            self.stage = 0


@ability
class BeautyOfTheNation(Ability):
    key = "beauty_of_the_nation"

    def conversions(self, state: SgsState, seat: int, name: str,
                    verb: str) -> list[tuple[int, ...]]:
        if name != "dodge":
            return []
        return [(c,) for c in sorted(state.seats[seat].hand) if not state.card(c).red]
