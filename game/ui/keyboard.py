"""Which keys are held down, so a sheet can tell a fresh press from a key still held
(or repeating) since before it opened.

The app's global key handler (`global_keys.handle`) notes every key event here; the
keyboard's own state is asked too, for a key pressed before the app saw any event.
"""

from __future__ import annotations

import weakref

import pygame

_held: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # app -> keys down


def note(app, event: pygame.event.Event) -> None:
    """Follow a key going down or up (called for every event, before any scene)."""
    held = _held.setdefault(app, set())
    if event.type == pygame.KEYDOWN:
        held.add(event.key)
    elif event.type == pygame.KEYUP:
        held.discard(event.key)


def held(app, device: bool = True) -> set[int]:
    """The keys down now, by the events seen and (`device`) by the keyboard itself,
    which already counts a key whose KEYDOWN is being handled."""
    keys = set(_held.get(app, ()))
    if not device:
        return keys
    try:
        pressed = pygame.key.get_pressed()
    except pygame.error:  # no display yet
        return keys
    return keys | {k for k in WATCHED if pressed[k]}


# The keys that work a sheet: only these are asked of the keyboard's own state.
WATCHED = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE,
           pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB)


class FreshKeys:
    """Keys held when a scene opened count only after they have been let go: the key
    that made the last play, still down or repeating, cannot dismiss a sheet."""

    def __init__(self, app) -> None:
        self.stale = held(app)

    def fresh(self, event: pygame.event.Event) -> bool:
        """False for a key event the scene should ignore; KEYUP frees a stale key."""
        if event.type == pygame.KEYUP:
            self.stale.discard(event.key)
            return False
        if event.type == pygame.KEYDOWN:
            return event.key not in self.stale
        return True
