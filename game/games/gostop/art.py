"""Go-Stop's procedural hwatu art: the 48 month cards, the two bonus cards and the back.

Hwatu are read by picture, not by index: a player matches months by their plant and
counts points by what else the picture shows. So every card of a month shares one
plant and palette (pine and a red dawn for January, black wisteria strands for April,
the black hill under a red sky for August, ...), and the category sits on top of it
the way printed Korean decks show it: a red disc with 光 on the five brights, a big
animal or bird on the nine animals, a long ribbon on the ten ribbons (red with
writing for hongdan, plain red for chodan and December, blue with writing for
cheongdan), and the plant alone on the junk. The two double junks carry a "×2" tag
and the bonus cards a big numeral. A small month number in the top left corner is a
beginner's aid the caller may switch off.

Nothing is copied from a printed deck or an image file: every picture is a handful of
polygons, discs and tapered brush strokes written in card units (x 0..1 across the
card, y 0..CARD_RATIO down it), drawn on a supersampled `paint.Canvas` and smooth-scaled
down, so a card is as sharp at 40 px as at 240 px. Finished faces are cached.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

import pygame

from game.games.gostop.cards import (
    ANIMAL,
    BONUS_CARD,
    BRIGHT,
    CHEONGDAN,
    HONGDAN,
    JUNK,
    RIBBON,
    Hwatu,
    card,
)
from game.ui import fonts, paint
from game.ui.memory import table_cache
from game.ui.paint import Canvas, Color, Point

CARD_RATIO = 1.6  # height / width: a printed hwatu card is about 33 x 53 mm
# Faces + backs kept: the table makes every card at each width it draws one at rest when
# it opens (four sizes, up to three pixel widths each as rects round: 600 at most), and
# the results sheet and the emblem draw some more; none may be pushed out while it plays.
CACHE_SIZE = 800

# Korean order: November is paulownia, December is willow in the rain (hanafuda swaps them).
MONTH_PLANTS: dict[int, str] = {
    1: "pine", 2: "plum blossom", 3: "cherry blossom", 4: "black bush clover (wisteria)",
    5: "iris (orchid)", 6: "peony", 7: "red bush clover", 8: "pampas grass under the moon",
    9: "chrysanthemum", 10: "maple", 11: "paulownia", 12: "willow in the rain",
}

# -- palette ----------------------------------------------------------------------------------
PAPER = (247, 238, 214)       # warm cream: reads on green felt, dark ink reads on it
EDGE = (44, 20, 18)           # the dark rim every printed face has
INK = (30, 22, 20)
BRIGHT_RED = (206, 30, 34)
RIBBON_RED = (210, 38, 42)
RIBBON_BLUE = (36, 86, 184)
BADGE_GOLD = (246, 196, 52)   # the double-junk / bonus tag: a colour no plant uses up there
BACK_RED = (158, 22, 28)
PINE, PINE_DARK, PINE_LIGHT = (34, 112, 62), (14, 60, 36), (96, 170, 96)
BARK = (104, 62, 38)
BLACK_BARK = (42, 30, 28)
LEAF, LEAF_DARK = (58, 132, 64), (24, 78, 40)

# The dark rim, the corner radius and the top-right badge (光 or ×2), as fractions of the
# card's width; the month tag grows with its numeral instead, see `month_tag_rect`.
EDGE_W = 0.032
CORNER_R = 0.075
BADGE_C, BADGE_R = (0.80, 0.19), 0.125


# The shared curve helpers (game/ui/paint.py), under the short names the drawings use.
_quad, _arc, _taper = paint.bezier_points, paint.arc_points, paint.brush_outline
_place, _rot = paint.placed, paint.rotated


def card_height(width: int) -> int:
    return round(width * CARD_RATIO)


def month_size(width: int) -> int:
    """Pixel size of the month numeral: readable at 60 px, not shouting at 240 px."""
    return max(10, round(4 + 0.1 * width))


def month_tag_rect(width: int, month: int = 12) -> pygame.Rect:
    """The top-left corner tag holding the month number, in final pixels: the only
    pixels `month_number` changes (a fan must leave it showing)."""
    size = month_size(width)
    text = fonts.render(str(month), size, PAPER, True, False)
    edge = max(1.0, width * EDGE_W)
    tw = text.get_width() + size * 0.55
    th = text.get_height() + size * 0.45
    return pygame.Rect(0, 0, math.ceil(edge + tw), math.ceil(edge + th))


# -- a pen in card units ------------------------------------------------------------------------






def _placer(at: Point, s: float) -> Callable[[float, float], Point]:
    """`_place` for one point at a time: q(x, y) -> card units."""
    def q(x: float, y: float) -> Point:
        return (at[0] + x * s, at[1] + y * s)
    return q






class _Pen:
    """Draws in card units (x 0..1 across, y 0..CARD_RATIO down) on a big canvas, so
    a picture is written once for every size."""

    def __init__(self, surf: pygame.Surface, unit: float) -> None:
        self.s, self.u = surf, unit

    def p(self, x: float, y: float) -> Point:
        return (x * self.u, y * self.u)

    def big(self, pts: Sequence[Point]) -> list[Point]:
        u = self.u
        return [(x * u, y * u) for x, y in pts]

    def poly(self, color: Color, pts: Sequence[Point], edge: Color | None = None,
             ew: float = 0.007) -> None:
        big = self.big(pts)
        paint.polygon(self.s, color, big)
        if edge is not None and len(big) >= 3:
            pygame.draw.lines(self.s, edge, True, big, max(1, round(ew * self.u)))

    def disc(self, color: Color, c: Point, r: float, edge: Color | None = None,
             ew: float = 0.007) -> None:
        if edge is not None:
            paint.circle(self.s, edge, self.p(*c), (r + ew * 0.5) * self.u)
            r -= ew * 0.5
        paint.circle(self.s, color, self.p(*c), r * self.u)

    def ellipse(self, color: Color, c: Point, rx: float, ry: float, rot: float = 0.0,
                edge: Color | None = None, ew: float = 0.007) -> None:
        self.poly(color, _arc(c, rx, 0, math.tau, 28, ry, rot)[:-1], edge, ew)

    def line(self, color: Color, a: Point, b: Point, w: float) -> None:
        paint.thick_line(self.s, color, self.p(*a), self.p(*b), w * self.u)

    def stroke(self, color: Color, pts: Sequence[Point], w: float) -> None:
        """A round-capped line of one width through `pts`."""
        big = self.big(pts)
        ww = max(1, round(w * self.u))
        pygame.draw.lines(self.s, color, False, big, ww)
        for q in (big[0], big[-1]):
            paint.circle(self.s, color, q, ww / 2)

    def brush(self, color: Color, pts: Sequence[Point], w0: float, w1: float = 0.0,
              swell: float = 0.0) -> None:
        self.poly(color, _taper(pts, w0, w1, swell))

    def leaf(self, color: Color, a: Point, b: Point, w: float, bend: float = 0.0,
             vein: Color | None = None) -> None:
        """A lens-shaped leaf from stalk `a` to tip `b`, bowed `bend` to one side."""
        mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        dx, dy = b[0] - a[0], b[1] - a[1]
        c = (mx - dy * bend, my + dx * bend)
        spine = _quad(a, c, b, 10)
        self.poly(color, _taper(spine, 0, 0, w))
        if vein is not None:
            self.stroke(vein, spine[1:-2], w * 0.08)

    def gradient(self, rect: tuple[float, float, float, float], top: Color,
                 bottom: Color) -> None:
        x, y, w, h = (v * self.u for v in rect)
        g = paint.vertical_gradient((max(1, round(w)), max(2, round(h))), top, bottom)
        self.s.blit(g, (round(x), round(y)))


# -- shared pieces ------------------------------------------------------------------------------
def _flower5(pen: _Pen, c: Point, r: float, petal: Color, heart: Color,
             edge: Color | None = None, rot: float = 0.0) -> None:
    """A five-petal blossom (plum, cherry): five discs round a coloured heart."""
    for i in range(5):
        a = rot + i * math.tau / 5 - math.pi / 2
        pen.disc(petal, paint.polar(c, r * 0.55, a), r * 0.5, edge, r * 0.12)
    for i in range(5):  # a second pass hides the inner outlines
        a = rot + i * math.tau / 5 - math.pi / 2
        pen.disc(petal, paint.polar(c, r * 0.5, a), r * 0.4)
    pen.disc(heart, c, r * 0.26)


def _rain(pen: _Pen, rnd: random.Random, color: Color, n: int, y0: float = 0.0,
          y1: float = 1.6) -> None:
    """Slanting rain strokes."""
    for _ in range(n):
        x, y = rnd.uniform(-0.1, 1.05), rnd.uniform(y0, y1)
        ln = rnd.uniform(0.08, 0.16)
        pen.line(color, (x, y), (x - ln * 0.35, y + ln), 0.006)


def _hill(pen: _Pen, color: Color, top: float, bumps: Sequence[tuple[float, float, float]],
          bottom: float = 1.7) -> list[Point]:
    """A hill silhouette: a ridge line through gentle bumps (x, height, width), filled
    down to `bottom`. Returns the ridge points."""
    ridge = []
    for i in range(41):
        x = -0.05 + 1.1 * i / 40
        y = top - sum(hgt * math.exp(-((x - bx) / bw) ** 2) for bx, hgt, bw in bumps)
        ridge.append((x, y))
    pen.poly(color, ridge + [(1.05, bottom), (-0.05, bottom)])
    return ridge


def _soft_shadow(pen: _Pen, pts: Sequence[Point], alpha: int = 80) -> None:
    """A translucent dark polygon blended over the picture (drawing a translucent colour
    straight onto the card would punch a see-through hole in it)."""
    big = pen.big(pts)
    box = pygame.Rect(0, 0, 1, 1).unionall(
        [pygame.Rect(int(x), int(y), 1, 1) for x, y in big]).inflate(2, 2)
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    paint.polygon(layer, (20, 10, 10, alpha), [(x - box.x, y - box.y) for x, y in big])
    pen.s.blit(layer, box.topleft)


# -- January: pine, crane and the red sun ---------------------------------------------------------
def _pine_fan(pen: _Pen, c: Point, r: float, tilt: float = 0.0) -> None:
    """A pine needle cluster as hwatu draws it: a fan of needles on a dark rim."""
    a0, a1 = -math.pi / 2 + tilt - 1.2, -math.pi / 2 + tilt + 1.2
    pen.poly(PINE_DARK, [c] + _arc(c, r, a0, a1, 18))
    pen.poly(PINE, [c] + _arc(c, r * 0.9, a0 + 0.05, a1 - 0.05, 18))
    for i in range(11):
        a = a0 + 0.12 + (a1 - a0 - 0.24) * i / 10
        pen.line(PINE_LIGHT, paint.polar(c, r * 0.3, a), paint.polar(c, r * 0.84, a), r * 0.045)
    pen.poly(PINE_DARK, [c] + _arc(c, r * 0.34, a0, a1, 10))


def _month1(pen: _Pen, c: Hwatu) -> None:
    pen.gradient((0, 0, 1, 0.95), (226, 92, 66), PAPER)  # the dawn sky
    if c.category == BRIGHT:
        pen.disc((196, 24, 30), (0.4, 0.42), 0.25)  # the rising sun
        pen.disc((214, 46, 40), (0.4, 0.42), 0.21)
    _hill(pen, (170, 44, 40), 1.42, ((0.25, 0.1, 0.3), (0.85, 0.06, 0.25)))
    trunk = _quad((0.86, 1.62), (0.98, 1.0), (0.58, 0.58), 14)
    pen.brush(BARK, trunk, 0.11, 0.035)
    pen.brush(BARK, _quad(trunk[6], (0.5, 1.0), (0.24, 0.9), 8), 0.05, 0.02)
    pen.brush(BARK, _quad(trunk[3], (0.7, 1.3), (0.52, 1.22), 8), 0.045, 0.02)
    fans = ((0.58, 0.6, 0.25, 0.0), (0.24, 0.92, 0.21, -0.2), (0.86, 0.92, 0.18, 0.25),
            (0.5, 1.23, 0.19, 0.1))
    if c.category == BRIGHT:
        fans = fans[1:3]  # leave the sun and the crane their room
    for x, y, r, tilt in fans:
        _pine_fan(pen, (x, y), r, tilt)
    if c.category == BRIGHT:
        _crane(pen)


def _crane(pen: _Pen) -> None:
    """The crane of the January bright: white body, black neck and tail, red crown."""
    white, black, red = (252, 250, 244), (26, 24, 26), (214, 30, 36)
    for top, foot in (((0.56, 1.16), (0.53, 1.46)), ((0.64, 1.16), (0.68, 1.45))):  # legs
        pen.stroke(INK, [top, foot], 0.014)
        pen.stroke(INK, [foot, (foot[0] - 0.06, foot[1] + 0.01)], 0.01)
    pen.poly(black, [(0.7, 1.0), (0.94, 1.1), (0.87, 1.14), (0.93, 1.22), (0.82, 1.2),
                     (0.68, 1.14)], INK)  # tail plumes
    pen.ellipse(white, (0.6, 1.06), 0.2, 0.11, -0.12, INK)
    for i in range(3):  # the folded wing's feathers
        pen.stroke((170, 168, 160), _quad((0.5 + i * 0.05, 1.0 + i * 0.01),
                                          (0.62 + i * 0.05, 1.06), (0.74, 1.08 + i * 0.02), 6),
                   0.008)
    neck = _quad((0.46, 1.03), (0.3, 0.92), (0.42, 0.78), 10)
    pen.brush(black, neck, 0.07, 0.04)
    head = (0.42, 0.76)
    pen.poly((196, 186, 120), [(0.41, 0.74), (0.2, 0.8), (0.41, 0.785)], INK, 0.004)  # beak
    pen.disc(white, head, 0.042, INK)
    pen.disc(red, (0.43, 0.735), 0.024)
    pen.disc(INK, (0.415, 0.765), 0.009)


# -- February: red plum and the bush warbler ---------------------------------------------------
def _month2(pen: _Pen, c: Hwatu) -> None:
    pen.gradient((0, 0.9, 1, 0.75), PAPER, (236, 214, 200))
    main = _quad((-0.05, 1.45), (0.45, 1.2), (0.55, 0.62), 14)
    pen.brush(BLACK_BARK, main, 0.07, 0.025)
    twigs = [_quad(main[5], (0.5, 1.2), (0.94, 1.06), 8),
             _quad(main[9], (0.8, 0.68), (0.95, 0.36), 8),
             _quad(main[7], (0.2, 0.9), (0.1, 0.48), 8),
             _quad(main[12], (0.45, 0.4), (0.3, 0.2), 8)]
    for tw in twigs:
        pen.brush(BLACK_BARK, tw, 0.03, 0.008)
    rnd = random.Random(2)
    red, pale = (206, 30, 64), (236, 92, 116)
    spots = [main[4], main[8], main[13], twigs[0][4], twigs[0][8], twigs[1][4], twigs[1][8],
             twigs[2][3], twigs[2][8], twigs[3][5], twigs[3][8], main[10]]
    for i, (x, y) in enumerate(spots):
        r = rnd.uniform(0.055, 0.075)
        _flower5(pen, (x + rnd.uniform(-0.03, 0.03), y + rnd.uniform(-0.03, 0.03)), r,
                 red if i % 3 else pale, (250, 214, 90), (140, 16, 40), rnd.uniform(0, 1))
    for x, y in (twigs[0][6], twigs[1][6], twigs[2][5]):  # buds
        pen.disc(red, (x + 0.02, y - 0.02), 0.02)
    if c.category == ANIMAL:
        _warbler(pen, (0.46, 1.08), 0.38)


def _warbler(pen: _Pen, at: Point, s: float) -> None:
    """The bush warbler (a godori bird): a plump olive bird perched, head to the left."""
    olive, belly, dark = (128, 140, 46), (206, 206, 118), (70, 78, 26)
    pen.poly(dark, _place([(0.3, 0.0), (0.95, 0.25), (0.9, 0.38), (0.25, 0.18)], at, s))  # tail
    pen.ellipse(olive, at, 0.42 * s, 0.27 * s, 0.25, INK)
    pen.ellipse(belly, (at[0] - 0.06 * s, at[1] + 0.1 * s), 0.28 * s, 0.14 * s, 0.3)
    pen.leaf(dark, _place([(-0.15, -0.1)], at, s)[0], _place([(0.55, 0.15)], at, s)[0],
             0.2 * s, -0.1)
    head = _place([(-0.36, -0.22)], at, s)[0]
    pen.poly((60, 44, 30), _place([(-0.5, -0.28), (-0.72, -0.2), (-0.5, -0.17)], at, s))
    pen.disc(olive, head, 0.2 * s, INK)
    pen.disc((250, 246, 230), _place([(-0.42, -0.26)], at, s)[0], 0.065 * s)
    pen.disc(INK, _place([(-0.42, -0.26)], at, s)[0], 0.035 * s)
    for fx in (-0.05, 0.1):  # feet on the branch
        pen.stroke(INK, _place([(fx, 0.25), (fx - 0.03, 0.4)], at, s), 0.012)


# -- March: cherry blossom and the curtain ------------------------------------------------------
def _cherry_cluster(pen: _Pen, rnd: random.Random, c: Point, r: float, n: int) -> None:
    pink, white, heart = (244, 156, 180), (253, 232, 238), (224, 70, 110)
    for _ in range(n):
        a, d = rnd.uniform(0, math.tau), r * math.sqrt(rnd.random())
        fr = rnd.uniform(0.05, 0.07)
        _flower5(pen, paint.polar(c, d, a), fr, pink if rnd.random() < 0.55 else white, heart,
                 (206, 96, 130), rnd.uniform(0, 1))


def _month3(pen: _Pen, c: Hwatu) -> None:
    pen.gradient((0, 0.7, 1, 0.95), PAPER, (240, 206, 210))
    rnd = random.Random(3)
    pen.brush(BARK, _quad((0.1, 1.7), (0.2, 1.0), (0.05, 0.3), 12), 0.08, 0.03)
    pen.brush(BARK, _quad((0.15, 0.9), (0.6, 0.8), (0.95, 0.45), 10), 0.04, 0.015)
    clusters = [((0.3, 0.3), 0.2, 16), ((0.75, 0.3), 0.2, 14), ((0.52, 0.62), 0.2, 14),
                ((0.2, 0.85), 0.16, 10)]
    if c.category != BRIGHT:
        clusters += [((0.75, 1.0), 0.18, 12), ((0.35, 1.25), 0.18, 12), ((0.8, 1.4), 0.12, 7)]
    for ctr, r, n in clusters:
        _cherry_cluster(pen, rnd, ctr, r, n)
    if c.category == BRIGHT:
        _curtain(pen)


def _curtain(pen: _Pen) -> None:
    """The camp curtain of the March bright: red and white stripes hung in swags."""
    top, bottom = 0.86, 1.46
    pen.line(BARK, (-0.05, top - 0.02), (1.05, top - 0.02), 0.025)
    swags = 3
    edge = []
    for i in range(swags * 8 + 1):
        x = -0.05 + 1.1 * i / (swags * 8)
        edge.append((x, bottom - 0.06 * abs(math.sin(math.pi * swags * (x + 0.05) / 1.1))))
    pen.poly((250, 246, 236), [(-0.05, top), (1.05, top)] + edge[::-1])
    stripes = 7
    for i in range(stripes):
        if i % 2:
            continue
        x0, x1 = -0.05 + 1.1 * i / stripes, -0.05 + 1.1 * (i + 1) / stripes
        low = [p for p in edge if x0 <= p[0] <= x1]
        pen.poly((200, 34, 44), [(x0, top), (x1, top)] + low[::-1])
    for x in (0.17, 0.5, 0.83):  # the crest roundels
        pen.disc((250, 246, 236), (x, 1.1), 0.085, INK, 0.008)
        _flower5(pen, (x, 1.1), 0.06, (200, 34, 44), (250, 210, 80))
    pygame.draw.lines(pen.s, INK, False, pen.big(edge), max(1, round(0.006 * pen.u)))


# -- April: black bush clover and the cuckoo ------------------------------------------------------
def _hanging_strands(pen: _Pen, rnd: random.Random, leaf: Color, flower: Color,
                     roots: Sequence[tuple[float, float, float]], up: bool = False) -> None:
    """Bush clover: strands of small bead-like leaves, drooping from the top (April's
    black) or arching up from the ground (July's red)."""
    for x0, length, sway in roots:
        if up:
            pts = _quad((x0, 1.62), (x0 + sway, 1.62 - length * 0.9),
                        (x0 + sway * 2.2, 1.62 - length), 11)
        else:
            pts = _quad((x0, -0.05), (x0 + sway, length * 0.5), (x0 + sway * 0.4, length), 11)
        pen.stroke(paint.shade(leaf, 0.7), pts, 0.012)
        n = len(pts)
        for i in range(1, n):
            x, y = pts[i]
            ax, ay = pts[max(0, i - 1)]
            bx, by = pts[min(n - 1, i + 1)]
            along = math.atan2(by - ay, bx - ax)
            size = 0.085 * (1 - 0.35 * i / n)
            for side in (-1, 1):  # a pair of leaves at each node, swept along the strand
                tip = paint.polar((x, y), size, along + side * 0.75)
                pen.leaf(leaf, (x, y), tip, size * 0.55, 0.12 * side)
            if rnd.random() < 0.3:
                pen.disc(flower, paint.polar((x, y), size * 0.5, along + rnd.choice((-1, 1)) *
                                             1.4), 0.016)


def _month4(pen: _Pen, c: Hwatu) -> None:
    rnd = random.Random(4)
    if c.category == ANIMAL:
        pen.gradient((0, 0, 1, 1.0), (236, 218, 186), PAPER)
        moon = (0.72, 0.38)
        pen.disc((238, 190, 40), moon, 0.13)
        pen.disc((236, 222, 192), (0.78, 0.33), 0.12)  # the new moon's shadow
    roots = [(0.12, 1.35, 0.12), (0.32, 1.2, 0.08), (0.55, 1.45, 0.1), (0.78, 1.15, 0.06),
             (0.94, 1.4, 0.05)]
    if c.category == ANIMAL:
        roots = [(0.1, 1.2, 0.1), (0.3, 0.9, 0.06), (0.93, 1.3, 0.04)]
    _hanging_strands(pen, rnd, (34, 30, 40), (196, 50, 70), roots)
    if c.category == ANIMAL:
        _cuckoo(pen, (0.46, 0.95), 0.48)


def _cuckoo(pen: _Pen, at: Point, s: float) -> None:
    """The cuckoo (a godori bird) flying left under the crescent moon: grey back, barred
    pale belly, long tail, wings beating."""
    dark, grey, pale = (52, 50, 60), (104, 104, 118), (236, 230, 212)
    q = _placer(at, s)
    pen.leaf(grey, q(0.0, -0.08), q(0.5, -0.85), 0.3 * s, -0.15, dark)  # far wing
    pen.leaf(dark, q(0.25, 0.0), q(1.0, -0.06), 0.16 * s, 0.0)  # tail
    for i in range(3):
        pen.disc(pale, q(0.55 + i * 0.13, -0.03), 0.018 * s)
    pen.ellipse(grey, at, 0.42 * s, 0.15 * s, -0.05, INK)
    pen.ellipse(pale, q(-0.05, 0.05), 0.3 * s, 0.08 * s, -0.05)
    for i in range(5):  # the barred belly
        pen.stroke(dark, [q(-0.25 + i * 0.1, 0.02), q(-0.21 + i * 0.1, 0.1)], 0.01 * s / 0.4)
    pen.leaf(dark, q(-0.05, -0.04), q(0.45, 0.7), 0.34 * s, 0.2, grey)  # near wing, down
    pen.disc(dark, q(-0.42, -0.07), 0.14 * s, INK)
    pen.poly((222, 170, 40), [q(-0.53, -0.11), q(-0.72, -0.05), q(-0.53, -0.02)])
    pen.disc((250, 200, 60), q(-0.45, -0.1), 0.045 * s)
    pen.disc(INK, q(-0.46, -0.1), 0.022 * s)


# -- May: iris and the eight-plank bridge ---------------------------------------------------------
def _iris(pen: _Pen, c: Point, s: float) -> None:
    purple, deep, gold = (112, 62, 168), (70, 30, 120), (250, 210, 70)
    for a in (-2.4, -0.74):  # standards (upright petals)
        pen.leaf(purple, c, paint.polar(c, 0.16 * s, a), 0.07 * s, 0.15, deep)
    pen.leaf(purple, c, paint.polar(c, 0.16 * s, -math.pi / 2), 0.08 * s, 0.0, deep)
    for a in (2.6, 0.55, math.pi / 2):  # falls (drooping petals)
        tip = paint.polar(c, 0.15 * s, a)
        pen.leaf(deep, c, tip, 0.09 * s, 0.1)
        pen.leaf(purple, c, paint.polar(c, 0.12 * s, a), 0.06 * s, 0.1)
    pen.disc(gold, (c[0], c[1] + 0.015 * s), 0.02 * s)


def _month5(pen: _Pen, c: Hwatu) -> None:
    pen.gradient((0, 0.9, 1, 0.75), PAPER, (214, 226, 200))
    if c.category == ANIMAL:
        _bridge(pen)
    blades = [(0.1, -0.25, 0.95), (0.22, -0.1, 0.45), (0.3, 0.05, 0.3), (0.42, 0.2, 0.55),
              (0.58, -0.15, 0.35), (0.7, 0.12, 0.6), (0.84, 0.25, 0.4), (0.92, -0.1, 0.8)]
    for x, sway, top in blades:
        if c.category == ANIMAL and top > 0.7:
            top = 0.75
        pen.leaf(LEAF if sway > 0 else LEAF_DARK, (x, 1.65), (x + sway, top), 0.05, 0.06 * (
            1 if sway > 0 else -1))
    for x, y, stem in ((0.3, 0.5, 0.32), (0.62, 0.36, 0.4), (0.82, 0.72, 0.25),
                       (0.16, 0.92, 0.3)):
        if c.category == ANIMAL and y > 0.8:
            continue
        pen.stroke(LEAF_DARK, [(x, y), (x + 0.02, y + stem * 2.4)], 0.014)
        _iris(pen, (x, y), 1.2)


def _bridge(pen: _Pen) -> None:
    """The eight-plank bridge: wooden planks zigzagging across the marsh."""
    water = (120, 160, 180)
    pen.poly(water, [(-0.05, 1.05), (1.05, 0.95), (1.05, 1.7), (-0.05, 1.7)])
    for y in (1.15, 1.3, 1.45):
        pen.line((170, 200, 214), (0.1, y), (0.35, y - 0.01), 0.008)
    zig = [(-0.1, 1.5), (0.4, 1.28), (0.12, 1.1), (0.75, 0.92), (1.1, 1.06)]
    wood, dark = (170, 118, 64), (96, 62, 34)
    for a, b in zip(zig, zig[1:], strict=False):
        dx, dy = b[0] - a[0], b[1] - a[1]
        d = math.hypot(dx, dy)
        nx, ny = -dy / d * 0.06, dx / d * 0.06
        plank = [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny), (b[0] - nx, b[1] - ny),
                 (a[0] - nx, a[1] - ny)]
        pen.poly(dark, [(x, y + 0.03) for x, y in plank])
        pen.poly(wood, plank, INK)
        for t in (0.33, 0.66):  # seams between the boards
            m = (a[0] + dx * t, a[1] + dy * t)
            pen.line(dark, (m[0] + nx, m[1] + ny), (m[0] - nx, m[1] - ny), 0.006)


