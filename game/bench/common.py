"""Shared helpers for the benchmarks: timing, percentiles, worker pools, playing out."""

from __future__ import annotations

import importlib
import time
from collections.abc import Callable
from multiprocessing import get_all_start_methods, get_context

from game.core.gamedef import Bench
from game.core.search import decide


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0..100) by nearest rank; 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


def run_jobs(fn: Callable, jobs: list, workers: int = 2) -> list:
    """`[fn(job) for job in jobs]`, on `workers` forked processes when there are several."""
    if workers > 1 and "fork" in get_all_start_methods():
        with get_context("fork").Pool(workers) as pool:
            return pool.map(fn, jobs, chunksize=1)
    return [fn(job) for job in jobs]


def play_out(state, choose: Callable[[int, dict, list], object],
             on_decision: Callable[[int, float, int], None] | None = None):
    """Play the hand to its end; `choose(seat, observation, legal)` answers each turn and
    `on_decision(seat, seconds, number of legal actions)` hears how long it took."""
    while not state.is_terminal():
        seat = state.to_act
        legal = state.legal_actions(seat)
        observation = state.observation(seat)
        start = time.perf_counter()
        action = choose(seat, observation, legal)
        if on_decision is not None:
            on_decision(seat, time.perf_counter() - start, len(legal))
        state.apply(action)
    return state


def emit(name: str, fields: dict[str, object]) -> None:
    """The one machine-readable last line of a benchmark."""
    parts = " ".join(f"{k}={v:.6g}" if isinstance(v, float) else f"{k}={v}"
                     for k, v in fields.items())
    print(f"{name} {parts}", flush=True)


def play_timed(state, agents, on_decision=None):
    """Play a hand to its end with `agents` (one per seat), each asked as a table asks it
    (`search.decide`: a searching agent gets worlds); `on_decision(seconds, n_legal)` is
    told each decision's time."""
    while not state.is_terminal():
        seat = state.to_act
        legal = state.legal_actions(seat)
        start = time.perf_counter()
        action = decide(agents[seat], state, seat, legal)
        if on_decision is not None:
            on_decision(time.perf_counter() - start, len(legal))
        state.apply(action)
    return state


def decision_times(name: str, levels, make_agent, play_hand, seats: int, games: int,
                   first_seed: int, before_level=None) -> dict:
    """G hands per level with every seat at that level; prints the p50/p95/max agent
    time of decisions with a real choice and emits them as `name`."""
    times: dict[str, list[float]] = {level: [] for level in levels}
    for level in levels:
        if before_level is not None:
            before_level()
        for game in range(games):
            agents = [make_agent(level, game * seats + s) for s in range(seats)]

            def record(seconds, n_legal, level=level):
                if n_legal > 1:
                    times[level].append(seconds * 1000)

            play_hand(first_seed + game, agents, on_decision=record)
    print(f"{'level':<8}{'decisions':>10}{'p50 ms':>10}{'p95 ms':>10}{'max ms':>10}")
    fields: dict[str, object] = {}
    for level in levels:
        values = times[level]
        p50, p95 = percentile(values, 50), percentile(values, 95)
        top = max(values, default=0.0)
        print(f"{level:<8}{len(values):>10}{p50:>10.2f}{p95:>10.2f}{top:>10.2f}")
        fields[f"{level}_p50_ms"] = p50
        fields[f"{level}_p95_ms"] = p95
        fields[f"{level}_max_ms"] = top
    emit(name, fields)
    return fields


def level_benches(prefix: str, module: str, strength_about: str,
                  table_about: str) -> tuple[Bench, ...]:
    """A card game's three benches: decision time per computer level, the levels'
    strength against each other, and its table's frame times. `module` (a game's bench
    module, imported when a bench runs) has `time_levels(games)` and
    `strength(deals, workers)`; its package defines `GAME`."""

    def ai_time(args) -> None:
        importlib.import_module(module).time_levels(args.games or 20)

    def ai_strength(args) -> None:
        importlib.import_module(module).strength(args.deals or 200, args.workers)

    def frames(args) -> None:
        from game.bench.frames import main

        game = importlib.import_module(module.rpartition(".")[0]).GAME
        main(game, f"{prefix}-frames", args.frames)

    return (Bench(f"{prefix}-ai-time", "decision time per level", ai_time),
            Bench(f"{prefix}-ai-strength", strength_about, ai_strength),
            Bench(f"{prefix}-frames", table_about, frames))
