"""Werewolf's procedural art: the eight role cards and their back, the Captain's medal,
the round seat portraits, the night (and day) sky over the village, and the browser
emblem's picture.

Every picture follows `game.ui.paint`'s recipe: shapes on a supersampled `Canvas`,
smooth-scaled down once, the finished surface cached while a table is open
(`game.ui.memory.table_cache`, an lru_cache emptied when the table closes: the same
arguments give the same Surface, do not draw on it). Nothing comes from an image file:
each portrait is a handful of polygons, discs and tapered strokes written once in
scene units (x 0..1 across, y 0..SCENE_H down) and placed either in a card's window or,
zoomed on the face, in a round seat token.

A card carries no text: its lowest NAME_BAND of height is a clean parchment plate
(`name_rect`) where the table writes the role's name in the player's language, in
NAME_INK. The frame says the side at a glance: deep red for the wolves, warm gold with
a green gem for the village.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

import pygame

from game.games.werewolf.roles import ROLE_ORDER, ROLES, WOLVES
from game.ui import paint
from game.ui.memory import table_cache
from game.ui.paint import Canvas, Color, Point

CARD_RATIO = 1.5  # height / width
NAME_BAND = 0.18  # the lowest fraction of a card's height: left clean for the name
SCENE_H = 1.3  # a portrait scene's height, in scene units (its width is 1)
# In card units (x 0..1 across, y 0..CARD_RATIO down):
WINDOW = (0.06, 0.06, 0.88, 0.88 * SCENE_H)  # the picture
PLATE = (0.075, 1.25, 0.85, 0.185)  # the name plate, inside the lowest NAME_BAND
CORNER_R = 0.07

# -- palette ---------------------------------------------------------------------------
INK = (18, 15, 30)
FRAME_TOP, FRAME_BOTTOM = (34, 42, 86), (13, 17, 42)
GOLD, GOLD_DARK, GOLD_LIGHT = (224, 180, 88), (148, 104, 38), (252, 226, 148)
WOLF_RED, WOLF_RED_LIGHT = (170, 32, 44), (232, 78, 72)
LEAF = (96, 176, 88)
PARCH_TOP, PARCH_BOTTOM = (249, 240, 216), (232, 214, 174)
NAME_INK = (56, 36, 26)  # the colour to write a role's name in on its plate
MOON, MOON_SHADE = (250, 242, 208), (229, 218, 180)
SKIN, SKIN_SHADE, CHEEK = (240, 198, 164), (212, 160, 126), (238, 146, 132)
WOOD, WOOD_DARK = (150, 96, 54), (104, 64, 36)
STEEL = (176, 184, 196)
NEUTRAL_RIM = (150, 156, 172)

# The side's accent (frame line, portrait rim) and its gem.
SIDE_ACCENTS: dict[str, tuple[Color, Color]] = {
    WOLVES: (WOLF_RED, WOLF_RED_LIGHT),
    "village": (GOLD, LEAF),
}

# Each seat's colour (18 seats at most), told apart by hue and lightness on the dark
# table: its token on the set-up page, its dot in the log and round the table.
SEAT_COLOURS: tuple[Color, ...] = (
    (232, 72, 64),    # red
    (64, 140, 236),   # blue
    (246, 200, 52),   # yellow
    (64, 184, 96),    # green
    (172, 96, 220),   # purple
    (248, 138, 36),   # orange
    (84, 220, 226),   # cyan
    (240, 118, 184),  # pink
    (170, 222, 64),   # lime
    (176, 116, 70),   # brown
    (244, 242, 236),  # white
    (210, 180, 255),  # lavender
    (0, 148, 136),    # teal
    (214, 176, 124),  # tan
    (178, 40, 98),    # raspberry
    (132, 142, 156),  # grey
    (255, 176, 160),  # salmon
    (150, 240, 180),  # mint
)


def card_height(width: int) -> int:
    return round(width * CARD_RATIO)


def name_rect(width: int) -> pygame.Rect:
    """The clean plate at the card's foot where the caller writes the role's name, in
    the card's final pixels."""
    x, y, w, h = PLATE
    return pygame.Rect(round(x * width), round(y * width), round(w * width), round(h * width))


# -- geometry ----------------------------------------------------------------------------
# The shared curve helpers (game/ui/paint.py), under the short names the drawings use.
_quad, _arc, _taper = paint.bezier_points, paint.arc_points, paint.brush_outline
_place, _rot = paint.placed, paint.rotated






def _mirror(half: Sequence[Point]) -> list[Point]:
    """A shape symmetric about x = 0 from its right half (listed from the top of the axis
    to the bottom): the half, then its mirror image back up."""
    return list(half) + [(-x, y) for x, y in reversed(half) if x != 0]






def _pine_outline(x: float, base: float, h: float, w: float, tiers: int = 4) -> list[Point]:
    """A fir tree's silhouette: `tiers` drooping boughs, tip at base - h."""
    half: list[Point] = [(0.0, -h)]
    for i in range(tiers):
        y = -h + h * 0.88 * (i + 1) / tiers
        hw = w / 2 * (0.35 + 0.65 * (i + 1) / tiers)
        half += [(hw, y), (hw * 0.42, y - h * 0.05)] if i < tiers - 1 else [(hw, y)]
    half += [(w * 0.07, -h * 0.1), (w * 0.07, 0.0), (0.0, 0.0)]
    return _place(_mirror(half), (x, base), 1.0)


# -- a pen in scene units --------------------------------------------------------------------
class Pen:
    """Draws in scene units (x 0..1 across, y 0..SCENE_H down) placed at (ox, oy) big
    pixels with `u` big pixels a unit, with one ink outline width throughout."""

    def __init__(self, surf: pygame.Surface, ox: float, oy: float, u: float) -> None:
        self.s, self.ox, self.oy, self.u = surf, ox, oy, u
        self.ink_w = max(1.2, u * 0.011)

    def p(self, x: float, y: float) -> Point:
        return (self.ox + x * self.u, self.oy + y * self.u)

    def big(self, pts: Sequence[Point]) -> list[Point]:
        return [self.p(x, y) for x, y in pts]

    def poly(self, color: Color, pts: Sequence[Point], ink: bool = True) -> None:
        big = self.big(pts)
        paint.polygon(self.s, color, big)
        if ink and len(big) >= 3:
            paint.polyline(self.s, INK, big + big[:1], self.ink_w)

    def disc(self, color: Color, c: Point, r: float, ink: bool = True) -> None:
        if ink:
            paint.circle(self.s, INK, self.p(*c), r * self.u + self.ink_w / 2)
            paint.circle(self.s, color, self.p(*c), r * self.u - self.ink_w / 2)
        else:
            paint.circle(self.s, color, self.p(*c), r * self.u)

    def ellipse(self, color: Color, c: Point, rx: float, ry: float, rot: float = 0.0,
                ink: bool = True) -> None:
        self.poly(color, _arc(c, rx, 0, math.tau, 40, ry, rot)[:-1], ink)

    def stroke(self, color: Color, pts: Sequence[Point], w: float, ink: bool = True) -> None:
        """A round-capped line `w` wide through `pts`, inked round its edge."""
        big = self.big(pts)
        if ink:
            paint.polyline(self.s, INK, big, w * self.u + 2 * self.ink_w)
        paint.polyline(self.s, color, big, w * self.u)

    def brush(self, color: Color, pts: Sequence[Point], w0: float, w1: float = 0.0,
              swell: float = 0.0, ink: bool = True) -> None:
        self.poly(color, _taper(pts, w0, w1, swell), ink)

    def gradient(self, rect: tuple[float, float, float, float], top: Color,
                 bottom: Color) -> None:
        x, y = self.p(rect[0], rect[1])
        w, h = rect[2] * self.u, rect[3] * self.u
        g = paint.vertical_gradient((max(1, math.ceil(w) + 1), max(2, math.ceil(h) + 1)), top,
                                    bottom)
        self.s.blit(g, (math.floor(x), math.floor(y)))

    def glow(self, c: Point, r: float, color: Color, alpha: int, power: float = 1.8) -> None:
        """A soft halo: `color` fading from `alpha` at the centre to nothing at `r`."""
        rad = max(2, round(r * self.u))
        layer = pygame.Surface((2 * rad, 2 * rad), pygame.SRCALPHA)
        steps = 18
        for i in range(steps):
            t = i / (steps - 1)
            pygame.draw.circle(layer, (*color[:3], round(alpha * t ** power)), (rad, rad),
                               max(1, round(rad * (1 - 0.9 * t))))
        x, y = self.p(*c)
        self.s.blit(layer, (round(x) - rad, round(y) - rad))

    def soft(self, color: Color, pts: Sequence[Point]) -> None:
        """A translucent polygon blended over what is there (drawing a translucent
        colour straight on the surface would punch a see-through hole in it)."""
        big = self.big(pts)
        xs, ys = [q[0] for q in big], [q[1] for q in big]
        box = pygame.Rect(math.floor(min(xs)) - 1, math.floor(min(ys)) - 1,
                          math.ceil(max(xs) - min(xs)) + 3, math.ceil(max(ys) - min(ys)) + 3)
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        paint.polygon(layer, color, [(x - box.x, y - box.y) for x, y in big])
        self.s.blit(layer, box.topleft)

    def soft_disc(self, color: Color, c: Point, r: float) -> None:
        self.soft(color, _arc(c, r, 0, math.tau, 28)[:-1])

    def clipped(self, shape: Sequence[Point], draw: Callable[[Pen], None]) -> None:
        """What `draw` paints, kept inside the polygon `shape` (stripes on a shirt)."""
        layer = pygame.Surface(self.s.get_size(), pygame.SRCALPHA)
        draw(Pen(layer, self.ox, self.oy, self.u))
        big = self.big(shape)
        cut = paint.masked(layer, lambda m: paint.polygon(m, (255, 255, 255, 255), big))
        self.s.blit(cut, (0, 0))


# -- shared pieces -------------------------------------------------------------------------
def _sky(pen: Pen, top: Color, bottom: Color) -> None:
    pen.gradient((0, 0, 1, SCENE_H), top, bottom)


