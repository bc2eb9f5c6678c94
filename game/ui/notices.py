"""Notices: short messages the app shows over whatever scene is on top, for news no
scene owns (an autosave that could not be written). Non-blocking: they take no input
and fade by themselves.

Whoever has news posts it here without knowing the app or its scenes; the app takes
what was posted every frame (`App.frame`) and draws the newest above every scene.
"""

from __future__ import annotations

from dataclasses import dataclass

SECONDS = 8.0  # long enough to read three lines twice


@dataclass
class Notice:
    text: str
    seconds: float = SECONDS  # left to show


_posted: list[Notice] = []


def post(text: str, seconds: float = SECONDS) -> None:
    _posted.append(Notice(text, seconds))


def take() -> list[Notice]:
    """What was posted since the last call, oldest first."""
    taken = _posted[:]
    _posted.clear()
    return taken
