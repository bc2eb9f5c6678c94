"""Saint Petersburg's pictures, drawn in code: a card (its colour's band with the name,
its price in a coin, a picture of what it is, what it pays along the foot, its effect in
a word), a stack's back, a ruble coin and a point star.

Workers show their trade (a tree, a nugget, a sheep, a pelt, a ship; the Czar a crown),
buildings a house whose height grows with its points, aristocrats a bust; a trading card
has a gold frame and the picture of what it replaces with a star. Shapes are drawn on a
supersampled `paint.Canvas`; each finished picture is kept by `table_cache` (per
language, since words are printed) and given back when the table closes."""

from __future__ import annotations

import pygame

from game.games.saint_petersburg.cards import KINDS, Kind, kind_of_code
from game.ui import fonts, paint
from game.ui.i18n import language, t
from game.ui.memory import table_cache
from game.ui.paint import Canvas, Color

CARD_ASPECT = 1.4  # height / width
RADIUS = 0.08
COLOURS: dict[str, tuple[Color, Color]] = {  # each colour's band and its dark rim
    "worker": ((84, 150, 72), (36, 84, 30)),
    "building": ((66, 110, 182), (26, 54, 110)),
    "aristocrat": ((222, 128, 44), (134, 66, 14)),
}
TRADING = (196, 154, 60)  # a trading card's gold frame, its stack's back
PAPER_TOP, PAPER_BOTTOM = (250, 244, 228), (226, 212, 182)
INK = (46, 36, 28)
SILVER, SILVER_DARK, SILVER_LIGHT = (196, 200, 208), (110, 114, 124), (244, 246, 250)
GOLD, GOLD_DARK = (238, 190, 64), (150, 102, 20)
COATS = ((134, 66, 14), (110, 40, 60), (40, 70, 120), (60, 90, 50), (90, 60, 110), (150, 90, 30))
ROOFS = ((170, 60, 50), (90, 110, 70), (120, 80, 60), (60, 90, 140))


def colour_of(kind: Kind) -> Color:
    return COLOURS[kind.colour][0]


# -- pictures of what a card is -------------------------------------------------------------
def _tree(s, cx, cy, r):
    paint.polygon(s, (110, 70, 36), [(cx - r * .12, cy + r), (cx + r * .12, cy + r),
                                     (cx + r * .12, cy + r * .3), (cx - r * .12, cy + r * .3)])
    for i, w in enumerate((0.9, 0.7, 0.5)):
        y = cy + r * (0.45 - 0.45 * i)
        paint.polygon(s, (52, 120, 56), [(cx - r * w, y), (cx + r * w, y), (cx, y - r * 0.75)])


def _nugget(s, cx, cy, r):
    pts = [(cx - r * .8, cy + r * .3), (cx - r * .4, cy - r * .5), (cx + r * .3, cy - r * .6),
           (cx + r * .85, cy - r * .05), (cx + r * .5, cy + r * .55), (cx - r * .3, cy + r * .6)]
    paint.polygon(s, GOLD_DARK, pts)
    paint.polygon(s, GOLD, [(x * .85 + cx * .15, y * .85 + cy * .15) for x, y in pts])
    paint.circle(s, (255, 240, 170), (cx - r * .15, cy - r * .2), r * .16)


def _sheep(s, cx, cy, r):
    for dx, dy in ((-.45, 0), (0, -.25), (.45, 0), (-.2, .2), (.25, .2), (0, .05)):
        paint.circle(s, (250, 250, 244), (cx + r * dx, cy + r * dy), r * .38)
    paint.circle(s, (60, 56, 52), (cx + r * .85, cy - r * .1), r * .24)
    for dx in (-.4, .35):
        paint.thick_line(s, (60, 56, 52), (cx + r * dx, cy + r * .45), (cx + r * dx, cy + r * .9),
                         r * .12)


