"""Sanguosha's procedural art: card faces and back, character portraits, HP pips and
identity badges. The one module of the package that draws (and imports pygame).

Everything follows `game.ui.paint`'s recipe: shapes on a supersampled `Canvas`, text
queued and drawn sharp at the final size, the result kept in the shared cache under a
key naming what was drawn and its pixel width. Colours per card type, kingdom and
identity, and the emblem per card name, are tables below; a new card is one row.

No picture comes from anywhere: every emblem is a handful of shapes in a unit box.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.games.sanguosha import cards as sgs_cards
from game.games.sanguosha.cards import BASIC, DELAYED, EQUIPMENT, TRICK, CardDef
from game.games.sanguosha.characters import BY_KEY, FEMALE, QUN, SHU, WEI, WU
from game.games.sanguosha.strings import STRINGS
from game.ui import cardart, fonts, paint
from game.ui.paint import Canvas, Color, Point

CARD_RATIO = cardart.CARD_RATIO
PORTRAIT_RATIO = 1.32
GLYPH_Y = 0.42  # the portrait's big character's centre, as a fraction of its panel
SUIT_CODE = {"♠": "S", "♥": "H", "♣": "C", "♦": "D"}

# -- palettes ---------------------------------------------------------------------------
INK = (42, 30, 22)
PARCHMENT_TOP = (251, 245, 228)
PARCHMENT_BOTTOM = (236, 221, 186)
CREAM = (255, 248, 230)
GOLD = (214, 170, 72)
GOLD_DARK = (150, 108, 36)
STEEL = (208, 214, 222)
STEEL_DARK = (104, 112, 126)
WOOD = (128, 82, 44)
LEATHER = (96, 52, 32)
BLOOD = (178, 34, 40)
JADE = (70, 168, 120)
# Each seat's colour: its dot in the log and on the set-up page.
SEAT_DOTS = [(236, 168, 52), (80, 170, 240), (220, 80, 80), (90, 200, 120), (200, 120, 220),
             (240, 230, 120), (120, 220, 220), (240, 150, 110), (170, 170, 250),
             (180, 220, 120)]

# The band behind a card's name says its type at a glance.
TYPE_COLOURS: dict[str, Color] = {
    BASIC: (166, 48, 38),      # vermilion
    TRICK: (34, 96, 130),      # indigo-teal
    DELAYED: (104, 56, 122),   # plum
    EQUIPMENT: (128, 90, 36),  # bronze
}
# The published cards' kingdom colours (rules sheet §7's choice).
KINGDOM_COLOURS: dict[str, Color] = {
    WEI: (46, 84, 160), SHU: (172, 42, 38), WU: (44, 126, 64), QUN: (112, 110, 104),
}
# Fill and text colour of each identity badge; None is the unknown one.
IDENTITY_COLOURS: dict[str | None, tuple[Color, Color]] = {
    "lord": ((196, 138, 26), (92, 20, 12)),
    "loyalist": ((240, 212, 92), (88, 58, 8)),
    "rebel": ((56, 150, 70), (240, 252, 236)),
    "renegade": ((46, 104, 190), (236, 244, 255)),
    None: ((120, 116, 110), (248, 244, 236)),
}
# Horse coats, by card name: the same head, the horse's own colour.
HORSE_COATS: dict[str, Color] = {
    "jueying": (40, 36, 40), "dilu": (226, 220, 204), "zhuahuang_feidian": (218, 176, 70),
    "chitu": (176, 50, 34), "dayuan": (134, 86, 50), "zixing": (116, 66, 120),
}
LINE_STEP = 1.02  # line pitch of two-line names, in text sizes (tight: bands are small)
SLOT_BADGE = {"plus_horse": "+1", "minus_horse": "-1"}
# HP pips turn yellow, then red, as a character runs low (as on the published cards).
HP_COLOURS = ((0.67, (64, 178, 96)), (0.34, (226, 186, 48)), (0.0, (210, 62, 48)))

# Where the corner index sits, as fractions of the card's width and height: a test
# samples it and a fan must leave it showing.
INDEX_BOX = (0.06, 0.04, 0.14, 0.25)


def text_for(key: str, lang: str) -> str:
    """A string of the game's table in `lang` (English when that language is missing)."""
    entry = STRINGS[key]
    return entry.get(lang) or entry["en"]


def card_height(width_px: int) -> int:
    return round(width_px * CARD_RATIO)


def portrait_height(width_px: int) -> int:
    return round(width_px * PORTRAIT_RATIO)


# -- a pen in a unit box ----------------------------------------------------------------
class Pen:
    """Draws in a box's own units: (-1, -1) top left to (1, 1) bottom right, with ink
    outlines of one width; emblems are written once in these units at any size."""

    def __init__(self, surf: pygame.Surface, cx: float, cy: float, r: float) -> None:
        self.s, self.cx, self.cy, self.r = surf, cx, cy, r
        self.ink_w = max(1.5, r * 0.045)

    def p(self, u: float, v: float) -> Point:
        return (self.cx + u * self.r, self.cy + v * self.r)

    def poly(self, color: Color, pts: list[Point], ink: bool = True) -> None:
        big = [self.p(u, v) for u, v in pts]
        paint.polygon(self.s, color, big)
        if ink:
            paint.polyline(self.s, INK, big + big[:1], self.ink_w)

    def line(self, color: Color, a: Point, b: Point, width: float) -> None:
        paint.thick_line(self.s, color, self.p(*a), self.p(*b), width * self.r)

    def stroke(self, color: Color, pts: list[Point], width: float) -> None:
        """A thick line through `pts`, inked: a darker line under a narrower coloured one."""
        big = [self.p(u, v) for u, v in pts]
        paint.polyline(self.s, INK, big, width * self.r + 2 * self.ink_w)
        paint.polyline(self.s, color, big, width * self.r)

    def disc(self, color: Color, c: Point, rad: float, ink: bool = True) -> None:
        if ink:
            paint.circle(self.s, INK, self.p(*c), rad * self.r + self.ink_w)
        paint.circle(self.s, color, self.p(*c), rad * self.r)

    def ring(self, color: Color, c: Point, rad: float, width: float) -> None:
        paint.circle(self.s, color, self.p(*c), rad * self.r, max(1, round(width * self.r)))

    def arc(self, c: Point, rad: float, a0: float, a1: float, n: int = 18) -> list[Point]:
        """Unit points along an arc (angles in radians, y down)."""
        return [(c[0] + rad * math.cos(a0 + (a1 - a0) * i / n),
                 c[1] + rad * math.sin(a0 + (a1 - a0) * i / n)) for i in range(n + 1)]


