"""Where things lie on the Bohnanza table (level units): the other players' panels along
the top (laid out here for however many there are), and inside the level's places the
market slots, the viewer's fields, cards to plant, hand and the trading mat's rows.
Drawing and hit tests both read these rects."""

from __future__ import annotations

import pygame

from game.games.bohnanza.art import CARD_ASPECT

R = pygame.Rect
HAND_W = 64  # a hand card's width
FIELD_W = 92  # a field's and a market card's width
MINI_W = 30  # a card on another player's panel or on the mat
FAN = 9  # how far each card of a field shows below the one before
FAN_MAX = 5  # cards of a field drawn fanned (the count says the rest)
FIELD_TOP = 32  # a field's cards start under its two lines of coins
RECEIVED_W = 52  # a card to plant
CHIP = 30  # a bean chip on the mat
MAT_ROW = 54  # a bid's row on the mat (thinner when many bids share it)


def card_h(w: float) -> int:
    return round(w * CARD_ASPECT)


def market_slots(area: R, slots: int) -> list[R]:
    gap = 14
    total = slots * FIELD_W + (slots - 1) * gap
    x0 = area.centerx - total / 2
    return [R(round(x0 + i * (FIELD_W + gap)), area.y + 30, FIELD_W, card_h(FIELD_W))
            for i in range(slots)]


def field_columns(area: R, fields: int = 3) -> list[R]:
    """Each of the viewer's three field places (a field not bought yet is an outline)."""
    w = area.w / fields
    return [R(round(area.x + i * w), area.y, round(w) - 6, area.h) for i in range(fields)]


def field_cards(column: R, count: int) -> list[R]:
    """The fanned cards of a field of `count` beans, bottom card first."""
    shown = min(count, FAN_MAX)
    x = column.centerx - FIELD_W // 2
    return [R(x, column.y + FIELD_TOP + FAN * i, FIELD_W, card_h(FIELD_W))
            for i in range(shown)]


def field_outline(column: R) -> R:
    """Where a field's first card lies (drawn as an outline while the field is empty)."""
    return R(column.centerx - FIELD_W // 2, column.y + FIELD_TOP, FIELD_W, card_h(FIELD_W))


def row_of(area: R, n: int, w: int, step: float, top: int = 0) -> list[R]:
    """`n` cards `w` wide from the area's left, at most `step` apart, squeezed to fit."""
    step = min(step, (area.w - w) / max(1, n - 1)) if n > 1 else step
    return [R(round(area.x + i * step), area.y + top, w, card_h(w)) for i in range(n)]


def mini_fields(panel: R, fields: int) -> list[R]:
    """Another player's fields, small, side by side under the name."""
    room = (panel.w - 16) / 3
    return [R(round(panel.x + 8 + i * room), panel.y + 30, MINI_W, card_h(MINI_W))
            for i in range(fields)]


def mat_rows(mat: R, n: int) -> list[R]:
    """The bids' rows on the trading mat under its heading line, thinner when many."""
    h = min(MAT_ROW, round((mat.h - 40) / max(1, n)) - 4)
    return [R(mat.x + 10, mat.y + 34 + i * (h + 4), mat.w - 20, h) for i in range(n)]


def chips(area: R, beans: tuple[str, ...]) -> list[tuple[str, R]]:
    """The bean chips to name beans wanted, in a row along the builder's foot."""
    step = min(CHIP + 6, (area.w - 120) / max(1, len(beans)))
    return [(b, R(round(area.x + 116 + i * step), area.bottom - CHIP - 2, CHIP, CHIP))
            for i, b in enumerate(beans)]
