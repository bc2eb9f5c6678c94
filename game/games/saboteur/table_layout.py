"""Where things lie on the Saboteur table, as pure functions over the level's rects (level
units, 1280x720), so drawing, input and tests agree.

The maze is drawn as C1 says: the bounding box of the cards laid plus one cell all
round, fitted into the `maze` place; the player may zoom in (the wheel, + and -) and pan
(drag the empty maze); a fit brings the whole maze back."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.games.saboteur.art import CARD_ASPECT
from game.ui.kit.zones import Row

R = pygame.Rect
HAND_W = 84  # the viewer's cards (a button either side of six)
PANEL_CARD_W = 22  # the little card a flight leaves from or lands on at a panel
TOOL = 22  # a broken-tool icon on a panel
ZOOMS = (1.0, 1.35, 1.8, 2.4, 3.2)


@dataclass(frozen=True)
class MazeView:
    """The maze's cells in level units: `w` wide, `w * CARD_ASPECT` high, the cell
    (cx, cy) (fractional: the view's centre, in cells) at the centre of `area`."""

    area: R
    w: float
    cx: float
    cy: float

    @property
    def h(self) -> float:
        return self.w * CARD_ASPECT

    def cell_box(self, x: int, y: int) -> tuple[float, float, float, float]:
        left = self.area.centerx + (x - self.cx - 0.5) * self.w
        top = self.area.centery + (y - self.cy - 0.5) * self.h
        return (left, top, self.w, self.h)

    def cell_rect(self, x: int, y: int) -> R:
        left, top, w, h = self.cell_box(x, y)
        return R(round(left), round(top), round(w), round(h))

    def cell_at(self, pos: tuple[float, float]) -> tuple[int, int] | None:
        """The cell under `pos`, or None outside the maze's place."""
        if not self.area.collidepoint(pos):
            return None
        x = (pos[0] - self.area.centerx) / self.w + self.cx
        y = (pos[1] - self.area.centery) / self.h + self.cy
        return (round(x), round(y))


def bounds(cells: list[tuple[int, int]]) -> tuple[int, int, int, int]:
    """(min x, min y, max x, max y) of the cells laid, one cell added all round."""
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    return min(xs) - 1, min(ys) - 1, max(xs) + 1, max(ys) + 1


def maze_view(area: R, cells: list[tuple[int, int]], zoom: float = 1.0,
              pan: tuple[float, float] = (0.0, 0.0)) -> MazeView:
    """The view fitting the maze's bounding box into `area`, zoomed by `zoom` (1: all of
    it) about its centre moved by `pan` cells (kept inside the box)."""
    x0, y0, x1, y1 = bounds(cells)
    cols, rows = x1 - x0 + 1, y1 - y0 + 1
    w = min(area.w / cols, area.h / (rows * CARD_ASPECT)) * zoom
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    # Zoomed in, the view may move as far as shows the box's edge, no further.
    room_x = max(0.0, (cols - area.w / w) / 2)
    room_y = max(0.0, (rows - area.h / (w * CARD_ASPECT)) / 2)
    px = max(-room_x, min(room_x, pan[0]))
    py = max(-room_y, min(room_y, pan[1]))
    return MazeView(area, w, cx + px, cy + py)


def hand_rects(area: R, codes: list[str], raised: str | None = None) -> list[tuple[str, R]]:
    """The viewer's cards in a row along the bottom, the one held raised."""
    h = HAND_W * CARD_ASPECT
    n = max(1, len(codes))
    width = min(area.w - 20, n * (HAND_W + 12))
    x = area.centerx - width / 2
    placed = Row(x, area.bottom - h - 4, HAND_W, h, x + width, HAND_W + 12).place(codes)
    return [(c, r.move(0, -14) if c == raised else r) for c, r in placed]


def panel_card(panel: R) -> R:
    """Where a card flies to or from at a seat's panel (its hand)."""
    w = PANEL_CARD_W
    return R(panel.right - w - 10, panel.y + 8, w, round(w * CARD_ASPECT))


def tool_rects(panel: R) -> dict[str, R]:
    """A panel's three tool places (pick, lamp, cart), along its bottom."""
    y = panel.bottom - TOOL - 8
    return {tool: R(panel.x + 10 + i * (TOOL + 6), y, TOOL, TOOL)
            for i, tool in enumerate(("pick", "lamp", "cart"))}


def offer_rects(area: R, codes: list[str], w: float = 80) -> list[tuple[str, R]]:
    """The nugget cards a gold-digger chooses from, in a row across the maze."""
    h = w * CARD_ASPECT
    gap = 14
    width = len(codes) * w + (len(codes) - 1) * gap
    x = area.centerx - width / 2
    return Row(x, area.centery - h / 2 + 16, w, h, x + width, w + gap).place(codes)
