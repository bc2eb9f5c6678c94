"""Who must decide now, and how: the four kinds of decision a state can wait on.

- `Turn`: one seat decides (a play, a bid): most decisions of most games.
- `Response`: a response window. Seats are asked one after another whether they answer
  (a Dodge against a Slash, a Peach for a dying player); the first answer, or every
  seat passing, closes the window.
- `Simultaneous`: several seats each choose (a vote, the wolves' victim). The state takes
  the choices one at a time but keeps each out of every other seat's observation until
  the last is in, so asking seats in turn is as good as asking them at once.
- `Outcome`: the rules wait for something they do not decide, a dexterity minigame's
  measured result (a pour, a flip) performed by a seat.

A state says which with `decision()`; a state that has only one-seat turns need not:
`decision_of` derives a `Turn` from `to_act` (and an `Outcome` from `awaiting_outcome()`).
Every kind has the seat the table asks now (`asked`), so the session asks people (with
the hand-off screen between two people in pass-and-play) and computers the same way.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Turn:
    """One seat decides."""

    seat: int

    @property
    def asked(self) -> int:
        return self.seat


@dataclass(frozen=True, slots=True)
class Response:
    """`seat` is asked now whether it answers `about` (what was played, for the table to
    say); `then` are asked after it, in order, unless an answer closes the window."""

    seat: int
    then: tuple[int, ...] = ()
    about: str = ""

    @property
    def asked(self) -> int:
        return self.seat


@dataclass(frozen=True, slots=True)
class Simultaneous:
    """`seats` have still to choose (in seat order; at least one). No seat's choice is
    in another seat's observation before the last choice is made."""

    seats: tuple[int, ...]

    @property
    def asked(self) -> int:
        return self.seats[0]


@dataclass(frozen=True, slots=True)
class Outcome:
    """The rules wait for `seat`'s dexterity minigame (`what`: "pour", "flip") and its
    measured result, which comes back as an action."""

    seat: int
    what: str

    @property
    def asked(self) -> int:
        return self.seat


Decision = Turn | Response | Simultaneous | Outcome


def decision_of(state: Any) -> Decision | None:
    """What `state` waits on: its own `decision()`, or for a game of one-seat turns a
    `Turn` of `to_act` (an `Outcome` while it `awaiting_outcome()`); None once over."""
    own = getattr(state, "decision", None)
    if own is not None:
        return own()
    if state.is_terminal() or state.to_act is None:
        return None
    waiting = getattr(state, "awaiting_outcome", None)
    what = waiting() if waiting is not None else None
    return Outcome(state.to_act, what) if what else Turn(state.to_act)
