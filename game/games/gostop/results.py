"""Go-Stop's end of a hand: who won and why; a row per seat with what the hand paid
it, the sets its captures made (and the captures themselves, sorted), its Gos, shakes
and the penalties (박) it paid; beside them how the payment was reckoned and the
sitting's running totals. Next hand: the winner deals."""

from __future__ import annotations

import pygame

from game.games.gostop import art
from game.games.gostop.cards import BY_CODE
from game.games.gostop.table_layout import capture_rects, card_height
from game.games.gostop.words import score_lines, settled_lines, settlement_lines
from game.ui import fonts
from game.ui.app import App
from game.ui.i18n import t
from game.ui.scenes.results import PlayAgainSheet
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_panel, draw_text, fit_text_size

ROWS = pygame.Rect(150, 150, 700, 440)  # the seats' rows
ACCOUNT = pygame.Rect(866, 150, 264, 440)  # how it was paid, and the sitting
RESULT_CARD_W = {2: 36, 3: 26}  # a captured card in a row, by player count
WON, LOST = (120, 220, 140), (240, 130, 110)
TITLES = {"stop": "win"}  # a result's reason -> its gs_title_ key, where they differ


class GsResultsScene(PlayAgainSheet):
    def __init__(self, app: App, controller) -> None:
        super().__init__(app, controller, "gs_next_hand")
        self.obs = controller.state.observation(controller.viewer)  # every hand shown
        self.result = self.obs["result"] or {}

    def headline(self) -> str:
        winner = self.result.get("winner")
        if winner is None:
            return t("gs_title_nagari")
        reason = self.result.get("reason", "stop")
        return t(f"gs_title_{TITLES.get(reason, reason)}", name=self.ctl.name_of(winner))

    def draw(self, surf: pygame.Surface) -> None:
        v = self.view
        self.draw_sheet(surf, (24, 30, 26, 245))
        draw_text(surf, v, t("gs_over_title", n=self.ctl.hands_played), (640, 50), 18,
                  TEXT_DIM, "midtop")
        winner = self.result.get("winner")
        text = self.headline()
        draw_text(surf, v, text, (640, 76), fit_text_size(text, 34, 960, v, bold=True), GOLD,
                  "midtop", bold=True)
        below = [t("gs_result_total", points=self.result["total"])] if winner is not None else []
        if self.result.get("auto_stop"):
            below.append(t("gs_result_auto_stop"))
        below.append(t("deal_code_was", code=self.ctl.deal_code()))  # to play it again
        draw_text(surf, v, "   ".join(below), (640, 120), 15, TEXT_DIM, "midtop")
        n = self.ctl.players
        row_h = ROWS.h / n
        for seat in range(n):
            r = pygame.Rect(ROWS.x, round(ROWS.y + seat * row_h), ROWS.w, round(row_h) - 10)
            self.draw_seat(surf, seat, r, seat == winner)
        self.draw_account(surf)
        self.draw_buttons(surf)

    def seat_lines(self, seat: int) -> list[str]:
        """A seat's tally: its scoring sets as settled (the sake cup in the use its
        holder settled on, so this side says what the settlement does), Gos, shakes."""
        settled = self.result.get("scores") or []
        lines = settled_lines(settled[seat]) if seat < len(settled) \
            else score_lines(self.obs["captures"][seat])
        gos = self.result.get("gos", [0] * self.ctl.players)[seat]
        if gos:
            lines.append(t("gs_gos", n=gos))
        shakes = self.result.get("shakes", [0] * self.ctl.players)[seat]
        if shakes:
            lines.append(t("gs_shakes", n=shakes))
        return lines

    def draw_seat(self, surf: pygame.Surface, seat: int, r: pygame.Rect, won: bool) -> None:
        v = self.view
        draw_panel(surf, v, r, (255, 255, 255, 30 if won else 16), 12,
                   border=GOLD if won else None, border_w=2 if won else 0)
        x, y = r.x + 14, r.y + 10
        name = self.ctl.name_of(seat)
        draw_text(surf, v, name, (x, y), fit_text_size(name, 19, 170, v, bold=True), TEXT,
                  bold=True)
        delta = self.result.get("deltas", [0] * self.ctl.players)[seat]
        sign = f"+{delta}" if delta > 0 else str(delta)
        draw_text(surf, v, t("gs_points", points=sign), (x, y + 26), 28,
                  WON if delta > 0 else LOST if delta < 0 else TEXT_DIM, bold=True)
        lines = self.seat_lines(seat)
        penalties = [t(f"gs_pen_{p}", name=name) for pay in self.result.get("payments", [])
                     if pay["seat"] == seat for p in pay["penalties"]]
        card_w = RESULT_CARD_W[self.ctl.players]
        strip_h = card_height(card_w) + 4
        strip = pygame.Rect(r.x + 200, r.bottom - strip_h - 8, r.w - 214, strip_h)
        room = max(1, int((strip.y - r.y - 8) // 17))
        ly = r.y + 8
        for line in (lines + penalties)[:room]:
            colour = (255, 190, 120) if line in penalties else TEXT
            draw_text(surf, v, line, (r.x + 200, ly), 14, colour)
            ly += 17
        for code, cr in capture_rects(strip, self.obs["captures"][seat], card_w, 0):
            img = art.face(BY_CODE[code].id, v.len(cr.w), self.ctl.month_numbers)
            surf.blit(img, v.pt(cr.x, cr.y))

    def draw_account(self, surf: pygame.Surface) -> None:
        """How the payment was reckoned, line by line, and the sitting's totals."""
        v = self.view
        a = ACCOUNT
        draw_panel(surf, v, a, (0, 0, 0, 60), 12)
        draw_text(surf, v, t("gs_account_title"), (a.x + 12, a.y + 10), 16, GOLD, bold=True)
        y = a.y + 36
        width = v.len(a.w - 24)
        for line in settlement_lines(self.result, self.ctl.name_of,
                                     nagari_doubling=self.ctl.state.options.nagari_doubling):
            for part in fonts.wrap(line, v.len(14), width):
                if y > a.bottom - 90:
                    break
                draw_text(surf, v, part, (a.x + 12, y), 14, TEXT)
                y += 18
        draw_text(surf, v, t("gs_sitting_title", n=self.ctl.hands_played),
                  (a.x + 12, a.bottom - 80), 15, GOLD, bold=True)
        for seat in range(self.ctl.players):
            total = self.ctl.totals[seat]
            yy = a.bottom - 56 + seat * 18
            draw_text(surf, v, self.ctl.name_of(seat), (a.x + 12, yy), 14, TEXT)
            draw_text(surf, v, f"+{total}" if total > 0 else str(total), (a.right - 12, yy), 14,
                      WON if total > 0 else LOST if total < 0 else TEXT_DIM, "topright",
                      bold=True)
