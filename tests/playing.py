"""Playing a state to its end with computer players, for the AI tests of every game."""

from __future__ import annotations

import time


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
