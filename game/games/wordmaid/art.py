"""The word game's pictures, drawn in code: a card's face (its big first letter and index
down the left edge, which a fanned hand leaves in sight; the index again in the top right
corner; a simple picture of its headword; the headword along the foot), the card back
(a turtle), and the turtle mark.

Shapes are drawn on a supersampled `paint.Canvas` from the data in `pictures`; each
finished picture is kept by `table_cache` and given back when the table closes."""

from __future__ import annotations

import pygame

from game.games.wordmaid.cards import PACK, headword
from game.games.wordmaid.pictures import PAPER, PICTURES
from game.ui import paint
from game.ui.memory import table_cache
from game.ui.paint import Canvas

CARD_ASPECT = 1.4  # height / width
RADIUS = 0.08  # corner radius, a fraction of the width
PAPER_TOP, PAPER_BOTTOM = PAPER, (236, 226, 200)
INK = (44, 36, 30)
SUIT_INK = {"S": (30, 34, 52), "C": (30, 70, 46), "H": (190, 36, 44), "D": (200, 84, 24),
            "J": (120, 70, 160)}
SUIT_GLYPH = {"S": "♠", "H": "♥", "C": "♣", "D": "♦", "J": "★"}
BACK_TOP, BACK_BOTTOM = (34, 96, 100), (16, 56, 62)
SHELL, SHELL_DARK, TURTLE_SKIN = (96, 170, 90), (50, 110, 56), (170, 206, 120)
TURTLE = [  # the turtle mark, in a unit square facing right
    ("ellipse", TURTLE_SKIN, 0.28, 0.74, 0.08, 0.07), ("ellipse", TURTLE_SKIN, 0.68, 0.74, 0.08,
                                                       0.07),
    ("ellipse", TURTLE_SKIN, 0.3, 0.34, 0.08, 0.07), ("ellipse", TURTLE_SKIN, 0.66, 0.34, 0.08,
                                                      0.07),
    ("poly", TURTLE_SKIN, [(0.12, 0.56), (0.02, 0.6), (0.12, 0.62)]),
    ("circle", TURTLE_SKIN, 0.86, 0.5, 0.1), ("circle", (30, 40, 30), 0.89, 0.47, 0.02),
    ("ellipse", SHELL_DARK, 0.48, 0.54, 0.36, 0.24), ("ellipse", SHELL, 0.48, 0.52, 0.32, 0.2),
    ("poly", SHELL_DARK, [(0.4, 0.44), (0.56, 0.44), (0.62, 0.54), (0.56, 0.64), (0.4, 0.64),
                          (0.34, 0.54)]),
    ("poly", SHELL, [(0.42, 0.47), (0.54, 0.47), (0.58, 0.54), (0.54, 0.61), (0.42, 0.61),
                     (0.38, 0.54)]),
]


def rank_words(code: str) -> str:
    """A card's index as printed: "A♠", "10♥", "★" for a joker."""
    if code[1] == "J":
        return "★"
    rank = "10" if code[0] == "T" else code[0]
    return rank + SUIT_GLYPH[code[1]]


def draw_shapes(cv: Canvas, shapes: list, box: tuple[float, float, float, float]) -> None:
    """`shapes` (the `pictures` data) drawn into `box` (x, y, size, size) of the big
    canvas."""
    x0, y0, s, _ = box

    def pt(x: float, y: float) -> tuple[float, float]:
        return x0 + x * s, y0 + y * s

    for shape in shapes:
        kind, colour, *rest = shape
        if kind == "circle":
            x, y, r = rest
            paint.circle(cv.big, colour, pt(x, y), r * s)
        elif kind == "ring":
            width, x, y, r = rest
            paint.circle(cv.big, colour, pt(x, y), r * s, max(1, round(width * s)))
        elif kind == "ellipse":
            x, y, rx, ry = rest
            cx, cy = pt(x, y)
            pygame.draw.ellipse(cv.big, colour, pygame.Rect(round(cx - rx * s), round(cy - ry * s),
                                                            round(2 * rx * s), round(2 * ry * s)))
        elif kind == "poly":
            paint.polygon(cv.big, colour, [pt(x, y) for x, y in rest[0]])
        elif kind == "line":
            width, pts = rest
            paint.polyline(cv.big, colour, [pt(x, y) for x, y in pts], max(1.0, width * s))
        elif kind == "rect":
            x, y, w, h, r = rest
            a = pt(x, y)
            paint.rounded_rect(cv.big, colour, (round(a[0]), round(a[1]), round(w * s),
                                                round(h * s)), r * s)
        elif kind == "star":
            x, y, r_out, r_in = rest
            cx, cy = pt(x, y)
            paint.polygon(cv.big, colour, paint.star_points(cx, cy, r_out * s, r_in * s))


