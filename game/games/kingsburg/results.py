"""Kingsburg's results sheet: who won, and each player's points, the Cathedral's bonus and
the goods and buildings left (the tie-breaks)."""

from __future__ import annotations

import pygame

from game.games.kingsburg.buildings import count
from game.games.kingsburg.goods import total
from game.ui.i18n import name_list, t
from game.ui.scenes.results import PlayAgainSheet

COLUMNS = (("kb_results_points", 620), ("kb_results_goods", 760), ("kb_results_buildings", 900))


class KbResults(PlayAgainSheet):
    def __init__(self, app, controller) -> None:
        super().__init__(app, controller, "kb_new_game")

    def draw(self, surf: pygame.Surface) -> None:
        ctl, state = self.ctl, self.ctl.state
        self.draw_sheet(surf, (20, 30, 20, 246))
        winners = state.winners()
        scores = state.returns()
        title = t("kb_results_title", winners=name_list([ctl.name_of(s) for s in winners]))
        values = {s: (scores[s], total(state.goods[s]), count(state.rows[s]))
                  for s in range(ctl.players)}
        order = sorted(range(ctl.players), key=lambda s: (-scores[s], s))
        self.draw_standings(surf, title, COLUMNS, values, order, winners, t("kb_results_rule"))
        self.draw_buttons(surf)
