"""Where things lie on the I'm the Boss! table (level units): the sixteen spaces round the
board, the tile stack, deck and discards in its middle, the deal mat's places and offers,
the viewer's hand, and on another player's panel his placards. Drawing and hit tests
both read these rects."""

from __future__ import annotations

import pygame

R = pygame.Rect
SPACE_W, SPACE_H = 104, 70
CARD_W = 66  # a card in the viewer's hand
CARD_H = round(CARD_W * 1.45)
MAT_CARD_W = 46  # a card on the mat
PLACARD_W, PLACARD_H = 118, 40


def space_rects(board: R) -> dict[int, R]:
    """The loop, clockwise: spaces 1-5 along the top, 6-8 down the right, 9-13 back along
    the bottom, 14-16 up the left."""
    step_x = (board.w - SPACE_W) / 4
    step_y = (board.h - SPACE_H) / 4
    spots = [(i, 0) for i in range(5)] + [(4, j) for j in (1, 2, 3)] + \
        [(i, 4) for i in range(4, -1, -1)] + [(0, j) for j in (3, 2, 1)]
    return {n: R(round(board.x + i * step_x), round(board.y + j * step_y), SPACE_W, SPACE_H)
            for n, (i, j) in enumerate(spots, start=1)}


def middle(board: R) -> R:
    """The board's middle, inside the loop."""
    return R(board.x + SPACE_W + 12, board.y + SPACE_H + 12, board.w - 2 * SPACE_W - 24,
             board.h - 2 * SPACE_H - 24)


def middle_spots(board: R) -> dict[str, R]:
    """The tile stack, the deck, the discard pile and the die in the board's middle."""
    m = middle(board)
    return {"tiles": R(m.x + 12, m.y + 34, 64, 64),
            "deck": R(m.x + 96, m.y + 26, 56, 81),
            "discard": R(m.x + 170, m.y + 26, 56, 81),
            "die": R(m.right - 60, m.bottom - 60, 44, 44)}


def hand_cards(hand: R, n: int) -> list[R]:
    """The viewer's cards in a row, overlapping when many."""
    if n == 0:
        return []
    step = min(CARD_W + 6, (hand.w - 16 - CARD_W) / max(1, n - 1))
    return [R(round(hand.x + 8 + i * step), hand.y + 34, CARD_W, CARD_H) for i in range(n)]


def mat_places(mat: R, n: int) -> list[R]:
    """The deal's places (investors needed), in a row under the mat's heading."""
    w = min(126, (mat.w - 16 - 8 * (n - 1)) / max(1, n))
    x0 = mat.centerx - (n * w + 8 * (n - 1)) / 2
    return [R(round(x0 + i * (w + 8)), mat.y + 52, round(w), 138) for i in range(n)]


def mat_laid(mat: R, n: int) -> list[R]:
    """Clan cards on the table not (yet) in a place, in a row under the places."""
    step = min(MAT_CARD_W + 8, (mat.w - 130 - MAT_CARD_W) / max(1, n - 1)) if n > 1 else 0
    return [R(round(mat.x + 120 + i * step), mat.y + 214, MAT_CARD_W,
              round(MAT_CARD_W * 1.45)) for i in range(n)]


def mat_talk(mat: R) -> R:
    """The question being answered, the reaction window and the tally."""
    return R(mat.x + 8, mat.y + 290, mat.w - 16, mat.h - 298)


def panel_placards(panel: R, n: int) -> list[R]:
    """Another player's placards, small, along his panel's foot."""
    w = min(PLACARD_W, (panel.w - 16 - 6 * (n - 1)) / max(1, n)) if n else 0
    return [R(round(panel.x + 8 + i * (w + 6)), panel.bottom - 36, round(w), 30)
            for i in range(n)]


def purse_placards(purse: R, n: int) -> list[R]:
    """The viewer's placards, in his purse."""
    return [R(purse.x + 8 + (i % 2) * (PLACARD_W + 6), purse.y + 66 + (i // 2) * 40,
              PLACARD_W, 36) for i in range(n)]