def _along(a: Point, b: Point, t: float, side: float = 0.0) -> Point:
    """The point a fraction `t` from a to b, moved `side` units to the left of a->b."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    d = math.hypot(dx, dy) or 1.0
    return (a[0] + dx * t + dy / d * side, a[1] + dy * t - dx / d * side)


# -- emblems: weapons and their parts ---------------------------------------------------------
def sword(pen: Pen, hilt: Point, tip: Point, blade: Color = STEEL, width: float = 0.16,
          guard: Color = GOLD) -> None:
    """A straight sword from the pommel end `hilt` to its point `tip`."""
    g = 0.3  # where the guard sits along the sword
    base = _along(hilt, tip, g)
    pen.poly(blade, [_along(hilt, tip, g, width / 2), _along(hilt, tip, 0.9, width / 2), tip,
                     _along(hilt, tip, 0.9, -width / 2), _along(hilt, tip, g, -width / 2)])
    pen.line(paint.shade(blade, 0.75), _along(hilt, tip, g + 0.04), _along(hilt, tip, 0.88),
             width * 0.14)
    pen.stroke(LEATHER, [hilt, base], width * 0.5)
    pen.stroke(guard, [_along(hilt, tip, g, width * 1.5), _along(hilt, tip, g, -width * 1.5)],
               width * 0.42)
    pen.disc(guard, hilt, width * 0.42)


def pole(pen: Pen, a: Point, b: Point, width: float = 0.09) -> None:
    pen.stroke(WOOD, [a, b], width)


def emblem_slash(pen: Pen) -> None:
    # A red swoosh behind the blade: the cut, not just the weapon.
    pts = pen.arc((-0.2, 0.25), 0.95, -1.45, -0.05, 20)
    inner = pen.arc((-0.05, 0.3), 0.72, -0.05, -1.45, 20)
    pen.poly(BLOOD, pts + inner, ink=False)
    sword(pen, (-0.62, 0.62), (0.66, -0.66), width=0.2)


def emblem_dodge(pen: Pen) -> None:
    ward = [(0, -0.82), (0.62, -0.58), (0.58, 0.1), (0, 0.82), (-0.58, 0.1), (-0.62, -0.58)]
    pen.poly((92, 150, 178), ward)
    pen.poly((182, 214, 226), [(u * 0.72, v * 0.72 - 0.02) for u, v in ward], ink=False)
    # Two swift strokes: the blow that glances off.
    for d in (-0.18, 0.16):
        pen.stroke(CREAM, pen.arc((0.9, d + 0.6), 1.0, -2.4, -3.3, 10), 0.07)


def _peach(pen: Pen, cx: float, cy: float, s: float) -> None:
    body = [(cx + s * u, cy + s * v) for u, v in
            [(0, -0.62), (0.36, -0.74), (0.7, -0.5), (0.8, -0.05), (0.6, 0.42), (0.22, 0.72),
             (0, 0.78), (-0.22, 0.72), (-0.6, 0.42), (-0.8, -0.05), (-0.7, -0.5),
             (-0.36, -0.74)]]
    pen.poly((240, 142, 128), body)
    pen.poly((250, 196, 168), [(cx + s * u, cy + s * v) for u, v in
                               [(-0.55, -0.35), (-0.2, -0.58), (0.05, -0.2), (-0.2, 0.25),
                                (-0.55, 0.2)]], ink=False)
    pen.line((206, 80, 84), (cx + s * 0.02, cy - s * 0.55), (cx - s * 0.1, cy + s * 0.6),
             0.05 * s)
    leaf = [(cx + s * u, cy + s * v) for u, v in
            [(0.05, -0.7), (0.45, -1.08), (0.95, -1.02), (0.55, -0.72)]]
    pen.poly((78, 146, 70), leaf)


def emblem_peach(pen: Pen) -> None:
    _peach(pen, 0, 0.12, 0.95)


def emblem_peach_garden(pen: Pen) -> None:
    # Three peaches: the oath of three brothers in the peach garden.
    for cx, cy in ((-0.42, 0.3), (0.42, 0.3), (0, -0.25)):
        _peach(pen, cx, cy, 0.5)


def _scroll(pen: Pen, paper: Color = (238, 222, 180)) -> None:
    pen.poly(paper, [(-0.58, -0.56), (0.58, -0.56), (0.58, 0.56), (-0.58, 0.56)])
    for v in (-0.22, 0.0, 0.22):
        pen.line((150, 126, 90), (-0.38, v), (0.38, v), 0.05)
    for v in (-0.62, 0.62):
        pen.stroke(WOOD, [(-0.74, v), (0.74, v)], 0.14)


def emblem_dismantle(pen: Pen) -> None:
    # A bridge broken in its middle, over water: 过河拆桥.
    for a0, a1 in ((math.pi, 1.5 * math.pi - 0.16), (1.5 * math.pi + 0.16, 2 * math.pi)):
        deck = pen.arc((0, 0.45), 0.9, a0, a1, 10)
        under = pen.arc((0, 0.45), 0.55, a1, a0, 10)
        pen.poly((176, 146, 108), deck + under)
    for v in (0.62, 0.8):
        pts = [(u / 10, v + 0.05 * math.sin(u * 1.2)) for u in range(-8, 9)]
        paint.polyline(pen.s, (70, 120, 170), [pen.p(*q) for q in pts], 0.05 * pen.r)
    for u, v, d in ((-0.05, -0.2, 0.07), (0.08, 0.02, 0.05)):  # falling stones
        pen.poly((150, 120, 86), [(u - d, v - d), (u + d, v - d * 0.6), (u + d * 0.8, v + d),
                                  (u - d * 0.8, v + d * 0.7)])


def emblem_snatch(pen: Pen) -> None:
    # A hooked rope: something lifted off a neighbour's table in passing.
    pen.stroke((196, 164, 104), [(-0.7, -0.75), (-0.3, -0.6), (0.05, -0.5), (0.2, -0.3)], 0.07)
    hook = pen.arc((0.05, 0.22), 0.42, -0.5 * math.pi + 0.3, 0.95 * math.pi, 16)
    pen.stroke(STEEL, [(0.2, -0.3), (0.22, -0.15)] + hook[:1], 0.13)
    pen.stroke(STEEL, hook, 0.13)
    end = hook[-1]
    pen.poly(STEEL, [end, (end[0] + 0.02, end[1] - 0.34), (end[0] + 0.2, end[1] - 0.02)])


def emblem_duel(pen: Pen) -> None:
    sword(pen, (-0.66, 0.68), (0.62, -0.68), width=0.17)
    sword(pen, (0.66, 0.68), (-0.62, -0.68), width=0.17)


def emblem_collateral(pen: Pen) -> None:
    # A blade passed on: a sword under an arrow curving from one hand to another.
    sword(pen, (-0.78, 0.45), (0.78, 0.45), width=0.2)
    paint.arrow(pen.s, BLOOD, [pen.p(u, v) for u, v in pen.arc((0, 0.25), 0.62, math.pi + 0.3,
                                                                2 * math.pi - 0.25, 14)],
                0.09 * pen.r, 0.3 * pen.r)


def emblem_ex_nihilo(pen: Pen) -> None:
    # Two cards out of nothing: a sparkle and a fresh pair.
    for ang, dx in ((-0.22, -0.2), (0.18, 0.22)):
        c, s = math.cos(ang), math.sin(ang)
        pts = [(dx + u * c - v * s, 0.2 + u * s + v * c) for u, v in
               [(-0.3, -0.42), (0.3, -0.42), (0.3, 0.42), (-0.3, 0.42)]]
        pen.poly(CREAM, pts)
    star = paint.star_points(0, -0.55, 0.36, 0.1, 4)
    pen.poly(GOLD, star)


def emblem_nullification(pen: Pen) -> None:
    _scroll(pen)
    pen.ring(INK, (0, 0), 0.66, 0.2)
    pen.ring(BLOOD, (0, 0), 0.62, 0.13)
    pen.stroke(BLOOD, [(-0.42, 0.42), (0.42, -0.42)], 0.12)


def emblem_barbarian_invasion(pen: Pen) -> None:
    # A horned war helm.
    for side in (-1, 1):
        pen.poly((232, 220, 190), [(side * 0.38, -0.1), (side * 0.8, -0.42), (side * 0.9, -0.88),
                                   (side * 1.0, -0.36), (side * 0.62, 0.08)])
    dome = pen.arc((0, 0.1), 0.58, math.pi, 2 * math.pi, 16)
    pen.poly((150, 96, 54), dome + [(0.64, 0.32), (-0.64, 0.32)])
    pen.poly((92, 56, 30), [(-0.7, 0.24), (0.7, 0.24), (0.66, 0.42), (-0.66, 0.42)])
    pen.poly(INK, [(-0.06, 0.42), (0.06, 0.42), (0.04, 0.8), (-0.04, 0.8)], ink=False)
    for u in (-0.4, 0, 0.4):
        pen.disc(GOLD, (u, 0.33), 0.06, ink=False)


def _arrow(pen: Pen, tail: Point, tip: Point) -> None:
    pen.stroke(WOOD, [tail, _along(tail, tip, 0.82)], 0.055)
    pen.poly(STEEL, [tip, _along(tail, tip, 0.78, 0.1), _along(tail, tip, 0.78, -0.1)])
    for side in (0.11, -0.11):
        pen.poly((214, 70, 60), [_along(tail, tip, 0.0), _along(tail, tip, 0.2),
                                 _along(tail, tip, 0.06, side), _along(tail, tip, -0.08, side)])


def emblem_arrow_barrage(pen: Pen) -> None:
    for d in (-0.5, 0.0, 0.5):
        _arrow(pen, (0.55 + d, -0.85 + d * 0.1), (-0.45 + d, 0.8 + d * 0.1))


def emblem_harvest(pen: Pen) -> None:
    # A sheaf of grain tied at the waist: 五谷丰登.
    for ang in (-0.5, -0.25, 0.0, 0.25, 0.5):
        top = (math.sin(ang) * 0.85, -0.82 * math.cos(ang) + 0.1)
        pen.stroke((186, 150, 60), [(ang * 0.25, 0.85), (0, 0.25), top], 0.05)
        for i in range(4):
            gx, gy = _along((0, 0.25), top, 0.55 + i * 0.13)
            pen.disc((232, 190, 80), (gx, gy), 0.08)
    pen.stroke((176, 60, 40), [(-0.2, 0.3), (0.2, 0.3)], 0.1)


def emblem_indulgence(pen: Pen) -> None:
    # A wine cup on its stem: the pleasures that make one forget home, 乐不思蜀.
    pen.poly((196, 150, 60), [(-0.62, -0.5), (0.62, -0.5), (0.42, 0.05), (0.1, 0.2),
                              (-0.1, 0.2), (-0.42, 0.05)])
    pen.poly((150, 30, 52), [(-0.52, -0.42), (0.52, -0.42), (0.44, -0.26), (-0.44, -0.26)],
             ink=False)
    pen.poly((196, 150, 60), [(-0.07, 0.2), (0.07, 0.2), (0.07, 0.58), (-0.07, 0.58)])
    pen.poly((196, 150, 60), [(-0.4, 0.58), (0.4, 0.58), (0.48, 0.7), (-0.48, 0.7)])
    for u, v in ((0.62, -0.82), (0.82, -0.6)):
        paint.polygon(pen.s, (226, 120, 150), [pen.p(*q) for q in
                                               paint.star_points(u, v, 0.12, 0.05, 5)])


def emblem_lightning(pen: Pen) -> None:
    bolt = [(0.12, -0.92), (0.55, -0.92), (0.14, -0.2), (0.5, -0.2), (-0.36, 0.95),
            (-0.08, 0.06), (-0.44, 0.06)]
    pen.poly((250, 214, 70), bolt)
    pen.poly((255, 244, 190), [(0.2, -0.82), (0.38, -0.82), (0.06, -0.28), (-0.02, -0.28)],
             ink=False)


def emblem_zhuge_crossbow(pen: Pen) -> None:
    pen.stroke(WOOD, pen.arc((0, 0.45), 0.9, -math.pi + 0.55, -0.55, 16), 0.12)
    left, right = pen.arc((0, 0.45), 0.9, -math.pi + 0.55, -0.55, 1)
    pen.line((230, 226, 214), left, (0, 0.1), 0.03)
    pen.line((230, 226, 214), right, (0, 0.1), 0.03)
    pen.stroke((150, 100, 56), [(0, -0.52), (0, 0.9)], 0.16)
    pen.poly(GOLD, [(-0.16, -0.46), (0.16, -0.46), (0.16, -0.08), (-0.16, -0.08)])  # the magazine
    for u in (-0.08, 0.08):
        pen.poly(STEEL, [(u, -0.86), (u + 0.06, -0.7), (u - 0.06, -0.7)])


def emblem_double_swords(pen: Pen) -> None:
    sword(pen, (-0.3, 0.86), (-0.3, -0.86), width=0.2)
    sword(pen, (0.3, 0.86), (0.3, -0.86), width=0.2, guard=(180, 60, 50))


def emblem_qinggang_sword(pen: Pen) -> None:
    sword(pen, (0.0, 0.9), (0.0, -0.9), blade=(170, 206, 214), width=0.24)
    pen.stroke(BLOOD, [(0.0, 0.9), (0.16, 1.0), (0.3, 0.85)], 0.05)  # the tassel


def emblem_ice_sword(pen: Pen) -> None:
    sword(pen, (-0.2, 0.9), (-0.2, -0.9), blade=(196, 232, 246), width=0.24)
    for i in range(3):
        a = i * math.pi / 3
        pen.line((120, 190, 230), (0.55 + 0.3 * math.cos(a), -0.3 + 0.3 * math.sin(a)),
                 (0.55 - 0.3 * math.cos(a), -0.3 - 0.3 * math.sin(a)), 0.06)


def emblem_green_dragon_blade(pen: Pen) -> None:
    pole(pen, (-0.7, 0.9), (0.3, -0.35))
    blade = [(0.22, -0.2), (0.28, -0.6), (0.5, -0.92), (0.7, -0.7), (0.78, -0.35),
             (0.6, -0.22), (0.48, -0.26), (0.44, -0.12)]
    pen.poly((188, 212, 206), blade)
    pen.poly((60, 140, 96), [(0.16, -0.28), (0.46, -0.06), (0.4, 0.04), (0.1, -0.18)])


def emblem_serpent_spear(pen: Pen) -> None:
    pole(pen, (-0.8, 0.8), (0.2, -0.2))
    # A wavy head: the serpent.
    a, b = (0.2, -0.2), (0.82, -0.82)
    left = [_along(a, b, t / 8, 0.1 * (1 - t / 8) + 0.08 * math.sin(t * 1.4) * (1 - t / 8))
            for t in range(9)]
    right = [_along(a, b, t / 8, -0.1 * (1 - t / 8) + 0.08 * math.sin(t * 1.4) * (1 - t / 8))
             for t in range(9)]
    pen.poly(STEEL, left + right[::-1])
    pen.stroke(BLOOD, [(0.14, -0.14), (0.02, 0.1), (0.2, 0.18)], 0.05)


def emblem_rock_cleaving_axe(pen: Pen) -> None:
    pole(pen, (-0.62, 0.88), (0.36, -0.8), width=0.12)
    head = [(0.0, -0.5), (0.42, -0.86), (0.78, -0.5), (0.84, -0.06), (0.56, 0.24),
            (0.3, -0.1)]
    pen.poly(STEEL, head)
    pen.poly(STEEL_DARK, [(0.0, -0.5), (0.3, -0.1), (0.18, 0.0), (-0.1, -0.38)])


def emblem_sky_halberd(pen: Pen) -> None:
    pole(pen, (0, 0.95), (0, -0.4))
    pen.poly(STEEL, [(0, -0.95), (0.1, -0.6), (0.08, -0.38), (-0.08, -0.38), (-0.1, -0.6)])
    for side in (-1, 1):
        outer = pen.arc((0, -0.36), 0.52, math.pi / 2 + side * 1.35, math.pi / 2 + side * 0.2, 10)
        crescent = [(side * abs(u), v) for u, v in outer]
        pen.poly(STEEL, [(side * 0.06, -0.5)] + crescent[::-1] + [(side * 0.06, -0.2)])
    pen.stroke(BLOOD, [(0, -0.28), (0.12, -0.1), (0.04, 0.06)], 0.05)


def emblem_kirin_bow(pen: Pen) -> None:
    bow = pen.arc((-0.55, 0), 1.05, -1.0, 1.0, 20)
    pen.stroke((150, 40, 36), bow, 0.12)
    pen.line((236, 230, 214), bow[0], bow[-1], 0.03)
    _arrow(pen, (-0.6, 0.0), (0.75, 0.0))
    pen.disc(GOLD, bow[10], 0.1)


def emblem_eight_trigrams(pen: Pen) -> None:
    oct_ = [(0.92 * math.cos(i * math.pi / 4 + math.pi / 8),
             0.92 * math.sin(i * math.pi / 4 + math.pi / 8)) for i in range(8)]
    pen.poly((72, 64, 52), oct_)
    for i in range(8):  # three bars per side: whole or broken, one pattern per side
        a = i * math.pi / 4
        for j in range(3):
            d = 0.74 - j * 0.12
            c = (d * math.cos(a), d * math.sin(a))
            t = (-math.sin(a) * 0.2, math.cos(a) * 0.2)
            ends = ((c[0] - t[0], c[1] - t[1]), (c[0] + t[0], c[1] + t[1]))
            if (i >> j) & 1:
                pen.line(GOLD, ends[0], _along(ends[0], ends[1], 0.4), 0.06)
                pen.line(GOLD, _along(ends[0], ends[1], 0.6), ends[1], 0.06)
            else:
                pen.line(GOLD, ends[0], ends[1], 0.06)
    _yin_yang(pen, 0.36)


def _yin_yang(pen: Pen, rad: float) -> None:
    pen.disc(CREAM, (0, 0), rad)
    half = pen.arc((0, 0), rad, -math.pi / 2, math.pi / 2, 16)
    pen.poly(INK, half, ink=False)
    pen.disc(CREAM, (0, rad / 2), rad / 2, ink=False)
    pen.disc(INK, (0, -rad / 2), rad / 2, ink=False)
    pen.disc(INK, (0, rad / 2), rad / 7, ink=False)
    pen.disc(CREAM, (0, -rad / 2), rad / 7, ink=False)


def emblem_renwang_shield(pen: Pen) -> None:
    pen.disc((150, 92, 40), (0, 0), 0.86)
    pen.ring(GOLD, (0, 0), 0.74, 0.07)
    for i in range(8):
        a = i * math.pi / 4
        pen.disc(GOLD, (0.8 * math.cos(a), 0.8 * math.sin(a)), 0.05, ink=False)
    pen.disc(STEEL, (0, 0), 0.3)
    pen.disc(CREAM, (-0.08, -0.08), 0.09, ink=False)


# A horse's head, muzzle to the left, neck at the bottom right.
HORSE_HEAD: list[Point] = [
    (0.62, 0.95), (0.0, 0.95), (-0.06, 0.5), (-0.3, 0.3), (-0.72, 0.26), (-0.86, 0.12),
    (-0.84, -0.04), (-0.6, -0.26), (-0.3, -0.52), (-0.16, -0.78), (-0.04, -0.62),
    (0.08, -0.9), (0.18, -0.6), (0.46, -0.46), (0.7, -0.1), (0.78, 0.45),
]
HORSE_MANE: list[Point] = [
    (0.12, -0.62), (0.46, -0.46), (0.7, -0.1), (0.78, 0.45), (0.72, 0.95), (0.56, 0.95),
    (0.58, 0.4), (0.46, -0.06), (0.22, -0.4),
]


def emblem_horse(pen: Pen, coat: Color) -> None:
    dark = coat[0] + coat[1] + coat[2] < 200
    mane = (200, 196, 190) if dark else paint.shade(coat, 0.45)
    pen.poly(coat, HORSE_HEAD)
    pen.poly(mane, HORSE_MANE, ink=False)
    paint.polyline(pen.s, INK, [pen.p(*q) for q in HORSE_HEAD + HORSE_HEAD[:1]], pen.ink_w)
    eye = (230, 226, 214) if dark else INK
    pen.disc(eye, (-0.28, -0.28), 0.065, ink=False)
    pen.disc(eye, (-0.72, 0.04), 0.05, ink=False)
    pen.line(eye, (-0.62, 0.2), (-0.4, 0.2), 0.03)  # the mouth line
    pen.stroke(BLOOD, [(-0.56, -0.2), (-0.2, 0.22), (-0.06, 0.52)], 0.05)  # the bridle


def _horse(name: str) -> Callable[[Pen], None]:
    return lambda pen: emblem_horse(pen, HORSE_COATS[name])


EMBLEMS: dict[str, Callable[[Pen], None]] = {
    "slash": emblem_slash, "dodge": emblem_dodge, "peach": emblem_peach,
    "dismantle": emblem_dismantle, "snatch": emblem_snatch, "duel": emblem_duel,
    "collateral": emblem_collateral, "ex_nihilo": emblem_ex_nihilo,
    "nullification": emblem_nullification, "barbarian_invasion": emblem_barbarian_invasion,
    "arrow_barrage": emblem_arrow_barrage, "peach_garden": emblem_peach_garden,
    "harvest": emblem_harvest, "indulgence": emblem_indulgence, "lightning": emblem_lightning,
    "zhuge_crossbow": emblem_zhuge_crossbow, "double_swords": emblem_double_swords,
    "qinggang_sword": emblem_qinggang_sword, "ice_sword": emblem_ice_sword,
    "green_dragon_blade": emblem_green_dragon_blade, "serpent_spear": emblem_serpent_spear,
    "rock_cleaving_axe": emblem_rock_cleaving_axe, "sky_halberd": emblem_sky_halberd,
    "kirin_bow": emblem_kirin_bow, "eight_trigrams": emblem_eight_trigrams,
    "renwang_shield": emblem_renwang_shield,
    **{name: _horse(name) for name in HORSE_COATS},
}


# -- text fitting -------------------------------------------------------------------------
def fit_lines(text: str, width_px: float, height_px: float, size_px: float,
              min_px: float = 7, bold: bool = True) -> tuple[list[str], int]:
    """The largest text size (at most `size_px`) at which `text` fits the box, as one
    line or, for words, two: the lines and the size."""
    size = int(size_px)
    while True:
        options = [[text]]
        if " " in text or "-" in text:
            options.append(_two_lines(text))
        for lines in options:
            wide = max(fonts.text_width(line, size, bold) for line in lines)
            tall = len(lines) * size * LINE_STEP
            if wide <= width_px and tall <= height_px:
                return lines, size
        if size <= min_px:
            return _two_lines(text) if " " in text else [text], size
        size -= 1


def _two_lines(text: str) -> list[str]:
    """`text` split at the space (or hyphen) nearest its middle."""
    cuts = [i for i, ch in enumerate(text) if ch in " -"]
    i = min(cuts, key=lambda c: abs(c - len(text) / 2))
    keep = text[i] == "-"
    return [text[: i + 1] if keep else text[:i], text[i + 1:]]


def name_layout(name: str, width_px: int, lang: str) -> tuple[list[str], int]:
    """How a card's name is set in its band at this card width: lines and text size."""
    w, h = width_px, card_height(width_px)
    box_w, box_h = _band(w, h)[2] - 0.08 * w, _band(w, h)[3] - 0.07 * w
    text = text_for(f"sgs_card_{name}", lang)
    cjk = any(ord(ch) >= 0x2E80 for ch in text)
    return fit_lines(text, box_w, box_h, w * (0.2 if cjk else 0.16), min_px=max(7, w * 0.08))


