"""Forbidden Island's pictures outside the table: the browser emblem (four tiles of the
island, one flooded, a pawn on it) and the set-up page's seat marker (a pawn)."""

from __future__ import annotations

import pygame

from game.games.forbidden_island import art

EMBLEM_TILES = (("temple_of_the_moon", False, -1, -1), ("fools_landing", False, 1, -1),
                ("coral_palace", True, -1, 1), ("cave_of_embers", False, 1, 1))
SEAT_ROLES = ("pilot", "engineer", "explorer", "navigator")


def draw_emblem(app, surf: pygame.Surface, rect: pygame.Rect) -> None:
    v = app.view
    cx, cy = rect.center
    size = v.len(44)
    for tile, flooded, dx, dy in EMBLEM_TILES:
        img = art.tile_picture(tile, flooded, size)
        surf.blit(img, img.get_rect(center=v.pt(cx + dx * 23, cy + dy * 23)))
    pawn = art.pawn_picture("diver", v.len(30))
    surf.blit(pawn, pawn.get_rect(center=v.pt(cx + 23, cy + 20)))


def draw_seat_marker(surf: pygame.Surface, v, x: float, y: float, seat: int,
                     players: int = 4) -> None:
    pawn = art.pawn_picture(SEAT_ROLES[seat % len(SEAT_ROLES)], v.len(22))
    surf.blit(pawn, pawn.get_rect(center=v.pt(x, y)))
