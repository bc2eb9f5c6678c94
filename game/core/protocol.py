"""The game protocol every game implements (in the spirit of OpenSpiel).

A state says whose decision it is, which actions are legal, applies an action and
returns public events for the table to animate, and gives each seat an
observation that holds only what that seat may know. Actions and states round-trip
through JSON; randomness lives in the state's seeded RNG, so the action log
replays a game exactly.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol

from game.core.cards import Pack


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
    """Turns a game's action JSON back into its action classes."""

    def __init__(self, *classes: type[Action]) -> None:
        self._by_kind = {cls.kind: cls for cls in classes}

    def from_json(self, data: dict) -> Action:
        data = dict(data)
        cls = self._by_kind[data.pop("type")]
        return cls(**{k: tuple(v) if isinstance(v, list) else v for k, v in data.items()})


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for the table to animate and the log to print.

    Events are public: they never carry a card that some seat may not see.
    """

    kind: str
    seat: int | None = None
    data: dict[str, Any] = field(default_factory=dict)


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
    def to_act(self) -> int | None: ...

    def legal_actions(self, seat: int | None = None) -> list[Action]: ...

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


class Agent(Protocol):
    """Chooses an action from a seat's observation and its legal actions only."""

    def choose(self, observation: dict, legal: list[Action]) -> Action: ...
