"""Saboteur's pictures, drawn in code: the path cards (tunnels as sandy channels in dark
rock, dead ends blocked by a boulder, the start's ladder, the goals' gold or stone), the
action cards (broken and mended tools, the map, the rockfall), the dwarves, the gold
nuggets, the backs, the tool icons and the role badges.

Shapes are drawn in fractions of the card's width on a supersampled `paint.Canvas`
(smooth-scaled down once, so a 36 px card is as clean as a 300 px one); every finished
picture is kept by `table_cache` and given back when the table closes. A card's facts
come from `cards.INFO` (its edges, dead end, tools), never from its code's spelling.
"""

from __future__ import annotations

import dataclasses
import math
import random

import pygame

from game.games.saboteur.cards import DIRECTIONS, INFO, TOOLS, Info
from game.ui import paint
from game.ui.memory import table_cache
from game.ui.paint import Canvas, Color, Point

CARD_ASPECT = 1.5  # height / width of every card, and of the maze's cells
RADIUS = 0.07  # corner radius, a fraction of the width

ROCK_TOP, ROCK_BOTTOM = (96, 68, 46), (60, 42, 29)
ROCK_EDGE = (30, 20, 13)
SAND, SAND_LIGHT, SAND_LIP = (218, 180, 118), (238, 210, 156), (132, 92, 54)
STONE, STONE_DARK, STONE_LIGHT = (150, 150, 146), (70, 70, 72), (196, 196, 190)
GOLD, GOLD_DARK, GOLD_LIGHT = (240, 186, 44), (142, 92, 14), (255, 240, 160)
PARCH_TOP, PARCH_BOTTOM = (248, 238, 212), (228, 208, 164)
INK = (44, 30, 20)
RED, GREEN, WHITE = (214, 38, 34), (36, 150, 66), (255, 252, 244)
STEEL, STEEL_DARK = (184, 192, 204), (92, 98, 112)
WOOD, WOOD_DARK = (164, 104, 50), (100, 60, 28)
SKIN = (242, 196, 156)
# A category's frame on an action card, and a role's colours (ground, rim).
ACTION_FRAME: dict[str, Color] = {"break": RED, "fix": GREEN, "map": (60, 110, 180),
                                  "rockfall": (110, 104, 98)}
ROLE_GROUND: dict[str, tuple[Color, Color]] = {
    "digger": ((250, 200, 84), (196, 128, 30)),
    "saboteur": ((92, 88, 118), (40, 36, 54)),
}
BACK_KINDS = ("deck", "goal", "dwarf", "nugget")

_BY_CODE: dict[str, Info] = {info.code: info for info in INFO}


# -- the public pictures ------------------------------------------------------------
@table_cache(maxsize=512)
def face(code: str, w: int, turned: bool = False) -> pygame.Surface:
    """The face of the card `code`, `w` px wide and round(w * CARD_ASPECT) high;
    `turned`: rotated 180 degrees (a path card laid the other way in the maze).
    Copies of a card share the surface: blit it, never draw on it."""
    info = _BY_CODE[code]
    # Copies of a card share one printed face: drawn once, whatever their copy number.
    up = _printed(dataclasses.replace(info, code=""), max(8, int(w)))
    return pygame.transform.flip(up, True, True) if turned else up


@table_cache(maxsize=64)
def back(kind: str, w: int) -> pygame.Surface:
    """A face-down card: "deck" (the path and action draw pile), "goal", "dwarf" or
    "nugget"."""
    if kind not in BACK_KINDS:
        raise ValueError(f"no back for {kind!r}")
    w = max(8, int(w))
    cv = Canvas(w, round(w * CARD_ASPECT))
    {"deck": _back_deck, "goal": _back_goal, "dwarf": _back_dwarf,
     "nugget": _back_nugget}[kind](cv)
    _edge(cv)
    return cv.finish()


@table_cache(maxsize=64)
def tool_icon(tool: str, size: int, broken: bool) -> pygame.Surface:
    """A square icon of a tool ("pick", "lamp", "cart") on a small tile; `broken`: the
    same tool split by a crack, the tile reddened and crossed out (the cross tells it
    without colour)."""
    if tool not in TOOLS:
        raise ValueError(f"no tool {tool!r}")
    size = max(8, int(size))
    cv = Canvas(size, size)
    S = cv.W
    top, bottom = ((250, 214, 206), (226, 170, 160)) if broken else (PARCH_TOP, PARCH_BOTTOM)
    paint.gradient_rounded_rect(cv.big, (0, 0, S, S), S * 0.18, top, bottom)
    pic = _tool_picture(tool, round(S * 0.9), broken)
    cv.big.blit(pic, pic.get_rect(center=(S / 2, S / 2)))
    paint.rounded_rect(cv.big, RED if broken else INK, (0, 0, S, S), S * 0.18,
                       max(1, round(S * 0.05)))
    return cv.finish()


