"""Generic agents usable by every game."""

from __future__ import annotations

from game.core.protocol import Action
from game.core.rng import GameRng


class RandomAgent:
    """Picks uniformly among the legal actions, from its own seeded RNG."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = GameRng(seed)

    def choose(self, observation: dict, legal: list[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]
