"""Which keys are held down, so a key's repeat is told from a fresh press; and which
screen each press began on, so input acts only on the screen it was made on.

The app's global key handler (`global_keys.handle`) notes every key event here.
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


def held(app) -> set[int]:
    """The keys down now, by the events seen."""
    return set(_held.get(app, ()))


# Keys whose repeat is wanted: moving a focus, a cursor or a piece, erasing text. A
# held key of any other kind acts once: nothing is confirmed by a key left down.
REPEATING = frozenset((pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN,
                       pygame.K_BACKSPACE, pygame.K_DELETE))


class Presses:
    """Input belongs to the screen it began on. A release (of a mouse button or a key)
    whose press was made while another screen was on top is not passed on, nor is a
    key's repeat (but REPEATING's on the screen it began on): the press and hold that
    revealed a screen, let go over one of its buttons or held on, does nothing there."""

    def __init__(self) -> None:
        self.began_on: dict[tuple[str, int], object] = {}  # ("mouse" | "key", n) -> scene

    def admit(self, event: pygame.event.Event, top: object, repeat: bool) -> bool:
        """Whether `event` may reach `top`; `repeat`: a KEYDOWN of a key already down."""
        kind = event.type
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            press = ("mouse", getattr(event, "button", 1))
        elif kind in (pygame.KEYDOWN, pygame.KEYUP):
            press = ("key", event.key)
        else:
            return True
        if kind == pygame.KEYDOWN and repeat:
            return event.key in REPEATING and self.began_on.get(press, top) is top
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.began_on[press] = top
            return True
        return self.began_on.pop(press, top) is top
