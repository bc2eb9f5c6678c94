"""The King game has no computer players: every seat is a person and the app is the host.
`StandIn` plays seats only where the app must play them itself (the headless smoke run,
the conformance suite, the tests, the frames bench)."""

from __future__ import annotations

import random

from game.core.protocol import Action


class StandIn:
    """Stands in for the people in the smoke run and the tests only (the King game has no
    computer players): a random legal action, from its own seeded random numbers."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: dict, legal: list[Action]) -> Action:
        return self.rng.choice(legal)


def make_agent(level: str, seed: int) -> StandIn:
    """The stand-in, whatever the level (there are no levels: no computer plays)."""
    return StandIn(seed)
