"""Guo Jia 郭嘉 — Envy of Heaven 天妒: after his judgement card takes effect he may take it.
Bequeathed Strategy 遗计: for each 1 damage he takes he may look at the top two deck cards
and give them to any players, himself included."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from game.core.decisions import Turn
from game.core.protocol import Action
from game.games.sanguosha.abilities import Ability, Moment, ability
from game.games.sanguosha.actions import Give, Invoke, Pass
from game.games.sanguosha.flow import Step

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState

LOOK_COUNT = 2


@ability
class EnvyOfHeaven(Ability):
    key = "envy_of_heaven"

    def fires(self, state: SgsState, seat: int, moment: Moment) -> bool:
        return moment.kind == "judgement_settled" and moment.seat == seat \
            and all(c in state.processing for c in moment.cards)

    def fire(self, state: SgsState, seat: int, moment: Moment) -> None:
        for card in moment.cards:  # Settle then finds it gone and discards nothing
            state.processing.remove(card)
            state.take_face_up(seat, [card])


@ability
class BequeathedStrategy(Ability):
    key = "bequeathed_strategy"

    def fires(self, state: SgsState, seat: int, moment: Moment) -> bool:
        return moment.kind == "after_damaged" and moment.seat == seat and moment.amount > 0

    def fire(self, state: SgsState, seat: int, moment: Moment) -> None:
        state.push(Bequeath(seat, moment.amount))


class Bequeath(Step):
    """One look per point of damage: the first is the Invoke the trigger took, each
    further one is offered again. The looked-at cards stay in the deck (a hidden zone)
    until given, so only he and each receiver learn them."""

    __slots__ = ("seat", "left", "cards", "offer")

    def __init__(self, seat: int, points: int) -> None:
        super().__init__()
        self.seat, self.left = seat, points
        self.cards: tuple[int, ...] = ()  # looked at, not given yet
        self.offer = False  # the next point's look is to be offered first

    def run(self, state: SgsState) -> None:
        self.cards = tuple(c for c in self.cards if c in state.deck)
        if not self.cards and (self.left == 0 or not state.seats[self.seat].alive):
            state.pop()
        elif self.cards or self.offer:
            state.ask(Turn(self.seat))
        else:
            self._look(state)

    def deck_top_held(self) -> int:
        return len(self.cards)

    def rename_cards(self, renamed: dict[int, int]) -> None:
        self.cards = tuple(renamed.get(c, c) for c in self.cards)

    def _look(self, state: SgsState) -> None:
        self.left -= 1
        cards = [state.take_top() for _ in range(LOOK_COUNT)]  # reshuffles if need be
        state.deck += reversed(cards)  # back on top, in the same order
        self.cards = tuple(cards)
        state.known[self.seat].update(cards)
        state.emit("look", self.seat, {self.seat: {"cards": [state.code(c) for c in cards]}},
                   count=len(cards), skill=BequeathedStrategy.key)

    def legal(self, state: SgsState, seat: int) -> list[Action]:
        cards = tuple(c for c in self.cards if c in state.deck)
        if not cards:
            return [Invoke(seat, BequeathedStrategy.key), Pass(seat)]
        return [Give(seat, group, to)
                for n in range(len(cards), 0, -1)
                for group in combinations(cards, n)
                for to in state.living(seat)]

    def answer(self, state: SgsState, action: Action) -> None:
        if isinstance(action, Pass):
            state.pop()
            return
        if isinstance(action, Invoke):
            self.offer = False
            return
        give(state, self.seat, action.to, action.cards)
        self.cards = tuple(c for c in self.cards if c not in action.cards)
        self.offer = not self.cards and self.left > 0


def give(state: SgsState, giver: int, to: int, cards: tuple[int, ...]) -> None:
    """Deck cards into a hand, face down: the giver and the receiver know them; to the
    others they are just cards from the deck (which, after a reshuffle, they could
    name: that knowledge is gone now)."""
    for c in cards:
        state.deck.remove(c)
    state.pass_face_down(giver, to, cards)
    codes = [state.code(c) for c in cards]
    state.emit("give", giver, {giver: {"cards": codes}, to: {"cards": codes}},
               to=to, count=len(cards), skill=BequeathedStrategy.key)
