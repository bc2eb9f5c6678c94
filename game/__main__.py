"""`python -m game`: open the app (the composition root: it loads the catalogue and
hands it to the UI). `--smoke` plays every game computer-only headless and exits 0."""

from __future__ import annotations

import argparse
import os
import sys


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.games import catalogue
    from game.ui import runner

    games = catalogue.load()
    parser = argparse.ArgumentParser(prog="tablegames", description="Table games")
    parser.add_argument("--smoke", action="store_true",
                        help="play every game computer-only headless; exit 0 once each has ended")
    parser.add_argument("--seconds", type=float, default=60.0,
                        help="smoke time limit per game: fail if one has not ended by then")
    parser.add_argument("--screenshot", metavar="PATH", help="save one scene as a PNG and exit")
    scenes = runner.scene_names(games)
    parser.add_argument("--scene", default="title",
                        help="scene for --screenshot: " + ", ".join(scenes))
    parser.add_argument("--size", default="1280x720", help="window size, e.g. 2560x1440")
    parser.add_argument("--lang", choices=("en", "zh"), help="interface language")
    args = parser.parse_args(argv)
    if args.scene not in scenes:
        parser.error(f"unknown scene {args.scene!r}; the scenes are: {', '.join(scenes)}")
    if args.scene != "title" and not args.screenshot:
        parser.error("--scene is for --screenshot")
    try:
        size = tuple(int(v) for v in args.size.lower().split("x"))
        if len(size) != 2 or min(size) < 320:
            raise ValueError
    except ValueError:
        parser.error(f"--size {args.size!r}: give WIDTHxHEIGHT, each at least 320, e.g. 1280x720")

    if args.smoke or args.screenshot:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    from game.core import thinking

    try:
        if args.smoke:
            failed = runner.smoke(games, args.seconds, size)
            worker = thinking.WORKER
            print(f"smoke: worker process started={worker.started} "
                  f"answered={worker.answered} failed={worker.failed}", flush=True)
            return failed or (1 if worker.failed or not worker.answered else 0)
        if args.screenshot:
            return runner.screenshot(games, args.screenshot, args.scene, size, args.lang)
        return runner.play(games, size, args.lang)
    finally:
        thinking.shutdown()  # the computer players' worker process, if it was started


if __name__ == "__main__":
    sys.exit(main())
