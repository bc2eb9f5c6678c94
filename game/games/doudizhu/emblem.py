"""Dou Di Zhu's pictures outside the table: the browser tile's emblem (the two jokers
and a 2 under the landlord's crown) and the set-up page's compass arrow per seat."""

from __future__ import annotations

import pygame

from game.ui.cardart import draw_fan
from game.ui.widgets import GOLD

CROWN = [(-14, 6), (-14, -6), (-7, 1), (0, -9), (7, 1), (14, -6), (14, 6)]


def draw_emblem(app, surf: pygame.Surface, rect: pygame.Rect) -> None:
    v = app.view
    cx, cy = rect.center
    draw_fan(surf, v, app.art, ["2S", "BJ", "RJ"], (cx, cy + 10), 46, spread=16, step=20)
    pygame.draw.polygon(surf, GOLD, [v.pt(cx + x, rect.y + 16 + y) for x, y in CROWN])


def draw_seat_marker(surf: pygame.Surface, v, x: float, y: float, seat: int) -> None:
    """A small compass arrow: where this seat sits at the table (South, East, West)."""
    dx, dy = {0: (0, 1), 1: (1, 0), 2: (-1, 0)}[seat]
    tip = (x + dx * 8, y + dy * 8)
    left = (x - dy * 6 - dx * 4, y + dx * 6 - dy * 4)
    right = (x + dy * 6 - dx * 4, y - dx * 6 - dy * 4)
    pygame.draw.polygon(surf, GOLD, [v.pt(*tip), v.pt(*left), v.pt(*right)])
