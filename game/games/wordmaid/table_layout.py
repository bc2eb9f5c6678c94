"""Where things lie on the word game's table (level units): the fan being drawn from, the
table card and its letters, the word's letter slots, the viewer's hand, the buttons, and
on another player's panel his little fan. Drawing and hit tests both read these rects."""

from __future__ import annotations

import pygame

R = pygame.Rect
FAN_W, FAN_H = 104, 146  # a card of the fan being drawn from
HAND_W, HAND_H = 100, 140  # a card in the viewer's hand
TABLE_W, TABLE_H = 116, 162  # the card on the table
LIFT = 14  # how far a hovered (or picked) card rises
TILE = 38  # a table letter to click
SLOT = 58  # a letter of the word
SLOT_GAP = 10
BUTTON_H = 44


def row(area: R, n: int, w: int, h: int, y: int, gap: int = 6) -> list[R]:
    """`n` cards `w` x `h` across `area` at `y`, centred while they fit side by side,
    overlapping to fill it when they do not."""
    if n == 0:
        return []
    room = area.w - 16
    step = min(w + gap, (room - w) / max(1, n - 1))
    width = w + step * (n - 1)
    x0 = area.x + 8 + max(0, (room - width) / 2)
    return [R(round(x0 + i * step), y, w, h) for i in range(n)]


def fan_cards(fan: R, n: int) -> list[R]:
    return row(fan, n, FAN_W, FAN_H, fan.y + 54)


def hand_cards(hand: R, n: int) -> list[R]:
    return row(hand, n, HAND_W, HAND_H, hand.y + 50)


def table_card(table: R) -> R:
    return R(table.centerx - TABLE_W // 2, table.y + 30, TABLE_W, TABLE_H)


def table_tiles(table: R, n: int) -> list[R]:
    """The table card's letters under it, to click."""
    gap = 4
    x0 = table.centerx - (n * TILE + (n - 1) * gap) / 2
    y = table_card(table).bottom + 10
    return [R(round(x0 + i * (TILE + gap)), y, TILE, TILE) for i in range(n)]


def word_slots(word: R, n: int) -> list[R]:
    """The word's letters, centred in the strip right of its heading."""
    left = word.x + 250
    width = n * SLOT + (n - 1) * SLOT_GAP
    x0 = left + max(0, (word.right - 260 - left - width) / 2)
    return [R(round(x0 + i * (SLOT + SLOT_GAP)), word.y + 10, SLOT, SLOT) for i in range(n)]


def buttons(controls: R) -> dict[str, R]:
    """The buttons: Play across the top, then Back and Clear, then Give up and Hint."""
    c = controls
    half = (c.w - 8) // 2
    y1, y2, y3 = c.y + 8, c.y + 8 + BUTTON_H + 10, c.y + 8 + 2 * (BUTTON_H + 10)
    return {"play": R(c.x, y1, c.w, BUTTON_H + 6),
            "back": R(c.x, y2 + 6, half, BUTTON_H), "clear": R(c.x + half + 8, y2 + 6, half,
                                                                BUTTON_H),
            "give_up": R(c.x, y3 + 6, half, BUTTON_H),
            "hint": R(c.x + half + 8, y3 + 6, half, BUTTON_H)}


def panel_fan(panel: R, n: int) -> list[R]:
    """Another player's cards, small backs along his panel's foot."""
    w, h = 22, 31
    room = panel.w - 20 - w
    step = min(10, room / max(1, n - 1)) if n > 1 else 0
    return [R(round(panel.x + 10 + i * step), panel.bottom - h - 6, w, h) for i in range(n)]


# E10's +1 buttons: left of a panel's turtle count (the name leaves them room), and right
# of the count in the information panel.
HONOUR_W, HONOUR_H = 34, 22


def honour_spot(panel: R) -> R:
    return R(panel.right - 100, panel.y + 5, HONOUR_W, HONOUR_H)


def own_honour_spot(info: R) -> R:
    return R(info.x + 84, info.y + 86, HONOUR_W, HONOUR_H)