# -- June: peony and butterflies --------------------------------------------------------------
def _peony(pen: _Pen, c: Point, r: float) -> None:
    outer, mid, inner = (200, 26, 52), (226, 56, 80), (246, 120, 140)
    for ring, colour, n, off in ((1.0, outer, 9, 0.0), (0.72, mid, 8, 0.3), (0.45, inner, 6, 0.1)):
        for i in range(n):
            a = off + i * math.tau / n
            pen.disc(colour, paint.polar(c, r * ring * 0.6, a), r * ring * 0.46, (150, 14, 40),
                     r * 0.03)
        pen.disc(colour, c, r * ring * 0.66)
    pen.disc((250, 214, 90), c, r * 0.14)


def _peony_leaf(pen: _Pen, base: Point, a: float, s: float) -> None:
    """A three-lobed peony leaf, dark green."""
    for da, ln in ((-0.45, 0.7), (0.0, 1.0), (0.45, 0.7)):
        tip = paint.polar(base, s * ln, a + da)
        pen.leaf((30, 84, 48), base, tip, s * 0.34, 0.05, (16, 50, 28))


def _month6(pen: _Pen, c: Hwatu) -> None:
    pen.gradient((0, 1.0, 1, 0.65), PAPER, (226, 214, 190))
    for base, a, s in (((0.5, 1.25), -2.3, 0.34), ((0.5, 1.25), -0.8, 0.34),
                       ((0.5, 1.35), 2.6, 0.3), ((0.5, 1.35), 0.5, 0.3), ((0.45, 1.6), -1.8, 0.3),
                       ((0.55, 1.6), -1.3, 0.3)):
        _peony_leaf(pen, base, a, s)
    if c.category == ANIMAL:
        _peony(pen, (0.5, 1.05), 0.24)
        _butterfly(pen, (0.3, 0.42), 0.2, -0.25, ((70, 110, 210), (250, 214, 70)))
        _butterfly(pen, (0.72, 0.66), 0.16, 0.3, ((236, 150, 40), (70, 40, 30)))
    else:
        _peony(pen, (0.52, 0.72), 0.3)
        _peony(pen, (0.2, 1.2), 0.17)