def _stars(pen: Pen, rnd: random.Random, n: int, y0: float, y1: float,
           color: Color = (255, 250, 230)) -> None:
    for i in range(n):
        x, y = rnd.uniform(0.02, 0.98), y0 + (y1 - y0) * rnd.random() ** 1.4
        if i % 9 == 0:
            _sparkle(pen, (x, y), rnd.uniform(0.018, 0.028), color)
        else:
            pen.disc(paint.mix(color, (120, 130, 170), rnd.uniform(0, 0.5)), (x, y),
                     rnd.uniform(0.003, 0.007), ink=False)


def _sparkle(pen: Pen, c: Point, r: float, color: Color) -> None:
    pen.glow(c, r * 1.3, color, 90)
    paint.polygon(pen.s, color, pen.big(paint.star_points(c[0], c[1], r, r * 0.22, 4)))


def _moon(pen: Pen, c: Point, r: float, glow: int = 120) -> None:
    pen.glow(c, r * 2.1, (255, 240, 200), glow)
    pen.disc(MOON, c, r, ink=False)
    for dx, dy, rr in ((-0.32, -0.18, 0.22), (0.28, 0.2, 0.16), (-0.02, 0.46, 0.11),
                       (0.38, -0.36, 0.09), (-0.45, 0.3, 0.08)):
        pen.disc(MOON_SHADE, (c[0] + dx * r, c[1] + dy * r), rr * r, ink=False)


def _crescent(pen: Pen, c: Point, r: float, color: Color = MOON, glow: int = 70) -> None:
    """A crescent moon opening to the lower left (cut out on its own layer)."""
    pen.glow(c, r * 2.0, (255, 240, 200), glow)
    rad = max(2, round(r * pen.u))
    layer = pygame.Surface((2 * rad + 2, 2 * rad + 2), pygame.SRCALPHA)
    pygame.draw.circle(layer, color, (rad + 1, rad + 1), rad)
    bite = (round(rad + 1 - rad * 0.45), round(rad + 1 - rad * 0.3))
    pygame.draw.circle(layer, (0, 0, 0, 0), bite, round(rad * 0.86))
    x, y = pen.p(*c)
    pen.s.blit(layer, (round(x) - rad - 1, round(y) - rad - 1))


CLOUD_PUFFS = ((-0.32, 0.05, 0.2), (-0.08, -0.08, 0.3), (0.22, -0.02, 0.24), (0.4, 0.08, 0.14),
               (0.0, 0.1, 0.22))


def _cloud(pen: Pen, c: Point, w: float, alpha: int = 160) -> None:
    """A soft cloud `w` wide: overlapping puffs, greyer underneath, see-through as one."""
    u = pen.u
    x0, y0 = pen.p(c[0] - 0.56 * w, c[1] - 0.42 * w)
    layer = pygame.Surface((math.ceil(1.14 * w * u) + 2, math.ceil(0.8 * w * u) + 2),
                           pygame.SRCALPHA)
    sub = Pen(layer, pen.ox - x0, pen.oy - y0, u)
    for colour, dy in (((226, 230, 244), 0.035), ((255, 255, 255), 0.0)):
        for dx, py, r in CLOUD_PUFFS:
            sub.disc(colour, (c[0] + dx * w, c[1] + (py + dy) * w), r * w, ink=False)
    layer.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    pen.s.blit(layer, (math.floor(x0), math.floor(y0)))


def _pines(pen: Pen, color: Color, trees: Sequence[tuple[float, float, float]]) -> None:
    for x, base, h in trees:
        pen.poly(color, _pine_outline(x, base, h, h * 0.5), ink=False)


def _hill(pen: Pen, color: Color, top: float, bumps: Sequence[tuple[float, float, float]],
          ink: bool = False) -> None:
    ridge = []
    for i in range(41):
        x = -0.05 + 1.1 * i / 40
        ridge.append((x, top - sum(h * math.exp(-((x - bx) / bw) ** 2) for bx, h, bw in bumps)))
    pen.poly(color, ridge + [(1.05, SCENE_H + 0.1), (-0.05, SCENE_H + 0.1)], ink)


def _torso(cx: float, sy: float, half: float, neck: float = 0.07,
           bottom: float = SCENE_H + 0.1) -> list[Point]:
    """Shoulders and chest from the neck at height `sy` down past the scene's foot."""
    right = _quad((neck, -0.02), (half * 0.85, -0.03), (half, 0.12), 10)
    right += [(half + 0.04, bottom - sy)]
    return _place(_mirror([(0.0, -0.02)] + right + [(0.0, bottom - sy)]), (cx, sy), 1.0)


def _face(pen: Pen, c: Point, r: float, skin: Color = SKIN, smile: float = 1.0,
          eyes: bool = True, cheeks: bool = True) -> None:
    """A round head: two eyes, a mouth curved by `smile` (negative frowns, 0 leaves it
    out), rosy cheeks."""
    pen.disc(skin, c, r)
    cx, cy = c
    if cheeks:
        for f in (-1, 1):
            pen.disc(paint.mix(skin, CHEEK, 0.55), (cx + f * 0.56 * r, cy + 0.32 * r), 0.17 * r,
                     ink=False)
    if eyes:
        for f in (-1, 1):
            pen.ellipse(INK, (cx + f * 0.36 * r, cy + 0.04 * r), 0.085 * r, 0.13 * r, ink=False)
            pen.disc((255, 255, 255), (cx + f * 0.36 * r + 0.03 * r, cy - 0.02 * r), 0.035 * r,
                     ink=False)
    if smile:
        mouth = _quad((cx - 0.24 * r, cy + 0.42 * r), (cx, cy + (0.42 + 0.22 * smile) * r),
                      (cx + 0.24 * r, cy + 0.42 * r), 8)
        pen.stroke(INK, mouth, 0.055 * r, ink=False)


def _hand(pen: Pen, c: Point, r: float, skin: Color = SKIN) -> None:
    pen.ellipse(skin, c, r, r * 0.85)


# -- the werewolf ------------------------------------------------------------------------------
# A wolf's head seen from the front, right half: brow, ear, cheek ruff, muzzle, chin.
WOLF_HEAD = _mirror([
    (0.0, -0.2), (0.08, -0.24), (0.15, -0.36), (0.25, -0.64), (0.3, -0.52), (0.36, -0.36),
    (0.42, -0.22), (0.5, -0.12), (0.6, -0.05), (0.52, 0.01), (0.62, 0.12), (0.5, 0.13),
    (0.56, 0.26), (0.42, 0.24), (0.4, 0.34), (0.28, 0.32), (0.2, 0.42), (0.13, 0.52),
    (0.0, 0.57)])
WOLF_EAR = [(0.13, -0.27), (0.245, -0.54), (0.33, -0.28), (0.24, -0.22)]
WOLF_MUZZLE = _mirror([(0.0, -0.12), (0.06, -0.07), (0.1, 0.08), (0.16, 0.24), (0.15, 0.36),
                       (0.09, 0.47), (0.0, 0.5)])
WOLF_EYE = [(0.07, 0.0), (0.12, -0.055), (0.19, -0.085), (0.26, -0.08), (0.22, -0.02),
            (0.15, 0.025)]
WOLF_NOSE = _mirror([(0.0, 0.3), (0.075, 0.305), (0.09, 0.345), (0.05, 0.4), (0.0, 0.415)])


def _wolf_head(pen: Pen, at: Point, s: float, fur: Color = (30, 26, 44),
               rim: Color | None = (132, 112, 150), muzzle: float = 1.35) -> None:
    """The wolf's head silhouette with its yellow eyes, `s` units from ear to chin / 1.2."""
    if rim is not None:  # the moon catching the fur's upper edge
        pen.poly(rim, _place(WOLF_HEAD, (at[0], at[1] - 0.012), s), ink=False)
    pen.poly(fur, _place(WOLF_HEAD, at, s), ink=False)
    for flip in (False, True):
        pen.poly((92, 26, 40), _place(WOLF_EAR, at, s, flip), ink=False)
    if muzzle:
        pen.poly(paint.shade(fur, muzzle), _place(WOLF_MUZZLE, at, s), ink=False)
        for flip in (False, True):  # a few fur strokes on the brow and cheeks
            for pts, w in ((((0.05, -0.16), (0.1, -0.1), (0.12, -0.03)), 0.03),
                           (((0.34, 0.06), (0.42, 0.14), (0.44, 0.2)), 0.035),
                           (((0.3, -0.12), (0.38, -0.06), (0.44, 0.02)), 0.03)):
                pen.brush(paint.shade(fur, 1.6), _place(pts, at, s, flip), w * s, 0, ink=False)
    for flip in (False, True):
        eye = _place(WOLF_EYE, at, s, flip)
        ex = sum(q[0] for q in eye) / len(eye)
        ey = sum(q[1] for q in eye) / len(eye)
        pen.glow((ex, ey), 0.22 * s, (255, 210, 60), 150)
        pen.poly((255, 214, 64), eye, ink=False)
        pen.ellipse((20, 10, 10), (ex + 0.005 * s * (-1 if flip else 1), ey), 0.018 * s,
                    0.042 * s, ink=False)
    pen.poly((10, 8, 14), _place(WOLF_NOSE, at, s), ink=False)
    if muzzle:
        pen.disc((90, 84, 110), (at[0] - 0.03 * s, at[1] + 0.33 * s), 0.018 * s, ink=False)
        for flip in (False, True):  # two fangs
            pen.poly((244, 238, 222), _place([(0.045, 0.455), (0.085, 0.45), (0.06, 0.53)], at,
                                              s, flip), ink=False)


def _scene_werewolf(pen: Pen) -> None:
    rnd = random.Random(101)
    _sky(pen, (10, 10, 34), (96, 22, 40))
    _stars(pen, rnd, 34, 0.02, 0.9)
    _moon(pen, (0.5, 0.4), 0.27)
    _pines(pen, (52, 18, 40), [(0.03, 1.1, 0.44), (0.15, 1.14, 0.3), (0.87, 1.12, 0.34),
                               (0.98, 1.08, 0.46)])
    fur = (30, 26, 44)
    shoulders = [(-0.05, 1.4), (-0.05, 1.16), (0.08, 1.08), (0.12, 1.12), (0.2, 1.03),
                 (0.8, 1.03), (0.88, 1.12), (0.92, 1.08), (1.05, 1.16), (1.05, 1.4)]
    pen.poly((132, 112, 150), [(x, y - 0.012) for x, y in shoulders], ink=False)
    pen.poly(fur, shoulders, ink=False)
    _wolf_head(pen, (0.5, 0.79), 0.66, fur)


