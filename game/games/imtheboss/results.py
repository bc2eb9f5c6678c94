"""I'm the Boss!'s results sheet: who won, each player's money, the deals he closed as the
Boss, and the cards left in his hand (the tie-break)."""

from __future__ import annotations

import pygame

from game.ui.i18n import name_list, t
from game.ui.scenes.results import PlayAgainSheet

COLUMNS = (("ib_results_money", 640), ("ib_results_deals", 780), ("ib_results_cards", 920))


class IbResults(PlayAgainSheet):
    def __init__(self, app, controller) -> None:
        super().__init__(app, controller, "ib_new_game")

    def draw(self, surf: pygame.Surface) -> None:
        ctl, state = self.ctl, self.ctl.state
        self.draw_sheet(surf, (30, 26, 16, 246))
        winners = state.winners()
        title = t("ib_results_title", winners=name_list([ctl.name_of(s) for s in winners]))
        bossed = [0] * ctl.players
        for boss in state.closed_by.values():
            bossed[boss] += 1
        values = {s: (t("ib_money", n=state.money[s]), bossed[s], len(state.hands[s]))
                  for s in range(ctl.players)}
        order = sorted(range(ctl.players),
                       key=lambda s: (-state.money[s], -len(state.hands[s]), s))
        self.draw_standings(surf, title, COLUMNS, values, order, winners, t("ib_results_rule"))
        self.draw_buttons(surf)
