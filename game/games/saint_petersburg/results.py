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
from game.ui.widgets import TEXT_DIM, draw_text

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
        scores = state.returns()
        order = sorted(range(ctl.players), key=lambda s: (-scores[s], -state.rubles[s], s))
        values = {}
        for seat in order:
            display = [kind_of(c) for c in state.displays[seat]]
            values[seat] = (state.points[seat], variety_points(display),
                            state.rubles[seat] // RUBLES_A_POINT,
                            -HAND_PENALTY * len(state.hands[seat]), scores[seat])
        tops = self.draw_standings(surf, title, COLUMNS, values, order, winners,
                                   t("sp_results_rule"), row=ROW, name_x=240, name_w=200,
                                   total_last=True)
        for seat, y in tops.items():  # the rubles left, the tie-break, under the name
            surf.blit(art.ruble(v.len(16)), v.pt(240, y + 28))
            draw_text(surf, v, t("sp_results_left", n=state.rubles[seat]), (262, y + 36), 13,
                      TEXT_DIM, "midleft")
        self.draw_buttons(surf)
