"""ddz-playout: the full random-playout invariant check, timed."""

from __future__ import annotations

import time

from game.bench.common import emit
from game.core.playout_check import check_random_playouts
from game.games.doudizhu.model import DdzState


def main(games: int = 10_000) -> dict:
    start = time.perf_counter()
    ok = 1
    try:
        report = check_random_playouts(DdzState.new, 3, games)
        actions = report.actions
    except AssertionError as e:
        ok, actions = 0, 0
        print(f"invariant broken: {e}")
    seconds = time.perf_counter() - start
    print(f"{'games':>8}{'actions':>10}{'seconds':>10}{'games/s':>10}")
    print(f"{games:>8}{actions:>10}{seconds:>10.1f}{games / seconds:>10.1f}")
    fields = {"games": games, "ok": ok, "seconds": round(seconds, 2)}
    emit("ddz-playout", fields)
    return fields
