"""Guan Dan computer players: decision time per level, and which team beats which.

gd-ai-time: G hands of four computer players per level (all seats that level), the
hands dealt with a tribute from the second on (the previous hand's places); only
decisions with a real choice (more than one legal action) are timed.

gd-ai-strength: a team of level X (seats 0 and 2) against a team of level Y. Every
deal is played twice with the teams swapped, so the cards' luck cancels. The number
is X's mean levels gained per hand (the model's result "deltas": + for the winners'
gain, - for the losers), ± its standard error over the pairs of hands.
"""

from __future__ import annotations

import time

from game.bench.common import decision_times, emit, level_benches, play_timed, run_jobs
from game.games.guandan.ai import LEVELS, make_agent
from game.games.guandan.ai_hand import clear_caches
from game.games.guandan.levels import HandSetup
from game.games.guandan.model import GdState
from game.games.guandan.tribute import SEATS

PAIRINGS = (("normal", "easy"), ("hard", "normal"), ("hard", "easy"))


def setup_for(seed: int) -> HandSetup:
    """Mostly hands with a tribute (a seeded previous finishing order and levels)."""
    if seed % 4 == 0:
        return HandSetup()
    order = [(seed + k) % SEATS for k in range(SEATS)]
    if seed % 3 == 1:
        order[1], order[2] = order[2], order[1]
    winners = order[0] % 2
    levels = [2 + seed % 7, 2 + (seed // 7) % 7]
    return HandSetup((levels[0], levels[1]), winners, tuple(order))


def play_hand(seed: int, agents, on_decision=None) -> GdState:
    state = GdState.new(seed, "std", setup_for(seed))
    return play_timed(state, agents, on_decision)


def time_levels(games: int = 20) -> dict:
    # Each level starts with cold caches, as a fresh program would.
    return decision_times("gd-ai-time", LEVELS, make_agent, play_hand, SEATS, games,
                          7000, before_level=clear_caches)


def _deal_job(job: tuple) -> float:
    """X's levels over the two seatings of one deal (X as team 0, then as team 1)."""
    seed, strong, weak = job
    total = 0
    for x_team in (0, 1):
        agents = [make_agent(strong if s % 2 == x_team else weak, seed * 7 + s)
                  for s in range(SEATS)]
        state = play_hand(seed, agents)
        total += state.returns()[x_team]
    return total / 2


def match(strong: str, weak: str, deals: int = 300, workers: int = 2) -> dict:
    jobs = [(20_000 + d, strong, weak) for d in range(deals)]
    scores = run_jobs(_deal_job, jobs, workers)
    n = len(scores)
    mean = sum(scores) / n
    var = sum((s - mean) ** 2 for s in scores) / max(1, n - 1)
    return {"deals": n, "mean": mean, "stderr": (var / n) ** 0.5,
            "won": sum(1 for s in scores if s > 0) / n, "lost": sum(1 for s in scores if s < 0) / n}


def strength(deals: int = 300, workers: int = 2) -> dict:
    print("a team of X against a team of Y; every deal twice, the teams swapped;"
          " X's mean levels per hand")
    print(f"{'X vs Y':<16}{'deals':>7}{'X avg':>9}{'± se':>8}{'X won':>8}{'X lost':>8}{'s':>7}")
    fields: dict[str, object] = {}
    for strong, weak in PAIRINGS:
        start = time.perf_counter()
        r = match(strong, weak, deals, workers)
        print(f"{strong + ' vs ' + weak:<16}{r['deals']:>7}{r['mean']:>9.3f}{r['stderr']:>8.3f}"
              f"{r['won']:>8.2f}{r['lost']:>8.2f}{time.perf_counter() - start:>7.1f}", flush=True)
        fields[f"{strong}_vs_{weak}"] = r["mean"]
        fields[f"{strong}_vs_{weak}_se"] = r["stderr"]
    emit("gd-ai-strength", fields)
    return fields


# The entries behind `python -m game.bench`.
BENCHES = level_benches(
    "gd", __name__,
    "a team of one level against a team of another, each deal played "
    "twice with the teams swapped (--deals = deals per pairing)",
    "the 4-seat table's frame times")
