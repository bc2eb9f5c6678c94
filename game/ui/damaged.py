"""Files in the data folder that failed to load: moved aside, or remembered.

A save or settings file that cannot be used is moved aside as `<name>.bad`, so the
next start is clean. When it cannot be moved (a read-only folder), it is remembered
by path, size and modification time in `ignored_saves.json`, so it is reported once
rather than at every start; a file that changes no longer matches and is looked at
afresh. The memory lives beside the file, or in the user's cache folder when the data
folder cannot be written (the usual reason the file could not be moved).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from game.core.save import SaveError, atomic_write_json, load_json, quarantine

MEMORY = "ignored_saves.json"


@dataclass(frozen=True)
class SetAside:
    """A file that failed to load, said once to the player."""

    path: Path
    reason: str  # the SaveError's text
    moved_to: Path | None  # None: it could not be moved and is ignored from now on


def cache_dir() -> Path:
    """The memory's second home; TABLEGAMES_CACHE overrides it (tests)."""
    override = os.environ.get("TABLEGAMES_CACHE")
    if override:
        return Path(override)
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("tablegames", appauthor=False))


def set_aside(path: Path, reason: str) -> SetAside | None:
    """Move `path`, which failed to load, out of the way. Returns what to tell the
    player, or None when this very file was already reported (it could not be moved
    then, and is ignored quietly now)."""
    if was_reported(path):
        try:
            quarantine(path)  # the folder may have become writable since
        except OSError:
            pass
        return None
    try:
        moved = quarantine(path)
    except OSError:
        remember(path)
        return SetAside(path, reason, None)
    return SetAside(path, reason, moved)


# -- the memory ------------------------------------------------------------------------
def _memory_files(folder: Path) -> list[Path]:
    return [folder / MEMORY, cache_dir() / MEMORY]


def _key(path: Path) -> str:
    return os.path.abspath(path)


def _stamp(path: Path) -> list[int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return [st.st_size, st.st_mtime_ns]


def _read(memory: Path) -> dict[str, list[int]]:
    """The files one memory remembers; a damaged memory counts as empty (it is only a
    courtesy, and is rewritten on the next report)."""
    if not memory.exists():
        return {}
    try:
        files = load_json(memory, "a list of ignored files").get("files")
    except SaveError:
        return {}
    if not isinstance(files, dict):
        return {}
    return {key: stamp for key, stamp in files.items()
            if isinstance(stamp, list) and len(stamp) == 2
            and all(type(n) is int for n in stamp)}


def _write(memory: Path, entries: dict[str, list[int]]) -> bool:
    try:
        atomic_write_json(memory, {"files": entries})
    except OSError:
        return False
    return True


def was_reported(path: Path) -> bool:
    """`path` is a file already reported as unmovable, unchanged since."""
    stamp = _stamp(path)
    return stamp is not None and any(
        _read(memory).get(_key(path)) == stamp for memory in _memory_files(path.parent))


def remember(path: Path) -> bool:
    """Remember `path` as reported, in the first memory that can be written, dropping
    there the files gone or changed since. False when neither can be written (then
    it is reported again next time)."""
    stamp = _stamp(path)
    if stamp is None:
        return False
    for memory in _memory_files(path.parent):
        entries = {k: v for k, v in _read(memory).items() if _stamp(Path(k)) == v}
        entries[_key(path)] = stamp
        if _write(memory, entries):
            return True
    return False


def forget(path: Path) -> None:
    """`path` loaded fine (it was replaced with a good file): drop it from the memories
    that hold it; the others are not written at all."""
    for memory in _memory_files(path.parent):
        entries = _read(memory)
        if entries.pop(_key(path), None) is not None:
            _write(memory, entries)
