"""The King game's pictures, drawn in code: the cards (a number card with its numeral big
enough to read across a room, the joker with the crown), the card back, the crown, a
round number token and the velvet backdrop of the court.

Shapes are drawn on a supersampled `paint.Canvas`; each finished picture is kept by
`table_cache`, emptied when the table closes."""

from __future__ import annotations

import pygame

from game.ui import paint
from game.ui.memory import table_cache
from game.ui.paint import Canvas, Color

CARD_RATIO = 1.41  # height / width
PAPER_TOP, PAPER_BOTTOM = (253, 250, 242), (236, 228, 210)
RED, RED_DARK = (196, 36, 52), (120, 18, 30)
INK = (40, 30, 36)
GOLD, GOLD_LIGHT, GOLD_DARK = (240, 196, 70), (255, 230, 140), (150, 104, 24)
JEWELS = ((200, 40, 60), (40, 110, 200), (40, 160, 90))
VELVET_TOP, VELVET_BOTTOM = (70, 22, 44), (24, 8, 20)
BACK, BACK_DARK = (128, 24, 44), (78, 12, 28)


def card_size(width: int) -> tuple[int, int]:
    return width, round(width * CARD_RATIO)


def _crown_shape(c: Canvas, cx: float, cy: float, w: float) -> None:
    """A crown `w` big pixels wide centred on (cx, cy): five points, a band, jewels."""
    h = w * 0.62
    left, right, top, base = cx - w / 2, cx + w / 2, cy - h / 2, cy + h / 2
    band = base - h * 0.28
    pts = [(left, band), (left, top + h * 0.18), (left + w * 0.22, top + h * 0.48),
           (cx - w * 0.14, top + h * 0.02), (cx, top + h * 0.40), (cx + w * 0.14, top + h * 0.02),
           (right - w * 0.22, top + h * 0.48), (right, top + h * 0.18), (right, band)]
    paint.polygon(c.big, GOLD_DARK, [(x, y + w * 0.03) for x, y in pts])
    paint.polygon(c.big, GOLD, pts)
    paint.rounded_rect(c.big, GOLD_DARK, (left, band - w * 0.01, w, base - band + w * 0.04),
                       w * 0.05)
    paint.rounded_rect(c.big, GOLD, (left, band - w * 0.03, w, base - band), w * 0.05)
    for i, colour in enumerate(JEWELS):
        paint.circle(c.big, colour, (cx + (i - 1) * w * 0.28, band + (base - band) * 0.42),
                     w * 0.06)
    for x, y in (pts[1], pts[3], pts[5], pts[7]):
        paint.circle(c.big, GOLD_LIGHT, (x, y), w * 0.055)
    paint.polygon(c.big, GOLD_LIGHT, [(left + w * 0.06, band - w * 0.01),
                                      (left + w * 0.06, top + h * 0.3),
                                      (left + w * 0.12, top + h * 0.42),
                                      (left + w * 0.12, band - w * 0.01)])


@table_cache(maxsize=32)
def crown(width: int) -> pygame.Surface:
    """The King's crown, `width` pixels wide."""
    w = max(8, width)
    c = Canvas(w, round(w * 0.7))
    _crown_shape(c, c.W / 2, c.H / 2, c.W * 0.96)
    return c.finish()


def _paper(c: Canvas) -> None:
    r = c.W * 0.07
    paint.rounded_rect(c.big, (0, 0, 0, 60), (c.k, c.k * 2, c.W - c.k, c.H - c.k * 2), r)
    paint.gradient_rounded_rect(c.big, (0, 0, c.W - c.k, c.H - c.k * 2), r, PAPER_TOP,
                                PAPER_BOTTOM)
    paint.rounded_rect(c.big, (150, 140, 120), (0, 0, c.W - c.k, c.H - c.k * 2), r,
                       max(1, c.k))


def _heart(c: Canvas, cx: float, cy: float, s: float, colour: Color = RED) -> None:
    """A heart `s` big pixels wide."""
    r = s * 0.27
    paint.circle(c.big, colour, (cx - s * 0.22, cy - s * 0.12), r)
    paint.circle(c.big, colour, (cx + s * 0.22, cy - s * 0.12), r)
    paint.polygon(c.big, colour, [(cx - s * 0.48, cy - s * 0.04), (cx + s * 0.48, cy - s * 0.04),
                                  (cx, cy + s * 0.46)])


@table_cache(maxsize=64)
def number_card(number: int, width: int) -> pygame.Surface:
    """A number card: the numeral big in the middle over a heart, the corners indexed."""
    w, h = card_size(max(16, width))
    c = Canvas(w, h)
    _paper(c)
    W, H = c.W, c.H
    _heart(c, W / 2, H * 0.74, W * 0.26)
    c.text(str(number), (W / 2, H * 0.40), W * 0.62, RED, anchor="center")
    for x, y, anchor in ((W * 0.12, H * 0.05, "midtop"),):
        c.text(str(number), (x, y), W * 0.18, RED, anchor=anchor)
        _heart(c, x, y + W * 0.27, W * 0.11)
    return c.finish()


