"""Game picker with seat set-up: who sits where (human or computer, and how strong),
and an optional deal code to replay a known deal."""

from __future__ import annotations

import pygame

from game.core.dealcode import DealCodeError
from game.ui.app import App
from game.ui.i18n import game_name, t
from game.ui.scenes.menu import MenuScene
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, Button, Choice, TextBox, draw_panel, draw_text

LEVELS = ("easy", "normal", "hard")


class PickerScene(MenuScene):
    panel_rect = pygame.Rect(220, 40, 840, 640)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.seats = [{"kind": "human", "level": "normal"},
                      {"kind": "computer", "level": "normal"},
                      {"kind": "computer", "level": "normal"}]
        self.code_box = TextBox((470, 480, 360, 48), max_len=11, key="deal_code",
                                placeholder=lambda: t("deal_code_hint"))
        self.build()

    def build(self) -> None:
        self.widgets = []
        for i in range(3):
            y = 236 + i * 70
            self.widgets.append(Choice(
                (470, y, 260, 48),
                [("human", lambda: t("seat_human")), ("computer", lambda: t("seat_computer"))],
                self.seats[i]["kind"], (lambda v, i=i: self._set(i, "kind", v)), key=f"kind{i}"))
            if self.seats[i]["kind"] == "computer":
                self.widgets.append(Choice(
                    (750, y, 270, 48),
                    [(lv, (lambda lv=lv: t(f"level_{lv}"))) for lv in LEVELS],
                    self.seats[i]["level"], (lambda v, i=i: self._set(i, "level", v)),
                    key=f"level{i}"))
        self.widgets.append(self.code_box)
        self.widgets.append(Button((460, 590, 170, 56), lambda: t("btn_back"), self.back,
                                   "secondary", key="back"))
        self.widgets.append(Button((650, 590, 170, 56), lambda: t("btn_start"), self.start,
                                   "primary", key="start"))

    def _set(self, seat: int, field: str, value: str) -> None:
        self.seats[seat][field] = value
        self.build()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and not self.code_box.focus:
            self.start()
            return
        super().handle(event)

    def start(self) -> None:
        from game.games.doudizhu.controller import start_game

        code = self.code_box.text.strip() or None
        try:
            start_game(self.app, self.seats, code)
        except DealCodeError as e:
            self.message = t(f"deal_code_{e.reason}")
            return
        # The picker is done: the table sits above the title.
        table = self.app.scenes.pop()
        self.app.pop()
        self.app.scenes.append(table)

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_backdrop(surf)
        self.draw_frame(surf, t("picker_title"))
        v = self.view
        draw_text(surf, v, t("picker_game"), (270, 148), 20, TEXT_DIM, "midleft")
        draw_panel(surf, v, (470, 126, 300, 46), (236, 168, 52, 60), 12, border=GOLD,
                   border_w=2)
        draw_text(surf, v, game_name("doudizhu"), (620, 149), 22, GOLD, "center", bold=True)
        draw_text(surf, v, t("picker_seats"), (270, 206), 20, TEXT_DIM, "midleft")
        for i in range(3):
            y = 236 + i * 70
            seat = t(f"seat_name_{i}")
            draw_text(surf, v, seat, (300, y + 24), 22, TEXT, "midleft", bold=True)
            self._seat_icon(surf, 280, y + 24, i)
        draw_text(surf, v, t("deal_code"), (270, 504), 20, TEXT_DIM, "midleft")
        self.draw_widgets(surf)
        if self.message:
            self.draw_message(surf, 540)

    def _seat_icon(self, surf: pygame.Surface, x: float, y: float, seat: int) -> None:
        """A small compass arrow: where this seat sits at the table."""
        v = self.view
        dirs = {0: (0, 1), 1: (1, 0), 2: (-1, 0)}
        dx, dy = dirs[seat]
        tip = (x + dx * 8, y + dy * 8)
        left = (x - dy * 6 - dx * 4, y + dx * 6 - dy * 4)
        right = (x + dy * 6 - dx * 4, y - dx * 6 - dy * 4)
        pygame.draw.polygon(surf, GOLD, [v.pt(*tip), v.pt(*left), v.pt(*right)])
