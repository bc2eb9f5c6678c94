"""Go-Stop computer players: decision time per level, and which level beats which.

gostop-ai-time: G two-player hands (Matgo; every fourth with the bonus cards) per level,
both seats that level; only decisions with a real choice (more than one legal action)
are timed; the searching level also reports worlds per searched decision and ms per
world.

gostop-ai-strength: a seat of level X against level Y, in points per game (the model's
`returns()`: what a seat receives, or pays as a negative). Two players: every deal is
played twice with the seats swapped, so the cards' luck and the dealer's first turn
cancel. Three players: one seat of X among two of Y, every deal played three times
with X in each seat in turn. The number is X's mean points per game, ± its standard
error over the deals.

gostop-frames: the real 3-player table (all computers) dealing and playing, headless.

Run: `python -m game.bench gostop-ai-strength --deals 20` (any of the three).
"""

from __future__ import annotations

import time

from game.bench.common import decision_times, emit, level_benches, play_timed, run_jobs
from game.games.gostop.ai import LEVELS, make_agent
from game.games.gostop.model import GostopState

# (players, X, Y): X's points per game against Y.
PAIRINGS = ((2, "normal", "easy"), (2, "hard", "normal"), (3, "normal", "easy"),
            (3, "hard", "normal"))
VARIANT = {2: "2p", 3: "3p"}


def play_hand(seed: int, agents, on_decision=None, variant: str | None = None) -> GostopState:
    """One hand to its end, the agents asked as the table asks them; every fourth
    two-player hand of the timing runs is dealt with the bonus cards."""
    if variant is None:
        variant = "2p+bonus" if seed % 4 == 3 else "2p"
    return play_timed(GostopState.new(seed, variant), agents, on_decision)


def time_levels(games: int = 20) -> dict:
    return decision_times("gostop-ai-time", LEVELS, make_agent, play_hand, 2, games, 5000)


def _deal_job(job: tuple) -> float:
    """X's mean points over every seating of one deal (X in each seat in turn)."""
    seed, players, strong, weak = job
    total = 0
    for x_seat in range(players):
        agents = [make_agent(strong if s == x_seat else weak, seed * 10 + s)
                  for s in range(players)]
        state = play_hand(seed, agents, variant=VARIANT[players])
        total += state.returns()[x_seat]
    return total / players


def match(players: int, strong: str, weak: str, deals: int = 300, workers: int = 2) -> dict:
    jobs = [(30_000 + d, players, strong, weak) for d in range(deals)]
    scores = run_jobs(_deal_job, jobs, workers)
    n = len(scores)
    mean = sum(scores) / n
    var = sum((s - mean) ** 2 for s in scores) / max(1, n - 1)
    return {"deals": n, "games": n * players, "mean": mean, "stderr": (var / n) ** 0.5,
            "won": sum(1 for s in scores if s > 0) / n, "lost": sum(1 for s in scores if s < 0) / n}


def strength(deals: int = 300, workers: int = 2) -> dict:
    print("a seat of X against Y; every deal once with X in each seat;"
          " X's mean points per game")
    print(f"{'X vs Y':<18}{'deals':>7}{'games':>7}{'X avg':>9}{'± se':>8}{'deal +':>8}"
          f"{'deal -':>8}{'s':>7}")
    fields: dict[str, object] = {}
    for players, strong, weak in PAIRINGS:
        start = time.perf_counter()
        r = match(players, strong, weak, deals, workers)
        name = f"{strong}_vs_{weak}" if players == 2 else f"{strong}_vs_{weak}_{players}p"
        label = f"{strong} vs {weak} {players}p"
        print(f"{label:<18}{r['deals']:>7}{r['games']:>7}{r['mean']:>9.3f}{r['stderr']:>8.3f}"
              f"{r['won']:>8.2f}{r['lost']:>8.2f}{time.perf_counter() - start:>7.1f}",
              flush=True)
        fields[name] = r["mean"]
        fields[f"{name}_se"] = r["stderr"]
    emit("gostop-ai-strength", fields)
    return fields


BENCHES = level_benches(
    "gostop", __name__,
    "points per game of one level against another, each deal played with the seats "
    "swapped (--deals = deals per pairing)",
    "the 3-player table's frame times")
