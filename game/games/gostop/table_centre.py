"""The centre of the Go-Stop table: the stock at its left (lit when a turn may only flip
a card), the cards in their months' places, each ringed for what it means now (one to
take, a match of the hand card pointed at, one that would finish an opponent's set, the
keyboard's), the ppuk mark on a stack, and the pointer's note on a dangerous card."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.gostop.actions import FlipOnly
from game.games.gostop.capture_strips import danger_cards
from game.games.gostop.cards import CARDS
from game.games.gostop.table_layout import month_of, stock_rect
from game.games.gostop.table_style import CURSOR, DANGER, LIT, MATCH
from game.ui.i18n import t
from game.ui.tooltip import draw_tooltip
from game.ui.widgets import TEXT, draw_text

if TYPE_CHECKING:
    from game.games.gostop.table import GsTableScene


def draw_centre(sc: GsTableScene, surf: pygame.Surface, obs: dict, legal: list) -> None:
    v = sc.view
    stock = stock_rect(sc.a["table"])
    left = sc.shown.stock
    for i in range(min(4, (left + 5) // 6)):  # the pile's height, roughly
        sc.blit_card(surf, None, stock.move(-i * 2, -i * 2))
    if left:
        draw_text(surf, v, str(left), (stock.centerx, stock.bottom + 14), 15, TEXT, "center",
                  bold=True, shadow=True)
    if any(isinstance(a, FlipOnly) for a in legal):
        pygame.draw.rect(surf, LIT, v.rect(stock.inflate(8, 8)), max(2, v.len(3)),
                         border_radius=v.len(7))
    lit = {CARDS[a.card].code for a, _ in sc.take_options()}
    month = hovered_month(sc)
    cursor = sc.cursor_code()
    danger = danger_cards(sc.shown.captures, sc.ctl.viewer)
    for code, r in sc.table_cards():
        ring = LIT if code in lit else MATCH if month_of(code) == month else \
            DANGER if code in danger else None
        if code == cursor:
            ring = CURSOR
        sc.blit_card(surf, code, r, ring)
    for m, maker in obs["stacks"]:
        cards = [r for c, r in sc.table_cards() if month_of(c) == m]
        if cards and maker is not None:
            top = cards[-1]
            draw_text(surf, v, t("gs_korean_ppuk"), (top.right - 4, top.y + 4), 15,
                      (255, 120, 110), "topright", bold=True, shadow=True)


def hovered_month(sc: GsTableScene) -> int | None:
    """The month of the hand card under the pointer (its matches are lit)."""
    if sc.hover is None:
        return None
    code = sc.hand_card_at(sc.hover)
    cursor = sc.cursor_code()
    if code is None and cursor is not None and cursor in sc.shown.hand:
        code = cursor
    return month_of(code) if code is not None else None


def draw_danger_help(sc: GsTableScene, surf: pygame.Surface) -> None:
    """The pointer on a table card that would finish an opponent's set: whose, which."""
    danger = danger_cards(sc.shown.captures, sc.ctl.viewer)
    for code, r in sc.table_cards():
        if code in danger and r.collidepoint(sc.hover):
            lines = [t("gs_danger_card", name=sc.ctl.name_of(seat), set=t(f"gs_korean_{name}"))
                     for seat, name in danger[code]]
            draw_tooltip(surf, sc.view, "\n".join(lines), r, pygame.Rect(0, 0, 1280, 720),
                         max_w=380)
            return
