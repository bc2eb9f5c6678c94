"""Helpers the King game's tests share: states moved on to a step by a simple driver, and
a random player that deals the next round more often than it ends the game."""

from __future__ import annotations

from game.core.agents import RandomAgent
from game.core.protocol import Action
from game.games.kinggame.actions import Command, End, Next, Peek
from game.games.kinggame.model import COMMAND, KingGameState


def peek_all(s: KingGameState) -> None:
    while s.step == "peek":
        s.apply(Peek(s.to_act))


def at_command(seed: int = 1, variant: str = "5p") -> KingGameState:
    s = KingGameState(seed, variant)
    peek_all(s)
    assert s.step == COMMAND
    return s


def command(s: KingGameState, numbers: tuple[int, ...], task: str = "silly_01",
            text: str = "") -> None:
    s.apply(Command(s.king, numbers, task if not text else "", text))


class KeepGoing(RandomAgent):
    """A random player that, at a round's end, deals the next round 9 times in 10."""

    def choose(self, observation: dict, legal: list[Action]) -> Action:
        if any(isinstance(a, End) for a in legal) and self.rng.random() < 0.9:
            return next(a for a in legal if isinstance(a, Next))
        return super().choose(observation, legal)


def play(s: KingGameState, agent: RandomAgent, limit: int = 5000):
    """Play to the end, yielding each state before an action (the state itself, moved on
    afterwards) and at the end."""
    actions = 0
    while not s.is_terminal():
        yield s
        s.apply(agent.choose(s.observation(s.to_act), s.legal_actions(s.to_act)))
        actions += 1
        assert actions < limit
    yield s
