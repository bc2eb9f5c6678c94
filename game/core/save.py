"""Saves: atomic JSON writes, and loads that fail with a clear message."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path


class SaveError(Exception):
    """A save file that cannot be used; the message is shown to the player."""


def atomic_write_json(path: Path, data: object) -> None:
    """Write to a temp file in the same folder, then rename over the old file,
    so a crash mid-write never leaves a half-written save."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, separators=(",", ":"))
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def load_json(path: Path) -> dict:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise SaveError(f"Could not read {path.name}: {e.strerror}") from e
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise SaveError(f"{path.name} is damaged and cannot be read ({e}).") from e
    if not isinstance(data, dict):
        raise SaveError(f"{path.name} does not hold a saved game.")
    return data


def quarantine(path: Path) -> Path:
    """Move a bad file aside as `<name>.bad` so the app can start cleanly."""
    bad = path.with_name(path.name + ".bad")
    os.replace(path, bad)
    return bad
