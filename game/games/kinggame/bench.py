"""The King game's bench: `kinggame-frames`, the ten-person table's frame times (every seat
played by the stand-in, as the smoke run plays it)."""

from __future__ import annotations

from game.core.gamedef import Bench


def _frames(args) -> None:
    from game.bench.frames import Table, main
    from game.games.kinggame import GAME

    main(GAME, "kinggame-frames", args.frames, Table(players=10, levels=("normal",)))


BENCHES = (Bench("kinggame-frames", "the ten-person table's frame times", _frames),)
