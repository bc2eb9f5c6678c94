"""The word game's browser tile picture: two word cards and the turtle."""

from __future__ import annotations

import pygame

from game.games.wordmaid import art


def draw_emblem(app, surf: pygame.Surface, rect: pygame.Rect) -> None:
    """The picture in `rect` (level units) at `app.view`'s scale."""
    v = app.view
    for code, dx, angle in (("8H", -18, 10), ("5D", 12, -8)):
        card = pygame.transform.rotozoom(art.face(code, v.len(44)), angle, 1.0)
        surf.blit(card, card.get_rect(center=v.pt(rect.centerx + dx, rect.centery - 4)))
    turtle = art.turtle(v.len(34))
    surf.blit(turtle, turtle.get_rect(center=v.pt(rect.centerx + 26, rect.centery + 26)))
