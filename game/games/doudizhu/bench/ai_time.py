"""ddz-ai-time and ddz4-ai-time: how long each level takes per decision (p50/p95),
in real hands; only decisions with a real choice (more than one legal action) are timed.

Three players: seats rotate through hard, normal and easy so every level meets the
others. Four players: hands with every seat at one level (common.decision_times).
For a level that searches: the worlds (samples) per searched decision and the ms per
world (a searched decision's time over its worlds).
"""

from __future__ import annotations

import time

from game.bench.common import SearchTally, decision_times, emit, percentile, play_timed
from game.core.search import decide
from game.games.doudizhu.ai import LEVELS, make_agent
from game.games.doudizhu.ai_4p import make_agent_4p
from game.games.doudizhu.model import DdzState
from game.games.doudizhu.model_4p import Ddz4State


def main(games: int = 6, hard_options: dict | None = None) -> dict:
    """`hard_options` (time_budget, max_worlds) go to the hard player: a big max_worlds
    shows how many worlds the budget allows."""
    times: dict[str, list[float]] = {level: [] for level in LEVELS}
    tally = SearchTally(LEVELS)
    hard = hard_options or {}
    for game in range(games):
        levels = [LEVELS[(game + s) % 3] for s in range(3)]
        agents = [make_agent(level, game * 3 + s, **(hard if level == "hard" else {}))
                  for s, level in enumerate(levels)]

        state = DdzState.new(1000 + game)
        while not state.is_terminal():
            seat = state.to_act
            legal = state.legal_actions(seat)
            start = time.perf_counter()
            action = decide(agents[seat], state, seat, legal)  # as a table asks
            ms = (time.perf_counter() - start) * 1000
            if len(legal) > 1:  # a forced move is no decision
                times[levels[seat]].append(ms)
            tally.note(levels[seat], agents[seat], ms)
            state.apply(action)
    print(f"{'level':<8}{'decisions':>10}{'p50 ms':>10}{'p95 ms':>10}{'max ms':>10}")
    fields: dict[str, object] = {}
    for level in LEVELS:
        values = times[level]
        p50, p95 = percentile(values, 50), percentile(values, 95)
        print(f"{level:<8}{len(values):>10}{p50:>10.2f}{p95:>10.2f}"
              f"{max(values, default=0):>10.2f}")
        fields[f"{level}_p50_ms"] = p50
        fields[f"{level}_p95_ms"] = p95
    tally.report(fields)
    emit("ddz-ai-time", fields)
    return fields


def main_4p(games: int = 6, hard_options: dict | None = None) -> dict:
    """The four-player levels: `games` hands per level, every seat at that level."""
    def play_hand(seed, agents, on_decision):
        return play_timed(Ddz4State.new(seed), agents, on_decision)

    def agent(level, seed):
        return make_agent_4p(level, seed, **(hard_options or {}) if level == "hard" else {})

    return decision_times("ddz4-ai-time", LEVELS, agent, play_hand, 4, games, 2000)
