"""The kitchen's play history (a panel down the right-hand side, L or its Log button)
and its Fast forward button (F), both drawn over the still picture."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.alacarte import art
from game.ui import fonts
from game.ui.fast_forward import FastForwardButton
from game.ui.i18n import t
from game.ui.log_panel import LogPanel
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_text

if TYPE_CHECKING:
    from game.games.alacarte.table import KitchenScene

LOG_BUTTON = pygame.Rect(924, 12, 92, 40)  # between the banner and Rules
LOG_RECT = pygame.Rect(946, 60, 322, 652)  # the open history: the right-hand column
LOG_LINE = 20  # one line of the history (15 px text)
LOG_NOTE = 26  # a turn's heading
DOT_W = 18  # a row's seat dot, left of its words
FF_WIDTH = 300


class KitchenHistory(LogPanel):
    """The kitchen's play history: a panel down the right-hand side listing this game's
    actions chef by chef, turn by turn, from the controller's log (what the kitchen
    showed), in words where the card table's panel draws card faces (the key, button,
    wheel and open state are the shared `LogPanel`'s)."""

    fill, border = (40, 24, 14, 255), (238, 196, 92, 160)
    title_key, title_size = "alc_log_title", 18
    empty_key, earlier_key = "alc_log_empty", "alc_log_earlier"
    earlier_h = LOG_NOTE

    def __init__(self, scene: KitchenScene) -> None:
        super().__init__(scene, LOG_BUTTON)

    def rect(self) -> pygame.Rect:
        return LOG_RECT.copy()

    def rows(self, width: float) -> list[tuple[str, int | None, str]]:
        """The log as drawn rows: ("note", seat, heading) or ("line", seat, words), a
        long line wrapped beside the seat's dot (its later rows with no dot)."""
        v = self.scene.view
        out: list[tuple[str, int | None, str]] = []
        turn_seat = None
        for note, seat, text in self.scene.ctl.history_lines():
            if note:
                turn_seat = seat
                out.append(("note", seat, text))
                continue
            if seat is not None and seat != turn_seat:
                text = t("alc_log_by", name=self.scene.ctl.name_of(seat), what=text)
            for i, part in enumerate(fonts.wrap(text, v.len(15), v.len(width - DOT_W))):
                out.append(("line", seat if i == 0 else -1, part))
        return out

    def body(self, surf: pygame.Surface, r: pygame.Rect) -> pygame.Rect:
        """Its keys beside the title; the rows under them (room for a seat's dot)."""
        draw_text(surf, self.scene.view, t("history_keys"), (r.right - 12, r.y + 11), 14,
                  TEXT_DIM, "topright")
        return pygame.Rect(r.x + 12, r.y + 38, r.w - 24, r.h - 46)

    def row_height(self, row: tuple[str, int | None, str]) -> float:
        return LOG_NOTE if row[0] == "note" else LOG_LINE

    def draw_row(self, surf: pygame.Surface, row: tuple[str, int | None, str],
                 body: pygame.Rect, y: float, h: float) -> None:
        v = self.scene.view
        kind, seat, text = row
        mid = y + h / 2
        if kind == "note":
            if seat is not None:
                pygame.draw.circle(surf, art.SEAT_RGB[seat], v.pt(body.x + 7, mid), v.len(6))
            label = draw_text(surf, v, text, (body.x + DOT_W, mid), 15, GOLD, "midleft", bold=True)
            pygame.draw.line(surf, (238, 196, 92), (label.right + v.len(8), v.pt(0, mid)[1]),
                             v.pt(body.right - 2, mid), max(1, v.len(1)))
        else:
            if seat is not None and seat >= 0:
                pygame.draw.circle(surf, art.SEAT_RGB[seat], v.pt(body.x + 7, mid), v.len(4))
            draw_text(surf, v, text, (body.x + DOT_W, mid), 15, TEXT, "midleft")


class KitchenFastForward(FastForwardButton):
    """Fast forward in the kitchen: a button where the actions' buttons go, and F,
    while the controller offers it (EventPacing: only computer chefs are left to
    decide)."""

    def __init__(self, scene: KitchenScene) -> None:
        a = scene.a["buttons"]
        super().__init__(scene, (a.centerx - FF_WIDTH / 2, a.y, FF_WIDTH, a.h))

    @property
    def shown(self) -> bool:
        return self.scene.ctl.fast_forward_offered() and not self.scene.buttons

    def press(self) -> None:
        self.scene.ctl.fast_forward()
        self.scene.toast(None, t("alc_ff_started"))
