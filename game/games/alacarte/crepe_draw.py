"""Drawing of the crêpe flip, side view: stove top, burner, a cast-iron pan held by an
oven mitt, and the crêpe as a thin disc whose visible face tells which side is up.

Everything comes from the scene's public state through a `View`. Shapes are filled
polygons with anti-aliased outlines, computed in float window coordinates so they
stay smooth at any size. The caller draws the kitchen backdrop first and any text.
"""

from __future__ import annotations

import math
import random

import pygame

from game.games.alacarte.crepe import FlipScene
from game.ui.layout import View

Pt = tuple[float, float]

STEEL = (64, 66, 72)
STEEL_LIGHT = (188, 190, 196)
ENAMEL = (236, 230, 216)
ENAMEL_SHADE = (204, 196, 180)
IRON = (40, 40, 46)
IRON_EDGE = (92, 94, 104)
IRON_INSIDE = (26, 26, 30)
WOOD = (122, 78, 44)
MITT = (196, 54, 48)
MITT_SHADE = (150, 36, 34)
RECIPE_FACE = (246, 236, 208)
RECIPE_INK = (150, 118, 84)
PICTURE_FACE = (214, 148, 62)
PICTURE_SPOT = (152, 88, 34)
CREPE_RIM = (196, 140, 70)
GOOD = (70, 178, 92)
BAD = (214, 66, 56)

PAN_LIP = 16.0      # how far the wall flares out beyond R_pan
PAN_DEPTH = 18.0    # rim height above the cooking surface
PAN_RIM_RY = 17.0   # the rim seen slightly from above
CREPE_TILT = 10.0   # extra visible face height when the crêpe lies flat (seen from above)


def draw_flip(surf: pygame.Surface, view: View, scene: FlipScene, t: float) -> None:
    """The flip scene, back to front. `t` is wall-clock seconds for the flames."""
    _draw_stove(surf, view, scene, t)
    _draw_shadows(surf, view, scene)
    pan = scene.pan_pose()
    _draw_pan_back(surf, view, scene, pan)
    if scene.caught():
        _draw_crepe(surf, view, scene, scene.crepe_pose())
    _draw_pan_front(surf, view, scene, pan)
    if scene.phase == "ready":
        _draw_hint(surf, view, scene, t)
    if not scene.caught():
        _draw_trail(surf, view, scene)
        _draw_crepe(surf, view, scene, scene.crepe_pose())
    if scene.landed_at is not None:
        _draw_mark(surf, view, scene, pan)


# ---- geometry ---------------------------------------------------------------------

def _w(view: View, p: Pt) -> Pt:
    """Level point to float window pixels (view.pt rounds; outlines want floats)."""
    return (view.ox + p[0] * view.scale, view.oy + p[1] * view.scale)


def _pose(points: list[Pt], x: float, y: float, a: float) -> list[Pt]:
    c, s = math.cos(a), math.sin(a)
    return [(x + px * c - py * s, y + px * s + py * c) for px, py in points]


def _ellipse(cx: float, cy: float, rx: float, ry: float, s0: float = 0.0,
             s1: float = 2 * math.pi, n: int = 32) -> list[Pt]:
    return [(cx + rx * math.cos(s0 + (s1 - s0) * i / n), cy + ry * math.sin(s0 + (s1 - s0) * i / n))
            for i in range(n + 1)]


def _fill(surf: pygame.Surface, view: View, color, pts: list[Pt], outline=None) -> None:
    """A polygon in level units with a smooth edge (the aalines hide the stair steps)."""
    w = [_w(view, p) for p in pts]
    if len(w) < 3:
        return
    pygame.draw.polygon(surf, color, w)
    pygame.draw.aalines(surf, outline or color, True, w)


def _alpha_layer(surf: pygame.Surface) -> pygame.Surface:
    return pygame.Surface(surf.get_size(), pygame.SRCALPHA)


# ---- stove ------------------------------------------------------------------------