@table_cache(maxsize=32)
def role_badge(role: str, size: int) -> pygame.Surface:
    """A round badge with a dwarf's head: a digger in a golden lamp helmet, a saboteur
    in a dark pointed hood (the hat's shape tells them apart, not only the colour)."""
    if role not in ROLE_GROUND:
        raise ValueError(f"no role {role!r}")
    size = max(8, int(size))
    cv = Canvas(size, size)
    _badge(cv.big, role, (cv.W / 2, cv.W / 2), cv.W)
    return cv.finish()


# -- faces ------------------------------------------------------------------------------
@table_cache(maxsize=256)
def _printed(info: Info, w: int) -> pygame.Surface:
    """A card's face as printed (its copy number blanked), upright."""
    cv = Canvas(w, round(w * CARD_ASPECT))
    if info.group in ("tunnel", "start", "goal"):
        _path_face(cv, info)
    elif info.group == "action":
        _action_face(cv, info)
    elif info.group == "dwarf":
        _dwarf_face(cv, info.kind)
    elif info.group == "nugget":
        _nugget_face(cv, info.value)
    else:
        raise ValueError(f"no face for {info.group!r}")
    _edge(cv)
    return cv.finish()


def _edge(cv: Canvas, color: Color = ROCK_EDGE) -> None:
    paint.rounded_rect(cv.big, color, (0, 0, cv.W, cv.H), cv.W * RADIUS,
                       max(1, round(cv.W * 0.025)))


def _rock_ground(cv: Canvas, seed: str, top: Color = ROCK_TOP,
                 bottom: Color = ROCK_BOTTOM) -> None:
    """Dark earth with a few darker and lighter stones in it (the same for a kind)."""
    W, H = cv.W, cv.H
    paint.gradient_rounded_rect(cv.big, (0, 0, W, H), W * RADIUS, top, bottom)
    rnd = random.Random(seed)
    for _ in range(16):
        x, y = rnd.uniform(0.1, 0.9) * W, rnd.uniform(0.07, 0.93) * H
        r = rnd.uniform(0.025, 0.06) * W
        colour = paint.shade(paint.mix(top, bottom, y / H), rnd.choice((0.78, 0.86, 1.14)))
        paint.polygon(cv.big, colour, paint.blob(x, y, r, r * 0.7, rnd, 0.25, 12,
                                                 rnd.uniform(0, math.pi)))


def _edge_point(W: float, H: float, dx: int, dy: int, beyond: float) -> Point:
    """The midpoint of a card's side, pushed `beyond` past it (round caps fall off)."""
    return (W / 2 + dx * (W / 2 + beyond), H / 2 + dy * (H / 2 + beyond))


def _channels(s: pygame.Surface, W: float, H: float, edges: int, dead_end: bool) -> None:
    """The sandy tunnels, a third of the width, from each open side to the centre; a
    dead end's stop short of it, round-ended, leaving rock for the boulder."""
    cw = W / 3
    c = (W / 2, H / 2)
    lip = max(1.0, W * 0.03)
    # A dead end's sand ends 0.8 cw from the centre (its cap's inner edge): the rock
    # between holds the boulder.
    reach = 1.3 * cw if dead_end else 0.0
    arms = []
    for bit, dx, dy in DIRECTIONS:
        if edges & bit:
            arms.append((_edge_point(W, H, dx, dy, cw), (c[0] + dx * reach, c[1] + dy * reach)))
    for colour, width in ((SAND_LIP, cw + 2 * lip), (SAND, cw), (SAND_LIGHT, cw * 0.42)):
        for a, b in arms:
            paint.thick_line(s, colour, a, b, width)


def _boulder(s: pygame.Surface, c: Point, r: float, seed: str) -> None:
    """A big grey rock with a shadow, a lit face and a crack."""
    rnd = random.Random(seed)
    x, y = c
    outline = paint.blob(x, y, r, r * 0.9, rnd, 0.16, 28)
    paint.polygon(s, (20, 14, 10), [(px + r * 0.12, py + r * 0.16) for px, py in outline])
    paint.polygon(s, STONE_DARK, [(x + (px - x) * 1.1, y + (py - y) * 1.1) for px, py in outline])
    paint.polygon(s, STONE, outline)
    paint.polygon(s, STONE_LIGHT, paint.blob(x - r * 0.28, y - r * 0.3, r * 0.45, r * 0.32,
                                             rnd, 0.2, 16, -0.5))
    paint.polyline(s, STONE_DARK, [(x + r * 0.15, y - r * 0.75), (x + r * 0.3, y - r * 0.15),
                                   (x + r * 0.05, y + r * 0.2), (x + r * 0.2, y + r * 0.7)],
                   max(1.0, r * 0.09))


