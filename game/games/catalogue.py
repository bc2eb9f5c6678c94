"""The catalogue: the one list of the games the app offers.

Adding a game is its package under game/games/ (whose `GAME` is its `GameDef`), its
level(s) under levels/, and one line in `PACKAGES` below. Nothing else in the app
names a game: the browser, the set-up page, Resume, the rules viewer, `--smoke`,
`--screenshot`, `make bench`, the font tool and the conformance tests all loop over
`load()`.
"""

from __future__ import annotations

import importlib

from game.core.gamedef import GameDef

PACKAGES = (
    "game.games.doudizhu",
    "game.games.baohuang",
    "game.games.guandan",
    "game.games.alacarte",
    "game.games.sanguosha",
    "game.games.gostop",
    "game.games.werewolf",
    "game.games.forbidden_island",
    "game.games.saboteur",
    "game.games.blokus",
    "game.games.bohnanza",
    "game.games.saint_petersburg",
    "game.games.kingsburg",
    "game.games.imtheboss",
    "game.games.kinggame",
    "game.games.wordmaid",
    "game.games.wordpatience",
)

_games: dict[str, GameDef] | None = None


def load() -> dict[str, GameDef]:
    """Every game by key, in catalogue order; their string tables join the UI's."""
    global _games
    if _games is None:
        from game.ui import i18n

        games: dict[str, GameDef] = {}
        for name in PACKAGES:
            game: GameDef = importlib.import_module(name).GAME
            games[game.key] = game
            i18n.add_strings(dict(game.strings))
        _games = games
    return _games
