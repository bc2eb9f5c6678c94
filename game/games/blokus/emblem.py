"""Blokus's browser tile picture: the seed's own sketch, a T and a square of two colours
meeting corner to corner."""

from game.games.blokus import art
from game.games.blokus.pieces import orientations


def draw_emblem(app, surf, rect) -> None:
    v = app.view
    cell = v.len(14)
    t4 = art.piece("T4", orientations("T4").index(((0, 1), (1, 0), (1, 1), (2, 1))), "blue",
                   cell)
    o4 = art.piece("O4", 0, "red", cell)
    x, y = v.pt(rect.centerx - 35, rect.centery - 28)
    surf.blit(t4, (x, y))
    surf.blit(o4, (x + 3 * cell, y + 2 * cell))
