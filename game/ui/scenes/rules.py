"""A short rules sheet, in the current language."""

from __future__ import annotations

import pygame

from game.ui import fonts
from game.ui.app import App
from game.ui.i18n import t
from game.ui.scenes.menu import MenuScene
from game.ui.widgets import TEXT, Button, draw_text


class RulesScene(MenuScene):
    panel_rect = pygame.Rect(190, 60, 900, 600)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.widgets = [Button((565, 580, 150, 50), lambda: t("btn_back"), self.back,
                               "secondary", key="back")]

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_backdrop(surf)
        self.draw_frame(surf, t("rules_title"))
        v = self.view
        y = 170
        for para in t("rules_body").split("\n"):
            for line in fonts.wrap(para, v.len(20), v.len(800)):
                draw_text(surf, v, line, (240, y), 20, TEXT)
                y += 34
        self.draw_widgets(surf)