@table_cache(maxsize=512)
def _face(code: str, w: int) -> pygame.Surface:
    h = round(w * CARD_ASPECT)
    cv = Canvas(w, h)
    W, H, k = cv.W, cv.H, cv.k
    card = PACK.from_codes([code])[0]
    word = headword(card)
    joker = word == "?"
    ink = SUIT_INK["H" if code == "RJ" else code[1]]
    paint.gradient_rounded_rect(cv.big, (0, 0, W, H), W * RADIUS, PAPER_TOP, PAPER_BOTTOM)
    paint.rounded_rect(cv.big, paint.mix(ink, PAPER, 0.35), (0, 0, W, H), W * RADIUS,
                       max(2, k * 2))
    size = min(W * 0.58, H * 0.46)
    draw_shapes(cv, PICTURES[word], (W * 0.96 - size, H * 0.5 - size * 0.48, size, size))
    # The big first letter and the index down the left edge: what a fan leaves in sight.
    cv.text("?" if joker else word[0], (W * 0.2, H * 0.02), H * 0.24, ink, anchor="midtop")
    cv.text(rank_words(code), (W * 0.2, H * 0.3), W * 0.15, ink, anchor="midtop")
    if w >= 44:
        cv.text(rank_words(code), (W * 0.93, H * 0.04), W * 0.12, paint.mix(ink, PAPER, 0.2),
                anchor="topright")
        cv.text("joker" if joker else word, (W * 0.55, H * 0.95), W * 0.19, INK,
                anchor="midbottom")
    return cv.finish()


def face(code: str, w: int) -> pygame.Surface:
    """The face of card `code` `w` px wide, round(w * CARD_ASPECT) high. Copies share the
    surface: blit it, never draw on it."""
    return _face(code, max(8, int(w)))


@table_cache(maxsize=32)
def back(w: int) -> pygame.Surface:
    """The back every card shares: a turtle in a frame."""
    w = max(8, int(w))
    h = round(w * CARD_ASPECT)
    cv = Canvas(w, h)
    W, H = cv.W, cv.H
    paint.gradient_rounded_rect(cv.big, (0, 0, W, H), W * RADIUS, BACK_TOP, BACK_BOTTOM)
    paint.rounded_rect(cv.big, (226, 214, 160), (W * 0.08, H * 0.06, W * 0.84, H * 0.88),
                       W * 0.06, max(2, cv.k * 2))
    size = W * 0.7
    draw_shapes(cv, TURTLE, (W / 2 - size / 2, H / 2 - size / 2, size, size))
    return cv.finish()


@table_cache(maxsize=32)
def turtle(w: int) -> pygame.Surface:
    """The turtle mark, `w` px square."""
    w = max(8, int(w))
    cv = Canvas(w, w)
    draw_shapes(cv, TURTLE, (0, 0, cv.W, cv.W))
    return cv.finish()


def card(code: str | None, w: int) -> pygame.Surface:
    """A card's face, or its back (None)."""
    return face(code, w) if code else back(w)


__all__ = ["CARD_ASPECT", "back", "card", "face", "rank_words", "turtle"]