def _band(w: float, h: float) -> tuple[float, float, float, float]:
    """The name band's rect at final size (x, y, w, h)."""
    return (w * 0.06, h * 0.645, w * 0.88, h * 0.235)


# -- card faces ------------------------------------------------------------------------------
def card_face(card_id: int, width_px: int, lang: str) -> pygame.Surface:
    """The face of the card `card_id` (standard and EX ids), `width_px` wide."""
    card = _card(card_id)
    width_px = max(16, int(width_px))
    key = ("sgs", "face", card.name, card.suit, card.rank, width_px, lang)
    return paint.cached(key, lambda: _draw_face(card, width_px, lang))


def _card(card_id: int) -> CardDef:
    return sgs_cards.deck(ex=True)[card_id]


def _draw_face(card: CardDef, w: int, lang: str) -> pygame.Surface:
    cv = Canvas(w, card_height(w))
    tint = TYPE_COLOURS[card.type]
    _parchment(cv, tint)
    _medallion(cv, card, tint)
    _name_band(cv, card, tint, lang)
    _corner_index(cv, card)
    _slot_badge(cv, card, tint)
    _type_line(cv, card, tint, lang)
    return cv.finish()


def _parchment(cv: Canvas, tint: Color) -> None:
    """The card's body: a dark edge, warm paper, a thin frame line in the type's colour."""
    k, W, H = cv.k, cv.W, cv.H
    r = W * 0.07
    paint.rounded_rect(cv.big, paint.shade(tint, 0.4), (0, 0, W, H), r)
    edge = max(k, round(W * 0.012))
    inner = pygame.Rect(0, 0, W, H).inflate(-2 * edge, -2 * edge)
    paint.gradient_rounded_rect(cv.big, inner, r - edge, PARCHMENT_TOP, PARCHMENT_BOTTOM)
    frame = inner.inflate(-round(W * 0.05), -round(W * 0.05))
    paint.rounded_rect(cv.big, paint.mix(tint, PARCHMENT_TOP, 0.45), frame, r * 0.6,
                       max(1, round(W * 0.008)))


