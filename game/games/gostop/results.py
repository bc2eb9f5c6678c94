"""Go-Stop's end of a hand: who won and why, then a column per seat: what the hand
paid it, the sets its captures made, its Gos and shakes, the penalties (박) it paid, and
the sitting's running total. Next hand: the winner deals."""

from __future__ import annotations

import pygame

from game.games.gostop.words import score_lines, settlement_lines
from game.ui.app import App
from game.ui.i18n import t
from game.ui.scenes.results import ResultsOverlay
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, Button, draw_panel, draw_text, fit_text_size

TOP = 150  # the seats' columns start here
BOTTOM = 590  # and end above the buttons
WON, LOST = (120, 220, 140), (240, 130, 110)
TITLES = {"stop": "win"}  # a result's reason -> its gs_title_ key, where they differ


class GsResultsScene(ResultsOverlay):
    def __init__(self, app: App, controller) -> None:
        super().__init__(app)
        self.ctl = controller
        self.obs = controller.state.observation(controller.viewer)  # every hand shown
        self.result = self.obs["result"] or {}
        self.buttons = [
            Button((440, 604, 190, 56), lambda: t("btn_menu"), self.menu, "secondary",
                   key="menu"),
            Button((650, 604, 190, 56), lambda: t("gs_next_hand"), self.again, "primary",
                   key="again"),
        ]

    def primary(self) -> None:
        self.again()

    def again(self) -> None:
        self.app.pop()
        self.ctl.next_hand()

    def headline(self) -> str:
        winner = self.result.get("winner")
        reason = self.result.get("reason", "stop")
        if winner is None:
            return t("gs_title_nagari")
        return t(f"gs_title_{TITLES.get(reason, reason)}", name=self.ctl.name_of(winner))

    def draw(self, surf: pygame.Surface) -> None:
        v = self.view
        self.draw_sheet(surf, (24, 30, 26, 245))
        draw_text(surf, v, t("gs_over_title", n=self.ctl.hands_played), (640, 50), 18,
                  TEXT_DIM, "midtop")
        winner = self.result.get("winner")
        text = self.headline()
        size = fit_text_size(text, 34, 960, v, bold=True)
        draw_text(surf, v, text, (640, 76), size, GOLD, "midtop", bold=True)
        below = [t("gs_result_total", points=self.result["total"])] if winner is not None else []
        if self.result.get("auto_stop"):
            below.append(t("gs_result_auto_stop"))
        draw_text(surf, v, "   ".join(below), (640, 120), 15, TEXT_DIM, "midtop")
        n = self.ctl.players
        width = 960 / n
        lines = settlement_lines(self.result, self.ctl.name_of)
        for seat in range(n):
            x = 160 + seat * width
            self.draw_seat(surf, seat, pygame.Rect(round(x), TOP, round(width) - 16,
                                                   BOTTOM - TOP - 60), seat == winner)
        y = BOTTOM - 52
        for line in lines[:2]:
            draw_text(surf, v, line, (640, y), 15, TEXT, "midtop")
            y += 20
        self.draw_buttons(surf)

    def draw_seat(self, surf: pygame.Surface, seat: int, r: pygame.Rect, won: bool) -> None:
        v = self.view
        draw_panel(surf, v, r, (255, 255, 255, 18 if not won else 30), 12,
                   border=GOLD if won else None, border_w=2 if won else 0)
        x, y = r.x + 16, r.y + 12
        name = self.ctl.name_of(seat)
        draw_text(surf, v, name, (x, y), fit_text_size(name, 20, r.w - 32, v, bold=True), TEXT,
                  bold=True)
        delta = self.result.get("deltas", [0] * self.ctl.players)[seat]
        sign = f"+{delta}" if delta > 0 else str(delta)
        draw_text(surf, v, t("gs_points", points=sign), (x, y + 30), 30,
                  WON if delta > 0 else LOST if delta < 0 else TEXT_DIM, bold=True)
        y += 76
        scores = self.result.get("scores") or []
        codes = self.obs["captures"][seat]
        for line in score_lines(codes)[:9] if scores else []:
            draw_text(surf, v, line, (x, y), 15, TEXT)
            y += 20
        extras = []
        gos = self.result.get("gos", [0] * self.ctl.players)[seat]
        if gos:
            extras.append(t("gs_gos", n=gos, mult=1))
        shakes = self.result.get("shakes", [0] * self.ctl.players)[seat]
        if shakes:
            extras.append(t("gs_shakes", n=shakes))
        for pay in self.result.get("payments", []):
            if pay["seat"] == seat:
                extras += [t(f"gs_pen_{p}") for p in pay["penalties"]]
        for line in extras:
            draw_text(surf, v, line, (x, y), 15, (255, 190, 120))
            y += 20
        total = self.ctl.totals[seat]
        draw_text(surf, v, t("gs_sitting_total", points=total), (x, r.bottom - 28), 16,
                  GOLD, bold=True)
