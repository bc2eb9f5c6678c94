"""The window's identity on the desktop: its class name (what a window manager or task
bar groups it by and looks up its launcher with), its icon and its title."""

from __future__ import annotations

import os
import sys

import pygame

from game.resources import resource_path

APP_ID = "tablegames"  # the executable's name too (build/tablegames.spec)
ICON = "assets/icon.png"  # drawn by tools/make_icon.py


def name_the_app() -> None:
    """Before the display starts: SDL names the window's class (X11 WM_CLASS, the
    Wayland app id) after these variables. `import pygame` already set the X11 one to the
    script's name ("__main__.py" from a checkout), so that guess is replaced too; a name
    the user chose is kept."""
    for var in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS"):
        if os.environ.get(var) in (None, "", os.path.basename(sys.argv[0])):
            os.environ[var] = APP_ID


def set_icon() -> None:
    """Before the window opens (some systems take no new icon after): ours instead of
    pygame's."""
    pygame.display.set_icon(pygame.image.load(str(resource_path(ICON))))


def set_title(title: str) -> None:
    """The title bar's text (pygame 2 ignores a separate minimised-window title)."""
    pygame.display.set_caption(title)