def _butterfly(pen: _Pen, c: Point, s: float, rot: float, colours: tuple[Color, Color]) -> None:
    wing, spot = colours
    for side in (-1, 1):
        up = _rot(_place([(0.05, -0.05), (0.55, -0.75), (0.95, -0.55), (0.7, 0.0)], c, s,
                         side < 0), c, rot)
        low = _rot(_place([(0.05, 0.02), (0.65, 0.1), (0.55, 0.55), (0.15, 0.45)], c, s,
                          side < 0), c, rot)
        pen.poly(wing, up, INK, 0.008)
        pen.poly(paint.shade(wing, 0.8), low, INK, 0.008)
        pen.disc(spot, _rot(_place([(0.58, -0.4)], c, s, side < 0), c, rot)[0], 0.1 * s)
    pen.ellipse(INK, c, 0.06 * s, 0.4 * s, rot)
    for side in (-1, 1):
        tip = _rot(_place([(0.3 * side, -0.85)], c, s), c, rot)[0]
        pen.stroke(INK, [_rot(_place([(0, -0.35)], c, s), c, rot)[0], tip], 0.006)


# -- July: red bush clover and the boar ---------------------------------------------------------
def _month7(pen: _Pen, c: Hwatu) -> None:
    rnd = random.Random(7)
    pen.gradient((0, 0.8, 1, 0.85), PAPER, (240, 212, 200))
    roots = [(0.05, 1.5, 0.12), (0.25, 1.2, 0.1), (0.45, 1.45, 0.07), (0.62, 1.1, 0.1),
             (0.8, 1.35, 0.04), (0.95, 1.0, -0.05)]
    if c.category == ANIMAL:
        roots = [(0.05, 1.45, 0.1), (0.25, 1.35, 0.08), (0.62, 1.4, 0.06), (0.88, 1.4, 0.0)]
    _hanging_strands(pen, rnd, (196, 36, 70), (250, 130, 160), roots, up=True)
    if c.category == ANIMAL:
        _boar(pen, (0.52, 1.18), 0.44)


