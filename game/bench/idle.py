"""idle-cpu: what a still screen costs. The real app loop (`App.run`, headless) sits for
a few seconds of wall time on the title, the game browser and a table waiting for the
human with nothing moving; the process's CPU time over that wall time is the cost
(all threads: a computer player's worker counts too).

A shared bench: it belongs to no game, so it lives here rather than in a game package;
the table is the first catalogued game's, only because one table is needed.
"""

from __future__ import annotations

import os
import time

from game.bench.common import emit
from game.core.gamedef import Bench

SETTLE_FRAMES = 600  # fake-time frames allowed for the table to reach the human's turn
CALM_FRAMES = 240  # then 4 s of fake time: the "your turn" line and the tweens end
SETTLE_DRAWS = 30  # frames before measuring: the first draw of a screen fills its caches


def _table_waiting_for_human(app, game) -> None:
    """Start `game` with the human in seat 0 and computers beside; run fake time until
    it is the human's decision with nothing moving."""
    seats = [{"kind": "human", "level": "normal"}] + [
        {"kind": "computer", "level": "easy"} for _ in range(game.seats[-1] - 1)]
    ctl = game.start(app, seats, game.default_options(), 1)
    for _ in range(SETTLE_FRAMES * 10):
        app.frame(1 / 60)
        if ctl.my_turn() and not ctl.pending and not app.top.busy:
            break
    else:
        raise RuntimeError("the human's turn never came")
    for _ in range(CALM_FRAMES):
        app.frame(1 / 60)


def measure(app, seconds: float) -> tuple[float, int, int]:
    """(CPU seconds, frames run, frames drawn) of the real loop over `seconds` of wall
    time."""
    frames = 0

    def count() -> None:
        nonlocal frames
        frames += 1

    app.frame_hook = count
    drawn_before = getattr(app, "frames_drawn", 0)
    cpu = time.process_time()
    app.run(seconds=seconds)
    cpu = time.process_time() - cpu
    app.frame_hook = None
    drawn = getattr(app, "frames_drawn", None)
    return cpu, frames, (frames if drawn is None else drawn - drawn_before)


def run(seconds: float = 10.0) -> dict[str, float]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.games import catalogue
    from game.ui.runner import _private_home, make_app
    from game.ui.scenes.browser import BrowserScene

    _private_home()
    games = catalogue.load()
    setups = {
        "title": lambda app: None,
        "browser": lambda app: app.push(BrowserScene(app)),
        "table": lambda app: _table_waiting_for_human(app, next(iter(games.values()))),
    }
    print(f"{'screen':<10}{'wall s':>8}{'cpu s':>8}{'cpu %':>8}{'frames':>8}{'drawn':>8}")
    fields: dict[str, float] = {}
    for name, setup in setups.items():
        app = make_app(games)
        setup(app)
        for _ in range(SETTLE_DRAWS):
            app.frame(1 / 60)
        start = time.perf_counter()
        cpu, frames, drawn = measure(app, seconds)
        wall = time.perf_counter() - start
        pct = 100 * cpu / wall
        print(f"{name:<10}{wall:>8.2f}{cpu:>8.2f}{pct:>8.1f}{frames:>8}{drawn:>8}", flush=True)
        fields[f"{name}_cpu_pct"] = pct
        pygame.quit()
    emit("idle-cpu", fields)
    return fields


BENCH = Bench("idle-cpu", "CPU of a still title, browser and table (real loop, ~30 s)",
              lambda args: run(args.idle_seconds))