# -- the villager -------------------------------------------------------------------------------
def _cottage(pen: Pen, x: float, y: float, w: float, h: float) -> None:
    """A thatched cottage, its walls from (x, y) to (x + w, y + h)."""
    wall = (238, 224, 190)
    pen.poly((196, 120, 90), [(x + w * 0.62, y - h * 0.98), (x + w * 0.75, y - h * 0.98),
                              (x + w * 0.75, y), (x + w * 0.62, y)])  # the chimney
    pen.poly(wall, [(x, y), (x + w, y), (x + w, y + h), (x, y + h)])
    pen.poly(WOOD_DARK, [(x + w * 0.16, y + h * 0.38), (x + w * 0.38, y + h * 0.38),
                         (x + w * 0.38, y + h), (x + w * 0.16, y + h)])
    win = (x + w * 0.56, y + h * 0.3, w * 0.26, h * 0.32)
    pen.poly((255, 214, 120), [(win[0], win[1]), (win[0] + win[2], win[1]),
                               (win[0] + win[2], win[1] + win[3]), (win[0], win[1] + win[3])])
    pen.stroke(WOOD_DARK, [(win[0] + win[2] / 2, win[1]), (win[0] + win[2] / 2, win[1] + win[3])],
               0.012, ink=False)
    pen.stroke(WOOD_DARK, [(win[0], win[1] + win[3] / 2), (win[0] + win[2], win[1] + win[3] / 2)],
               0.012, ink=False)
    thatch = (214, 166, 84)
    roof = [(x - w * 0.12, y + h * 0.08), (x + w * 0.18, y - h * 0.75),
            (x + w * 0.82, y - h * 0.75), (x + w * 1.12, y + h * 0.08)]
    pen.poly(thatch, roof)
    for i in range(1, 6):
        t = i / 6
        top = (x + w * (0.18 + 0.64 * t), y - h * 0.72)
        bot = (x - w * 0.12 + w * 1.24 * t, y + h * 0.04)
        pen.stroke(paint.shade(thatch, 0.78), [top, bot], 0.006, ink=False)


def _scene_villager(pen: Pen) -> None:
    _sky(pen, (118, 170, 214), (252, 224, 164))
    pen.glow((0.2, 0.86), 0.5, (255, 236, 170), 150)
    _cloud(pen, (0.3, 0.2), 0.3)
    _cloud(pen, (0.82, 0.34), 0.22)
    _hill(pen, (150, 184, 110), 1.0, [(0.2, 0.08, 0.3), (0.8, 0.12, 0.25)])
    _cottage(pen, 0.05, 0.74, 0.34, 0.26)
    _hill(pen, (104, 150, 74), 1.12, [(0.1, 0.04, 0.3), (0.9, 0.05, 0.3)])
    cx = 0.56
    pen.poly((92, 142, 78), _torso(cx, 0.93, 0.25))
    pen.poly((232, 220, 190), _place([(-0.07, -0.02), (0.07, -0.02), (0.0, 0.1)], (cx, 0.93), 1))
    for f in (-1, 1):  # braces
        pen.stroke((120, 80, 46), [(cx + f * 0.12, 0.95), (cx + f * 0.1, 1.35)], 0.03)
    # the pitchfork, gripped in front
    fx = 0.87
    pen.stroke(WOOD, [(fx, 1.4), (fx, 0.43)], 0.028)
    pen.stroke(STEEL, [(fx - 0.07, 0.44), (fx + 0.07, 0.44)], 0.022)
    for dx in (-0.07, 0.0, 0.07):
        pen.stroke(STEEL, [(fx + dx, 0.44), (fx + dx, 0.26)], 0.018)
    pen.stroke((92, 142, 78), [(cx + 0.22, 1.06), (fx - 0.01, 1.02)], 0.09)
    _hand(pen, (fx, 1.0), 0.045)
    # head and straw hat
    _face(pen, (cx, 0.78), 0.115)
    for f in (-1, 1):
        pen.disc((120, 76, 40), (cx + f * 0.105, 0.74), 0.03, ink=False)
    straw = (240, 204, 112)
    pen.poly(straw, _arc((cx, 0.66), 0.11, math.pi, math.tau, 16, 0.1) + [(cx + 0.11, 0.68),
                                                                         (cx - 0.11, 0.68)])
    pen.ellipse(straw, (cx, 0.685), 0.225, 0.05)
    pen.poly((176, 64, 44), [(cx - 0.108, 0.635), (cx + 0.108, 0.635), (cx + 0.11, 0.668),
                             (cx - 0.11, 0.668)], ink=False)
    for i in range(7):
        a = math.pi * (0.1 + 0.8 * i / 6)
        pen.stroke(paint.shade(straw, 0.82), [(cx + math.cos(a) * 0.1, 0.69 + math.sin(a) * 0.012),
                                             (cx + math.cos(a) * 0.21, 0.69 + math.sin(a) * 0.04)],
                   0.006, ink=False)


# -- the seer ---------------------------------------------------------------------------------
def _scene_seer(pen: Pen) -> None:
    rnd = random.Random(303)
    _sky(pen, (22, 14, 56), (84, 52, 126))
    _stars(pen, rnd, 36, 0.02, 0.8)
    _crescent(pen, (0.18, 0.2), 0.09)
    robe, fold = (62, 54, 126), (86, 76, 156)
    hood = [(0.5, 0.26), (0.62, 0.32), (0.72, 0.48), (0.78, 0.66), (0.86, 0.86), (1.02, 0.98),
            (1.06, 1.4), (-0.06, 1.4), (-0.02, 0.98), (0.14, 0.86), (0.22, 0.66), (0.28, 0.48),
            (0.38, 0.32)]
    pen.poly(robe, hood)
    for pts in (((0.62, 0.36), (0.7, 0.6), (0.72, 0.8)), ((0.4, 0.34), (0.32, 0.56), (0.3, 0.78))):
        pen.brush(fold, list(pts), 0.04, 0.0, ink=False)
    pen.ellipse((16, 10, 30), (0.5, 0.62), 0.16, 0.2)
    for f in (-1, 1):  # eyes glinting in the hood's shadow
        pen.glow((0.5 + f * 0.06, 0.62), 0.06, (140, 230, 255), 160)
        pen.ellipse((200, 244, 255), (0.5 + f * 0.06, 0.62), 0.022, 0.012, ink=False)
    # the crystal ball on its stand, held in two hands
    c, r = (0.5, 1.03), 0.16
    pen.poly(GOLD, [(0.38, 1.24), (0.62, 1.24), (0.56, 1.15), (0.44, 1.15)])
    pen.glow(c, 0.42, (120, 220, 255), 170)
    pen.disc((60, 140, 210), c, r)
    paint.radial_disc(pen.s, pen.p(*c), r * pen.u - pen.ink_w / 2, (60, 140, 210),
                      (220, 250, 255), steps=16, inner_at=0.0)
    eye = _mirror([(0.0, -0.06), (0.06, -0.04), (0.11, 0.0), (0.06, 0.04), (0.0, 0.06)])
    pen.poly((245, 252, 255), _place(eye, c, 1.0), ink=False)
    pen.disc((40, 90, 190), c, 0.045, ink=False)
    pen.disc((10, 20, 50), c, 0.02, ink=False)
    pen.ellipse((255, 255, 255), (c[0] - 0.06, c[1] - 0.08), 0.035, 0.02, rot=-0.6, ink=False)
    for f in (-1, 1):
        pen.brush(robe, [(0.5 + f * 0.4, 1.3), (0.5 + f * 0.3, 1.16), (0.5 + f * 0.19, 1.1)],
                  0.14, 0.1)
        _hand(pen, (0.5 + f * 0.16, 1.1), 0.045, (230, 200, 178))
    for x, y, rr in ((0.22, 0.96, 0.03), (0.8, 0.98, 0.025), (0.73, 0.82, 0.02)):
        _sparkle(pen, (x, y), rr, (200, 240, 255))


# -- the witch --------------------------------------------------------------------------------
def _flask(pen: Pen, c: Point, r: float, liquid: Color, tall: bool = False) -> None:
    """A glass potion bottle: round (or a tall square one) with a cork, glowing."""
    glass = (214, 232, 236)
    pen.glow(c, r * 2.2, liquid, 120)
    if tall:
        body = [(c[0] - r * 0.8, c[1] - r * 0.9), (c[0] + r * 0.8, c[1] - r * 0.9),
                (c[0] + r * 0.8, c[1] + r), (c[0] - r * 0.8, c[1] + r)]
        neck_y = c[1] - r * 0.9
        pen.poly(glass, body)
        level = [(c[0] - r * 0.8, c[1] - r * 0.2), (c[0] + r * 0.8, c[1] - r * 0.3),
                 (c[0] + r * 0.8, c[1] + r), (c[0] - r * 0.8, c[1] + r)]
        pen.poly(liquid, level)
        pen.poly(paint.shade(liquid, 1.3), [(c[0] - r * 0.62, c[1] - r * 0.1),
                                            (c[0] - r * 0.46, c[1] - r * 0.12),
                                            (c[0] - r * 0.46, c[1] + r * 0.8),
                                            (c[0] - r * 0.62, c[1] + r * 0.8)], ink=False)
        # a little skull: the poison
        sk = (c[0] + r * 0.08, c[1] + r * 0.35)
        pen.disc((240, 236, 226), sk, r * 0.28, ink=False)
        pen.poly((240, 236, 226), [(sk[0] - r * 0.15, sk[1]), (sk[0] + r * 0.15, sk[1]),
                                   (sk[0] + r * 0.12, sk[1] + r * 0.36),
                                   (sk[0] - r * 0.12, sk[1] + r * 0.36)], ink=False)
        for f in (-1, 1):
            pen.disc(paint.shade(liquid, 0.5), (sk[0] + f * r * 0.11, sk[1]), r * 0.075, ink=False)
    else:
        neck_y = c[1] - r * 0.9
        pen.disc(glass, c, r)
        liquid_pts = _arc(c, r - pen.ink_w / pen.u / 2, -0.15, math.pi + 0.15, 24)
        pen.poly(liquid, liquid_pts, ink=False)
        pen.poly(paint.shade(liquid, 1.35), _arc((c[0] - r * 0.05, c[1] + r * 0.1), r * 0.62,
                                                 math.pi * 0.55, math.pi * 0.95, 10)
                 + _arc((c[0] - r * 0.05, c[1] + r * 0.1), r * 0.45, math.pi * 0.95,
                        math.pi * 0.55, 10), ink=False)
        pen.ellipse((255, 255, 255), (c[0] + r * 0.4, c[1] - r * 0.35), r * 0.16, r * 0.09,
                    rot=-0.8, ink=False)
    nw = r * 0.34
    pen.poly(glass, [(c[0] - nw, neck_y + r * 0.1), (c[0] - nw, neck_y - r * 0.55),
                     (c[0] + nw, neck_y - r * 0.55), (c[0] + nw, neck_y + r * 0.1)])
    pen.poly((176, 120, 70), [(c[0] - nw * 1.1, neck_y - r * 0.5), (c[0] + nw * 1.1,
                                                                      neck_y - r * 0.5),
                              (c[0] + nw * 0.9, neck_y - r * 0.9), (c[0] - nw * 0.9,
                                                                    neck_y - r * 0.9)])


