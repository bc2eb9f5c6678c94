"""Dou Di Zhu's benchmarks; each entry takes the parsed `python -m game.bench` args."""

from __future__ import annotations

from game.core.gamedef import Bench, Lazy


def engine(args) -> None:
    from game.games.doudizhu.bench.engine import main

    main(args.games or 500)


def ai_time(args) -> None:
    from game.games.doudizhu.bench.ai_time import main

    main(args.games or 20, hard_options(args))


def ai_time_4p(args) -> None:
    from game.games.doudizhu.bench.ai_time import main_4p

    main_4p(args.games or 6, hard_options(args))


def hard_options(args) -> dict:
    """The hard player's search limits from the command line."""
    options = {}
    if args.hard_budget is not None:
        options["time_budget"] = args.hard_budget
    if args.hard_deals is not None:
        options["max_worlds"] = args.hard_deals
    return options


def strength(args) -> None:
    from game.games.doudizhu.bench.strength import main

    main(args.deals, args.workers, hard_options(args))


def strength_4p(args) -> None:
    from game.games.doudizhu.bench.strength_4p import main

    main(args.deals, args.workers, hard_options(args))


def playout(args) -> None:
    from game.games.doudizhu.bench.playout import main

    main(args.games or 10_000)


def frames(args) -> None:
    from game.bench.frames import Table, main
    from game.games.doudizhu import GAME

    main(GAME, "frames", args.frames, Table(players=3))


BENCHES = (
    Bench("ddz-engine", "engine speed beside RLCard's", Lazy(f"{__name__}:engine")),
    Bench("ddz-ai-time", "decision time per level", Lazy(f"{__name__}:ai_time")),
    Bench("ddz-ai-strength", "levels against each other and RLCard's rule agent, "
          "seats swapped", Lazy(f"{__name__}:strength")),
    Bench("ddz4-ai-time", "four-player decision time per level", Lazy(f"{__name__}:ai_time_4p")),
    Bench("ddz4-ai-strength", "four-player levels against each other, seats swapped",
          Lazy(f"{__name__}:strength_4p")),
    Bench("ddz-playout", "the 10,000-game random playout check", Lazy(f"{__name__}:playout")),
    Bench("frames", "the 3-seat table's frame times", Lazy(f"{__name__}:frames")),
)