def _nugget(s: pygame.Surface, c: Point, r: float, rnd: random.Random) -> None:
    """A lump of gold: a dark rim, the gold, a bright glint."""
    x, y = c
    outline = paint.blob(x, y, r, r * 0.78, rnd, 0.22, 24, rnd.uniform(-0.4, 0.4))
    paint.polygon(s, GOLD_DARK, [(x + (px - x) * 1.14, y + (py - y) * 1.14 + r * 0.06)
                                 for px, py in outline])
    paint.polygon(s, GOLD, outline)
    paint.polygon(s, GOLD_LIGHT, paint.blob(x - r * 0.3, y - r * 0.28, r * 0.34, r * 0.2,
                                            rnd, 0.2, 14, -0.5))


def _gold_heap(s: pygame.Surface, c: Point, r: float) -> None:
    """A heap of nuggets with a sparkle, about `r` round `c`."""
    rnd = random.Random("heap")
    x, y = c
    for dx, dy, k in ((-0.5, 0.35, 0.45), (0.5, 0.35, 0.45), (0.0, 0.45, 0.48),
                      (-0.25, -0.05, 0.45), (0.28, -0.02, 0.42), (0.0, -0.42, 0.4)):
        _nugget(s, (x + dx * r, y + dy * r), k * r, rnd)
    paint.polygon(s, WHITE, paint.star_points(x + r * 0.55, y - r * 0.55, r * 0.3, r * 0.08, 4))


def _stone_lump(s: pygame.Surface, c: Point, r: float) -> None:
    """A small heap of grey stones sitting on the sand (a stone goal: no gold)."""
    rnd = random.Random("lump")
    x, y = c
    for dx, dy, k in ((-0.42, 0.25, 0.5), (0.42, 0.28, 0.48), (0.0, -0.2, 0.58)):
        px, py = x + dx * r, y + dy * r
        pts = paint.blob(px, py, k * r, k * r * 0.8, rnd, 0.2, 18)
        paint.polygon(s, STONE_DARK, [(qx + (qx - px) * 0.14, qy + (qy - py) * 0.14 + k * r * 0.1)
                                      for qx, qy in pts])
        paint.polygon(s, STONE, pts)
        paint.polygon(s, STONE_LIGHT, paint.blob(px - k * r * 0.3, py - k * r * 0.3, k * r * 0.35,
                                                 k * r * 0.22, rnd, 0.2, 12, -0.5))


def _ladder(s: pygame.Surface, c: Point, cw: float) -> None:
    """The start: a shaft going down with a ladder standing in it."""
    x, y = c
    pygame.draw.ellipse(s, (26, 16, 10), pygame.Rect(x - cw * 0.62, y - cw * 0.5, cw * 1.24,
                                                     cw * 1.0))
    top, bottom = y - cw * 0.95, y + cw * 0.8
    rail = max(1.0, cw * 0.12)
    for side in (-1, 1):
        paint.thick_line(s, WOOD_DARK, (x + side * cw * 0.26, top), (x + side * cw * 0.26, bottom),
                         rail * 1.5)
    for i in range(4):
        ry = top + (bottom - top) * (0.16 + 0.24 * i)
        paint.thick_line(s, WOOD, (x - cw * 0.26, ry), (x + cw * 0.26, ry), rail)
    for side in (-1, 1):
        paint.thick_line(s, WOOD, (x + side * cw * 0.26, top), (x + side * cw * 0.26, bottom),
                         rail)


def _path_face(cv: Canvas, info: Info) -> None:
    W, H = cv.W, cv.H
    cw = W / 3
    c = (W / 2, H / 2)
    _rock_ground(cv, info.kind)
    if info.group == "goal":
        # A goal's frame (gold, or grey for stone) under the tunnels, which run on
        # through it to the sides like any other card's.
        frame = GOLD if info.gold else STONE_LIGHT
        paint.rounded_rect(cv.big, frame, (W * 0.05, W * 0.05, W * 0.9, H - W * 0.1),
                           W * 0.05, max(1, round(W * 0.035)))
    _channels(cv.big, W, H, info.edges, info.dead_end)
    if info.dead_end:
        _boulder(cv.big, c, cw * 0.52, info.kind)
    elif info.group == "start":
        _ladder(cv.big, c, cw)
    elif info.group == "goal" and info.gold:
        _gold_heap(cv.big, c, cw * 0.95)
    elif info.group == "goal":
        _stone_lump(cv.big, c, cw * 0.62)


def _parchment(cv: Canvas, frame: Color) -> None:
    W, H = cv.W, cv.H
    paint.gradient_rounded_rect(cv.big, (0, 0, W, H), W * RADIUS, PARCH_TOP, PARCH_BOTTOM)
    paint.rounded_rect(cv.big, frame, (W * 0.06, W * 0.06, W * 0.88, H - W * 0.12), W * 0.05,
                       max(1, round(W * 0.035)))