@table_cache(maxsize=16)
def joker_card(width: int) -> pygame.Surface:
    """The joker: the King's card, a crown on red and gold."""
    w, h = card_size(max(16, width))
    c = Canvas(w, h)
    _paper(c)
    W, H = c.W, c.H
    inner = (W * 0.1, H * 0.08, W * 0.8 - c.k, H * 0.84 - c.k)
    paint.gradient_rounded_rect(c.big, inner, W * 0.06, (214, 60, 70), RED_DARK)
    paint.rounded_rect(c.big, GOLD, inner, W * 0.06, max(1, round(W * 0.02)))
    _crown_shape(c, W / 2, H * 0.46, W * 0.62)
    return c.finish()


@table_cache(maxsize=32)
def card_back(width: int) -> pygame.Surface:
    """Every card's back: deep red with a gold lattice and a small crown."""
    w, h = card_size(max(16, width))
    c = Canvas(w, h)
    W, H = c.W, c.H
    r = W * 0.07
    paint.rounded_rect(c.big, (0, 0, 0, 60), (c.k, c.k * 2, W - c.k, H - c.k * 2), r)
    paint.gradient_rounded_rect(c.big, (0, 0, W - c.k, H - c.k * 2), r, BACK, BACK_DARK)
    inset = W * 0.09
    box = pygame.Rect(round(inset), round(inset), round(W - 2 * inset - c.k),
                      round(H - 2 * inset - c.k * 2))
    lattice = pygame.Surface(box.size, pygame.SRCALPHA)
    step, line = W * 0.16, max(1, W * 0.01)
    for i in range(int((box.w + box.h) / step) + 2):
        d = i * step
        paint.thick_line(lattice, GOLD_DARK, (d, 0), (d - box.h, box.h), line)
        paint.thick_line(lattice, GOLD_DARK, (box.w - d, 0), (box.w - d + box.h, box.h), line)
    c.big.blit(paint.masked(lattice, lambda m: paint.rounded_rect(
        m, (255, 255, 255, 150), m.get_rect(), r * 0.6)), box.topleft)
    paint.rounded_rect(c.big, GOLD, box, r * 0.6, max(1, round(W * 0.02)))
    paint.circle(c.big, BACK_DARK, (W / 2, H / 2), W * 0.24)
    paint.circle(c.big, GOLD, (W / 2, H / 2), W * 0.24, max(1, round(W * 0.015)))
    _crown_shape(c, W / 2, H / 2, W * 0.3)
    return c.finish()


def card(number: int | None, width: int, face_up: bool) -> pygame.Surface:
    """A card as the table shows it: its back, the joker (`number` None) or a number."""
    if not face_up:
        return card_back(width)
    return joker_card(width) if number is None else number_card(number, width)


@table_cache(maxsize=32)
def token(number: int, size: int, lit: bool = False) -> pygame.Surface:
    """A round number token (a called number on the table): gold when lit."""
    s = max(8, size)
    c = Canvas(s, s)
    R = c.W / 2
    paint.circle(c.big, (0, 0, 0, 90), (R, R + c.k * 2), R - c.k)
    paint.radial_disc(c.big, (R, R), R - c.k * 2, GOLD_DARK if lit else (120, 30, 40),
                      GOLD_LIGHT if lit else (210, 70, 80))
    paint.circle(c.big, GOLD if lit else (255, 220, 200), (R, R), R - c.k * 2,
                 max(1, round(R * 0.08)))
    c.text(str(number), (R, R), c.W * 0.55, INK if lit else (255, 248, 240))
    return c.finish()


@table_cache(maxsize=4)
def velvet(size: tuple[int, int]) -> pygame.Surface:
    """The court's backdrop: dark velvet, a soft light in the middle, a gold border."""
    w, h = size
    surf = paint.vertical_gradient((w, h), VELVET_TOP, VELVET_BOTTOM).convert()
    small = pygame.Surface((64, 36), pygame.SRCALPHA)
    for i in range(12):  # rings drawn inward, each brighter: a soft light over the table
        f = 1 - i / 12
        pygame.draw.ellipse(small, (255, 190, 140, 4 + i * 3),
                            (32 - 30 * f, 12 - 12 * f, 60 * f, 30 * f))
    glow = pygame.transform.smoothscale(small, (w, h))
    surf.blit(glow, (0, 0))
    edge = max(2, round(min(w, h) * 0.006))
    pygame.draw.rect(surf, (*GOLD_DARK,), surf.get_rect(), edge)
    return surf
