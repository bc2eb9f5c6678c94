"""A la Carte's pictures outside the kitchen: the browser emblem (a pan with a cooked
dish, seasoned, a pepper shaker and the heating die) and each chef's colour on the
set-up page."""

from __future__ import annotations

import pygame

from game.games.alacarte import art
from game.games.alacarte.data import DieFace, load_data


def draw_emblem(app, surf: pygame.Surface, rect: pygame.Rect) -> None:
    v = app.view
    dish = load_data().dishes[1]
    art.draw_dispenser(surf, v, (rect.right - 30, rect.y + 8, 22, 46), "P", ["P"] * 3)
    art.draw_pan(surf, v, (rect.x + 40, rect.y + 40), 29, dish, side="picture",
                 condiments={"P": 2, "S": 1}, handle_angle=125.0)
    art.draw_die(surf, v, (rect.right - 36, rect.bottom - 38, 28, 28), DieFace("heat", 2),
                 angle=-12.0)


def draw_seat_marker(surf: pygame.Surface, v, x: float, y: float, seat: int,
                     players: int = 4) -> None:
    pygame.draw.circle(surf, art.SEAT_RGB[seat], v.pt(x, y), v.len(7))
