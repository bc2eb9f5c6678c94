"""A climbing game's hand results: the frame the games' own sheets draw on."""

from __future__ import annotations

import pygame

from game.ui.app import App
from game.ui.i18n import t
from game.ui.scenes.results import ResultsOverlay
from game.ui.sprites import row_positions
from game.ui.table import role_style
from game.ui.widgets import GOLD, TEXT_DIM, Button, draw_panel, draw_text, fit_text_size


class HandResults(ResultsOverlay):
    """A climbing game's hand results: the finished hand's observation, its deal code,
    Menu and Next hand (New match once the match is over)."""

    def __init__(self, app: App, controller) -> None:
        super().__init__(app)
        self.ctl = controller
        self.obs = controller.obs()
        self.result = self.obs["result"] or {}
        self.hands = self.obs.get("hands") or []
        self.deal_code = controller.deal_code
        over = controller.match.is_over()
        self.buttons = [
            Button((440, 604, 190, 56), lambda: t("btn_menu"), self.menu, "secondary",
                   key="menu"),
            Button((650, 604, 190, 56), lambda: t("btn_new_match" if over else "btn_next_hand"),
                   self.next_hand, "primary", key="next"),
        ]

    def primary(self) -> None:
        self.next_hand()

    def next_hand(self) -> None:
        self.app.pop()
        self.ctl.next_hand()

    def badge(self, surf: pygame.Surface, key: str, x: float, cy: float,
              w: float = 110) -> None:
        """A role or team badge (a key of the game's role styles) starting at x, centred
        on cy."""
        v = self.view
        style = role_style(self.ctl.role_styles, key)
        draw_panel(surf, v, (x, cy - 14, w, 28), style.bg, 14)
        label = t(style.label)
        size = fit_text_size(label, 16, w - 10, v, bold=True)
        draw_text(surf, v, label, (x + w / 2, cy), size, style.fg, "center", bold=True)

    def card_row(self, surf: pygame.Surface, codes: list[str], x: float, cy: float,
                 span: float, w: float = 42) -> None:
        """Cards left in a hand, overlapped in a row from x; a dash when none."""
        v = self.view
        slots = row_positions(len(codes), x + span / 2, cy, w, span, w * 0.45, "left")
        for code, (cx, y) in zip(codes, slots, strict=True):
            img = self.app.art.get(code, v.len(w), True)
            surf.blit(img, img.get_rect(center=v.pt(cx, y)))
        if not codes:
            draw_text(surf, v, "—", (x + 10, cy), 22, TEXT_DIM, "midleft")

    def match_over_line(self, surf: pygame.Surface, y: float = 566) -> None:
        """Who won the match, once it is over (at `y`, above the buttons)."""
        if self.ctl.match.is_over():
            best = ", ".join(self.ctl.name_of(s) for s in self.ctl.match.leaders())
            draw_text(surf, self.view, t("match_over", name=best), (640, y), 20, GOLD,
                      "midtop", bold=True)
