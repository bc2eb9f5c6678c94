"""The King game's browser tile picture: the joker with the crown over two face-down cards
and a number card."""

from __future__ import annotations

import pygame

from game.games.kinggame import art


def draw_emblem(app, surf: pygame.Surface, rect: pygame.Rect) -> None:
    """The picture in `rect` (level units) at `app.view`'s scale."""
    v = app.view
    w = v.len(40)
    cx, cy = rect.centerx, rect.centery + 6
    for dx, img in ((-30, art.card_back(w)), (30, art.number_card(3, w))):
        turned = pygame.transform.rotozoom(img, -dx / 3, 1.0)
        surf.blit(turned, turned.get_rect(center=v.pt(cx + dx, cy + 4)))
    joker = art.joker_card(w)
    surf.blit(joker, joker.get_rect(center=v.pt(cx, cy)))
    crown = art.crown(v.len(46))
    surf.blit(crown, crown.get_rect(midbottom=v.pt(cx, cy - 24)))
