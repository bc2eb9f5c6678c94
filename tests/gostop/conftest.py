"""The Go-Stop tests' app: headless, its own home and cache, English, the catalogue's
words loaded."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui import i18n  # noqa: E402


@pytest.fixture
def app(tmp_path, tmp_path_factory, monkeypatch):
    from game.games import catalogue
    from game.ui.app import App
    from game.ui.settings import Settings

    monkeypatch.setenv("TABLEGAMES_HOME", str(tmp_path))
    monkeypatch.setenv("TABLEGAMES_CACHE", str(tmp_path_factory.mktemp("cache")))
    i18n.set_language("en")
    a = App((1280, 720), Settings(anim_speed="fast"), games=catalogue.load())  # its words
    yield a
    pygame.event.clear()
    i18n.set_language("en")
