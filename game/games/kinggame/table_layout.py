"""Where things lie on the King game's table (level units): each person's place along the
top (a card, the name, the tally), and on the stage below the King's command (the
number buttons, the category chips, the draw button, the text box, the order's preview
and Confirm), the private card, the order being answered and its buttons. Drawing and
hit tests both read these rects."""

from __future__ import annotations

import pygame

R = pygame.Rect
CARD_RATIO = 1.41
SEAT_MAX_W = 190  # a place along the top is at most this wide (3 people)
NUMBER_SIZE = 64  # a number button, square
NUMBER_GAP = 10
CHIP_H = 40
PAD = 20


def seat_places(seats: R, n: int) -> list[R]:
    """Each person's place along the top, in seat order, centred."""
    w = min(SEAT_MAX_W, seats.w / n)
    x0 = seats.centerx - w * n / 2
    return [R(round(x0 + i * w), seats.y, round(w), seats.h) for i in range(n)]


def seat_card(place: R) -> R:
    """The card in a place: as wide as fits, its name and tally under it."""
    w = min(104, place.w - 26, round((place.h - 80) / CARD_RATIO))
    return R(place.centerx - w // 2, place.y + 24, w, round(w * CARD_RATIO))


def command_parts(stage: R, numbers: int, categories: int) -> dict[str, R | list[R]]:
    """The King's command screen: the left half calls numbers and chooses how the task
    is found, the right half previews the order and gives it."""
    left = R(stage.x + PAD, stage.y + 14, stage.w // 2 - 2 * PAD, stage.h - 28)
    right = R(stage.centerx + PAD // 2, stage.y + 14, stage.w // 2 - PAD * 3 // 2, stage.h - 28)
    size = min(NUMBER_SIZE, (left.w - NUMBER_GAP * (numbers - 1)) // max(1, numbers))
    row_w = numbers * size + (numbers - 1) * NUMBER_GAP
    nx = left.x + (left.w - row_w) // 2
    buttons = [R(nx + i * (size + NUMBER_GAP), left.y + 44, size, size) for i in range(numbers)]
    chip_w = (left.w - 8 * (categories - 1)) / max(1, categories)
    chips_y = left.y + 44 + size + 62
    chips = [R(round(left.x + i * (chip_w + 8)), chips_y, round(chip_w), CHIP_H)
             for i in range(categories)]
    draw = R(left.x, chips_y + CHIP_H + 14, left.w, 54)
    text = R(left.x, draw.bottom + 14, left.w, min(56, left.bottom - draw.bottom - 14))
    preview = R(right.x, right.y, right.w, right.h - 72)
    confirm = R(right.x, right.bottom - 60, right.w, 60)
    return {"left": left, "right": right, "numbers": buttons, "task_head": R(
        left.x, buttons[0].bottom + 18 if buttons else left.y + 120, left.w, 30),
        "chips": chips, "draw": draw, "text": text, "preview": preview, "confirm": confirm}


def private_parts(stage: R) -> dict[str, R]:
    """The private card screen: the card large at the left, the words and Hide beside."""
    card_h = stage.h - 40
    card_w = round(card_h / CARD_RATIO)
    card = R(stage.x + 150, stage.y + 20, card_w, card_h)
    words = R(card.right + 60, stage.y + 30, stage.right - card.right - 120, stage.h - 60)
    hide = R(words.x, words.bottom - 70, min(420, words.w), 70)
    return {"card": card, "words": words, "hide": hide}


def answer_parts(stage: R) -> dict[str, R]:
    """The order being answered: its words large, who was called, Done and Veto."""
    order = R(stage.x + PAD, stage.y + 12, stage.w - 2 * PAD, stage.h - 112)
    done = R(stage.centerx - 330, stage.bottom - 88, 320, 72)
    veto = R(stage.centerx + 10, stage.bottom - 88, 320, 72)
    return {"order": order, "done": done, "veto": veto}


def round_end_parts(stage: R) -> dict[str, R]:
    order = R(stage.x + PAD, stage.y + 12, stage.w - 2 * PAD, stage.h - 112)
    next_ = R(stage.centerx - 330, stage.bottom - 88, 380, 72)
    end = R(stage.centerx + 70, stage.bottom - 88, 260, 72)
    return {"order": order, "next": next_, "end": end}
