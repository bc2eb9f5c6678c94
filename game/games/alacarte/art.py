"""Procedural kitchen art for the A la Carte table: stoves, pans, dish tokens, shakers,
coffee cups, the heating die's faces and the rest, all drawn in-house.

Style: a warm kitchen, not a card table. Cream enamel, copper trim, cast iron,
honey-coloured wood and hand-painted tokens with slightly wobbly shapes.

Every public function takes level-unit positions and a `View`, and draws at window
pixel size. What lives where:

- game.ui.paint: the general tools this module draws with (the supersampled `Canvas`,
  colour mixing, rounded rects, gradients, blobs, thick lines, stars, shadows) and the
  one bounded surface cache shared by every game; `_cached` below files A la Carte's
  pieces under keys of its own there.
- game.ui.die: the die sprite (ivory body, shadow, turning); `draw_die` here adds
  only the heating die's faces (flames, burners, 1·2·3, the cup).
- this module: the palette and every kitchen picture (flame, chef's hat, spoons,
  condiment pieces, food), the pieces built from them and the kitchen background
  (its window-sized surface keeps a one-slot cache of its own).

Shapes are drawn supersampled and smooth-scaled down once (anti-aliasing without
per-frame cost); text is added after scaling so it stays crisp. Finished surfaces are
cached by what was drawn and its pixel size, so drawing every frame is a handful of
blits.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from functools import lru_cache
from typing import TypeVar

import pygame

from game.games.alacarte.data import CREPE, DieFace, Dish
from game.ui import fonts, i18n, paint
from game.ui.die import FacePainter, blit_die
from game.ui.layout import View
from game.ui.memory import on_release
from game.ui.paint import (
    Canvas,
    Color,
    annular_sector,
    arc_points,
    arrow,
    blob,
    cached,
    circle,
    faded,
    gradient_rounded_rect,
    mix,
    padded,
    polar,
    polygon,
    polyline,
    px_rect,
    radial_disc,
    rounded_rect,
    shade,
    shadow_of,
    star_points,
    supersample,
    thick_line,
    with_alpha,
    with_shadow,
)
from game.ui.pieces import blit_piece, round_shadow

T = TypeVar("T")

# -- palette ------------------------------------------------------------------
CONDIMENT_RGB: dict[str, tuple[int, int, int]] = {
    "L": (247, 206, 52),   # lemon
    "P": (44, 40, 42),     # pepper
    "R": (206, 54, 38),    # paprika
    "H": (76, 148, 62),    # herbs
    "S": (240, 244, 248),  # salt crystals
}
GROUP_RGB: dict[str, tuple[int, int, int]] = {
    "yellow": (232, 178, 46),
    "green": (92, 150, 72),
    "blue": (66, 118, 178),
    "red": (196, 64, 52),
    "purple": (128, 78, 150),
    "crepe": (206, 150, 82),
}
CONDIMENT_ORDER = "LPRHS"

INK = (62, 38, 24)            # brown "print" on tokens
CREAM = (250, 243, 226)
PAPER = (246, 236, 212)
ENAMEL = (244, 235, 214)
ENAMEL_EDGE = (196, 176, 142)
COPPER = (192, 114, 60)
COPPER_LIGHT = (240, 176, 118)
COPPER_DARK = (116, 60, 30)
IRON = (46, 44, 46)
IRON_LIGHT = (104, 100, 104)
WOOD = (186, 128, 74)
WOOD_DARK = (120, 74, 38)
WOOD_LIGHT = (222, 170, 112)
GOLD = (236, 188, 70)
GOLD_DARK = (150, 104, 28)
OK_GREEN = (82, 166, 80)
OK_GREEN_DARK = (40, 96, 50)
BURN_RED = (212, 56, 40)
BURN_RED_DARK = (112, 34, 26)
CUP_PINK = (240, 178, 176)
CUP_GREEN = (84, 140, 96)
# Lit heat cells warm up from butter yellow to flame red.
HEAT_RAMP = [(255, 232, 150), (255, 222, 118), (255, 200, 86), (255, 174, 62),
             (248, 146, 50), (238, 114, 42), (226, 84, 36), (206, 56, 32)]

_bg_cache: dict[tuple, pygame.Surface] = {}
on_release(_bg_cache.clear)  # a window-sized picture: gone when the table closes


# Each chef's colour: plate, name and set-up page.
SEAT_RGB = [(214, 84, 64), (64, 132, 196), (92, 160, 86), (196, 150, 52)]


def clear_cache() -> None:
    """Forget every rendered surface (the shared cache of game.ui.paint, so every
    game's, the background and the stoves' layers). Not needed for a resize or a language
    change (both are part of the cache keys); useful to free memory or after pygame.quit."""
    paint.clear_cache()
    _bg_cache.clear()
    _stove_layers.clear()


def _cached(key: tuple, make: Callable[[], T]) -> T:
    """The shared surface cache (game.ui.paint), A la Carte's keys kept apart."""
    return cached(("alacarte", *key), make)


def _zh() -> bool:
    return i18n.language() == "zh"


def dish_name(dish: Dish) -> str:
    """A dish's name in the interface language."""
    return dish.name_zh if _zh() else dish.name


# -- shared little pictures (drawn in big pixels) ------------------------------
def _flame(s: pygame.Surface, cx: float, bottom: float, h: float,
           outer: Color = (232, 84, 34), inner: Color = (255, 206, 72)) -> None:
    """A stylised flame standing on `bottom`, `h` tall."""
    w = h * 0.62

    def shape(scale: float, color: Color, lift: float) -> None:
        hh, ww = h * scale, w * scale
        b = bottom - lift
        pts = []
        for i in range(25):
            t = i / 24
            # Teardrop: round belly at the bottom, a pointed, slightly bent tip.
            a = math.pi * t
            x = math.sin(a) * ww / 2 * (1 - 0.55 * (1 - t) ** 3) * (0.55 + 0.45 * math.sin(a))
            y = -hh * (1 - math.cos(a)) / 2
            pts.append((x, y))
        full = [(cx + x, b + y) for x, y in pts] + [(cx - x, b + y) for x, y in reversed(pts)]
        # Bend the tip a little for life.
        bent = [(x + (b - y) / hh * ww * 0.12 * ((b - y) / hh) ** 2, y) for x, y in full]
        polygon(s, color, bent)

    shape(1.0, outer, 0)
    shape(0.58, inner, h * 0.04)