WITCH_HAT = [(0.3, 0.6), (0.38, 0.46), (0.44, 0.3), (0.5, 0.18), (0.58, 0.1), (0.68, 0.08),
             (0.76, 0.12), (0.66, 0.14), (0.6, 0.22), (0.57, 0.34), (0.6, 0.48), (0.7, 0.6)]


def _scene_witch(pen: Pen) -> None:
    rnd = random.Random(404)
    _sky(pen, (14, 34, 44), (58, 96, 84))
    _stars(pen, rnd, 26, 0.02, 0.7)
    _crescent(pen, (0.84, 0.2), 0.08)
    cx = 0.5
    hair = (64, 36, 44)
    pen.poly(hair, [(cx - 0.16, 0.62), (cx + 0.16, 0.62), (cx + 0.22, 1.0), (cx - 0.22, 1.0)])
    pen.poly((54, 36, 82), _torso(cx, 0.92, 0.27))
    pen.poly((96, 160, 90), _place([(-0.08, -0.02), (0.08, -0.02), (0.0, 0.12)], (cx, 0.92), 1))
    _face(pen, (cx, 0.76), 0.12, smile=0.6)
    pen.poly(SKIN_SHADE, [(cx, 0.75), (cx + 0.05, 0.81), (cx, 0.815)], ink=False)  # the nose
    hat = (60, 38, 92)
    pen.poly(hat, WITCH_HAT)
    pen.poly((104, 170, 92), [(0.33, 0.56), (0.67, 0.56), (0.65, 0.5), (0.37, 0.5)])
    pen.poly(GOLD, [(0.47, 0.5), (0.53, 0.5), (0.53, 0.56), (0.47, 0.56)])
    pen.ellipse(hat, (cx, 0.62), 0.32, 0.055)
    pen.brush(paint.shade(hat, 1.4), [(0.46, 0.44), (0.5, 0.26), (0.58, 0.14)], 0.035, 0,
              ink=False)
    _flask(pen, (0.27, 1.08), 0.13, (72, 214, 104))
    _flask(pen, (0.74, 1.07), 0.12, (172, 70, 214), tall=True)


# -- the hunter --------------------------------------------------------------------------------
def _scene_hunter(pen: Pen) -> None:
    _sky(pen, (66, 98, 96), (244, 204, 128))
    pen.glow((0.5, 1.0), 0.6, (255, 220, 140), 120)
    _pines(pen, (96, 124, 88), [(0.08, 1.05, 0.5), (0.22, 1.1, 0.38), (0.8, 1.08, 0.44),
                                (0.94, 1.02, 0.56)])
    _pines(pen, (44, 74, 58), [(0.02, 1.2, 0.62), (0.98, 1.22, 0.66)])
    cx = 0.46
    jacket = (86, 98, 58)
    pen.poly(jacket, _torso(cx, 0.92, 0.27))
    pen.poly((226, 214, 180), _place([(-0.07, -0.02), (0.07, -0.02), (0.0, 0.12)], (cx, 0.92), 1))
    for f in (-1, 1):  # the lapels
        pen.poly(paint.shade(jacket, 0.78), [(cx + f * 0.07, 0.905), (cx + f * 0.16, 0.95),
                                             (cx + f * 0.1, 1.02), (cx + f * 0.02, 1.06)])
    # the rifle across the chest, muzzle up to the right
    stock = (184, 116, 58)
    pen.stroke((66, 68, 80), [(0.5, 1.06), (0.95, 0.5)], 0.032)
    pen.brush(stock, [(0.56, 0.99), (0.42, 1.16), (0.26, 1.36)], 0.05, 0.12)
    pen.stroke(stock, [(0.62, 0.92), (0.79, 0.71)], 0.045)
    for at in ((0.7, 0.83), (0.44, 1.13)):
        _hand(pen, at, 0.045)
    # the head: a beard and a felt cap with a feather
    _face(pen, (cx, 0.73), 0.115, smile=0.0)
    beard = (124, 76, 40)
    pen.poly(beard, _arc((cx, 0.74), 0.118, 0.05, math.pi - 0.05, 16) + [(cx - 0.07, 0.78),
                                                                         (cx, 0.81),
                                                                         (cx + 0.07, 0.78)])
    pen.brush(beard, [(cx - 0.07, 0.79), (cx, 0.775), (cx + 0.07, 0.79)], 0.02, 0.02, 0.02)
    feather = (214, 72, 44)
    pen.brush(feather, _quad((cx + 0.09, 0.63), (cx + 0.2, 0.56), (cx + 0.26, 0.36), 12),
              0.015, 0.0, 0.07)
    pen.stroke(paint.shade(feather, 0.7), _quad((cx + 0.09, 0.63), (cx + 0.19, 0.56),
                                                (cx + 0.25, 0.39), 8), 0.006, ink=False)
    cap = (60, 124, 70)
    pen.poly(cap, [(cx - 0.12, 0.65), (cx - 0.1, 0.55), (cx - 0.04, 0.52), (cx, 0.545),
                   (cx + 0.05, 0.52), (cx + 0.1, 0.55), (cx + 0.12, 0.65)])
    pen.ellipse(cap, (cx, 0.655), 0.19, 0.04)
    pen.poly((70, 48, 32), [(cx - 0.118, 0.61), (cx + 0.118, 0.61), (cx + 0.12, 0.64),
                            (cx - 0.12, 0.64)], ink=False)


# -- cupid ------------------------------------------------------------------------------------
# The left wing from the shoulder (0, 0): its leading edge out to the tip, then the
# feather tips back to the shoulder, each span a rounded lobe; the coverts are the same
# shape smaller, over the root. The right wing mirrors it.
WING_LEAD = ((0.0, 0.0), (-0.1, -0.36), (-0.38, -0.32))
WING_TIPS = ((-0.38, -0.32), (-0.37, -0.2), (-0.31, -0.08), (-0.21, 0.01), (-0.09, 0.06),
             (0.0, 0.04))


def _lobes(pts: Sequence[Point], inside: Point, bulge: float, n: int = 8) -> list[Point]:
    """A scalloped edge through `pts`: each span a curve bowed away from `inside`."""
    out: list[Point] = []
    for a, b in zip(pts, pts[1:], strict=False):
        mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        nx, ny = -(b[1] - a[1]), b[0] - a[0]
        if nx * (mx - inside[0]) + ny * (my - inside[1]) < 0:
            nx, ny = -nx, -ny
        out += _quad(a, (mx + nx * bulge, my + ny * bulge), b, n)[:-1]
    out.append(pts[-1])
    return out


def _wing_shape(s: float) -> list[Point]:
    lead = _quad(*WING_LEAD, 14)
    inside = (-0.16, -0.14)
    tips = _lobes(WING_TIPS, inside, 0.45)
    return [(x * s, y * s) for x, y in lead[:-1] + tips[:-1]]


def _wing(pen: Pen, root: Point, flip: bool, s: float = 1.0) -> None:
    white, shade = (253, 251, 248), (220, 214, 236)
    pen.poly(white, _place(_wing_shape(s), root, 1.0, flip))
    for a, b in (((-0.06, -0.1), (-0.33, -0.22)), ((-0.05, -0.05), (-0.27, -0.1)),
                 ((-0.04, -0.01), (-0.17, -0.0))):
        pen.stroke(shade, _place([a, b], root, s, flip), 0.007, ink=False)
    pen.poly(paint.shade(white, 0.985), _place(_wing_shape(s * 0.55), (root[0], root[1] - 0.01),
                                               1.0, flip))


def _heart(pen: Pen, c: Point, r: float, color: Color, rot: float = 0.0,
           ink: bool = True) -> None:
    half = ([(0.0, -0.55)] + _arc((0.5, -0.55), 0.5, math.pi, math.tau + 0.6, 14)[1:]
            + [(0.0, 0.95)])
    pts = _rot(_place(_mirror(half), (0, 0), r), (0, 0), rot)
    pen.poly(color, [(c[0] + x, c[1] + y) for x, y in pts], ink)