def _pelt(s, cx, cy, r):
    pts = [(cx - r * .5, cy - r * .8), (cx + r * .5, cy - r * .8), (cx + r * .9, cy - r * .3),
           (cx + r * .6, cy + r * .1), (cx + r * .9, cy + r * .7), (cx + r * .3, cy + r * .9),
           (cx - r * .3, cy + r * .9), (cx - r * .9, cy + r * .7), (cx - r * .6, cy + r * .1),
           (cx - r * .9, cy - r * .3)]
    paint.polygon(s, (128, 82, 44), pts)
    paint.polygon(s, (168, 118, 70), [(x * .7 + cx * .3, y * .7 + cy * .3) for x, y in pts])


def _ship(s, cx, cy, r):
    paint.polygon(s, (96, 62, 34), [(cx - r, cy + r * .35), (cx + r, cy + r * .35),
                                    (cx + r * .65, cy + r * .85), (cx - r * .65, cy + r * .85)])
    paint.thick_line(s, (70, 46, 26), (cx, cy + r * .35), (cx, cy - r * .9), r * .08)
    paint.polygon(s, (246, 240, 226), [(cx + r * .08, cy - r * .85), (cx + r * .75, cy + r * .2),
                                       (cx + r * .08, cy + r * .2)])
    paint.polygon(s, (236, 228, 210), [(cx - r * .08, cy - r * .6), (cx - r * .6, cy + r * .2),
                                       (cx - r * .08, cy + r * .2)])


def _crown(s, cx, cy, r):
    pts = [(cx - r * .85, cy + r * .5), (cx - r * .85, cy - r * .4), (cx - r * .4, cy),
           (cx, cy - r * .7), (cx + r * .4, cy), (cx + r * .85, cy - r * .4),
           (cx + r * .85, cy + r * .5)]
    paint.polygon(s, GOLD_DARK, pts)
    paint.polygon(s, GOLD, [(x * .88 + cx * .12, y * .88 + cy * .12) for x, y in pts])
    paint.circle(s, (200, 40, 50), (cx, cy + r * .18), r * .15)


