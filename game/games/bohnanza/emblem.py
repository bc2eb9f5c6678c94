"""Bohnanza's browser tile picture: three bean cards fanned, a coin beside them."""

from __future__ import annotations

import pygame

from game.games.bohnanza import art

CARD_W = 34  # level units
EMBLEM_BEANS = ("blue", "chili", "red")


def draw_emblem(app, surf: pygame.Surface, rect: pygame.Rect) -> None:
    """The picture in `rect` (level units) at `app.view`'s scale."""
    v = app.view
    px = v.len(CARD_W)
    for i, bean in enumerate(EMBLEM_BEANS):
        img = pygame.transform.rotozoom(art.face(bean, px), 12 - 12 * i, 1.0)
        surf.blit(img, img.get_rect(center=v.pt(rect.centerx - 30 + 24 * i, rect.centery)))
    coin = art.coin(v.len(22))
    surf.blit(coin, coin.get_rect(center=v.pt(rect.centerx + 44, rect.centery + 22)))
