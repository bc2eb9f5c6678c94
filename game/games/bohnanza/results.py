"""Bohnanza's results sheet: who won, each player's coins (as a row of coins) and cards
left in hand (the tie-break)."""

from __future__ import annotations

import pygame

from game.games.bohnanza import art
from game.ui.i18n import name_list, t
from game.ui.scenes.results import PlayAgainSheet
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_text, fit_text_size

ROW = 56


class BnResults(PlayAgainSheet):
    def __init__(self, app, controller) -> None:
        super().__init__(app, controller, "bn_new_game")

    def draw(self, surf: pygame.Surface) -> None:
        v, ctl = self.view, self.ctl
        state = ctl.state
        self.draw_sheet(surf, (14, 34, 24, 246))
        winners = state.winners()
        title = t("bn_results_title", winners=name_list([ctl.name_of(s) for s in winners]))
        draw_text(surf, v, title, (640, 70), fit_text_size(title, 30, 900, v, True), GOLD,
                  "midtop", bold=True)
        coins = state.returns()
        order = sorted(range(ctl.players), key=lambda s: (-coins[s], -len(state.hands[s]), s))
        y0 = 300 - ROW * ctl.players / 2
        for k, seat in enumerate(order):
            y = y0 + ROW * k
            colour = GOLD if seat in winners else TEXT
            name = ctl.name_of(seat)
            draw_text(surf, v, name, (240, y), fit_text_size(name, 20, 220, v, True), colour,
                      "topleft", bold=True)
            for c in range(min(coins[seat], 24)):
                surf.blit(art.coin(v.len(22)), v.pt(470 + 16 * c, y))
            draw_text(surf, v, t("bn_results_coins", n=coins[seat]), (900, y), 20, colour,
                      "topleft", bold=True)
            draw_text(surf, v, t("bn_results_hand", n=len(state.hands[seat])), (900, y + 26), 13,
                      TEXT_DIM, "topleft")
        rule = t("bn_results_rule")
        draw_text(surf, v, rule, (640, 560), fit_text_size(rule, 14, 900, v), TEXT_DIM, "midtop")
        self.draw_buttons(surf)
