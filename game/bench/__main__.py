"""python -m game.bench <name> [options], or `all`: the shared benchmarks and every
benchmark of every game in the catalogue (`python -m game.bench --help` lists them).
Each prints a table and ends with one machine-readable line `<name> key=value ...`."""

from __future__ import annotations

import argparse
import sys
import time

from game.core.gamedef import Bench


def shared() -> tuple[Bench, ...]:
    """Benches about the app as a whole, not one game: they live in this package."""
    from game.bench import idle, memory

    return (idle.BENCH, memory.BENCH)


def benches() -> dict[str, Bench]:
    from game.games import catalogue

    found = list(shared()) + [b for game in catalogue.load().values() for b in game.benches]
    named = {b.name: b for b in found}
    if len(named) != len(found):
        raise ValueError("two benches share a name")
    return named


def main(argv: list[str] | None = None) -> int:
    known = benches()
    width = max(map(len, known), default=0) + 2
    listing = "\n".join(f"  {name:<{width}}{b.about}" for name, b in known.items())
    parser = argparse.ArgumentParser(prog="python -m game.bench", description=__doc__,
                                     epilog="benchmarks:\n" + listing,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("name", choices=tuple(known) + ("all",))
    parser.add_argument("--games", type=int, help="games for engine / ai-time / playout")
    parser.add_argument("--deals", type=int,
                        help="deals per strength pairing (default 300)")
    parser.add_argument("--workers", type=int, default=2, help="processes for strength")
    parser.add_argument("--hard-budget", type=float, help="hard player's seconds per move")
    parser.add_argument("--hard-deals", type=int, help="hard player's sampled deals per move")
    parser.add_argument("--hard-games", type=int,
                        help="games at the hard level where a bench plays fewer of them")
    parser.add_argument("--seeds", type=int, default=200,
                        help="seeds per stroke / skill for the dexterity benches")
    parser.add_argument("--frames", type=int, default=1800,
                        help="frames per size (1800: 30 s of play, the deal and many tricks)")
    parser.add_argument("--idle-seconds", type=float, default=10.0,
                        help="wall seconds per screen for idle-cpu")
    args = parser.parse_args(argv)
    for name in known if args.name == "all" else (args.name,):
        print(f"== {name}", flush=True)
        start = time.perf_counter()
        known[name].run(args)
        print(f"({name}: {time.perf_counter() - start:.1f} s)", file=sys.stderr, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
