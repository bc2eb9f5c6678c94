"""memory: what the app keeps after each game, and how soon a screen comes up.

One app plays ten games in a row (the catalogue's games in turn, so the first ones come
twice), the way a player goes from game to game: each started from the title with
computers only at its smoke levels and seed, at the quickest animation speed, headless,
played in fake time (1/60 s a frame, every frame drawn) to its results, then left back to
the title, whose next frame gives the table's memory back (`game/ui/memory.py`). After
each game it prints the resident size (VmRSS), and the time from `start` to the table's
first drawn frame; before them the time from making the app to the title's first frame
(sounds included: `game/ui/sound.py`).

Goal (issue 30): the size after every game within 30 MB of the size after the first.

A shared bench: it belongs to no game, so it lives here rather than in a game package.
"""

from __future__ import annotations

import os
import time

from game.bench.common import emit
from game.core.gamedef import Bench

GAMES = 10
MAX_FRAMES = 60 * 60 * 30  # fake-time frames a game may take (30 minutes of play)
GOAL_MB = 30.0


def rss_mb() -> float:
    from game.ui.memory import rss_mb

    return rss_mb()


def play_one(app, game, seed: int) -> tuple[float, int]:
    """`game` from the title to its results and back to the title: (ms from `start` to
    the table's first frame, frames played)."""
    from game.ui.runner import computer_seats

    start = time.perf_counter()
    ctl = game.start(app, computer_seats(game.smoke.levels), game.default_options(), seed)
    app.frame(1 / 60)
    first_ms = (time.perf_counter() - start) * 1000
    frames = 1
    while not ctl.results_pushed and frames < MAX_FRAMES:
        app.frame(1 / 60)
        frames += 1
    if not ctl.results_pushed:
        raise RuntimeError(f"{game.key} did not end in {MAX_FRAMES} frames")
    while len(app.scenes) > 1:
        app.pop()  # the results' Menu: back to the title
    del ctl
    app.frame(1 / 60)  # the title's frame: the table's memory goes back
    return first_ms, frames


def run(count: int = GAMES) -> dict[str, float]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.games import catalogue
    from game.ui.runner import _private_home, make_app

    _private_home()
    games = list(catalogue.load().values())
    before = rss_mb()
    start = time.perf_counter()
    app = make_app(catalogue.load(), (1280, 720), speed="instant")
    app.frame(1 / 60)
    title_ms = (time.perf_counter() - start) * 1000
    title = rss_mb()
    print(f"app to the title's first frame: {title_ms:.0f} ms; "
          f"RSS {before:.1f} MB before the app, {title:.1f} MB on the title")
    print(f"{'#':>3}  {'game':<18}{'first frame ms':>15}{'frames':>8}{'RSS MB':>9}"
          f"{'vs 1st':>8}")
    sizes: list[float] = []
    firsts: list[float] = []
    for i in range(count):
        game = games[i % len(games)]
        seed = game.smoke.seed if game.smoke.seed is not None else 1
        first_ms, frames = play_one(app, game, seed)
        sizes.append(rss_mb())
        firsts.append(first_ms)
        print(f"{i + 1:>3}  {game.key:<18}{first_ms:>15.0f}{frames:>8}{sizes[-1]:>9.1f}"
              f"{sizes[-1] - sizes[0]:>+8.1f}", flush=True)
    pygame.quit()
    growth = max(sizes) - sizes[0]
    fields: dict[str, float | int | str] = {
        "games": count, "title_ms": title_ms, "title_mb": title, "first_mb": sizes[0],
        "last_mb": sizes[-1], "max_mb": max(sizes), "growth_mb": growth,
        "start_ms_max": max(firsts), "ok": int(growth <= GOAL_MB)}
    print(f"growth after the first game: {growth:+.1f} MB (goal at most {GOAL_MB:.0f} MB)")
    emit("memory", fields)
    return fields  # type: ignore[return-value]


BENCH = Bench("memory", f"RSS after each of {GAMES} games in a row (--games N), time to the "
              "first frame", lambda args: run(args.games or GAMES))