def _check_badge(s: pygame.Surface, c: Point, r: float) -> None:
    """A green disc with a white tick: mended."""
    x, y = c
    paint.circle(s, WHITE, c, r * 1.12)
    paint.circle(s, GREEN, c, r)
    paint.polyline(s, WHITE, [(x - r * 0.5, y + r * 0.02), (x - r * 0.12, y + r * 0.4),
                              (x + r * 0.52, y - r * 0.38)], r * 0.26)


def _action_face(cv: Canvas, info: Info) -> None:
    W, H = cv.W, cv.H
    category = "break" if info.breaks else "fix" if info.mends else info.kind
    _parchment(cv, ACTION_FRAME[category])
    s = cv.big
    if info.breaks:
        pic = _tool_picture(info.breaks, round(W * 0.84), True)
        s.blit(pic, pic.get_rect(center=(W / 2, H / 2)))
    elif len(info.mends) == 1:
        pic = _tool_picture(info.mends[0], round(W * 0.8), False)
        s.blit(pic, pic.get_rect(center=(W / 2, H * 0.44)))
        _check_badge(s, (W * 0.68, H * 0.74), W * 0.15)
    elif info.mends:
        # Either tool: one top left, one bottom right, a slash for "or" between.
        first, second = info.mends
        for tool, (x, y) in ((first, (W * 0.33, H * 0.3)), (second, (W * 0.67, H * 0.66))):
            pic = _tool_picture(tool, round(W * 0.56), False)
            s.blit(pic, pic.get_rect(center=(x, y)))
        paint.thick_line(s, INK, (W * 0.7, H * 0.3), (W * 0.3, H * 0.66), W * 0.05)
        _check_badge(s, (W * 0.27, H * 0.83), W * 0.12)
    elif info.kind == "map":
        _map(s, (W / 2, H / 2), W * 0.78)
    elif info.kind == "rockfall":
        _rockfall(s, W, H)
    else:
        raise ValueError(f"no picture for the action {info.kind!r}")


def _map(s: pygame.Surface, c: Point, size: float) -> None:
    """A treasure map: a paper with rolled ends, hills, a dotted trail and a red X."""
    x, y = c
    w, h = size, size * 1.05
    left, top = x - w / 2, y - h / 2
    paper, paper_dark = (236, 214, 160), (190, 156, 96)
    paint.rounded_rect(s, paper_dark, (left - w * 0.02, top + w * 0.02, w, h), w * 0.04)
    paint.rounded_rect(s, paper, (left, top, w, h), w * 0.04)
    for yy in (top, top + h):  # the rolled ends
        paint.thick_line(s, paper_dark, (left - w * 0.04, yy), (left + w * 1.04, yy), w * 0.1)
        paint.thick_line(s, paper, (left - w * 0.02, yy - w * 0.015),
                         (left + w * 1.02, yy - w * 0.015), w * 0.05)
    line = max(1.0, w * 0.03)
    for hx, hy in ((0.25, 0.3), (0.42, 0.24)):  # hills
        px, py = left + w * hx, top + h * hy
        paint.polygon(s, (150, 120, 80), [(px - w * 0.12, py + w * 0.08), (px, py - w * 0.08),
                                          (px + w * 0.12, py + w * 0.08)])
    trail = paint.bezier_points((left + w * 0.14, top + h * 0.86), (left + w * 0.9, top + h * 0.8),
                                (left + w * 0.62, top + h * 0.42), 8)
    for px, py in trail[:-1]:
        paint.circle(s, (120, 80, 40), (px, py), line * 0.9)
    ex, ey = left + w * 0.7, top + h * 0.32
    d = w * 0.13
    paint.thick_line(s, RED, (ex - d, ey - d), (ex + d, ey + d), w * 0.07)
    paint.thick_line(s, RED, (ex - d, ey + d), (ex + d, ey - d), w * 0.07)


def _rockfall(s: pygame.Surface, W: float, H: float) -> None:
    """Rocks falling onto a tunnel: speed lines above them, a heap where they land."""
    ty = H * 0.74
    paint.thick_line(s, SAND_LIP, (W * 0.1, ty), (W * 0.9, ty), W * 0.24)
    paint.thick_line(s, SAND, (W * 0.1, ty), (W * 0.9, ty), W * 0.18)
    for x, y, r in ((0.3, 0.3, 0.13), (0.66, 0.2, 0.1), (0.58, 0.45, 0.15)):
        cx, cy = W * x, H * y
        for k in (-0.5, 0.0, 0.5):  # speed lines
            paint.thick_line(s, (120, 110, 96), (cx + k * W * r, cy - W * r * 1.3),
                             (cx + k * W * r, cy - W * r * 2.3), max(1.0, W * 0.022))
        _boulder(s, (cx, cy), W * r, f"fall{x}")
    for x, r in ((0.34, 0.1), (0.5, 0.12), (0.66, 0.1)):
        _boulder(s, (W * x, ty - W * 0.02 + (0.12 - r) * W), W * r, f"heap{x}")