def _bow_and_arrow(pen: Pen, c: Point, s: float, a: float) -> None:
    """A drawn bow centred at `c`, its arrow pointing at angle `a`, a heart for a head."""
    def q(pts: Sequence[Point]) -> list[Point]:
        return _rot(_place(pts, c, s), c, a)

    pen.stroke((248, 240, 220), q([(0.0, -1.0), (-0.55, 0.0), (0.0, 1.0)]), 0.01, ink=False)
    pen.stroke((210, 156, 60), q(_arc((-0.5, 0.0), 1.1, -1.15, 1.15, 20)), 0.045)
    pen.stroke((190, 150, 110), q([(-0.55, 0.0), (1.0, 0.0)]), 0.022)
    for f in (-1, 1):
        pen.poly((236, 90, 110), q([(-0.5, 0.0), (-0.3, 0.0), (-0.45, f * 0.16),
                                    (-0.65, f * 0.16)]), ink=True)
    tip = q([(1.12, 0.0)])[0]
    _heart(pen, tip, s * 0.17, (226, 40, 70), a + math.pi / 2)


def _scene_cupid(pen: Pen) -> None:
    _sky(pen, (246, 164, 190), (255, 234, 208))
    _cloud(pen, (0.22, 0.22), 0.34)
    _cloud(pen, (0.86, 0.5), 0.26)
    _cloud(pen, (0.3, 1.22), 0.45, 190)
    for x, y, r, rot in ((0.86, 0.2, 0.035, 0.3), (0.12, 0.62, 0.025, -0.3),
                         (0.72, 0.26, 0.02, -0.2)):
        _heart(pen, (x, y), r, (236, 96, 130), rot, ink=False)
    cx = 0.46
    for flip in (False, True):
        _wing(pen, (cx + (0.08 if flip else -0.08), 0.9), flip)
    skin = (250, 212, 186)
    body = _torso(cx, 0.88, 0.17, neck=0.05)
    pen.poly(skin, body)
    pen.poly((255, 252, 246), [(cx - 0.15, 0.93), (cx - 0.06, 0.9), (cx + 0.2, 1.24),
                               (cx + 0.21, 1.4), (cx + 0.06, 1.4)])
    _face(pen, (cx, 0.74), 0.14, skin, smile=1.2)
    curls = (248, 204, 92)
    for i in range(9):
        a = math.pi * (1.05 + 0.9 * i / 8)
        pen.disc(curls, (cx + math.cos(a) * 0.13, 0.71 + math.sin(a) * 0.12), 0.045)
    pen.disc(curls, (cx, 0.59), 0.04)
    pen.stroke(skin, [(cx + 0.14, 0.98), (0.66, 1.02)], 0.06)
    _bow_and_arrow(pen, (0.7, 1.0), 0.2, -0.45)
    _hand(pen, (0.7, 1.0), 0.04, skin)


# -- the little girl ---------------------------------------------------------------------------
def _braid(pen: Pen, top: Point, bottom: Point, hair: Color, ribbon: Color) -> None:
    n = 5
    for i in range(n):
        t = (i + 0.5) / n
        c = (top[0] + (bottom[0] - top[0]) * t, top[1] + (bottom[1] - top[1]) * t)
        pen.ellipse(hair, c, 0.032 - 0.004 * t, (bottom[1] - top[1]) / n * 0.62)
    end = bottom
    for f in (-1, 1):
        pen.poly(ribbon, [end, (end[0] + f * 0.05, end[1] - 0.03),
                          (end[0] + f * 0.05, end[1] + 0.03)])
    pen.disc(ribbon, end, 0.016)
    pen.brush(hair, [(end[0], end[1] + 0.01), (end[0], end[1] + 0.06)], 0.03, 0.01)


def _scene_little_girl(pen: Pen) -> None:
    _sky(pen, (26, 30, 66), (44, 40, 74))
    # a window on the night behind her
    pen.poly((16, 22, 56), [(0.08, 0.34), (0.08, 0.16), (0.2, 0.08), (0.32, 0.16), (0.32, 0.34)])
    _crescent(pen, (0.17, 0.2), 0.04, glow=40)
    pen.stroke((74, 60, 70), [(0.08, 0.34), (0.08, 0.16), (0.2, 0.08), (0.32, 0.16), (0.32, 0.34),
                              (0.08, 0.34)], 0.02, ink=False)
    pen.stroke((74, 60, 70), [(0.2, 0.09), (0.2, 0.34)], 0.012, ink=False)
    pen.poly((58, 44, 52), [(-0.05, 1.16), (1.05, 1.16), (1.05, 1.4), (-0.05, 1.4)], ink=False)
    hair, ribbon = (156, 84, 42), (226, 52, 72)
    edge = 0.53
    # the girl, mostly hidden behind the door
    pen.poly((214, 74, 96), _torso(0.5, 0.92, 0.2))
    c, r = (0.41, 0.66), 0.14
    pen.disc(hair, c, r + 0.02)
    _braid(pen, (0.285, 0.7), (0.25, 1.02), hair, ribbon)
    _braid(pen, (0.515, 0.74), (0.5, 1.06), hair, ribbon)
    pen.disc(SKIN, (c[0], c[1] + 0.015), r)
    for f in (-1, 1):  # big curious eyes, looking out to the left
        e = (c[0] + f * 0.055 - 0.02, c[1] + 0.02)
        pen.ellipse((255, 255, 255), e, 0.035, 0.045)
        pen.disc(INK, (e[0] - 0.014, e[1] + 0.005), 0.02, ink=False)
        pen.disc((255, 255, 255), (e[0] - 0.02, e[1] - 0.005), 0.007, ink=False)
        pen.disc(paint.mix(SKIN, CHEEK, 0.55), (e[0] - 0.005, e[1] + 0.07), 0.022, ink=False)
    pen.ellipse(INK, (c[0] - 0.02, c[1] + 0.1), 0.018, 0.012, ink=False)
    pen.poly(hair, _arc((c[0], c[1] + 0.01), r + 0.01, math.pi * 1.05, math.pi * 1.95, 16)
             + [(c[0] + 0.1, c[1] - 0.05), (c[0] + 0.02, c[1] - 0.09), (c[0] - 0.06, c[1] - 0.04),
                (c[0] - 0.13, c[1] - 0.02)])
    # the door, ajar, in front of her, and her fingers round its edge
    door = (150, 94, 52)
    pen.poly(door, [(edge, 0.04), (1.06, 0.0), (1.06, 1.4), (edge, 1.4)])
    for x in (edge + 0.14, edge + 0.29, edge + 0.44):
        pen.stroke(paint.shade(door, 0.72), [(x, 0.04), (x, 1.4)], 0.008, ink=False)
    for y in (0.22, 1.02):
        pen.stroke((64, 58, 66), [(edge + 0.02, y), (1.06, y)], 0.04)
        for x in (edge + 0.08, edge + 0.22, edge + 0.36):
            pen.disc((150, 146, 156), (x, y), 0.008, ink=False)
    pen.disc(GOLD, (edge + 0.08, 0.62), 0.03)
    pen.brush(paint.shade(door, 1.2), [(edge + 0.015, 0.06), (edge + 0.015, 1.3)], 0.015, 0.015,
              ink=False)
    for i in range(4):
        pen.ellipse(SKIN, (edge + 0.006, 0.8 + i * 0.034), 0.03, 0.02)


# -- the thief ----------------------------------------------------------------------------------
def _scene_thief(pen: Pen) -> None:
    rnd = random.Random(808)
    _sky(pen, (14, 18, 44), (48, 58, 100))
    _stars(pen, rnd, 28, 0.02, 0.7)
    _crescent(pen, (0.82, 0.18), 0.08)
    roofs = [(-0.05, 1.0), (0.1, 0.88), (0.25, 1.0), (0.3, 0.92), (0.5, 0.92), (0.56, 0.84),
             (0.6, 0.92), (0.7, 0.92), (0.84, 0.8), (1.05, 0.96), (1.05, 1.4), (-0.05, 1.4)]
    pen.poly((26, 30, 60), roofs, ink=False)
    # the sack on his back, over the right shoulder
    sack = (184, 140, 86)
    bag = paint.blob(0.72, 0.74, 0.2, 0.18, random.Random(3), wobble=0.06, n=36)
    pen.poly(sack, bag)
    pen.poly(paint.shade(sack, 0.85), paint.blob(0.78, 0.8, 0.1, 0.08, random.Random(4), 0.1, 24),
             ink=False)
    for pts in (((0.62, 0.62), (0.7, 0.68), (0.74, 0.6)),
                ((0.76, 0.86), (0.84, 0.8), (0.88, 0.84))):  # the sack's creases
        pen.stroke(paint.shade(sack, 0.7), list(pts), 0.008, ink=False)
    pen.disc((246, 200, 64), (0.66, 0.57), 0.04)  # a coin peeking out
    cx = 0.4
    shirt = _torso(cx, 0.92, 0.26)
    pen.poly((240, 238, 232), shirt, ink=False)

    def stripes(p: Pen) -> None:
        for i in range(8):
            y = 0.98 + i * 0.07
            p.poly((34, 34, 46), [(-0.1, y), (1.1, y), (1.1, y + 0.035), (-0.1, y + 0.035)],
                   ink=False)

    pen.clipped(shirt, stripes)
    outline = pen.big(shirt)
    paint.polyline(pen.s, INK, outline + outline[:1], pen.ink_w)
    pen.stroke(paint.shade(sack, 0.8), [(0.57, 0.86), (0.62, 0.78), (0.6, 0.7)], 0.03)
    _hand(pen, (0.57, 0.88), 0.045)
    _face(pen, (cx, 0.74), 0.12, smile=0.0)  # his own grin below
    grin = _quad((cx - 0.05, 0.8), (cx + 0.01, 0.83), (cx + 0.06, 0.79), 8)
    pen.stroke(INK, grin, 0.008, ink=False)
    pen.brush((34, 30, 44), [(cx - 0.15, 0.72), (cx, 0.7), (cx + 0.15, 0.72)], 0.07, 0.07)
    for f in (-1, 1):
        pen.ellipse((255, 255, 255), (cx + f * 0.045, 0.715), 0.028, 0.02, ink=False)
        pen.disc(INK, (cx + f * 0.045 + 0.008, 0.717), 0.012, ink=False)
    for f in (-1, 1):  # the mask's knot
        pen.brush((34, 30, 44), [(cx - 0.14, 0.72), (cx - 0.2, 0.72 + f * 0.05)], 0.03, 0.01)
    cap = (58, 60, 78)
    pen.poly(cap, _arc((cx, 0.67), 0.125, math.pi, math.tau, 18, 0.1) + [(cx + 0.2, 0.675),
                                                                        (cx - 0.125, 0.675)])
    pen.stroke(paint.shade(cap, 1.3), [(cx - 0.06, 0.6), (cx + 0.02, 0.58)], 0.012, ink=False)
    for x, y in ((0.88, 1.02), (0.93, 1.12)):
        pen.ellipse((246, 200, 64), (x, y), 0.03, 0.022)


