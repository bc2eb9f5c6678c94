"""Kingsburg's pictures, drawn in code: goods tokens (a gold ingot, a wood log, a stone),
a soldier, a victory point star, the "+2" token, an advisor's tile (its number on a
seal, a crowned bust, its reward as tokens), a building's tile (its row's colour, name,
cost as tokens, points and defence) and an enemy card (its back: the year and the
strengths it may have; its face: the enemy, its strength, what it gives and takes).

Shapes are drawn on a supersampled `paint.Canvas`; each finished picture is kept by
`table_cache` (per language where words are printed) and given back when the table
closes. The facts come from the rule modules' data."""

from __future__ import annotations

import pygame

from game.games.kingsburg.advisors import ADVISORS
from game.games.kingsburg.buildings import BUILDINGS
from game.games.kingsburg.enemies import PACK as ENEMIES
from game.games.kingsburg.enemies import enemy_of, strengths
from game.ui import paint
from game.ui.i18n import language, t
from game.ui.memory import table_cache
from game.ui.paint import Canvas, Color

PARCHMENT_TOP, PARCHMENT_BOTTOM = (246, 236, 210), (222, 204, 164)
INK = (52, 38, 26)
GOLD, GOLD_DARK = (240, 196, 64), (150, 104, 20)
WOOD, WOOD_DARK = (150, 98, 52), (88, 54, 24)
STONE, STONE_DARK = (170, 172, 178), (96, 98, 106)
GOODS: dict[str, tuple[Color, Color]] = {"gold": (GOLD, GOLD_DARK), "wood": (WOOD, WOOD_DARK),
                                        "stone": (STONE, STONE_DARK)}
ROW_COLOURS = ((124, 96, 160), (96, 140, 80), (170, 70, 60), (150, 120, 70), (70, 120, 160))
# each player's dice and markers; white dice are the King's
PLAYER_COLOURS = ((200, 56, 50), (50, 100, 190), (60, 150, 70), (226, 180, 40), (130, 70, 160))
ROMAN = ("", "I", "II", "III", "IV", "V")


# -- tokens --------------------------------------------------------------------------------
def _good(s: pygame.Surface, kind: str, cx: float, cy: float, r: float) -> None:
    body, rim = GOODS[kind]
    if kind == "gold":  # an ingot
        pts = [(cx - r, cy + r * .55), (cx + r, cy + r * .55), (cx + r * .6, cy - r * .45),
               (cx - r * .6, cy - r * .45)]
        paint.polygon(s, rim, pts)
        paint.polygon(s, body, [(x * .82 + cx * .18, y * .82 + cy * .18) for x, y in pts])
    elif kind == "wood":  # a log seen from its end
        paint.circle(s, rim, (cx, cy), r)
        paint.circle(s, body, (cx, cy), r * .8)
        paint.circle(s, rim, (cx, cy), r * .45, max(1, int(r * .12)))
        paint.circle(s, rim, (cx, cy), r * .12)
    else:  # a rough stone
        pts = [(cx - r, cy + r * .2), (cx - r * .5, cy - r * .8), (cx + r * .4, cy - r * .85),
               (cx + r, cy - r * .1), (cx + r * .7, cy + r * .75), (cx - r * .4, cy + r * .8)]
        paint.polygon(s, rim, pts)
        paint.polygon(s, body, [(x * .8 + cx * .2, y * .8 + cy * .2) for x, y in pts])


def _soldier(s: pygame.Surface, cx: float, cy: float, r: float) -> None:
    """A shield with a cross: a soldier."""
    pts = [(cx - r * .85, cy - r * .8), (cx + r * .85, cy - r * .8), (cx + r * .85, cy),
           (cx, cy + r), (cx - r * .85, cy)]
    paint.polygon(s, (60, 60, 80), pts)
    paint.polygon(s, (200, 60, 50), [(x * .8 + cx * .2, y * .8 + cy * .2) for x, y in pts])
    paint.thick_line(s, (250, 236, 200), (cx, cy - r * .6), (cx, cy + r * .6), r * .18)
    paint.thick_line(s, (250, 236, 200), (cx - r * .5, cy - r * .2), (cx + r * .5, cy - r * .2),
                     r * .18)


def _star(s: pygame.Surface, cx: float, cy: float, r: float) -> None:
    paint.polygon(s, GOLD_DARK, paint.star_points(cx, cy, r, r * .45))
    paint.polygon(s, GOLD, paint.star_points(cx, cy, r * .82, r * .37))