# -- tools --------------------------------------------------------------------------------
def _tool_picture(tool: str, px: int, broken: bool) -> pygame.Surface:
    """A tool on a transparent `px` square (pixels of whatever canvas it goes on);
    broken: split along a crack, the halves pushed apart, a red cross over it."""
    pic = pygame.Surface((px, px), pygame.SRCALPHA)
    {"pick": _pick, "lamp": _lamp, "cart": _cart}[tool](pic, float(px))
    if not broken:
        return pic
    S = float(px)
    crack = [(S * 0.3, -S), (S * 0.46, S * 0.3), (S * 0.38, S * 0.44), (S * 0.56, S * 0.58),
             (S * 0.5, S * 0.7), (S * 0.7, 2 * S)]
    left = crack + [(-S, 2 * S), (-S, -S)]
    right = crack + [(2 * S, 2 * S), (2 * S, -S)]
    out = pygame.Surface((px, px), pygame.SRCALPHA)
    d = S * 0.05
    for side, (dx, dy) in ((left, (-d, -d * 0.3)), (right, (d, d * 0.3))):
        half = paint.masked(pic, lambda m, pts=side: paint.polygon(m, (255, 255, 255, 255), pts))
        out.blit(half, (round(dx), round(dy)))
    # A "no" sign over it: a ring and one slash from top left (across a pick's haft,
    # never along it), white-edged to stand out on any ground.
    c, r = (S / 2, S / 2), S * 0.42
    a, b = paint.polar(c, r, math.pi * 1.25), paint.polar(c, r, math.pi * 0.25)
    paint.circle(out, WHITE, c, r + S * 0.075, max(1, round(S * 0.13)))
    paint.thick_line(out, WHITE, a, b, S * 0.15)
    paint.circle(out, RED, c, r + S * 0.045, max(1, round(S * 0.075)))
    paint.thick_line(out, RED, a, b, S * 0.08)
    return out


def _outlined(s: pygame.Surface, fill: Color, pts: list[Point], ow: float) -> None:
    paint.polygon(s, fill, pts)
    paint.polygon(s, INK, pts, max(1, round(ow)))


def _pick(s: pygame.Surface, S: float) -> None:
    """A pickaxe leaning right: a wooden haft, a curved steel head."""
    ow = S * 0.035
    a, head = (S * 0.2, S * 0.88), (S * 0.64, S * 0.3)
    ux, uy = head[0] - a[0], head[1] - a[1]
    d = math.hypot(ux, uy)
    ux, uy = ux / d, uy / d
    vx, vy = -uy, ux
    def at(along: float, across: float) -> Point:
        return (head[0] + (ux * along + vx * across) * S, head[1] + (uy * along + vy * across) * S)

    paint.thick_line(s, INK, a, at(0.08, 0), S * 0.13)
    paint.thick_line(s, WOOD, a, at(0.06, 0), S * 0.13 - 2 * ow)

    t1, t2 = at(-0.14, 0.44), at(-0.14, -0.44)
    outer = paint.bezier_points(t1, at(0.36, 0.0), t2, 14)
    inner = paint.bezier_points(t2, at(0.0, 0.0), t1, 14)
    _outlined(s, STEEL, outer + inner, ow)
    shine = paint.bezier_points(at(-0.04, 0.3), at(0.22, 0.0), at(-0.04, -0.3), 10)
    paint.polyline(s, WHITE, shine, max(1.0, S * 0.025))


def _lamp(s: pygame.Surface, S: float) -> None:
    """A miner's lantern: a bail, a cap, a glowing glass with bars, a base."""
    ow = S * 0.035
    x = S * 0.5
    paint.circle(s, INK, (x, S * 0.22), S * 0.13, max(1, round(S * 0.05)))
    cap = [(x - S * 0.22, S * 0.34), (x + S * 0.22, S * 0.34), (x + S * 0.12, S * 0.22),
           (x - S * 0.12, S * 0.22)]
    glass = pygame.Rect(round(x - S * 0.17), round(S * 0.33), round(S * 0.34), round(S * 0.42))
    paint.rounded_rect(s, (255, 206, 80), glass, S * 0.06)
    pygame.draw.ellipse(s, (255, 246, 206), glass.inflate(-S * 0.16, -S * 0.16))
    paint.rounded_rect(s, INK, glass, S * 0.06, max(1, round(ow)))
    for bx in (-0.085, 0.085):
        paint.thick_line(s, INK, (x + bx * S, glass.top), (x + bx * S, glass.bottom),
                         max(1.0, S * 0.022))
    _outlined(s, STEEL_DARK, cap, ow)
    _outlined(s, STEEL_DARK, [(x - S * 0.24, S * 0.74), (x + S * 0.24, S * 0.74),
                              (x + S * 0.24, S * 0.84), (x - S * 0.24, S * 0.84)], ow)