def _boar(pen: _Pen, at: Point, s: float) -> None:
    """The boar, charging left."""
    brown, dark, light = (112, 70, 42), (62, 38, 24), (156, 108, 70)
    for lx, d in ((-0.35, 0.05), (-0.15, -0.05), (0.35, 0.05), (0.55, -0.05)):  # legs
        pen.brush(dark, _place([(lx, 0.1), (lx + d, 0.42), (lx + d - 0.05, 0.5)], at, s), 0.16 * s,
                  0.08 * s)
    body = [(-0.75, -0.05), (-0.55, -0.35), (-0.2, -0.52), (0.3, -0.5), (0.7, -0.35),
            (0.85, -0.1), (0.75, 0.2), (0.35, 0.32), (-0.2, 0.32), (-0.6, 0.22)]
    pen.poly(brown, _place(body, at, s), INK)
    pen.poly(light, _place([(-0.4, 0.12), (0.5, 0.1), (0.3, 0.28), (-0.3, 0.28)], at, s))
    for i in range(7):  # the bristled back
        x = -0.35 + i * 0.15
        pen.line(dark, _place([(x, -0.45 + abs(x) * 0.05)], at, s)[0],
                 _place([(x + 0.08, -0.6)], at, s)[0], 0.02 * s)
    snout = [(-0.7, -0.15), (-1.02, 0.02), (-1.02, 0.14), (-0.66, 0.18)]
    pen.poly(brown, _place(snout, at, s), INK)
    pen.ellipse(dark, _place([(-1.01, 0.08)], at, s)[0], 0.03 * s, 0.065 * s)
    pen.poly((250, 244, 224), _place([(-0.86, 0.12), (-0.96, -0.02), (-0.82, 0.08)], at, s))
    pen.poly(dark, _place([(-0.55, -0.3), (-0.48, -0.55), (-0.38, -0.3)], at, s))  # ear
    pen.disc((250, 240, 210), _place([(-0.68, -0.08)], at, s)[0], 0.045 * s)
    pen.disc(INK, _place([(-0.69, -0.08)], at, s)[0], 0.025 * s)
    pen.stroke(dark, _place([(0.84, -0.08), (0.98, -0.2), (0.96, -0.02)], at, s), 0.02 * s)


