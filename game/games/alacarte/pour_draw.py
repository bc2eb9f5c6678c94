"""Drawing of the seasoning pour: stove, pan, a translucent dispenser and its pieces.

Everything is drawn from the scene's public state through a `View`, so the picture is
crisp at any window size. The caller draws the kitchen backdrop first.
"""

from __future__ import annotations

import math

import pygame

from game.games.alacarte import pour
from game.games.alacarte.pour import PourScene

PIECE_COLOURS = {  # body, shade, highlight
    "L": ((246, 212, 52), (196, 150, 20), (255, 246, 170)),
    "P": ((38, 34, 34), (12, 10, 10), (150, 140, 135)),
    "R": ((206, 52, 36), (140, 26, 18), (250, 140, 110)),
    "H": ((84, 156, 64), (44, 100, 36), (170, 220, 140)),
    "S": ((250, 250, 252), (150, 154, 162), (255, 255, 255)),
}
LABEL_NAMES = {"L": "LEMON", "P": "PEPPER", "R": "PAPRIKA", "H": "HERBS", "S": "SALT"}
INTERIOR = pour.interior_path()
OUTER = pour.offset_path(INTERIOR, 2 * pour.WALL_R)


def draw_pour(surf: pygame.Surface, view, scene: PourScene, t: float) -> None:
    """The whole minigame picture, back to front."""
    lay = scene.layout
    _draw_counter(surf, view, lay, scene)
    _draw_stove(surf, view, lay, t)
    _draw_pan_back(surf, view, lay)
    for x, y, angle, kind in sorted(scene.in_pan(), key=lambda p: p[1]):
        _draw_piece(surf, view, x, y, pour.PIECE_R, kind, angle)
    _draw_pan_front(surf, view, lay)
    if scene.phase in ("held", "pouring"):
        _draw_target(surf, view, scene, t)
    for x, y, angle, kind in scene.falling_poses():
        _draw_piece(surf, view, x, y, pour.PIECE_R, kind, angle)
    _draw_bottle(surf, view, scene)


# ---- kitchen furniture -----------------------------------------------------------------

def _draw_counter(surf: pygame.Surface, view, lay: pour.PourLayout, scene: PourScene) -> None:
    """A wooden board where the dispenser stands, with its soft shadow."""
    by = pour.base_y(lay)
    rx = lay.rest[0]
    board = pygame.Rect(0, 0, 170, 16)
    board.midtop = (round(rx), round(by))
    r = view.rect(board)
    pygame.draw.rect(surf, (150, 104, 62), r, border_radius=view.len(5))
    top = pygame.Rect(r.x, r.y, r.w, max(1, view.len(4)))
    pygame.draw.rect(surf, (188, 140, 90), top, border_radius=view.len(3))
    pygame.draw.rect(surf, (104, 70, 40), r, max(1, view.len(1.5)), border_radius=view.len(5))
    bx, bby, _ = scene.bottle_pose()
    lift = max(0.0, pour.rest_hand(lay)[1] - bby) + abs(bx - rx) * 0.5
    fade = max(0.0, 1.0 - lift / 160.0)
    if fade > 0:
        width = 96 * (0.6 + 0.4 * fade)
        shadow = pygame.Surface((view.len(width), view.len(12)), pygame.SRCALPHA)
        pygame.draw.ellipse(shadow, (60, 36, 14, round(110 * fade)), shadow.get_rect())
        surf.blit(shadow, shadow.get_rect(center=view.pt(min(max(bx, rx - 40), rx + 40),
                                                         by + 1)))