def _medallion(cv: Canvas, card: CardDef, tint: Color) -> None:
    """The emblem on a soft roundel in the type's colour."""
    W, H = cv.W, cv.H
    # Low enough to clear the corner index, high enough to clear the name band.
    cx, cy, rad = W * 0.5, H * 0.4, W * 0.33
    paint.radial_disc(cv.big, (cx, cy), rad, paint.mix(tint, PARCHMENT_BOTTOM, 0.55),
                      paint.mix(tint, PARCHMENT_TOP, 0.9), steps=18)
    paint.circle(cv.big, paint.mix(tint, PARCHMENT_TOP, 0.2), (cx, cy), rad,
                 max(1, round(W * 0.012)))
    EMBLEMS[card.name](Pen(cv.big, cx, cy, rad * 0.84))


def _name_band(cv: Canvas, card: CardDef, tint: Color, lang: str) -> None:
    k = cv.k
    x, y, bw, bh = (v * k for v in _band(cv.w, cv.h))
    band = pygame.Rect(round(x), round(y), round(bw), round(bh))
    paint.gradient_rounded_rect(cv.big, band, bh * 0.22, paint.shade(tint, 1.12),
                                paint.shade(tint, 0.78))
    paint.rounded_rect(cv.big, GOLD, band, bh * 0.22, max(1, round(cv.W * 0.01)))
    lines, size = name_layout(card.name, cv.w, lang)
    step = size * LINE_STEP * k
    top = band.centery - step * len(lines) / 2 + step / 2
    for i, line in enumerate(lines):
        cv.text(line, (band.centerx, top + i * step), size * k, CREAM, bold=True,
                outline=paint.shade(tint, 0.45))


