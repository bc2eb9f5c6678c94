"""The word solitaire's cards, drawn in code: a face shows its index (rank and suit) and its
English headword along the top strip, which is what stays in view in a column, and the
word large in the middle, its first letter in the suit's colour, over a faint suit; the
back is a blue pattern with "Aa"; an empty place is a faint outline with its mark (a
foundation's suit, a King's place, the stock's turn-over arrow).

Shapes are drawn on a supersampled `paint.Canvas`, text added sharp after the scaling;
each picture is kept per pixel width by `table_cache` (words are English in both
languages, so no language in the key)."""

from __future__ import annotations

import math

import pygame

from game.games.wordpatience.deck import PACK, headword
from game.ui import fonts, paint
from game.ui.cardart import draw_suit
from game.ui.memory import table_cache
from game.ui.paint import Canvas, Color

ASPECT = 1.41  # height / width
RED, BLACK = (196, 34, 48), (28, 30, 40)
INK = (44, 40, 36)
PAPER_TOP, PAPER_BOTTOM = (255, 253, 246), (240, 234, 218)
EDGE = (150, 142, 124)
BACK_TOP, BACK_BOTTOM = (46, 84, 160), (24, 46, 104)
GOLD = (240, 200, 90)
RANK_WORDS = {"T": "10"}
STRIP = 0.22  # the top strip (index and word) as a share of the height


def height(w: int) -> int:
    return round(w * ASPECT)


def suit_rgb(suit: str) -> Color:
    return RED if suit in "HD" else BLACK


def _paper(c: Canvas) -> None:
    r = c.W * 0.08
    paint.rounded_rect(c.big, (0, 0, 0, 255), (0, 0, c.W, c.H), r)
    paint.gradient_rounded_rect(c.big, (c.k, c.k, c.W - 2 * c.k, c.H - 2 * c.k), r, PAPER_TOP,
                                PAPER_BOTTOM)
    paint.rounded_rect(c.big, EDGE, (0, 0, c.W, c.H), r, max(1, c.k))


@table_cache(maxsize=160)
def face(card: int, w: int) -> pygame.Surface:
    """Card `card`'s face, `w` pixels wide."""
    w = max(8, w)
    h = height(w)
    c = Canvas(w, h)
    k = c.k
    _paper(c)
    info = PACK[card]
    colour = suit_rgb(info.suit)
    word = headword(card)
    # the middle: a faint suit, the word large
    mark = pygame.Surface((round(c.W * 0.6), round(c.W * 0.6)), pygame.SRCALPHA)
    draw_suit(mark, info.suit, mark.get_rect(), (*colour, 34))
    c.big.blit(mark, mark.get_rect(center=(c.W * 0.5, c.H * 0.6)))
    rank = RANK_WORDS.get(info.rank, info.rank)
    rank_px = max(6, round(w * 0.2))
    c.text(rank, (w * 0.07 * k, h * 0.028 * k), rank_px * k, colour, True, "topleft")
    rank_w = fonts.text_width(rank, rank_px, True)
    s = w * 0.13
    draw_suit(c.big, info.suit, pygame.Rect(round((w * 0.09 + rank_w) * k), round(h * 0.045 * k),
                                            round(s * k), round(s * k)), colour)
    small_px = max(6, round(w * 0.125))
    c.text(word, (w * 0.93 * k, h * 0.05 * k), small_px * k, INK, True, "topright")
    _big_word(c, word, colour, w, h)
    c.text(rank, (w * 0.92 * k, h * 0.965 * k), max(6, round(w * 0.12)) * k, colour, True,
           "bottomright")
    return c.finish()


def _big_word(c: Canvas, word: str, colour: Color, w: int, h: int) -> None:
    """The headword across the middle, its first letter in the suit's colour."""
    px = max(7, round(w * 0.25))
    while px > 7 and fonts.text_width(word, px, True) > w * 0.84:
        px -= 1
    head, rest = word[0], word[1:]
    total = fonts.text_width(word, px, True)
    x0 = (w - total) / 2
    head_w = fonts.text_width(head, px, True)
    k = c.k
    # padded to the font's line height, so both parts sit on one baseline
    c.text(head, (x0 * k, h * 0.6 * k), px * k, colour, True, "midleft", pad=True)
    if rest:
        c.text(rest, ((x0 + head_w) * k, h * 0.6 * k), px * k, INK, True, "midleft", pad=True)


