"""`python -m game`: open the app. `--smoke` plays computer-only headless and exits 0."""

from __future__ import annotations

import argparse
import os
import sys


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tablegames", description="Table games")
    parser.add_argument("--smoke", action="store_true",
                        help="play a computer-only hand headless; exit 0 once it has ended")
    parser.add_argument("--seconds", type=float, default=60.0,
                        help="smoke time limit: fail if the hand has not ended by then")
    parser.add_argument("--screenshot", metavar="PATH", help="save one scene as a PNG and exit")
    parser.add_argument("--scene", default="table",
                        help="scene for --screenshot: title, picker, table, handoff, results, "
                             "settings, rules; A la Carte: kitchen, pour, flip, kitchen-results; "
                             "Bao Huang: bh-picker, bh-emperor, bh-declare, bh-table, "
                             "bh-handoff, bh-results; Guan Dan: gd-rules, gd-picker, gd-table, "
                             "gd-reading, gd-return, gd-handoff, gd-results")
    parser.add_argument("--size", default="1280x720", help="window size, e.g. 2560x1440")
    parser.add_argument("--lang", choices=("en", "zh"), help="interface language")
    args = parser.parse_args(argv)
    size = tuple(int(v) for v in args.size.lower().split("x"))

    if args.smoke or args.screenshot:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

    from game.ui import runner

    if args.smoke:
        return runner.smoke(args.seconds, size)
    if args.screenshot:
        return runner.screenshot(args.screenshot, args.scene, size, args.lang)
    return runner.play(size, args.lang)


if __name__ == "__main__":
    sys.exit(main())
