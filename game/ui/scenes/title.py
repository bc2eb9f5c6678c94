"""Title screen: Resume (when an autosave exists), New game, Settings, Rules, Quit."""

from __future__ import annotations

import pygame

from game.ui.app import App
from game.ui.cardart import draw_fan
from game.ui.i18n import game_name, t
from game.ui.saves import find_saves, newest, problems_text, resume_saved
from game.ui.scenes.menu import MenuScene
from game.ui.widgets import GOLD, TEXT, Button, draw_text

FAN = ["RJ", "BJ", "2S", "AH", "KD", "QC"]
MESSAGE_W = 860  # the message box: up to seven lines fit above the title


class TitleScene(MenuScene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.save_data: dict | None = None
        said = app.settings.take_notice()
        self.check_save()
        # Settings and saves that failed to load are said together, once.
        self.message = "\n".join(m for m in (said, self.message) if m)
        self.build()

    def check_save(self) -> None:
        """Find the newest autosave of any game; damaged ones are moved aside with a
        clear message."""
        saves, problems = find_saves(self.app.games)
        if problems:
            self.message = problems_text(problems)
        self.save_game = newest(saves)
        self.save_data = saves.get(self.save_game) if self.save_game else None

    def uncovered(self) -> None:
        self.check_save_quietly()

    def check_save_quietly(self) -> None:
        had = self.save_data is not None
        msg = self.message
        self.check_save()
        self.message = self.message or msg
        if had != (self.save_data is not None):
            self.build()

    def build(self) -> None:
        x, w, h, gap = 490, 300, 54, 12
        y = 352
        self.widgets = []
        if self.save_data is not None:
            self.widgets.append(Button(
                (x - 40, y, w + 80, h),
                lambda: f"{t('btn_resume')} · {game_name(self.app.games[self.save_game])}",
                self.resume,
                "primary", key="resume"))
            y += h + gap
        self.widgets += [
            Button((x, y, w, h), lambda: t("btn_new_game"), self.new_game,
                   "primary" if self.save_data is None else "secondary", key="new"),
            Button((x, y + (h + gap), w, h), lambda: t("btn_settings"), self.settings,
                   "secondary", key="settings"),
            Button((x, y + 2 * (h + gap), w, h), lambda: t("btn_rules"), self.rules, "plain",
                   key="rules"),
            Button((x, y + 3 * (h + gap), w, h), lambda: t("btn_quit"), self.app.quit, "plain",
                   key="quit"),
        ]

    def on_language(self) -> None:
        self.build()

    def resume(self) -> None:
        if self.save_data is not None:
            trouble = resume_saved(self.app, self.app.games[self.save_game], self.save_data)
            if trouble:
                self.message = trouble
                self.check_save()
                self.build()

    def new_game(self) -> None:
        from game.ui.scenes.browser import BrowserScene

        self.app.push(BrowserScene(self.app))

    def settings(self) -> None:
        from game.ui.scenes.settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app))

    def rules(self) -> None:
        from game.ui.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app))

    def back(self) -> None:
        pass  # Esc on the title does nothing; Quit is a button

    def keys_help(self) -> list[tuple[str, str]]:
        return [k for k in super().keys_help() if k[0] != "Esc"]

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_backdrop(surf)
        v = self.view
        # A fan of cards behind the title, drawn from the same art as the table.
        draw_fan(surf, v, self.app.art, FAN, (640, 128), 96, step=46)
        draw_text(surf, v, t("collection_title"), (640, 218), 60, GOLD, "midtop", bold=True,
                  shadow=True)
        draw_text(surf, v, t("title_tagline", n=len(self.app.games)), (640, 306), 19, TEXT,
                  "midtop", shadow=True)
        self.draw_widgets(surf)
        if self.message:
            # Over the card fan: below the buttons there is no room for a few lines.
            self.draw_message(surf, 12, MESSAGE_W)
        draw_text(surf, v, t("app_title"), (1266, 706), 14, (200, 214, 200), "bottomright")
