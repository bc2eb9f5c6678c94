"""Autosaves keyed by game: where each game's lives, and which can be resumed."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from game.core.gamedef import GameDef
from game.core.save import SaveError
from game.ui import damaged
from game.ui.i18n import game_name, t
from game.ui.settings import data_dir


@dataclass(frozen=True)
class BadSave:
    """A game's autosave that failed to load, and what became of the file."""

    game: GameDef
    file: damaged.SetAside


def save_path(game: str) -> Path:
    return data_dir() / f"{game}_autosave.json"


def saved_time(data: Mapping) -> float | None:
    """A save's `saved_at` as a number (0 when a save has none), None when it is
    there but is no finite number: newest() must be able to compare every save."""
    at = data.get("saved_at", 0)
    if type(at) not in (int, float) or not math.isfinite(at):
        return None
    return float(at)


def load_one(game: GameDef, path: Path) -> dict:
    """The game's own check (`load_save`), whatever it raises, turned into SaveError."""
    try:
        data = game.load_save(path)
    except SaveError:
        raise
    except Exception as e:  # a game's checks are its own: no crash gets past here
        text = str(e)
        text = text if len(text) <= 120 else text[:119] + "…"
        raise SaveError(f"{path.name} could not be loaded ({type(e).__name__}: {text})."
                        ) from e
    if not isinstance(data, dict):
        raise SaveError(f"{path.name} does not hold a saved game.")
    if saved_time(data) is None:
        raise SaveError(f"{path.name} is damaged: its time of saving is not a number.")
    return data


def find_saves(games: Mapping[str, GameDef]) -> tuple[dict[str, dict], list[BadSave]]:
    """Every game's usable autosave by key, and those that failed to load, which are
    moved aside so the app starts cleanly (or, when they cannot be moved, reported
    once and then ignored)."""
    saves: dict[str, dict] = {}
    problems: list[BadSave] = []
    for key, game in games.items():
        path = save_path(key)
        try:
            if not path.exists():
                continue
        except OSError:
            continue  # a folder we may not look into holds no save we can use
        try:
            saves[key] = load_one(game, path)
        except SaveError as e:
            told = damaged.set_aside(path, str(e))
            if told is not None:
                problems.append(BadSave(game, told))
        else:
            damaged.forget(path)
    return saves, problems


def resume_saved(app, game: GameDef, data: dict) -> str:
    """Resume a game from its checked save. Should the game still fail on it (a bug,
    not the file's shape, which was checked), nothing half-built stays on screen and
    the file is moved aside; returns what to tell the player ("" when it resumed)."""
    depth = len(app.scenes)
    try:
        game.resume(app, data)
    except Exception as e:  # noqa: BLE001 - Resume must never take the app down
        while len(app.scenes) > depth:
            app.pop()
        told = damaged.set_aside(save_path(game.key), f"{type(e).__name__}: {e}")
        return problems_text([BadSave(game, told)]) if told is not None else ""
    return ""


def newest(saves: Mapping[str, dict]) -> str | None:
    """The key of the most recently saved game, or None."""
    if not saves:
        return None
    return max(saves, key=lambda k: saved_time(saves[k]) or 0.0)


def problems_text(problems: list[BadSave]) -> str:
    """What the player is told about saves that failed to load, naming the games: the
    reason when there is one, just the names when there are several."""
    if not problems:
        return ""
    if len(problems) == 1:
        p = problems[0]
        name = game_name(p.game)
        if p.file.moved_to is None:
            return t("save_bad_kept", game=name, reason=p.file.reason)
        return t("save_bad", game=name, file=p.file.moved_to.name, reason=p.file.reason)
    sep = t("players_sep")
    moved = [game_name(p.game) for p in problems if p.file.moved_to is not None]
    kept = [game_name(p.game) for p in problems if p.file.moved_to is None]
    lines = []
    if moved:  # each group said once, as what became of its files
        lines.append(t("saves_bad_many", games=sep.join(moved)))
    if kept:
        lines.append(t("saves_kept", games=sep.join(kept)))
    return " ".join(lines)
