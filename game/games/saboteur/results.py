"""Saboteur's results sheet: the gold each dwarf won over the three rounds (shown now,
at the game's end, for the first time), who has most, and each round's winning side
with the roles it showed."""

from __future__ import annotations

import pygame

from game.games.saboteur import art
from game.ui.i18n import name_list, t
from game.ui.scenes.results import PlayAgainSheet
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_text, fit_text_size


class SabResults(PlayAgainSheet):
    def __init__(self, app, controller) -> None:
        super().__init__(app, controller, "sab_new_game")

    def draw(self, surf: pygame.Surface) -> None:
        v, ctl = self.view, self.ctl
        state = ctl.state
        self.draw_sheet(surf, (24, 16, 10, 246))
        winners = name_list([ctl.name_of(s) for s in state.winners()])
        title = t("sab_results_title", winners=winners)
        draw_text(surf, v, title, (640, 84), fit_text_size(title, 30, 760, v, True), GOLD,
                  "midtop", bold=True)
        totals = state.returns()
        order = sorted(range(ctl.players), key=lambda s: (-totals[s], s))
        rows = len(order)
        step = min(44, 380 / max(1, rows))
        x0 = 300
        for i, r in enumerate(state.results):
            x = x0 + 300 + 100 * i
            draw_text(surf, v, t("sab_results_round", n=r["round"]), (x, 140), 14, TEXT_DIM,
                      "midtop")
            draw_text(surf, v, t(f"sab_side_{r['side']}"), (x, 158), 13, GOLD, "midtop")
        draw_text(surf, v, t("sab_results_key"), (640, 196 + rows * step), 13, TEXT_DIM,
                  "midtop")
        for row, seat in enumerate(order):
            y = 186 + row * step
            colour = GOLD if totals[seat] == max(totals) else TEXT
            name = ctl.name_of(seat)
            draw_text(surf, v, name, (x0, y), fit_text_size(name, 18, 170, v), colour, "topleft",
                      bold=True)
            draw_text(surf, v, t("sab_results_gold", n=totals[seat]), (x0 + 250, y), 18, colour,
                      "topright")
            for i, r in enumerate(state.results):
                badge = art.role_badge(r["roles"][seat], v.len(min(28, step - 6)))
                won = r["side"] == r["roles"][seat]
                at = badge.get_rect(midtop=v.pt(x0 + 300 + 100 * i, y - 2))
                surf.blit(badge, at)
                if won:
                    pygame.draw.rect(surf, GOLD, at.inflate(6, 6), max(1, v.len(2)),
                                     border_radius=v.len(6))
        self.draw_buttons(surf)