# -- August: the moon over the pampas hill ------------------------------------------------------
def _month8(pen: _Pen, c: Hwatu) -> None:
    pen.gradient((0, 0, 1, 1.0), (196, 30, 36), (236, 96, 64))
    if c.category == BRIGHT:
        pen.disc((255, 250, 232), (0.5, 0.56), 0.3)  # the full moon
        pen.disc((250, 238, 204), (0.52, 0.58), 0.26)
    ridge = _hill(pen, (26, 22, 26), 1.0 if c.category != BRIGHT else 1.1,
                  ((0.2, 0.16, 0.25), (0.75, 0.08, 0.3)))
    rnd = random.Random(8)
    for x, y in ridge[2:-2:2]:  # pampas plumes on the ridge
        h = rnd.uniform(0.08, 0.16)
        pen.brush((246, 240, 226), _quad((x, y + 0.03), (x + 0.02, y - h * 0.6),
                                          (x + 0.06, y - h), 6), 0.012, 0.002)
    for _ in range(14):  # grass strokes down the slope
        x = 0.05 + 0.9 * rnd.random()
        y = ridge[round((x + 0.05) / 1.1 * 40)][1] + rnd.uniform(0.08, 0.5)
        pen.brush((120, 116, 110), _quad((x, y + 0.1), (x, y + 0.02), (x + 0.05, y - 0.05), 5),
                  0.01, 0.002)
    if c.category == ANIMAL:
        for at, s in (((0.36, 0.3), 0.26), ((0.68, 0.5), 0.23), ((0.42, 0.74), 0.21)):
            _goose(pen, at, s)


def _goose(pen: _Pen, at: Point, s: float) -> None:
    """A wild goose (a godori bird) flying left: dark on the red sky, wings raised."""
    dark, wing, light = (40, 34, 34), (96, 84, 78), (236, 228, 214)
    q = _placer(at, s)
    pen.leaf(wing, q(0.05, -0.05), q(0.55, -0.8), 0.32 * s, 0.18, dark)  # far wing
    pen.ellipse(dark, at, 0.45 * s, 0.13 * s, -0.06)
    pen.poly(dark, [q(0.35, -0.05), q(0.68, -0.12), q(0.7, 0.05), q(0.35, 0.08)])  # tail
    pen.brush(dark, [q(-0.3, -0.02), q(-0.6, -0.1), q(-0.8, -0.14)], 0.12 * s, 0.07 * s)
    pen.disc(dark, q(-0.82, -0.15), 0.075 * s)
    pen.disc(light, q(-0.8, -0.12), 0.03 * s)  # the pale cheek
    pen.poly((230, 170, 60), [q(-0.86, -0.18), q(-1.04, -0.12), q(-0.87, -0.11)])
    pen.leaf(wing, q(-0.05, -0.02), q(0.3, -0.72), 0.34 * s, 0.22, dark)  # near wing


# -- September: chrysanthemum and the sake cup --------------------------------------------------
def _chrysanthemum(pen: _Pen, c: Point, r: float, colour: Color) -> None:
    dark = paint.shade(colour, 0.7)
    for ring, n, off in ((1.0, 16, 0.0), (0.7, 12, 0.13)):
        for i in range(n):
            a = off + i * math.tau / n
            pen.leaf(dark if ring == 1.0 else colour, c, paint.polar(c, r * ring, a),
                     r * 0.24 * ring, 0.0)
    pen.disc(colour, c, r * 0.38)
    pen.disc((210, 110, 30), c, r * 0.2)


def _month9(pen: _Pen, c: Hwatu) -> None:
    pen.gradient((0, 0.8, 1, 0.85), PAPER, (238, 222, 178))
    for base, tip, bend in (((0.5, 1.65), (0.2, 0.95), 0.1), ((0.5, 1.65), (0.55, 0.5), -0.05),
                            ((0.5, 1.65), (0.85, 1.0), -0.1)):
        pen.stroke(LEAF_DARK, _quad(base, ((base[0] + tip[0]) / 2 + bend,
                                          (base[1] + tip[1]) / 2), tip, 10), 0.014)
    for base, tip in (((0.3, 1.2), (0.08, 1.1)), ((0.62, 0.95), (0.86, 0.8)),
                      ((0.45, 1.4), (0.72, 1.36)), ((0.52, 0.7), (0.3, 0.6))):
        pen.leaf(LEAF, base, tip, 0.11, 0.12, LEAF_DARK)
    yellow, white = (246, 196, 40), (250, 242, 214)
    if c.category == ANIMAL:
        _chrysanthemum(pen, (0.55, 0.42), 0.17, yellow)
        _chrysanthemum(pen, (0.2, 0.86), 0.13, white)
        _sake_cup(pen, (0.5, 1.1), 0.48)
    else:
        _chrysanthemum(pen, (0.55, 0.44), 0.2, yellow)
        _chrysanthemum(pen, (0.2, 0.92), 0.15, white)
        _chrysanthemum(pen, (0.82, 0.96), 0.14, yellow)
        _chrysanthemum(pen, (0.5, 1.28), 0.12, (230, 110, 40))


def _sake_cup(pen: _Pen, at: Point, s: float) -> None:
    """The red lacquer sake cup with its gold mark (the animal that may count as junk)."""
    red, rim, gold = (188, 24, 30), (232, 184, 60), (246, 206, 80)
    x, y = at
    pen.poly(red, _arc((x, y), s * 0.74, 0, math.pi, 18, s * 0.5), INK)  # the bowl
    pen.poly(rim, [(x - 0.18 * s, y + 0.46 * s), (x + 0.18 * s, y + 0.46 * s),
                   (x + 0.26 * s, y + 0.62 * s), (x - 0.26 * s, y + 0.62 * s)], INK)  # foot
    pen.ellipse(rim, (x, y), s * 0.76, s * 0.17, 0.0, INK)
    pen.ellipse((150, 16, 24), (x, y), s * 0.68, s * 0.12)
    pen.disc(gold, (x, y + 0.25 * s), 0.13 * s, (150, 100, 20), 0.01)
    pen.line((150, 100, 20), (x - 0.08 * s, y + 0.25 * s), (x + 0.08 * s, y + 0.25 * s), 0.012)
    pen.line((150, 100, 20), (x, y + 0.17 * s), (x, y + 0.33 * s), 0.012)


# -- October: maple and the deer ------------------------------------------------------------
def _maple_leaf(pen: _Pen, c: Point, r: float, colour: Color, rot: float) -> None:
    pts = []
    for i in range(14):
        a = rot - math.pi / 2 + i * math.tau / 14
        # Five long lobes and two short ones at the stalk, with notches between.
        lobe = (1.0, 0.45, 0.9, 0.42, 0.8, 0.38, 0.5, 0.25, 0.5, 0.38, 0.8, 0.42, 0.9, 0.45)[i]
        pts.append(paint.polar(c, r * lobe, a))
    pen.poly(colour, pts, paint.shade(colour, 0.6), 0.006)
    pen.line(paint.shade(colour, 0.7), c, paint.polar(c, r * 0.7, rot + math.pi / 2), 0.01)


