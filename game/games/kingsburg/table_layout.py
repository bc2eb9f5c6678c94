"""Where things lie on the Kingsburg table (level units): the court's advisor tiles, the
calendar's phase boxes, the viewer's province grid and dice, and on another player's
panel his dice and little province. Drawing and hit tests both read these rects."""

from __future__ import annotations

import pygame

R = pygame.Rect
ADVISOR_W, ADVISOR_STEP = 66, 70
BUILDING_W, BUILDING_H = 152, 50
DIE = 52  # a die of the viewer's tray
MINI_DIE = 20  # a die on another's panel or on an advisor


def advisor_tiles(court: R) -> dict[int, R]:
    return {n: R(court.x + (n - 1) * ADVISOR_STEP, court.y, ADVISOR_W, court.h)
            for n in range(1, 19)}


def phase_boxes(calendar: R, phases: int = 8) -> list[R]:
    w = (calendar.w - (phases - 1) * 4) / phases
    return [R(round(calendar.x + i * (w + 4)), calendar.y + 22, round(w), calendar.h - 22)
            for i in range(phases)]


def building_tiles(province: R) -> dict[tuple[int, int], R]:
    """(row, column) -> the tile of that building in the viewer's province."""
    return {(row, col): R(province.x + col * (BUILDING_W + 8), province.y + 26 + row *
                          (BUILDING_H + 4), BUILDING_W, BUILDING_H)
            for row in range(5) for col in range(4)}


def tray_dice(tray: R, n: int) -> list[R]:
    """The viewer's dice in a row (coloured first, then white)."""
    return [R(tray.x + 12 + i * (DIE + 12), tray.y + 30, DIE, DIE) for i in range(n)]


def panel_dice(panel: R, n: int) -> list[R]:
    return [R(panel.x + 8 + i * (MINI_DIE + 4), panel.y + 52, MINI_DIE, MINI_DIE)
            for i in range(n)]


def panel_province(panel: R) -> dict[tuple[int, int], R]:
    """Another player's province, small: a tile per building, across the panel."""
    w, h, gap = min(56, (panel.w - 16 - 9) // 4), 16, 3
    return {(row, col): R(panel.x + 8 + col * (w + gap), panel.y + 80 + row * (h + gap), w, h)
            for row in range(5) for col in range(4)}


def advisor_dice(tile: R, n: int, k: int) -> list[R]:
    """Where the k-th group of `n` dice placed on an advisor lies: under its tile's top."""
    return [R(tile.x + 2 + i * (MINI_DIE - 6), tile.y + 40 + k * (MINI_DIE + 2), MINI_DIE,
              MINI_DIE) for i in range(n)]
