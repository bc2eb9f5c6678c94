"""Zhuge Liang 诸葛亮 — Stargaze 观星: at the start of his turn he may look at the top X deck
cards (X = living players, at most 5) and put any back on top and the rest at the bottom,
each group in any order. Empty Fort 空城 (locked): with no hand cards he cannot be targeted
by Slash or Duel."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.decisions import Turn
from game.core.protocol import Action
from game.games.sanguosha.abilities import Ability, Moment, ability
from game.games.sanguosha.actions import Arrange
from game.games.sanguosha.flow import Step

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState

STARGAZE_MAX = 5
FORT_PROOF_AGAINST = frozenset({"slash", "duel"})


@ability
class Stargaze(Ability):
    key = "stargaze"

    def fires(self, state: SgsState, seat: int, moment: Moment) -> bool:
        return moment.kind == "turn_start" and moment.seat == seat

    def fire(self, state: SgsState, seat: int, moment: Moment) -> None:
        state.push(Stargazing(seat))


class Stargazing(Step):
    """The cards are looked at where they lie (they never leave the deck, so nobody else
    sees them), then placed one at a time: Arrange(seat, (card,), ()) puts it next on
    top, under the ones already put there (the first chosen ends on the very top);
    Arrange(seat, (), (card,)) next at the bottom, under the ones already put there (the
    last chosen ends at the very bottom). One card at a time keeps the choice to 2 per
    card left instead of every ordering of five cards (720)."""

    __slots__ = ("seat", "cards", "top", "bottom")

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.cards: tuple[int, ...] = ()  # looked at, the top one first
        self.top: tuple[int, ...] = ()
        self.bottom: tuple[int, ...] = ()

    def run(self, state: SgsState) -> None:
        if self.stage == 0:
            self.stage = 1
            self._look(state)
        if self.left():
            state.ask(Turn(self.seat))
            return
        state.pop()
        self._put_back(state)

    def _look(self, state: SgsState) -> None:
        count = min(STARGAZE_MAX, len(state.living()), len(state.deck) + len(state.discard))
        # take_top refills an emptied deck from the discard pile; the cards go straight
        # back on top in the same order.
        looked = [state.take_top() for _ in range(count)]
        state.deck += reversed(looked)
        self.cards = tuple(looked)
        state.known[self.seat].update(looked)
        state.emit("stargaze", self.seat, {self.seat: {"cards": [state.code(c) for c in looked]}},
                   count=count)

    def deck_top_held(self) -> int:
        return len(self.cards)

    def rename_cards(self, renamed: dict[int, int]) -> None:
        self.cards, self.top, self.bottom = (tuple(renamed.get(c, c) for c in group)
                                             for group in (self.cards, self.top, self.bottom))

    def left(self) -> list[int]:
        return [c for c in self.cards if c not in self.top and c not in self.bottom]

    def legal(self, state: SgsState, seat: int) -> list[Action]:
        return [a for c in self.left() for a in (Arrange(seat, (c,), ()), Arrange(seat, (), (c,)))]

    def answer(self, state: SgsState, action: Action) -> None:
        assert isinstance(action, Arrange)
        self.top += action.top
        self.bottom += action.bottom

    def _put_back(self, state: SgsState) -> None:
        # Only cards still in the deck move (a guard for a world dealt again by search).
        top = [c for c in self.top if c in state.deck]
        bottom = [c for c in self.bottom if c in state.deck]
        rest = [c for c in state.deck if c not in top and c not in bottom]
        state.deck = [*reversed(bottom), *rest, *reversed(top)]  # the last is the top
        state.emit("stargazed", self.seat,
                   {self.seat: {"top_cards": [state.code(c) for c in top],
                                "bottom_cards": [state.code(c) for c in bottom]}},
                   top=len(top), bottom=len(bottom))


@ability
class EmptyFort(Ability):
    key = "empty_fort"
    optional = False

    def may_be_targeted(self, state: SgsState, seat: int, user: int, name: str) -> bool:
        return bool(state.seats[seat].hand) or name not in FORT_PROOF_AGAINST
