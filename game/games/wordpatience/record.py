"""The player's solitaire record, kept across sessions: games played and won, the winning
streak now and the best, the best score. One small JSON file in the player's data folder
(`wordpatience.json` beside the settings and saves), written atomically after every game
counted; a damaged file is set aside (as saves are) and the record starts again, said
once. Every counted game also goes to the app's statistics page (`game.ui.stats`).

A game counts once it is decided: won, or given up for a new deal (a game stuck or under
way, with a move made). A stuck game taken back by Undo is not counted: it is not over."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from game.core.save import SaveError, atomic_write_json, load_json
from game.ui import notices, stats
from game.ui.damaged import set_aside
from game.ui.settings import data_dir

KEY = "wordpatience"
VERSION = 1


@dataclass
class Record:
    played: int = 0
    won: int = 0
    streak: int = 0  # games won in a row, up to the last counted
    best_streak: int = 0
    best_score: int = 0

    def counted(self, won: bool, score: int) -> Record:
        """The record with one more game."""
        streak = self.streak + 1 if won else 0
        return Record(self.played + 1, self.won + int(won), streak,
                      max(self.best_streak, streak), max(self.best_score, score))


def path() -> Path:
    return data_dir() / f"{KEY}.json"


def load() -> Record:
    """The record, or a fresh one (a damaged file moved aside and said)."""
    p = path()
    if not p.exists():
        return Record()
    try:
        data = load_json(p, "the solitaire record")
        if data.get("version") != VERSION:
            raise SaveError(f"{p.name} is damaged: it holds no solitaire record.")
        values = {f.name: data.get(f.name) for f in fields(Record)}
        if not all(type(v) is int and v >= 0 for v in values.values()):
            raise SaveError(f"{p.name} is damaged: its numbers are not counts.")
        return Record(**values)
    except (SaveError, OSError) as e:
        problem = set_aside(p, str(e))
        if problem is not None:
            notices.post(stats.damaged_text(problem))
        return Record()


def count_game(won: bool, score: int, mode: str,
               say: Callable[[str], None] | None = None) -> Record:
    """Count one decided game: the record file and the app's statistics; the new record."""
    record = load().counted(won, score)
    try:
        atomic_write_json(path(), {"version": VERSION, **asdict(record)})
    except OSError as e:
        (say or notices.post)(stats.failed_text(e.strerror or str(e)))
    stats.record(KEY, [f"wp_mode_{mode}"], won, score, say=say)
    return record