def _plus2(cv: Canvas, cx: float, cy: float, r: float) -> None:
    paint.circle(cv.big, (40, 90, 140), (cx, cy), r)
    paint.circle(cv.big, (90, 160, 220), (cx, cy), r * .82)
    cv.text("+2", (cx, cy), r * 1.1, (255, 255, 255))


@table_cache(maxsize=64)
def token(kind: str, d: int) -> pygame.Surface:
    """A token `d` px across: "gold", "wood", "stone", "soldier", "vp", "plus2"."""
    d = max(6, int(d))
    cv = Canvas(d, d)
    c, r = cv.W / 2, cv.W / 2 * .92
    if kind in GOODS:
        _good(cv.big, kind, c, c, r)
    elif kind == "soldier":
        _soldier(cv.big, c, c, r)
    elif kind == "vp":
        _star(cv.big, c, c, r)
    else:
        _plus2(cv, c, c, r)
    return cv.finish()


# -- an advisor ----------------------------------------------------------------------------
def reward_icons(number: int) -> list[tuple[str, str]]:
    """An advisor's reward as (token, label) pairs, left to right: "gold" "", "or" "",
    "any" "2", "vp" "3", "peek" ""..."""
    adv = ADVISORS[number]
    icons: list[tuple[str, str]] = []
    if adv.pay_vp:
        icons.append(("vp", f"-{adv.pay_vp}"))
    for kind, n in adv.goods.items():
        icons += [(kind, "")] * n
    for i, option in enumerate(adv.options):
        if i:
            icons.append(("or", ""))
        icons += [(kind, "") for kind in option]
    if adv.any:
        icons.append(("any", str(adv.any)))
    if adv.exchange:
        icons.append(("exchange", ""))
    if adv.soldiers:
        icons += [("soldier", "")] * adv.soldiers
    if adv.plus2:
        icons.append(("plus2", ""))
    if adv.vp:
        icons.append(("vp", str(adv.vp)))
    if adv.peek:
        icons.append(("peek", ""))
    return icons


@table_cache(maxsize=64)
def _advisor(number: int, w: int, h: int, lang: str) -> pygame.Surface:
    cv = Canvas(w, h)
    W, H, k = cv.W, cv.H, cv.k
    paint.gradient_rounded_rect(cv.big, (0, 0, W, H), W * .1, PARCHMENT_TOP, PARCHMENT_BOTTOM)
    paint.rounded_rect(cv.big, (120, 86, 40), (0, 0, W, H), W * .1, max(2, k * 2))
    # the number on a red seal
    paint.circle(cv.big, (120, 30, 30), (W / 2, H * .17), W * .22)
    paint.circle(cv.big, (180, 50, 44), (W / 2, H * .17), W * .18)
    cv.text(str(number), (W / 2, H * .17), W * .26, (255, 240, 220))
    # a bust, crowned for the King and Queen
    cx, cy, r = W / 2, H * .47, W * .2
    paint.polygon(cv.big, PLAYER_COLOURS[number % 5],
                  paint.arc_points((cx, cy + r * 1.3), r * 1.2, 3.14159, 6.28318, ry=r))
    paint.circle(cv.big, (236, 204, 168), (cx, cy), r * .6)
    if number >= 17:
        paint.polygon(cv.big, GOLD, [(cx - r * .6, cy - r * .45), (cx - r * .6, cy - r * 1.05),
                                     (cx - r * .2, cy - r * .7), (cx, cy - r * 1.15),
                                     (cx + r * .2, cy - r * .7), (cx + r * .6, cy - r * 1.05),
                                     (cx + r * .6, cy - r * .45)])
    if w >= 48:
        cv.text(t(f"kb_advisor_{ADVISORS[number].key}"), (W / 2, H * .68), W * .13, INK)
    # the reward along the foot
    icons = reward_icons(number)
    size = min(W * .3, W * .94 / max(1, len(icons)))
    x0 = W / 2 - size * (len(icons) - 1) / 2
    y = H * .86
    for i, (kind, label) in enumerate(icons):
        x = x0 + i * size
        if kind in GOODS:
            _good(cv.big, kind, x, y, size * .42)
        elif kind == "soldier":
            _soldier(cv.big, x, y, size * .42)
        elif kind == "vp":
            _star(cv.big, x, y, size * .48)
        elif kind == "plus2":
            _plus2(cv, x, y, size * .42)
        elif kind == "any":  # a good of one's choice: the three in one
            for j, good in enumerate(GOODS):
                _good(cv.big, good, x + (j - 1) * size * .2, y, size * .24)
        cv.text(label or {"or": "/", "exchange": "1:2", "peek": "?"}.get(kind, ""),
                (x, y + (size * .05 if kind in ("or", "exchange", "peek") else size * .34)),
                size * (.6 if kind in ("or", "exchange", "peek") else .42), INK)
    return cv.finish()