def type_label(card: CardDef, lang: str) -> str:
    """"Basic", "Trick", "Delayed trick", or an equipment card's slot ("Weapon")."""
    key = f"sgs_slot_{card.slot}" if card.slot else f"sgs_type_{card.type}"
    return text_for(key, lang)


def _type_line(cv: Canvas, card: CardDef, tint: Color, lang: str) -> None:
    """The card's type under its name, only where it is big enough to read (a hand
    card at 1280x720 leaves it out: the band's colour says it there)."""
    size = cv.w * 0.07
    if size < 9:
        return
    y = cv.h * 0.935
    cv.text(type_label(card, lang), (cv.w / 2 * cv.k, y * cv.k), size * cv.k,
            paint.shade(tint, 0.7), bold=True)


def _corner_index(cv: Canvas, card: CardDef) -> None:
    """Rank over suit in the top left, red for hearts and diamonds."""
    k, W, H = cv.k, cv.W, cv.H
    suit = SUIT_CODE[card.suit]
    color = cardart.suit_color(suit)
    rank = sgs_cards.rank_text(card.rank)
    cx = W * 0.13
    size = cv.w * (0.17 if len(rank) > 1 else 0.2)
    top = H * 0.035
    cv.text(rank, (cx, top), size * k, color, bold=True, anchor="midtop")
    text_h = fonts.render(rank, max(6, round(size)), color, True, False).get_height() * k
    ps = W * 0.14
    cardart.draw_suit(cv.big, suit, pygame.Rect(round(cx - ps / 2), round(top + text_h + H * 0.012),
                                                round(ps), round(ps)), color)


