"""crepe: success rate of the computer crêpe flipper per skill, and the cost of a step.

Each seed is one flip attempt: FlipScene(seed) performed by ComputerFlipper(skill)
through feed(), exactly as in the game. Prints a table per skill (result breakdown,
mean flight time) and the physics cost of one feed() (4 pymunk substeps).
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter

from game.bench.common import emit, percentile
from game.games.alacarte.crepe import RESULTS, FlipScene
from game.games.alacarte.crepe_ai import SKILLS, ComputerFlipper


def flipper_rng(skill: str, seed: int) -> random.Random:
    """Independent hand noise per skill and seed (a fixed mix, no hash randomisation)."""
    return random.Random(seed * 7919 + list(SKILLS).index(skill))


def run_skill(skill: str, seeds: int, step_us: list[float]) -> tuple[Counter, list[float]]:
    results: Counter = Counter()
    flights: list[float] = []
    for seed in range(seeds):
        scene = FlipScene(seed)
        driver = ComputerFlipper(skill, flipper_rng(skill, seed))
        while not scene.done:
            sample = driver.next_sample(scene)
            start = time.perf_counter_ns()
            scene.feed(sample)
            step_us.append((time.perf_counter_ns() - start) / 1000)
        outcome = scene.outcome()
        results[outcome.result] += 1
        if outcome.flight_time > 0:
            flights.append(outcome.flight_time)
    return results, flights


def main(seeds: int = 200) -> dict:
    step_us: list[float] = []
    rates: dict[str, float] = {}
    header = "".join(f"{r:>9}" for r in RESULTS)
    print(f"{'skill':<8}{'seeds':>6}{'success':>9}{header}{'flight s':>10}")
    for skill in SKILLS:
        results, flights = run_skill(skill, seeds, step_us)
        rates[skill] = results["picture"] / seeds
        mean_flight = sum(flights) / len(flights) if flights else 0.0
        counts = "".join(f"{results[r]:>9}" for r in RESULTS)
        print(f"{skill:<8}{seeds:>6}{rates[skill]:>9.2f}{counts}{mean_flight:>10.3f}", flush=True)
    mean_us = sum(step_us) / len(step_us)
    p99_us = percentile(step_us, 99)
    print(f"feed(): {len(step_us)} steps, mean {mean_us:.1f} µs, p99 {p99_us:.1f} µs")
    emit("crepe", {**{k: round(v, 3) for k, v in rates.items()},
                   "step_us_mean": round(mean_us, 1), "step_us_p99": round(p99_us, 1)})
    return {"rates": rates, "step_us_mean": mean_us, "step_us_p99": p99_us}


if __name__ == "__main__":
    parser = argparse.ArgumentParser(prog="python -m game.bench.crepe", description=__doc__)
    parser.add_argument("--seeds", type=int, default=200, help="flip attempts per skill")
    main(parser.parse_args().seeds)