def _month10(pen: _Pen, c: Hwatu) -> None:
    pen.gradient((0, 0.8, 1, 0.85), PAPER, (240, 220, 190))
    pen.brush(BLACK_BARK, _quad((1.05, 0.1), (0.5, 0.2), (0.1, 0.55), 10), 0.04, 0.012)
    pen.brush(BLACK_BARK, _quad((1.05, 0.75), (0.6, 0.7), (0.35, 0.95), 10), 0.035, 0.01)
    rnd = random.Random(10)
    spots = [(0.18, 0.5), (0.35, 0.3), (0.55, 0.22), (0.78, 0.3), (0.62, 0.48), (0.3, 0.72),
             (0.9, 0.55)]
    if c.category != ANIMAL:
        spots += [(0.45, 0.92), (0.7, 0.85), (0.2, 1.1), (0.55, 1.2), (0.85, 1.15), (0.35, 1.4),
                  (0.75, 1.45)]
        pen.brush(BLACK_BARK, _quad((-0.05, 1.6), (0.5, 1.3), (0.9, 1.4), 10), 0.035, 0.01)
    for i, pos in enumerate(spots):
        colour = (214, 40, 28) if i % 3 else (236, 120, 30)
        _maple_leaf(pen, pos, rnd.uniform(0.1, 0.13), colour, rnd.uniform(-0.5, 0.5))
    if c.category == ANIMAL:
        _deer(pen, (0.5, 1.12), 0.4)


def _deer(pen: _Pen, at: Point, s: float) -> None:
    """The deer, standing and looking back over its shoulder."""
    coat, dark, spot = (176, 104, 52), (96, 56, 28), (246, 226, 190)
    for lx, d in ((-0.45, -0.05), (-0.3, 0.05), (0.4, -0.05), (0.55, 0.05)):
        pen.brush(dark, _place([(lx, 0.1), (lx + d, 0.5), (lx + d, 0.72)], at, s), 0.1 * s,
                  0.05 * s)
    body = [(-0.6, -0.1), (-0.4, -0.3), (0.3, -0.28), (0.7, -0.2), (0.75, 0.1), (0.5, 0.25),
            (-0.4, 0.25), (-0.62, 0.12)]
    pen.poly(coat, _place(body, at, s), INK)
    for sx, sy in ((-0.3, -0.1), (-0.05, -0.15), (0.2, -0.12), (0.45, -0.08), (0.05, 0.05),
                   (0.3, 0.08)):
        pen.disc(spot, _place([(sx, sy)], at, s)[0], 0.04 * s)
    pen.poly(spot, _place([(0.72, -0.18), (0.86, -0.12), (0.78, 0.0)], at, s))  # tail
    neck = [(-0.58, -0.05), (-0.72, -0.55), (-0.5, -0.6), (-0.38, -0.2)]
    pen.poly(coat, _place(neck, at, s), INK)
    head = _place([(-0.58, -0.68)], at, s)[0]
    pen.ellipse(coat, head, 0.2 * s, 0.11 * s, 0.35, INK)
    pen.poly(coat, _place([(-0.75, -0.72), (-0.92, -0.6), (-0.72, -0.58)], at, s), INK)  # snout
    pen.disc(INK, _place([(-0.6, -0.7)], at, s)[0], 0.025 * s)
    for side in (-1, 1):  # antlers
        base = _place([(-0.52 + 0.06 * side, -0.76)], at, s)[0]
        tip = _place([(-0.52 + 0.3 * side, -1.2)], at, s)[0]
        pen.stroke(dark, [base, tip], 0.018 * s / 0.4)
        mid = ((base[0] + tip[0]) / 2, (base[1] + tip[1]) / 2)
        pen.stroke(dark, [mid, (mid[0] + 0.08 * side * s / 0.4, mid[1] - 0.02)],
                   0.014 * s / 0.4)
        pen.stroke(dark, [mid, (mid[0] - 0.04 * side * s / 0.4, mid[1] - 0.08)],
                   0.014 * s / 0.4)


# -- November: paulownia and the phoenix ------------------------------------------------------
def _paulownia_leaf(pen: _Pen, base: Point, a: float, s: float) -> None:
    """A broad three-lobed leaf in hwatu's black, pale veins showing its shape."""
    black, rim, vein = (22, 20, 26), (92, 88, 100), (84, 80, 94)
    lobes = ((0.0, 1.0, 0.95), (-0.8, 0.7, 0.6), (0.8, 0.7, 0.6))
    for da, ln, wd in lobes:  # outlined lobes, then their insides again: one silhouette
        tip = paint.polar(base, s * ln, a + da)
        pen.leaf(rim, base, tip, s * wd + 0.016)
    for da, ln, wd in lobes:
        tip = paint.polar(base, s * ln * 0.97, a + da)
        pen.leaf(black, base, tip, s * wd)
    for da, ln, _ in lobes:
        pen.stroke(vein, [base, paint.polar(base, s * ln * 0.85, a + da)], 0.007)
    for t in (0.3, 0.55):  # side veins off the midrib
        m = paint.polar(base, s * t, a)
        for side in (-1, 1):
            pen.stroke(vein, [m, paint.polar(m, s * 0.28, a + side * 0.9)], 0.006)


def _paulownia_spray(pen: _Pen, root: Point, tips: Sequence[Point]) -> None:
    """The flower stalks: lilac bells alternating up brown stems."""
    lilac, deep = (176, 136, 210), (104, 66, 150)
    for tip in tips:
        stem = _quad(root, (root[0], (root[1] + tip[1]) / 2), tip, 8)
        pen.stroke((110, 84, 50), stem, 0.012)
        for i in range(2, len(stem)):
            x, y = stem[i]
            side = 1 if i % 2 else -1
            bell = (x + side * 0.035, y - 0.01)
            pen.ellipse(lilac, bell, 0.026, 0.036, side * 0.5, deep, 0.006)
        pen.ellipse(lilac, (tip[0], tip[1] - 0.02), 0.024, 0.034, 0.0, deep, 0.006)


def _month11(pen: _Pen, c: Hwatu) -> None:
    ground = (218, 40, 38) if c.double_junk else (240, 196, 60)
    pen.poly(ground, [(-0.05, 1.3), (1.05, 1.26), (1.05, 1.7), (-0.05, 1.7)])
    if c.category == BRIGHT:
        _paulownia_spray(pen, (0.5, 0.62), [(0.3, 0.2), (0.5, 0.12), (0.7, 0.22)])
        for base, a, s in (((0.0, 0.1), 0.5, 0.3), ((1.0, 0.5), 2.9, 0.3)):
            _paulownia_leaf(pen, base, a, s)
        _phoenix(pen, (0.55, 1.0), 0.46)
        return
    _paulownia_spray(pen, (0.5, 0.8), [(0.28, 0.24), (0.5, 0.14), (0.72, 0.24)])
    for base, a, s in (((0.5, 1.42), -2.5, 0.42), ((0.5, 1.42), -0.64, 0.42),
                       ((0.5, 1.36), -1.57, 0.46)):
        _paulownia_leaf(pen, base, a, s)


def _phoenix(pen: _Pen, at: Point, s: float) -> None:
    """The phoenix of the November bright: a fan of coloured tail plumes, red head."""
    plumes = ((236, 60, 40), (40, 150, 90), (246, 196, 40), (50, 100, 200), (236, 60, 40),
              (40, 150, 90))
    for i, colour in enumerate(plumes):
        a = -1.2 + i * 0.32
        tip = paint.polar(at, 1.05 * s, a)
        spine = _quad(at, paint.polar(at, 0.6 * s, a - 0.3), tip, 10)
        pen.poly(colour, _taper(spine, 0.02 * s, 0.0, 0.22 * s), INK, 0.006)
        pen.disc((250, 230, 120), paint.polar(at, 0.8 * s, a - 0.06), 0.06 * s, INK, 0.005)
        pen.disc(colour, paint.polar(at, 0.8 * s, a - 0.06), 0.03 * s)
    pen.poly((246, 196, 40), _place([(-0.2, -0.05), (0.3, -0.65), (0.55, -0.5), (0.2, 0.1)],
                                   at, s), INK)  # wing
    pen.ellipse((214, 44, 40), at, 0.32 * s, 0.2 * s, -0.3, INK)
    neck = _quad(_place([(-0.2, -0.05)], at, s)[0], _place([(-0.45, -0.2)], at, s)[0],
                 _place([(-0.45, -0.55)], at, s)[0], 8)
    pen.brush((40, 150, 90), neck, 0.13 * s, 0.08 * s)
    head = _place([(-0.45, -0.6)], at, s)[0]
    for i in range(3):  # the crest
        pen.leaf((214, 44, 40), head, _place([(-0.35 + i * 0.08, -0.85 - i * 0.02)], at, s)[0],
                 0.05 * s)
    pen.disc((214, 44, 40), head, 0.09 * s, INK)
    pen.poly((246, 196, 40), _place([(-0.52, -0.62), (-0.68, -0.55), (-0.52, -0.54)], at, s))
    pen.disc(INK, _place([(-0.47, -0.62)], at, s)[0], 0.02 * s)


