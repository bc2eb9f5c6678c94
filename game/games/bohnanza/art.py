"""Bohnanza's pictures, drawn in code: a bean card (the bean's name, the bean itself in
its colour, its beanometer along the foot), the card back, a coin (a card turned over
into a treasury) and a small bean chip for offers and fields.

Shapes are drawn on a supersampled `paint.Canvas`; each finished picture is kept by
`table_cache` (per language, since the name is printed) and given back when the table
closes. A bean's facts (its beanometer) come from `cards.BEANS`."""

from __future__ import annotations

import random

import pygame

from game.games.bohnanza.cards import BEANS, bean_named
from game.ui import paint
from game.ui.i18n import language, t
from game.ui.memory import table_cache
from game.ui.paint import Canvas, Color

CARD_ASPECT = 1.4  # height / width
RADIUS = 0.08  # corner radius, a fraction of the width

# Each bean's body colour and its darker rim.
COLOURS: dict[str, tuple[Color, Color]] = {
    "coffee": ((120, 78, 46), (62, 38, 20)),
    "wax": ((240, 214, 96), (170, 138, 30)),
    "blue": ((86, 132, 214), (36, 66, 140)),
    "chili": ((218, 58, 40), (130, 24, 14)),
    "stink": ((150, 160, 70), (86, 94, 30)),
    "green": ((110, 190, 80), (44, 112, 34)),
    "soy": ((226, 196, 132), (150, 118, 60)),
    "blackeye": ((242, 236, 222), (70, 64, 60)),
    "red": ((180, 34, 58), (100, 12, 30)),
    "garden": ((140, 206, 150), (60, 130, 80)),
    "cocoa": ((96, 56, 40), (44, 22, 14)),
}
PAPER_TOP, PAPER_BOTTOM = (252, 246, 226), (232, 218, 180)
INK = (54, 40, 26)
BACK_TOP, BACK_BOTTOM = (44, 110, 64), (22, 64, 36)
GOLD, GOLD_DARK, GOLD_LIGHT = (236, 186, 58), (150, 100, 20), (255, 236, 160)


def colour(bean_or_code: str) -> Color:
    return COLOURS[bean_named(bean_or_code)][0]


def _bean_shape(cv: Canvas, bean: str, cx: float, cy: float, r: float) -> None:
    """A kidney-ish bean with a highlight and a little face (the game's cheerful beans)."""
    body, rim = COLOURS[bean]
    rnd = random.Random(bean)  # each bean's outline is its own, the same every time
    outline = paint.blob(cx, cy, r * 0.72, r, rnd, wobble=0.1, rot=0.35)
    paint.polygon(cv.big, rim, outline)
    inner = paint.blob(cx, cy, r * 0.62, r * 0.9, random.Random(bean + "in"), wobble=0.08,
                       rot=0.35)
    paint.polygon(cv.big, body, inner)
    light = paint.mix(body, (255, 255, 255), 0.45)
    paint.circle(cv.big, light, (cx - r * 0.22, cy - r * 0.42), r * 0.16)
    eye = rim if bean != "blackeye" else (30, 26, 24)
    for dx in (-0.2, 0.2):
        paint.circle(cv.big, (255, 255, 255), (cx + r * dx, cy - r * 0.05), r * 0.13)
        paint.circle(cv.big, eye, (cx + r * dx, cy - r * 0.02), r * 0.07)
    smile = paint.arc_points((cx, cy + r * 0.18), r * 0.22, 0.5, 2.64, ry=r * 0.14)
    paint.polyline(cv.big, eye, smile, max(2, r * 0.05))


@table_cache(maxsize=256)
def _face(bean: str, w: int, lang: str) -> pygame.Surface:
    h = round(w * CARD_ASPECT)
    cv = Canvas(w, h)
    W, H, k = cv.W, cv.H, cv.k
    paint.gradient_rounded_rect(cv.big, (0, 0, W, H), W * RADIUS, PAPER_TOP, PAPER_BOTTOM)
    paint.rounded_rect(cv.big, COLOURS[bean][1], (0, 0, W, H), W * RADIUS, max(2, k * 2))
    _bean_shape(cv, bean, W / 2, H * 0.47, W * 0.3)
    if w >= 40:
        cv.text(t(f"bn_bean_{bean}"), (W / 2, H * 0.11), W * 0.15, INK)
        # the beanometer: coins for how many beans, step by step
        steps = [(n, c) for c, n in enumerate(BEANS[bean].meter, start=1) if n is not None]
        band = paint.mix(PAPER_BOTTOM, COLOURS[bean][0], 0.25)
        paint.rounded_rect(cv.big, band, (W * 0.06, H * 0.8, W * 0.88, H * 0.15), W * 0.04)
        for i, (needed, coins) in enumerate(steps):
            x = W * (0.06 + 0.88 * (i + 0.5) / len(steps))
            cv.text(str(needed), (x, H * 0.845), W * 0.12, INK)
            cv.text("●" * coins, (x, H * 0.915), W * 0.07, GOLD_DARK)
    else:
        cv.text(t(f"bn_bean_{bean}")[:1], (W / 2, H * 0.86), W * 0.3, INK)
    return cv.finish()


def face(bean_or_code: str, w: int) -> pygame.Surface:
    """The face of a bean card (a card code or a bean's name) `w` px wide, round(w *
    CARD_ASPECT) high. Copies share the surface: blit it, never draw on it."""
    return _face(bean_named(bean_or_code), max(8, int(w)), language())


@table_cache(maxsize=32)
def back(w: int) -> pygame.Surface:
    """The back every card shares."""
    w = max(8, int(w))
    h = round(w * CARD_ASPECT)
    cv = Canvas(w, h)
    W, H = cv.W, cv.H
    paint.gradient_rounded_rect(cv.big, (0, 0, W, H), W * RADIUS, BACK_TOP, BACK_BOTTOM)
    paint.rounded_rect(cv.big, (240, 226, 170), (W * 0.08, H * 0.06, W * 0.84, H * 0.88),
                       W * 0.06, max(2, cv.k * 2))
    outline = paint.blob(W / 2, H / 2, W * 0.2, W * 0.3, random.Random(7), rot=0.35)
    paint.polygon(cv.big, (92, 160, 96), outline)
    return cv.finish()


@table_cache(maxsize=32)
def coin(d: int) -> pygame.Surface:
    """A gold coin `d` px across (a bean card turned over into a treasury)."""
    d = max(6, int(d))
    cv = Canvas(d, d)
    c, r = (cv.W / 2, cv.H / 2), cv.W / 2 - cv.k
    paint.circle(cv.big, GOLD_DARK, c, r)
    paint.radial_disc(cv.big, c, r * 0.86, GOLD, GOLD_LIGHT, inner_at=0.2)
    paint.circle(cv.big, GOLD_DARK, c, r * 0.55, max(1, cv.k))
    return cv.finish()


@table_cache(maxsize=128)
def chip(bean: str, d: int) -> pygame.Surface:
    """A bean alone, `d` px high: a bean named in an offer or an ask."""
    d = max(8, int(d))
    cv = Canvas(d, d)
    _bean_shape(cv, bean_named(bean), cv.W / 2, cv.H / 2, cv.H * 0.45)
    return cv.finish()
