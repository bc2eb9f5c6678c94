"""Saint Petersburg's results sheet: who won, and for each player the final score's parts:
points on the track, aristocrat variety, a point per ten rubles, −5 per hand card, the
rubles left (the tie-break)."""

from __future__ import annotations

import pygame

from game.games.saint_petersburg import art
from game.games.saint_petersburg.cards import kind_of
from game.games.saint_petersburg.scoring import HAND_PENALTY, RUBLES_A_POINT, variety_points
from game.ui.i18n import name_list, t
from game.ui.scenes.results import PlayAgainSheet
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_text, fit_text_size

ROW = 58
COLUMNS = (("sp_results_track", 470), ("sp_results_variety", 590), ("sp_results_rubles", 710),
           ("sp_results_hand", 830), ("sp_results_total", 960))


class SpResults(PlayAgainSheet):
    def __init__(self, app, controller) -> None:
        super().__init__(app, controller, "sp_new_game")

    def draw(self, surf: pygame.Surface) -> None:
        v, ctl = self.view, self.ctl
        state = ctl.state
        self.draw_sheet(surf, (16, 26, 40, 246))
        winners = state.winners()
        title = t("sp_results_title", winners=name_list([ctl.name_of(s) for s in winners]))
        draw_text(surf, v, title, (640, 70), fit_text_size(title, 30, 900, v, True), GOLD,
                  "midtop", bold=True)
        scores = state.returns()
        order = sorted(range(ctl.players), key=lambda s: (-scores[s], -state.rubles[s], s))
        y0 = 300 - ROW * ctl.players / 2
        for key, x in COLUMNS:
            draw_text(surf, v, t(key), (x, y0 - 34), 14, TEXT_DIM, "midtop")
        for k, seat in enumerate(order):
            y = y0 + ROW * k
            colour = GOLD if seat in winners else TEXT
            name = ctl.name_of(seat)
            draw_text(surf, v, name, (240, y), fit_text_size(name, 20, 200, v, True), colour,
                      "topleft", bold=True)
            display = [kind_of(c) for c in state.displays[seat]]
            parts = (state.points[seat], variety_points(display),
                     state.rubles[seat] // RUBLES_A_POINT,
                     -HAND_PENALTY * len(state.hands[seat]), scores[seat])
            for (_key, x), n in zip(COLUMNS, parts, strict=True):
                draw_text(surf, v, str(n), (x, y), 22 if x == COLUMNS[-1][1] else 18, colour,
                          "midtop", bold=True)
            surf.blit(art.ruble(v.len(16)), v.pt(240, y + 28))
            draw_text(surf, v, t("sp_results_left", n=state.rubles[seat]), (262, y + 36), 13,
                      TEXT_DIM, "midleft")
        rule = t("sp_results_rule")
        draw_text(surf, v, rule, (640, 560), fit_text_size(rule, 14, 900, v), TEXT_DIM, "midtop")
        self.draw_buttons(surf)