def _slot_badge(cv: Canvas, card: CardDef, tint: Color) -> None:
    """A weapon's attack range or a horse's +1 / -1, on a small seal in the top right."""
    text = str(card.range) if card.range is not None else SLOT_BADGE.get(card.slot or "")
    if not text:
        return
    k, W, H = cv.k, cv.W, cv.H
    c, rad = (W * 0.83, H * 0.1), W * 0.095
    diamond = [paint.polar(c, rad * 1.12, a * math.pi / 2) for a in range(4)]
    paint.polygon(cv.big, GOLD_DARK, diamond)
    paint.polygon(cv.big, paint.shade(tint, 0.8),
                  [paint.polar(c, rad * 0.96, a * math.pi / 2) for a in range(4)])
    size = cv.w * (0.13 if len(text) > 1 else 0.15)
    cv.text(text, c, size * k, CREAM, bold=True)


def card_back(width_px: int) -> pygame.Surface:
    """The back every card shares: crimson lattice, a gold roundel with 杀."""
    width_px = max(16, int(width_px))
    return paint.cached(("sgs", "back", width_px), lambda: _draw_back(width_px))


def _draw_back(w: int) -> pygame.Surface:
    cv = Canvas(w, card_height(w))
    W, H = cv.W, cv.H
    r = W * 0.07
    paint.rounded_rect(cv.big, (52, 16, 14), (0, 0, W, H), r)
    inner = pygame.Rect(0, 0, W, H).inflate(-round(W * 0.05), -round(W * 0.05))
    paint.gradient_rounded_rect(cv.big, inner, r * 0.8, (150, 34, 30), (96, 18, 18))
    _lattice(cv.big, inner, W * 0.13, (178, 66, 48), max(1, round(W * 0.008)))
    paint.rounded_rect(cv.big, GOLD, inner.inflate(-round(W * 0.05), -round(W * 0.05)), r * 0.5,
                       max(1, round(W * 0.012)))
    c, rad = (W / 2, H / 2), W * 0.3
    paint.circle(cv.big, GOLD_DARK, c, rad * 1.08)
    paint.radial_disc(cv.big, c, rad, (110, 20, 20), (168, 40, 32), steps=16)
    paint.circle(cv.big, GOLD, c, rad * 0.9, max(1, round(W * 0.01)))
    cv.text("杀", (c[0], c[1] + rad * 0.04), rad * 1.15, GOLD, bold=True, outline=(70, 12, 10))
    return cv.finish()