def _draw_stove(surf: pygame.Surface, view: View, scene: FlipScene, t: float) -> None:
    lay = scene.layout
    zx, _, zw, _ = lay.zone
    fy = lay.floor_y
    left, right = zx - 90, zx + zw + 90
    _draw_glow(surf, view, lay.start[0], fy, scene)
    _fill(surf, view, ENAMEL_SHADE, [(left, fy + 10), (right, fy + 10), (right, 720),
                                     (left, 720)])
    _fill(surf, view, ENAMEL, [(left + 6, fy + 22), (right - 6, fy + 22), (right - 6, 720),
                               (left + 6, 720)])
    # the steel hob plate with a bright front edge
    _fill(surf, view, STEEL, [(left - 10, fy - 4), (right + 10, fy - 4), (right + 4, fy + 12),
                              (left - 4, fy + 12)])
    pygame.draw.aaline(surf, STEEL_LIGHT, _w(view, (left - 6, fy + 10)),
                       _w(view, (right + 6, fy + 10)))
    for i, kx in enumerate((left + 70, left + 150, right - 150, right - 70)):
        _draw_knob(surf, view, kx, fy + 50, 1.2 + i * 0.7)
    _draw_burner(surf, view, lay.start[0], fy, t)


def _draw_knob(surf: pygame.Surface, view: View, x: float, y: float, a: float) -> None:
    pygame.draw.aacircle(surf, (70, 66, 64), _w(view, (x, y)), view.len(15))
    pygame.draw.aacircle(surf, (118, 112, 108), _w(view, (x, y)), view.len(11))
    tip = (x + 10 * math.cos(a), y - 10 * math.sin(a))
    pygame.draw.line(surf, (246, 242, 236), view.pt(x, y), view.pt(*tip), view.len(3))


def _draw_glow(surf: pygame.Surface, view: View, bx: float, fy: float,
               scene: FlipScene) -> None:
    """Warm air rising off the burner, stronger when the pan hangs right over it."""
    px, py, _ = scene.pan_pose()
    near = max(0.0, 1.0 - abs(px - bx) / 260.0) * max(0.0, 1.0 - (fy - py) / 420.0)
    glow = _alpha_layer(surf)
    for i in range(6):
        k = i / 5
        rx, ry = 150 - 90 * k, 80 - 45 * k
        alpha = round((12 + 16 * k) * (0.6 + 0.4 * near))
        rect = pygame.Rect(0, 0, view.len(2 * rx), view.len(2 * ry))
        rect.center = view.pt(bx, fy - 4)
        pygame.draw.ellipse(glow, (255, 150 + round(60 * k), 70, alpha), rect)
    surf.blit(glow, (0, 0))


def _draw_burner(surf: pygame.Surface, view: View, bx: float, fy: float, t: float) -> None:
    """A gas ring: blue tongues in front of the burner cap."""
    _fill(surf, view, (30, 30, 34), _ellipse(bx, fy - 4, 66, 8))
    _fill(surf, view, (58, 58, 64), _ellipse(bx, fy - 8, 44, 6))
    for i in range(13):
        s = math.pi * (i + 0.5) / 13
        fx = bx - 64 * math.cos(s)
        base = fy - 6 + 5 * math.sin(s)
        h = 11 + 4 * math.sin(t * 13 + i * 2.1) + 2 * math.sin(t * 7 + i)
        _fill(surf, view, (70, 120, 255), [(fx - 5, base), (fx - 1, base - h), (fx + 5, base)])
        _fill(surf, view, (190, 220, 255), [(fx - 2, base), (fx, base - h * 0.5),
                                            (fx + 2, base)])


def _draw_shadows(surf: pygame.Surface, view: View, scene: FlipScene) -> None:
    """Soft shadows on the hob: they help a player judge where the crêpe comes down."""
    lay = scene.layout
    fy = lay.floor_y
    layer = _alpha_layer(surf)
    for (x, y, _), r, dark in ((scene.pan_pose(), lay.pan_radius + 20, 70),
                               (scene.crepe_pose(), lay.crepe_radius, 60)):
        height = max(0.0, fy - y)
        k = max(0.2, 1.0 - height / 700.0)
        rect = pygame.Rect(0, 0, view.len(2 * r * (1.25 - 0.25 * k)), view.len(10))
        rect.center = view.pt(x, fy + 2)
        pygame.draw.ellipse(layer, (10, 8, 6, round(dark * k)), rect)
    surf.blit(layer, (0, 0))