def _house(s, cx, cy, r, kind: Kind):
    """A building: taller and with more windows the more points it gives; a dome for the
    grand ones."""
    floors = 1 + min(3, kind.points // 2)
    w, h = r * 1.3, r * (0.45 + 0.3 * floors)
    base, top = cy + r * .9, cy + r * .9 - h
    wall = (232, 220, 196) if not kind.trading else (240, 228, 200)
    paint.polygon(s, (150, 130, 110), [(cx - w / 2 - r * .05, base), (cx + w / 2 + r * .05, base),
                                       (cx + w / 2 + r * .05, top), (cx - w / 2 - r * .05, top)])
    paint.polygon(s, wall, [(cx - w / 2, base), (cx + w / 2, base), (cx + w / 2, top),
                            (cx - w / 2, top)])
    if kind.points >= 4 or kind.trading:
        paint.circle(s, (70, 150, 120), (cx, top - r * .05), r * .32)
        paint.polygon(s, GOLD, [(cx - r * .04, top - r * .35), (cx + r * .04, top - r * .35),
                                (cx, top - r * .62)])
    else:
        roof = ROOFS[sum(map(ord, kind.key)) % len(ROOFS)]
        paint.polygon(s, roof, [(cx - w / 2 - r * .12, top), (cx + w / 2 + r * .12, top),
                                (cx, top - r * .45)])
    for f in range(floors):
        for i in (-1, 0, 1):
            x, y = cx + i * w * .3, base - r * (0.25 + 0.3 * f)
            paint.rounded_rect(s, (80, 110, 150), (x - r * .08, y - r * .1, r * .16, r * .18),
                               r * .03)


def _bust(s, cx, cy, r, kind: Kind):
    """An aristocrat: head and shoulders, the coat in the card's colour, a hat for the
    grander ones."""
    coat = COATS[sum(map(ord, kind.key)) % len(COATS)]
    paint.polygon(s, coat, paint.arc_points((cx, cy + r), r * .8, 3.14159, 6.28318,
                                            ry=r * .75))
    paint.circle(s, (240, 206, 170), (cx, cy - r * .15), r * .36)
    if kind.points or kind.trading:
        paint.polygon(s, (40, 32, 30), [(cx - r * .45, cy - r * .38), (cx + r * .45, cy - r * .38),
                                        (cx + r * .25, cy - r * .78), (cx - r * .25, cy - r * .78)])
    paint.circle(s, (40, 32, 30), (cx - r * .12, cy - r * .15), r * .05)
    paint.circle(s, (40, 32, 30), (cx + r * .12, cy - r * .15), r * .05)


WORKER_PICTURES = {"wood": _tree, "gold": _nugget, "wool": _sheep, "fur": _pelt, "ship": _ship,
                   "any": _crown}


def _picture(s, kind: Kind, cx: float, cy: float, r: float) -> None:
    if kind.colour == "worker":
        WORKER_PICTURES[kind.symbol](s, cx, cy, r)
    elif kind.colour == "building":
        _house(s, cx, cy, r, kind)
    else:
        _bust(s, cx, cy, r, kind)
    if kind.trading:
        paint.polygon(s, GOLD_DARK, paint.star_points(cx + r * .85, cy - r * .75, r * .3, r * .13))
        paint.polygon(s, GOLD, paint.star_points(cx + r * .85, cy - r * .75, r * .24, r * .1))


def _coin_shape(s, c, r, top: Color, light: Color, rim: Color) -> None:
    paint.circle(s, rim, c, r)
    paint.radial_disc(s, c, r * .84, top, light, inner_at=0.2)


def _fitting(lines: list[str], px: int, room: float) -> int:
    """The largest font size up to `px` at which every line fits `room` pixels."""
    while px > 6 and max(fonts.text_width(x, px, True) for x in lines) > room:
        px -= 1
    return px


def _name(cv: Canvas, name: str, rim: Color) -> None:
    """The name in the band beside the price: as large as fits, on two lines when that
    lets it be clearly larger."""
    W, H, k = cv.W, cv.H, cv.k
    room = cv.w * .7
    lines = [name]
    px = _fitting(lines, max(6, round(cv.w * .12)), room)
    if " " in name:
        cut = name.rfind(" ", 0, len(name) // 2 + 3)
        cut = cut if cut > 0 else name.find(" ")
        two = [name[:cut], name[cut + 1:]]
        px2 = _fitting(two, max(6, round(cv.w * .1)), room)
        if px2 > px * 1.15:
            lines, px = two, px2
    step = px * k * 1.05
    y0 = H * .105 - step * (len(lines) - 1) / 2
    for i, line in enumerate(lines):
        cv.text(line, (W * .62, y0 + i * step), px * k, (255, 255, 255), outline=rim)


# -- a card ---------------------------------------------------------------------------------
@table_cache(maxsize=512)
def _face(key: str, w: int, lang: str) -> pygame.Surface:
    kind = KINDS[key]
    h = round(w * CARD_ASPECT)
    cv = Canvas(w, h)
    W, H, k = cv.W, cv.H, cv.k
    band, rim = COLOURS[kind.colour]
    paint.gradient_rounded_rect(cv.big, (0, 0, W, H), W * RADIUS, PAPER_TOP, PAPER_BOTTOM)
    paint.rounded_rect(cv.big, band, (0, 0, W, H * .2), W * RADIUS)
    paint.rounded_rect(cv.big, band, (0, H * .1, W, H * .1), 0)
    frame = TRADING if kind.trading else rim
    paint.rounded_rect(cv.big, frame, (0, 0, W, H), W * RADIUS, max(2, k * (3 if kind.trading
                                                                             else 2)))
    _picture(cv.big, kind, W / 2, H * .47, W * .3)
    coin_r = W * .15
    _coin_shape(cv.big, (W * .16, H * .11), coin_r, SILVER, SILVER_LIGHT, SILVER_DARK)
    cv.text(str(kind.cost), (W * .16, H * .11), W * .17, INK)
    if w >= 44:
        _name(cv, t(f"sp_card_{kind.key}"), rim)
        effect = t(f"sp_effect_{kind.effect}") if kind.effect else ""
        if effect:
            cv.text(effect, (W / 2, H * .74), W * .085, INK)
    # what it pays, along the foot: rubles in a coin, points in a star
    pays = [(n, kind_) for n, kind_ in ((kind.rubles, "rubles"), (kind.points, "points")) if n]
    for i, (n, what) in enumerate(pays):
        x = W * (.5 + (i - (len(pays) - 1) / 2) * .36)
        y = H * .88
        if what == "rubles":
            _coin_shape(cv.big, (x, y), W * .14, SILVER, SILVER_LIGHT, SILVER_DARK)
        else:
            paint.polygon(cv.big, GOLD_DARK, paint.star_points(x, y, W * .17, W * .08))
            paint.polygon(cv.big, GOLD, paint.star_points(x, y, W * .14, W * .066))
        cv.text(str(n), (x, y), W * .15, INK)
    return cv.finish()


def face(code: str, w: int) -> pygame.Surface:
    """The face of the card with this code (or a kind's key) `w` px wide, round(w *
    CARD_ASPECT) high. Copies share the surface: blit it, never draw on it."""
    return _face(kind_of_code(code).key, max(8, int(w)), language())


@table_cache(maxsize=32)
def back(stack: str, w: int) -> pygame.Surface:
    """A stack's back: its colour with an onion dome (the trading stack's gold)."""
    w = max(8, int(w))
    h = round(w * CARD_ASPECT)
    cv = Canvas(w, h)
    W, H = cv.W, cv.H
    top, rim = COLOURS.get(stack, (TRADING, GOLD_DARK))
    light = paint.mix(top, (255, 255, 255), .15)
    paint.gradient_rounded_rect(cv.big, (0, 0, W, H), W * RADIUS, light, paint.shade(top, .7))
    paint.rounded_rect(cv.big, (250, 236, 190), (W * .08, H * .06, W * .84, H * .88), W * .06,
                       max(2, cv.k * 2))
    cx, cy, r = W / 2, H * .52, W * .22
    cream = (250, 236, 190)
    paint.polygon(cv.big, cream, [(cx - r * .7, cy + r * 1.6), (cx + r * .7, cy + r * 1.6),
                                  (cx + r * .7, cy + r * .4), (cx - r * .7, cy + r * .4)])
    dome = [(cx - r, cy + r * .4), (cx - r * 1.05, cy - r * .2), (cx - r * .5, cy - r * .9),
            (cx, cy - r * 1.6), (cx + r * .5, cy - r * .9), (cx + r * 1.05, cy - r * .2),
            (cx + r, cy + r * .4)]
    paint.polygon(cv.big, cream, dome)
    paint.polygon(cv.big, rim, [(x * .8 + cx * .2, y * .8 + (cy - r * .1) * .2) for x, y in dome])
    return cv.finish()


@table_cache(maxsize=32)
def ruble(d: int) -> pygame.Surface:
    """A silver ruble coin `d` px across."""
    d = max(6, int(d))
    cv = Canvas(d, d)
    c, r = (cv.W / 2, cv.H / 2), cv.W / 2 - cv.k
    _coin_shape(cv.big, c, r, SILVER, SILVER_LIGHT, SILVER_DARK)
    paint.circle(cv.big, SILVER_DARK, c, r * .55, max(1, cv.k))
    return cv.finish()


@table_cache(maxsize=32)
def point_star(d: int) -> pygame.Surface:
    """A gold star `d` px across: points."""
    d = max(6, int(d))
    cv = Canvas(d, d)
    c = cv.W / 2
    paint.polygon(cv.big, GOLD_DARK, paint.star_points(c, c, c * .98, c * .45))
    paint.polygon(cv.big, GOLD, paint.star_points(c, c, c * .8, c * .37))
    return cv.finish()
