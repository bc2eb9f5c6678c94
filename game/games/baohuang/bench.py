"""Bao Huang computer players: decision time per level, and who beats whom.

bh-ai-time: G hands of five computer players per level (all five seats that level);
only decisions with a real choice (more than one legal action) are timed.

bh-ai-strength: one seat of level X against four of level Y. Every deal is played
five times, X in each seat in turn, so the cards' luck and the roles (emperor,
guard, commoners, which follow from the deal) rotate through X's seat. The number
is X's average score per hand (zero-sum table: a positive average means X wins
points from the weaker players).
"""

from __future__ import annotations

import time

from game.bench.common import decision_times, emit, level_benches, play_timed, run_jobs
from game.games.baohuang.ai import LEVELS, make_agent
from game.games.baohuang.model import SEATS, BhState

PAIRINGS = (("normal", "easy"), ("hard", "normal"), ("hard", "easy"))
VARIANT = "ls"


def play_hand(seed: int, agents, variant: str = VARIANT, on_decision=None) -> BhState:
    state = BhState.new(seed, variant)
    return play_timed(state, agents, on_decision)


def time_levels(games: int = 20) -> dict:
    return decision_times("bh-ai-time", LEVELS, make_agent, play_hand, SEATS, games,
                          5000)


def _deal_job(job: tuple) -> list[int]:
    """X's score in each of the five seatings of one deal."""
    seed, strong, weak, variant = job
    out = []
    for x_seat in range(SEATS):
        agents = [make_agent(strong if s == x_seat else weak, seed * 11 + s)
                  for s in range(SEATS)]
        state = play_hand(seed, agents, variant)
        out.append(state.returns()[x_seat])
    return out


def match(strong: str, weak: str, hands: int = 200, workers: int = 2,
          variant: str = VARIANT) -> dict:
    deals = max(1, hands // SEATS)
    jobs = [(10_000 + d, strong, weak, variant) for d in range(deals)]
    results = run_jobs(_deal_job, jobs, workers)
    scores = [s for row in results for s in row]
    n = len(scores)
    mean = sum(scores) / n
    var = sum((s - mean) ** 2 for s in scores) / max(1, n - 1)
    return {"hands": n, "mean": mean, "stderr": (var / n) ** 0.5,
            "won": sum(1 for s in scores if s > 0) / n, "lost": sum(1 for s in scores if s < 0) / n}


def strength(hands: int = 200, workers: int = 2, variant: str = VARIANT) -> dict:
    print(f"variant {variant}; one seat of X against four of Y, every deal in all five seats")
    print(f"{'X vs Y':<16}{'hands':>7}{'X avg':>9}{'± se':>8}{'X won':>8}{'X lost':>8}{'s':>7}")
    fields: dict[str, object] = {}
    for strong, weak in PAIRINGS:
        start = time.perf_counter()
        r = match(strong, weak, hands, workers, variant)
        print(f"{strong + ' vs ' + weak:<16}{r['hands']:>7}{r['mean']:>9.3f}{r['stderr']:>8.3f}"
              f"{r['won']:>8.2f}{r['lost']:>8.2f}{time.perf_counter() - start:>7.1f}", flush=True)
        fields[f"{strong}_vs_{weak}"] = r["mean"]
        fields[f"{strong}_vs_{weak}_se"] = r["stderr"]
    emit("bh-ai-strength", fields)
    return fields


# The entries behind `python -m game.bench`.
BENCHES = level_benches(
    "bh", __name__,
    "one seat of a level against four of another, every deal in all "
    "five seats (--deals = hands per pairing)",
    "the 5-seat table's frame times")
