"""Werewolf's pictures outside the table: the browser emblem (the wolf's head rising
before the full moon over the sleeping village) and the set-up page's seat tokens (each
seat's colour, as round the table and in its log)."""

from __future__ import annotations

import pygame

from game.games.werewolf import art
from game.games.werewolf.art import SEAT_COLOURS

__all__ = ["SEAT_COLOURS", "draw_emblem", "draw_seat_marker"]

TILE = 0.92  # the emblem's tile, as a fraction of the browser's emblem box
MARKER_R = 8  # a seat token's radius, in level units (as the other games' dots)


def draw_emblem(app, surf: pygame.Surface, rect: pygame.Rect) -> None:
    v = app.view
    img = art.emblem_picture(v.len(min(rect.w, rect.h) * TILE))
    surf.blit(img, img.get_rect(center=v.pt(*rect.center)))


def draw_seat_marker(surf: pygame.Surface, v, x: float, y: float, seat: int,
                     players: int = 8) -> None:
    """The seat's colour on a small round token, as its dot round the table."""
    token = art.seat_token(seat, 2 * v.len(MARKER_R))
    surf.blit(token, token.get_rect(center=v.pt(x, y)))
