"""A la Carte's pictures outside the kitchen: the browser emblem (a pan with a dish,
seasoned, and a pepper shaker) and each chef's colour on the set-up page."""

from __future__ import annotations

import pygame

from game.games.alacarte import art
from game.games.alacarte.data import load_data


def draw_emblem(app, surf: pygame.Surface, rect: pygame.Rect) -> None:
    v = app.view
    dish = load_data().dishes[0]
    art.draw_pan(surf, v, (rect.x + 44, rect.y + 56), 34, dish,
                 condiments={"P": 2, "S": 1}, handle_angle=135.0)
    art.draw_dispenser(surf, v, (rect.right - 34, rect.y + 10, 26, 54), "P", ["P"] * 4)


def draw_seat_marker(surf: pygame.Surface, v, x: float, y: float, seat: int) -> None:
    pygame.draw.circle(surf, art.SEAT_RGB[seat], v.pt(x, y), v.len(7))
