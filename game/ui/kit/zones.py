"""The table kit's zones: where pieces lie on a table, and which one is under a point.

Boards are `game.ui.pieces.Grid`s (`square_grid` fits square cells into an area, as a
board of tiles is drawn); a hand or a market is a `Row`; tokens sharing one
place (pawns on a tile) are `spread` across it; the other players' panels lie side by
side (`seat_panels`). Every zone gives (piece, rect) pairs in
drawing order, and `top_hit` finds the piece drawn on top at a point, so a table's hit
tests and its drawing use the same rects. Level units throughout.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass

import pygame

from game.ui.pieces import Grid

Placed = list[tuple[Hashable, pygame.Rect]]


def square_grid(area: pygame.Rect, cols: int, rows: int) -> Grid:
    """The largest grid of square cells, `cols` x `rows`, centred in `area`."""
    c = min(area.w / cols, area.h / rows)
    w, h = cols * c, rows * c
    return Grid(pygame.FRect(area.centerx - w / 2, area.centery - h / 2, w, h), cols, rows)


def cell_box(grid: Grid, col: int, row: int, pad: float = 0.0) -> pygame.Rect:
    """Cell (col, row) of `grid` less `pad` on every side, in whole level units."""
    r = grid.cell_rect(col, row)
    return pygame.Rect(round(r.x + pad), round(r.y + pad), round(r.w - 2 * pad),
                       round(r.h - 2 * pad))


@dataclass(frozen=True)
class Row:
    """Pieces `w` x `h` side by side from (x, y), at most `step` apart, squeezed to end
    by `right`."""

    x: float
    y: float
    w: float
    h: float
    right: float
    step: float

    def place(self, pieces: Sequence[Hashable]) -> Placed:
        step = min(self.step, (self.right - self.x) / max(1, len(pieces)))
        return [(piece, pygame.Rect(round(self.x + i * step), round(self.y), round(self.w),
                                    round(self.h)))
                for i, piece in enumerate(pieces)]


def spread(area: pygame.Rect, pieces: Sequence[Hashable], size: float, top: float,
           margin: float) -> Placed:
    """Square pieces of `size` sharing `area`, `top` below its top: one centred, several
    spread evenly between the margins (each may overlap the next)."""
    out: Placed = []
    n = len(pieces)
    for i, piece in enumerate(pieces):
        x = area.x + margin + i * (area.w - 2 * margin - size) / max(1, n - 1) if n > 1 \
            else area.centerx - size / 2
        out.append((piece, pygame.Rect(round(x), round(area.y + top), round(size),
                                       round(size))))
    return out


def seat_panels(area: pygame.Rect, others: int, widest: float, gap: float = 8
                ) -> list[pygame.Rect]:
    """The other players' panels side by side along `area`, centred, each at most
    `widest` wide."""
    w = min(widest, (area.w - gap * (others - 1)) / max(1, others))
    x0 = area.centerx - (w * others + gap * (others - 1)) / 2
    return [pygame.Rect(round(x0 + i * (w + gap)), area.y, round(w), area.h)
            for i in range(others)]


def top_hit(placed: Iterable[tuple[Hashable, pygame.Rect]], point: tuple[float, float],
            ok=lambda piece: True) -> Hashable | None:
    """The piece drawn last (on top) whose rect holds `point` and that `ok` takes."""
    hit = None
    for piece, rect in placed:
        if rect.collidepoint(point) and ok(piece):
            hit = piece
    return hit
