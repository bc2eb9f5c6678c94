"""The centre of the Go-Stop table: the stock at its left (lit when a turn may only flip
a card), the cards in their months' places, each ringed for what it means now (one to
take, a match of the hand card pointed at, one that would finish an opponent's set, the
keyboard's), the ppuk mark on a stack, and the pointer's note on a dangerous card.
The centre is painted from `CentreShown`, all it shows (the key the table's still
picture keeps it by); the note follows the pointer, drawn every frame."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.games.gostop.actions import FlipOnly
from game.games.gostop.capture_strips import danger_cards
from game.games.gostop.cards import CARDS
from game.games.gostop.table_faces import blit_face
from game.games.gostop.table_layout import month_of, stock_rect, table_rects
from game.games.gostop.table_style import CURSOR, DANGER, LIT, MATCH
from game.ui.i18n import language, t
from game.ui.layout import View
from game.ui.tooltip import draw_tooltip
from game.ui.widgets import TEXT, draw_text

if TYPE_CHECKING:
    from game.games.gostop.table import GsTableScene


@dataclass(frozen=True)
class CentreShown:
    """All the centre shows, the key its picture is kept by: where, the stock's count and
    whether only a flip is left, the cards to take (lit), the hovered hand card's month
    (its matches lit), the keyboard's card, the table cards in arrival order, the sets'
    cards each seat has captured and the viewer (the cards that would finish an
    opponent's set), the months whose stack was made by a ppuk, the month numbers and
    the language."""

    table: tuple[int, int, int, int]  # level units
    stock: int
    flip_only: bool
    lit: frozenset[str]
    month: int | None
    cursor: str | None
    cards: tuple[str, ...]
    in_sets: tuple[frozenset[str], ...]  # every seat's captured cards of a named set
    viewer: int
    ppuk: tuple[int, ...]
    month_numbers: bool
    lang: str


def centre_shown(sc: GsTableScene, obs: dict, legal: list,
                 in_sets: tuple[frozenset[str], ...]) -> CentreShown:
    return CentreShown(
        tuple(sc.a["table"]), sc.shown.stock, any(isinstance(a, FlipOnly) for a in legal),
        frozenset(CARDS[a.card].code for a, _ in sc.take_options()), hovered_month(sc),
        sc.cursor_code(), tuple(sc.shown.table), in_sets, sc.ctl.viewer,
        tuple(m for m, maker in obs["stacks"] if maker is not None), sc.ctl.month_numbers,
        language())


def paint_centre(surf: pygame.Surface, v: View, c: CentreShown) -> None:
    table = pygame.Rect(c.table)
    stock = stock_rect(table)
    for i in range(min(4, (c.stock + 5) // 6)):  # the pile's height, roughly
        blit_face(surf, v, None, stock.move(-i * 2, -i * 2), c.month_numbers)
    if c.stock:
        draw_text(surf, v, str(c.stock), (stock.centerx, stock.bottom + 14), 15, TEXT,
                  "center", bold=True, shadow=True)
    if c.flip_only:
        pygame.draw.rect(surf, LIT, v.rect(stock.inflate(8, 8)), max(2, v.len(3)),
                         border_radius=v.len(7))
    danger = danger_cards([list(x) for x in c.in_sets], c.viewer)
    placed = table_rects(table, list(c.cards))
    for code, r in placed:
        ring = LIT if code in c.lit else MATCH if month_of(code) == c.month else \
            DANGER if code in danger else None
        if code == c.cursor:
            ring = CURSOR
        blit_face(surf, v, code, r, c.month_numbers, ring)
    for m in c.ppuk:
        cards = [r for code, r in placed if month_of(code) == m]
        if cards:
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
