"""The maze on the Saboteur table: the cards laid (face-down goals as goal backs, a goal
the viewer has mapped marked with what it is), the cells the held card may go to lit
for the way it is turned, the card dragged over a cell as a ghost (green where it may
lie, red where not), and the effects over the maze (a goal turned up, a rockfall)."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.games.saboteur import art
from game.games.saboteur.table_layout import MazeView
from game.ui.widgets import GOLD, draw_panel

GLOW = (120, 230, 120)
BAD = (230, 90, 80)
TARGET = (250, 210, 90)
GROUND = (58, 44, 30)


def pixel_rect(v, box: tuple[float, float, float, float]) -> pygame.Rect:
    """A cell's pixels: both corners through the view, so neighbours share their edge."""
    x0, y0 = v.pt(box[0], box[1])
    x1, y1 = v.pt(box[0] + box[2], box[1] + box[3])
    return pygame.Rect(x0, y0, max(1, x1 - x0), max(1, y1 - y0))


def draw_maze(scene: Any, surf: pygame.Surface, board: dict) -> None:
    v = scene.view
    mv: MazeView = scene.maze_view()
    area = v.rect(mv.area)
    draw_panel(surf, v, mv.area, (34, 24, 16, 235), 14, border=(120, 92, 56, 255), border_w=2)
    old_clip = surf.get_clip()
    surf.set_clip(area.inflate(-4, -4))
    px = max(8, round(v.len(mv.w)))
    draw_ground(surf, v, mv, board)
    known = dict(map(tuple, board["known"]))
    goals = [tuple(g) for g in board["goals"]]
    for x, y, code, turned in board["maze"]:
        cell = pixel_rect(v, mv.cell_box(x, y)).inflate(-2, -2)
        zone = f"cell:{x}:{y}"
        if code is not None and code in scene.motion.hidden(zone):
            continue  # still flying there
        turning = scene.motion.turn_of(code) if code is not None else None
        if code is None or (turning is not None and turning.progress < 0.5):
            img = art.back("goal", cell.w)
        else:
            img = art.face(code, cell.w, turned)
        if turning is not None:  # a goal turned up: squeezed to its edge and back
            squeeze = abs(math.cos(math.pi * turning.progress))
            img = pygame.transform.smoothscale(img, (max(1, round(cell.w * squeeze)), cell.h))
        surf.blit(img, img.get_rect(center=cell.center))
        if code is None and (x, y) in goals and goals.index((x, y)) in known:
            mark = art.face(known[goals.index((x, y))], max(8, cell.w // 2))
            surf.blit(mark, mark.get_rect(bottomright=cell.bottomright))
            pygame.draw.rect(surf, GOLD, mark.get_rect(bottomright=cell.bottomright), 1)
    draw_targets(scene, surf, mv, px)
    draw_effects(scene, surf, mv)
    surf.set_clip(old_clip)


def draw_ground(surf: pygame.Surface, v, mv: MazeView, board: dict) -> None:
    """The empty cells of the maze's box as faint outlines, so the grid reads."""
    xs = [c[0] for c in board["maze"]]
    ys = [c[1] for c in board["maze"]]
    taken = {(c[0], c[1]) for c in board["maze"]}
    width = max(1, v.len(1))
    for x in range(min(xs) - 1, max(xs) + 2):
        for y in range(min(ys) - 1, max(ys) + 2):
            if (x, y) not in taken:
                r = pixel_rect(v, mv.cell_box(x, y)).inflate(-4, -4)
                pygame.draw.rect(surf, GROUND, r, width, border_radius=max(1, v.len(4)))


def draw_targets(scene: Any, surf: pygame.Surface, mv: MazeView, px: int) -> None:
    """The cells the held card may go to (for its turn), and the ghost under the pointer."""
    v = scene.view
    held = scene.holding()
    if held is None:
        return
    lit = scene.lit_cells(held)
    colour = GLOW if scene.is_path(held) else TARGET
    for x, y in lit:
        r = pixel_rect(v, mv.cell_box(x, y)).inflate(-4, -4)
        fill = pygame.Surface(r.size, pygame.SRCALPHA)
        fill.fill((*colour, 60))
        surf.blit(fill, r)
        pygame.draw.rect(surf, colour, r, max(1, v.len(2)), border_radius=max(1, v.len(4)))
    cell = scene.hover_cell()
    if cell is None or scene.dragging() is None or not scene.is_path(held):
        return
    r = pixel_rect(v, mv.cell_box(*cell)).inflate(-2, -2)
    ghost = art.face(held, r.w, scene.turned).copy()
    ghost.set_alpha(190)
    surf.blit(ghost, r)
    pygame.draw.rect(surf, GLOW if cell in lit else BAD, r, max(2, v.len(3)),
                     border_radius=max(1, v.len(4)))


def draw_effects(scene: Any, surf: pygame.Surface, mv: MazeView) -> None:
    """A goal turned up shines (gold brighter); a rockfall's stones fall on its cell."""
    v = scene.view
    for play in scene.motion.effects_of("reveal"):
        d = play.ev.data
        r = pixel_rect(v, mv.cell_box(d["x"], d["y"]))
        gold = d["card"] == "goal_gold"
        radius = round(r.h * (0.5 + 0.6 * play.progress))
        glow = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
        alpha = round(150 * (1 - play.progress))
        pygame.draw.circle(glow, (*(GOLD if gold else (200, 200, 210)), alpha),
                           (radius, radius), radius)
        surf.blit(glow, glow.get_rect(center=r.center))
    for play in scene.motion.effects_of("rockfall"):
        d = play.ev.data
        r = pixel_rect(v, mv.cell_box(d["x"], d["y"]))
        for i in range(7):
            fall = (play.progress * 1.4 - i * 0.08)
            if not 0 <= fall <= 1:
                continue
            x = r.x + r.w * ((i * 37) % 100) / 100
            y = r.y - r.h * 0.6 + r.h * 1.3 * fall
            pygame.draw.circle(surf, (112, 100, 92), (round(x), round(y)),
                               max(2, r.w // 9 - i % 3))
