"""A game's short rules sheet, in the current language; and, for a game that draws one
(`GameDef.rules_chart`), a picture page of the rules beside it (C or its button)."""

from __future__ import annotations

import pygame

from game.core.gamedef import GameDef
from game.ui import fonts, i18n
from game.ui.app import App
from game.ui.i18n import game_name, t
from game.ui.scenes.menu import MenuScene
from game.ui.widgets import GOLD, TEXT, Button, draw_text

CHART_BOTTOM = 624  # the picture page ends above the row of buttons (y 634)

# The picture page's words are the viewer's own, the same for every game that has one;
# the way back is the text's title ("How to play").
i18n.add_strings({
    "rules_chart": {"en": "Picture chart", "zh": "图解"},
    "keys_rules_chart": {"en": "The picture chart, or back to the text",
                         "zh": "切换图解与文字说明"},
})


class RulesScene(MenuScene):
    panel_rect = pygame.Rect(140, 20, 1000, 680)

    def __init__(self, app: App, game: GameDef | None = None) -> None:
        """From a table: that game's sheet. From the title (no game): every game's
        sheet in catalogue order, turned with the arrows (keys or buttons)."""
        super().__init__(app)
        # The chart button says where it goes: the picture page, or back to the text
        # ("How to play"), so one button serves both ways.
        self.chart_button = Button((760, 634, 176, 48), self._chart_label, self.toggle_chart,
                                   "plain", key="chart")
        # Back stays first: Enter on a fresh page still goes back.
        self.widgets = [Button((950, 634, 150, 48), lambda: t("btn_back"), self.back,
                               "secondary", key="back"), self.chart_button]
        self.games = list(app.games.values()) if game is None else [game]
        self.top = 128  # where the text starts: under the title, or under the game switch
        if len(self.games) > 1:
            self.top = 178
            self.widgets += [
                Button((340, 118, 64, 44), "←", lambda: self.turn(-1), "plain", key="prev"),
                Button((876, 118, 64, 44), "→", lambda: self.turn(1), "plain", key="next")]
        self.index = 0
        self.chart = False  # the picture page is showing instead of the text
        self._sync()

    @property
    def game(self) -> GameDef:
        return self.games[self.index]

    @property
    def has_chart(self) -> bool:
        return self.game.rules_chart is not None

    def show(self, key: str) -> None:
        self.index = next(i for i, g in enumerate(self.games) if g.key == key)
        self._sync()

    def turn(self, step: int) -> None:
        self.index = (self.index + step) % len(self.games)
        self.chart = False  # every game's page opens on its text
        self._sync()

    def toggle_chart(self) -> None:
        if self.has_chart:
            self.chart = not self.chart

    def _sync(self) -> None:
        """Offer the chart button only on a game that has a picture page."""
        self.chart_button.visible = self.has_chart
        self.chart = self.chart and self.has_chart

    def _chart_label(self) -> str:
        return t("rules_title") if self.chart else t("rules_chart")

    def chart_rect(self) -> pygame.Rect:
        """Where the picture page goes (level units): the panel under its title (or under
        the game switch) down to the buttons."""
        top = self.top - 6 if len(self.games) > 1 else self.top - 12
        r = self.panel_rect
        return pygame.Rect(r.x + 20, top, r.width - 40, CHART_BOTTOM - top)

    def keys_help(self) -> list[tuple[str, str]]:
        turn = [("key_leftright", "keys_turn_page")] if len(self.games) > 1 else []
        chart = [("C", "keys_rules_chart")] if self.has_chart else []
        return turn + chart + [("key_enter", "keys_enter"), ("Esc", "keys_back")]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and len(self.games) > 1 and event.key in (
                pygame.K_LEFT, pygame.K_RIGHT):
            self.turn(-1 if event.key == pygame.K_LEFT else 1)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_c and self.has_chart:
            self.toggle_chart()
            return
        super().handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_backdrop(surf)
        page = t("rules_chart") if self.chart else t("rules_title")
        self.draw_frame(surf, f"{page} · {game_name(self.game)}")
        if len(self.games) > 1:
            draw_text(surf, self.view, f"{self.index + 1} / {len(self.games)}", (640, 140), 20,
                      TEXT, "center")
        if self.chart and self.game.rules_chart is not None:
            self.game.rules_chart(surf, self.view, self.chart_rect())
        else:
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
