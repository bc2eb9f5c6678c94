"""Guan Dan's end of a hand: the finishing order, each team's level before and after,
and what was left in every hand."""

from __future__ import annotations

import pygame

from game.games.climbing.results import HandResults
from game.games.guandan.styles import TEAM_COLOURS
from game.ui.i18n import t
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_panel, draw_text

COLS = {"place": 170, "name": 270, "team": 480, "cards": 620}
ROW = 74


class GdResultsScene(HandResults):
    def draw(self, surf: pygame.Surface) -> None:
        from game.games.guandan.controller import level_text, team_name
        from game.games.guandan.events import hand_over_text

        v = self.view
        self.draw_sheet(surf, (40, 22, 26, 245))
        res = self.result
        draw_text(surf, v, hand_over_text(res), (640, 52), 36, GOLD, "midtop",
                  bold=True)
        line = t("gd_results_line", n=len(self.ctl.match.hand_seeds),
                 level=level_text(res.get("level", 2)))
        draw_text(surf, v, f"{line}    {t('deal_code_was', code=self.deal_code)}", (640, 102),
                  18, TEXT_DIM, "midtop")
        y0 = 140
        for key, col in (("gd_col_place", "place"), ("col_player", "name"),
                         ("gd_col_team", "team"), ("hands_left", "cards")):
            draw_text(surf, v, t(key), (COLS[col], y0), 16, TEXT_DIM, "midleft")
        pygame.draw.line(surf, (238, 196, 92), v.pt(160, y0 + 18), v.pt(1120, y0 + 18),
                         max(1, v.len(1)))
        places = res.get("places", [])
        out = self.obs.get("places", [])
        for row, seat in enumerate(places):
            y = y0 + 28 + row * ROW
            cy = y + ROW / 2 - 4
            if row % 2 == 0:
                draw_panel(surf, v, (150, y, 980, ROW - 6), (255, 255, 255, 12), 12)
            place = t(f"gd_place_{row + 1}")
            colour = GOLD if seat in out else TEXT_DIM
            draw_text(surf, v, place, (COLS["place"], cy), 20, colour, "midleft", bold=True)
            draw_text(surf, v, self.ctl.name_of(seat), (COLS["name"], cy), 21, TEXT, "midleft",
                      bold=True)
            self.badge(surf, f"gd_team_{seat % 2}", COLS["team"], cy)
            self.card_row(surf, self.hands[seat] if seat < len(self.hands) else [],
                          COLS["cards"], cy, 480, 40)
        y = y0 + 40 + len(places) * ROW
        before, after = res.get("levels_before", [2, 2]), res.get("levels", [2, 2])
        for i, team_ in enumerate((res.get("winners", 0), 1 - res.get("winners", 0))):
            name = team_name(team_)
            text = (t("gd_level_change", team=name, before=level_text(before[team_]),
                      after=level_text(after[team_])) if before[team_] != after[team_]
                    else t("gd_level_same", team=name, level=level_text(after[team_])))
            x = 640 + (i * 2 - 1) * 200
            pygame.draw.circle(surf, TEAM_COLOURS[team_], v.pt(x - 120, y + 14),
                               v.len(9))
            draw_text(surf, v, text, (x - 100, y + 14), 24, TEXT, "midleft", bold=True)
        if res.get("dropped"):
            draw_text(surf, v, t("gd_dropped", team=team_name(res["playing_team"])),
                      (640, y + 44), 18, TEXT_DIM, "midtop")
        self.match_over_line(surf)
        self.draw_buttons(surf)

    def match_over_line(self, surf: pygame.Surface) -> None:
        from game.games.guandan.controller import team_name

        winner = self.ctl.match.winner
        if winner is not None:
            draw_text(surf, self.view, t("gd_match_over", team=team_name(winner)), (640, 566),
                      20, GOLD, "midtop", bold=True)