def _cart(s: pygame.Surface, S: float) -> None:
    """A mine cart full of ore on a rail."""
    ow = S * 0.035
    paint.thick_line(s, INK, (S * 0.06, S * 0.86), (S * 0.94, S * 0.86), S * 0.05)
    rnd = random.Random("ore")
    for ox in (0.3, 0.5, 0.7):
        _nugget(s, (S * ox, S * 0.33), S * 0.11, rnd)
    bucket = [(S * 0.1, S * 0.36), (S * 0.9, S * 0.36), (S * 0.8, S * 0.7), (S * 0.2, S * 0.7)]
    _outlined(s, (132, 100, 76), bucket, ow)
    paint.thick_line(s, (96, 70, 50), (S * 0.16, S * 0.46), (S * 0.84, S * 0.46), S * 0.05)
    paint.thick_line(s, INK, (S * 0.1, S * 0.37), (S * 0.9, S * 0.37), S * 0.06)
    for wx in (0.32, 0.68):
        paint.circle(s, INK, (S * wx, S * 0.74), S * 0.11)
        paint.circle(s, STEEL_DARK, (S * wx, S * 0.74), S * 0.075)
        paint.circle(s, INK, (S * wx, S * 0.74), S * 0.03)


# -- dwarves ---------------------------------------------------------------------------
def _badge(s: pygame.Surface, role: str, c: Point, size: float) -> None:
    """A role's round badge `size` across round `c`: the ground in its colour, a head."""
    light, dark = ROLE_GROUND[role]
    x, y = c
    r = size * 0.48
    paint.radial_disc(s, c, r, dark, light, 20, 0.15)
    paint.circle(s, INK, c, r, max(1, round(size * 0.035)))
    u = size  # the head drawn in fractions of the badge

    def p(a: float, b: float) -> Point:
        return (x + (a - 0.5) * u, y + (b - 0.5) * u)

    ow = max(1, round(u * 0.025))
    if role == "digger":
        beard, face_c, hat = (200, 110, 50), SKIN, (255, 214, 64)
    else:
        beard, face_c, hat = (62, 58, 60), (196, 150, 122), (28, 26, 34)
    if role == "saboteur":
        # A pointed hood falling to the shoulders, behind the face.
        hood = [p(0.2, 0.86), p(0.2, 0.5), p(0.32, 0.26), p(0.5, 0.08), p(0.68, 0.26),
                p(0.8, 0.5), p(0.8, 0.86)]
        paint.polygon(s, hat, hood)
        paint.polygon(s, (150, 140, 170), hood, ow)
    beard_pts = [p(0.28, 0.5), p(0.72, 0.5), p(0.7, 0.7), p(0.58, 0.86), p(0.5, 0.9),
                 p(0.42, 0.86), p(0.3, 0.7)]
    paint.polygon(s, beard, beard_pts)
    paint.polygon(s, INK, beard_pts, ow)
    paint.circle(s, face_c, p(0.5, 0.5), u * 0.17)
    paint.circle(s, paint.shade(face_c, 0.82), p(0.5, 0.56), u * 0.055)  # nose
    if role == "digger":
        for ex in (0.43, 0.57):
            paint.circle(s, INK, p(ex, 0.49), u * 0.025)
        dome = paint.arc_points(p(0.5, 0.42), u * 0.22, math.pi, math.tau, 18, ry=u * 0.2)
        paint.polygon(s, hat, dome)
        paint.polygon(s, INK, dome, ow)
        paint.thick_line(s, INK, p(0.24, 0.42), p(0.76, 0.42), u * 0.07)
        paint.thick_line(s, hat, p(0.25, 0.42), p(0.75, 0.42), u * 0.045)
        for a in (-0.6, 0.0, 0.6):  # the lamp's light
            paint.thick_line(s, WHITE, paint.polar(p(0.5, 0.3), u * 0.09, a - math.pi / 2),
                             paint.polar(p(0.5, 0.3), u * 0.16, a - math.pi / 2), u * 0.03)
        paint.circle(s, INK, p(0.5, 0.31), u * 0.065)
        paint.circle(s, WHITE, p(0.5, 0.31), u * 0.045)
    else:
        # Narrow, slanted eyes under a frown: up to no good.
        for ex, f in ((0.43, 1), (0.57, -1)):
            paint.thick_line(s, INK, p(ex - 0.05 * f, 0.44), p(ex + 0.04 * f, 0.465), u * 0.03)
            paint.circle(s, (250, 70, 50), p(ex, 0.49), u * 0.022)
        paint.circle(s, hat, p(0.5, 0.36), u * 0.14)  # the hood's shadow over the brow
        paint.polygon(s, hat, [p(0.33, 0.4), p(0.5, 0.32), p(0.67, 0.4), p(0.67, 0.3),
                               p(0.33, 0.3)])


