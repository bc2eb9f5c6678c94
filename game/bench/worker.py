"""worker-time: hard decisions as a table gets them from the worker process
(game/core/thinking.py), for every game whose hard player searches: the time from the
table's first ask (`Session.computer_decides`: the job built and pickled here) to the
answer back in this process, p50 / p95 / max over the decisions with a real choice,
next to the table's own share of it (building and sending the job, taking the answer:
what a frame pays). Every seat hard, G hands per game (--games, default 2), the first
decision's process start left out (it is reported apart as `start`).

    python -m game.bench.worker [--games G] [--only KEY]
"""

from __future__ import annotations

import argparse
import importlib
import random
import sys
import time

from game.bench.common import emit, percentile
from game.core import thinking
from game.core.decisions import decision_of
from game.core.thinking import Think
from game.games import catalogue

MAX_DECISIONS = 400  # per hand: the long games are cut there


def hard_maker(key: str):
    """The game's hard player if it searches, else None."""
    try:
        make = importlib.import_module(f"game.games.{key}.ai").make_agent
    except (ImportError, AttributeError):
        return None
    return make if thinking.searches(make("hard", 0)) else None


def play(key: str, seed: int, make, times: list[float], table: list[float],
         start_ms: list[float]) -> None:
    from game.ui.session import Session

    game = catalogue.load()[key]
    state = game.new_state(seed, game.variants[0])
    seats = [{"kind": "computer", "level": "hard"}] * max(game.seats)
    session = Session(key, seats, threads=True, think_delay=0.0)
    agents: dict = {}
    rng = random.Random(seed)
    for _ in range(MAX_DECISIONS):
        decision = decision_of(state)
        if decision is None:
            return
        seat = decision.asked
        legal = state.legal_actions(seat)
        if not legal:
            state.apply(game.outcome(state, rng))
            continue
        agents.setdefault(seat, make("hard", seed * 10 + seat))
        think = Think(agents, seat, state, legal)
        start = time.perf_counter()
        mine = 0.0
        while True:
            t0 = time.perf_counter()
            action = session.computer_decides(seat, think, 0.0, 1.0, fallback=lambda: None)
            mine += time.perf_counter() - t0
            if action is not None:
                break
            time.sleep(0.0005)
        if thinking.WORKER.started and not start_ms:  # the process started for this one
            start_ms.append((time.perf_counter() - start) * 1000)
        elif len(legal) > 1:
            times.append((time.perf_counter() - start) * 1000)
            table.append(mine * 1000)
        state.apply(action)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench.worker", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=2, help="hands per game")
    parser.add_argument("--only", help="one game's key")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    keys = [k for k in catalogue.load() if args.only in (None, k)]
    start_ms: list[float] = []
    fields: dict[str, object] = {}
    print(f"{'game':<18}{'decisions':>10}{'p50 ms':>9}{'p95 ms':>9}{'max ms':>9}"
          f"{'table p95':>11}{'table max':>11}")
    for key in keys:
        make = hard_maker(key)
        if make is None:
            continue
        times: list[float] = []
        table: list[float] = []
        for g in range(args.games):
            play(key, 100 + g, make, times, table, start_ms)
        p50, p95, top = percentile(times, 50), percentile(times, 95), max(times, default=0)
        print(f"{key:<18}{len(times):>10}{p50:>9.1f}{p95:>9.1f}{top:>9.1f}"
              f"{percentile(table, 95):>11.2f}{max(table, default=0):>11.2f}", flush=True)
        fields.update({f"{key}_p95_ms": p95, f"{key}_max_ms": top,
                       f"{key}_table_max_ms": max(table, default=0.0)})
    thinking.shutdown()
    fields["start_ms"] = start_ms[0] if start_ms else 0.0
    print(f"(the first decision, the process starting with it: {fields['start_ms']:.0f} ms; "
          f"{time.perf_counter() - started:.0f} s)")
    emit("worker-time", fields)
    return 0


if __name__ == "__main__":
    sys.exit(main())
