"""How a turn unfolds: a stack of steps, each a procedure of the rules in progress.

The state runs the top step until one asks a seat something (`state.ask`). A step
pushes the steps it needs (a Slash pushes the demand for a Dodge, then the damage), and
pops itself when done; a finished child leaves its result in `state.returned` for the
step under it, which runs next. Steps hold only plain values (seats, card ids, tuples),
so a state is copied by copying each step shallowly (search clones states by the
thousand), and they never refer to one another.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.protocol import Action

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState


class Step:
    """A procedure in progress. `run` moves it on: it pushes steps, pops itself, or asks
    (and then `legal` lists the answers and `answer` takes one)."""

    __slots__ = ("stage",)

    def __init__(self) -> None:
        self.stage = 0

    def run(self, state: SgsState) -> None:
        raise NotImplementedError

    def legal(self, state: SgsState, seat: int) -> list[Action]:
        return []

    def answer(self, state: SgsState, action: Action) -> None:
        raise NotImplementedError(f"{type(self).__name__} asks nothing")

    def public(self) -> dict:
        """What everyone may know of this step (for observations): by default its kind
        only; a step whose fields are public says more."""
        return {"step": type(self).__name__}

    def deck_top_held(self) -> int:
        """How many of the deck's top cards this step holds by id (looked at where they
        lie): a world dealt again keeps that many on top and renames them here."""
        return 0

    def hand_held(self) -> tuple[int, tuple[int, ...]] | None:
        """A seat and the cards of its hand this step holds by id (chosen one at a time,
        not yet gone): a world dealt again renames them to cards of the new hand."""
        return None

    def rename_cards(self, renamed: dict[int, int]) -> None:
        """The cards it holds were dealt again (`renamed`: old id -> new id)."""

    def copy(self) -> Step:
        other = object.__new__(type(self))
        for name in _slots(type(self)):
            # A slot a step fills only once it begins (Harvest's cards laid out) is
            # copied as it is: unset.
            if hasattr(self, name):
                setattr(other, name, getattr(self, name))
        return other


class SeatStep(Step):
    """A procedure about one seat (its turn, its phase, its choice)."""

    __slots__ = ("seat",)

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat


def _slots(cls: type) -> tuple[str, ...]:
    names: list[str] = []
    for klass in cls.__mro__:
        names += getattr(klass, "__slots__", ())
    return tuple(names)
