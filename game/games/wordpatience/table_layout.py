"""Where things lie on the solitaire's table (level units), from the level's places: the
stock, the waste's last three cards fanned, the four foundations (over columns 5-8, in
the suits' order ♠ ♥ ♣ ♦), the eight columns (face-down cards close, face-up cards
further apart, both squeezed when a column grows long). Drawing, hit tests and the
drop targets all read these rects."""

from __future__ import annotations

import pygame

from game.games.wordpatience.deck import SUITS

R = pygame.Rect
CARD_W = 112
CARD_H = round(CARD_W * 1.41)
COLUMNS = 8
DOWN_STEP = 14  # between two face-down cards in a column
UP_STEP = 34  # between two face-up cards (the top strip shows: index and word)
UP_STEP_MIN = 24
WASTE_FAN = 20  # the waste's last three cards


def column_x(tableau: R, col: int) -> int:
    return round(tableau.x + col * (tableau.w - CARD_W) / (COLUMNS - 1))


def column_area(tableau: R, col: int) -> R:
    """The whole strip a column may fill (a drop anywhere on it lands there)."""
    return R(column_x(tableau, col), tableau.y, CARD_W, tableau.h)


def column_cards(tableau: R, col: int, down: int, up: int) -> list[R]:
    """A column's cards from the bottom (the face-down ones first), squeezed to fit."""
    room = tableau.h - CARD_H
    down_step, up_step = DOWN_STEP, UP_STEP
    if up > 1 and down * down_step + (up - 1) * up_step > room:
        up_step = max(UP_STEP_MIN, (room - down * down_step) / (up - 1))
    need = down * down_step + max(0, up - 1) * up_step
    if need > room:  # still too long: everything closer
        f = room / need
        down_step, up_step = down_step * f, up_step * f
    x = column_x(tableau, col)
    out = []
    y = float(tableau.y)
    for i in range(down + up):
        out.append(R(x, round(y), CARD_W, CARD_H))
        y += down_step if i < down else up_step
    return out


def foundation_rect(tableau: R, foundations: R, suit: str) -> R:
    return R(column_x(tableau, 4 + SUITS.index(suit)), foundations.y, CARD_W, CARD_H)


def waste_cards(waste: R, n: int) -> list[R]:
    """The places of the waste's cards, bottom first: all but the last three under the
    first of them, those three fanned to the right."""
    out = []
    shown = min(3, n)
    for i in range(n):
        k = max(0, i - (n - shown))
        out.append(R(waste.x + k * WASTE_FAN, waste.y, CARD_W, CARD_H))
    return out


def finish_button(info: R) -> R:
    """Finish, at the foot of the numbers' panel (shown only when it can be used)."""
    return R(info.right - 118, info.bottom - 44, 106, 34)
