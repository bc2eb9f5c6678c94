"""The solitaire's benches.

wordpatience-solver: "Winnable?" on fresh deals of both modes at the table's budget
(`winnable.NODES`, `winnable.SECONDS`): how often it answers winnable, not winnable or
could not tell, and the seconds and positions an answer takes (median and worst).

wordpatience-frames: the table's frame times, the stand-in playing (`ai.StandIn`).
"""

from __future__ import annotations

import statistics
import time

from game.bench.common import emit
from game.core.gamedef import Bench


def solver(deals: int = 20) -> None:
    from game.games.wordpatience.model import PatienceState
    from game.games.wordpatience.solver import solve
    from game.games.wordpatience.winnable import NODES, SECONDS

    for mode in ("normal", "learner"):
        verdicts: dict[str, int] = {}
        seconds, nodes = [], []
        for seed in range(deals):
            start = time.perf_counter()
            answer = solve(PatienceState(seed, mode), NODES, SECONDS)
            seconds.append(time.perf_counter() - start)
            nodes.append(answer.nodes)
            verdicts[answer.verdict.value] = verdicts.get(answer.verdict.value, 0) + 1
        print(f"{mode:8} {verdicts}  seconds p50 {statistics.median(seconds):.2f} "
              f"max {max(seconds):.2f}  positions p50 {statistics.median(nodes):.0f}")
        emit(f"wordpatience-solver-{mode}", {
            "deals": deals, **verdicts, "p50_s": statistics.median(seconds),
            "max_s": max(seconds)})


def _frames(args) -> None:
    from game.bench.frames import main
    from game.games.wordpatience import GAME

    main(GAME, "wordpatience-frames", args.frames)


BENCHES = (
    Bench("wordpatience-solver", "Winnable? on fresh deals (--games, 20) of both modes: "
          "answers, seconds, positions", lambda args: solver(args.games or 20)),
    Bench("wordpatience-frames", "the table's frame times, the stand-in playing", _frames),
)
