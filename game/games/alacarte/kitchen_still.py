"""The kitchen's still layer: one window-sized picture of everything that stands still
(the background, the market, the jars, the die at rest, the sink and pools, the banner,
the buttons and each chef's station), kept from frame to frame and blitted whole; what
moves (a rolling die, labels, the message, the history, a tooltip) is drawn over it
each frame.

Each part names what it shows (its key) and the region it draws in. A frame redraws
only the parts whose key changed: their region is put back to the bare background and
the part drawn into it, clipped, with the same calls that would draw it on the window,
so the pixels are the ones a full redraw gives. Drawing a station costs about a
millisecond at 1920x1080 and the whole kitchen about seven, while in nearly every frame
the computers cook and labels rise with nothing else changed (alc-frames)."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame

from game.ui.layout import View
from game.ui.paint import px_rect
from game.ui.widgets import Button

_UNSEEN = object()  # the key of a part not drawn yet


@dataclass
class Part:
    """A part of the still picture: `draw(surf)` draws it, within `region` (level units),
    and `key()` names everything it shows."""

    region: pygame.Rect
    key: Callable[[], Hashable]
    draw: Callable[[pygame.Surface], None]


class StillLayer:
    """The window-sized picture of `parts` over a background, redrawn part by part."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.base: pygame.Surface | None = None  # the background it was made over
        self.context: Hashable = _UNSEEN  # the window size and language it was drawn at
        self.keys: dict[str, Hashable] = {}

    def forget(self) -> None:
        """Everything drawn afresh at the next frame."""
        self.surface = self.base = None
        self.context = _UNSEEN
        self.keys.clear()

    def blit(self, surf: pygame.Surface, view: View, background: pygame.Surface,
             context: Hashable, parts: dict[str, Part]) -> None:
        """Bring the picture up to date with `parts` and blit it to `surf`. A new
        background (the art's caches emptied, a new window size) or `context` (what
        every part shows at once: the language) redraws all of it."""
        if self.base is not background or self.context != context or self.surface is None:
            self.surface = background.copy()
            self.base = background
            self.context = context
            self.keys.clear()
        for name, part in parts.items():
            key = part.key()
            if self.keys.get(name, _UNSEEN) == key:
                continue
            r = px_rect(view, part.region)
            self.surface.blit(background, r, r)  # the bare background back in its region
            self.surface.set_clip(r)
            try:
                part.draw(self.surface)
            finally:
                self.surface.set_clip(None)
            self.keys[name] = key
        surf.blit(self.surface, (0, 0))


def button_look(b: Button) -> tuple:
    """Everything a button's picture shows."""
    return (b.visible, tuple(b.rect), b.label, b.style, b.hover, b.pressed, b.enabled,
            b.font_size)