def _draw_stove(surf: pygame.Surface, view, lay: pour.PourLayout, t: float) -> None:
    cx, cy = lay.pan
    R = lay.pan_radius
    top = cy + 44
    slab = pygame.Rect(round(cx - R - 110), round(top), round(2 * R + 260), round(720 - top))
    r = view.rect(slab)
    pygame.draw.rect(surf, (206, 204, 200), r, border_top_left_radius=view.len(10),
                     border_top_right_radius=view.len(10))
    edge = pygame.Rect(r.x, r.y, r.w, view.len(6))
    pygame.draw.rect(surf, (236, 235, 232), edge, border_top_left_radius=view.len(10),
                     border_top_right_radius=view.len(10))
    front = view.rect(pygame.Rect(slab.x, round(top + 34), slab.w, 720))
    pygame.draw.rect(surf, (150, 148, 146), front)
    for i, kx in enumerate((cx - R - 60, cx + R + 70, cx + R + 130)):  # knobs
        k = view.pt(kx, top + 58)
        pygame.draw.circle(surf, (60, 58, 58), k, view.len(13))
        pygame.draw.circle(surf, (92, 90, 90), k, view.len(13), max(1, view.len(2)))
        a = 0.6 + i * 0.9
        tip = view.pt(kx + 10 * math.cos(a), top + 58 - 10 * math.sin(a))
        pygame.draw.line(surf, (230, 230, 230), k, tip, max(1, view.len(3)))
    _draw_flames(surf, view, cx, top, R, t)
    # The grate the pan stands on.
    for gx in (cx - R * 0.7, cx - R * 0.25, cx + R * 0.25, cx + R * 0.7):
        bar = view.rect(pygame.Rect(round(gx - 5), round(top - 14), 10, 16))
        pygame.draw.rect(surf, (40, 40, 44), bar, border_radius=view.len(2))
    rail = view.rect(pygame.Rect(round(cx - R * 0.85), round(top - 16), round(1.7 * R), 6))
    pygame.draw.rect(surf, (52, 52, 56), rail, border_radius=view.len(3))


