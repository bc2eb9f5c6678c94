"""User settings stored as settings.json in the user data folder."""

from __future__ import annotations

import math
import os
from dataclasses import dataclass, field, fields
from pathlib import Path

from game.core.gamedef import NAME_MAX
from game.core.save import SaveError, atomic_write_json, load_json
from game.ui.damaged import SetAside, remember, set_aside, was_reported

ANIM_SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": 12.0}


def data_dir() -> Path:
    """Where settings and saves live; TABLEGAMES_HOME overrides it (tests, portable)."""
    override = os.environ.get("TABLEGAMES_HOME")
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("tablegames", appauthor=False))


# Each setting's label on the settings page (an i18n key), to name a reset one.
LABELS = {"anim_speed": "set_anim", "volume": "set_volume", "language": "set_language",
          "fullscreen": "set_fullscreen", "fast_forward": "set_fast_forward",
          "setups": "set_setups", "player_names": "set_player_names"}
# "Fast forward when no person is left in the hand": no, offer a button, or at once.
FAST_FORWARD = ("off", "ask", "auto")


def _valid(name: str, value: object) -> bool:
    """A value this version can use for setting `name` (JSON gives any type)."""
    if name == "anim_speed":
        return isinstance(value, str) and value in ANIM_SPEEDS
    if name == "volume":
        return type(value) in (int, float) and math.isfinite(value)
    if name == "language":
        return isinstance(value, str) and value in ("en", "zh")
    if name == "fullscreen":
        return type(value) is bool
    if name == "fast_forward":
        return isinstance(value, str) and value in FAST_FORWARD
    if name == "player_names":
        return isinstance(value, list) and all(
            isinstance(n, str) and len(n) <= NAME_MAX and n.isprintable() for n in value)
    if name == "setups":  # each game's last set-up; its own page checks each choice
        return isinstance(value, dict) and all(
            isinstance(k, str) and isinstance(v, dict) for k, v in value.items())
    return True


@dataclass
class Settings:
    anim_speed: str = "normal"
    volume: float = 0.7
    language: str = "en"
    fullscreen: bool = False
    fast_forward: str = "ask"
    # Each game's last set-up page (players, options, seats): the next one starts there.
    setups: dict = field(default_factory=dict)
    # Pass-and-play: the names the people at the device gave, by person (the first
    # person's seat, the second's...); typed once, kept for every game.
    player_names: list = field(default_factory=list)
    # What loading found wrong, for the title to say once: the settings reset to their
    # defaults, and the file when it could not be read at all. Not saved.
    reset: list[str] = field(default_factory=list, init=False, repr=False, compare=False)
    unreadable: SetAside | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def speed_factor(self) -> float:
        return ANIM_SPEEDS.get(self.anim_speed, 1.0)

    @classmethod
    def path(cls) -> Path:
        return data_dir() / "settings.json"

    @classmethod
    def load(cls) -> Settings:
        """Settings from disk. A missing setting takes its default quietly; a bad value
        takes its default and is named in `reset`, and the cleaned settings are written
        back so it is said once; a file that cannot be read is set aside (`unreadable`)
        and every setting takes its default."""
        p = cls.path()
        try:
            if not p.exists():
                return cls()
        except OSError:
            return cls()
        try:
            data = load_json(p, "settings")
        except SaveError as e:
            s = cls()
            s.unreadable = set_aside(p, str(e))
            return s
        s = cls()
        bad = []
        for name in LABELS:
            if name not in data:
                continue
            if _valid(name, data[name]):
                setattr(s, name, data[name])
            else:
                bad.append(name)
        s.volume = min(1.0, max(0.0, float(s.volume)))
        if bad:
            # Said only when not already said about this very file (it could not be
            # written back then); cleaned on disk so the next start is quiet.
            if not was_reported(p):
                s.reset = bad
            if not s.save():
                remember(p)
        return s

    def take_notice(self) -> str:
        """What loading found wrong, in the interface language, once: "" after."""
        from game.ui.i18n import t

        said = ""
        if self.unreadable is not None:
            u = self.unreadable
            said = (t("settings_unreadable_kept", reason=u.reason) if u.moved_to is None
                    else t("settings_unreadable", file=u.moved_to.name, reason=u.reason))
        elif self.reset:
            said = t("settings_reset", names=t("players_sep").join(
                t(LABELS[name]) for name in self.reset))
        self.reset, self.unreadable = [], None
        return said

    def values(self) -> dict:
        """The settings as saved: the dataclass fields, less what loading found."""
        return {f.name: getattr(self, f.name) for f in fields(self) if f.init}

    def save(self) -> bool:
        """Write the settings; False when they could not be (a read-only home must not
        stop the game)."""
        try:
            atomic_write_json(self.path(), self.values())
        except OSError:
            return False
        return True
