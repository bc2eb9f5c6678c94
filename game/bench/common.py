"""Shared helpers for the benchmarks: timing, percentiles, forced-landlord deals."""

from __future__ import annotations

import time
from collections.abc import Callable
from multiprocessing import get_all_start_methods, get_context

from game.games.doudizhu.model import Bid, DdzState


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


def forced_deal(seed: int, landlord: int) -> DdzState:
    """A fresh deal whose auction is settled at once: `landlord` bids 3, others pass.
    Used so two sides can play the very same deal with the roles swapped."""
    state = DdzState.new(seed)
    while state.phase == "auction":
        seat = state.to_act
        state.apply(Bid(seat, 3 if seat == landlord else 0))
    return state


def play_out(state: DdzState, choose: Callable[[int, dict, list], object],
             on_decision: Callable[[int, float, int], None] | None = None) -> DdzState:
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
