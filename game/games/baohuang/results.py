"""Bao Huang's end of a hand: who won, each seat's place, role and score, the match
totals and what was left in every hand."""

from __future__ import annotations

import pygame

from game.games.climbing.results import HandResults
from game.ui.i18n import t
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_panel, draw_text

COLS = {"place": 170, "name": 250, "role": 450, "hand": 590, "total": 680, "cards": 790}
ROW = 78


class BhResultsScene(HandResults):
    def draw(self, surf: pygame.Surface) -> None:
        v = self.view
        self.draw_sheet(surf, (40, 22, 26, 245))
        res = self.result
        draw_text(surf, v, self.ctl.hand_over_banner(res), (640, 52), 38, GOLD, "midtop",
                  bold=True)
        match = self.ctl.match
        extras = [t("hand_of", n=match.hands_played, total=match.hands_target),
                  t("bh_hand_scored", table=t(f"bh_table_{res.get('scoring', 'ls')}"))]
        if res.get("open_guard") or res.get("rebellion_success"):
            extras.append(t("bh_doubled"))
        extras.append(t("deal_code_was", code=self.deal_code))
        draw_text(surf, v, "    ".join(extras), (640, 104), 18, TEXT_DIM, "midtop")
        y0 = 144
        for key, col in (("bh_col_place", "place"), ("col_player", "name"),
                         ("col_role", "role"), ("col_hand", "hand"), ("col_total", "total"),
                         ("hands_left", "cards")):
            draw_text(surf, v, t(key), (COLS[col], y0), 16, TEXT_DIM, "midleft")
        pygame.draw.line(surf, (238, 196, 92), v.pt(160, y0 + 18), v.pt(1120, y0 + 18),
                         max(1, v.len(1)))
        places = res.get("places", [])
        order = places + [s for s in range(len(match.totals)) if s not in places]
        deltas = res.get("deltas") or [0] * len(order)
        for row, seat in enumerate(order):
            y = y0 + 28 + row * ROW
            cy = y + ROW / 2 - 4
            if row % 2 == 0:
                draw_panel(surf, v, (150, y, 980, ROW - 6), (255, 255, 255, 12), 12)
            place = t(f"place_{places.index(seat) + 1}") if seat in places else t("bh_not_out")
            draw_text(surf, v, place, (COLS["place"], cy), 20, GOLD, "midleft", bold=True)
            draw_text(surf, v, self.ctl.name_of(seat), (COLS["name"], cy), 21, TEXT, "midleft",
                      bold=True)
            if self.obs["roles"][seat] is not None:
                self.badge(surf, self.obs["roles"][seat], COLS["role"], cy)
            d = deltas[seat]
            dcol = (120, 230, 140) if d > 0 else (255, 120, 110) if d < 0 else TEXT
            draw_text(surf, v, f"{d:+d}", (COLS["hand"], cy), 24, dcol, "midleft", bold=True)
            draw_text(surf, v, f"{match.totals[seat]:+d}", (COLS["total"], cy), 24, TEXT,
                      "midleft", bold=True)
            self.card_row(surf, self.hands[seat] if seat < len(self.hands) else [],
                          COLS["cards"], cy, 320)
        self.match_over_line(surf)
        self.draw_buttons(surf)
