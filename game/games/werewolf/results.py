"""The end of a Werewolf game: which side won and how, every player's card turned up
with whether they lived and won, the lovers, and how long it took; Recap (or R) tells
the whole story night by night (`recap_scene.py`)."""

from __future__ import annotations

import pygame

from game.games.werewolf.emblem import SEAT_COLOURS
from game.games.werewolf.role_cards import named_card
from game.ui.app import App
from game.ui.i18n import t
from game.ui.scenes.results import GRACE, PlayAgainSheet
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, Button, draw_panel, draw_text, fit_text_size

GRID = pygame.Rect(120, 150, 1040, 430)  # the players' cards
WON, LOST = (120, 220, 140), (240, 130, 110)
SIDE_COLOUR = {"village": (150, 210, 255), "wolves": (255, 120, 110),
               "lovers": (240, 120, 170), "nobody": TEXT_DIM}


class WwResultsScene(PlayAgainSheet):
    def __init__(self, app: App, controller) -> None:
        super().__init__(app, controller, "ww_new_game")
        self.result = controller.state.result or {}
        self.alive = list(controller.state.alive)
        # Recap before the primary button, all of them centred again in one row.
        self.buttons.insert(len(self.buttons) - 1, Button(
            (0, 604, 190, 56), lambda: t("ww_recap_button"), self.recap, "secondary",
            key="recap"))
        x = 640 - (len(self.buttons) * 190 + (len(self.buttons) - 1) * 20) / 2
        for i, b in enumerate(self.buttons):
            b.rect.x = round(x + i * 210)

    def keys_help(self) -> list[tuple[str, str]]:
        return super().keys_help() + [("R", "ww_recap_button")]

    def recap(self) -> None:
        from game.games.werewolf.recap_scene import WwRecapScene

        self.app.push(WwRecapScene(self.app, self.ctl))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r and self.age >= GRACE:
            self.recap()
            return
        super().handle(event)

    def headline(self) -> str:
        if self.result.get("how") == "starved":
            return t("ww_say_starved")
        return t(f"ww_say_win_{self.result.get('side', 'nobody')}")

    def draw(self, surf: pygame.Surface) -> None:
        v = self.view
        self.draw_sheet(surf, (14, 16, 32, 246))
        draw_text(surf, v, t("ww_results_title"), (640, 44), 18, TEXT_DIM, "midtop")
        text = self.headline()
        colour = SIDE_COLOUR.get(self.result.get("side", "nobody"), GOLD)
        draw_text(surf, v, text, (640, 70), fit_text_size(text, 32, 1000, v, bold=True),
                  colour, "midtop", bold=True)
        state = self.ctl.state
        sub = t("ww_results_nights", nights=state.night, days=state.day)
        lovers = self.result.get("lovers") or []
        if lovers:
            sub += "   " + t("ww_lovers", name=self.ctl.name_of(lovers[0]),
                             partner=self.ctl.name_of(lovers[1]))
        draw_text(surf, v, sub, (640, 114), 15, TEXT_DIM, "midtop")
        n = self.ctl.players
        rows = (n + 8) // 9  # at most nine to a row, the rows as even as can be
        cols = (n + rows - 1) // rows
        cell_w = GRID.w / cols
        card_w = min(92, cell_w - 22, (GRID.h / rows - 64) / 1.5)
        for seat in range(n):
            row, col = divmod(seat, cols)
            in_row = min(cols, n - row * cols)
            x0 = GRID.centerx - in_row * cell_w / 2
            cell = pygame.Rect(round(x0 + col * cell_w), round(GRID.y + row * GRID.h / rows),
                               round(cell_w) - 10, round(GRID.h / rows) - 12)
            self.draw_player(surf, seat, cell, card_w)
        self.draw_buttons(surf)

    def draw_player(self, surf, seat: int, cell: pygame.Rect, card_w: float) -> None:
        v = self.view
        won = seat in self.result.get("winners", [])
        draw_panel(surf, v, cell, (255, 255, 255, 28 if won else 12), 12,
                   border=GOLD if won else None, border_w=2 if won else 0)
        role = self.result["roles"][seat]
        card = named_card(role, v.len(card_w))
        if not self.alive[seat]:
            card = card.copy()
            card.fill((120, 120, 130), special_flags=pygame.BLEND_MULT)
        box = card.get_rect(midtop=v.pt(cell.centerx, cell.y + 8))
        surf.blit(card, box)
        y = cell.y + 12 + card_w * 1.5
        name = self.ctl.name_of(seat)
        pygame.draw.circle(surf, SEAT_COLOURS[seat % len(SEAT_COLOURS)],
                           v.pt(cell.x + 12, cell.y + 12), v.len(5))
        draw_text(surf, v, name, (cell.centerx, y), fit_text_size(name, 15, cell.w - 8, v,
                                                                  bold=True),
                  TEXT, "midtop", bold=True)
        verdict = t("ww_won") if won else t("ww_lost")
        draw_text(surf, v, verdict, (cell.centerx, y + 20), 14, WON if won else LOST, "midtop",
                  bold=True)