def _lattice(surf: pygame.Surface, rect: pygame.Rect, step: float, color: Color,
             width: int) -> None:
    """A diagonal window lattice clipped to `rect` (the back's pattern)."""
    old = surf.get_clip()
    surf.set_clip(rect.inflate(-2, -2))
    n = int((rect.w + rect.h) / step) + 2
    for i in range(-n, n):
        x = rect.x + i * step
        pygame.draw.line(surf, color, (x, rect.y), (x + rect.h, rect.bottom), width)
        pygame.draw.line(surf, color, (x, rect.bottom), (x + rect.h, rect.y), width)
    surf.set_clip(old)


# -- portraits -------------------------------------------------------------------------------
def portrait(character_key: str, width_px: int, lang: str) -> pygame.Surface:
    """A character's framed tile: kingdom colours, the name's first character large as
    its picture, the name below, the kingdom seal in the corner."""
    width_px = max(24, int(width_px))
    key = ("sgs", "portrait", character_key, width_px, lang)
    return paint.cached(key, lambda: _draw_portrait(character_key, width_px, lang))


def picture_glyph(character_key: str) -> str:
    """The character of the Chinese name drawn large: the first one the font has (the
    bundled font is a subset: a missing glyph would draw as a box)."""
    name = STRINGS[f"sgs_char_{character_key}"]["zh"]
    missing = set(fonts.missing_glyphs(name))
    return next((ch for ch in name if ch not in missing), name[0])


def _draw_portrait(key: str, w: int, lang: str) -> pygame.Surface:
    char = BY_KEY[key]
    colour = KINGDOM_COLOURS[char.kingdom]
    cv = Canvas(w, portrait_height(w))
    panel = _portrait_frame(cv, colour)
    _big_glyph(cv, picture_glyph(key), panel)
    _name_plate(cv, text_for(f"sgs_char_{key}", lang), colour)
    _kingdom_seal(cv, char.kingdom, colour)
    if char.gender == FEMALE:
        _blossom(cv)
    return cv.finish()


def _portrait_frame(cv: Canvas, colour: Color) -> pygame.Rect:
    """Outer frame and the inner panel; returns the panel (big pixels)."""
    W, H = cv.W, cv.H
    r = W * 0.06
    paint.rounded_rect(cv.big, paint.shade(colour, 0.35), (0, 0, W, H), r)
    paint.rounded_rect(cv.big, GOLD, pygame.Rect(0, 0, W, H).inflate(-round(W * 0.03),
                                                                     -round(W * 0.03)), r * 0.8,
                       max(1, round(W * 0.012)))
    panel = pygame.Rect(0, 0, W, H).inflate(-round(W * 0.1), -round(W * 0.1))
    paint.gradient_rounded_rect(cv.big, panel, r * 0.5, paint.shade(colour, 1.35),
                                paint.shade(colour, 0.62))
    # A pale ink-wash moon behind the character.
    moon = (panel.centerx, panel.y + panel.h * GLYPH_Y)
    paint.radial_disc(cv.big, moon, panel.w * 0.46, paint.shade(colour, 1.3),
                      paint.shade(colour, 1.65), steps=14)
    return panel


