"""Find bundled files both from a source checkout and inside a PyInstaller app."""

from __future__ import annotations

import sys
from pathlib import Path


def base_dir() -> Path:
    """The folder holding assets/ and levels/: the unpack dir when frozen."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def resource_path(relative: str) -> Path:
    """Absolute path of a bundled resource given as "assets/..." or "levels/..."."""
    return base_dir() / relative
