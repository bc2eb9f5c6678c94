"""Saint Petersburg's browser tile picture: a worker, a building and an aristocrat fanned,
a ruble beside them."""

from __future__ import annotations

import pygame

from game.games.saint_petersburg import art

CARD_W = 34  # level units
EMBLEM_CARDS = ("lumberjack", "hermitage", "mistress_of_ceremonies")


def draw_emblem(app, surf: pygame.Surface, rect: pygame.Rect) -> None:
    """The picture in `rect` (level units) at `app.view`'s scale."""
    v = app.view
    px = v.len(CARD_W)
    for i, key in enumerate(EMBLEM_CARDS):
        img = pygame.transform.rotozoom(art.face(key, px), 12 - 12 * i, 1.0)
        surf.blit(img, img.get_rect(center=v.pt(rect.centerx - 30 + 24 * i, rect.centery)))
    coin = art.ruble(v.len(22))
    surf.blit(coin, coin.get_rect(center=v.pt(rect.centerx + 44, rect.centery + 22)))
