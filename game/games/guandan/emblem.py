"""Guan Dan's pictures outside the table: the browser emblem (a bomb of four with the
wild heart starred) and the set-up page's team colour per seat."""

from __future__ import annotations

import pygame

from game.games.guandan.styles import TEAM_COLOURS
from game.ui.cardart import draw_fan


def draw_emblem(app, surf: pygame.Surface, rect: pygame.Rect) -> None:
    cx, cy = rect.center
    draw_fan(surf, app.view, app.art, ["5S", "5C", "5D", "2H"], (cx, cy - 4), 40,
             spread=11, step=13, drop=2.5, marks={"2H": "wild"})


def draw_seat_marker(surf: pygame.Surface, v, x: float, y: float, seat: int,
                     players: int = 4) -> None:
    """Partners sit across: seats 1 and 3 red, 2 and 4 blue."""
    pygame.draw.circle(surf, TEAM_COLOURS[seat % 2], v.pt(x, y), v.len(7))