# -- December: willow in the rain -----------------------------------------------------------
def _willow(pen: _Pen, strands: Sequence[tuple[float, float, float]]) -> None:
    """Drooping willow strands, each a thin stem with slim green leaves."""
    for x0, length, sway in strands:
        pts = _quad((x0, -0.05), (x0 + sway, length * 0.45), (x0 + sway * 0.3, length), 12)
        pen.stroke((70, 90, 50), pts, 0.007)
        for i in range(2, len(pts)):
            x, y = pts[i]
            side = 1 if i % 2 else -1
            pen.leaf((96, 170, 70), (x, y), (x + side * 0.05, y + 0.06), 0.022, 0.1 * side)


def _month12(pen: _Pen, c: Hwatu) -> None:
    rnd = random.Random(12)
    if c.double_junk:
        _thunder(pen, rnd)
        return
    pen.gradient((0, 0, 1, 1.6), (120, 132, 150), (196, 200, 204))  # a grey rainy sky
    pen.poly((46, 50, 66), [(-0.05, 1.38), (0.4, 1.32), (1.05, 1.4), (1.05, 1.7), (-0.05, 1.7)])
    strands = [(0.08, 1.1, 0.05), (0.22, 0.8, 0.08), (0.4, 1.25, 0.04), (0.62, 0.7, -0.04),
               (0.8, 1.05, 0.03), (0.94, 0.85, -0.02)]
    if c.category == BRIGHT:
        strands = [(0.06, 1.0, 0.04), (0.2, 0.7, 0.06), (0.88, 0.55, -0.02)]
    elif c.category == ANIMAL:
        strands = [(0.08, 1.1, 0.05), (0.24, 0.75, 0.05), (0.9, 1.15, -0.03)]
    pen.brush(BLACK_BARK, _quad((-0.05, 0.02), (0.5, 0.02), (1.05, 0.06), 8), 0.05, 0.03)
    _willow(pen, strands)
    _rain(pen, rnd, (236, 240, 246), 26)
    if c.category == BRIGHT:
        _rain_man(pen)
    elif c.category == ANIMAL:
        _swallow(pen, (0.56, 0.85), 0.36)


def _rain_man(pen: _Pen) -> None:
    """The poet with an umbrella, and the frog at his feet."""
    robe, lining, hat = (46, 60, 120), (196, 40, 40), (20, 20, 24)
    pen.poly(robe, [(0.42, 0.88), (0.66, 0.86), (0.78, 1.3), (0.62, 1.34), (0.36, 1.32)], INK)
    pen.poly(lining, [(0.62, 1.34), (0.78, 1.3), (0.8, 1.36), (0.6, 1.38)])
    pen.poly((240, 236, 220), [(0.42, 1.32), (0.5, 1.32), (0.5, 1.38), (0.4, 1.38)])  # socks
    pen.disc((244, 220, 190), (0.52, 0.8), 0.07, INK)  # face
    pen.poly(hat, [(0.46, 0.75), (0.52, 0.6), (0.6, 0.74)])
    pen.stroke(INK, [(0.3, 0.4), (0.45, 0.96)], 0.014)  # the umbrella's shaft
    pen.brush(paint.shade(robe, 0.8), [(0.6, 0.9), (0.52, 1.0), (0.46, 0.97)], 0.09, 0.05)
    pen.disc((244, 220, 190), (0.45, 0.955), 0.025, INK, 0.005)  # the hand holding it
    canopy = _arc((0.34, 0.44), 0.3, math.pi + 0.2, 2 * math.pi - 0.2, 16, 0.2, -0.35)
    pen.poly((246, 196, 50), canopy + [(0.32, 0.48)], INK)
    for q in canopy[::3]:
        pen.line((190, 140, 30), (0.32, 0.48), q, 0.006)
    pen.disc((40, 140, 60), (0.22, 1.42), 0.05, INK)  # the frog
    pen.disc((40, 140, 60), (0.17, 1.37), 0.03, INK)
    pen.disc(INK, (0.16, 1.36), 0.008)


def _swallow(pen: _Pen, at: Point, s: float) -> None:
    """The swallow: dark blue, red throat, scythe wings and forked tail, diving through
    the rain."""
    navy, red, white = (24, 34, 74), (214, 50, 40), (246, 244, 236)
    q = _placer(at, s)
    pen.leaf(navy, q(0.0, -0.05), q(0.55, -0.85), 0.2 * s, -0.25, (60, 74, 120))  # far wing
    for end in ((1.0, -0.22), (1.0, 0.2)):  # the forked tail's streamers
        pen.leaf(navy, q(0.2, 0.0), q(*end), 0.09 * s, 0.0)
    pen.ellipse(navy, at, 0.36 * s, 0.12 * s, 0.05)
    pen.ellipse(white, q(-0.05, 0.05), 0.24 * s, 0.06 * s, 0.05)
    pen.leaf(navy, q(-0.05, 0.02), q(0.6, 0.8), 0.22 * s, 0.25, (60, 74, 120))  # near wing
    pen.disc(navy, q(-0.36, -0.03), 0.12 * s)
    pen.disc(red, q(-0.42, 0.05), 0.065 * s)
    pen.poly(INK, [q(-0.46, -0.07), q(-0.6, -0.02), q(-0.46, 0.0)])
    pen.disc(white, q(-0.4, -0.06), 0.028 * s)


def _thunder(pen: _Pen, rnd: random.Random) -> None:
    """12d, the lightning drum: the thunder god's ring of drums in a dark storm."""
    pen.gradient((0, 0, 1, 1.6), (30, 30, 44), (70, 64, 80))
    _willow(pen, [(0.1, 0.5, 0.04), (0.9, 0.45, -0.03)])
    _rain(pen, rnd, (170, 176, 196), 22)
    c, r = (0.5, 0.78), 0.3
    pen.disc((200, 30, 34), c, r + 0.035)
    pen.disc((30, 30, 44), c, r - 0.035)
    for i in range(8):  # the drums round the ring
        d = paint.polar(c, r, i * math.tau / 8)
        pen.disc((214, 44, 40), d, 0.07, INK, 0.008)
        pen.disc((246, 206, 80), d, 0.045)
        for j in range(3):  # a three-comma mitsudomoe swirl, reduced to three dots
            pen.disc((200, 30, 34), paint.polar(d, 0.022, j * math.tau / 3 + i), 0.014)
    bolt = [(0.58, 0.3), (0.76, 0.3), (0.6, 0.66), (0.72, 0.66), (0.36, 1.4), (0.46, 0.9),
            (0.34, 0.9)]
    pen.poly((252, 222, 70), bolt, INK, 0.01)


# -- ribbons ------------------------------------------------------------------------------
# Brush "writing" on hongdan and cheongdan: three glyph-like clusters of strokes in a
# unit box (u across, v down), not any real character (a printed deck writes 홍단 / 청단).
_GLYPHS: tuple[tuple[tuple[tuple[float, float], ...], ...], ...] = (
    (((0.2, 0.2), (0.8, 0.15)), ((0.5, 0.0), (0.5, 0.6), (0.35, 0.95)),
     ((0.25, 0.55), (0.75, 0.95))),
    (((0.15, 0.1), (0.3, 0.35)), ((0.2, 0.45), (0.85, 0.4)), ((0.55, 0.05), (0.45, 0.95)),
     ((0.2, 0.75), (0.85, 0.8))),
    (((0.25, 0.05), (0.2, 0.9)), ((0.25, 0.15), (0.8, 0.12), (0.75, 0.85)),
     ((0.25, 0.5), (0.75, 0.5)), ((0.2, 0.9), (0.8, 0.88))),
)


