"""The King game's results sheet: nobody wins; each person's row says how often they were
King (a crown beside the most crowned), were called, did a task and vetoed one."""

from __future__ import annotations

import pygame

from game.games.kinggame import art
from game.ui.i18n import t
from game.ui.scenes.results import PlayAgainSheet
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_text, fit_text_size

COLUMNS = (("king", 640), ("called", 780), ("done", 900), ("vetoed", 1020))
TOP, BOTTOM = 150, 540  # the rows lie between these


class KgResults(PlayAgainSheet):
    def __init__(self, app, controller) -> None:
        super().__init__(app, controller, "kg_new_game")

    def draw(self, surf: pygame.Surface) -> None:
        v, ctl = self.view, self.ctl
        state = ctl.state
        self.draw_sheet(surf, (36, 10, 26, 246))
        title = t("kg_results_title", n=state.round)
        draw_text(surf, v, title, (640, 64), fit_text_size(title, 32, 900, v, True), GOLD,
                  "midtop", bold=True)
        tally = state.tally_view()
        row = min(52, (BOTTOM - TOP) / ctl.players)
        top = max(TOP, (TOP + BOTTOM) / 2 - row * ctl.players / 2)
        for key, x in COLUMNS:
            draw_text(surf, v, t(f"kg_tally_{key}"), (x, top - 34), 17, TEXT_DIM, "midtop")
        most = max(tally["king"])
        for seat in range(ctl.players):
            y = top + row * seat
            crowned = most > 0 and tally["king"][seat] == most
            colour = GOLD if crowned else TEXT
            name = ctl.name_of(seat)
            draw_text(surf, v, name, (300, y), fit_text_size(name, 22, 250, v, True), colour,
                      "topleft", bold=True)
            if crowned:
                crown = art.crown(v.len(34))
                surf.blit(crown, crown.get_rect(midright=v.pt(290, y + 13)))
            for key, x in COLUMNS:
                draw_text(surf, v, str(tally[key][seat]), (x, y), 22, colour, "midtop",
                          bold=True)
        rule = t("kg_results_rule")
        draw_text(surf, v, rule, (640, 560), fit_text_size(rule, 16, 900, v), TEXT_DIM, "midtop")
        self.draw_buttons(surf)
