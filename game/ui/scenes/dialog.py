"""A small dialog over the dimmed scene below it: the pause menu, a confirmation.

It is a menu page (widgets, keyboard focus shown from the start, Esc = back) drawn as
a panel over whatever is under it, which does not update meanwhile: the app updates
the top scene only, so a table under a dialog is paused.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import fonts
from game.ui.app import App
from game.ui.i18n import t
from game.ui.scenes.menu import MenuScene
from game.ui.widgets import DIM, TEXT, Button, draw_text

BUTTON_H = 52
NOTE_LINE = 26


def balanced_wrap(text: str, size: int, width: int) -> list[str]:
    """`text` wrapped to `width` pixels in as few lines as it needs, the lines as even
    as they can be (no lone word left on a last line)."""
    lines = fonts.wrap(text, size, width)
    if len(lines) < 2:
        return lines
    step = max(1, width // 40)
    while width - step > 0 and len(fonts.wrap(text, size, width - step)) == len(lines):
        width -= step
    return fonts.wrap(text, size, width)


class DialogScene(MenuScene):
    opaque = False  # the scene below stays visible, dimmed

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.ring.visible = True  # a dialog is mostly opened by a key: show where Enter is
        self._dim: pygame.Surface | None = None

    def dim(self, surf: pygame.Surface) -> None:
        if self._dim is None or self._dim.get_size() != surf.get_size():
            self._dim = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            self._dim.fill(DIM)
        surf.blit(self._dim, (0, 0))

    def draw_backdrop(self, surf: pygame.Surface) -> None:
        self.dim(surf)


class ConfirmScene(DialogScene):
    """A question with two answers: `yes` (focused first) and No (also Esc)."""

    panel_rect = pygame.Rect(380, 210, 520, 300)
    default_focus = "yes"

    def __init__(self, app: App, title: str, note: str, yes: str, no: str,
                 on_yes: Callable[[], None], yes_style: str = "danger") -> None:
        super().__init__(app)
        self.title, self.note = title, note  # i18n keys
        self.on_yes = on_yes
        r = self.panel_rect
        y = r.bottom - 30 - BUTTON_H
        self.widgets = [
            Button((r.centerx - 215, y, 200, BUTTON_H), lambda: t(no), self.back, "secondary",
                   key="no"),
            Button((r.centerx + 15, y, 200, BUTTON_H), lambda: t(yes), self.yes, yes_style,
                   key="yes"),
        ]

    def yes(self) -> None:
        self.app.pop()
        self.on_yes()

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_backdrop(surf)
        self.draw_frame(surf, t(self.title))
        v, r = self.view, self.panel_rect
        lines = balanced_wrap(t(self.note), v.len(18), v.len(r.width - 70))
        for i, line in enumerate(lines):
            draw_text(surf, v, line, (r.centerx, r.y + 104 + NOTE_LINE * i), 18, TEXT, "midtop")
        self.draw_widgets(surf)
