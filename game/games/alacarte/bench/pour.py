"""pour: the seasoning minigame's stroke distributions and physics step cost.

Every stroke is a cursor driver fed through `PourScene.feed`, the same pipeline as the
mouse: scripted strokes (blind, slow tilt, fast flip, aim for one or two with a reaction
delay) and the computer chefs at each skill. Seed i: a full bottle (15 of one colour and
5 salt) shuffled with random.Random(i), scene seed i.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from multiprocessing import Pool

from game.bench.common import emit, percentile
from game.games.alacarte import pour_ai
from game.games.alacarte.pour import PourLayout, PourScene

LAYOUT = PourLayout()
COLOURS = "LPRH"


def full_bottle(seed: int) -> list[str]:
    pieces = [COLOURS[seed % len(COLOURS)]] * 15 + ["S"] * 5
    random.Random(seed).shuffle(pieces)
    return pieces


def _pourer(skill: str, target: int) -> Callable[[int], object]:
    return lambda seed: pour_ai.ComputerPourer(skill, target, random.Random(seed * 7 + 3),
                                               LAYOUT)


STROKES: dict[str, Callable[[int], object]] = {
    "blind 0.4/0.5/0.3": lambda seed: pour_ai.blind(LAYOUT, 0.4, 0.5, 0.3),
    "slow tilt 0.8/0.3/0.2": lambda seed: pour_ai.slow_tilt(LAYOUT),
    "fast flip 0.2/0.6/0.2": lambda seed: pour_ai.fast_flip(LAYOUT),
    "aim 1, 0.15 s": lambda seed: pour_ai.aim(LAYOUT, 1, 0.15),
    "aim 1, 0.40 s": lambda seed: pour_ai.aim(LAYOUT, 1, 0.40),
    "aim 1, shaken, 0.15 s": lambda seed: pour_ai.aim(LAYOUT, 1, 0.15, shake_first=True),
    "aim 2, 0.20 s": lambda seed: pour_ai.aim(LAYOUT, 2, 0.20),
    **{f"chef {skill} aim {k}": _pourer(skill, k)
       for skill in ("easy", "normal", "hard") for k in (1, 2)},
}


def run_one(job: tuple[str, int]) -> tuple[str, int, bool, list[float]]:
    """One stroke on one seed: pieces poured, foul, and the feed() times while pouring."""
    name, seed = job
    scene = PourScene(full_bottle(seed), seed, LAYOUT)
    driver = STROKES[name](seed)
    costs: list[float] = []
    steps = 0
    while not scene.done and steps < 60 * 20:
        sample = driver.next_sample(scene)
        timed = scene.phase in ("pouring", "returning")
        start = time.perf_counter()
        scene.feed(sample)
        if timed:
            costs.append((time.perf_counter() - start) * 1e6)
        steps += 1
    outcome = scene.outcome()
    return name, len(outcome.poured), outcome.foul, costs


def distribution(counts: list[int]) -> tuple[float, float, float, float, float]:
    n = max(1, len(counts))
    return (sum(counts) / n, sum(c == 0 for c in counts) / n, sum(c == 1 for c in counts) / n,
            sum(c == 2 for c in counts) / n, sum(c >= 3 for c in counts) / n)


def main(seeds: int = 200, workers: int = 2) -> dict:
    start = time.perf_counter()
    jobs = [(name, seed) for name in STROKES for seed in range(seeds)]
    with Pool(workers) as pool:
        results = pool.map(run_one, jobs, chunksize=8)
    counts: dict[str, list[int]] = {name: [] for name in STROKES}
    fouls: dict[str, int] = {name: 0 for name in STROKES}
    costs: list[float] = []
    for name, poured, foul, cost in results:
        counts[name].append(poured)
        fouls[name] += foul
        costs.extend(cost)
    print(f"{'stroke':<24}{'mean':>6}{'P(0)':>7}{'P(1)':>7}{'P(2)':>7}{'P(>=3)':>8}{'foul':>7}")
    table = {}
    for name in STROKES:
        mean, p0, p1, p2, p3 = table[name] = distribution(counts[name])
        print(f"{name:<24}{mean:>6.2f}{p0:>7.2f}{p1:>7.2f}{p2:>7.2f}{p3:>8.2f}"
              f"{fouls[name] / seeds:>7.2f}")
    mean_us = sum(costs) / max(1, len(costs))
    p99_us = percentile(costs, 99)
    print(f"physics: feed() while pouring {mean_us:.0f} us mean, {p99_us:.0f} us p99 "
          f"over {len(costs)} steps (substeps per feed: 8); {seeds} seeds per stroke, "
          f"{time.perf_counter() - start:.0f} s")
    fields = {
        "aim1_fast_p1": round(table["aim 1, 0.15 s"][2], 3),
        "aim1_slow_p1": round(table["aim 1, 0.40 s"][2], 3),
        "blind_p1": round(table["blind 0.4/0.5/0.3"][2], 3),
        "blind_mean": round(table["blind 0.4/0.5/0.3"][0], 3),
        "fast_mean": round(table["fast flip 0.2/0.6/0.2"][0], 3),
        "slow_mean": round(table["slow tilt 0.8/0.3/0.2"][0], 3),
        "step_us_mean": round(mean_us, 1),
        "step_us_p99": round(p99_us, 1),
    }
    emit("pour", fields)
    return fields


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=200)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    main(args.seeds, args.workers)
