"""Playthrough transcripts: a seeded random game written out as, after each action,
what changed in every seat's observation.

A stored transcript turns any change to what a seat can see into a readable diff in
review (OpenSpiel keeps such files for the same reason). Regenerate one with
`python tools/record_playthrough.py <game> <seed>` after an intended change.
"""

from __future__ import annotations

import json
from collections.abc import Callable

from game.core.agents import RandomAgent
from game.core.protocol import State

# The running history repeats the action lines; leaving it out keeps transcripts short.
_SKIP = frozenset({"history"})


def _changes(before: dict, after: dict) -> list[str]:
    return [f"{key}={json.dumps(after[key], ensure_ascii=False)}"
            for key in after if key not in _SKIP and before.get(key, object()) != after[key]]


def transcript(new_state: Callable[[int], State], seats: int, seed: int) -> str:
    state = new_state(seed)
    agent = RandomAgent(seed)
    seen = [state.observation(s) for s in range(seats)]
    lines = [f"seed {seed}"]
    lines += [f"  seat {s}: " + " ".join(_changes({}, seen[s])) for s in range(seats)]
    while not state.is_terminal():
        seat = state.to_act
        action = agent.choose(seen[seat], state.legal_actions(seat))
        events = state.apply(action)
        lines.append(f"action {json.dumps(action.to_json(), ensure_ascii=False)}"
                     f" -> {' '.join(e.kind for e in events)}")
        for s in range(seats):
            now = state.observation(s)
            lines.append(f"  seat {s}: " + " ".join(_changes(seen[s], now)))
            seen[s] = now
    lines.append(f"returns {state.returns()}")
    return "\n".join(lines) + "\n"
