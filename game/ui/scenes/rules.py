"""A game's short rules sheet, in the current language."""

from __future__ import annotations

import pygame

from game.core.gamedef import GameDef
from game.ui import fonts
from game.ui.app import App
from game.ui.i18n import game_name, t
from game.ui.scenes.menu import MenuScene
from game.ui.widgets import GOLD, TEXT, Button, draw_text


class RulesScene(MenuScene):
    panel_rect = pygame.Rect(140, 20, 1000, 680)

    def __init__(self, app: App, game: GameDef | None = None) -> None:
        """From a table: that game's sheet. From the title (no game): every game's
        sheet in catalogue order, turned with the arrows (keys or buttons)."""
        super().__init__(app)
        self.widgets = [Button((950, 634, 150, 48), lambda: t("btn_back"), self.back,
                               "secondary", key="back")]
        self.games = list(app.games.values()) if game is None else [game]
        self.top = 128  # where the text starts: under the title, or under the game switch
        if len(self.games) > 1:
            self.top = 178
            self.widgets += [
                Button((340, 118, 64, 44), "←", lambda: self.turn(-1), "plain", key="prev"),
                Button((876, 118, 64, 44), "→", lambda: self.turn(1), "plain", key="next")]
        self.index = 0

    @property
    def game(self) -> GameDef:
        return self.games[self.index]

    def show(self, key: str) -> None:
        self.index = next(i for i, g in enumerate(self.games) if g.key == key)

    def turn(self, step: int) -> None:
        self.index = (self.index + step) % len(self.games)

    def keys_help(self) -> list[tuple[str, str]]:
        turn = [("key_leftright", "keys_turn_page")] if len(self.games) > 1 else []
        return turn + [("key_enter", "keys_enter"), ("Esc", "keys_back")]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and len(self.games) > 1 and event.key in (
                pygame.K_LEFT, pygame.K_RIGHT):
            self.turn(-1 if event.key == pygame.K_LEFT else 1)
            return
        super().handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_backdrop(surf)
        self.draw_frame(surf, f"{t('rules_title')} · {game_name(self.game)}")
        if len(self.games) > 1:
            draw_text(surf, self.view, f"{self.index + 1} / {len(self.games)}", (640, 140), 20,
                      TEXT, "center")
        for key, x in zip(self.game.rules_page, (190, 660), strict=True):
            self._column(surf, t(key), x, width=430)
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
