"""Where things lie on the Saint Petersburg table (level units): the other players'
panels along the top (laid out here for however many there are), and inside the level's
places the stacks, the rows' slots, the phase track, the viewer's display by colour, the
hand and the controls. Drawing and hit tests both read these rects."""

from __future__ import annotations

import pygame

from game.games.saint_petersburg.art import CARD_ASPECT

R = pygame.Rect
ROW_W = 80  # a card in the upper or lower row
ROW_STEP = 90
STACK_W = 64
DISPLAY_W = 62  # a card of the viewer's display
HAND_W = 72
MINI_W = 50  # a card on another player's panel
PILE_W = 72  # the discard pile's top card, the Observatory's draw
COLUMN_HEAD = 26  # a display column's heading line (its phase and income)
COLOURS = ("worker", "building", "aristocrat")


def card_h(w: float) -> int:
    return round(w * CARD_ASPECT)


def stack_spots(area: R) -> dict[str, R]:
    """The four stacks two by two, each with room for its count below."""
    h = card_h(STACK_W)
    spots = {}
    for i, stack in enumerate(("worker", "building", "aristocrat", "trading")):
        col, row = i % 2, i // 2
        x = area.x + 8 + col * (STACK_W + 12)
        y = area.y + row * (h + 20)
        spots[stack] = R(x, y, STACK_W, h)
    return spots


def row_slots(area: R) -> list[R]:
    """The eight places of a row."""
    return [R(area.x + i * ROW_STEP, area.y + 2, ROW_W, card_h(ROW_W)) for i in range(8)]


def phase_boxes(area: R) -> list[R]:
    """The phase track: one box per phase, left to right, over the round's line."""
    w = (area.w - 3 * 6) / 4
    return [R(round(area.x + i * (w + 6)), area.y, round(w), 72) for i in range(4)]


def columns(area: R) -> list[R]:
    """The viewer's display: a column per colour (workers, buildings, aristocrats)."""
    w = (area.w - 2 * 10) / 3
    return [R(round(area.x + i * (w + 10)), area.y, round(w), area.h) for i in range(3)]


def fan(area: R, n: int, w: int, top: int = 0, step: float | None = None) -> list[R]:
    """`n` cards `w` wide from the area's left, overlapped to fit its width."""
    step = w + 6 if step is None else step
    if n > 1:
        step = min(step, (area.w - w) / (n - 1))
    return [R(round(area.x + i * step), area.y + top, w, card_h(w)) for i in range(n)]


def column_cards(column: R, n: int) -> list[R]:
    inner = R(column.x + 6, column.y, column.w - 12, column.h)
    return fan(inner, n, DISPLAY_W, top=COLUMN_HEAD + 4)


def hand_cards(area: R, n: int) -> list[R]:
    return fan(R(area.x + 8, area.y, area.w - 16, area.h), n, HAND_W, top=18, step=HAND_W + 8)


def panel_columns(panel: R) -> list[R]:
    """Another player's display: a column per colour under the name line."""
    w = (panel.w - 16 - 2 * 6) / 3
    return [R(round(panel.x + 8 + i * (w + 6)), panel.y + 34, round(w), card_h(MINI_W) + 24)
            for i in range(3)]


def panel_cards(column: R, n: int) -> list[R]:
    return fan(column, n, MINI_W, top=0, step=MINI_W + 3)


def panel_hand(panel: R) -> R:
    """Where another player's hand lies on his name line (its backs and their count)."""
    return R(panel.right - 248, panel.y + 4, 70, 24)


def pile_card(spot: R) -> R:
    """The card of the discard pile or the Observatory's draw, over its label."""
    w = PILE_W
    return R(spot.centerx - w // 2, spot.y, w, card_h(w))