# ---- pan --------------------------------------------------------------------------

def _pan_rim(scene: FlipScene) -> tuple[float, float]:
    return scene.layout.pan_radius + PAN_LIP, -PAN_DEPTH


def _draw_pan_back(surf: pygame.Surface, view: View, scene: FlipScene,
                   pan: tuple[float, float, float]) -> None:
    R = scene.layout.pan_radius
    rx, ry = _pan_rim(scene)
    _draw_handle(surf, view, scene, pan)
    _fill(surf, view, IRON_INSIDE, _pose(_ellipse(0, ry, rx, PAN_RIM_RY), *pan))
    _fill(surf, view, (38, 38, 44), _pose(_ellipse(0, -2, R, 12), *pan))
    # a little oily sheen on the cooking surface
    _fill(surf, view, (58, 56, 60), _pose(_ellipse(-R * 0.35, -6, R * 0.35, 4), *pan))
    back = _pose(_ellipse(0, ry, rx, PAN_RIM_RY, math.pi, 2 * math.pi), *pan)
    pygame.draw.aalines(surf, IRON_EDGE, False, [_w(view, p) for p in back])


def _draw_pan_front(surf: pygame.Surface, view: View, scene: FlipScene,
                    pan: tuple[float, float, float]) -> None:
    R = scene.layout.pan_radius
    rx, ry = _pan_rim(scene)
    front = _ellipse(0, ry, rx, PAN_RIM_RY, 0.0, math.pi)
    body = front + [(-R - 2, 6), (-R + 12, 17), (R - 12, 17), (R + 2, 6)]
    _fill(surf, view, IRON, _pose(body, *pan))
    shine = _ellipse(0, ry + 9, rx - 10, PAN_RIM_RY, 0.3 * math.pi, 0.7 * math.pi, 10)
    pts = [_w(view, p) for p in _pose(shine, *pan)]
    pygame.draw.lines(surf, (84, 86, 96), False, pts, view.len(3))
    rim = [_w(view, p) for p in _pose(front, *pan)]
    pygame.draw.lines(surf, (120, 122, 132), False, rim, view.len(3))
    pygame.draw.aalines(surf, (150, 152, 162), False, rim)


def _draw_handle(surf: pygame.Surface, view: View, scene: FlipScene,
                 pan: tuple[float, float, float]) -> None:
    """A long iron handle toward the cook, a wooden grip and the oven mitt holding it."""
    R = scene.layout.pan_radius
    a = -R - 8
    shaft = [(a, -20), (a - 100, -40), (a - 100, -30), (a, -8)]
    _fill(surf, view, IRON, _pose(shaft, *pan))
    grip = [(a - 96, -42), (a - 176, -58), (a - 180, -46), (a - 96, -28)]
    _fill(surf, view, WOOD, _pose(grip, *pan), (90, 56, 30))
    _fill(surf, view, (84, 52, 28), _pose(_ellipse(a - 172, -51, 4, 4), *pan))
    _draw_mitt(surf, view, pan, (a - 138, -44), scene.phase != "ready")


