"""Playing a state to its end with computer players, for the AI tests of every game."""

from __future__ import annotations

import ast
import time
from pathlib import Path


def play_with_agents(state, agents, check: bool = True):
    """Play until the end; every action must be one of the legal objects offered when
    `check`. Returns the state and the slowest decision in seconds."""
    slowest = 0.0
    while not state.is_terminal():
        seat = state.to_act
        legal = state.legal_actions(seat)
        start = time.perf_counter()
        action = agents[seat].choose(state.observation(seat), legal)
        slowest = max(slowest, time.perf_counter() - start)
        if check:
            assert any(action is a for a in legal), action
        state.apply(action)
    return state, slowest


def imported_names(module) -> list[str]:
    """Every module name a Python module's source imports."""
    tree = ast.parse(Path(module.__file__).read_text())
    names = [n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    return names + [a.name for n in ast.walk(tree) if isinstance(n, ast.Import)
                    for a in n.names]


def assert_no_state_import(*modules) -> None:
    """Computer players import nothing from a model or controller: no state reaches them."""
    for module in modules:
        imported = imported_names(module)
        assert not [m for m in imported if "model" in m or "controller" in m], imported


class Metered:
    """An agent whose decisions are metered into `decisions`: per decision, the number
    of legal actions and how many judgements (calls counted in `calls`) it made."""

    def __init__(self, agent, calls: list[int], decisions: list[tuple[int, int]]) -> None:
        self.agent, self.calls, self.decisions = agent, calls, decisions

    def choose(self, observation, legal):
        before = self.calls[0]
        action = self.agent.choose(observation, legal)
        self.decisions.append((len(legal), self.calls[0] - before))
        return action


def count_calls(monkeypatch, module, *names: str) -> list[int]:
    """One counter for the calls made to these functions through `module`."""
    calls = [0]

    def counting(real):
        def counted(*args, **kwargs):
            calls[0] += 1
            return real(*args, **kwargs)
        return counted

    for name in names:
        monkeypatch.setattr(module, name, counting(getattr(module, name)))
    return calls
