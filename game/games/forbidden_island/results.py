"""The end of a Forbidden Island game: won or lost and why, the treasures captured,
how many turns and how high the water rose."""

from __future__ import annotations

import pygame

from game.games.forbidden_island import art
from game.games.forbidden_island.tiles import TREASURE_KEYS
from game.games.forbidden_island.words import ending
from game.ui.app import App
from game.ui.i18n import t
from game.ui.scenes.results import PlayAgainSheet
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_panel, draw_text, fit_text_size

WON, LOST = (140, 220, 150), (240, 140, 120)


class FiResultsScene(PlayAgainSheet):
    def __init__(self, app: App, controller) -> None:
        super().__init__(app, controller, "fi_new_game")
        self.result = controller.state.result or {}

    def draw(self, surf: pygame.Surface) -> None:
        v = self.view
        self.draw_sheet(surf, (10, 22, 36, 246))
        draw_text(surf, v, t("fi_results_title"), (640, 50), 18, TEXT_DIM, "midtop")
        text = ending(self.result, self.ctl.name_of)
        draw_text(surf, v, text, (640, 80), fit_text_size(text, 32, 1000, v, bold=True),
                  WON if self.result.get("won") else LOST, "midtop", bold=True)
        state = self.ctl.state
        draw_text(surf, v, t("fi_results_turns", turns=state.turn, water=state.water),
                  (640, 130), 16, TEXT_DIM, "midtop")
        for i, treasure in enumerate(TREASURE_KEYS):
            box = pygame.Rect(250 + i * 200, 190, 180, 200)
            held = treasure in state.captured
            draw_panel(surf, v, box, (255, 255, 255, 30 if held else 10), 14,
                       border=GOLD if held else None, border_w=2 if held else 0)
            card = art.card_picture({"earth_stone": "ES1", "wind_statue": "SW1",
                                     "fire_crystal": "CF1", "ocean_chalice": "OC1"}[treasure],
                                    v.len(90))
            if not held:
                card = card.copy()
                card.fill((90, 90, 100), special_flags=pygame.BLEND_MULT)
            surf.blit(card, card.get_rect(midtop=v.pt(box.centerx, box.y + 12)))
            name = t(f"fi_treasure_{treasure}")
            draw_text(surf, v, name, (box.centerx, box.bottom - 52),
                      fit_text_size(name, 15, box.w - 12, v, bold=True), TEXT, "midtop",
                      bold=True)
            draw_text(surf, v, t("fi_captured") if held else "—", (box.centerx, box.bottom - 30),
                      14, WON if held else TEXT_DIM, "midtop")
        for seat in range(self.ctl.players):
            role = state.roles[seat]
            x = 640 + (seat - (self.ctl.players - 1) / 2) * 150
            surf.blit(art.pawn_picture(role, v.len(48)), v.pt(x - 24, 420))
            draw_text(surf, v, self.ctl.name_of(seat), (x, 474), 14, TEXT, "midtop", bold=True)
            draw_text(surf, v, t(f"fi_role_{role}"), (x, 494), 13, TEXT_DIM, "midtop")
        self.draw_buttons(surf)
