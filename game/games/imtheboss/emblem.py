"""I'm the Boss!'s browser tile picture: the Boss card with a head investor's placard and a
coin."""

from __future__ import annotations

import pygame

from game.games.imtheboss import art


def draw_emblem(app, surf: pygame.Surface, rect: pygame.Rect) -> None:
    """The picture in `rect` (level units) at `app.view`'s scale."""
    v = app.view
    card = art.card("boss-1", v.len(44))
    surf.blit(card, card.get_rect(center=v.pt(rect.centerx - 16, rect.centery - 4)))
    placard = art.placard("K", v.len(56), v.len(22))
    surf.blit(placard, placard.get_rect(center=v.pt(rect.centerx + 14, rect.centery + 24)))
    coin = art.coin(v.len(22))
    surf.blit(coin, coin.get_rect(center=v.pt(rect.centerx + 28, rect.centery - 22)))
