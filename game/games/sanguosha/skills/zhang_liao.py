"""Zhang Liao 张辽 — Surprise Raid 突袭: in his draw phase he may, instead of drawing, take
one hand card (blind) from each of up to two other players."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.decisions import Turn
from game.core.protocol import Action
from game.games.sanguosha.abilities import Ability, Moment, ability
from game.games.sanguosha.actions import HAND_CARD, Pass, TakeCard
from game.games.sanguosha.flow import Step

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState

MAX_VICTIMS = 2


def _victims(state: SgsState, seat: int) -> list[int]:
    return [s for s in state.living(seat + 1) if s != seat and state.seats[s].hand]


@ability
class SurpriseRaid(Ability):
    key = "surprise_raid"

    def fires(self, state: SgsState, seat: int, moment: Moment) -> bool:
        return moment.kind == "draw_phase" and moment.seat == seat \
            and bool(_victims(state, seat))

    def fire(self, state: SgsState, seat: int, moment: Moment) -> None:
        state.draw_count = 0  # instead of drawing
        state.push(Raid(seat))


class Raid(Step):
    """He names his victims one by one (at least one, at most two), then a card is taken
    blind from each; nothing is taken before both are named, so the first card cannot
    steer the second choice."""

    __slots__ = ("seat", "chosen")

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.chosen: tuple[int, ...] = ()

    def options(self, state: SgsState) -> list[int]:
        return [s for s in _victims(state, self.seat) if s not in self.chosen]

    def run(self, state: SgsState) -> None:
        if len(self.chosen) < MAX_VICTIMS and self.options(state):
            state.ask(Turn(self.seat))
        else:
            self._take(state)

    def legal(self, state: SgsState, seat: int) -> list[Action]:
        picks: list[Action] = [TakeCard(seat, s, HAND_CARD) for s in self.options(state)]
        return picks + [Pass(seat)] if self.chosen else picks

    def answer(self, state: SgsState, action: Action) -> None:
        if isinstance(action, Pass):
            self._take(state)
            return
        self.chosen += (action.owner,)

    def _take(self, state: SgsState) -> None:
        state.pop()
        for owner in self.chosen:
            hand = state.seats[owner].hand
            if hand and state.seats[self.seat].alive:
                take_blind(state, self.seat, owner, state.rng.choice(hand))


def take_blind(state: SgsState, taker: int, owner: int, card: int) -> None:
    """A hand card taken face down: only the two of them learn which; a third seat that
    knew it lay in the owner's hand no longer knows where it is."""
    state.lose(owner, [card])
    state.pass_face_down(owner, taker, [card])
    code = state.code(card)
    state.emit("take", taker, {taker: {"card": code}, owner: {"card": code}},
               owner=owner, blind=True)
