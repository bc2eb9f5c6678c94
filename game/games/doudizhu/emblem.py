"""Dou Di Zhu's pictures outside the table: the browser tile's emblem (the two jokers
and a 2 under the landlord's crown) and the set-up page's compass arrow per seat."""

from __future__ import annotations

import pygame

from game.ui.cardart import draw_fan
from game.ui.widgets import GOLD

# The landlord's crown, 30 wide and 16 high around its centre.
CROWN = [(-15, 8), (-15, -6), (-7.5, 1), (0, -9), (7.5, 1), (15, -6), (15, 8)]


def draw_emblem(app, surf: pygame.Surface, rect: pygame.Rect) -> None:
    """The crown over a fan of 2, small joker and big joker, all inside `rect`."""
    v = app.view
    cx = rect.centerx
    draw_fan(surf, v, app.art, ["2S", "BJ", "RJ"], (cx, rect.y + 60), 40, spread=14, step=19,
             drop=3)
    crown = [v.pt(cx + x, rect.y + 17 + y) for x, y in CROWN]
    pygame.draw.polygon(surf, (120, 84, 20), [(x + 1, y + 2) for x, y in crown])  # shadow
    pygame.draw.polygon(surf, GOLD, crown)
    for x in (-15, 0, 15):  # a jewel on each point
        pygame.draw.circle(surf, GOLD, v.pt(cx + x, rect.y + 17 + (-9 if x == 0 else -6)),
                           max(1, v.len(2.2)))


# Where each seat sits, by player count: South, East, (North,) West, as compass steps.
SEAT_DIRECTIONS = {3: ((0, 1), (1, 0), (-1, 0)), 4: ((0, 1), (1, 0), (0, -1), (-1, 0))}


def draw_seat_marker(surf: pygame.Surface, v, x: float, y: float, seat: int,
                     players: int = 3) -> None:
    """A small compass arrow: where this seat sits at the table."""
    dx, dy = SEAT_DIRECTIONS[players][seat]
    tip = (x + dx * 8, y + dy * 8)
    left = (x - dy * 6 - dx * 4, y + dx * 6 - dy * 4)
    right = (x + dy * 6 - dx * 4, y - dx * 6 - dy * 4)
    pygame.draw.polygon(surf, GOLD, [v.pt(*tip), v.pt(*left), v.pt(*right)])
