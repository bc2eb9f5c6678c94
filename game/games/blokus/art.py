"""Blokus's pieces drawn in code: a square per colour in a colour-blind-safe palette
(Okabe and Ito's), each with its own mark as well as its hue (a dot, a bar, a cross, a
ring; a diamond and a square for the Duo board's two), so colours read apart by shape
too; pieces are those squares laid edge to edge."""

from __future__ import annotations

import pygame

from game.games.blokus.pieces import orientations
from game.ui.memory import table_cache

PALETTE = {  # colour -> (fill, mark)
    "blue": ((0, 114, 178), "dot"), "yellow": ((240, 228, 66), "bar"),
    "red": ((213, 94, 0), "cross"), "green": ((0, 158, 115), "ring"),
    "purple": ((204, 121, 167), "diamond"), "orange": ((230, 159, 0), "square"),
}


def rgb(colour: str) -> tuple[int, int, int]:
    return PALETTE[colour][0]


@table_cache(maxsize=64)
def square(colour: str, px: int) -> pygame.Surface:
    """One unit square of `colour`, `px` wide, bevelled, with the colour's mark."""
    px = max(4, px)
    fill, mark = PALETTE[colour]
    surf = pygame.Surface((px, px), pygame.SRCALPHA)
    light = tuple(min(255, c + 60) for c in fill)
    dark = tuple(max(0, c - 70) for c in fill)
    surf.fill(dark)
    edge = max(1, px // 10)
    pygame.draw.rect(surf, light, (0, 0, px - edge, px - edge))
    pygame.draw.rect(surf, fill, (edge, edge, px - 2 * edge, px - 2 * edge))
    ink = (255, 255, 255, 150) if sum(fill) < 420 else (40, 40, 40, 150)
    c, r = px / 2, px * 0.2
    w = max(1, px // 9)
    if mark == "dot":
        pygame.draw.circle(surf, ink, (c, c), r)
    elif mark == "bar":
        pygame.draw.line(surf, ink, (c - r, c + r), (c + r, c - r), w + 1)
    elif mark == "cross":
        pygame.draw.line(surf, ink, (c - r, c - r), (c + r, c + r), w)
        pygame.draw.line(surf, ink, (c - r, c + r), (c + r, c - r), w)
    elif mark == "ring":
        pygame.draw.circle(surf, ink, (c, c), r, w)
    elif mark == "diamond":
        pygame.draw.polygon(surf, ink, [(c, c - r), (c + r, c), (c, c + r), (c - r, c)])
    else:
        pygame.draw.rect(surf, ink, (c - r, c - r, 2 * r, 2 * r), w)
    return surf


@table_cache(maxsize=256)
def piece(name: str, orientation: int, colour: str, cell: int) -> pygame.Surface:
    """A piece lying one way, its squares `cell` pixels a side."""
    cells = orientations(name)[orientation]
    w = max(x for x, _ in cells) + 1
    h = max(y for _, y in cells) + 1
    surf = pygame.Surface((w * cell, h * cell), pygame.SRCALPHA)
    tile = square(colour, cell)
    for x, y in cells:
        surf.blit(tile, (x * cell, y * cell))
    return surf
