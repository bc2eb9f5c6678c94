"""Flat playing pieces for any game: round tokens, square tiles, their shadows, and the
board grid they lie on. (Dice are in `game/ui/die.py`, cards in `game/ui/cardart.py`.)

A piece is drawn like a die: a body in the piece's style, and a face drawn by the
game's painter, `painter(canvas, face)`, which paints on `canvas.big` (and may queue
text with `canvas.text`) inside `face`, the face's rect in the canvas's supersampled
pixels. The game names what its painter draws with a hashable `face_key`, so the
finished sprite is cached like every other piece of art (`game.ui.paint.cached`).

A `Grid` lays a board out in level units (from a Tiled rect object, say): the rect of
each cell for drawing, and the cell under a point for a click or a drop.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass

import pygame

from game.ui.paint import (
    Canvas,
    Color,
    cached,
    circle,
    gradient_rounded_rect,
    radial_disc,
    rounded_mask,
    rounded_rect,
    shadow_of,
)

FacePainter = Callable[[Canvas, pygame.Rect], None]


@dataclass(frozen=True)
class PieceStyle:
    """The body of a piece: its edge, the rim's gradient (top to bottom) and the face's
    ground, lit at its centre."""

    edge: Color = (96, 66, 38)
    rim_top: Color = (214, 178, 126)
    rim_bottom: Color = (164, 122, 74)
    face: Color = (236, 218, 184)
    face_light: Color = (250, 240, 220)


WOOD = PieceStyle()


def _plain(cv: Canvas, face: pygame.Rect) -> None:
    """A face with nothing on it."""


def token_sprite(d: int, painter: FacePainter = _plain, *, face_key: Hashable = "plain",
                 style: PieceStyle = WOOD) -> pygame.Surface:
    """A round token `d` pixels across: a rim in the style's colours round a face the
    painter draws on (its rect is the face disc's bounding square). Cached."""

    def render() -> pygame.Surface:
        cv = Canvas(d, d)
        D = cv.W
        c, r = (D / 2, D / 2), D * 0.48
        circle(cv.big, style.edge, c, r)
        radial_disc(cv.big, c, r * 0.95, style.rim_bottom, style.rim_top)
        inner = r * 0.8
        radial_disc(cv.big, c, inner, style.face, style.face_light)
        painter(cv, pygame.Rect(round(c[0] - inner), round(c[1] - inner),
                                round(2 * inner), round(2 * inner)))
        return cv.finish()

    return cached(("ui.token", d, face_key, style), render)


def tile_sprite(w: int, h: int, painter: FacePainter = _plain, *, face_key: Hashable = "plain",
                style: PieceStyle = WOOD) -> pygame.Surface:
    """A square-cornered tile `w` x `h` pixels with a bevelled edge round a face the
    painter draws on. Cached."""

    def render() -> pygame.Surface:
        cv = Canvas(w, h)
        W, H = cv.W, cv.H
        u = min(W, H)
        body = pygame.Rect(0, 0, W, H).inflate(-u * 0.03, -u * 0.03)
        rounded_rect(cv.big, style.edge, body, u * 0.1)
        gradient_rounded_rect(cv.big, body.inflate(-u * 0.03, -u * 0.03), u * 0.09,
                              style.rim_top, style.rim_bottom)
        face = body.inflate(-u * 0.12, -u * 0.12)
        gradient_rounded_rect(cv.big, face, u * 0.06, style.face_light, style.face)
        painter(cv, face)
        return cv.finish()

    return cached(("ui.tile", w, h, face_key, style), render)


def round_shadow(d: int, alpha: int = 120) -> pygame.Surface:
    """The soft shadow of a round piece `d` pixels across, on a margin of d/10."""

    def make() -> pygame.Surface:
        m = max(2, d // 10)
        shape = pygame.Surface((d + 2 * m, d + 2 * m), pygame.SRCALPHA)
        circle(shape, (255, 255, 255, 255), (shape.get_width() / 2, shape.get_height() / 2),
               d / 2)
        return shadow_of(shape, max(2, d // 16), alpha)

    return cached(("ui.round_shadow", d, alpha), make)


def box_shadow(w: int, h: int, alpha: int = 120) -> pygame.Surface:
    """The soft shadow of a tile `w` x `h` pixels, on a margin of a tenth of its side."""

    def make() -> pygame.Surface:
        m = max(2, min(w, h) // 10)
        shape = pygame.Surface((w + 2 * m, h + 2 * m), pygame.SRCALPHA)
        shape.blit(rounded_mask((w, h), min(w, h) * 0.1), (m, m))
        return shadow_of(shape, max(2, min(w, h) // 16), alpha)

    return cached(("ui.box_shadow", w, h, alpha), make)


def blit_piece(surf: pygame.Surface, img: pygame.Surface, center: tuple[int, int],
               shadow: pygame.Surface | None = None,
               offset: tuple[float, float] = (1, 1)) -> None:
    """`img` centred on `center`, over `shadow` moved by `offset` (light from the
    top left)."""
    if shadow is not None:
        surf.blit(shadow, shadow.get_rect(center=(center[0] + offset[0], center[1] + offset[1])))
    surf.blit(img, img.get_rect(center=center))


@dataclass(frozen=True)
class Grid:
    """A board of `cols` x `rows` cells filling `rect` (level units), `gap` between
    cells; cells are (column, row) from the top left."""

    rect: pygame.Rect | pygame.FRect
    cols: int
    rows: int
    gap: float = 0.0

    @property
    def cell_size(self) -> tuple[float, float]:
        return ((self.rect.w - self.gap * (self.cols - 1)) / self.cols,
                (self.rect.h - self.gap * (self.rows - 1)) / self.rows)

    def cell_rect(self, col: int, row: int) -> pygame.FRect:
        """Where cell (col, row) lies, in level units."""
        w, h = self.cell_size
        return pygame.FRect(self.rect.x + col * (w + self.gap),
                            self.rect.y + row * (h + self.gap), w, h)

    def cells(self) -> Iterator[tuple[int, int]]:
        """Every cell, row by row."""
        for row in range(self.rows):
            for col in range(self.cols):
                yield col, row

    def cell_at(self, point: tuple[float, float]) -> tuple[int, int] | None:
        """The cell under a level-unit point, or None (outside the board or in a gap)."""
        w, h = self.cell_size
        x, y = point[0] - self.rect.x, point[1] - self.rect.y
        if x < 0 or y < 0:
            return None
        col, row = int(x // (w + self.gap)), int(y // (h + self.gap))
        if col >= self.cols or row >= self.rows:
            return None
        inside = self.cell_rect(col, row)
        return (col, row) if inside.collidepoint(point) else None
