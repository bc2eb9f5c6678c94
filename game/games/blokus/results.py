"""Blokus's results sheet: the board as the game ended, who won, each player's score and
each colour's (squares left, all placed, the monomino last)."""

from __future__ import annotations

import pygame

from game.games.blokus import art
from game.games.blokus.pieces import orientations
from game.ui.i18n import name_list, t
from game.ui.scenes.results import PlayAgainSheet
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_text, fit_text_size


class BkResults(PlayAgainSheet):
    def __init__(self, app, controller) -> None:
        super().__init__(app, controller, "bk_new_game")

    BOARD = pygame.Rect(170, 150, 400, 400)  # the final board, left of the scores

    def draw(self, surf: pygame.Surface) -> None:
        v, ctl = self.view, self.ctl
        state = ctl.state
        self.draw_sheet(surf, (14, 22, 30, 246))
        title = t("bk_results_title", winners=name_list([ctl.name_of(s) for s in state.winners()]))
        draw_text(surf, v, title, (640, 70), fit_text_size(title, 30, 900, v, True), GOLD,
                  "midtop", bold=True)
        self.draw_final_board(surf)
        scores = state.scores()
        for seat in range(ctl.players):
            y = 160 + 44 * seat
            colour = GOLD if seat in state.winners() else TEXT
            name = ctl.name_of(seat)
            draw_text(surf, v, name, (630, y), fit_text_size(name, 20, 300, v, True), colour,
                      "topleft", bold=True)
            draw_text(surf, v, t(f"bk_results_{state.scoring}", n=scores[seat]), (1100, y), 20,
                      colour, "topright")
        per = state.colour_scores()
        y0 = 190 + 44 * ctl.players
        for c, name in enumerate(state.layout.colours):
            owner = state.owners[c]
            who = t("bk_shared") if owner is None else ctl.name_of(owner)
            line = f"{t(f'bk_colour_{name}')} ({who}): {per[c]}"
            draw_text(surf, v, line, (630, y0 + 30 * c), fit_text_size(line, 16, 470, v),
                      art.rgb(name), "topleft")
        rule = t(f"bk_results_rule_{state.scoring}")
        draw_text(surf, v, rule, (630, y0 + 30 * 4 + 6), fit_text_size(rule, 13, 470, v),
                  TEXT_DIM, "topleft")
        self.draw_buttons(surf)

    def draw_final_board(self, surf: pygame.Surface) -> None:
        """The board as the game ended, every colour's pieces where they lie."""
        v, state = self.view, self.ctl.state
        geo = state.layout.geometry
        cell = self.BOARD.width / geo.size
        px = max(2, v.len(cell))
        pygame.draw.rect(surf, (22, 26, 34), v.rect(self.BOARD.inflate(8, 8)),
                         border_radius=max(1, v.len(6)))
        for x, y in ((x, y) for y in range(geo.size) for x in range(geo.size)):
            pygame.draw.rect(surf, (44, 50, 62), v.rect(self.cell_rect(x, y, cell)), 1)
        for c, piece, orientation, x, y in state.placed:
            square = art.square(state.layout.colours[c], px)
            for cx, cy in orientations(piece)[orientation]:
                surf.blit(square, v.rect(self.cell_rect(x + cx, y + cy, cell)))

    def cell_rect(self, x: int, y: int, cell: float) -> pygame.Rect:
        return pygame.Rect(round(self.BOARD.x + x * cell), round(self.BOARD.y + y * cell),
                           round(cell), round(cell))
