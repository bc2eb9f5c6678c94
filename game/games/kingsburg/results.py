"""Kingsburg's results sheet: who won, and each player's points, the Cathedral's bonus and
the goods and buildings left (the tie-breaks)."""

from __future__ import annotations

import pygame

from game.games.kingsburg.buildings import count
from game.games.kingsburg.goods import total
from game.ui.i18n import name_list, t
from game.ui.scenes.results import PlayAgainSheet
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_text, fit_text_size

ROW = 52
COLUMNS = (("kb_results_points", 620), ("kb_results_goods", 760), ("kb_results_buildings", 900))


class KbResults(PlayAgainSheet):
    def __init__(self, app, controller) -> None:
        super().__init__(app, controller, "kb_new_game")

    def draw(self, surf: pygame.Surface) -> None:
        v, ctl = self.view, self.ctl
        state = ctl.state
        self.draw_sheet(surf, (20, 30, 20, 246))
        winners = state.winners()
        title = t("kb_results_title", winners=name_list([ctl.name_of(s) for s in winners]))
        draw_text(surf, v, title, (640, 70), fit_text_size(title, 30, 900, v, True), GOLD,
                  "midtop", bold=True)
        scores = state.returns()
        order = sorted(range(ctl.players), key=lambda s: (-scores[s], s))
        y0 = 300 - ROW * ctl.players / 2
        for key, x in COLUMNS:
            draw_text(surf, v, t(key), (x, y0 - 34), 14, TEXT_DIM, "midtop")
        for k, seat in enumerate(order):
            y = y0 + ROW * k
            colour = GOLD if seat in winners else TEXT
            name = ctl.name_of(seat)
            draw_text(surf, v, name, (300, y), fit_text_size(name, 20, 240, v, True), colour,
                      "topleft", bold=True)
            parts = (scores[seat], total(state.goods[seat]), count(state.rows[seat]))
            for (_key, x), n in zip(COLUMNS, parts, strict=True):
                draw_text(surf, v, str(n), (x, y), 20, colour, "midtop", bold=True)
        rule = t("kb_results_rule")
        draw_text(surf, v, rule, (640, 560), fit_text_size(rule, 14, 900, v), TEXT_DIM, "midtop")
        self.draw_buttons(surf)