@table_cache(maxsize=8)
def back(w: int) -> pygame.Surface:
    """The back, `w` pixels wide."""
    w = max(8, w)
    h = height(w)
    c = Canvas(w, h)
    r = c.W * 0.08
    paint.rounded_rect(c.big, (250, 248, 240), (0, 0, c.W, c.H), r)
    inner = (c.W * 0.06, c.W * 0.06, c.W * 0.88, c.H - c.W * 0.12)
    paint.gradient_rounded_rect(c.big, inner, r * 0.6, BACK_TOP, BACK_BOTTOM)
    # a lattice of small diamonds
    step = c.W * 0.14
    light = (255, 255, 255, 40)
    y = inner[1] + step / 2
    row = 0
    while y < inner[1] + inner[3] - step / 3:
        x = inner[0] + step / 2 + (step / 2 if row % 2 else 0)
        while x < inner[0] + inner[2] - step / 3:
            d = step * 0.22
            paint.polygon(c.big, light, [(x, y - d), (x + d, y), (x, y + d), (x - d, y)])
            x += step
        y += step * 0.6
        row += 1
    paint.rounded_rect(c.big, (*GOLD, 200), inner, r * 0.6, max(1, c.k))
    oval = pygame.Rect(0, 0, round(c.W * 0.5), round(c.W * 0.36))
    oval.center = (round(c.W / 2), round(c.H / 2))
    pygame.draw.ellipse(c.big, (22, 40, 90), oval)
    pygame.draw.ellipse(c.big, GOLD, oval, max(1, c.k))
    c.text("Aa", (c.W / 2, c.H / 2), round(w * 0.2) * c.k, GOLD, True, "center")
    return c.finish()


@table_cache(maxsize=24)
def slot(w: int, mark: str) -> pygame.Surface:
    """An empty place `w` wide: its outline and `mark` ("S".."D": a foundation's suit,
    "K": a column's King, "redeal": the stock's arrow, "": nothing)."""
    w = max(8, w)
    h = height(w)
    c = Canvas(w, h)
    r = c.W * 0.08
    paint.rounded_rect(c.big, (0, 0, 0, 50), (0, 0, c.W, c.H), r)
    paint.rounded_rect(c.big, (255, 255, 255, 90), (0, 0, c.W, c.H), r, max(1, c.k * 2))
    faint = (255, 255, 255, 70)
    if mark in ("S", "H", "C", "D"):
        s = round(c.W * 0.42)
        draw_suit(c.big, mark, pygame.Rect(round(c.W / 2 - s / 2), round(c.H * 0.42 - s / 2), s,
                                           s), faint)
        c.text("A", (c.W / 2, c.H * 0.78), round(w * 0.18) * c.k, (255, 255, 255, 110), True)
    elif mark == "K":
        c.text("K", (c.W / 2, c.H / 2), round(w * 0.34) * c.k, (255, 255, 255, 90), True)
    elif mark == "redeal":
        centre, rad = (c.W / 2, c.H / 2), c.W * 0.22
        pts = [paint.polar(centre, rad, math.radians(a)) for a in range(-60, 240, 10)]
        paint.polyline(c.big, faint, pts, c.W * 0.05)
        tip = pts[-1]
        paint.polygon(c.big, faint, [(tip[0] - c.W * 0.09, tip[1] - c.W * 0.02),
                                     (tip[0] + c.W * 0.07, tip[1] - c.W * 0.06),
                                     (tip[0] + c.W * 0.01, tip[1] + c.W * 0.1)])
    elif mark == "none":
        d = c.W * 0.16
        for sx in (-1, 1):
            paint.thick_line(c.big, faint, (c.W / 2 - d, c.H / 2 - sx * d),
                             (c.W / 2 + d, c.H / 2 + sx * d), c.W * 0.05)
    return c.finish()


@table_cache(maxsize=32)
def glow(w: int, h: int, colour: Color = GOLD) -> pygame.Surface:
    """A soft outline round a card or a run `w` x `h` pixels (the hint's light)."""
    pad = max(3, w // 14)
    out = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    for i in range(pad, 0, -1):
        a = round(200 * (1 - i / (pad + 1)) ** 1.5)
        ring = out.get_rect().inflate(-2 * (pad - i), -2 * (pad - i))
        pygame.draw.rect(out, (*colour[:3], a), ring, max(1, pad // 3),
                         border_radius=round(w * 0.1) + i)
    pygame.draw.rect(out, (*colour[:3], 255), out.get_rect().inflate(-2 * pad + 2, -2 * pad + 2),
                     max(2, w // 40), border_radius=round(w * 0.09))
    return out
