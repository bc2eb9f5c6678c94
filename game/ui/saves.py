"""Autosaves keyed by game: where each game's lives, and which can be resumed."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from game.core.gamedef import GameDef
from game.core.save import SaveError, quarantine
from game.ui.settings import data_dir


def save_path(game: str) -> Path:
    return data_dir() / f"{game}_autosave.json"


def find_saves(games: Mapping[str, GameDef]) -> tuple[dict[str, dict], list[str]]:
    """Every game's usable autosave by key, and the reasons of the damaged ones,
    which are moved aside so the app starts cleanly."""
    saves: dict[str, dict] = {}
    problems: list[str] = []
    for key, game in games.items():
        path = save_path(key)
        if not path.exists():
            continue
        try:
            saves[key] = game.load_save(path)
        except SaveError as e:
            try:
                quarantine(path)
            except OSError:
                pass
            problems.append(str(e))
    return saves, problems


def newest(saves: Mapping[str, dict]) -> str | None:
    """The key of the most recently saved game, or None."""
    if not saves:
        return None
    return max(saves, key=lambda k: saves[k].get("saved_at", 0))
