"""User settings stored as settings.json in the user data folder."""

from __future__ import annotations

import os
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from game.core.save import SaveError, atomic_write_json, load_json

ANIM_SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": 12.0}


def data_dir() -> Path:
    """Where settings and saves live; TABLEGAMES_HOME overrides it (tests, portable)."""
    override = os.environ.get("TABLEGAMES_HOME")
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("tablegames", appauthor=False))


@dataclass
class Settings:
    anim_speed: str = "normal"
    volume: float = 0.7
    language: str = "en"
    fullscreen: bool = False

    @property
    def speed_factor(self) -> float:
        return ANIM_SPEEDS.get(self.anim_speed, 1.0)

    @classmethod
    def path(cls) -> Path:
        return data_dir() / "settings.json"

    @classmethod
    def load(cls) -> Settings:
        """Settings from disk; anything missing or unreadable falls back to defaults."""
        p = cls.path()
        if not p.exists():
            return cls()
        try:
            data = load_json(p)
        except SaveError:
            return cls()
        known = {f.name for f in fields(cls)}
        s = cls(**{k: v for k, v in data.items() if k in known})
        if s.anim_speed not in ANIM_SPEEDS:
            s.anim_speed = "normal"
        if s.language not in ("en", "zh"):
            s.language = "en"
        s.volume = min(1.0, max(0.0, float(s.volume)))
        return s

    def save(self) -> None:
        try:
            atomic_write_json(self.path(), asdict(self))
        except OSError:
            pass  # a read-only home must not stop the game