def advisor(number: int, w: int, h: int) -> pygame.Surface:
    """Advisor `number`'s tile, `w` x `h` px."""
    return _advisor(number, max(12, int(w)), max(16, int(h)), language())


# -- a building ----------------------------------------------------------------------------
@table_cache(maxsize=128)
def _building(key: str, w: int, h: int, built: bool, lang: str) -> pygame.Surface:
    b = BUILDINGS[key]
    cv = Canvas(w, h)
    W, H, k = cv.W, cv.H, cv.k
    colour = ROW_COLOURS[b.row]
    top, bottom = (paint.mix(colour, (255, 255, 255), .35), colour) if built else \
        (paint.mix(colour, (240, 232, 214), .75), paint.mix(colour, (226, 214, 190), .7))
    paint.gradient_rounded_rect(cv.big, (0, 0, W, H), H * .18, top, bottom)
    paint.rounded_rect(cv.big, paint.shade(colour, .6), (0, 0, W, H), H * .18, max(2, k * 2))
    cv.text(t(f"kb_building_{key}"), (W * .04, H * .26), H * .26,
            (255, 255, 255) if built else INK, anchor="midleft")
    # the cost as tokens along the foot, its points and defence at the right
    x = W * .06
    for kind, n in b.cost.items():
        for _ in range(n):
            _good(cv.big, kind, x + H * .13, H * .72, H * .14)
            x += H * .3
    if b.vp:
        _star(cv.big, W - H * .32, H * .36, H * .26)
        cv.text(str(b.vp), (W - H * .32, H * .38), H * .26, INK)
    defence = b.defence + sum(b.against.values())
    if defence:
        paint.polygon(cv.big, (70, 70, 90), [(W - H * .56, H * .58), (W - H * .08, H * .58),
                                             (W - H * .08, H * .8), (W - H * .32, H * .98),
                                             (W - H * .56, H * .8)])
        label = f"{b.defence:+d}" if b.defence else f"+{sum(b.against.values())}*"
        cv.text(label, (W - H * .32, H * .76), H * .22, (255, 255, 255))
    return cv.finish()


def building(key: str, w: int, h: int, built: bool = False) -> pygame.Surface:
    """A building's tile, `w` x `h` px; `built` in its row's full colour."""
    return _building(key, max(16, int(w)), max(10, int(h)), built, language())


# -- enemies ----------------------------------------------------------------------------
@table_cache(maxsize=16)
def _enemy_back(year: int, w: int, lang: str) -> pygame.Surface:
    h = round(w * 1.4)
    cv = Canvas(w, h)
    W, H = cv.W, cv.H
    paint.gradient_rounded_rect(cv.big, (0, 0, W, H), W * .08, (70, 40, 40), (30, 16, 16))
    paint.rounded_rect(cv.big, (180, 140, 90), (W * .06, H * .04, W * .88, H * .92), W * .06,
                       max(2, cv.k * 2))
    cv.text(ROMAN[year], (W / 2, H * .4), W * .34, (240, 220, 180))
    lo, hi = strengths(year)
    cv.text(f"{lo}–{hi}", (W / 2, H * .7), W * .2, (240, 220, 180))
    return cv.finish()


def enemy_back(year: int, w: int) -> pygame.Surface:
    """The back of a year's enemy card: the year and its strengths' range."""
    return _enemy_back(year, max(12, int(w)), language())


@table_cache(maxsize=32)
def _enemy(code: str, w: int, lang: str) -> pygame.Surface:
    enemy = enemy_of(ENEMIES.from_codes([code])[0])
    h = round(w * 1.4)
    cv = Canvas(w, h)
    W, H = cv.W, cv.H
    paint.gradient_rounded_rect(cv.big, (0, 0, W, H), W * .08, (96, 40, 36), (40, 18, 16))
    paint.rounded_rect(cv.big, (220, 170, 100), (0, 0, W, H), W * .08, max(2, cv.k * 2))
    cv.text(t(f"kb_enemy_{enemy.type}"), (W / 2, H * .12), W * .16, (250, 230, 200))
    paint.circle(cv.big, (30, 14, 12), (W / 2, H * .42), W * .26)
    cv.text(str(enemy.strength), (W / 2, H * .42), W * .34, (250, 90, 70))
    cv.text(ROMAN[enemy.year], (W * .14, H * .93), W * .12, (220, 190, 150))
    return cv.finish()


def enemy(code: str, w: int) -> pygame.Surface:
    """An enemy card's face: its type and strength."""
    return _enemy(code, max(12, int(w)), language())
