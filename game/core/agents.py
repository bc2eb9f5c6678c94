"""What every game's computer players share.

A player reads only its seat's observation and the legal actions (`choose(observation,
legal) -> Action`). `PhaseAgent` is the skeleton: a forced move is made at once;
otherwise the decision goes to the level's method for the kind of decision
(`decide_<phase>`, the phase read by `phase_of`, by default the observation's
"phase"). Policies often decide on something coarser than an action (ranks, a dish);
`play_for` turns such a choice back into one of the legal actions. `agent_for` builds a
game's agent for a level name. `RandomAgent` plays any game.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from game.core.protocol import Action
from game.core.rng import GameRng


class RandomAgent:
    """Picks uniformly among the legal actions, from its own seeded RNG."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = GameRng(seed)

    def choose(self, observation: dict, legal: list[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]


class PhaseAgent:
    """Forced moves at once, every other decision to `decide_<phase_of(...)>`."""

    level = ""

    def choose(self, observation: dict, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        return getattr(self, f"decide_{self.phase_of(observation, legal)}")(observation, legal)

    def phase_of(self, observation: dict, legal: list[Action]) -> str:
        """Which kind of decision this is: the observation's phase, unless a game reads
        it another way (from the legal actions, say)."""
        return observation["phase"]


def agent_for(agents: dict[str, Callable[[int], Any]], level: str, seed: int) -> Any:
    """A game's agent for a level name ("easy", "normal", "hard"), seeded."""
    if level not in agents:
        raise ValueError(f"unknown level {level!r}; expected one of {tuple(agents)}")
    return agents[level](seed)


def play_for(want: Hashable | None, legal: list[Action],
             key: Callable[[Action], Hashable | None]) -> Action:
    """The legal action whose `key` is `want` (None: pass). Falls back to a pass, else
    the first legal action, so an agent never answers with an illegal move."""
    if want is not None:
        for action in legal:
            if key(action) == want:
                return action
    for action in legal:
        if action.kind == "pass":
            return action
    return legal[0]