def _dwarf_face(cv: Canvas, role: str) -> None:
    W, H = cv.W, cv.H
    light, dark = ROLE_GROUND[role]
    paint.gradient_rounded_rect(cv.big, (0, 0, W, H), W * RADIUS, light, dark)
    paint.rounded_rect(cv.big, paint.shade(dark, 0.6), (W * 0.06, W * 0.06, W * 0.88,
                                                         H - W * 0.12), W * 0.05,
                       max(1, round(W * 0.03)))
    _badge(cv.big, role, (W / 2, H * 0.42), W * 0.9)
    if role == "digger":
        pic = _tool_picture("pick", round(W * 0.36), False)
        cv.big.blit(pic, pic.get_rect(center=(W * 0.3, H * 0.8)))
        _nugget(cv.big, (W * 0.68, H * 0.82), W * 0.11, random.Random("dwarf"))
    else:
        _bomb(cv.big, (W * 0.5, H * 0.81), W * 0.12)


def _bomb(s: pygame.Surface, c: Point, r: float) -> None:
    """A round black bomb with a lit fuse: the saboteur's card."""
    x, y = c
    paint.circle(s, (20, 18, 24), c, r)
    paint.circle(s, (90, 90, 110), (x - r * 0.35, y - r * 0.35), r * 0.25)
    paint.thick_line(s, (20, 18, 24), (x + r * 0.5, y - r * 0.7), (x + r * 0.8, y - r * 1.0),
                     r * 0.35)
    paint.polyline(s, WOOD, [(x + r * 0.8, y - r * 1.0), (x + r * 1.2, y - r * 1.15),
                             (x + r * 1.4, y - r * 1.5)], max(1.0, r * 0.12))
    paint.polygon(s, (255, 150, 40), paint.star_points(x + r * 1.45, y - r * 1.6, r * 0.45,
                                                       r * 0.18, 6))


# -- nuggets ---------------------------------------------------------------------------
NUGGET_SPOTS: dict[int, tuple[tuple[float, float, float], ...]] = {
    1: ((0.5, 0.4, 0.24),),
    2: ((0.34, 0.32, 0.18), (0.64, 0.5, 0.18)),
    3: ((0.5, 0.24, 0.15), (0.3, 0.48, 0.15), (0.7, 0.48, 0.15)),
}


def _nugget_face(cv: Canvas, value: int) -> None:
    W, H = cv.W, cv.H
    paint.gradient_rounded_rect(cv.big, (0, 0, W, H), W * RADIUS, (88, 62, 40), (44, 30, 20))
    paint.rounded_rect(cv.big, GOLD, (W * 0.06, W * 0.06, W * 0.88, H - W * 0.12), W * 0.05,
                       max(1, round(W * 0.03)))
    rnd = random.Random(f"nugget{value}")
    for x, y, r in NUGGET_SPOTS.get(value, NUGGET_SPOTS[3]):
        _nugget(cv.big, (W * x, H * y), W * r, rnd)
    c = (W * 0.5, H * 0.8)
    paint.circle(cv.big, GOLD, c, W * 0.17)
    paint.circle(cv.big, (44, 30, 20), c, W * 0.14)
    cv.text(str(value), (c[0], c[1] + W * 0.01), W * 0.26, GOLD_LIGHT)


# -- backs ------------------------------------------------------------------------------
def _back_deck(cv: Canvas) -> None:
    """The draw pile: a mine's entrance in the rock, timbered, rails going in."""
    W, H = cv.W, cv.H
    _rock_ground(cv, "back", (110, 78, 50), (64, 44, 30))
    paint.rounded_rect(cv.big, GOLD, (W * 0.06, W * 0.06, W * 0.88, H - W * 0.12), W * 0.05,
                       max(1, round(W * 0.025)))
    x, y = W / 2, H * 0.5
    arch = paint.arc_points((x, y - W * 0.05), W * 0.26, math.pi, math.tau, 20)
    paint.polygon(cv.big, (14, 10, 8), arch + [(x + W * 0.26, y + W * 0.38),
                                               (x - W * 0.26, y + W * 0.38)])
    for px, py in ((x - W * 0.16, y + W * 0.38), (x + W * 0.16, y + W * 0.38)):  # rails
        paint.thick_line(cv.big, STEEL_DARK, (px, py), (x + (px - x) * 0.3, y + W * 0.02),
                         W * 0.03)
    for k in range(3):
        ty = y + W * (0.1 + 0.1 * k)
        half = W * (0.08 + 0.06 * k)
        paint.thick_line(cv.big, WOOD_DARK, (x - half, ty), (x + half, ty), W * 0.025)
    for side in (-1, 1):  # posts
        paint.thick_line(cv.big, WOOD, (x + side * W * 0.3, y - W * 0.06),
                         (x + side * W * 0.3, y + W * 0.4), W * 0.08)
    paint.thick_line(cv.big, WOOD, (x - W * 0.38, y - W * 0.1), (x + W * 0.38, y - W * 0.1),
                     W * 0.09)
    pic = _tool_picture("pick", round(W * 0.36), False)
    cv.big.blit(pic, pic.get_rect(center=(x, y - W * 0.42)))