def _draw_mitt(surf: pygame.Surface, view: View, pan: tuple[float, float, float],
               centre: Pt, held: bool) -> None:
    """A quilted oven mitt closed round the grip; it squeezes a little while held."""
    along = math.atan2(17, 82)       # the grip's direction, toward the pan

    def put(points: list[Pt]) -> list[Pt]:
        return _pose(_pose(points, centre[0], centre[1], along), *pan)

    ry = 25 if held else 22
    cuff = _ellipse(-38, 0, 12, 27, n=20)
    _fill(surf, view, (244, 238, 226), put(cuff), (196, 186, 170))
    pygame.draw.aalines(surf, (210, 200, 186), False,
                        [_w(view, p) for p in put(_ellipse(-36, 0, 6, 22, -1.2, 1.2, 8))])
    _fill(surf, view, MITT, put(_ellipse(0, 0, 36, ry, n=24)), MITT_SHADE)
    for u in (-0.5, 0.0, 0.5):        # quilting seams across the mitt
        h = ry * math.sqrt(1 - u * u) - 3
        seam = put([(u * 36, -h), (u * 36 + 3, h)])
        pygame.draw.aaline(surf, MITT_SHADE, _w(view, seam[0]), _w(view, seam[1]))
    _fill(surf, view, MITT, put(_ellipse(14, -ry + 2, 14, 9, n=16)), MITT_SHADE)
    shine = put(_ellipse(-4, -ry * 0.45, 18, 5, n=12))
    _fill(surf, view, (222, 96, 86), shine)


def _blob(cx: float, cy: float, rx: float, ry: float) -> list[Pt]:
    return _ellipse(cx, cy, rx, ry, n=20)


# ---- crêpe ------------------------------------------------------------------------

def _crepe_faces(scene: FlipScene, pose: tuple[float, float, float]
                 ) -> tuple[list[Pt], list[Pt], Pt, float, bool]:
    """Rim and visible face outlines, the face centre, its half height, recipe up?"""
    lay = scene.layout
    x, y, phi = pose
    recipe_up = math.cos(phi) >= 0
    half = lay.crepe_thickness / 2
    # the face turned up: the recipe side's normal is (sin φ, −cos φ), y down
    nx, ny = math.sin(phi), -math.cos(phi)
    if not recipe_up:
        nx, ny = -nx, -ny
    b = 2.0 + CREPE_TILT * abs(math.cos(phi))
    a = lay.crepe_radius
    face_c = (x + nx * half, y + ny * half)
    rim = _pose(_ellipse(0, 0, a, b + half), x - nx * half * 0.5, y - ny * half * 0.5, phi)
    face = _pose(_ellipse(0, 0, a - 1.5, b), face_c[0], face_c[1], phi)
    return rim, face, face_c, b, recipe_up


def _draw_crepe(surf: pygame.Surface, view: View, scene: FlipScene,
                pose: tuple[float, float, float]) -> None:
    rim, face, centre, b, recipe_up = _crepe_faces(scene, pose)
    _fill(surf, view, CREPE_RIM, rim, (168, 110, 48))
    _fill(surf, view, RECIPE_FACE if recipe_up else PICTURE_FACE, face)
    if b < 4:
        return        # edge-on: no face to decorate
    phi, a = pose[2], scene.layout.crepe_radius
    if recipe_up:
        _draw_recipe_mark(surf, view, centre, a, b, phi)
    else:
        _draw_spots(surf, view, centre, a, b, phi, scene.seed)


def _draw_recipe_mark(surf: pygame.Surface, view: View, c: Pt, a: float, b: float,
                      phi: float) -> None:
    """Handwritten lines and a red stamp: the plain recipe side of the crêpe card."""
    for v, u0, u1 in ((-0.45, -0.55, 0.25), (0.0, -0.62, 0.35), (0.45, -0.5, 0.1)):
        line = _pose([(u0 * a, v * b), (u1 * a, v * b)], c[0], c[1], phi)
        pygame.draw.aaline(surf, RECIPE_INK, _w(view, line[0]), _w(view, line[1]))
    stamp = _pose(_ellipse(0.55 * a, 0, 7, b * 0.55, n=14), c[0], c[1], phi)
    _fill(surf, view, (200, 70, 60), stamp)


def _draw_spots(surf: pygame.Surface, view: View, c: Pt, a: float, b: float, phi: float,
                seed: int) -> None:
    """Browned spots of a cooked crêpe, fixed per attempt by the scene's seed."""
    rnd = random.Random(seed)
    _fill(surf, view, (226, 166, 84), _pose(_ellipse(0, 0, a * 0.55, b * 0.55), c[0], c[1], phi))
    for _ in range(9):
        u, v = rnd.uniform(-0.8, 0.8), rnd.uniform(-0.6, 0.6)
        r = rnd.uniform(3.5, 7.0)
        spot = _ellipse(u * a, v * b, r, r * b / a * 2.2, n=10)
        _fill(surf, view, PICTURE_SPOT, _pose(spot, c[0], c[1], phi))


