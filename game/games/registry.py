"""The games the app offers: name, seats, level and how to start a hand."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class GameInfo:
    key: str  # package name under game/games
    name_en: str
    name_zh: str
    seats: tuple[int, ...]  # player counts it supports
    level: str  # Tiled layout under levels/
    variants: tuple[str, ...]
    new_state: Callable  # (seed, variant) -> State
    state_from_json: Callable  # dict -> State
    controller: str  # module with start_game, resume_game, save_path, load_save


GAMES: dict[str, GameInfo] = {}


def register(info: GameInfo) -> GameInfo:
    GAMES[info.key] = info
    return info


def load_all() -> dict[str, GameInfo]:
    """Import every game package so each registers itself."""
    import game.games.alacarte  # noqa: F401
    import game.games.baohuang  # noqa: F401
    import game.games.doudizhu  # noqa: F401
    import game.games.guandan  # noqa: F401

    return GAMES
