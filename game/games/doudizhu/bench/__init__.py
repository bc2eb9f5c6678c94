"""Dou Di Zhu's benchmarks; each entry takes the parsed `python -m game.bench` args."""

from __future__ import annotations

from game.core.gamedef import Bench, Lazy


def engine(args) -> None:
    from game.games.doudizhu.bench.engine import main

    main(args.games or 500)


def ai_time(args) -> None:
    from game.games.doudizhu.bench.ai_time import main

    main(args.games or 20)


def strength(args) -> None:
    from game.games.doudizhu.bench.strength import main

    options = {}
    if args.hard_budget is not None:
        options["time_budget"] = args.hard_budget
    if args.hard_deals is not None:
        options["max_deals"] = args.hard_deals
    main(args.deals, args.workers, options)


def playout(args) -> None:
    from game.games.doudizhu.bench.playout import main

    main(args.games or 10_000)


def frames(args) -> None:
    from game.bench.frames import main
    from game.games.doudizhu import GAME

    main(GAME, "frames", args.frames)


BENCHES = (
    Bench("ddz-engine", "engine speed beside RLCard's", Lazy(f"{__name__}:engine")),
    Bench("ddz-ai-time", "decision time per level", Lazy(f"{__name__}:ai_time")),
    Bench("ddz-ai-strength", "levels against each other and RLCard's rule agent, "
          "seats swapped", Lazy(f"{__name__}:strength")),
    Bench("ddz-playout", "the 10,000-game random playout check", Lazy(f"{__name__}:playout")),
    Bench("frames", "the 3-seat table's frame times", Lazy(f"{__name__}:frames")),
)