def _ribbon(pen: _Pen, c: Hwatu) -> None:
    """A long ribbon (tanzaku) hung slantwise across the plant."""
    if c.ribbon == CHEONGDAN:
        colour = RIBBON_BLUE
    else:
        colour = RIBBON_RED
    writing = c.ribbon in (HONGDAN, CHEONGDAN)
    top, bottom, half = (0.58, 0.3), (0.4, 1.34), 0.1
    dx, dy = bottom[0] - top[0], bottom[1] - top[1]
    ln = math.hypot(dx, dy)
    ax, ay = dx / ln, dy / ln  # along the ribbon
    nx, ny = -ay, ax           # across it

    def at(s: float, t: float) -> Point:
        """s across (-1..1 edge to edge), t along (0 top .. 1 bottom)."""
        return (top[0] + ax * ln * t + nx * half * s, top[1] + ay * ln * t + ny * half * s)

    shadow = [(x + 0.015, y + 0.015) for x, y in (at(-1, 0), at(1, 0), at(1, 1), at(-1, 1))]
    _soft_shadow(pen, shadow)
    pen.poly(colour, [at(-1, 0), at(1, 0), at(1, 1), at(0, 0.96), at(-1, 1)], INK, 0.008)
    pen.poly(paint.shade(colour, 1.25), [at(-0.72, 0.02), at(-0.45, 0.02), at(-0.45, 0.97),
                                         at(-0.72, 0.98)])  # a sheen down one side
    pen.poly(paint.shade(colour, 0.7), [at(-1, 0), at(1, 0), at(1, 0.07), at(-1, 0.07)])  # fold
    pen.stroke(INK, [at(0, -0.08), at(0, 0.02)], 0.012)  # the cord it hangs by
    if not writing:
        return
    ink = (20, 16, 22)
    for g, glyph in enumerate(_GLYPHS):
        t0, t1 = 0.16 + g * 0.26, 0.36 + g * 0.26
        for stroke in glyph:
            pts = [at(-0.62 + 1.24 * u, t0 + (t1 - t0) * v) for u, v in stroke]
            if len(pts) == 2:
                pts = _quad(pts[0], ((pts[0][0] + pts[1][0]) / 2 + 0.005,
                                     (pts[0][1] + pts[1][1]) / 2 + 0.005), pts[1], 6)
            pen.brush(ink, pts, 0.03, 0.012)


# -- the bonus cards --------------------------------------------------------------------
def _bonus(pen: _Pen, cv: Canvas, c: Hwatu) -> None:
    """J2 / J3: a gold card with a big numeral, nothing like a month's plant."""
    pen.gradient((0, 0, 1, 1.6), (250, 222, 120), (236, 176, 60))
    for i in range(9):  # sunburst rays behind the numeral
        a = i * math.tau / 9
        pen.poly((250, 236, 170), [(0.5, 0.78), paint.polar((0.5, 0.78), 1.2, a - 0.12),
                                   paint.polar((0.5, 0.78), 1.2, a + 0.12)])
    pen.disc(BRIGHT_RED, (0.5, 0.78), 0.33, INK, 0.012)
    pen.disc((250, 236, 200), (0.5, 0.78), 0.28)
    k = cv.k
    cv.text(str(c.junk_value), pen.p(0.5, 0.8), 0.5 * pen.u, (150, 18, 24), bold=True)
    cv.text("BONUS", pen.p(0.5, 1.32), max(6 * k, 0.17 * pen.u), (110, 20, 20), bold=True)


# -- the face ----------------------------------------------------------------------------
_MONTHS = {1: _month1, 2: _month2, 3: _month3, 4: _month4, 5: _month5, 6: _month6,
           7: _month7, 8: _month8, 9: _month9, 10: _month10, 11: _month11, 12: _month12}


@table_cache(maxsize=CACHE_SIZE)
def face(card_id: int, width: int, month_number: bool = True) -> pygame.Surface:
    """The face of card `card_id` (0 .. 49), `width` x `round(width * CARD_RATIO)`
    pixels with per-pixel alpha; cached (the same arguments give the same Surface: do
    not draw on it). `month_number` adds the beginner's month tag in the top left."""
    return _draw_face(card(card_id), max(8, int(width)), month_number)


def _draw_face(c: Hwatu, w: int, month_number: bool) -> pygame.Surface:
    cv = Canvas(w, card_height(w))
    W, H = cv.W, cv.H
    edge = max(cv.k, round(W * EDGE_W))
    radius = W * CORNER_R
    paint.rounded_rect(cv.big, PAPER, (0, 0, W, H), radius)
    inner = pygame.Rect(0, 0, W, H).inflate(-2 * edge, -2 * edge)
    pen = _Pen(cv.big, W)
    cv.big.set_clip(inner)
    if c.category == BONUS_CARD:
        _bonus(pen, cv, c)
    else:
        _MONTHS[c.month](pen, c)
    cv.big.set_clip(None)
    if c.category == JUNK and not c.double_junk and c.code.endswith("d"):
        # The month's second plain junk is the first one mirrored: the same plant, and
        # still a different picture from its twin.
        cv.big = pygame.transform.flip(cv.big, True, False)
        pen = _Pen(cv.big, W)
    if c.category == RIBBON:
        _ribbon(pen, c)
    # The dark rim goes on last: it hides where the picture ran into the corners.
    paint.rounded_rect(cv.big, EDGE, (0, 0, W, H), radius, edge)
    if c.category == BRIGHT:
        _bright_badge(pen, cv)
    if c.junk_value >= 2:
        _junk_badge(pen, cv, c.junk_value)
    if month_number and c.month:
        _month_tag(cv, c.month, edge, radius)
    return cv.finish()


def _bright_badge(pen: _Pen, cv: Canvas) -> None:
    """The red disc with 光 that printed decks put on the five brights."""
    (cx, cy), r = BADGE_C, BADGE_R
    pen.disc((250, 244, 230), (cx, cy), r + 0.012)
    pen.disc(BRIGHT_RED, (cx, cy), r)
    cv.text("光", pen.p(cx, cy), r * 1.45 * pen.u, (255, 250, 236), bold=True)


def _junk_badge(pen: _Pen, cv: Canvas, value: int) -> None:
    """A gold tag "×2" (or "×3"): this card counts as that many junk."""
    (cx, cy), r = BADGE_C, BADGE_R
    text = f"×{value}"
    size = max(6, round(r * 1.3 * cv.w))
    while size > 6 and fonts.text_width(text, size, True) > 0.26 * cv.w:
        size -= 1  # small cards: the tag may not grow past the card's edge
    w = max(2.4 * r * pen.u, (fonts.text_width(text, size, True) + 0.3 * size) * cv.k)
    rect = pygame.Rect(0, 0, round(w), round(1.5 * r * pen.u))
    rect.center = (round(cx * pen.u), round(cy * pen.u))
    paint.rounded_rect(cv.big, INK, rect.inflate(round(0.02 * pen.u), round(0.02 * pen.u)),
                       rect.h * 0.5)
    paint.rounded_rect(cv.big, BADGE_GOLD, rect, rect.h * 0.5)
    cv.text(text, rect.center, size * cv.k, INK, bold=True)


def _month_tag(cv: Canvas, month: int, edge: int, radius: float) -> None:
    """The month number on a tag grown out of the top-left corner of the rim."""
    k = cv.k
    tag = month_tag_rect(cv.w, month)
    big = pygame.Rect(0, 0, tag.w * k, tag.h * k)
    pygame.draw.rect(cv.big, EDGE, big, border_top_left_radius=round(radius),
                     border_bottom_right_radius=round(big.h * 0.35))
    centre = ((edge + big.w) / 2, (edge + big.h) / 2)
    cv.text(str(month), centre, month_size(cv.w) * k, PAPER, bold=True)


# -- the back ---------------------------------------------------------------------------
@table_cache(maxsize=32)
def back(width: int) -> pygame.Surface:
    """The back every card shares: plain deep red with a subtle border, like printed
    hwatu; cached."""
    w = max(8, int(width))
    cv = Canvas(w, card_height(w))
    W, H = cv.W, cv.H
    radius = W * CORNER_R
    paint.rounded_rect(cv.big, EDGE, (0, 0, W, H), radius)
    edge = max(cv.k, round(W * EDGE_W * 0.6))
    inner = pygame.Rect(0, 0, W, H).inflate(-2 * edge, -2 * edge)
    paint.gradient_rounded_rect(cv.big, inner, radius - edge, paint.shade(BACK_RED, 1.08),
                                paint.shade(BACK_RED, 0.86))
    line = inner.inflate(-round(W * 0.09), -round(W * 0.09))
    paint.rounded_rect(cv.big, paint.shade(BACK_RED, 0.72), line, radius * 0.6,
                       max(1, round(W * 0.012)))
    return cv.finish()
