"""The in-game menu: Esc or a table's Menu button pauses the game under it.

Resume, the game's rules, the settings, and Leave (asked first; the game is saved
before the table closes, and the title offers Resume). Every game's table opens it
through `open_pause`; nothing underneath runs while it is up (the app updates the
top scene only).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.gamedef import GameDef
from game.ui.app import App
from game.ui.i18n import game_name, t
from game.ui.scenes.dialog import BUTTON_H, ConfirmScene, DialogScene
from game.ui.widgets import TEXT_DIM, Button, draw_text

BUTTON_W, GAP = 300, 12
ITEMS = (("resume", "btn_resume", "primary"), ("rules", "btn_rules", "plain"),
         ("settings", "btn_settings", "plain"), ("leave", "btn_leave", "danger"))


class PauseScene(DialogScene):
    panel_rect = pygame.Rect(420, 154, 440, 136 + 4 * BUTTON_H + 3 * GAP + 32)
    default_focus = "resume"

    def __init__(self, app: App, game: GameDef | None, save: Callable[[], None]) -> None:
        super().__init__(app)
        self.game = game
        self.save = save
        actions = {"resume": self.back, "rules": self.rules, "settings": self.settings,
                   "leave": self.ask_leave}
        r = self.panel_rect
        x, y = r.centerx - BUTTON_W / 2, r.y + 136
        self.widgets = [
            Button((x, y + i * (BUTTON_H + GAP), BUTTON_W, BUTTON_H),
                   (lambda label=label: t(label)), actions[name], style, key=name)
            for i, (name, label, style) in enumerate(ITEMS)]

    def keys_help(self) -> list[tuple[str, str]]:
        return [("key_updown", "keys_arrows_move"), ("key_enter", "keys_enter"),
                ("Esc", "keys_resume")]

    def rules(self) -> None:
        from game.ui.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app, self.game))

    def settings(self) -> None:
        from game.ui.scenes.settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app))

    def ask_leave(self) -> None:
        self.app.push(ConfirmScene(self.app, "leave_title", "leave_note", "btn_leave",
                                   "btn_stay", self.leave_game))

    def leave_game(self) -> None:
        """Save, then close the table (and this menu) down to the title."""
        self.save()
        while len(self.app.scenes) > 1:
            self.app.pop()

    def draw(self, surf: pygame.Surface) -> None:
        if isinstance(self.app.top, DialogScene) and self.app.top is not self:
            return  # a question over the menu takes its place (Leave's confirmation)
        self.draw_backdrop(surf)
        self.draw_frame(surf, t("pause_title"))
        if self.game is not None:
            r = self.panel_rect
            draw_text(surf, self.view, game_name(self.game), (r.centerx, r.y + 96), 18,
                      TEXT_DIM, "midtop")
        self.draw_widgets(surf)


def open_pause(app: App, game: GameDef | None, save: Callable[[], None]) -> PauseScene:
    """Pause the game on top: the menu over it."""
    scene = PauseScene(app, game, save)
    app.push(scene)
    return scene


def open_game_menu(app: App) -> bool:
    """From a screen over a game (the hand-off, a minigame just ended): the menu of the
    game below, opened by the topmost scene that has one (`open_menu`: any game's
    table). False when no game is open."""
    for scene in reversed(app.scenes):
        opener = getattr(scene, "open_menu", None)
        if opener is not None:
            opener()
            return True
    return False
