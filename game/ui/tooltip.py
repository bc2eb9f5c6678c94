"""A short explanation beside what it explains: a dark rounded box of one or two lines,
under its target (or over it when there is no room below), kept inside `bounds`.
Set-up chips and table parts (tracker, seat markers) draw their help with it."""

from __future__ import annotations

import pygame

from game.ui import fonts
from game.ui.layout import View
from game.ui.widgets import GOLD, draw_panel, draw_text

SIZE = 16  # text size, level units
PAD_X, PAD_Y = 12, 7
LINE = 22  # line spacing, level units
GAP = 8  # between the target and the box


def tooltip_rect(view: View, text: str, target: pygame.Rect, bounds: pygame.Rect,
                 max_w: float = 560) -> tuple[pygame.Rect, list[str]]:
    """Where the box for `text` goes (level units) and its wrapped lines."""
    width = min(max_w, bounds.w) - 2 * PAD_X
    lines = fonts.wrap(text, view.len(SIZE), view.len(width))
    text_w = max(fonts.text_width(line, view.len(SIZE)) for line in lines) / view.scale
    w, h = text_w + 2 * PAD_X, LINE * len(lines) + 2 * PAD_Y
    x = min(max(bounds.x, target.x), bounds.right - w)
    y = target.bottom + GAP
    if y + h > bounds.bottom:
        y = target.y - GAP - h
    return pygame.Rect(round(x), round(y), round(w), round(h)), lines


def draw_tooltip(surf: pygame.Surface, view: View, text: str, target: pygame.Rect,
                 bounds: pygame.Rect, max_w: float = 560) -> pygame.Rect:
    """Draw the help `text` for `target` (level units); returns the box drawn."""
    box, lines = tooltip_rect(view, text, target, bounds, max_w)
    draw_panel(surf, view, box.move(0, 3), (0, 0, 0, 90), 9)
    draw_panel(surf, view, box, (16, 26, 24, 245), 9, border=GOLD, border_w=1.5)
    for i, line in enumerate(lines):
        draw_text(surf, view, line, (box.x + PAD_X, box.y + PAD_Y + LINE * (i + 0.5)), SIZE,
                  (240, 236, 220), "midleft")
    return box
