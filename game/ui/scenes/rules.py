"""A short rules sheet, in the current language."""

from __future__ import annotations

import pygame

from game.ui import fonts
from game.ui.app import App
from game.ui.i18n import game_name, t
from game.ui.scenes.menu import MenuScene
from game.ui.widgets import GOLD, TEXT, Button, Choice, draw_text


class RulesScene(MenuScene):
    panel_rect = pygame.Rect(140, 20, 1000, 680)

    def __init__(self, app: App, game: str | None = None) -> None:
        """From a table: that game's sheet. From the title (no game): a switch between
        every game's sheet."""
        super().__init__(app)
        self.widgets = [Button((950, 634, 150, 48), lambda: t("btn_back"), self.back,
                               "secondary", key="back")]
        self.top = 128  # where the text starts: under the title, or under the game switch
        if game is None:
            from game.games.registry import load_all

            keys = list(load_all())
            self.top = 178
            self.widgets.append(Choice((340, 118, 600, 44),
                                       [(k, (lambda k=k: game_name(k))) for k in keys],
                                       "doudizhu", self.show, key="game"))
        self.show(game or "doudizhu")

    def show(self, game: str) -> None:
        self.game = game
        # Dou Di Zhu's sheet predates the per-game keys: "rules_left"/"rules_right".
        self.prefix = "rules" if game == "doudizhu" else f"rules_{game}"

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_backdrop(surf)
        self.draw_frame(surf, f"{t('rules_title')} · {game_name(self.game)}")
        for side, x in (("left", 190), ("right", 660)):
            self._column(surf, t(f"{self.prefix}_{side}"), x, width=430)
        self.draw_widgets(surf)

    def _column(self, surf: pygame.Surface, text: str, x: int, width: int) -> None:
        v = self.view
        y = self.top
        for para in text.split("\n"):
            if para.startswith("# "):
                y += 6
                draw_text(surf, v, para[2:], (x, y), 19, GOLD, bold=True)
                y += 28
                continue
            for line in fonts.wrap(para, v.len(16), v.len(width)):
                draw_text(surf, v, line, (x, y), 16, TEXT)
                y += 23