def _back_goal(cv: Canvas) -> None:
    """A face-down goal: a closed treasure chest under a question mark, on stone."""
    W, H = cv.W, cv.H
    paint.gradient_rounded_rect(cv.big, (0, 0, W, H), W * RADIUS, (84, 92, 110), (40, 44, 58))
    paint.rounded_rect(cv.big, GOLD, (W * 0.06, W * 0.06, W * 0.88, H - W * 0.12), W * 0.05,
                       max(1, round(W * 0.035)))
    paint.rounded_rect(cv.big, GOLD_DARK, (W * 0.11, W * 0.11, W * 0.78, H - W * 0.22),
                       W * 0.04, max(1, round(W * 0.015)))
    x, y = W / 2, H * 0.64
    bw, bh = W * 0.62, W * 0.36
    ow = max(1, round(W * 0.025))
    body = pygame.Rect(round(x - bw / 2), round(y - bh * 0.1), round(bw), round(bh))
    paint.rounded_rect(cv.big, WOOD, body, W * 0.03)
    lid = paint.arc_points((x, body.top), bw / 2, math.pi, math.tau, 18, ry=bh * 0.55)
    paint.polygon(cv.big, paint.shade(WOOD, 1.12), lid)
    paint.polygon(cv.big, INK, lid, ow)
    paint.rounded_rect(cv.big, INK, body, W * 0.03, ow)
    for bx in (-0.3, 0.3):  # gold bands
        bandx = x + bx * bw
        paint.thick_line(cv.big, GOLD, (bandx, body.top - bh * 0.5 * math.sqrt(1 - (bx * 2) ** 2)
                                        + W * 0.01), (bandx, body.bottom - W * 0.01), W * 0.05)
    paint.rounded_rect(cv.big, GOLD, (x - W * 0.06, body.top - W * 0.05, W * 0.12, W * 0.14),
                       W * 0.02)
    paint.circle(cv.big, INK, (x, body.top + W * 0.02), W * 0.018)
    cv.text("?", (x, H * 0.3), W * 0.5, GOLD_LIGHT, outline=GOLD_DARK)


def _back_dwarf(cv: Canvas) -> None:
    """A role card's back: a dwarf's dark outline and a question mark, on green."""
    W, H = cv.W, cv.H
    paint.gradient_rounded_rect(cv.big, (0, 0, W, H), W * RADIUS, (60, 120, 96), (26, 64, 50))
    paint.rounded_rect(cv.big, (200, 230, 200), (W * 0.06, W * 0.06, W * 0.88, H - W * 0.12),
                       W * 0.05, max(1, round(W * 0.025)))
    x, y = W / 2, H * 0.5
    shade, light = (22, 50, 40), (200, 230, 200)
    u = W * 1.1  # a dwarf's head in shadow: helmet, face, beard, as on the badges
    beard = [(x - u * 0.22, y), (x + u * 0.22, y), (x + u * 0.2, y + u * 0.22),
             (x + u * 0.08, y + u * 0.38), (x, y + u * 0.42), (x - u * 0.08, y + u * 0.38),
             (x - u * 0.2, y + u * 0.22)]
    paint.polygon(cv.big, shade, beard)
    paint.circle(cv.big, shade, (x, y), u * 0.19)
    dome = paint.arc_points((x, y - u * 0.1), u * 0.23, math.pi, math.tau, 18, ry=u * 0.22)
    paint.polygon(cv.big, shade, dome)
    paint.thick_line(cv.big, shade, (x - u * 0.3, y - u * 0.1), (x + u * 0.3, y - u * 0.1),
                     u * 0.07)
    cv.text("?", (x, y + u * 0.08), u * 0.4, light)


def _back_nugget(cv: Canvas) -> None:
    """The gold cards' back: a gold medallion with a nugget on dark earth."""
    W, H = cv.W, cv.H
    paint.gradient_rounded_rect(cv.big, (0, 0, W, H), W * RADIUS, (100, 66, 36), (50, 32, 18))
    paint.rounded_rect(cv.big, GOLD, (W * 0.06, W * 0.06, W * 0.88, H - W * 0.12), W * 0.05,
                       max(1, round(W * 0.025)))
    c = (W / 2, H / 2)
    paint.radial_disc(cv.big, c, W * 0.32, GOLD_DARK, GOLD, 16, 0.4)
    paint.circle(cv.big, GOLD_LIGHT, c, W * 0.32, max(1, round(W * 0.02)))
    paint.circle(cv.big, (60, 40, 22), c, W * 0.22)
    _nugget(cv.big, c, W * 0.16, random.Random("nugget back"))
