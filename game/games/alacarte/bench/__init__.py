"""A la Carte's benchmarks; each entry takes the parsed `python -m game.bench` args."""

from __future__ import annotations

from game.core.gamedef import Bench, Lazy


def pour(args) -> None:
    from game.games.alacarte.bench.pour import main

    main(args.seeds)


def crepe(args) -> None:
    from game.games.alacarte.bench.crepe import main

    main(args.seeds)


def turn(args) -> None:
    from game.games.alacarte.bench.turn import turn_time

    turn_time(args.games or 10)


def frames(args) -> None:
    from game.bench.frames import Table, main
    from game.games.alacarte import GAME
    from game.games.alacarte.minigames import PourMinigame

    main(GAME, "alc-frames", args.frames,
         Table(seed=3, parts={"pour": lambda app: isinstance(app.top, PourMinigame)}))


BENCHES = (
    Bench("alc-pour", "pieces poured per scripted stroke and per computer skill, physics "
          "step cost", Lazy(f"{__name__}:pour")),
    Bench("alc-crepe", "flip success per skill", Lazy(f"{__name__}:crepe")),
    Bench("alc-turn", "computer decision and minigame physics time", Lazy(f"{__name__}:turn")),
    Bench("alc-frames", "the 4-chef kitchen's frame times, computers cooking, headless, and "
          "those while a pour is on screen", Lazy(f"{__name__}:frames")),
)
