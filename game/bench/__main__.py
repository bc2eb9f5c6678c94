"""python -m game.bench <name> [options]: ddz-engine, ddz-ai-time, ddz-ai-strength,
ddz-playout, frames, alc-pour, alc-crepe, alc-turn, alc-frames, bh-ai-time,
bh-ai-strength (--deals = hands per pairing there), bh-frames, gd-ai-time,
gd-ai-strength (--deals = deals per pairing, each played twice), gd-frames, or all. Each prints a
table and ends with one machine-readable line `<name> key=value ...`."""

from __future__ import annotations

import argparse
import sys
import time

NAMES = ("ddz-engine", "ddz-ai-time", "ddz-ai-strength", "ddz-playout", "frames",
         "alc-pour", "alc-crepe", "alc-turn", "alc-frames", "bh-ai-time", "bh-ai-strength",
         "bh-frames", "gd-ai-time", "gd-ai-strength", "gd-frames")


def run(name: str, args: argparse.Namespace) -> None:
    print(f"== {name}", flush=True)
    start = time.perf_counter()
    if name == "ddz-engine":
        from game.bench import engine

        engine.main(args.games or 500)
    elif name == "ddz-ai-time":
        from game.bench import ai_time

        ai_time.main(args.games or 20)
    elif name == "ddz-ai-strength":
        from game.bench import strength

        options = {}
        if args.hard_budget is not None:
            options["time_budget"] = args.hard_budget
        if args.hard_deals is not None:
            options["max_deals"] = args.hard_deals
        strength.main(args.deals, args.workers, options)
    elif name == "ddz-playout":
        from game.bench import playout

        playout.main(args.games or 10_000)
    elif name == "frames":
        from game.bench import frames

        frames.main(args.frames)
    elif name == "alc-pour":
        from game.bench import pour

        pour.main(args.seeds)
    elif name == "alc-crepe":
        from game.bench import crepe

        crepe.main(args.seeds)
    elif name == "alc-turn":
        from game.bench import alacarte

        alacarte.turn_time(args.games or 10)
    elif name == "bh-frames":
        from game.bench import frames

        frames.main(args.frames, game="baohuang")
    elif name == "gd-frames":
        from game.bench import frames

        frames.main(args.frames, game="guandan")
    elif name == "alc-frames":
        from game.bench import alacarte

        alacarte.pour_frames()
    elif name == "bh-ai-time":
        from game.bench import baohuang

        baohuang.time_levels(args.games or 20)
    elif name == "bh-ai-strength":
        from game.bench import baohuang

        baohuang.strength(args.deals or 200, args.workers)
    elif name == "gd-ai-time":
        from game.bench import guandan

        guandan.time_levels(args.games or 20)
    elif name == "gd-ai-strength":
        from game.bench import guandan

        guandan.strength(args.deals or 200, args.workers)
    print(f"({name}: {time.perf_counter() - start:.1f} s)", file=sys.stderr, flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench", description=__doc__)
    parser.add_argument("name", choices=NAMES + ("all",))
    parser.add_argument("--games", type=int, help="games for engine / ai-time / playout")
    parser.add_argument("--deals", type=int,
                        help="deals per strength pairing (default 300)")
    parser.add_argument("--workers", type=int, default=2, help="processes for strength")
    parser.add_argument("--hard-budget", type=float, help="hard player's seconds per move")
    parser.add_argument("--hard-deals", type=int, help="hard player's sampled deals per move")
    parser.add_argument("--seeds", type=int, default=200,
                        help="seeds per stroke / skill for alc-pour and alc-crepe")
    parser.add_argument("--frames", type=int, default=1800,
                        help="frames per size (1800: 30 s of play, the deal and many tricks)")
    args = parser.parse_args(argv)
    for name in NAMES if args.name == "all" else (args.name,):
        run(name, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