def _draw_flames(surf: pygame.Surface, view, cx: float, top: float, R: float, t: float) -> None:
    """A row of gas flames under the pan, flickering, over a soft blue glow."""
    glow = pygame.Surface((view.len(2.1 * R), view.len(40)), pygame.SRCALPHA)
    pygame.draw.ellipse(glow, (110, 160, 255, 55), glow.get_rect())
    surf.blit(glow, glow.get_rect(center=view.pt(cx, top - 8)))
    base = top - 4
    for i in range(7):
        fx = cx - R * 0.6 + i * R * 0.2
        h = 16 + 4 * math.sin(t * 13 + i * 1.9) + 2 * math.sin(t * 7.3 + i)
        flame = pygame.Surface((view.len(14), view.len(h + 2)), pygame.SRCALPHA)
        w, fh = flame.get_size()
        pygame.draw.ellipse(flame, (70, 120, 250, 200), (0, 0, w, 2 * fh))
        pygame.draw.ellipse(flame, (200, 225, 255, 230),
                            (w // 3, fh // 2, max(1, w // 3), fh))
        surf.blit(flame, flame.get_rect(midbottom=view.pt(fx, base)))


def _ellipse_points(cx: float, cy: float, rx: float, ry: float, a0: float, a1: float,
                    n: int = 28) -> list[tuple[float, float]]:
    return [(cx + rx * math.cos(a0 + (a1 - a0) * i / n), cy + ry * math.sin(a0 + (a1 - a0) * i / n))
            for i in range(n + 1)]


def _pan_geometry(lay: pour.PourLayout) -> tuple[float, float, float, float, float]:
    cx, cy = lay.pan
    R = lay.pan_radius
    return cx, cy - 22, R, 0.2 * R, cy + 30  # centre x, rim y, rim rx, rim ry, bottom y


def _draw_pan_back(surf: pygame.Surface, view, lay: pour.PourLayout) -> None:
    cx, rim, R, ry, bottom = _pan_geometry(lay)
    handle = [(cx + R - 6, rim + 6), (cx + R + 170, rim - 18), (cx + R + 176, rim - 6),
              (cx + R + 4, rim + 22)]
    pygame.draw.polygon(surf, (34, 30, 30), [view.pt(*p) for p in handle])
    hole = view.pt(cx + R + 156, rim - 10)
    pygame.draw.circle(surf, (70, 64, 62), hole, view.len(5))
    body = _ellipse_points(cx, rim, R, ry, 0.0, math.pi) + \
        _ellipse_points(cx, bottom - 0.7 * ry, 0.86 * R, 0.7 * ry, math.pi, 0.0)
    pygame.draw.polygon(surf, (52, 52, 58), [view.pt(*p) for p in body])
    # Inside of the pan seen slightly from above, with an oily sheen on the floor.
    inside = view.rect(pygame.Rect(round(cx - R), round(rim - ry), round(2 * R), round(2 * ry)))
    pygame.draw.ellipse(surf, (30, 30, 34), inside)
    floor = view.rect(pygame.Rect(round(cx - 0.84 * R), round(rim - ry * 0.55),
                                  round(1.68 * R), round(1.7 * ry)))
    pygame.draw.ellipse(surf, (44, 44, 50), floor)
    sheen = pygame.Surface(floor.size, pygame.SRCALPHA)
    pygame.draw.ellipse(sheen, (255, 230, 170, 26), sheen.get_rect().inflate(-floor.w // 3,
                                                                             -floor.h // 3))
    surf.blit(sheen, floor)


def _draw_pan_front(surf: pygame.Surface, view, lay: pour.PourLayout) -> None:
    cx, rim, R, ry, bottom = _pan_geometry(lay)
    front = _ellipse_points(cx, rim, R, ry, 0.0, math.pi) + \
        _ellipse_points(cx, bottom - 0.7 * ry, 0.86 * R, 0.7 * ry, math.pi, 0.0)
    pygame.draw.polygon(surf, (58, 58, 64), [view.pt(*p) for p in front])
    shine = _ellipse_points(cx, rim + 14, R * 0.93, ry, 0.35 * math.pi, 0.75 * math.pi, 10)
    pygame.draw.lines(surf, (98, 98, 108), False, [view.pt(*p) for p in shine],
                      max(1, view.len(3)))
    rim_rect = view.rect(pygame.Rect(round(cx - R), round(rim - ry), round(2 * R), round(2 * ry)))
    pygame.draw.ellipse(surf, (112, 112, 122), rim_rect, max(1, view.len(4)))


def _draw_target(surf: pygame.Surface, view, scene: PourScene, t: float) -> None:
    """A faint ring where the bottle turns fully over: the player's aim."""
    lay = scene.layout
    x, y = view.pt(*lay.pour_point)
    # A layer just round the rings, not the window's size (a window-sized translucent
    # surface made and blitted each frame cost more than the rest of the pour).
    reach = max(view.len(lay.r_full), view.len(lay.r_tilt)) + 2
    layer = pygame.Surface((2 * reach + 1, 2 * reach + 1), pygame.SRCALPHA)
    c = (reach, reach)
    s = scene.tilt_fraction()
    alpha = round(40 + 60 * s + 20 * math.sin(t * 4))
    pygame.draw.circle(layer, (255, 250, 230, alpha), c, view.len(lay.r_full),
                       max(1, view.len(2)))
    pygame.draw.circle(layer, (255, 250, 230, max(0, alpha // 3)), c, view.len(lay.r_tilt),
                       max(1, view.len(1)))
    surf.blit(layer, (x - reach, y - reach))


# ---- pieces ---------------------------------------------------------------------------

def _polygon(x: float, y: float, r: float, sides: int, angle: float) -> list[tuple[float, float]]:
    return [(x + r * math.cos(angle + 2 * math.pi * i / sides),
             y + r * math.sin(angle + 2 * math.pi * i / sides)) for i in range(sides)]


def _draw_piece(surf: pygame.Surface, view, x: float, y: float, r: float, kind: str,
                angle: float) -> None:
    """One piece as the physics sees it: a rounded hexagon (condiment) or a square salt
    crystal, turned by its body angle, with a little shading so it reads as a solid."""
    body, shade, light = PIECE_COLOURS[kind]
    sides = pour.SALT_SIDES if kind == "S" else pour.PIECE_SIDES
    outer = [view.pt(*p) for p in _polygon(x, y, r * 0.98, sides, angle)]
    inner = [view.pt(*p) for p in _polygon(x, y, r * 0.72, sides, angle)]
    pygame.draw.polygon(surf, shade, outer)
    pygame.draw.polygon(surf, body, inner if kind != "S" else outer)
    if kind == "S":
        pygame.draw.polygon(surf, shade, outer, max(1, view.len(1.0)))
        pygame.draw.line(surf, (206, 212, 222), outer[0], outer[2], 1)
    elif kind == "L":  # a lemon slice: pale pith and segments
        pygame.draw.polygon(surf, light, [view.pt(*p) for p in _polygon(x, y, r * 0.45, 6,
                                                                         angle)])
        for k in range(3):
            pygame.draw.line(surf, body, outer[k], outer[k + 3], 1)
    elif kind == "H":  # a leaf vein
        pygame.draw.line(surf, light, outer[0], outer[3], max(1, view.len(1.0)))
    else:  # pepper and paprika: a glossy highlight
        hl = view.pt(x - r * 0.3, y - r * 0.3)
        pygame.draw.circle(surf, light, hl, max(1, round(view.len(r) * 0.22)))
    pygame.draw.aalines(surf, shade, True, outer)


# ---- the dispenser ----------------------------------------------------------------------

def _draw_bottle(surf: pygame.Surface, view, scene: PourScene) -> None:
    """Glass back, pieces, glass front: the pieces read through a faint tinted glass."""
    to_px = [view.pt(*scene.to_world(p)) for p in OUTER]
    xs = [p[0] for p in to_px]
    ys = [p[1] for p in to_px]
    pad = view.len(20)
    box = pygame.Rect(min(xs) - pad, min(ys) - pad, max(xs) - min(xs) + 2 * pad,
                      max(ys) - min(ys) + 2 * pad)

    def local(points: list[tuple[float, float]]) -> list[tuple[int, int]]:
        out = []
        for p in points:
            q = view.pt(*scene.to_world(p))
            out.append((q[0] - box.x, q[1] - box.y))
        return out

    back = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.polygon(back, (214, 236, 240, 52), local(INTERIOR))
    surf.blit(back, box)
    for x, y, angle, kind in scene.piece_poses():
        _draw_piece(surf, view, x, y, pour.PIECE_R, kind, angle)
    front = pygame.Surface(box.size, pygame.SRCALPHA)
    band = OUTER + INTERIOR[::-1]
    pygame.draw.polygon(front, (226, 244, 248, 120), local(band))
    _draw_base_and_lip(front, local, scene.colour)
    streak = [(-HALF_W_IN + 5, -40), (-HALF_W_IN + 9, -40), (-HALF_W_IN + 9, 40),
              (-HALF_W_IN + 5, 40)]
    pygame.draw.polygon(front, (255, 255, 255, 70), local(streak))
    edge = (90, 120, 130, 190) if not scene.foul else (220, 60, 50, 230)
    width = max(1, view.len(1.6))
    pygame.draw.lines(front, edge, False, local(OUTER), width)
    pygame.draw.lines(front, edge[:3] + (110,), False, local(INTERIOR), max(1, width - 1))
    surf.blit(front, box)


HALF_W_IN = pour.HALF_W


def _draw_base_and_lip(layer: pygame.Surface, local, kind: str) -> None:
    """The coloured parts: a base cap under the pieces and a ring round the mouth."""
    body, shade, light = PIECE_COLOURS[kind]
    if kind == "S":
        body, shade = (120, 150, 190), (70, 96, 140)
    w = pour.HALF_W + 2 * pour.WALL_R
    b0 = pour.BOTTOM
    base = [(-w, b0 - 6), (w, b0 - 6), (w, b0 + 2 * pour.WALL_R - 2),
            (w - 3, b0 + 2 * pour.WALL_R), (-w + 3, b0 + 2 * pour.WALL_R),
            (-w, b0 + 2 * pour.WALL_R - 2)]
    pygame.draw.polygon(layer, body + (255,), local(base))
    pygame.draw.polygon(layer, shade + (255,), local(base), 2)
    stripe = [(-w, b0 - 1), (w, b0 - 1), (w, b0 + 1), (-w, b0 + 1)]
    pygame.draw.polygon(layer, light + (200,), local(stripe))
    # A bead round the lip, drawn on the glass only, so the neck stays readable.
    m = pour.MOUTH_Y
    inner, outer = pour.NECK_HALF, pour.NECK_HALF + 2 * pour.WALL_R + 2
    for side in (-1, 1):
        bead = [(side * inner, m - 2), (side * outer, m - 2), (side * outer, m + 6),
                (side * inner, m + 6)]
        pygame.draw.polygon(layer, body + (255,), local(bead))
        pygame.draw.polygon(layer, shade + (255,), local(bead), 1)
