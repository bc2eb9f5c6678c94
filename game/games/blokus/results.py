"""Blokus's results sheet: who won, each player's score and each colour's (squares
left, all placed, the monomino last)."""

from __future__ import annotations

import pygame

from game.games.blokus import art
from game.ui.i18n import name_list, t
from game.ui.scenes.results import PlayAgainSheet
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_text, fit_text_size


class BkResults(PlayAgainSheet):
    def __init__(self, app, controller) -> None:
        super().__init__(app, controller, "bk_new_game")

    def draw(self, surf: pygame.Surface) -> None:
        v, ctl = self.view, self.ctl
        state = ctl.state
        self.draw_sheet(surf, (14, 22, 30, 246))
        title = t("bk_results_title", winners=name_list([ctl.name_of(s) for s in state.winners()]))
        draw_text(surf, v, title, (640, 84), fit_text_size(title, 30, 760, v, True), GOLD,
                  "midtop", bold=True)
        scores = state.scores()
        for seat in range(ctl.players):
            y = 160 + 44 * seat
            colour = GOLD if seat in state.winners() else TEXT
            draw_text(surf, v, ctl.name_of(seat), (360, y), 20, colour, "topleft", bold=True)
            draw_text(surf, v, t(f"bk_results_{state.scoring}", n=scores[seat]), (920, y), 20,
                      colour, "topright")
        per = state.colour_scores()
        y0 = 190 + 44 * ctl.players
        for c, name in enumerate(state.layout.colours):
            owner = state.owners[c]
            who = t("bk_shared") if owner is None else ctl.name_of(owner)
            line = f"{t(f'bk_colour_{name}')} ({who}): {per[c]}"
            draw_text(surf, v, line, (640, y0 + 30 * c), 16, art.rgb(name), "midtop")
        draw_text(surf, v, t(f"bk_results_rule_{state.scoring}"), (640, y0 + 30 * 4 + 6), 13,
                  TEXT_DIM, "midtop")
        self.draw_buttons(surf)