# -- the unknown seat ----------------------------------------------------------------------------
def _scene_unknown(pen: Pen) -> None:
    _sky(pen, (84, 94, 118), (40, 46, 66))
    cloak = (46, 50, 70)
    hood = [(0.5, 0.36), (0.62, 0.4), (0.7, 0.52), (0.74, 0.7), (0.8, 0.86), (0.96, 0.96),
            (1.04, 1.4), (-0.04, 1.4), (0.04, 0.96), (0.2, 0.86), (0.26, 0.7), (0.3, 0.52),
            (0.38, 0.4)]
    pen.poly(cloak, hood)
    pen.brush(paint.shade(cloak, 1.3), [(0.6, 0.44), (0.66, 0.6), (0.68, 0.8)], 0.035, 0,
              ink=False)
    pen.ellipse((20, 22, 32), (0.5, 0.68), 0.14, 0.17)


SCENES: dict[str, Callable[[Pen], None]] = {
    "werewolf": _scene_werewolf, "villager": _scene_villager, "seer": _scene_seer,
    "witch": _scene_witch, "hunter": _scene_hunter, "cupid": _scene_cupid,
    "little_girl": _scene_little_girl, "thief": _scene_thief,
}
# What a round seat token shows of each scene: its centre and radius, in scene units.
FRAMING: dict[str | None, tuple[float, float, float]] = {
    "werewolf": (0.5, 0.72, 0.42), "villager": (0.56, 0.76, 0.36), "seer": (0.5, 0.74, 0.42),
    "witch": (0.5, 0.62, 0.44), "hunter": (0.5, 0.7, 0.38), "cupid": (0.48, 0.82, 0.44),
    "little_girl": (0.48, 0.7, 0.34), "thief": (0.52, 0.76, 0.38), None: (0.5, 0.8, 0.42),
}


def _accents(role: str | None) -> tuple[Color, Color]:
    if role is None:
        return NEUTRAL_RIM, (200, 204, 214)
    return SIDE_ACCENTS.get(ROLES[role].side, SIDE_ACCENTS["village"])


# -- the card --------------------------------------------------------------------------------------
def _frame(cv: Canvas, accent: Color) -> pygame.Rect:
    """The night-blue card body with the side's line round it; returns the picture
    window in big pixels."""
    W, H = cv.W, cv.H
    r = W * CORNER_R
    paint.rounded_rect(cv.big, INK, (0, 0, W, H), r)
    edge = max(cv.k, round(W * 0.012))
    body = pygame.Rect(0, 0, W, H).inflate(-2 * edge, -2 * edge)
    paint.gradient_rounded_rect(cv.big, body, r - edge, FRAME_TOP, FRAME_BOTTOM)
    line = body.inflate(-round(W * 0.034), -round(W * 0.034))
    paint.rounded_rect(cv.big, paint.shade(accent, 0.8), line, r * 0.7, max(1, round(W * 0.008)))
    x, y, w, h = WINDOW
    return pygame.Rect(round(x * W), round(y * W), round(w * W), round(h * W))


def _picture(cv: Canvas, win: pygame.Rect, draw: Callable[[Pen], None], accent: Color) -> None:
    """A scene in the card's window, cut to its rounded corners and edged."""
    layer = pygame.Surface(win.size, pygame.SRCALPHA)
    draw(Pen(layer, 0, 0, win.w))
    radius = cv.W * 0.045
    cut = paint.masked(layer, lambda m: paint.rounded_rect(m, (255, 255, 255, 255), m.get_rect(),
                                                           radius))
    cv.big.blit(cut, win.topleft)
    ew = max(1, round(cv.W * 0.01))
    paint.rounded_rect(cv.big, INK, win.inflate(ew, ew), radius + ew / 2, ew)
    paint.rounded_rect(cv.big, accent, win.inflate(3 * ew, 3 * ew), radius + 1.5 * ew,
                       max(1, ew))


def _gem(cv: Canvas, c: Point, r: float, accent: Color, gem: Color) -> None:
    diamond = [paint.polar(c, r * 1.3, a * math.pi / 2 - math.pi / 2) for a in range(4)]
    paint.polygon(cv.big, INK, [paint.polar(c, r * 1.62, a * math.pi / 2 - math.pi / 2)
                                for a in range(4)])
    paint.polygon(cv.big, accent, diamond)
    paint.circle(cv.big, INK, c, r * 0.78)
    paint.radial_disc(cv.big, c, r * 0.64, paint.shade(gem, 0.7), paint.shade(gem, 1.4), 8)
    paint.circle(cv.big, (255, 255, 255, 255), (c[0] - r * 0.2, c[1] - r * 0.22), r * 0.16)


def _plate(cv: Canvas, accent: Color) -> None:
    W = cv.W
    x, y, w, h = PLATE
    plate = pygame.Rect(round(x * W), round(y * W), round(w * W), round(h * W))
    paint.gradient_rounded_rect(cv.big, plate, plate.h * 0.22, PARCH_TOP, PARCH_BOTTOM)
    paint.rounded_rect(cv.big, accent, plate, plate.h * 0.22, max(1, round(W * 0.009)))


@table_cache(maxsize=160)
def role_card(role: str, width: int) -> pygame.Surface:
    """Role `role`'s card face, `width` x `card_height(width)` pixels, rounded corners
    see-through; its lowest NAME_BAND is a clean plate for the name (`name_rect`)."""
    if role not in SCENES:
        raise KeyError(role)
    w = max(16, int(width))
    cv = Canvas(w, card_height(w))
    accent, gem = _accents(role)
    win = _frame(cv, accent)
    _picture(cv, win, SCENES[role], accent)
    _gem(cv, (cv.W / 2, win.y), cv.W * 0.035, accent, gem)
    _plate(cv, accent)
    return cv.finish()


# -- the back -----------------------------------------------------------------------------------
def _back_motif(pen: Pen, x: float, y: float, s: float, moon: bool, color: Color) -> None:
    if moon:
        pen.poly(color, _arc((x, y), s * 0.5, math.pi * 0.6, math.pi * 2.15, 16)
                 + _arc((x + s * 0.18, y - s * 0.12), s * 0.4, math.pi * 2.1, math.pi * 0.7, 16),
                 ink=False)
    else:
        pen.poly(color, _pine_outline(x, y + s * 0.55, s * 1.1, s * 0.7, 3), ink=False)


def _back_medallion(pen: Pen) -> None:
    """The back's roundel scene (in its own unit box, 0..1 both ways)."""
    pen.gradient((0, 0, 1, 1), (18, 22, 60), (58, 60, 118))
    _stars(pen, random.Random(909), 14, 0.05, 0.5)
    _moon(pen, (0.5, 0.42), 0.24, glow=140)
    _pines(pen, (10, 14, 34), [(0.12, 1.0, 0.5), (0.28, 1.02, 0.36), (0.72, 1.02, 0.4),
                               (0.88, 1.0, 0.56), (0.5, 1.04, 0.26)])
    pen.poly((10, 14, 34), [(-0.1, 0.86), (1.1, 0.86), (1.1, 1.1), (-0.1, 1.1)], ink=False)