def _big_glyph(cv: Canvas, glyph: str, panel: pygame.Rect) -> None:
    """The calligraphy: a large bold glyph in cream-to-gold, a touch slanted, over a soft
    ink shadow, drawn big so the downscale smooths it like the shapes."""
    size = round(panel.w * 0.72)
    white = fonts.render(glyph, size, (255, 255, 255), bold=True, pad=False)
    grad = paint.vertical_gradient(white.get_size(), (255, 250, 232), (232, 190, 110))
    img = white.copy()
    img.blit(grad, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    img = pygame.transform.rotozoom(img, 5, 1.0)
    img = pygame.transform.smoothscale(img, (img.get_width(), round(img.get_height() * 1.06)))
    at = img.get_rect(center=(panel.centerx, panel.y + panel.h * GLYPH_Y))
    shadow = paint.shadow_of(paint.padded(img, 12), max(2, cv.W // 60), 170)
    cv.big.blit(shadow, (at.x - 12 + cv.W * 0.02, at.y - 12 + cv.W * 0.025))
    cv.big.blit(img, at)


def _name_plate(cv: Canvas, name: str, colour: Color) -> None:
    k, W, H = cv.k, cv.W, cv.H
    plate = pygame.Rect(round(W * 0.05), round(H * 0.77), round(W * 0.9), round(H * 0.17))
    paint.gradient_rounded_rect(cv.big, plate, plate.h * 0.2, paint.shade(colour, 0.5),
                                paint.shade(colour, 0.28))
    paint.rounded_rect(cv.big, GOLD, plate, plate.h * 0.2, max(1, round(W * 0.01)))
    cjk = any(ord(ch) >= 0x2E80 for ch in name)
    lines, size = fit_lines(name, plate.w / k * 0.9, plate.h / k * 0.9,
                            cv.w * (0.15 if cjk else 0.13), min_px=7)
    step = size * LINE_STEP * k
    top = plate.centery - step * len(lines) / 2 + step / 2
    for i, line in enumerate(lines):
        cv.text(line, (plate.centerx, top + i * step), size * k, CREAM, bold=True)


def _kingdom_seal(cv: Canvas, kingdom: str, colour: Color) -> None:
    W = cv.W
    c, rad = (W * 0.17, W * 0.17), W * 0.12
    paint.circle(cv.big, GOLD, c, rad * 1.1)
    paint.radial_disc(cv.big, c, rad, paint.shade(colour, 0.7), paint.shade(colour, 1.1),
                      steps=10)
    glyph = STRINGS[f"sgs_kingdom_{kingdom}"]["zh"]
    cv.text(glyph, (c[0], c[1] + rad * 0.04), rad * 1.3, CREAM, bold=True)


def _blossom(cv: Canvas) -> None:
    """A small plum blossom in the top right: the female characters' cue."""
    W = cv.W
    c, rad = (W * 0.83, W * 0.17), W * 0.05
    for i in range(5):
        paint.circle(cv.big, (236, 150, 170), paint.polar(c, rad, i * math.tau / 5 - math.pi / 2),
                     rad * 0.78)
    paint.circle(cv.big, (250, 214, 120), c, rad * 0.45)


# -- table helpers -----------------------------------------------------------------------------
def hp_colour(hp: int, max_hp: int) -> Color:
    """Green when healthy, yellow when hurt, red when nearly out."""
    ratio = hp / max(1, max_hp)
    return next(c for limit, c in HP_COLOURS if ratio >= limit)


def hp_pips(hp: int, max_hp: int, width_px: int) -> pygame.Surface:
    """A row of `max_hp` jade pips, the first `hp` filled, `width_px` wide."""
    max_hp = max(1, max_hp)
    hp = max(0, min(hp, max_hp))
    width_px = max(8, int(width_px))
    return paint.cached(("sgs", "hp", hp, max_hp, width_px),
                        lambda: _draw_pips(hp, max_hp, width_px))


def _draw_pips(hp: int, max_hp: int, w: int) -> pygame.Surface:
    # Pips keep one size up to five; more share the width. The row starts at the left.
    pitch = w / max(max_hp, 5)
    d = max(4, round(pitch * 0.86))
    cv = Canvas(w, d)
    fill = hp_colour(hp, max_hp)
    for i in range(max_hp):
        c = ((i + 0.5) * pitch * cv.k, cv.H / 2)
        rad = d * cv.k * 0.48
        if i < hp:
            _jade(cv.big, c, rad, fill)
        else:
            _socket(cv.big, c, rad)
    return cv.finish()


def _jade(surf: pygame.Surface, c: Point, rad: float, fill: Color) -> None:
    paint.circle(surf, paint.shade(fill, 0.45), c, rad)
    paint.radial_disc(surf, c, rad * 0.84, paint.shade(fill, 0.85), paint.shade(fill, 1.3),
                      steps=10)
    paint.circle(surf, (255, 255, 255, 190), (c[0] - rad * 0.3, c[1] - rad * 0.32), rad * 0.2)


def _socket(surf: pygame.Surface, c: Point, rad: float) -> None:
    paint.circle(surf, (30, 24, 20), c, rad)
    paint.circle(surf, (70, 62, 56), c, rad * 0.8)
    paint.circle(surf, (96, 86, 78), c, rad, max(1, round(rad * 0.12)))


def identity_badge(identity: str | None, width_px: int, lang: str,
                   marked: bool = False) -> pygame.Surface:
    """A pill naming an identity in its colour; None (or "unknown") is a grey "?".
    `marked` draws it outlined and dashed: the player's own guess, not a revealed fact."""
    identity = None if identity in (None, "unknown") else identity
    width_px = max(16, int(width_px))
    key = ("sgs", "badge", identity, width_px, lang, marked)
    return paint.cached(key, lambda: _draw_badge(identity, width_px, lang, marked))


def badge_height(width_px: int) -> int:
    return max(8, round(width_px * 0.34))


def _draw_badge(identity: str | None, w: int, lang: str, marked: bool) -> pygame.Surface:
    fill, ink = IDENTITY_COLOURS[identity]
    cv = Canvas(w, badge_height(w))
    k, W, H = cv.k, cv.W, cv.H
    rect = pygame.Rect(0, 0, W, H).inflate(-2 * k, -2 * k)
    if marked:
        paint.rounded_rect(cv.big, (24, 20, 18, 150), rect, rect.h / 2)
        _dashed_pill(cv.big, paint.shade(fill, 1.15), rect, max(2, H * 0.09), H * 0.32)
        ink = paint.shade(fill, 1.25)
    else:
        paint.rounded_rect(cv.big, paint.shade(fill, 0.55), rect, rect.h / 2)
        paint.gradient_rounded_rect(cv.big, rect.inflate(-2 * k, -2 * k), rect.h / 2 - k,
                                    paint.shade(fill, 1.2), paint.shade(fill, 0.9))
        if identity == "lord":
            _crown(cv.big, (rect.x + rect.h * 0.62, rect.centery), rect.h * 0.5, ink)
    text = "?" if identity is None else text_for(f"sgs_identity_{identity}", lang)
    left = rect.h * 0.9 if identity == "lord" and not marked else rect.h * 0.35
    box_w = (rect.w - left - rect.h * 0.35) / k
    lines, size = fit_lines(text, box_w, H / k * 0.8, cv.h * 0.62, min_px=6)
    cv.text(" ".join(lines), (rect.x + left + box_w * k / 2, rect.centery),
            size * k, ink, bold=True)
    return cv.finish()


def _crown(surf: pygame.Surface, c: Point, size: float, color: Color) -> None:
    x, y = c
    s = size
    pts = [(x - s / 2, y + s * 0.3), (x - s / 2, y - s * 0.3), (x - s / 4, y),
           (x, y - s * 0.42), (x + s / 4, y), (x + s / 2, y - s * 0.3), (x + s / 2, y + s * 0.3)]
    paint.polygon(surf, color, pts)


def _dashed_pill(surf: pygame.Surface, color: Color, rect: pygame.Rect, width: float,
                 dash: float) -> None:
    """A pill's outline in dashes: `dash` long, as long gaps."""
    r = rect.h / 2 - width / 2
    left, right = (rect.x + rect.h / 2, rect.centery), (rect.right - rect.h / 2, rect.centery)
    outline = (paint.arc_points(right, r, -math.pi / 2, math.pi / 2, 24)
               + paint.arc_points(left, r, math.pi / 2, 3 * math.pi / 2, 24))
    outline.append(outline[0])
    dense = []
    for a, b in zip(outline, outline[1:], strict=False):
        n = max(1, int(math.dist(a, b) / 2))
        dense += [(a[0] + (b[0] - a[0]) * i / n, a[1] + (b[1] - a[1]) * i / n) for i in range(n)]
    run, s = [], 0.0
    for a, b in zip(dense, dense[1:], strict=False):
        if int(s / dash) % 2 == 0:
            run.append(a)
        elif run:
            paint.polyline(surf, color, run + [a], width)
            run = []
        s += math.dist(a, b)
    if run:
        paint.polyline(surf, color, run, width)
