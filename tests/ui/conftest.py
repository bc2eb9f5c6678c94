"""Headless pygame for every UI test: dummy video and audio, a private data folder."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games import catalogue  # noqa: E402
from game.ui import i18n  # noqa: E402

HUMAN_VS_2 = [{"kind": "human", "level": "normal"},
              {"kind": "computer", "level": "easy"},
              {"kind": "computer", "level": "easy"}]
PASS_AND_PLAY = [{"kind": "human", "level": "normal"}, {"kind": "human", "level": "normal"},
                 {"kind": "computer", "level": "easy"}]
ALL_COMPUTER = [{"kind": "computer", "level": "easy"} for _ in range(3)]


# A machine's file system in memory, where it has one: the tests' data folders go there.
MEMORY_FS = Path("/dev/shm")


@pytest.fixture(autouse=True)
def home(tmp_path, tmp_path_factory, monkeypatch):
    """Settings and saves go to a fresh folder per test, and so does the memory of
    damaged files that falls back to the user's cache folder (game/ui/damaged.py).

    The folder is in memory (`MEMORY_FS`) where the machine has one: a table autosaves
    after every action, the same code either way, but each save's fsync on a busy disk
    took 10 ms or more (seconds in a whole game)."""
    in_memory = None
    if MEMORY_FS.is_dir() and os.access(MEMORY_FS, os.W_OK):
        in_memory = Path(tempfile.mkdtemp(prefix="tablegames-test-", dir=MEMORY_FS))
    folder = in_memory or tmp_path
    monkeypatch.setenv("TABLEGAMES_HOME", str(folder))
    monkeypatch.setenv("TABLEGAMES_CACHE", str(tmp_path_factory.mktemp("cache")))
    i18n.set_language("en")
    yield folder
    i18n.set_language("en")
    if in_memory is not None:
        shutil.rmtree(in_memory, ignore_errors=True)


@pytest.fixture
def app(home):
    from game.ui.app import App
    from game.ui.scenes.title import TitleScene
    from game.ui.settings import Settings

    a = App((1280, 720), Settings(anim_speed="fast"), games=catalogue.load())
    a.push(TitleScene(a))
    yield a
    pygame.event.clear()


def drive(app, frames: int = 1, until=None, dt: float = 1 / 60) -> int:
    """Run frames of fake time; stop as soon as `until()` holds."""
    for i in range(frames):
        app.frame(dt)
        if until is not None and until():
            return i + 1
    return frames


def draw_sparsely(app, every: int = 60) -> None:
    """For whole-game tests that look at no pixel, where drawing is most of the time:
    from now on a frame draws only when its top scene is new or every `every`-th frame
    (once a second of game time). Every scene the game passes through is still drawn,
    at points along the way, so a crash in drawing still fails the test; the game plays
    exactly the same, since scenes keep no state from draw() (see `App.draw_frames`)."""
    count = 0
    drawn_top = None

    def after_frame() -> None:  # where frame() would have drawn: after the updates
        nonlocal count, drawn_top
        count += 1
        if count % every == 0 or app.top is not drawn_top:
            app.draw()
            drawn_top = app.top

    app.draw_frames = False
    app.frame_hook = after_frame


def draw_every_frame(app) -> None:
    """Back to drawing every frame, after `draw_sparsely`."""
    app.draw_frames = True
    app.frame_hook = None


def click(app, pos, button: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def key(app, k: int, unicode: str = "") -> None:
    """A key pressed and released, as a player taps it (a key left down would count as
    held: a results sheet waits for a fresh press)."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode,
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, scancode=0))