def _chef_hat(s: pygame.Surface, cx: float, cy: float, w: float, body: Color = (255, 255, 255),
              edge: Color = INK, band: Color | None = None) -> None:
    """A toque: three puffs over a band. (cx, cy) is the centre of the band."""
    lw = max(1, round(w * 0.05))
    puffs = [(-0.27, -0.42, 0.26), (0.27, -0.42, 0.26), (0.0, -0.58, 0.3)]
    band_rect = pygame.Rect(0, 0, round(w * 0.62), round(w * 0.34))
    band_rect.center = (round(cx), round(cy))
    # Outline first (each shape a bit bigger), then the white on top: a clean silhouette.
    for dx, dy, r in puffs:
        circle(s, edge, (cx + dx * w, cy + dy * w), r * w + lw)
    rounded_rect(s, edge, band_rect.inflate(lw * 2, lw * 2), w * 0.08)
    for dx, dy, r in puffs:
        circle(s, body, (cx + dx * w, cy + dy * w), r * w)
    rounded_rect(s, band or body, band_rect, w * 0.06)
    # A pleat line or two on the band.
    for fx in (-0.12, 0.12):
        x = cx + fx * w
        pygame.draw.line(s, shade(band or body, 0.82), (x, band_rect.top + lw),
                         (x, band_rect.bottom - lw), max(1, lw // 2))


def _spoon_shape(s: pygame.Surface, a: tuple[float, float], b: tuple[float, float], width: float,
                 color: Color, edge: Color | None = None) -> None:
    """A wooden spoon from handle end `a` to bowl end `b`; `width` = bowl width."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    bowl_len = min(length * 0.36, width * 1.5)
    bc = (b[0] - ux * bowl_len / 2, b[1] - uy * bowl_len / 2)
    neck = (b[0] - ux * bowl_len * 0.9, b[1] - uy * bowl_len * 0.9)
    rot = math.atan2(uy, ux)
    lw = max(1, round(width * 0.08))
    if edge is not None:
        thick_line(s, edge, a, neck, width * 0.34 + 2 * lw)
        polygon(s, edge, blob(bc[0], bc[1], bowl_len / 2 + lw, width / 2 + lw, random.Random(1),
                              0.0, 28, rot))
    thick_line(s, color, a, neck, width * 0.34)
    polygon(s, color, blob(bc[0], bc[1], bowl_len / 2, width / 2, random.Random(1), 0.0, 28, rot))
    # The hollow of the bowl, a shade darker, and a grain highlight on the handle.
    polygon(s, shade(color, 0.84), blob(bc[0] + ux * bowl_len * 0.05, bc[1] + uy * bowl_len * 0.05,
                                        bowl_len * 0.34, width * 0.32, random.Random(2), 0.0, 24,
                                        rot))
    hl = shade(color, 1.25)
    px, py = -uy * width * 0.06, ux * width * 0.06
    thick_line(s, hl, (a[0] + ux * width * 0.3 + px, a[1] + uy * width * 0.3 + py),
                (neck[0] - ux * width * 0.4 + px, neck[1] - uy * width * 0.4 + py),
               max(1.0, width * 0.07))


# -- condiment pieces ---------------------------------------------------------
def _draw_piece(s: pygame.Surface, letter: str, c: tuple[float, float], r: float,
                seed: int = 0) -> None:
    """One condiment piece, a different shape per kind so colour is not the only cue:
    lemon a glossy bead, pepper a corn, paprika a flake, herbs a leaf, salt a crystal."""
    rnd = random.Random(seed * 31 + ord(letter))
    col = CONDIMENT_RGB[letter]
    x, y = c
    lw = max(1, round(r * 0.16))
    if letter == "S":
        rot = rnd.uniform(0, math.pi / 2)
        pts = [polar(c, r * 0.95, rot + i * math.pi / 2) for i in range(4)]
        polygon(s, (150, 164, 178),
                [(px + (px - x) * 0.18, py + (py - y) * 0.18) for px, py in pts])
        polygon(s, (214, 226, 236), pts)
        # Facets: a bright top triangle and a pale side.
        polygon(s, (255, 255, 255), [pts[0], pts[1], (x, y)])
        polygon(s, (236, 244, 252), [pts[1], pts[2], (x, y)])
    elif letter == "H":
        rot = rnd.uniform(0, math.tau)
        polygon(s, shade(col, 0.55), blob(x, y, r * 1.15, r * 0.7, rnd, 0.0, 20, rot))
        polygon(s, col, blob(x, y, r * 1.0, r * 0.56, rnd, 0.0, 20, rot))
        ux, uy = math.cos(rot), math.sin(rot)
        pygame.draw.line(s, shade(col, 1.35), (x - ux * r * 0.8, y - uy * r * 0.8),
                         (x + ux * r * 0.8, y + uy * r * 0.8), lw)
    elif letter == "R":
        pts = blob(x, y, r * 0.98, r * 0.9, rnd, 0.25, 7, rnd.uniform(0, math.tau))
        polygon(s, shade(col, 0.6),
                [(px + (px - x) * 0.16, py + (py - y) * 0.16) for px, py in pts])
        polygon(s, col, pts)
        circle(s, shade(col, 1.3), (x - r * 0.3, y - r * 0.3), r * 0.28)
    else:
        circle(s, shade(col, 0.6 if letter == "L" else 0.4), (x, y), r * 1.08)
        radial_disc(s, (x - r * 0.1, y - r * 0.1), r * 0.96, col,
                    shade(col, 1.25 if letter == "L" else 1.9), 8, 0.3)
        if letter == "P":  # wrinkles of a peppercorn
            pygame.draw.arc(s, (20, 18, 18), (x - r * 0.6, y - r * 0.5, r * 1.2, r * 1.0), 0.3, 2.6,
                            lw)
        circle(s, (255, 255, 255, 200), (x - r * 0.35, y - r * 0.38), r * 0.22)


def _piece_sprite(letter: str, px: int, seed: int = 0) -> pygame.Surface:
    """A small cached condiment piece `px` pixels across (supersampled)."""
    def make() -> pygame.Surface:
        cv = Canvas(px + 2, px + 2, 4)
        _draw_piece(cv.big, letter, (cv.W / 2, cv.H / 2), px * 4 / 2 * 0.92, seed)
        return cv.finish()
    return _cached(("piece", letter, px, seed % 4), make)  # type: ignore[return-value]


# -- stove ------------------------------------------------------------------
# Dial geometry, shared by the drawing and by stove_pan_spot: a ring of eight lamps
# 0..7 over the top of the burner, reading left to right like a gauge; the knob sits
# in the bottom-right corner and points the same way as the lit lamp.
_DIAL_START = math.radians(170)  # screen angles (y down): 180 = left, 270 = straight up
_DIAL_STEP = math.radians(200) / 8


def _dial_angle(level: float) -> float:
    """Screen angle of the middle of lamp `level`: the lamps run clockwise over the top
    from a little below the left horizontal to a little below the right one."""
    return _DIAL_START + (level + 0.5) * _DIAL_STEP


def _stove_geom(x: float, y: float, w: float, h: float) -> dict[str, tuple[float, ...]]:
    u = min(w, h)
    cx, cy = x + w / 2, y + h / 2 + 0.03 * u
    return {
        "burner": (cx, cy, 0.335 * u),
        "pan": (cx, cy, 0.315 * u),
        "ring": (cx, cy, 0.345 * u, 0.48 * u),
        "knob": (x + w - 0.135 * u, y + h - 0.135 * u, 0.092 * u),
        "u": (u,),
    }


def stove_pan_spot(rect) -> tuple[tuple[float, float], float]:
    """Where a pan sits on a stove drawn in `rect` (level units): centre and the pan
    radius that leaves the level lamps visible around it."""
    x, y, w, h = rect
    cx, cy, r = _stove_geom(x, y, w, h)["pan"]
    return (cx, cy), r


# The stove is composed of layers made once a size (`prepare_stoves`, when the table
# opens): the body, each lamp in each look it can have, the burner and the knob at each
# level, the lamps' numbers. Painting a whole stove took 2-4 ms at 1920x1080, and the
# kitchen met a new one (a level, a dish, a chef's turn) every few frames; laying the
# layers on each other takes a tenth of that.
_stove_layers: dict[tuple, tuple[pygame.Surface, tuple[int, int]]] = {}
on_release(_stove_layers.clear)  # the table's sizes: gone when the table closes


def _stove_margin(w: int, h: int) -> int:
    return max(2, round(min(w, h) * 0.07))


def _stove_canvas(w: int, h: int, lamp: int | None = None
                  ) -> tuple[Canvas, dict[str, tuple[float, ...]], tuple[int, int]]:
    """A canvas for the whole stove picture, or only round lamp `lamp` (a tenth of the
    pixels to paint and scale), the stove's geometry on it and where it lies in the
    picture. A part of the picture scales to the same pixels as the whole: its corner
    is on whole pixels, so the supersampled blocks are the same."""
    margin = _stove_margin(w, h)
    full_w, full_h = w + 2 * margin, h + 2 * margin
    k = supersample(min(full_w, full_h))
    m = margin * k
    g = _stove_geom(m, m, w * k, h * k)
    box = pygame.Rect(0, 0, full_w, full_h)
    if lamp is not None:
        cx, cy, r_in, r_out = g["ring"]
        u = g["u"][0]
        a = _dial_angle(lamp)
        pts = annular_sector((cx, cy), r_in - u * 0.06, r_out + u * 0.03, a - _DIAL_STEP / 2,
                             a + _DIAL_STEP / 2, 8)
        x0, x1 = min(x for x, _ in pts) / k, max(x for x, _ in pts) / k
        y0, y1 = min(y for _, y in pts) / k, max(y for _, y in pts) / k
        box = pygame.Rect(math.floor(x0) - 4, math.floor(y0) - 4, 0, 0)
        box.size = (math.ceil(x1) + 4 - box.x, math.ceil(y1) + 4 - box.y)
        box = box.clip(pygame.Rect(0, 0, full_w, full_h))
        g = _stove_geom(m - box.x * k, m - box.y * k, w * k, h * k)
    return Canvas(box.w, box.h, k), g, box.topleft


def _stove_layer(key: tuple, make: Callable[[], tuple[pygame.Surface, tuple[int, int]]]
                 ) -> tuple[pygame.Surface, tuple[int, int]]:
    """A layer of the stove picture, cut to what it covers, and where it lies on it
    (`make` gives the layer's picture and where that lies)."""
    hit = _stove_layers.get(key)
    if hit is None:
        img, (x, y) = make()
        r = img.get_bounding_rect()
        hit = _stove_layers[key] = (img.subsurface(r).copy(), (x + r.x, y + r.y))
    return hit


def _lamp_look(lv: int, level: int, burnt_at: int | None,
               green: tuple[int, int] | None) -> tuple[tuple[int, ...], bool, bool]:
    """Lamp `lv` of a stove at `level`: its colour, whether it is lit, whether it is
    the current level's (framed)."""
    lo, hi = green if green is not None else (99, -1)
    is_burnt = burnt_at is not None and lv >= burnt_at
    lit = 1 <= lv <= level
    if is_burnt:
        base = BURN_RED if lit else (BURN_RED_DARK if lv == burnt_at else (86, 32, 26))
    elif lo <= lv <= hi:
        base = (128, 220, 104) if lit else OK_GREEN_DARK
    else:
        base = HEAT_RAMP[lv] if lit else (96, 82, 74)
    return base, lit, lv == level


def _lamp_number_dark(lv: int, level: int, burnt_at: int | None) -> bool:
    """A lit lamp that is not burning shows its number dark, the others light."""
    return 1 <= lv <= level and not (burnt_at is not None and lv >= burnt_at)


def _stove_body(w: int, h: int, highlight: bool) -> tuple[pygame.Surface, tuple[int, int]]:
    cv, g, at = _stove_canvas(w, h)
    s = cv.big
    m = _stove_margin(w, h) * cv.k
    W, H = w * cv.k, h * cv.k
    u = g["u"][0]
    body = pygame.Rect(m, m, W, H)
    rad = u * 0.12
    if highlight:
        for i in range(8, 0, -1):  # a soft golden halo around the body
            rounded_rect(s, (*GOLD, 22 + 10 * (8 - i)), body.inflate(i * m / 4, i * m / 4),
                         rad + i * m / 8)
    # Enamel body: a warm cream with a darker lower edge (it is a box seen from above).
    rounded_rect(s, shade(ENAMEL_EDGE, 0.8), body.move(0, round(u * 0.02)), rad)
    gradient_rounded_rect(s, body, rad, shade(ENAMEL, 1.04), shade(ENAMEL, 0.93))
    rounded_rect(s, ENAMEL_EDGE, body, rad, max(1, round(u * 0.012)))
    # Copper trim inset all round.
    trim = body.inflate(-u * 0.05, -u * 0.05)
    rounded_rect(s, COPPER, trim, rad * 0.75, max(1, round(u * 0.012)))
    rounded_rect(s, with_alpha(COPPER_LIGHT, 140),
                 trim.inflate(-round(u * 0.016), -round(u * 0.016)), rad * 0.7,
                 max(1, round(u * 0.004)))
    for fx, fy in ((0.075, 0.075), (0.925, 0.075)):  # two brass screws at the back corners
        p = (body.x + fx * W, body.y + fy * H)
        circle(s, COPPER_DARK, p, u * 0.022)
        circle(s, COPPER_LIGHT, p, u * 0.016)
        pygame.draw.line(s, COPPER_DARK, (p[0] - u * 0.012, p[1] + u * 0.008),
                         (p[0] + u * 0.012, p[1] - u * 0.008), max(1, round(u * 0.006)))
    # The level lamps' dark arc, over the burner.
    cx, cy, r_in, r_out = g["ring"]
    polygon(s, (70, 58, 52), annular_sector((cx, cy), r_in - u * 0.012, r_out + u * 0.012,
                                            _dial_angle(-0.5) - 0.03, _dial_angle(7.5) + 0.03, 40))
    return cv.finish(), at


def _stove_lamp(w: int, h: int, lv: int, base: tuple[int, ...], lit: bool,
                current: bool) -> tuple[pygame.Surface, tuple[int, int]]:
    cv, g, at = _stove_canvas(w, h, lamp=lv)
    s = cv.big
    u = g["u"][0]
    cx, cy, r_in, r_out = g["ring"]
    a = _dial_angle(lv)
    half = _DIAL_STEP / 2 - 0.035
    pts = annular_sector((cx, cy), r_in, r_out, a - half, a + half, 8)
    polygon(s, base, pts)
    if lit:  # a glassy bright inner strip on lit lamps
        polygon(s, shade(base, 1.3),
                annular_sector((cx, cy), r_out - (r_out - r_in) * 0.28,
                               r_out - (r_out - r_in) * 0.1, a - half * 0.8, a + half * 0.8, 6))
    if current:  # the current level: a white frame and a notch towards the pan
        polygon(s, (255, 250, 236), pts, max(2, round(u * 0.012)))
        tip = (cx + (r_in - u * 0.045) * math.cos(a), cy + (r_in - u * 0.045) * math.sin(a))
        l1 = (cx + (r_in - u * 0.004) * math.cos(a - 0.07),
              cy + (r_in - u * 0.004) * math.sin(a - 0.07))
        l2 = (cx + (r_in - u * 0.004) * math.cos(a + 0.07),
              cy + (r_in - u * 0.004) * math.sin(a + 0.07))
        polygon(s, (255, 250, 236), [tip, l1, l2])
    return cv.finish(), at


def _stove_number(w: int, h: int, lv: int, dark: bool) -> tuple[pygame.Surface, tuple[int, int]]:
    """Lamp `lv`'s number, drawn as the canvas draws text: at the final size."""
    cv, g, at = _stove_canvas(w, h, lamp=lv)
    cx, cy, r_in, r_out = g["ring"]
    a = _dial_angle(lv)
    mid = (r_in + r_out) / 2
    cv.text(str(lv), (cx + mid * math.cos(a), cy + mid * math.sin(a)), (r_out - r_in) * 0.8,
            INK if dark else (255, 244, 226), bold=True)
    return cv.finish(), at


def _stove_hole(w: int, h: int) -> tuple[pygame.Surface, tuple[int, int]]:
    """White, see-through where the burner's glow lies: multiplied into what lies under
    the glow, it leaves the glow's own pixels there, as painting it over them did (a
    glow is translucent: the table shows through it)."""
    cv, g, at = _stove_canvas(w, h)
    bx, by, br = g["burner"]
    cv.big.fill((255, 255, 255, 255))
    circle(cv.big, (255, 255, 255, 0), (bx, by), br * 1.1)
    return cv.finish(), at


def _stove_burner(w: int, h: int, level: int) -> tuple[pygame.Surface, tuple[int, int]]:
    """The burner: a chrome drip ring and a cast-iron plate with grooves that glow."""
    cv, g, at = _stove_canvas(w, h)
    s = cv.big
    u = g["u"][0]
    bx, by, br = g["burner"]
    heat = level / 7
    if heat > 0:
        glow = mix((255, 170, 60), (255, 70, 20), heat)
        for i in range(10):
            circle(s, (*glow, round(10 + 70 * heat * (i + 1) / 10)), (bx, by),
                   br * (1.1 - 0.01 * i) + 0 * i)
    circle(s, (150, 146, 140), (bx, by), br * 1.02)
    radial_disc(s, (bx - br * 0.05, by - br * 0.05), br * 0.99, (214, 210, 204),
                (246, 244, 240), 10, 0.8)
    radial_disc(s, (bx, by), br * 0.86, IRON, IRON_LIGHT, 16, 0.2)
    groove = mix((30, 28, 28), (255, 112, 36), heat ** 0.7)
    for f in (0.72, 0.55, 0.38, 0.2):
        circle(s, groove, (bx, by), br * f, max(1, round(u * (0.008 + 0.01 * heat))))
    return cv.finish(), at


def _stove_knob(w: int, h: int, level: int) -> tuple[pygame.Surface, tuple[int, int]]:
    """The knob: a cream bakelite knob with a copper skirt and a pointer to the level."""
    cv, g, at = _stove_canvas(w, h)
    s = cv.big
    u = g["u"][0]
    kx, ky, kr = g["knob"]
    circle(s, (70, 58, 52), (kx, ky + u * 0.01), kr * 1.22)
    for i in range(16):  # grip ridges
        a = i / 16 * math.tau
        circle(s, COPPER_DARK, (kx + kr * 1.02 * math.cos(a), ky + kr * 1.02 * math.sin(a)),
               kr * 0.16)
    radial_disc(s, (kx, ky), kr * 1.04, COPPER_DARK, COPPER_LIGHT, 8, 0.6)
    radial_disc(s, (kx - kr * 0.1, ky - kr * 0.12), kr * 0.8, (222, 208, 180), (255, 250, 238), 10,
                0.2)
    a = _dial_angle(level)
    thick_line(s, BURN_RED, (kx + kr * 0.1 * math.cos(a), ky + kr * 0.1 * math.sin(a)),
               (kx + kr * 0.74 * math.cos(a), ky + kr * 0.74 * math.sin(a)), kr * 0.2)
    circle(s, COPPER, (kx, ky), kr * 0.14)
    return cv.finish(), at


def _stove_lamp_layer(w: int, h: int, lv: int, level: int, burnt_at: int | None,
                      green: tuple[int, int] | None) -> tuple[pygame.Surface, tuple[int, int]]:
    look = _lamp_look(lv, level, burnt_at, green)
    return _stove_layer(("lamp", w, h, lv, *look), lambda: _stove_lamp(w, h, lv, *look))


def _stove_number_layer(w: int, h: int, lv: int, level: int,
                        burnt_at: int | None) -> tuple[pygame.Surface, tuple[int, int]]:
    dark = _lamp_number_dark(lv, level, burnt_at)
    return _stove_layer(("number", w, h, lv, dark), lambda: _stove_number(w, h, lv, dark))


def _stove_body_layer(w: int, h: int, highlight: bool) -> tuple[pygame.Surface, tuple[int, int]]:
    return _stove_layer(("body", w, h, highlight), lambda: _stove_body(w, h, highlight))


def _stove_level_layers(w: int, h: int, level: int) -> list[tuple[pygame.Surface,
                                                                   tuple[int, int]]]:
    """The burner and the knob at `level`."""
    return [_stove_layer(("burner", w, h, level), lambda: _stove_burner(w, h, level)),
            _stove_layer(("knob", w, h, level), lambda: _stove_knob(w, h, level))]


def _compose_stove(w: int, h: int, level: int, burnt_at: int | None,
                   green: tuple[int, int] | None, highlight: bool) -> tuple[pygame.Surface, int]:
    """The stove picture laid from its layers, in the order they were painted: body,
    lamps, burner, knob, then the numbers (text goes on at the final size)."""
    margin = _stove_margin(w, h)
    img = pygame.Surface((w + 2 * margin, h + 2 * margin), pygame.SRCALPHA)
    img.fill(paint.CANVAS_CLEAR)

    def lay(layers: list[tuple[pygame.Surface, tuple[int, int]]]) -> None:
        for layer, at in layers:
            img.blit(layer, at)

    lay([_stove_body_layer(w, h, highlight)])
    lay([_stove_lamp_layer(w, h, lv, level, burnt_at, green) for lv in range(8)])
    if level > 0:  # the burner's glow takes the place of what it covers
        hole, at = _stove_layer(("hole", w, h), lambda: _stove_hole(w, h))
        img.blit(hole, at, special_flags=pygame.BLEND_RGBA_MULT)
    lay(_stove_level_layers(w, h, level))
    lay([_stove_number_layer(w, h, lv, level, burnt_at) for lv in range(8)])
    return img, margin


def prepare_stoves(view: View, rect, dishes: list[Dish]) -> None:
    """Every layer a stove drawn in `rect` (level units) may need, with no dish or any
    of `dishes` on it, at any level, lit or not: made before the table's first frame."""
    r = px_rect(view, rect)
    w, h = r.w, r.h
    for highlight in (False, True):
        _stove_body_layer(w, h, highlight)
    _stove_layer(("hole", w, h), lambda: _stove_hole(w, h))
    looks = {(None, None)} | {(d.burnt_at, tuple(d.green)) for d in dishes}
    for level in range(8):
        _stove_level_layers(w, h, level)
        for burnt_at, green in looks:
            for lv in range(8):
                _stove_lamp_layer(w, h, lv, level, burnt_at, green)
                _stove_number_layer(w, h, lv, level, burnt_at)


def draw_stove(surf: pygame.Surface, view: View, rect, level: int, *,
               burnt_at: int | None = None, green: tuple[int, int] | None = None,
               highlight: bool = False) -> None:
    """A stove seen from above: cream enamel, a cast-iron burner that glows with heat,
    eight numbered level lamps (0..7) arched over the burner and a knob pointing at the
    current level. The dish's green range is shaded green, its burnt level red."""
    r = px_rect(view, rect)
    level = max(0, min(7, int(level)))
    green = tuple(green) if green else None
    key = ("stove", r.w, r.h, level, burnt_at, green, highlight)
    img, margin = _cached(key, lambda: _compose_stove(r.w, r.h, level, burnt_at, green,
                                                      highlight))  # type: ignore[misc]
    surf.blit(img, (r.x - margin, r.y - margin))


# -- dish tokens ----------------------------------------------------------------
def _dish_key(dish: Dish) -> tuple:
    """Everything a token shows, hashable (Dish itself holds a dict)."""
    return (dish.id, dish.name, dish.name_zh, dish.group, tuple(sorted(dish.needs.items())),
            tuple(dish.green), dish.burnt_at, dish.vp)


def _group_rgb(dish: Dish) -> tuple[int, int, int]:
    return GROUP_RGB.get("crepe" if dish.id == CREPE else dish.group, (160, 130, 100))


def _token_rim(s: pygame.Surface, c: tuple[float, float], R: float, col: Color) -> float:
    """The coloured rim every token shares (its group colour, with little painted dashes);
    returns the radius of the inner field."""
    circle(s, shade(col, 0.55), c, R)
    radial_disc(s, c, R * 0.975, shade(col, 0.92), shade(col, 1.12), 8, 0.86)
    n = 28
    for i in range(n):  # painted dashes around the rim, like a plate's border pattern
        a = i / n * math.tau
        p = (c[0] + R * 0.915 * math.cos(a), c[1] + R * 0.915 * math.sin(a))
        circle(s, with_alpha(shade(col, 1.45), 200), p, R * 0.022)
    circle(s, shade(col, 0.7), c, R * 0.855)
    return R * 0.84


MIN_TEXT_PX = 14  # nothing painted smaller: below it a number is a smudge, not a number


def legible(cv: Canvas, size: float) -> bool:
    """Would text of `size` big pixels land at a readable pixel size?"""
    return size / cv.k >= MIN_TEXT_PX


def _heat_bar(s: pygame.Surface, cv: Canvas, x: float, y: float, w: float, h: float,
              green: tuple[int, int], burnt_at: int | None, digits: bool) -> None:
    """Eight cells 0..7: the green range green, the burnt level (and above) red."""
    gap = h * 0.14
    cw = (w - gap * 7) / 8
    rounded_rect(s, (120, 96, 74), (x - gap, y - gap, w + 2 * gap, h + 2 * gap), h * 0.45)
    for lv in range(8):
        r = pygame.Rect(round(x + lv * (cw + gap)), round(y), round(cw), round(h))
        if burnt_at is not None and lv >= burnt_at:
            col = BURN_RED if lv == burnt_at else shade(BURN_RED, 0.6)
        elif green[0] <= lv <= green[1]:
            col = OK_GREEN
        else:
            col = (236, 224, 200)
        rounded_rect(s, col, r, h * 0.3)
        if digits and legible(cv, h * 0.9):
            dark = col == (236, 224, 200)
            cv.text(str(lv), r.center, h * 0.9, INK if dark else (255, 250, 240))


def _wrap_name(text: str, px: int, width: int, max_lines: int) -> tuple[list[str], int]:
    """The name in as few lines as fit, shrinking the font a little before a third line.
    Three lines are wrapped narrower: the first one sits where the round token is tighter."""
    size = px
    for _ in range(6):
        lines = fonts.wrap(text, size, width, bold=True)
        if len(lines) <= 2 or size <= px * 0.86:
            break
        size = int(size * 0.92)
    if len(lines) > 2:
        narrow = fonts.wrap(text, size, round(width * 0.86), bold=True)
        if len(narrow) <= max_lines:
            lines = narrow
    return lines[:max_lines], size


def _render_token(d: int, dish: Dish, side: str, zh: bool) -> pygame.Surface:
    cv = Canvas(d, d)
    s, D = cv.big, cv.W
    c = (D / 2, D / 2)
    R = D / 2 * 0.985
    col = _group_rgb(dish)
    inner = _token_rim(s, c, R, col)
    crepe = dish.id == CREPE
    if side == "picture":
        _paint_picture(s, cv, c, inner, dish)
        return cv.finish()

    # Recipe side: cream paper with the recipe printed in brown ink.
    paper_out, paper_in = ((236, 214, 170), (252, 240, 210)) if crepe else (PAPER, CREAM)
    radial_disc(s, c, inner, paper_out, paper_in, 14, 0.2)
    k = cv.k
    # A token too small to print its name at 14 px (the market and the pans, at any
    # window size) drops the name and shows the recipe as pips instead.
    compact = d * 0.088 < MIN_TEXT_PX
    three = False
    if not compact:
        name = dish.name_zh if zh else dish.name
        name_px = max(6, round(d * (0.1 if zh else 0.088)))
        lines, size = _wrap_name(name, name_px, round(d * 0.64), 3)
        lh = fonts.line_height(size) * 0.92
        three = len(lines) > 2
        top = D * (0.27 if three else 0.265) - (len(lines) - 1) * lh * k / 2
        for i, line in enumerate(lines):
            cv.text(line, (D / 2, top + i * lh * k), size * k, INK, bold=True, pad=True)

    row_y = D * (0.28 if compact else 0.5 if three else 0.475)
    dot_r, step = (D * 0.08, D * 0.18) if compact else (D * 0.068, D * 0.16)
    if crepe:
        # A spiral of batter, as if just poured from the ladle.
        pts = []
        for i in range(120):
            t = i / 119
            a = t * math.tau * 2.6
            rr = D * (0.015 + 0.085 * t)
            pts.append((c[0] + rr * math.cos(a), row_y + rr * math.sin(a) * 0.62))
        polyline(s, (214, 170, 96), pts, D * 0.018)
    elif dish.needs and compact:
        _need_pips(s, D / 2, row_y, D, dish)
    elif dish.needs:
        items = [(ch, dish.needs[ch]) for ch in CONDIMENT_ORDER if dish.needs.get(ch)]
        x0 = D / 2 - step * (len(items) - 1) / 2
        for i, (ch, n) in enumerate(items):
            p = (x0 + i * step, row_y)
            ccol = CONDIMENT_RGB[ch]
            circle(s, shade(ccol, 0.5), p, dot_r)
            radial_disc(s, (p[0] - D * 0.006, p[1] - D * 0.006), dot_r * 0.88, ccol,
                        shade(ccol, 1.22 if ch != "P" else 1.6), 8, 0.4)
            txt = INK if ch in "LS" else (255, 252, 244)
            cv.text(str(n), (p[0], p[1] + D * 0.002), dot_r * 1.25, txt, bold=True)
    else:
        # Unseasoned: an empty pinch mark, crossed out.
        circle(s, (170, 150, 120), (D / 2, row_y), D * 0.05, max(1, round(D * 0.012)))
        pygame.draw.line(s, (170, 150, 120), (D / 2 - D * 0.04, row_y + D * 0.04),
                         (D / 2 + D * 0.04, row_y - D * 0.04), max(1, round(D * 0.014)))

    if compact:
        _heat_bar(s, cv, D * 0.17, D * 0.4, D * 0.66, D * 0.09, tuple(dish.green),
                  dish.burnt_at, digits=False)
        _vp_hat(s, cv, D / 2, D * 0.82, D * 0.3, dish.vp, digit=D * 0.27)
    else:
        _heat_bar(s, cv, D * 0.2, D * 0.585, D * 0.6, D * 0.065, tuple(dish.green),
                  dish.burnt_at, digits=d >= 150)
        _vp_hat(s, cv, D / 2, D * 0.86, D * 0.2, dish.vp)
    return cv.finish()


def _vp_hat(s: pygame.Surface, cv: Canvas, cx: float, cy: float, w: float, vp: int,
            digit: float | None = None) -> None:
    """The chef's hat that carries a dish's victory points."""
    _chef_hat(s, cx, cy, w, body=(255, 253, 246), edge=INK, band=(240, 226, 196))
    size = digit if digit is not None else w * 0.52
    cv.text(str(vp), (cx, cy - w * 0.44), max(size, MIN_TEXT_PX * cv.k), INK, bold=True)


def _need_pips(s: pygame.Surface, cx: float, cy: float, D: float, dish: Dish) -> None:
    """A small token's recipe without digits: one pip per piece needed, in the
    condiment's colour, the pips of one condiment touching, a gap between condiments."""
    pips = [ch for ch in CONDIMENT_ORDER for _ in range(dish.needs.get(ch, 0))]
    r, step, gap = D * 0.055, D * 0.11, D * 0.04
    groups = len({*pips}) - 1
    width = step * (len(pips) - 1) + gap * groups
    x = cx - width / 2
    for i, ch in enumerate(pips):
        if i and ch != pips[i - 1]:
            x += gap
        col = CONDIMENT_RGB[ch]
        circle(s, shade(col, 0.5), (x, cy), r)
        radial_disc(s, (x - D * 0.005, cy - D * 0.005), r * 0.84, col,
                    shade(col, 1.22 if ch != "P" else 1.6), 6, 0.4)
        x += step


def _gingham(s: pygame.Surface, c: tuple[float, float], r: float, col: Color) -> None:
    """A gingham tablecloth disc in a pale version of `col`."""
    base = shade(col, 1.62)
    circle(s, base, c, r)
    layer = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    step = r / 3.2
    x0 = c[0] - r
    n = int(2 * r / step) + 2
    for i in range(n):
        if i % 2 == 0:
            band = (*shade(col, 1.15), 90)
            pygame.draw.rect(layer, band, (x0 + i * step, c[1] - r, step, 2 * r))
            pygame.draw.rect(layer, band, (c[0] - r, c[1] - r + i * step, 2 * r, step))
    mask = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    circle(mask, (255, 255, 255, 255), c, r)
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    s.blit(layer, (0, 0))


def _paint_picture(s: pygame.Surface, cv: Canvas, c: tuple[float, float], inner: float,
                   dish: Dish) -> None:
    D = cv.W
    col = _group_rgb(dish)
    if dish.id == CREPE:
        # A golden crêpe filling the token, with brown lace spots and a folded edge.
        rnd = random.Random(4242)
        radial_disc(s, c, inner, (214, 150, 62), (246, 204, 112), 14, 0.3)
        for _ in range(46):
            a, rr = rnd.uniform(0, math.tau), inner * math.sqrt(rnd.uniform(0.0, 0.9))
            p = (c[0] + rr * math.cos(a), c[1] + rr * math.sin(a))
            spot = rnd.choice([(176, 104, 40), (160, 92, 34), (196, 126, 52)])
            polygon(s, (*spot, 200), blob(p[0], p[1], inner * rnd.uniform(0.03, 0.08),
                                          inner * rnd.uniform(0.025, 0.06), rnd, 0.25, 12,
                                          rnd.uniform(0, 3)))
        # A rolled, slightly darker edge and a dusting of sugar.
        circle(s, (190, 124, 50, 150), c, inner * 0.97, max(1, round(D * 0.03)))
        for _ in range(60):
            a, rr = rnd.uniform(0, math.tau), inner * math.sqrt(rnd.uniform(0.0, 0.6))
            circle(s, (255, 252, 240, 220), (c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)),
                   D * 0.006)
        circle(s, (160, 104, 44), c, inner, max(1, round(D * 0.012)))
        _vp_badge(s, cv, c[0], D * 0.87, D * 0.19, dish.vp)
        return
    _gingham(s, c, inner, col)
    pc = (c[0], c[1] - D * 0.03)
    pr = inner * 0.84
    circle(s, (60, 40, 30, 70), (pc[0] + D * 0.012, pc[1] + D * 0.018), pr)  # plate shadow
    radial_disc(s, pc, pr, (226, 222, 214), (252, 251, 248), 10, 0.76)
    circle(s, shade(col, 1.1), pc, pr * 0.9, max(1, round(D * 0.008)))
    radial_disc(s, pc, pr * 0.76, (240, 238, 232), (255, 255, 253), 8, 0.3)
    rnd = random.Random(dish.id * 7919 + 17)
    painter = _FOOD.get(dish.id) or rnd.choice(list(_FOOD.values()))
    painter(s, pc, pr * 0.78, rnd, col)
    _vp_badge(s, cv, c[0], D * 0.87, D * 0.19, dish.vp)


def _vp_badge(s: pygame.Surface, cv: Canvas, cx: float, cy: float, w: float, vp: int) -> None:
    # On a small token the points keep the share of it they have at 1280x720 (14 px).
    small = cv.w * 0.088 < MIN_TEXT_PX
    if small:
        _vp_hat(s, cv, cx, cy - cv.W * 0.04, w * 1.3, vp, digit=cv.W * 0.27)
    else:
        _vp_hat(s, cv, cx, cy, w, vp)


# Food painters: (surface, plate centre, food radius, seeded random, group colour).
def _food_sauce(s, c, r, rnd, sauce, chunks, extra=None, chunk_n=6):
    polygon(s, shade(sauce, 0.85), blob(c[0], c[1], r * 0.98, r * 0.9, rnd, 0.12))
    polygon(s, sauce, blob(c[0] - r * 0.03, c[1] - r * 0.04, r * 0.9, r * 0.82, rnd, 0.12))
    polygon(s, shade(sauce, 1.18), blob(c[0] - r * 0.3, c[1] - r * 0.3, r * 0.3, r * 0.18, rnd,
                                        0.2, 20, -0.6))
    for _ in range(chunk_n):
        a, rr = rnd.uniform(0, math.tau), r * rnd.uniform(0.1, 0.58)
        p = (c[0] + rr * math.cos(a), c[1] + rr * math.sin(a))
        ch = rnd.choice(chunks)
        size = r * rnd.uniform(0.16, 0.24)
        polygon(s, shade(ch, 0.7), blob(p[0] + size * 0.12, p[1] + size * 0.14, size, size * 0.8,
                                        rnd, 0.2, 16))
        polygon(s, ch, blob(p[0], p[1], size, size * 0.8, rnd, 0.2, 16))
        circle(s, shade(ch, 1.3), (p[0] - size * 0.3, p[1] - size * 0.3), size * 0.25)
    if extra:
        extra(s, c, r, rnd)


def _herb_specks(s, c, r, rnd, n=10, col=(70, 140, 56)):
    for _ in range(n):
        a, rr = rnd.uniform(0, math.tau), r * rnd.uniform(0.0, 0.85)
        p = (c[0] + rr * math.cos(a), c[1] + rr * math.sin(a))
        polygon(s, col, blob(p[0], p[1], r * 0.07, r * 0.04, rnd, 0.1, 10, rnd.uniform(0, 3)))


def _leaf(s, p, length, rot, col=(66, 136, 58)):
    rnd = random.Random(int(p[0] * 7 + p[1] * 13))
    polygon(s, shade(col, 0.7), blob(p[0], p[1], length * 0.55, length * 0.3, rnd, 0.06, 20, rot))
    polygon(s, col, blob(p[0], p[1], length * 0.5, length * 0.25, rnd, 0.06, 20, rot))
    ux, uy = math.cos(rot), math.sin(rot)
    pygame.draw.line(s, shade(col, 1.4), (p[0] - ux * length * 0.42, p[1] - uy * length * 0.42),
                     (p[0] + ux * length * 0.42, p[1] + uy * length * 0.42),
                     max(1, round(length * 0.05)))


def _f_breakfast(s, c, r, rnd, col):
    for dx, dy in ((-0.32, -0.12), (0.3, 0.1)):  # two fried eggs
        p = (c[0] + dx * r, c[1] + dy * r)
        polygon(s, (236, 232, 220), blob(p[0], p[1], r * 0.46, r * 0.4, rnd, 0.18))
        polygon(s, (255, 255, 250), blob(p[0] - r * 0.02, p[1] - r * 0.02, r * 0.42, r * 0.36, rnd,
                                         0.18))
        circle(s, (230, 150, 20), (p[0] + r * 0.03, p[1] + r * 0.03), r * 0.17)
        circle(s, (252, 186, 40), p, r * 0.16)
        circle(s, (255, 236, 160), (p[0] - r * 0.05, p[1] - r * 0.05), r * 0.05)
    for i in range(2):  # bacon rashers
        y = c[1] + r * (0.5 + i * 0.2)
        pts = [(c[0] - r * 0.6 + t * r * 1.2 / 10, y + math.sin(t * 1.3 + i) * r * 0.06)
               for t in range(11)]
        polyline(s, (150, 60, 44), pts, r * 0.17)
        polyline(s, (214, 128, 110), pts, r * 0.06)


def _f_water(s, c, r, rnd, col):
    # A glass of water from above: blue rings, a lemon slice, light glints.
    circle(s, (180, 200, 214), c, r * 0.95)
    radial_disc(s, c, r * 0.88, (150, 196, 226), (214, 236, 248), 10, 0.2)
    for f in (0.3, 0.5, 0.7):
        circle(s, (236, 248, 255), c, r * f, max(1, round(r * 0.02)))
    lp = (c[0] + r * 0.32, c[1] - r * 0.28)
    circle(s, (236, 200, 40), lp, r * 0.26)
    circle(s, (255, 244, 170), lp, r * 0.21)
    for i in range(8):
        a = i / 8 * math.tau
        pygame.draw.line(s, (240, 210, 80), lp, (lp[0] + r * 0.2 * math.cos(a),
                                                 lp[1] + r * 0.2 * math.sin(a)),
                         max(1, round(r * 0.02)))
    polygon(s, (255, 255, 255, 190), blob(c[0] - r * 0.45, c[1] + r * 0.2, r * 0.14, r * 0.05, rnd,
                                          0.1, 16, 1.0))


def _f_tart(s, c, r, rnd, col):
    polygon(s, (188, 124, 54), blob(c[0], c[1], r * 1.0, r * 0.72, rnd, 0.06, 40, -0.2))
    polygon(s, (244, 228, 190), blob(c[0], c[1], r * 0.86, r * 0.58, rnd, 0.1, 40, -0.2))
    for _ in range(9):  # bacon bits and onion rings
        p = (c[0] + rnd.uniform(-0.6, 0.6) * r, c[1] + rnd.uniform(-0.35, 0.35) * r)
        if rnd.random() < 0.5:
            polygon(s, (176, 70, 52), blob(p[0], p[1], r * 0.09, r * 0.06, rnd, 0.2, 10))
        else:
            circle(s, (236, 214, 226), p, r * 0.09, max(1, round(r * 0.03)))
    polygon(s, (70, 50, 40, 110), blob(c[0] + r * 0.4, c[1] - r * 0.1, r * 0.2, r * 0.1, rnd, 0.3))


def _f_cream_stew(s, c, r, rnd, col):
    _food_sauce(s, c, r, rnd, (244, 232, 200), [(196, 140, 96), (214, 166, 116)],
                lambda s, c, r, rnd: _herb_specks(s, c, r, rnd, 12))


def _f_trunk(s, c, r, rnd, col, skin=(150, 146, 150), spots=False):
    for i in range(4):  # spinach leaves underneath
        a = i / 4 * math.tau + 0.4
        _leaf(s, (c[0] + r * 0.5 * math.cos(a), c[1] + r * 0.5 * math.sin(a)), r * 0.7, a)
    pts = [(c[0] - r * 0.75 + t * r * 0.15, c[1] + r * 0.35 * math.sin(t * 0.7) - r * 0.1)
           for t in range(11)]
    polyline(s, shade(skin, 0.7), pts, r * 0.42)
    polyline(s, skin, pts, r * 0.34)
    for i, p in enumerate(pts[1:-1]):
        if spots:
            if i % 2 == 0:
                polygon(s, (150, 90, 40), blob(p[0], p[1], r * 0.09, r * 0.07, rnd, 0.3, 10))
        else:
            pygame.draw.arc(s, shade(skin, 0.75), (p[0] - r * 0.12, p[1] - r * 0.14, r * 0.24,
                                                   r * 0.28), -0.8, 0.8, max(1, round(r * 0.03)))
    circle(s, shade(skin, 1.15), pts[-1], r * 0.2)


def _f_pasta(s, c, r, rnd, col):
    polygon(s, (236, 196, 96), blob(c[0], c[1], r * 0.92, r * 0.86, rnd, 0.1))
    for _ in range(26):  # a tangle of spaghetti
        a0 = rnd.uniform(0, math.tau)
        p = (c[0] + rnd.uniform(-0.45, 0.45) * r, c[1] + rnd.uniform(-0.45, 0.45) * r)
        rr = r * rnd.uniform(0.2, 0.45)
        pts = arc_points(p, rr, a0, a0 + rnd.uniform(1.5, 3.0), 10)
        pts = [q for q in pts if math.hypot(q[0] - c[0], q[1] - c[1]) < r * 0.85]
        if len(pts) > 1:
            polyline(s, rnd.choice([(248, 216, 120), (226, 180, 80)]), pts, r * 0.05)
    polygon(s, (190, 40, 30), blob(c[0], c[1] - r * 0.05, r * 0.45, r * 0.4, rnd, 0.2))
    polygon(s, (222, 70, 50), blob(c[0] - r * 0.05, c[1] - r * 0.1, r * 0.3, r * 0.26, rnd, 0.2))
    _leaf(s, (c[0] + r * 0.15, c[1] - r * 0.1), r * 0.3, -0.7, (60, 150, 60))


def _f_spam(s, c, r, rnd, col):
    rounded_rect(s, (170, 92, 90), (c[0] - r * 0.7, c[1] - r * 0.3, r * 1.2, r * 0.75), r * 0.12)
    rounded_rect(s, (232, 150, 146), (c[0] - r * 0.74, c[1] - r * 0.36, r * 1.2, r * 0.72),
                 r * 0.12)
    for i in range(4):  # scored glaze
        x = c[0] - r * 0.6 + i * r * 0.3
        pygame.draw.line(s, (196, 104, 96), (x, c[1] - r * 0.3), (x + r * 0.2, c[1] + r * 0.3),
                         max(1, round(r * 0.03)))
    pc = (c[0] + r * 0.5, c[1] - r * 0.35)  # pineapple ring with a cherry
    circle(s, (214, 168, 30), pc, r * 0.34)
    circle(s, (252, 220, 80), pc, r * 0.3)
    circle(s, (236, 226, 200), pc, r * 0.11)
    circle(s, (200, 20, 40), pc, r * 0.1)
    circle(s, (255, 150, 160), (pc[0] - r * 0.03, pc[1] - r * 0.03), r * 0.03)


def _f_glass(s, c, r, rnd, col, layers=((120, 170, 90), (200, 226, 160)), slices=True):
    circle(s, (200, 210, 214), c, r * 0.95)
    for i, lc in enumerate(layers):
        circle(s, lc, c, r * (0.85 - i * 0.22))
    if slices:  # rings of eel in the jelly
        for i in range(4):
            a = i / 4 * math.tau + 0.3
            p = (c[0] + r * 0.42 * math.cos(a), c[1] + r * 0.42 * math.sin(a))
            circle(s, (110, 110, 120), p, r * 0.13)
            circle(s, (236, 232, 226), p, r * 0.07)
    lp = (c[0] + r * 0.55, c[1] - r * 0.55)  # a lemon wedge on the rim
    polygon(s, (236, 196, 30), [lp, (lp[0] - r * 0.35, lp[1] - r * 0.05),
                              (lp[0] - r * 0.05, lp[1] + r * 0.35)])
    polygon(s, (255, 240, 150), [(lp[0] - r * 0.04, lp[1] + r * 0.04),
                               (lp[0] - r * 0.28, lp[1]), (lp[0], lp[1] + r * 0.28)])
    polygon(s, (255, 255, 255, 170), blob(c[0] - r * 0.5, c[1] - r * 0.3, r * 0.16, r * 0.06, rnd,
                                          0.1, 12, -1.0))


def _f_wine_stew(s, c, r, rnd, col):
    def mush(s, c, r, rnd):
        for _ in range(3):
            p = (c[0] + rnd.uniform(-0.5, 0.5) * r, c[1] + rnd.uniform(-0.5, 0.5) * r)
            circle(s, (214, 196, 170), p, r * 0.11)
            circle(s, (160, 130, 100), p, r * 0.04)
    _food_sauce(s, c, r, rnd, (110, 28, 44), [(120, 70, 50), (150, 90, 60)], mush, 7)


def _f_drumsticks(s, c, r, rnd, col):
    polygon(s, (130, 34, 40), blob(c[0], c[1], r * 0.95, r * 0.85, rnd, 0.12))
    for a in (-0.5, 0.9, 2.4):
        p = (c[0] + r * 0.2 * math.cos(a), c[1] + r * 0.2 * math.sin(a))
        tip = (p[0] + r * 0.62 * math.cos(a), p[1] + r * 0.62 * math.sin(a))
        thick_line(s, (244, 236, 220), p, tip, r * 0.1)
        circle(s, (248, 242, 230), tip, r * 0.08)
        polygon(s, (150, 84, 36), blob(p[0], p[1], r * 0.4, r * 0.26, rnd, 0.12, 20, a))
        polygon(s, (198, 122, 56), blob(p[0] - r * 0.03, p[1] - r * 0.03, r * 0.34, r * 0.2, rnd,
                                        0.12, 20, a))
    _herb_specks(s, c, r, rnd, 6)


def _f_oxtail(s, c, r, rnd, col):
    def bones(s, c, r, rnd):
        for i in range(3):
            a = i / 3 * math.tau + 0.5
            p = (c[0] + r * 0.38 * math.cos(a), c[1] + r * 0.38 * math.sin(a))
            circle(s, (112, 62, 40), p, r * 0.24)
            circle(s, (240, 226, 200), p, r * 0.12)
            circle(s, (180, 120, 90), p, r * 0.06)
    _food_sauce(s, c, r, rnd, (120, 74, 44), [(150, 96, 60)], bones, 3)


def _f_gazpacho(s, c, r, rnd, col):
    circle(s, (120, 40, 30), c, r * 0.95)
    radial_disc(s, c, r * 0.9, (196, 56, 40), (232, 96, 64), 10, 0.2)
    for _ in range(4):  # ice cubes
        p = (c[0] + rnd.uniform(-0.45, 0.45) * r, c[1] + rnd.uniform(-0.45, 0.45) * r)
        rot = rnd.uniform(0, 1.5)
        pts = [(p[0] + r * 0.17 * math.cos(rot + i * math.pi / 2),
                p[1] + r * 0.17 * math.sin(rot + i * math.pi / 2)) for i in range(4)]
        polygon(s, (214, 236, 248, 230), pts)
        polygon(s, (255, 255, 255), pts, max(1, round(r * 0.025)))
    for _ in range(5):
        p = (c[0] + rnd.uniform(-0.6, 0.6) * r, c[1] + rnd.uniform(-0.6, 0.6) * r)
        circle(s, (120, 170, 70), p, r * 0.07)
        circle(s, (200, 230, 160), p, r * 0.04)


def _fish(s, c, r, rot, body=(214, 140, 70)):
    ux, uy = math.cos(rot), math.sin(rot)
    rnd = random.Random(5)
    tail = (c[0] - ux * r * 0.75, c[1] - uy * r * 0.75)
    px, py = -uy, ux
    polygon(s, shade(body, 0.8), [tail, (tail[0] - ux * r * 0.3 + px * r * 0.25,
                                         tail[1] - uy * r * 0.3 + py * r * 0.25),
                                 (tail[0] - ux * r * 0.3 - px * r * 0.25,
                                  tail[1] - uy * r * 0.3 - py * r * 0.25)])
    polygon(s, shade(body, 0.75), blob(c[0], c[1], r * 0.8, r * 0.38, rnd, 0.04, 30, rot))
    polygon(s, body, blob(c[0], c[1], r * 0.76, r * 0.33, rnd, 0.04, 30, rot))
    for i in range(4):
        q = (c[0] + ux * r * (-0.35 + i * 0.2), c[1] + uy * r * (-0.35 + i * 0.2))
        pygame.draw.line(s, shade(body, 0.8), (q[0] + px * r * 0.25, q[1] + py * r * 0.25),
                         (q[0] - px * r * 0.25, q[1] - py * r * 0.25), max(1, round(r * 0.03)))
    eye = (c[0] + ux * r * 0.52 - px * r * 0.08, c[1] + uy * r * 0.52 - py * r * 0.08)
    circle(s, (255, 255, 255), eye, r * 0.07)
    circle(s, (30, 30, 30), eye, r * 0.035)


def _f_kipper(s, c, r, rnd, col):
    for i in range(4):
        a = i / 4 * math.tau + 0.2
        _leaf(s, (c[0] + r * 0.55 * math.cos(a), c[1] + r * 0.55 * math.sin(a)), r * 0.6, a)
    _fish(s, (c[0] - r * 0.1, c[1] + r * 0.05), r, -0.3)
    ep = (c[0] + r * 0.45, c[1] - r * 0.45)  # half an egg
    polygon(s, (250, 250, 244), blob(ep[0], ep[1], r * 0.26, r * 0.2, rnd, 0.05, 20, 0.5))
    circle(s, (250, 190, 40), ep, r * 0.11)


def _f_sausages(s, c, r, rnd, col):
    for i in range(3):
        y = c[1] + (i - 1) * r * 0.34
        a, b = (c[0] - r * 0.6, y - r * 0.06 * (i - 1)), (c[0] + r * 0.6, y + r * 0.06 * (i - 1))
        thick_line(s, (200, 176, 150), a, b, r * 0.3)
        thick_line(s, (244, 228, 214), a, b, r * 0.25)
        thick_line(s, (255, 248, 240), (a[0] + r * 0.05, a[1] - r * 0.05),
                    (b[0] - r * 0.15, b[1] - r * 0.05), r * 0.05)
    for _ in range(6):  # sweet mustard dots
        p = (c[0] + rnd.uniform(-0.6, 0.6) * r, c[1] + rnd.uniform(-0.55, 0.55) * r)
        circle(s, (214, 160, 40), p, r * 0.05)
    _herb_specks(s, c, r, rnd, 6)


def _f_curry(s, c, r, rnd, col):
    _food_sauce(s, (c[0] + r * 0.15, c[1]), r * 0.85, rnd, (214, 100, 36),
                [(160, 96, 60), (190, 120, 70)], None, 5)
    rp = (c[0] - r * 0.5, c[1] - r * 0.3)  # a mound of rice
    polygon(s, (230, 226, 214), blob(rp[0], rp[1], r * 0.4, r * 0.34, rnd, 0.15))
    polygon(s, (252, 250, 244), blob(rp[0] - r * 0.03, rp[1] - r * 0.03, r * 0.35, r * 0.29, rnd,
                                     0.15))
    for _ in range(10):
        q = (rp[0] + rnd.uniform(-0.25, 0.25) * r, rp[1] + rnd.uniform(-0.2, 0.2) * r)
        polygon(s, (226, 220, 204), blob(q[0], q[1], r * 0.04, r * 0.02, rnd, 0.0, 8,
                                         rnd.uniform(0, 3)))
    circle(s, (60, 140, 50), (c[0] + r * 0.3, c[1] - r * 0.2), r * 0.06)


def _f_omelette(s, c, r, rnd, col):
    pts = arc_points(c, r * 0.9, 0.1, math.pi - 0.1, 24)  # a folded half moon
    body = [(x, y - r * 0.25) for x, y in pts]
    polygon(s, (214, 160, 40), [(x + r * 0.03, y + r * 0.05) for x, y in body])
    polygon(s, (250, 206, 80), body)
    polygon(s, (255, 226, 130), blob(c[0] - r * 0.2, c[1] + r * 0.1, r * 0.3, r * 0.12, rnd, 0.2))
    for _ in range(5):  # provençal herbs and a tomato
        p = (c[0] + rnd.uniform(-0.55, 0.55) * r, c[1] + rnd.uniform(0.05, 0.45) * r)
        circle(s, (80, 140, 60), p, r * 0.04)
    tp = (c[0] + r * 0.55, c[1] - r * 0.45)
    circle(s, (200, 40, 30), tp, r * 0.18)
    circle(s, (240, 90, 70), (tp[0] - r * 0.04, tp[1] - r * 0.04), r * 0.1)


def _f_parfait(s, c, r, rnd, col):
    _f_glass(s, c, r, rnd, col, ((120, 60, 40), (246, 204, 216), (255, 250, 240)), slices=False)
    for _ in range(5):  # berries
        a, rr = rnd.uniform(0, math.tau), r * 0.3
        circle(s, (170, 30, 70), (c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)), r * 0.07)
    polygon(s, (40, 40, 48), blob(c[0], c[1] + r * 0.02, r * 0.12, r * 0.16, rnd, 0.0))  # penguin
    circle(s, (255, 255, 255), (c[0], c[1] + r * 0.05), r * 0.08)
    circle(s, (250, 170, 40), (c[0], c[1] - r * 0.09), r * 0.03)


def _f_giraffe(s, c, r, rnd, col):
    _f_trunk(s, c, r, rnd, col, skin=(226, 184, 100), spots=True)
    for i in range(3):
        _flame(s, c[0] - r * 0.35 + i * r * 0.35, c[1] + r * 0.75, r * 0.45)


def _f_wellington(s, c, r, rnd, col):
    rounded_rect(s, (150, 90, 30), (c[0] - r * 0.75, c[1] - r * 0.32, r * 1.5, r * 0.72), r * 0.3)
    rounded_rect(s, (226, 164, 70), (c[0] - r * 0.78, c[1] - r * 0.38, r * 1.5, r * 0.7), r * 0.3)
    for i in range(6):  # lattice
        x = c[0] - r * 0.6 + i * r * 0.24
        pygame.draw.line(s, (250, 206, 120), (x, c[1] - r * 0.32), (x + r * 0.16, c[1] + r * 0.26),
                         max(1, round(r * 0.04)))
        pygame.draw.line(s, (196, 132, 50), (x + r * 0.16, c[1] - r * 0.32), (x, c[1] + r * 0.26),
                         max(1, round(r * 0.03)))
    sp = (c[0] + r * 0.2, c[1] + r * 0.6)  # a cut slice
    polygon(s, (226, 164, 70), blob(sp[0], sp[1], r * 0.3, r * 0.2, rnd, 0.05))
    polygon(s, (196, 90, 90), blob(sp[0], sp[1], r * 0.2, r * 0.12, rnd, 0.05))


def _f_couscous(s, c, r, rnd, col):
    for dx, rr in ((-0.3, 0.5), (0.32, 0.45)):  # two humps
        p = (c[0] + dx * r, c[1])
        circle(s, (200, 160, 80), (p[0] + r * 0.04, p[1] + r * 0.05), r * rr)
        radial_disc(s, p, r * rr, (222, 180, 96), (250, 220, 140), 10, 0.2)
    for _ in range(40):
        p = (c[0] + rnd.uniform(-0.7, 0.7) * r, c[1] + rnd.uniform(-0.4, 0.4) * r)
        circle(s, rnd.choice([(236, 196, 110), (200, 150, 70)]), p, r * 0.025)
    for _ in range(6):
        p = (c[0] + rnd.uniform(-0.7, 0.7) * r, c[1] + rnd.uniform(-0.45, 0.45) * r)
        circle(s, rnd.choice([(214, 80, 40), (90, 150, 60), (240, 150, 40)]), p, r * 0.07)


_FOOD: dict[int, Callable] = {
    1: _f_breakfast, 2: _f_water, 3: _f_tart, 4: _f_cream_stew, 5: _f_trunk, 6: _f_pasta,
    7: _f_spam, 8: _f_glass, 9: _f_wine_stew, 10: _f_drumsticks, 11: _f_oxtail,
    12: _f_gazpacho, 13: _f_kipper, 14: _f_sausages, 15: _f_curry, 16: _f_omelette,
    17: _f_parfait, 18: _f_giraffe, 19: _f_wellington, 20: _f_couscous,
}


def _token_surface(d: int, dish: Dish, side: str) -> pygame.Surface:
    zh = _zh()
    side = "picture" if side == "picture" else "recipe"
    key = ("token", _dish_key(dish), side, d, zh if side == "recipe" else False)
    return _cached(key, lambda: _render_token(d, dish, side, zh))  # type: ignore[return-value]


def _blit_token(surf: pygame.Surface, dish: Dish, side: str, centre: tuple[int, int], d: int,
                shadow: bool = True) -> None:
    off = max(1, d // 28)
    blit_piece(surf, _token_surface(d, dish, side), centre, round_shadow(d) if shadow else None,
               (off, off * 1.5))


def draw_dish_token(surf: pygame.Surface, view: View, rect, dish: Dish,
                    side: str = "recipe") -> None:
    """A round dish token filling the square in `rect` (centred if not square).

    Recipe side: the name, the condiments it needs (a coloured dot per kind with the
    count), the heat range (green cells of 0..7, burnt level red) and the victory points
    on a chef's hat, inside a rim of the group colour. Picture side: the dish painted on
    a plate over a gingham cloth of the group colour."""
    r = px_rect(view, rect)
    d = max(8, min(r.w, r.h))
    _blit_token(surf, dish, side, r.center, d)


# -- pan --------------------------------------------------------------------


def _render_pan(R: int, handle_angle: float) -> tuple[pygame.Surface, tuple[int, int]]:
    """The empty pan: cast iron with a wooden handle. Returns the surface and the pan
    centre inside it (the handle makes the surface lopsided)."""
    handle_len = R * 0.95
    a = math.radians(handle_angle)
    ux, uy = math.cos(a), math.sin(a)
    pad = R * 0.12
    ex, ey = ux * (R + handle_len), uy * (R + handle_len)
    left = min(-R, ex - R * 0.2) - pad
    right = max(R, ex + R * 0.2) + pad
    top = min(-R, ey - R * 0.2) - pad
    bottom = max(R, ey + R * 0.2) + pad
    w, h = math.ceil(right - left), math.ceil(bottom - top)
    cv = Canvas(w, h, 2 if R > 60 else 3)
    s, k = cv.big, cv.k
    c = (-left * k, -top * k)
    RR = R * k
    sh = pygame.Surface(s.get_size(), pygame.SRCALPHA)  # shadow of pan and handle together
    circle(sh, (255, 255, 255, 255), c, RR)
    h0 = (c[0] + ux * RR * 0.9, c[1] + uy * RR * 0.9)
    h1 = (c[0] + ux * (RR + handle_len * k), c[1] + uy * (RR + handle_len * k))
    thick_line(sh, (255, 255, 255, 255), h0, h1, RR * 0.24)
    shadow = shadow_of(sh, max(2, round(RR * 0.08)), 120)
    s.blit(shadow, (RR * 0.05, RR * 0.09))
    # Handle: an iron neck riveted to the pan, then a wooden grip with a hanging hole.
    mid = (c[0] + ux * (RR + handle_len * k * 0.28), c[1] + uy * (RR + handle_len * k * 0.28))
    thick_line(s, (30, 28, 30), h0, mid, RR * 0.2)
    thick_line(s, (84, 80, 84), h0, mid, RR * 0.12)
    thick_line(s, WOOD_DARK, mid, h1, RR * 0.25)
    thick_line(s, (160, 100, 52), mid, h1, RR * 0.2)
    px, py = -uy, ux
    off = RR * 0.04
    thick_line(s, (196, 136, 80),
                (mid[0] + px * off + ux * RR * 0.06, mid[1] + py * off + uy * RR * 0.06),
                (h1[0] + px * off - ux * RR * 0.1, h1[1] + py * off - uy * RR * 0.1), RR * 0.05)
    hole = (h1[0] - ux * RR * 0.13, h1[1] - uy * RR * 0.13)
    circle(s, (70, 40, 20), hole, RR * 0.05)
    circle(s, (40, 30, 24, 0), hole, RR * 0.03)
    # Rim, inner wall and floor.
    circle(s, (22, 20, 22), c, RR)
    radial_disc(s, (c[0] - RR * 0.02, c[1] - RR * 0.02), RR * 0.97, (60, 58, 62), (112, 110, 116),
                6, 0.9)
    radial_disc(s, c, RR * 0.9, (34, 32, 34), (58, 56, 60), 10, 0.86)
    radial_disc(s, (c[0] - RR * 0.08, c[1] - RR * 0.08), RR * 0.86, (44, 42, 46), (70, 68, 72), 16,
                0.1)
    for f in (0.25, 0.45, 0.65):  # faint machining rings on the floor
        circle(s, (78, 76, 82, 90), c, RR * f, max(1, round(RR * 0.008)))
    # A light arc on the rim (light from the top left).
    pygame.draw.arc(s, (170, 168, 176), (c[0] - RR * 0.96, c[1] - RR * 0.96, RR * 1.92, RR * 1.92),
                    math.radians(100), math.radians(190), max(1, round(RR * 0.035)))
    for sgn in (-1, 1):  # rivets
        rp = (c[0] + ux * RR * 0.8 + px * sgn * RR * 0.06,
              c[1] + uy * RR * 0.8 + py * sgn * RR * 0.06)
        circle(s, (120, 118, 124), rp, RR * 0.025)
    return cv.finish(), (round(-left), round(-top))


# Each condiment kind has its own sector of the pan, so a cluster of three (spoilt!)
# is easy to count; pieces fill the sector in two lanes around the token's rim.
_SECTOR_START = {ch: -math.pi / 2 - math.radians(36) + i * math.radians(72)
                 for i, ch in enumerate(CONDIMENT_ORDER)}


def _pan_piece_spots(letter: str, count: int, R: float) -> list[tuple[float, float, int]]:
    """Offsets from the pan centre (pixels) for `count` pieces of `letter`."""
    spots = []
    a0 = _SECTOR_START[letter]
    per_lane = 6
    for i in range(count):
        rnd = random.Random(f"pan {letter}{i}")  # str seeds are stable across runs
        lane = i % 2
        slot = (i // 2) % per_lane
        wrap = i // (2 * per_lane)
        a = a0 + math.radians(72) * (slot + 0.5 + 0.5 * lane) / (per_lane + 0.5)
        a += rnd.uniform(-0.05, 0.05) + wrap * 0.09
        rr = R * (0.8 if lane == 0 else 0.67) + rnd.uniform(-0.015, 0.015) * R - wrap * R * 0.13
        spots.append((rr * math.cos(a), rr * math.sin(a), i))
    return spots


def _smoke(surf: pygame.Surface, c: tuple[int, int], R: int) -> None:
    """Grey curls of smoke rising from a burnt dish (cached per size)."""
    def make() -> pygame.Surface:
        cv = Canvas(round(R * 2.2), round(R * 2.4), 2)
        s, k = cv.big, cv.k
        rnd = random.Random(9)
        for j in range(3):
            x0 = cv.W * (0.3 + 0.2 * j)
            for i in range(14):
                t = i / 13
                x = x0 + math.sin(t * 5 + j) * R * k * 0.16
                y = cv.H * (0.8 - 0.72 * t)
                rr = R * k * (0.07 + 0.1 * t) * rnd.uniform(0.8, 1.2)
                circle(s, (120, 116, 112, round(90 * (1 - t) + 10)), (x, y), rr)
        return cv.finish()
    img = _cached(("smoke", R), make)
    surf.blit(img, img.get_rect(midbottom=(c[0], c[1] + R * 0.2)))  # type: ignore[union-attr]


def _char(d: int) -> pygame.Surface:
    """A charred overlay for a burnt dish token."""
    def make() -> pygame.Surface:
        cv = Canvas(d, d, 2)
        s = cv.big
        rnd = random.Random(3)
        c = (cv.W / 2, cv.H / 2)
        circle(s, (40, 24, 14, 120), c, cv.W / 2 * 0.98)
        for _ in range(16):
            a, rr = rnd.uniform(0, math.tau), cv.W / 2 * math.sqrt(rnd.uniform(0, 0.7))
            p = (c[0] + rr * math.cos(a), c[1] + rr * math.sin(a))
            polygon(s, (24, 16, 12, 160), blob(p[0], p[1], cv.W * rnd.uniform(0.05, 0.14),
                                               cv.W * rnd.uniform(0.04, 0.1), rnd, 0.3, 14))
        return cv.finish()
    return _cached(("char", d), make)  # type: ignore[return-value]


def _warning_badge(surf: pygame.Surface, centre: tuple[int, int], size: int) -> None:
    """A red enamel warning triangle with an exclamation mark (over-seasoned)."""
    def make() -> pygame.Surface:
        cv = Canvas(size, size)
        s, W = cv.big, cv.W
        pts = [(W / 2, W * 0.06), (W * 0.96, W * 0.88), (W * 0.04, W * 0.88)]
        polygon(s, (255, 250, 236), [(x + (x - W / 2) * 0.1, y + (y - W * 0.6) * 0.1)
                                     for x, y in pts])
        polygon(s, BURN_RED, pts)
        cv.text("!", (W / 2, W * 0.6), W * 0.62, (255, 250, 236), bold=True)
        return cv.finish()
    img = _cached(("warn", size), make)
    surf.blit(img, img.get_rect(center=centre))  # type: ignore[union-attr]


def draw_pan(surf: pygame.Surface, view: View, center: tuple[float, float], radius: float,
             dish: Dish | None, *, side: str = "recipe", condiments: dict[str, int] | None = None,
             spoiled: str | None = None, handle_angle: float = 135.0) -> None:
    """A cast-iron pan from above with its dish token and the condiments poured on it.

    Each kind of condiment lies in its own part of the pan (lemon at the top, then
    clockwise pepper, paprika, herbs, salt), so counts are easy to read. `spoiled`
    "burnt" chars the dish and adds smoke; "over" (over-seasoned) adds a red warning.
    `handle_angle` is in degrees, screen-clockwise from pointing right (135 = down-left,
    the free corner of a stove)."""
    c = view.pt(*center)
    R = view.len(radius)
    angle = round(handle_angle / 5) * 5
    img, off = _cached(("pan", R, angle), lambda: _render_pan(R, angle))  # type: ignore[misc]
    surf.blit(img, (c[0] - off[0], c[1] - off[1]))
    if spoiled == "over":
        ring = _cached(("over_ring", R), lambda: _over_ring(R))
        surf.blit(ring, ring.get_rect(center=c))  # type: ignore[union-attr]
    d = round(R * 1.52)
    if dish is not None:
        _blit_token(surf, dish, side, c, d)
        if spoiled == "burnt":
            ch = _char(d)
            surf.blit(ch, ch.get_rect(center=c))
    if condiments:
        pr = max(3, round(R * 0.15))
        for letter in CONDIMENT_ORDER:
            n = condiments.get(letter, 0)
            for dx, dy, i in _pan_piece_spots(letter, min(n, 24), R):
                img2 = _piece_sprite(letter, pr, i)
                surf.blit(img2, img2.get_rect(center=(round(c[0] + dx), round(c[1] + dy))))
    if spoiled == "burnt":
        _smoke(surf, (c[0], c[1] - round(R * 0.2)), R)
    elif spoiled == "over":
        size = max(10, round(R * 0.5))
        _warning_badge(surf, (c[0] + round(R * 0.78), c[1] - round(R * 0.78)), size)


def _over_ring(R: int) -> pygame.Surface:
    cv = Canvas(2 * R + 8, 2 * R + 8, 2)
    c = (cv.W / 2, cv.H / 2)
    circle(cv.big, (230, 50, 30, 170), c, R * cv.k * 0.9, max(2, round(R * cv.k * 0.07)))
    return cv.finish()


# -- dispensers -----------------------------------------------------------------
def _bottle_outline(x: float, y: float, w: float, h: float) -> list[tuple[float, float]]:
    """The glass silhouette: a short neck, round shoulders, a straight body with
    rounded bottom corners."""
    def P(u: float, v: float) -> tuple[float, float]:
        return (x + u * w, y + v * h)

    right = [P(0.7, 0.15), P(0.7, 0.22)]
    for i in range(1, 9):  # shoulder curve
        t = i / 8
        right.append(P(0.7 + (0.94 - 0.7) * math.sin(t * math.pi / 2),
                       0.22 + (0.34 - 0.22) * (1 - math.cos(t * math.pi / 2))))
    right.append(P(0.94, 0.88))
    rr = 0.14
    for i in range(1, 9):  # bottom corner
        a = i / 8 * math.pi / 2
        right.append((x + (0.94 - rr + rr * math.cos(a)) * w,
                      y + (0.88 * h + rr * w * math.sin(a))))
    left = [(2 * x + w - px, py) for px, py in reversed(right)]
    return right + left


def _pile_spots(n: int, x: float, bottom: float, w: float, pd: float) -> list[tuple[float, float]]:
    """Centres for n pieces settled at the bottom of the glass, from the bottom up
    (spot 0 is the lowest piece); the top row is centred."""
    per = max(1, int(w / pd))
    spots: list[tuple[float, float]] = []
    row = 0
    while len(spots) < n:
        cnt = per if row % 2 == 0 else max(1, per - 1)
        take = min(cnt, n - len(spots))
        y = bottom - pd / 2 - row * pd * 0.84
        span = (take - 1) * pd
        x0 = x + w / 2 - span / 2
        for i in range(take):
            j = len(spots)
            rnd = random.Random(j * 101 + 7)
            spots.append((x0 + i * pd + rnd.uniform(-0.08, 0.08) * pd,
                          y + rnd.uniform(-0.06, 0.06) * pd))
        row += 1
    return spots


def _pile_height(n: int, w: float, pd: float) -> float:
    per = max(1, int(w / pd))
    rows, left = 0, n
    while left > 0:
        left -= per if rows % 2 == 0 else max(1, per - 1)
        rows += 1
    return pd + max(0, rows - 1) * pd * 0.84


def _render_dispenser(w: int, h: int, colour: str, pieces: tuple[str, ...], lifted: bool,
                      dim: bool) -> tuple[pygame.Surface, int]:
    margin = max(3, round(min(w, h) * 0.2))
    cv = Canvas(w + 2 * margin, h + 2 * margin)
    s, k = cv.big, cv.k
    m = margin * k
    W, H = w * k, h * k
    lift = H * 0.05 if lifted else 0
    bx, by = m, m - lift
    outline = _bottle_outline(bx, by, W, H)
    # Shadow on the table: further and softer when the shaker is lifted.
    sh = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    polygon(sh, (255, 255, 255, 255), _bottle_outline(m, m, W, H))
    off = (W * (0.12 if lifted else 0.05), H * (0.06 if lifted else 0.025))
    s.blit(shadow_of(sh, max(2, round(W * (0.12 if lifted else 0.06))), 80 if lifted else 110),
           off)
    lid_col = CONDIMENT_RGB.get(colour, (150, 150, 150))
    # Glass back: a faint blue-grey tint behind the pieces.
    polygon(s, (214, 232, 238, 70), outline)
    pd = W * 0.2
    room = H * 0.6  # from the bottom of the glass to its shoulders
    while pd > W * 0.08 and _pile_height(len(pieces), W * 0.76, pd) > room:
        pd *= 0.92  # a very full shaker shows smaller pieces rather than overflowing
    spots = _pile_spots(len(pieces), bx + W * 0.12, by + H * 0.955, W * 0.76, pd)
    for j, (px, py) in enumerate(spots):
        letter = pieces[len(pieces) - 1 - j]
        _draw_piece(s, letter, (px, py), pd * 0.46, j)
    # Glass front: edge shading, a tall highlight, a rim line.
    polygon(s, (120, 150, 164, 210), outline, max(2, round(W * 0.035)))
    polygon(s, (250, 255, 255, 120), [(x + (bx + W / 2 - x) * 0.03, y) for x, y in outline],
            max(1, round(W * 0.012)))
    rounded_rect(s, (255, 255, 255, 110), (bx + W * 0.14, by + H * 0.38, W * 0.08, H * 0.46),
                 W * 0.04)
    rounded_rect(s, (255, 255, 255, 60), (bx + W * 0.78, by + H * 0.42, W * 0.05, H * 0.36),
                 W * 0.025)
    # The lid: a ribbed screw cap in the condiment colour with a pouring spout.
    dark, light = shade(lid_col, 0.6), shade(lid_col, 1.3 if colour != "P" else 2.2)
    cap = pygame.Rect(round(bx + W * 0.2), round(by + H * 0.045), round(W * 0.6), round(H * 0.135))
    rounded_rect(s, dark, cap.move(0, round(H * 0.008)), W * 0.06)
    gradient_rounded_rect(s, cap, W * 0.06, light, lid_col)
    for i in range(1, 8):
        x = cap.x + cap.w * i / 8
        pygame.draw.line(s, with_alpha(dark, 170), (x, cap.y + cap.h * 0.25), (x, cap.bottom - 2),
                         max(1, round(W * 0.012)))
    spout = pygame.Rect(round(bx + W * 0.38), round(by + H * 0.0), round(W * 0.24),
                        round(H * 0.06))
    rounded_rect(s, dark, spout, W * 0.04)
    rounded_rect(s, light, spout.inflate(-round(W * 0.05), -round(H * 0.015)), W * 0.03)
    img = cv.finish()
    if dim:
        grey = pygame.Surface(img.get_size(), pygame.SRCALPHA)
        grey.fill((150, 140, 130, 120))
        img.blit(grey, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return img, margin


def draw_dispenser(surf: pygame.Surface, view: View, rect, colour: str, pieces: list[str], *,
                   lifted: bool = False, dim: bool = False) -> None:
    """A glass shaker with a lid in its condiment colour; the pieces show through the
    glass, piled at the bottom: pieces[0] is the one nearest the neck (top of the pile).
    `lifted` raises it off the table (longer, softer shadow); `dim` greys it out."""
    r = px_rect(view, rect)
    key = ("disp", r.w, r.h, colour, tuple(pieces), lifted, dim)
    img, margin = _cached(key, lambda: _render_dispenser(r.w, r.h, colour, tuple(pieces), lifted,
                                                         dim))  # type: ignore[misc]
    surf.blit(img, (r.x - margin, r.y - margin))


# -- coffee cups ----------------------------------------------------------------
def _cup_picture(s: pygame.Surface, x: float, y: float, w: float,
                 body: Color = (255, 253, 248), edge: Color = (120, 84, 64),
                 coffee: Color | None = (110, 64, 36), steam: bool = True) -> pygame.Rect:
    """A coffee cup on its saucer in a w-by-w box; returns the cup body rect (for an icon)."""
    lw = max(1, round(w * 0.025))
    sc = (x + w * 0.47, y + w * 0.84)
    polygon(s, edge, blob(sc[0], sc[1], w * 0.44, w * 0.1, random.Random(0), 0.0, 32))
    polygon(s, body, blob(sc[0], sc[1] - lw, w * 0.42, w * 0.085, random.Random(0), 0.0, 32))
    top, bottom = y + w * 0.3, y + w * 0.82
    l0, r0 = x + w * 0.12, x + w * 0.82
    # Handle on the right.
    hc = (r0 - w * 0.02, y + w * 0.52)
    circle(s, edge, hc, w * 0.15, max(1, round(w * 0.07)))
    circle(s, body, hc, w * 0.13, max(1, round(w * 0.04)))
    pts = [(l0, top)]
    for i in range(13):  # the bowl of the cup narrowing to a foot
        t = i / 12
        pts.append((l0 + (w * 0.1) * t ** 2 + w * 0.02 * math.sin(t * math.pi),
                    top + (bottom - top) * t))
    right = [(2 * (l0 + r0) / 2 - px, py) for px, py in reversed(pts)]
    cup = pts + right
    polygon(s, edge, [(px + (px - (l0 + r0) / 2) * 0.04, py + (lw if py > top else -lw))
                      for px, py in cup])
    polygon(s, body, cup)
    polygon(s, (255, 255, 255, 160), [(l0 + w * 0.05, top + w * 0.08),
                                      (l0 + w * 0.1, top + w * 0.08),
                                      (l0 + w * 0.14, bottom - w * 0.1),
                                      (l0 + w * 0.11, bottom - w * 0.1)])
    rim = pygame.Rect(round(l0), round(top - w * 0.07), round(r0 - l0), round(w * 0.14))
    pygame.draw.ellipse(s, edge, rim.inflate(lw * 2, lw * 2))
    pygame.draw.ellipse(s, body, rim)
    if coffee is not None:
        pygame.draw.ellipse(s, coffee, rim.inflate(-round(w * 0.08), -round(w * 0.04)))
        pygame.draw.ellipse(s, shade(coffee, 1.35), rim.inflate(-round(w * 0.38),
                                                                -round(w * 0.09)))
    if steam:
        for i, dx in enumerate((-0.12, 0.08)):
            pts2 = [(x + w * (0.47 + dx) + math.sin(t / 3 + i) * w * 0.04, y + w * (0.2 - t * 0.02))
                    for t in range(8)]
            polyline(s, (255, 255, 255, 150), pts2, w * 0.03)
    return pygame.Rect(round(l0 + w * 0.06), round(top + w * 0.07), round(r0 - l0 - w * 0.12),
                       round(bottom - top - w * 0.12))


def _laurel(s: pygame.Surface, c: tuple[float, float], r: float, col: Color) -> None:
    for side in (-1, 1):
        for i in range(6):
            a = math.pi / 2 + side * (0.5 + i * 0.36)
            p = (c[0] + r * math.cos(a), c[1] + r * math.sin(a))
            _leaf(s, p, r * 0.42, a + side * 1.2, col)


def _cup_icon(s: pygame.Surface, cv: Canvas, kind: str, box: pygame.Rect) -> None:
    """The effect of a coffee cup, painted on the cup's body."""
    cx, cy = box.center
    u = min(box.w, box.h)
    if kind == "victory":
        _laurel(s, (cx, cy + u * 0.02), u * 0.44, (86, 140, 62))
        cv.text("+1", (cx, cy + u * 0.02), max(u * 1.04, MIN_TEXT_PX * cv.k), (150, 96, 20),
                bold=True, outline=(255, 248, 236))
    elif kind == "exchange":
        lw = u * 0.12
        arrow(s, COPPER_DARK, [(cx - u * 0.5, cy - u * 0.18), (cx + u * 0.5, cy - u * 0.18)], lw,
              u * 0.3)
        arrow(s, (52, 104, 160), [(cx + u * 0.5, cy + u * 0.24), (cx - u * 0.5, cy + u * 0.24)],
              lw, u * 0.3)
    elif kind == "spoons":
        base = (cx, cy + u * 0.48)
        for a in (-0.42, 0.0, 0.42):
            tip = (base[0] + math.sin(a) * u * 0.92, base[1] - math.cos(a) * u * 0.92)
            _spoon_shape(s, base, tip, u * 0.26, (200, 146, 84), edge=WOOD_DARK)
    elif kind == "reseason":
        # A shaker tipped over, three grains falling, and an arrow to someone else's pan.
        sx, sy = cx - u * 0.2, cy - u * 0.16
        rot = math.radians(135)
        body = blob(sx, sy, u * 0.3, u * 0.16, random.Random(0), 0.0, 20, rot)
        polygon(s, (120, 150, 164), [(px + (px - sx) * 0.12, py + (py - sy) * 0.12)
                                     for px, py in body])
        polygon(s, (220, 236, 242), body)
        lid = (sx + math.cos(rot) * u * 0.3, sy + math.sin(rot) * u * 0.3)
        circle(s, CONDIMENT_RGB["R"], lid, u * 0.13)
        for i in range(3):
            circle(s, CONDIMENT_RGB["R"], (lid[0] + u * 0.06 * i, lid[1] + u * (0.22 + 0.14 * i)),
                   u * 0.05)
        arrow(s, COPPER_DARK, arc_points((cx + u * 0.05, cy + u * 0.05), u * 0.36, -1.2, 0.9, 10),
              u * 0.1, u * 0.26)
    elif kind == "lower":
        kc = (cx - u * 0.2, cy + u * 0.02)
        circle(s, COPPER_DARK, kc, u * 0.32)
        circle(s, (250, 240, 218), kc, u * 0.25)
        a = math.radians(225)
        thick_line(s, BURN_RED, kc, (kc[0] + u * 0.2 * math.cos(a), kc[1] + u * 0.2 * math.sin(a)),
                   u * 0.08)
        arrow(s, (52, 104, 160), [(cx + u * 0.38, cy - u * 0.4), (cx + u * 0.38, cy + u * 0.44)],
              u * 0.12, u * 0.3)


def _render_cup(d: int, kind: str, face_up: bool, used: bool) -> pygame.Surface:
    cv = Canvas(d, d)
    s, D = cv.big, cv.W
    c = (D / 2, D / 2)
    R = D / 2 * 0.97
    base = CUP_PINK if face_up else CUP_GREEN
    circle(s, shade(base, 0.55), c, R)
    radial_disc(s, c, R * 0.96, shade(base, 0.9), shade(base, 1.12), 10, 0.3)
    n = 24
    for i in range(n):  # a scalloped cream border
        a = i / n * math.tau
        circle(s, (255, 248, 240, 150), polar(c, R * 0.86, a), R * 0.05)
    if face_up:
        box = _cup_picture(s, D * 0.13, D * 0.08, D * 0.74)
        _cup_icon(s, cv, kind, box)
    else:
        rnd = random.Random(21)
        for _ in range(7):  # coffee beans
            a, rr = rnd.uniform(0, math.tau), R * rnd.uniform(0.3, 0.7)
            p = (c[0] + rr * math.cos(a), c[1] + rr * math.sin(a))
            rot = rnd.uniform(0, 3)
            polygon(s, shade(base, 0.72), blob(p[0], p[1], R * 0.11, R * 0.075, rnd, 0.0, 16, rot))
            ux, uy = math.cos(rot), math.sin(rot)
            pygame.draw.line(s, shade(base, 1.2), (p[0] - ux * R * 0.07, p[1] - uy * R * 0.07),
                             (p[0] + ux * R * 0.07, p[1] + uy * R * 0.07), max(1, round(R * 0.02)))
        _cup_picture(s, D * 0.26, D * 0.22, D * 0.48, body=shade(base, 1.35),
                     edge=shade(base, 0.6), coffee=None, steam=False)
    img = cv.finish()
    if used:
        img = faded(img)
    return img


def draw_cup(surf: pygame.Surface, view: View, rect, kind: str, *, face_up: bool = True,
             used: bool = False) -> None:
    """A round coffee-cup token: face up it is pink with a cup whose side shows the
    effect (victory "+1" in laurels, exchange arrows, three spoons, a shaker tipping
    into another pan, a knob turned down); face down it is the plain green back."""
    r = px_rect(view, rect)
    d = max(8, min(r.w, r.h))
    img = _cached(("cup", d, kind if face_up else "", face_up, used),
                  lambda: _render_cup(d, kind, face_up, used))
    off = max(1, d // 28)
    blit_piece(surf, img, r.center, round_shadow(d), (off, off * 1.5))  # type: ignore[arg-type]


# -- heating die ------------------------------------------------------------------
# The ivory body, its shadow and the turning come from the shared die sprite
# (game.ui.die); this module paints only the faces.
def _die_face_painter(face: DieFace) -> FacePainter:
    def paint_face(cv: Canvas, top: pygame.Rect) -> None:
        s = cv.big
        c = top.center
        u = top.w
        if face.kind == "heat":
            spots = {1: [(0.5, 0.55)], 2: [(0.3, 0.36), (0.7, 0.78)],
                     3: [(0.24, 0.32), (0.5, 0.58), (0.76, 0.84)]}.get(face.amount, [])
            fh = {1: 0.62, 2: 0.42, 3: 0.34}.get(face.amount, 0.3)
            for fx, fy in spots:
                _flame(s, top.x + fx * u, top.y + (fy + fh / 2) * u, fh * u)
            if not spots:
                cv.text(f"+{face.amount}", c, u * 0.5, BURN_RED, bold=True)
        elif face.kind == "all":
            for fx, fy in ((0.2, 0.2), (0.8, 0.2), (0.2, 0.8), (0.8, 0.8)):  # four burners
                p = (top.x + fx * u, top.y + fy * u)
                circle(s, IRON, p, u * 0.12)
                circle(s, (240, 110, 40), p, u * 0.075, max(1, round(u * 0.025)))
            cv.text("+1", c, u * 0.42, BURN_RED, bold=True)
        elif face.kind == "choose":
            txt = "·".join(str(n) for n in (face.choices or (1, 2, 3)))
            _flame(s, c[0], top.y + u * 0.42, u * 0.3)
            cv.text(txt, (c[0], top.y + u * 0.7), u * 0.27, BURN_RED, bold=True)
        elif face.kind == "cup":
            _cup_picture(s, top.x + u * 0.1, top.y + u * 0.06, u * 0.8, edge=(120, 84, 64))

    return paint_face


def draw_die(surf: pygame.Surface, view: View, rect, face: DieFace, *, angle: float = 0.0) -> None:
    """The heating die: an ivory cube with rounded edges. Heat faces show one to three
    flames; "all" four burners and +1; "choose" 1·2·3 under a flame; "cup" a coffee cup.
    `angle` (degrees) turns it while rolling."""
    r = px_rect(view, rect)
    d = max(8, min(r.w, r.h))
    fkey = ("alacarte", face.kind, face.amount, tuple(face.choices))
    blit_die(surf, r.center, d, _die_face_painter(face), face_key=fkey, angle=angle)


# -- spoons -----------------------------------------------------------------------
def _render_spoons(w: int, h: int, left: int, total: int) -> pygame.Surface:
    vertical = h > w
    L, S = (h, w) if vertical else (w, h)
    cv = Canvas(L, S)
    s = cv.big
    LL, SS = cv.W, cv.H
    total = max(1, total)
    lane = SS / total
    # Neighbours lie head to tail, so the bowls can be wider than a lane without touching.
    bw = min(lane * 1.3, LL * 0.3)
    pad = bw * 0.55
    for i in range(total):
        y = lane * (i + 0.5)
        tilt = (i - (total - 1) / 2) * LL * 0.01
        a, b = (LL * 0.03, y - tilt), (LL * 0.97, y + tilt)
        y = min(max(y, pad), SS - pad)
        a, b = (a[0], min(max(a[1], pad), SS - pad)), (b[0], min(max(b[1], pad), SS - pad))
        if i % 2:
            a, b = b, a
        if i < left:
            _spoon_shape(s, a, b, bw, (206, 150, 86), edge=WOOD_DARK)
        else:
            ghost = pygame.Surface(s.get_size(), pygame.SRCALPHA)
            _spoon_shape(ghost, a, b, bw, (214, 200, 180), edge=(150, 130, 110))
            ghost.fill((255, 255, 255, 80), special_flags=pygame.BLEND_RGBA_MULT)
            s.blit(ghost, (0, 0))
    img = cv.finish()
    return pygame.transform.rotate(img, 90) if vertical else img


def draw_spoons(surf: pygame.Surface, view: View, rect, left: int, total: int = 3) -> None:
    """The action counters: wooden spoons side by side along the long side of `rect`;
    the first `left` are solid, the used ones faint ghosts."""
    r = px_rect(view, rect)
    left = max(0, min(total, left))
    img = _cached(("spoons", r.w, r.h, left, total), lambda: _render_spoons(r.w, r.h, left, total))
    sh = _cached(("spoons_sh", r.w, r.h, left, total),
                 lambda: shadow_of(padded(img, 4), 3, 90))  # type: ignore[arg-type]
    off = max(1, view.len(2))
    surf.blit(sh, (r.x - 4 + off, r.y - 4 + off))  # type: ignore[arg-type]
    surf.blit(img, r.topleft)  # type: ignore[arg-type]


# -- stars ------------------------------------------------------------------------
def _render_star(R: int, filled: bool) -> pygame.Surface:
    size = 2 * R + 4
    cv = Canvas(size, size)
    s, k = cv.big, cv.k
    c = (cv.W / 2, cv.H / 2)
    ro, ri = R * k, R * k * 0.46
    pts = star_points(c[0], c[1], ro, ri)
    if not filled:
        polygon(s, (255, 240, 200, 50), pts)
        polygon(s, (150, 110, 50, 190), pts, max(2, round(ro * 0.08)))
        return cv.finish()
    polygon(s, GOLD_DARK, star_points(c[0], c[1] + ro * 0.05, ro * 1.06, ri * 1.08))
    # Bevel: each arm is two facets, the one towards the light brighter.
    for i in range(5):
        tip = pts[2 * i]
        left_in = pts[(2 * i - 1) % 10]
        right_in = pts[2 * i + 1]
        polygon(s, (255, 222, 120), [c, left_in, tip])
        polygon(s, (226, 168, 46), [c, tip, right_in])
    circle(s, (255, 244, 200, 150), (c[0] - ro * 0.12, c[1] - ro * 0.12), ro * 0.12)
    return cv.finish()


def draw_star(surf: pygame.Surface, view: View, center: tuple[float, float], radius: float,
              filled: bool = True) -> None:
    """A bevelled gold star (a perfectly seasoned dish); unfilled = an empty slot."""
    c = view.pt(*center)
    R = view.len(radius)
    img = _cached(("star", R, filled), lambda: _render_star(R, filled))
    surf.blit(img, img.get_rect(center=c))  # type: ignore[union-attr]


# -- trays ------------------------------------------------------------------------
def _render_tray(w: int, h: int) -> pygame.Surface:
    cv = Canvas(w, h)
    s, W, H = cv.big, cv.W, cv.H
    body = pygame.Rect(0, 0, W, H).inflate(-W * 0.01, -H * 0.04)
    rad = H * 0.22
    rounded_rect(s, WOOD_DARK, body.move(0, H * 0.02), rad)
    gradient_rounded_rect(s, body, rad, (200, 140, 80), (168, 108, 58))
    inner = body.inflate(-H * 0.14, -H * 0.14)
    gradient_rounded_rect(s, inner, rad * 0.7, (214, 160, 100), (196, 140, 84))
    rnd = random.Random(5)
    for _ in range(14):  # grain
        y = inner.y + rnd.uniform(0.05, 0.95) * inner.h
        pts = [(inner.x + t / 20 * inner.w, y + math.sin(t * 0.6 + rnd.uniform(0, 6)) * H * 0.01)
               for t in range(21)]
        pygame.draw.lines(s, (176, 118, 64, 110), False, pts, max(1, round(H * 0.008)))
    rounded_rect(s, (120, 74, 38, 140), inner, rad * 0.7, max(1, round(H * 0.012)))
    for x in (body.x + H * 0.09, body.right - H * 0.09):  # hand holds at the ends
        slot = pygame.Rect(0, 0, round(H * 0.06), round(H * 0.4))
        slot.center = (round(x), body.centery)
        rounded_rect(s, (80, 46, 22), slot, H * 0.03)
    return cv.finish()


def draw_tray(surf: pygame.Surface, view: View, rect, dishes: list[Dish], vp_cups: int = 0) -> None:
    """A wooden serving tray with the finished dishes, picture side up and overlapping
    like a hand of cards, plus any victory-point cups stacked at the right end."""
    r = px_rect(view, rect)
    tray = _cached(("tray", r.w, r.h), lambda: with_shadow(
        _render_tray(r.w, r.h), max(3, r.h // 10), (max(1, r.h // 30), max(2, r.h // 18)),
        max(2, r.h // 14), 110))
    m = max(3, r.h // 10)
    surf.blit(tray, (r.x - m, r.y - m))  # type: ignore[arg-type]
    d = max(8, round(r.h * 0.8))
    cup_d = round(d * 0.62)
    left = r.x + round(r.h * 0.2)
    right = r.right - round(r.h * 0.2) - (round(cup_d * 0.9) if vp_cups else 0)
    n = len(dishes)
    if n:
        avail = max(0, right - left - d)
        step = min(d * 0.78, avail / (n - 1)) if n > 1 else 0
        for i, dish in enumerate(dishes):
            cx = left + d // 2 + round(i * step)
            _blit_token(surf, dish, "picture", (cx, r.centery), d)
    for i in range(vp_cups):
        cy = r.centery - round(cup_d * 0.3) + round(i * cup_d * 0.22) - round(
            (vp_cups - 1) * cup_d * 0.11)
        cx = r.right - round(r.h * 0.16) - cup_d // 2
        img = _cached(("cup", cup_d, "victory", True, False),
                      lambda: _render_cup(cup_d, "victory", True, False))
        blit_piece(surf, img, (cx, cy + round(cup_d * 0.3)), round_shadow(cup_d),  # type: ignore[arg-type]
                   (1, 2))


# -- sink and trash -----------------------------------------------------------------
def _render_sink(w: int, h: int, counts: tuple[tuple[str, int], ...]) -> pygame.Surface:
    cv = Canvas(w, h)
    s, W, H = cv.big, cv.W, cv.H
    u = min(W, H)
    # A stainless steel sink: brushed rim, a deep basin, a drain and a copper tap.
    rim = pygame.Rect(0, 0, W, H).inflate(-u * 0.02, -u * 0.02)
    rounded_rect(s, (110, 114, 118), rim.move(0, u * 0.015), u * 0.12)
    gradient_rounded_rect(s, rim, u * 0.12, (226, 230, 232), (186, 190, 194))
    basin = pygame.Rect(rim.x + u * 0.07, rim.y + u * 0.16, rim.w - u * 0.14, rim.h - u * 0.36)
    rounded_rect(s, (150, 154, 158), basin.inflate(u * 0.02, u * 0.02), u * 0.1)
    gradient_rounded_rect(s, basin, u * 0.09, (120, 126, 132), (176, 182, 188))
    for i in range(6):  # brushed streaks
        y = basin.y + basin.h * (i + 0.5) / 6
        pygame.draw.line(s, (196, 200, 204, 80), (basin.x + u * 0.05, y),
                         (basin.right - u * 0.05, y), max(1, round(u * 0.006)))
    dc = (basin.right - u * 0.14, basin.bottom - u * 0.12)
    circle(s, (90, 94, 98), dc, u * 0.065)
    circle(s, (150, 156, 160), dc, u * 0.05)
    for i in range(4):
        a = i / 4 * math.pi
        pygame.draw.line(s, (70, 74, 78), polar(dc, -u * 0.04, a), polar(dc, u * 0.04, a),
                         max(1, round(u * 0.01)))
    # The used condiments, scattered over the basin floor (up to 16 of each kind shown).
    pr = u * 0.045
    for letter, n in counts:
        for i in range(min(n, 16)):
            rnd = random.Random(f"sink {letter}{i}")
            p = (basin.x + pr * 1.6 + rnd.random() * (basin.w - pr * 3.2),
                 basin.y + pr * 1.6 + rnd.random() * (basin.h - pr * 3.2))
            _draw_piece(s, letter, p, pr, i)
    # A copper mixer tap on the back rim: two cross handles and a spout over the basin.
    tap = (rim.centerx, rim.y + u * 0.08)
    for sgn in (-1, 1):
        hp = (tap[0] + sgn * u * 0.17, tap[1])
        circle(s, COPPER_DARK, hp, u * 0.055)
        circle(s, COPPER, hp, u * 0.045)
        for a in (0.6, 2.17):
            pygame.draw.line(s, COPPER_DARK, (hp[0] - u * 0.05 * math.cos(a),
                                              hp[1] - u * 0.05 * math.sin(a)),
                             (hp[0] + u * 0.05 * math.cos(a), hp[1] + u * 0.05 * math.sin(a)),
                             max(1, round(u * 0.016)))
        circle(s, COPPER_LIGHT, hp, u * 0.018)
    rounded_rect(s, COPPER_DARK, (tap[0] - u * 0.2, tap[1] - u * 0.018, u * 0.4, u * 0.036),
                 u * 0.018)
    thick_line(s, COPPER_DARK, tap, (tap[0], tap[1] + u * 0.2), u * 0.07)
    thick_line(s, COPPER, tap, (tap[0], tap[1] + u * 0.2), u * 0.05)
    thick_line(s, COPPER_LIGHT, (tap[0] - u * 0.01, tap[1]),
                (tap[0] - u * 0.01, tap[1] + u * 0.19), u * 0.015)
    circle(s, COPPER_DARK, tap, u * 0.06)
    circle(s, COPPER_LIGHT, tap, u * 0.035)
    circle(s, (60, 40, 30), (tap[0], tap[1] + u * 0.2), u * 0.018)
    # Counts on little enamel tags along the front rim.
    shown = [(ch, n) for ch, n in counts if n > 0]
    if shown:
        tag_w = min(rim.w * 0.9 / len(shown), u * 0.34)
        x0 = rim.centerx - tag_w * len(shown) / 2
        ty = rim.bottom - u * 0.1
        for i, (ch, n) in enumerate(shown):
            tx = x0 + i * tag_w
            rounded_rect(s, (60, 46, 38),
                         (tx + tag_w * 0.05, ty - u * 0.065, tag_w * 0.9, u * 0.13), u * 0.05)
            rounded_rect(s, CREAM, (tx + tag_w * 0.07, ty - u * 0.055, tag_w * 0.86, u * 0.11),
                         u * 0.045)
            _draw_piece(s, ch, (tx + tag_w * 0.28, ty), u * 0.04, 0)
            cv.text(str(n), (tx + tag_w * 0.62, ty), max(u * 0.1, MIN_TEXT_PX * cv.k), INK,
                    bold=True)
    return cv.finish()


def draw_sink(surf: pygame.Surface, view: View, rect, counts: dict[str, int]) -> None:
    """A steel sink holding the used condiments, with a count tag per kind on its rim."""
    r = px_rect(view, rect)
    key_counts = tuple((ch, int(counts.get(ch, 0))) for ch in CONDIMENT_ORDER)
    img = _cached(("sink", r.w, r.h, key_counts), lambda: with_shadow(
        _render_sink(r.w, r.h, key_counts), 4, (2, 3), 3, 100))
    surf.blit(img, (r.x - 4, r.y - 4))  # type: ignore[arg-type]


def _render_trash(w: int, h: int, count: int) -> pygame.Surface:
    cv = Canvas(w, h)
    s, W, H = cv.big, cv.W, cv.H
    u = min(W, H * 0.8)
    cx = W / 2
    top, bottom = H * 0.24, H * 0.97
    tw, bw = u * 0.86, u * 0.68
    body = [(cx - tw / 2, top), (cx + tw / 2, top), (cx + bw / 2, bottom), (cx - bw / 2, bottom)]
    if count > 0:  # a charred token sticking out under the lid
        circle(s, (40, 26, 18), (cx + u * 0.16, top + u * 0.02), u * 0.22)
        circle(s, (92, 60, 40), (cx + u * 0.16, top + u * 0.02), u * 0.18)
    polygon(s, (58, 70, 66), [(x + (x - cx) * 0.04, y + u * 0.015) for x, y in body])
    polygon(s, (132, 148, 142), body)
    for i in range(7):  # ridges of galvanised metal
        t = (i + 0.5) / 7
        xt, xb = cx - tw / 2 + tw * t, cx - bw / 2 + bw * t
        pygame.draw.line(s, (104, 118, 112), (xt, top + u * 0.04), (xb, bottom - u * 0.04),
                         max(1, round(u * 0.03)))
        pygame.draw.line(s, (168, 184, 178), (xt + u * 0.02, top + u * 0.04),
                         (xb + u * 0.016, bottom - u * 0.04), max(1, round(u * 0.01)))
    # Lid, lifted a little and tilted, with its handle.
    lid = blob(cx - u * 0.04, top - u * 0.05, tw * 0.56, u * 0.09, random.Random(0), 0.0, 30,
               -0.12)
    polygon(s, (70, 82, 78), [(x, y + u * 0.02) for x, y in lid])
    polygon(s, (150, 166, 160), lid)
    hx, hy = cx - u * 0.06, top - u * 0.14
    pygame.draw.arc(s, (70, 82, 78), (hx - u * 0.12, hy - u * 0.04, u * 0.24, u * 0.16), 0.2, 2.9,
                    max(2, round(u * 0.04)))
    # A cream tag with the number of spoiled dishes.
    tag = pygame.Rect(0, 0, round(u * 0.44), round(u * 0.3))
    tag.center = (round(cx), round((top + bottom) / 2 + u * 0.04))
    rounded_rect(s, (70, 56, 44), tag.inflate(u * 0.04, u * 0.04), u * 0.06)
    rounded_rect(s, CREAM, tag, u * 0.05)
    cv.text(str(count), tag.center, u * 0.26, BURN_RED_DARK if count else (150, 130, 110),
            bold=True)
    return cv.finish()


def draw_trash(surf: pygame.Surface, view: View, rect, count: int) -> None:
    """A galvanised kitchen bin with its lid ajar and a tag showing how many dishes
    were spoiled; a burnt token peeks out once there is one."""
    r = px_rect(view, rect)
    img = _cached(("trash", r.w, r.h, count), lambda: with_shadow(
        _render_trash(r.w, r.h, count), 4, (2, 3), 3, 110))
    surf.blit(img, (r.x - 4, r.y - 4))  # type: ignore[arg-type]


# -- chef name plates ------------------------------------------------------------------
def _render_chef_plate(w: int, h: int, name: str, colour: tuple, active: bool) -> pygame.Surface:
    margin = max(3, round(h * 0.25))
    cv = Canvas(w + 2 * margin, h + 2 * margin)
    s, k = cv.big, cv.k
    m = margin * k
    W, H = w * k, h * k
    body = pygame.Rect(m, m, W, H)
    rad = H * 0.32
    if active:
        for i in range(10, 0, -1):  # a warm glow: this chef is cooking
            rounded_rect(s, (255, 200, 90, 16 + 9 * (10 - i)), body.inflate(i * m / 5, i * m / 5),
                         rad + i * m / 10)
    rounded_rect(s, (60, 36, 20, 120), body.move(0, H * 0.06), rad)
    frame_top, frame_bot = (GOLD, GOLD_DARK) if active else (COPPER_LIGHT, COPPER_DARK)
    gradient_rounded_rect(s, body, rad, frame_top, frame_bot)
    inner = body.inflate(-H * 0.14, -H * 0.14)
    gradient_rounded_rect(s, inner, rad * 0.8, (255, 250, 236) if active else (246, 238, 220),
                (236, 224, 198) if active else (226, 214, 190))
    # The chef's hat on a disc of the seat colour.
    hc = (inner.x + inner.h * 0.55, inner.centery)
    col = tuple(colour[:3])
    circle(s, shade(col, 0.6), hc, inner.h * 0.46)
    circle(s, col, hc, inner.h * 0.42)
    _chef_hat(s, hc[0], hc[1] + inner.h * 0.17, inner.h * 0.46, edge=(70, 50, 40),
              band=shade(col, 1.4))
    tx0 = hc[0] + inner.h * 0.58
    avail = (inner.right - inner.h * 0.25 - tx0) / k
    size = h * 0.5
    while size > max(MIN_TEXT_PX, h * 0.41) and fonts.text_width(name, round(size), True) > avail:
        size *= 0.93
    if fonts.text_width(name, round(size), True) > avail:
        while len(name) > 1 and fonts.text_width(name + "…", round(size), True) > avail:
            name = name[:-1]
        name = name.rstrip() + "…"
    cv.text(name, (tx0, inner.centery), size * k, INK, bold=True, anchor="midleft", pad=True)
    return cv.finish()


TEXT_PLATE = (40, 24, 14, 215)  # the dark backing every text on the wood sits on
MARKER_RING = (250, 240, 220)  # round a condiment's dot on a dark plate


def draw_condiment_marker(surf: pygame.Surface, view: View, centre: tuple[float, float],
                          letter: str, radius: float = 7) -> pygame.Rect:
    """A condiment's dot beside its count on a dark plate: its colour inside a cream
    ring 2 units wide, so pepper, as dark as the plate, shows as plainly as lemon (the
    ring reads about 14:1 on the plate, and pepper about 14:1 on the ring)."""
    c = view.pt(*centre)
    outer = view.len(radius)
    pygame.draw.circle(surf, MARKER_RING, c, outer)
    pygame.draw.circle(surf, CONDIMENT_RGB[letter], c, max(1, outer - view.len(2)))
    return pygame.Rect(c[0] - outer, c[1] - outer, 2 * outer + 1, 2 * outer + 1)


def draw_chef_plate(surf: pygame.Surface, view: View, rect, name: str, colour: tuple,
                    active: bool) -> None:
    """A seat's name plate: a copper-framed enamel plaque with a chef's hat on the seat
    colour and the name; the active chef's plate is gold and glows."""
    r = px_rect(view, rect)
    margin = max(3, round(r.h * 0.25))
    img = _cached(("chef", r.w, r.h, name, tuple(colour), active),
                  lambda: _render_chef_plate(r.w, r.h, name, colour, active))
    surf.blit(img, (r.x - margin, r.y - margin))  # type: ignore[arg-type]


# -- the kitchen table ------------------------------------------------------------------
def _wood_planks(size: tuple[int, int], scale: float, seed: int = 7) -> pygame.Surface:
    """Honey-coloured planks running left to right with grain, knots and seams."""
    w, h = size
    s = pygame.Surface(size)
    rnd = random.Random(seed)
    plank_h = max(8, round(96 * scale))
    tones = [(190, 132, 78), (178, 121, 70), (198, 140, 86), (184, 126, 72), (172, 116, 66)]
    y = -rnd.randint(0, plank_h // 2)
    row = 0
    while y < h:
        base = tones[(row * 3 + rnd.randint(0, 1)) % len(tones)]
        s.fill(base, (0, y, w, plank_h))
        # Soft lengthwise shading: a plank is a little rounded by years of wiping.
        for i in range(4):
            band = pygame.Surface((w, max(1, plank_h // 8)), pygame.SRCALPHA)
            band.fill((255, 235, 200, 10 + 4 * i))
            s.blit(band, (0, y + plank_h // 3 + i * plank_h // 16))
        # Grain: long wavy lines a shade darker or lighter.
        lines = max(10, plank_h // 4)
        for _ in range(lines):
            gy = y + rnd.uniform(0.04, 0.96) * plank_h
            amp = rnd.uniform(0.5, 3.0) * scale
            freq = rnd.uniform(0.002, 0.008) / max(scale, 0.3)
            ph = rnd.uniform(0, math.tau)
            dark = rnd.random() < 0.7
            col = shade(base, rnd.uniform(0.8, 0.92)) if dark else shade(base, 1.06)
            step = max(6, round(24 * scale))
            pts = [(x, gy + amp * math.sin(x * freq + ph) + amp * 0.4 * math.sin(x * freq * 3.1))
                   for x in range(0, w + step, step)]
            pygame.draw.aalines(s, col, False, pts)
        for _ in range(rnd.randint(0, 2)):  # knots
            kx, ky = rnd.uniform(0, w), y + rnd.uniform(0.3, 0.7) * plank_h
            kr = rnd.uniform(6, 12) * scale
            for j in range(5, 0, -1):
                pygame.draw.ellipse(s, shade(base, 0.95 - 0.05 * j),
                                    (kx - kr * j * 0.9, ky - kr * j * 0.3, kr * j * 1.8,
                                     kr * j * 0.6), max(1, round(scale)))
            pygame.draw.ellipse(s, shade(base, 0.6), (kx - kr * 0.6, ky - kr * 0.25, kr * 1.2,
                                                      kr * 0.5))
        # Butt joints, staggered from row to row.
        jx = rnd.uniform(0.15, 0.85) * w
        pygame.draw.line(s, shade(base, 0.55), (jx, y), (jx, y + plank_h),
                         max(1, round(2 * scale)))
        # The seam between planks: a dark groove with a lit edge under it.
        pygame.draw.line(s, (96, 60, 32), (0, y), (w, y), max(1, round(3 * scale)))
        pygame.draw.line(s, shade(base, 1.18), (0, y + max(1, round(3 * scale))),
                         (w, y + max(1, round(3 * scale))), max(1, round(scale)))
        y += plank_h
        row += 1
    return s


def _tiles(size: tuple[int, int], tile: int, origin: tuple[int, int]) -> pygame.Surface:
    """Terracotta floor tiles with cream grout (seen in the letterbox margins)."""
    s = pygame.Surface(size)
    s.fill((232, 218, 196))
    grout = max(1, tile // 24)
    ox, oy = origin[0] % tile - tile, origin[1] % tile - tile
    for ty in range(oy, size[1] + tile, tile):
        for tx in range(ox, size[0] + tile, tile):
            rnd = random.Random((tx - ox) // tile * 7919 + (ty - oy) // tile * 104729)
            ix, iy = (tx - ox) // tile, (ty - oy) // tile
            base = (196, 102, 62) if (ix + iy) % 2 else (178, 88, 52)
            base = shade(base, rnd.uniform(0.94, 1.05))
            r = pygame.Rect(tx + grout, ty + grout, tile - 2 * grout, tile - 2 * grout)
            pygame.draw.rect(s, base, r, border_radius=max(1, tile // 14))
            pygame.draw.line(s, shade(base, 1.12), r.topleft, r.topright, max(1, tile // 32))
    return s


def _vignette(size: tuple[int, int], strength: int = 120) -> pygame.Surface:
    """Darker corners and a warm pool of light in the middle, built small and scaled."""
    return pygame.transform.smoothscale(_vignette_small(strength), size)


@lru_cache(maxsize=4)
def _vignette_small(strength: int) -> pygame.Surface:
    sw, sh = 64, 36
    small = pygame.Surface((sw, sh), pygame.SRCALPHA)
    for y in range(sh):
        for x in range(sw):
            dx, dy = (x + 0.5) / sw - 0.5, (y + 0.5) / sh - 0.45
            d = math.hypot(dx * 1.1, dy * 1.2)
            a = max(0.0, min(1.0, (d - 0.22) / 0.45)) ** 1.6
            small.set_at((x, y), (30, 14, 4, round(strength * a)))
    return small


def _render_background(window: tuple[int, int], table: pygame.Rect, scale: float) -> pygame.Surface:
    surf = pygame.Surface(window)
    if table.w < window[0] or table.h < window[1]:
        tile = max(8, round(60 * scale))
        surf.blit(_tiles(window, tile, table.topleft), (0, 0))
        shadow = pygame.Surface(window, pygame.SRCALPHA)
        pygame.draw.rect(shadow, (20, 8, 0, 150), table.inflate(round(24 * scale),
                                                                round(24 * scale)),
                         border_radius=round(20 * scale))
        surf.blit(shadow_of(shadow, max(2, round(16 * scale)), 150), (0, 0))
    wood = _wood_planks(table.size, scale)
    wood.blit(_vignette(table.size), (0, 0))
    surf.blit(wood, table.topleft)
    # The table's edge: a darker rounded lip all round.
    edge = max(2, round(6 * scale))
    pygame.draw.rect(surf, (110, 66, 32), table, edge)
    pygame.draw.rect(surf, (214, 160, 104), table.inflate(-2 * edge, -2 * edge), max(1, edge // 3))
    return surf


def draw_kitchen_background(surf: pygame.Surface, view: View) -> None:
    """The whole window: a honey-wood kitchen table (the level area) with a soft pool of
    light; letterbox margins show a terracotta tiled floor around it."""
    surf.blit(kitchen_background(view), (0, 0))


def kitchen_background(view: View) -> pygame.Surface:
    """`draw_kitchen_background`'s picture, the window's size (the same surface until
    the window's size changes or the caches are emptied)."""
    table = px_rect(view, (0, 0, view.base[0], view.base[1]))
    key = (tuple(view.window), tuple(table))
    img = _bg_cache.get(key)
    if img is None:
        # One slot of its own: a window-sized surface is big, and a resize drag would
        # otherwise fill the shared cache with stale sizes.
        _bg_cache.clear()
        img = _render_background(tuple(view.window), table, view.scale)
        if pygame.display.get_surface() is not None:
            img = img.convert()  # the display's pixel format: the per-frame blit is cheapest
        _bg_cache[key] = img
    return img
