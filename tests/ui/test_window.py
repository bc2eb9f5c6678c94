"""The window's identity on the desktop: its class name and its icon."""

from __future__ import annotations

import os

import pygame
import pytest

from game.resources import resource_path
from game.ui import window
from game.ui.app import App
from game.ui.settings import Settings


@pytest.fixture
def display_calls(monkeypatch):
    """The calls the app makes to set the icon and open the window, in order."""
    calls: list[tuple[str, object]] = []
    set_icon, set_mode = pygame.display.set_icon, pygame.display.set_mode

    def icon(surface):
        calls.append(("icon", surface))
        return set_icon(surface)

    def mode(*args, **kwargs):
        calls.append(("mode", args))
        return set_mode(*args, **kwargs)

    monkeypatch.setattr(pygame.display, "set_icon", icon)
    monkeypatch.setattr(pygame.display, "set_mode", mode)
    return calls


def test_our_icon_is_set_before_the_window_opens(home, display_calls):
    App((640, 360), Settings())
    kinds = [kind for kind, _ in display_calls]
    assert kinds.index("icon") < kinds.index("mode")
    icon = display_calls[kinds.index("icon")][1]
    assert icon.get_size() == (128, 128)
    assert icon.get_at((0, 0)).a == 0  # a round table: the corners are clear
    assert icon.get_at((64, 64)).a == 255
    assert resource_path(window.ICON).is_file()


def test_the_window_class_is_the_app_not_the_script(home, monkeypatch):
    # What `import pygame` leaves on X11: the script's name.
    monkeypatch.setattr("sys.argv", ["/somewhere/game/__main__.py"])
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "__main__.py")
    monkeypatch.delenv("SDL_VIDEO_WAYLAND_WMCLASS", raising=False)
    App((640, 360), Settings())
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "tablegames"
    assert os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] == "tablegames"


def test_a_window_class_the_user_chose_is_kept(home, monkeypatch):
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "my-games")
    App((640, 360), Settings())
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "my-games"
