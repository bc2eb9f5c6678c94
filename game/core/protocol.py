"""The game protocol every game implements (in the spirit of OpenSpiel).

A state says whose decision it is, which actions are legal, applies an action and
returns public events for the table to animate, and gives each seat an
observation that holds only what that seat may know. Actions and states round-trip
through JSON; randomness lives in the state's seeded RNG, so the action log
replays a game exactly.
"""

from __future__ import annotations

import dataclasses
import math
import random
import typing
from dataclasses import dataclass, field
from functools import cache
from typing import Any, ClassVar, NewType, Protocol

from game.core.cards import Pack

# An action field typed CardId (or a tuple of them) names cards of the state's pack:
# the codec's check refuses ids outside the pack (a card named twice, or not held, is
# for the rules to refuse, with their own reason).
CardId = NewType("CardId", int)


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every game's actions: a small frozen record that names its seat."""

    seat: int
    kind: ClassVar[str] = "action"

    def to_json(self) -> dict:
        data = {"type": self.kind}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            data[f.name] = list(value) if isinstance(value, tuple) else value
        return data


class ActionCodec:
    """A game's action classes: turns action JSON back into them, and checks that an
    action is well formed before any rule looks at it."""

    def __init__(self, *classes: type[Action]) -> None:
        self.classes = classes
        self._by_kind = {cls.kind: cls for cls in classes}

    def from_json(self, data: Any) -> Action:
        """The action this JSON names; IllegalAction("malformed") if it names none."""
        if not isinstance(data, dict) or data.get("type") not in self._by_kind:
            raise IllegalAction("malformed", f"Not an action of this game: {data!r:.80}")
        data = dict(data)
        cls = self._by_kind[data.pop("type")]
        try:
            return cls(**{k: tuple(v) if isinstance(v, list) else v for k, v in data.items()})
        except TypeError as e:
            raise IllegalAction("malformed", f"A malformed {cls.kind}: {e}") from None

    def check(self, action: Any, seats: int, cards: int) -> None:
        """Refuse anything that is not one of this game's actions with every field of
        its declared type: a seat of the table, card ids of a pack of `cards` cards,
        no NaN. Rules then judge a well-formed action."""
        if type(action) not in self.classes:
            name = type(action).__name__
            raise IllegalAction("malformed", f"{name} is not an action of this game.")
        for name, hint in _field_types(type(action)):
            value = getattr(action, name)
            if not _is_of_type(value, hint, cards):
                raise IllegalAction("malformed",
                                    f"A {action.kind} with {name}={value!r:.40} is malformed.")
        if not 0 <= action.seat < seats:
            raise IllegalAction("malformed", f"There is no seat {action.seat}.")


@cache
def _field_types(cls: type) -> tuple[tuple[str, Any], ...]:
    hints = typing.get_type_hints(cls)
    return tuple((f.name, hints[f.name]) for f in dataclasses.fields(cls))


def _is_of_type(value: Any, hint: Any, cards: int) -> bool:
    """Exactly the declared type: a bool is not an int, a float is not a whole number."""
    if hint is CardId:
        return type(value) is int and 0 <= value < cards
    if hint in (int, bool, str):
        return type(value) is hint
    if hint is float:
        return type(value) in (int, float) and math.isfinite(value)
    if typing.get_origin(hint) is tuple:
        item = typing.get_args(hint)[0]
        return type(value) is tuple and all(_is_of_type(v, item, cards) for v in value)
    raise TypeError(f"no check for action fields of type {hint!r}")


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for the table to animate and the log to print.

    `data` is public: it never carries what some seat may not know. What only some seats
    learn goes in `private`, by seat ("seat 2 draws two cards": everyone sees the count
    in `data`, seat 2 its cards in `private[2]`; the Seer alone sees the role). A table
    or a log shows `seen_by(viewer)`, never the event itself.
    """

    kind: str
    seat: int | None = None
    data: dict[str, Any] = field(default_factory=dict)
    private: dict[int, dict[str, Any]] = field(default_factory=dict)

    def seen_by(self, seat: int | None) -> Event:
        """The event as `seat` sees it: the public data with that seat's own private part
        merged in (None, a spectator: the public data only); no other seat's part."""
        mine = self.private.get(seat, {}) if seat is not None else {}
        return Event(self.kind, self.seat, {**self.data, **mine})


class IllegalAction(ValueError):
    """An action the rules reject; nothing has changed.

    `reason` names the refusal so the UI can say it in the player's language,
    filled in with `params`; str() is the English sentence, for logs and tests.
    """

    def __init__(self, reason: str, message: str, **params: Any) -> None:
        super().__init__(message)
        self.reason = reason
        self.params = params


class State(Protocol):
    pack: Pack

    @property
    def to_act(self) -> int | None:
        """The seat asked now (None once over). A state whose decisions are not all
        one-seat turns also says how, with `decision()` (game/core/decisions.py)."""
        ...

    def legal_actions(self, seat: int | None = None) -> list[Action]: ...

    def opening_events(self) -> list[Event]:
        """What happened before the first decision (the deal, with each seat's cards in
        its private part), for the table to show first."""
        ...

    def apply(self, action: Action) -> list[Event]: ...

    def is_terminal(self) -> bool: ...

    def returns(self) -> list[int]: ...

    def observation(self, seat: int) -> dict: ...

    def to_json(self) -> dict: ...

    @classmethod
    def from_json(cls, data: dict) -> State: ...

    # For the generic checkers: where every physical card is, and which cards a
    # seat may not see right now.
    def card_zones(self) -> dict[str, list[int]]: ...

    def hidden_from(self, seat: int) -> set[int]: ...

    # For search and the leak check (game/core/leak_check.py).
    def clone(self) -> State:
        """A fast independent copy: applying actions to it leaves this state as it is."""
        ...

    def determinize(self, seat: int, rng: random.Random) -> State:
        """A playable state `seat` cannot tell from this one, all hidden from it resampled."""
        ...

    def hidden_values(self, seat: int) -> dict[str, Any]:
        """Everything hidden from `seat` by name (other hands as sorted codes, a role...)."""
        ...


class Agent(Protocol):
    """Chooses an action from a seat's observation and its legal actions only."""

    def choose(self, observation: dict, legal: list[Action]) -> Action: ...