def _draw_trail(surf: pygame.Surface, view: View, scene: FlipScene) -> None:
    """Faint ghosts of the last frames in the air: shows the spin and the arc."""
    poses = list(scene.trail)[:-1]
    if not poses:
        return
    layer = _alpha_layer(surf)
    for i, pose in enumerate(poses):
        alpha = round(30 + 80 * (i + 1) / len(poses))
        rim, face, _, _, recipe_up = _crepe_faces(scene, pose)
        colour = RECIPE_FACE if recipe_up else PICTURE_FACE
        pygame.draw.polygon(layer, (*colour, alpha), [_w(view, p) for p in face])
    surf.blit(layer, (0, 0))


def _draw_hint(surf: pygame.Surface, view: View, scene: FlipScene, t: float) -> None:
    """Before the first move: a dotted arc of a good flick, up and forward."""
    lay = scene.layout
    x, y, _ = scene.crepe_pose()
    airtime = 0.7
    vx, vy = math.pi / (airtime * lay.k_spin), lay.gravity * airtime / 2
    layer = _alpha_layer(surf)
    pulse = 0.6 + 0.4 * math.sin(t * 3)
    for i in range(2, 15):
        s = airtime * i / 15
        p = view.pt(x + vx * s, y - vy * s + lay.gravity * s * s / 2 - 30)
        pygame.draw.circle(layer, (255, 250, 235, round(120 * pulse)), p, view.len(3))
    surf.blit(layer, (0, 0))


# ---- result mark ------------------------------------------------------------------

def _draw_mark(surf: pygame.Surface, view: View, scene: FlipScene,
               pan: tuple[float, float, float]) -> None:
    """A big ✓ or ✗ that pops up above the pan once the crêpe has come down."""
    outcome = scene.outcome()
    since = scene.time - (scene.landed_at or 0.0)
    pop = min(1.0, since / 0.18)
    size = 34 * (0.6 + 0.4 * pop) * (1 + 0.15 * math.sin(min(1.0, since / 0.3) * math.pi))
    x = pan[0] if outcome.result != "missed" else scene.crepe_pose()[0]
    cx, cy = min(max(x, 80.0), 1200.0), min(pan[1], scene.crepe_pose()[1]) - 120
    if outcome.success:
        strokes = [[(-0.9, 0.0), (-0.3, 0.6), (0.9, -0.7)]]
        colour = GOOD
    else:
        strokes = [[(-0.7, -0.7), (0.7, 0.7)], [(0.7, -0.7), (-0.7, 0.7)]]
        colour = BAD
    pygame.draw.circle(surf, (255, 255, 255), view.pt(cx, cy), view.len(size * 1.45))
    pygame.draw.aacircle(surf, colour, _w(view, (cx, cy)), view.len(size * 1.45),
                         view.len(4))
    for stroke in strokes:
        pts = [(cx + u * size, cy + v * size) for u, v in stroke]
        _thick(surf, view, colour, pts, 11)


def _thick(surf: pygame.Surface, view: View, colour, pts: list[Pt], width: float) -> None:
    """A thick polyline of true width (quads, not pygame's axis-measured lines) with
    round joints and ends."""
    half = width / 2
    for (x0, y0), (x1, y1) in zip(pts, pts[1:], strict=False):
        length = math.hypot(x1 - x0, y1 - y0) or 1.0
        nx, ny = -(y1 - y0) / length * half, (x1 - x0) / length * half
        _fill(surf, view, colour, [(x0 + nx, y0 + ny), (x1 + nx, y1 + ny),
                                   (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)])
    for p in pts:
        pygame.draw.aacircle(surf, colour, _w(view, p), half * view.scale)
