"""Kingsburg's browser tile picture: the King's tile with three dice before it."""

from __future__ import annotations

import pygame

from game.games.kingsburg import art
from game.ui.die import blit_die


def draw_emblem(app, surf: pygame.Surface, rect: pygame.Rect) -> None:
    """The picture in `rect` (level units) at `app.view`'s scale."""
    v = app.view
    tile = art.advisor(18, v.len(40), v.len(60))
    surf.blit(tile, tile.get_rect(center=v.pt(rect.centerx - 24, rect.centery)))
    for i, face in enumerate((6, 5, 3)):
        blit_die(surf, v.pt(rect.centerx + 20 + 16 * (i % 2), rect.centery - 14 + 18 * i),
                 v.len(18), face)
