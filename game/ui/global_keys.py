"""Keys that work on every screen, handled before the top scene sees the event:
F11 or Alt+Enter turn full screen on or off (the setting, saved), F1 shows the keys
of the screen underneath (`scenes.keys_overlay`) and hides them again.

The app's event loop calls `handle(app, event)` first for every event and skips the
scene when it returns True. It also follows which keys are held (`keyboard.note`), so
a results sheet can tell a fresh press from a key still down.
"""

from __future__ import annotations

import pygame

from game.ui import keyboard

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)


def handle(app, event: pygame.event.Event, repeat: bool = False) -> bool:
    """True when the event was a global key (the scenes must not see it); `repeat`: a
    key already down goes down again (the app tells, before noting it here)."""
    keyboard.note(app, event)
    if event.type != pygame.KEYDOWN:
        return False
    alt = bool(getattr(event, "mod", 0) & pygame.KMOD_ALT)
    if event.key == pygame.K_F11 or (event.key in ENTER and alt):
        if not repeat:  # a held key would flip the screen back and forth
            toggle_fullscreen(app)
        return True
    if event.key == pygame.K_F1:
        if not repeat:
            toggle_keys(app)
        return True
    return False


def toggle_fullscreen(app) -> None:
    app.set_fullscreen(not app.settings.fullscreen)
    app.settings.save()


def toggle_keys(app) -> None:
    from game.ui.scenes.keys_overlay import KeysOverlay, keys_of

    if isinstance(app.top, KeysOverlay):
        app.pop()
    else:
        app.push(KeysOverlay(app, keys_of(app.top)))
