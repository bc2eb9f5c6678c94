"""Go-Stop's pictures outside the table: the browser emblem (three hwatu fanned: the
crane and sun bright, a red poem ribbon, a godori bird) and the set-up page's seat
colours (each seat's dot in the table's log)."""

from __future__ import annotations

import pygame

from game.games.gostop import art
from game.games.gostop.cards import BY_CODE

FAN = (("02b", 14, -26), ("08b", -12, 26), ("01a", 0, 0))  # card, tilt, shift (drawn last on top)
SEAT_DOTS = ((236, 190, 80), (110, 190, 250), (240, 120, 150))  # as the table's


def draw_emblem(app, surf: pygame.Surface, rect: pygame.Rect) -> None:
    v = app.view
    cx, cy = rect.center
    for code, angle, dx in FAN:
        face = art.face(BY_CODE[code].id, v.len(40), month_number=False)
        turned = pygame.transform.rotozoom(face, angle, 1.0)
        surf.blit(turned, turned.get_rect(center=v.pt(cx + dx, cy)))


def draw_seat_marker(surf: pygame.Surface, v, x: float, y: float, seat: int,
                     players: int = 2) -> None:
    """The seat's colour, as its dot in the table's log and panel."""
    pygame.draw.circle(surf, (20, 14, 10), v.pt(x, y), v.len(8))
    pygame.draw.circle(surf, SEAT_DOTS[seat % len(SEAT_DOTS)], v.pt(x, y), v.len(6.5))
