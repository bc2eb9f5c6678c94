"""Saves: atomic JSON writes, and loads that fail with a clear message."""

from __future__ import annotations

import json
import os
import stat
import tempfile
from pathlib import Path


class SaveError(Exception):
    """A save file that cannot be used; the message is shown to the player."""


def atomic_write_json(path: Path, data: object) -> None:
    """Write to a temp file in the same folder, then rename over the old file,
    so a crash mid-write never leaves a half-written save."""
    path.parent.mkdir(parents=True, exist_ok=True)
    # json.dumps, not json.dump: dump streams through the pure-Python encoder, several
    # times slower, and a game autosaves its whole log after every action.
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


# A save or settings file is a few kilobytes; anything far bigger is not one of ours,
# and reading it whole (or a link to an endless device) must not hang the start.
MAX_BYTES = 16 * 1024 * 1024


def load_json(path: Path, what: str = "a saved game") -> dict:
    """The JSON object in `path`; SaveError with a readable message for anything else:
    a file that cannot be read, is not a regular file, is too big, is not UTF-8, is not
    JSON, nests too deep for the parser, or holds something other than an object
    (`what` names what it should hold)."""
    try:
        if not stat.S_ISREG(path.stat().st_mode):
            raise SaveError(f"{path.name} is not a file.")
        with path.open("rb") as f:
            raw = f.read(MAX_BYTES + 1)
    except OSError as e:
        raise SaveError(f"Could not read {path.name}: {e.strerror or e}") from e
    if len(raw) > MAX_BYTES:
        raise SaveError(f"{path.name} is too big to be {what}.")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise SaveError(f"{path.name} is damaged: it is not UTF-8 text "
                        f"(byte {e.start}).") from e
    try:
        data = json.loads(text)
    except RecursionError as e:
        raise SaveError(f"{path.name} is damaged: it nests too deep to read.") from e
    except ValueError as e:  # JSONDecodeError, and numbers too long to convert
        raise SaveError(f"{path.name} is damaged and cannot be read ({_short(e)}).") from e
    if not isinstance(data, dict):
        raise SaveError(f"{path.name} does not hold {what}.")
    return data


def _short(e: Exception, limit: int = 120) -> str:
    """An exception's text cut to a length a message box can show."""
    text = str(e)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def quarantine(path: Path) -> Path:
    """Move a bad file aside as `<name>.bad` so the app can start cleanly."""
    bad = path.with_name(path.name + ".bad")
    os.replace(path, bad)
    return bad
