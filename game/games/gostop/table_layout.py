"""Where each card lies on the Go-Stop table, in level units (1280x720), from the
level's anchors: the month places of the centre, the stock, the hand, another seat's
hand in its panel, the cards to choose from over the centre, and a capture strip sorted
into brights, animals, ribbons and junk.

Pure geometry over `pygame.Rect`: the scene draws and animates with it, the tests click
with it.
"""

from __future__ import annotations

import pygame

from game.games.gostop.art import CARD_RATIO
from game.games.gostop.cards import ANIMAL, BONUS_CARD, BRIGHT, BY_CODE, JUNK, RIBBON, SAKE_CUP
from game.games.gostop.scoring import best_score

TABLE_W = 68  # a card on the table
HAND_W = 78  # a card of the viewer's hand
CAPTURE_W = 40  # a captured card
BACK_W = 30  # another seat's hand, one card back in its panel
CHOICE_W = 84  # a card to choose, in the panel over the centre
STOCK_X = 34  # the stock's left edge inside the table anchor
MONTH_COLUMNS = 6  # two rows of six month places, January top left
SLOT_LEFT = 150  # where the month places start inside the table anchor
# The capture strip: the groups in the order players sort them, and the share of the
# strip's width each gets (junk runs longest).
GROUPS = (BRIGHT, ANIMAL, RIBBON, JUNK)
GROUP_SHARE = {BRIGHT: 0.18, ANIMAL: 0.24, RIBBON: 0.24, JUNK: 0.34}
LABEL_H = 24  # the strip's row of group names and counts


def card_height(w: float) -> int:
    return round(w * CARD_RATIO)


def month_of(code: str) -> int:
    return BY_CODE[code].month


def slot_rect(table: pygame.Rect, month: int) -> pygame.Rect:
    """The place of a month's cards in the centre (months 1-6 above, 7-12 below)."""
    col, row = (month - 1) % MONTH_COLUMNS, (month - 1) // MONTH_COLUMNS
    width = (table.w - SLOT_LEFT - 8) / MONTH_COLUMNS
    h = card_height(TABLE_W)
    gap = (table.h - 2 * h) / 3
    x = table.x + SLOT_LEFT + col * width
    return pygame.Rect(round(x), round(table.y + gap + row * (h + gap)), round(width), h)


def table_card_rect(table: pygame.Rect, month: int, index: int) -> pygame.Rect:
    """The `index`-th card of a month's place: fanned to the right so each shows."""
    slot = slot_rect(table, month)
    step = min(24, (slot.w - TABLE_W - 6) / 3)
    return pygame.Rect(round(slot.x + index * step), slot.y, TABLE_W, slot.h)


def table_rects(table: pygame.Rect, codes: list[str]) -> list[tuple[str, pygame.Rect]]:
    """Every table card and its rect, in drawing order (each month's in arrival order)."""
    out, seen = [], {}
    for code in codes:
        m = month_of(code)
        out.append((code, table_card_rect(table, m, seen.get(m, 0))))
        seen[m] = seen.get(m, 0) + 1
    return out


def stock_rect(table: pygame.Rect) -> pygame.Rect:
    h = card_height(TABLE_W)
    return pygame.Rect(table.x + STOCK_X, table.centery - h // 2, TABLE_W, h)


def hand_rects(area: pygame.Rect, n: int) -> list[pygame.Rect]:
    """The viewer's hand, centred in its strip, fanned closer when it is long."""
    if n == 0:
        return []
    h = card_height(HAND_W)
    step = min(HAND_W + 10, (area.w - HAND_W) / max(1, n - 1))
    total = step * (n - 1) + HAND_W
    x0 = area.x + (area.w - total) / 2
    y = area.bottom - h - 4
    return [pygame.Rect(round(x0 + i * step), y, HAND_W, h) for i in range(n)]


def seat_hand_rect(panel: pygame.Rect) -> pygame.Rect:
    """Where another seat's hand is pictured: a card back at its panel's right."""
    return pygame.Rect(panel.right - BACK_W - 12, panel.y + 34, BACK_W, card_height(BACK_W))


def choice_rects(panel: pygame.Rect, n: int) -> list[pygame.Rect]:
    """`n` cards to choose from side by side in the panel over the centre, under its
    question (on the table they overlap in their month's place)."""
    w, h = CHOICE_W, card_height(CHOICE_W)
    total = n * (w + 40) - 40
    y = round(panel.y + (panel.h - h) / 2 + 14)
    return [pygame.Rect(round(panel.centerx - total / 2 + i * (w + 40)), y, w, h)
            for i in range(n)]


def group_of(code: str, sake_cup_as: str | None) -> str:
    """The capture group a card sorts into: the sake cup where the tally counts it, a
    bonus card with the junk."""
    card = BY_CODE[code]
    if card.id == SAKE_CUP and sake_cup_as == JUNK:
        return JUNK
    return JUNK if card.category == BONUS_CARD else card.category


def capture_groups(codes: list[str]) -> dict[str, list[str]]:
    """A capture area sorted: group -> its cards by month (the sake cup counted as the
    live tally counts it)."""
    ids = [BY_CODE[c].id for c in codes]
    use = best_score(ids).sake_cup
    groups: dict[str, list[str]] = {g: [] for g in GROUPS}
    for code in sorted(codes, key=lambda c: (month_of(c) or 13, c)):
        groups[group_of(code, use)].append(code)
    return groups


def group_rects(strip: pygame.Rect) -> dict[str, pygame.Rect]:
    """Each group's part of a capture strip."""
    out, x = {}, strip.x + 6
    inner = strip.w - 12
    for g in GROUPS:
        w = inner * GROUP_SHARE[g]
        out[g] = pygame.Rect(round(x), strip.y, round(w), strip.h)
        x += w
    return out


def capture_rects(strip: pygame.Rect, codes: list[str], card_w: int = CAPTURE_W,
                  label_h: int = LABEL_H) -> list[tuple[str, pygame.Rect]]:
    """Every captured card and its rect in the strip, group by group, left to right."""
    out = []
    h = card_height(card_w)
    parts = group_rects(strip)
    for g, cards in capture_groups(codes).items():
        part = parts[g]
        n = len(cards)
        step = min(card_w * 0.62, (part.w - card_w - 8) / max(1, n - 1))
        y = strip.y + label_h + (strip.h - label_h - h) / 2
        for i, code in enumerate(cards):
            out.append((code, pygame.Rect(round(part.x + i * step), round(y), card_w, h)))
    return out
