"""The action log: a game is its seed, its variant and the actions taken.

Replaying the log from the seed rebuilds the state exactly, which is how saves
are verified and how deal codes reproduce a hand.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.core.protocol import Action, ActionCodec, State


@dataclass
class ActionLog:
    seed: int
    variant: str
    actions: list[Action] = field(default_factory=list)

    def record(self, action: Action) -> None:
        self.actions.append(action)

    def to_json(self) -> dict:
        return {
            "seed": self.seed,
            "variant": self.variant,
            "actions": [a.to_json() for a in self.actions],
        }

    @classmethod
    def from_json(cls, data: dict, codec: ActionCodec) -> ActionLog:
        return cls(data["seed"], data["variant"], [codec.from_json(a) for a in data["actions"]])


def replay(log: ActionLog, new_state: Callable[[int, str], State]) -> State:
    """Rebuild a state by applying every logged action to a fresh deal."""
    state = new_state(log.seed, log.variant)
    for action in log.actions:
        state.apply(action)
    return state