@table_cache(maxsize=32)
def card_back(width: int) -> pygame.Surface:
    """The back every role card shares: night blue, little moons and fir trees round a
    gold-ringed roundel of the full moon over the forest."""
    w = max(16, int(width))
    cv = Canvas(w, card_height(w))
    W, H = cv.W, cv.H
    _frame(cv, GOLD)
    field = pygame.Rect(0, 0, W, H).inflate(-round(W * 0.12), -round(W * 0.12))
    layer = pygame.Surface(field.size, pygame.SRCALPHA)
    pen = Pen(layer, 0, 0, field.w)
    pen.gradient((0, 0, 1, field.h / field.w), (30, 38, 84), (16, 20, 50))
    step = 0.2
    rows = int(field.h / field.w / step) + 2
    for j in range(rows):
        for i in range(7):
            x = (i - 0.5 + (0.5 if j % 2 else 0.0)) * step
            _back_motif(pen, x, (j + 0.5) * step * 0.9, step * 0.42, (i + j) % 2 == 0,
                        (48, 60, 112))
    radius = W * 0.05
    cut = paint.masked(layer, lambda m: paint.rounded_rect(m, (255, 255, 255, 255), m.get_rect(),
                                                           radius))
    cv.big.blit(cut, field.topleft)
    ew = max(1, round(W * 0.012))
    paint.rounded_rect(cv.big, GOLD, field, radius, ew)
    paint.rounded_rect(cv.big, GOLD_DARK, field.inflate(-4 * ew, -4 * ew), radius * 0.7,
                       max(1, ew // 2))
    # the roundel
    c, rad = (W / 2, H / 2), W * 0.32
    paint.circle(cv.big, INK, c, rad + 3.2 * ew)
    paint.circle(cv.big, GOLD, c, rad + 2.2 * ew)
    paint.circle(cv.big, GOLD_DARK, c, rad + 0.8 * ew)
    size = round(2 * rad)
    scene = pygame.Surface((size, size), pygame.SRCALPHA)
    _back_medallion(Pen(scene, 0, 0, size))
    disc = paint.masked(scene, lambda m: paint.circle(m, (255, 255, 255, 255), (rad, rad), rad))
    cv.big.blit(disc, (round(c[0] - rad), round(c[1] - rad)))
    for a in range(8):  # little gold studs round the ring
        paint.circle(cv.big, GOLD_LIGHT, paint.polar(c, rad + 1.5 * ew, a * math.pi / 4),
                     ew * 0.9)
    for fx, fy in ((0.16, 0.16), (0.84, 0.16), (0.16, CARD_RATIO - 0.16),
                   (0.84, CARD_RATIO - 0.16)):
        paint.polygon(cv.big, GOLD, paint.star_points(fx * W, fy * W, W * 0.045, W * 0.014, 4))
    return cv.finish()


# -- the Captain's medal ---------------------------------------------------------------------------
@table_cache(maxsize=32)
def captain_badge(size: int) -> pygame.Surface:
    """The Captain's round medal: a bevelled star on a gold disc, `size` px square."""
    s = max(8, int(size))
    cv = Canvas(s, s)
    W = cv.W
    c, r = (W / 2, W / 2), W * 0.48
    paint.circle(cv.big, INK, c, r)
    paint.circle(cv.big, GOLD_DARK, c, r * 0.95)
    for i in range(24):  # a beaded rim
        paint.circle(cv.big, GOLD_LIGHT if i % 2 else GOLD,
                     paint.polar(c, r * 0.86, i * math.tau / 24), r * 0.065)
    paint.circle(cv.big, INK, c, r * 0.77)
    paint.radial_disc(cv.big, (c[0] - r * 0.1, c[1] - r * 0.12), r * 0.74, (196, 146, 54),
                      (255, 226, 142), steps=20)
    paint.circle(cv.big, GOLD_DARK, c, r * 0.66, max(1, round(r * 0.025)))
    outer, inner = r * 0.6, r * 0.25
    pts = paint.star_points(c[0], c[1], outer, inner, 5)
    star_ink = paint.star_points(c[0], c[1], outer + r * 0.05, inner + r * 0.035, 5)
    paint.polygon(cv.big, (110, 70, 20), star_ink)
    for i in range(10):  # each point lit on one flank and shaded on the other
        a, b = pts[i], pts[(i + 1) % 10]
        light = i % 2 == 0
        paint.polygon(cv.big, (255, 244, 200) if light else (232, 176, 70), [c, a, b])
    paint.circle(cv.big, (170, 116, 40), c, r * 0.08)
    shine = pygame.Surface(cv.big.get_size(), pygame.SRCALPHA)
    pygame.draw.ellipse(shine, (255, 255, 255, 60),
                        pygame.Rect(round(c[0] - r * 0.55), round(c[1] - r * 0.7), round(r * 0.7),
                                    round(r * 0.36)))
    cv.big.blit(shine, (0, 0))
    return cv.finish()


# -- the seat portrait -----------------------------------------------------------------------------
@table_cache(maxsize=256)
def portrait(role: str | None, size: int) -> pygame.Surface:
    """A round seat token `size` px across: the role's portrait in its side's rim, or a
    neutral hooded villager in a grey one for a seat whose role is not known (None)."""
    if role is not None and role not in SCENES:
        raise KeyError(role)
    s = max(12, int(size))
    cv = Canvas(s, s)
    W = cv.W
    accent, _ = _accents(role)
    R = W / 2
    rim = max(cv.k * 1.5, W * 0.07)
    inner = R - rim
    fx, fy, fr = FRAMING[role]
    u = inner / fr
    layer = pygame.Surface((W, W), pygame.SRCALPHA)
    pen = Pen(layer, R - fx * u, R - fy * u, u)
    pen.ink_w = max(1.2, W * 0.012)
    (SCENES[role] if role is not None else _scene_unknown)(pen)
    disc = paint.masked(layer, lambda m: paint.circle(m, (255, 255, 255, 255), (R, R), inner + 1))
    paint.circle(cv.big, INK, (R, R), R)
    paint.radial_disc(cv.big, (R, R), R - W * 0.015, paint.shade(accent, 0.7),
                      paint.shade(accent, 1.25), steps=10, inner_at=0.85)
    cv.big.blit(disc, (0, 0))
    paint.circle(cv.big, INK, (R, R), inner + 1, max(1, round(W * 0.015)))
    return cv.finish()


@table_cache(maxsize=64)
def seat_token(seat: int, size: int) -> pygame.Surface:
    """Seat `seat`'s colour as a small shiny token `size` px across."""
    s = max(6, int(size))
    cv = Canvas(s, s)
    W = cv.W
    c = (W / 2, W / 2)
    colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
    paint.circle(cv.big, (16, 14, 24), c, W * 0.5)
    paint.radial_disc(cv.big, (c[0] - W * 0.05, c[1] - W * 0.06), W * 0.39,
                      paint.shade(colour, 0.82), paint.shade(colour, 1.25), steps=10)
    paint.circle(cv.big, (255, 255, 255, 255), (c[0] - W * 0.12, c[1] - W * 0.13), W * 0.08)
    return cv.finish()


# -- the village under the sky -------------------------------------------------------------
NIGHT_LOOK = {
    "sky": ((6, 9, 30), (38, 50, 96)), "hills": (28, 38, 76), "far": (18, 25, 54),
    "wall": (11, 13, 28), "roof": (11, 13, 28), "side": (11, 13, 28), "tree": (11, 13, 28),
    "pine": (11, 13, 28), "trunk": (11, 13, 28), "stone": (11, 13, 28), "spire": (11, 13, 28),
    "ground": (9, 11, 24), "window": (255, 204, 112), "dark_window": (11, 13, 28),
    "door": (11, 13, 28), "clock": (40, 44, 70),
}
DAY_LOOK = {
    "sky": ((150, 196, 232), (238, 242, 232)), "hills": (152, 186, 160), "far": (120, 160, 128),
    "wall": (236, 222, 192), "roof": (178, 90, 64), "side": (206, 188, 156), "tree": (86, 138, 76),
    "pine": (58, 108, 72), "trunk": (112, 80, 56), "stone": (198, 192, 180), "spire": (88, 98, 122),
    "ground": (104, 148, 84), "window": (76, 98, 132), "dark_window": (76, 98, 132),
    "door": (122, 80, 56), "clock": (246, 244, 236),
}
ROOFS_BY_DAY = ((178, 90, 64), (150, 96, 80), (196, 118, 70), (120, 110, 120))


def _village(s: pygame.Surface, x0: float, x1: float, base: float, u: float, seed: int,
             night: bool) -> None:
    """A row of houses, fir and round trees and one church tower, standing on `base`
    (big pixels) from x0 to x1, `u` big pixels the height of a house's wall; the
    ground below is filled to the surface's foot."""
    look = NIGHT_LOOK if night else DAY_LOOK
    rnd = random.Random(seed)
    bottom = s.get_height() + 2
    # the far hills, then the near buildings and trees, back to front
    ridge = []
    for i in range(49):
        x = x0 + (x1 - x0) * i / 48
        y = base - u * (1.6 + 0.7 * math.sin(i * 0.37 + seed) + 0.4 * math.sin(i * 0.9 + 1))
        ridge.append((x, y))
    paint.polygon(s, look["hills"], ridge + [(x1, bottom), (x0, bottom)])
    x = x0 + rnd.uniform(-1.0, 0.0) * u
    while x < x1 + u:  # a back row of trees
        h = u * rnd.uniform(1.6, 2.6)
        paint.polygon(s, look["far"], _pine_outline(x, base, h, h * 0.5))
        x += u * rnd.uniform(0.5, 1.4)
    church_at = x0 + (x1 - x0) * 0.3
    church_done = False
    x = x0 - u * rnd.uniform(0.5, 1.5)
    while x < x1 + u:
        if not church_done and x >= church_at - 2.5 * u:
            x = _church(s, x, base, u, look, night) + u * 0.2
            church_done = True
            continue
        kind = rnd.choices(("house", "pine", "tree", "gap"), (6, 3, 2, 1))[0]
        if kind == "house":
            x = _house(s, x, base, u, rnd, look, night) + u * rnd.uniform(0.1, 0.4)
        elif kind == "pine":
            h = u * rnd.uniform(2.0, 3.0)
            paint.polygon(s, look["pine"], _pine_outline(x + h * 0.25, base, h, h * 0.5))
            x += h * 0.45
        elif kind == "tree":
            h = u * rnd.uniform(1.6, 2.3)
            tx = x + h * 0.3
            paint.thick_line(s, look["trunk"], (tx, base), (tx, base - h * 0.6), u * 0.18)
            paint.polygon(s, look["tree"], paint.blob(tx, base - h * 0.68, h * 0.3, h * 0.32, rnd,
                                                      wobble=0.12))
            x += h * 0.6
        else:
            x += u * rnd.uniform(0.4, 1.0)
    paint.polygon(s, look["ground"], [(x0, base), (x1, base), (x1, bottom), (x0, bottom)])


def _window(s: pygame.Surface, rect: tuple[float, float, float, float], look: dict,
            lit: bool) -> None:
    x, y, w, h = rect
    colour = look["window"] if lit else look["dark_window"]
    if lit and look is NIGHT_LOOK:
        glow = pygame.Surface((round(w * 3), round(h * 3)), pygame.SRCALPHA)
        for i in range(6):
            t = i / 5
            pygame.draw.ellipse(glow, (255, 190, 100, round(40 * t)),
                                glow.get_rect().inflate(-round(w * 2 * t), -round(h * 2 * t)))
        s.blit(glow, (round(x - w), round(y - h)))
    paint.polygon(s, colour, [(x, y), (x + w, y), (x + w, y + h), (x, y + h)])


def _house(s: pygame.Surface, x: float, base: float, u: float, rnd: random.Random, look: dict,
           night: bool) -> float:
    w = u * rnd.uniform(1.5, 2.6)
    wall = u * rnd.uniform(0.9, 1.3)
    roof_h = u * rnd.uniform(0.7, 1.1)
    top = base - wall
    roof = rnd.choice(ROOFS_BY_DAY)  # drawn by night too: one village, day or night
    roof = look["roof"] if night else roof
    if rnd.random() < 0.6:  # a chimney
        cx = x + w * rnd.uniform(0.2, 0.7)
        paint.polygon(s, look["side"] if not night else roof,
                      [(cx, top - roof_h * 0.9), (cx + u * 0.22, top - roof_h * 0.9),
                       (cx + u * 0.22, top), (cx, top)])
    paint.polygon(s, look["wall"], [(x, top), (x + w, top), (x + w, base), (x, base)])
    if not night:
        paint.polygon(s, look["side"], [(x + w * 0.78, top), (x + w, top), (x + w, base),
                                        (x + w * 0.78, base)])
    paint.polygon(s, roof, [(x - u * 0.15, top + u * 0.04), (x + w * 0.5, top - roof_h),
                            (x + w + u * 0.15, top + u * 0.04)])
    ww, wh = u * 0.26, u * 0.3
    for i in range(max(1, int(w / (u * 0.8)))):
        wx = x + u * 0.3 + i * u * 0.75
        if wx + ww > x + w - u * 0.2:
            break
        _window(s, (wx, top + wall * 0.28, ww, wh), look, rnd.random() < 0.45)
    dx = x + w - u * 0.55
    paint.polygon(s, look["door"], [(dx, base - wall * 0.55), (dx + u * 0.3, base - wall * 0.55),
                                    (dx + u * 0.3, base), (dx, base)])
    return x + w


def _church(s: pygame.Surface, x: float, base: float, u: float, look: dict,
            night: bool) -> float:
    """The church: a long nave and its bell tower with a spire and a cross."""
    tw, th = u * 1.2, u * 3.0
    stone, roof = look["stone"], look["roof"] if night else (120, 110, 120)
    nave_x, nave_w, nave_h = x + tw * 0.8, u * 3.2, u * 1.6
    paint.polygon(s, stone, [(nave_x, base - nave_h), (nave_x + nave_w, base - nave_h),
                             (nave_x + nave_w, base), (nave_x, base)])
    paint.polygon(s, roof, [(nave_x, base - nave_h + u * 0.04), (nave_x + u * 0.6, base - nave_h
                                                                 - u * 1.0),
                            (nave_x + nave_w - u * 0.2, base - nave_h - u * 1.0),
                            (nave_x + nave_w + u * 0.15, base - nave_h + u * 0.04)])
    for i in range(3):
        wx = nave_x + u * (0.8 + i * 0.8)
        _arched_window(s, wx, base - nave_h * 0.7, u * 0.26, u * 0.55, look, night and i != 1)
    paint.polygon(s, stone, [(x, base - th), (x + tw, base - th), (x + tw, base), (x, base)])
    spire_top = base - th - u * 2.0
    paint.polygon(s, look["spire"], [(x - u * 0.12, base - th), (x + tw / 2, spire_top),
                                     (x + tw + u * 0.12, base - th)])
    cx = x + tw / 2
    paint.thick_line(s, look["spire"], (cx, spire_top + u * 0.1), (cx, spire_top - u * 0.5),
                     u * 0.07)
    paint.thick_line(s, look["spire"], (cx - u * 0.17, spire_top - u * 0.3),
                     (cx + u * 0.17, spire_top - u * 0.3), u * 0.07)
    paint.circle(s, look["clock"], (cx, base - th + u * 0.6), u * 0.28)
    if not night:
        for a in (-math.pi / 2, 0.3):
            paint.thick_line(s, INK, (cx, base - th + u * 0.6),
                             paint.polar((cx, base - th + u * 0.6), u * 0.2, a), u * 0.04)
    _arched_window(s, cx - u * 0.15, base - th + u * 1.2, u * 0.3, u * 0.6, look, False)
    paint.polygon(s, look["door"], [(cx - u * 0.22, base - u * 0.8),
                                    (cx + u * 0.22, base - u * 0.8), (cx + u * 0.22, base),
                                    (cx - u * 0.22, base)])
    return nave_x + nave_w


def _arched_window(s: pygame.Surface, x: float, y: float, w: float, h: float, look: dict,
                   lit: bool) -> None:
    colour = look["window"] if lit else look["dark_window"]
    pts = _arc((x + w / 2, y + w / 2), w / 2, math.pi, math.tau, 10) + [(x + w, y + h), (x, y + h)]
    paint.polygon(s, colour, pts)


SKY_SEED = 1729  # the table's sky is always this one
STAR_TINTS = ((255, 250, 232), (226, 230, 255), (255, 236, 204), (170, 178, 214))
CLOUDS = ((0.18, 0.2, 0.16), (0.55, 0.12, 0.12), (0.42, 0.34, 0.2), (0.92, 0.42, 0.14))


def _sprite(w: float, h: float, draw: Callable[[Pen], None]) -> pygame.Surface:
    """A small supersampled picture `draw` paints in its final pixels."""
    cv = Canvas(math.ceil(w), math.ceil(h))
    pen = Pen(cv.big, 0, 0, cv.k)
    pen.ink_w = cv.k
    draw(pen)
    return cv.finish()


@table_cache(maxsize=48)
def _star_sprite(d: int, tint: int, sparkle: bool) -> pygame.Surface:
    """A star `d` px across, smooth at any size: a dot, or a four-point sparkle."""
    colour = STAR_TINTS[tint]
    if sparkle:
        return _sprite(d, d, lambda p: _sparkle(p, (d / 2, d / 2), d * 0.48, colour))
    return _sprite(d, d, lambda p: p.disc(colour, (d / 2, d / 2), d * 0.36, ink=False))


def _star_field(out: pygame.Surface, rnd: random.Random, w: int, h: int, scale: float) -> None:
    for i in range(int(w * h / 1500)):
        x, y = rnd.uniform(0, w), h * 0.8 * rnd.random() ** 1.35
        tint = rnd.randrange(len(STAR_TINTS))
        sparkle = i % 29 == 0
        d = max(2, round((rnd.uniform(9, 13) if sparkle else rnd.uniform(2, 3.6)) * scale))
        img = _star_sprite(d, tint, sparkle)
        out.blit(img, img.get_rect(center=(round(x), round(y))))


def _emblem_sky(pen: Pen, rnd: random.Random) -> None:
    """The emblem's starry sky and full moon, in its own unit box."""
    pen.gradient((0, 0, 1, 1), *NIGHT_LOOK["sky"])
    for i in range(60):
        x, y = rnd.uniform(0, 1), 0.8 * rnd.random() ** 1.35
        tint = STAR_TINTS[rnd.randrange(len(STAR_TINTS))]
        if i % 15 == 0:
            _sparkle(pen, (x, y), 0.025, tint)
        else:
            pen.disc(tint, (x, y), rnd.uniform(0.003, 0.007), ink=False)
    _moon(pen, (0.5, 0.37), 0.27, glow=110)


def _sun(pen: Pen, c: Point, r: float) -> None:
    pen.glow(c, r * 4, (255, 250, 220), 150)
    pen.disc((255, 252, 236), c, r, ink=False)


@table_cache(maxsize=6)
def night_sky(size: tuple[int, int], night: bool = True) -> pygame.Surface:
    """The table's background, `size` px and opaque: a starry deep-blue sky, the moon
    and the dark village along the foot (roofs with lit windows, the church tower,
    trees); with `night` False the same village by day under a pale sky, a pale sun and
    clouds. Always the same picture for the same size.

    The sky is a plain gradient at its final size with small supersampled sprites on it
    (stars, moon or sun, clouds); only the village's band is drawn supersampled whole."""
    w, h = max(16, int(size[0])), max(16, int(size[1]))
    look = NIGHT_LOOK if night else DAY_LOOK
    out = pygame.Surface((w, h))
    out.blit(paint.vertical_gradient((w, h), *look["sky"]), (0, 0))
    rnd = random.Random(SKY_SEED)
    m = min(w, h)
    centre, r = (w * 0.8, h * 0.2), m * 0.06
    if night:
        _star_field(out, rnd, w, h, max(1.0, m / 600))
        span = r * 4.4
        body = _sprite(span, span, lambda p: _moon(p, (span / 2, span / 2), r, glow=150))
    else:
        span = r * 8.4
        body = _sprite(span, span, lambda p: _sun(p, (span / 2, span / 2), r))
        for cx, cy, cw in CLOUDS:
            cw *= w
            cloud = _sprite(1.14 * cw + 2, 0.8 * cw + 2,
                            lambda p, cw=cw: _cloud(p, (0.57 * cw + 1, 0.42 * cw + 1), cw, 170))
            out.blit(cloud, (round(cx * w - 0.57 * cw - 1), round(cy * h - 0.42 * cw - 1)))
    out.blit(body, body.get_rect(center=(round(centre[0]), round(centre[1]))))
    # the village: its band alone supersampled
    band_h = min(h, round(h * 0.5))
    cv = Canvas(w, band_h, k=2)
    unit = min(h * 0.075, w * 0.06) * cv.k
    base = cv.H - h * 0.06 * cv.k
    _village(cv.big, 0, cv.W, base, unit, SKY_SEED, night)
    if night:  # a little mist over the roofs
        mist_h = round(h * 0.16 * cv.k)
        mist = paint.vertical_gradient((cv.W, mist_h), (120, 140, 200, 0), (120, 140, 200, 56))
        cv.big.blit(mist, (0, round(base) - mist_h))
    out.blit(cv.finish(), (0, h - band_h))
    return out


@table_cache(maxsize=8)
def emblem_picture(size: int) -> pygame.Surface:
    """The browser's emblem: the wolf's head rising before the full moon over the
    sleeping village, on a rounded tile `size` px square."""
    s = max(16, int(size))
    cv = Canvas(s, s)
    W = cv.W
    layer = pygame.Surface((W, W), pygame.SRCALPHA)
    pen = Pen(layer, 0, 0, W)
    _emblem_sky(pen, random.Random(7))
    _wolf_head(pen, (0.5, 0.63), 0.52, muzzle=1.15)
    _village(layer, 0, W, W * 0.97, W * 0.06, 5, True)
    radius = W * 0.16
    tile = paint.masked(layer, lambda m: paint.rounded_rect(m, (255, 255, 255, 255), m.get_rect(),
                                                            radius))
    cv.big.blit(tile, (0, 0))
    ew = max(1, round(W * 0.02))
    paint.rounded_rect(cv.big, GOLD, cv.big.get_rect(), radius, ew)
    return cv.finish()


def all_roles() -> tuple[str, ...]:
    """The role keys with a card, in the deck builder's order."""
    return tuple(r for r in ROLE_ORDER if r in SCENES)
