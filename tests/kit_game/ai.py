"""High Card's computer players: easy plays at random; normal and hard win a round as
cheaply as they can, and throw their lowest card when they cannot."""

from __future__ import annotations

from game.core.agents import RandomAgent, agent_for
from tests.kit_game.model import PACK


class Greedy:
    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, observation: dict, legal: list) -> object:
        top = max(PACK.from_codes(observation["pile"]), default=-1)
        beats = [a for a in legal if a.card > top]
        return min(beats or legal, key=lambda a: a.card)


def make_agent(level: str, seed: int):
    return agent_for({"easy": RandomAgent, "normal": Greedy, "hard": Greedy}, level, seed)
