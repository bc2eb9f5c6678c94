"""Saboteur's browser emblem: a short tunnel of path cards from the start, along and
round a bend, down to the gold, a digger's badge beside it."""

from __future__ import annotations

import pygame

from game.games.saboteur import art

CARD_W = 28  # level units; cells are CARD_W x CARD_W * CARD_ASPECT, as in the maze
# (code, turned, column, row) in a 3 x 2 block of maze cells.
EMBLEM_CARDS = (("start", False, 0, 0), ("pEW", False, 1, 0), ("pNE", True, 2, 0),
                ("goal_gold", False, 2, 1))


def draw_emblem(app, surf: pygame.Surface, rect: pygame.Rect) -> None:
    """The picture in `rect` (level units) at `app.view`'s scale."""
    v = app.view
    w, h = CARD_W, CARD_W * art.CARD_ASPECT
    x0, y0 = rect.centerx - 1.5 * w, rect.centery - h  # the block centred in the box
    px = v.len(w)
    for code, turned, col, row in EMBLEM_CARDS:
        img = art.face(code, px, turned)
        surf.blit(img, img.get_rect(center=v.pt(x0 + (col + 0.5) * w, y0 + (row + 0.5) * h)))
    badge = art.role_badge("digger", v.len(34))
    surf.blit(badge, badge.get_rect(center=v.pt(x0 + w, y0 + 1.5 * h)))
