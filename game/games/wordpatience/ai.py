"""The solitaire has no computer player: one person plays it (`GameDef.computers` is
False). `StandIn` plays a seat where the app needs one played without a person: the
headless `--smoke` run and the conformance tests. It follows the hint (from the
observation and the legal list only), else turns the stock, else makes the first legal
move; its seed breaks nothing (the hint is a function of the position) and is kept only
so every agent is made the same way."""

from __future__ import annotations

import random

from game.core.protocol import Action
from game.games.wordpatience.actions import TurnStock
from game.games.wordpatience.hint import hint_seen

LEVELS = ("easy", "normal", "hard")  # all the same stand-in


class StandIn:
    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: dict, legal: list[Action]) -> Action:
        move = hint_seen(observation, legal)
        if move is not None:
            return move
        turns = [a for a in legal if isinstance(a, TurnStock)]
        return turns[0] if turns else legal[0]


def make_agent(level: str = "normal", seed: int = 0) -> StandIn:
    """The smoke run's and the tests' stand-in for the one seat, at any level."""
    return StandIn(seed)
