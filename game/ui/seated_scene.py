"""What the own table scenes of the `SeatedTable` games share: binding to the
controller as the scene comes and goes, the game's menu, the buttons round the table
that take an event first, the fast-forward button, a press on a piece that becomes a
drag, and a refusal said on the table's message line a while."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.app import App, Scene
from game.ui.fast_forward import FastForwardButton
from game.ui.i18n import t
from game.ui.widgets import GOLD, TEXT, Button, draw_panel, draw_text, fit_text_size

MESSAGE_SECONDS = 4.0
DRAG_TRAVEL = 6  # pointer travel (level units) before a press on a piece becomes a drag
PASS_W, PASS_H = 560, 56  # the pass-and-play prompt to pass the device on
PASS_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


class Press:
    """A press on a piece (a card in a hand): a click when released where it started, a
    drag once the pointer has travelled DRAG_TRAVEL."""

    def __init__(self, piece: Any, at: tuple[float, float]) -> None:
        self.piece, self.at, self.drag = piece, at, False

    def moved(self, pos: tuple[float, float]) -> None:
        if abs(pos[0] - self.at[0]) + abs(pos[1] - self.at[1]) > DRAG_TRAVEL:
            self.drag = True


class SeatedFastForward(FastForwardButton):
    """Fast forward on a `SeatedScene`: shown while its controller offers it (no person
    has a decision left); pressing it fast-forwards the controller. `rect` is the
    table's place for it."""

    @property
    def shown(self) -> bool:
        return self.scene.ctl.fast_forward_offered()

    def press(self) -> None:
        self.scene.ctl.fast_forward()


class SeatedScene(Scene):
    """A game's table scene driven by a `SeatedTable` controller (`ctl`); the game
    provides `decision_changed()` and draws `message` while `message_time` runs."""

    pass_prompt_at = (640, 440)  # the pass prompt's centre, where it covers least
    holds_game = True  # its leaving releases the game's memory (game/ui/memory.py)

    def __init__(self, app: App, controller: Any) -> None:
        super().__init__(app)
        self.ctl = controller
        self.message, self.message_time = "", 0.0
        box = self.pass_box()
        self.pass_button = Button((box.right - 170, box.y + 10, 160, box.h - 20),
                                  lambda: t("btn_pass_on"), self.ctl.pass_device, "primary",
                                  key="pass_on", font_size=18)

    def pass_box(self) -> pygame.Rect:
        box = pygame.Rect(0, 0, PASS_W, PASS_H)
        box.center = self.pass_prompt_at
        return box

    def passing(self) -> bool:
        """The device is to be passed on: the prompt is up and takes the input."""
        return self.ctl.passing_to is not None

    def enter(self) -> None:
        self.ctl.attach(self)
        self.decision_changed()

    def leave(self) -> None:
        self.ctl.detach()

    def uncovered(self) -> None:
        self.decision_changed()

    def open_menu(self) -> None:
        self.ctl.on_escape()

    def buttons_took(self, event: Any, *toggles: Any) -> bool:
        """The history, fast-forward and menu buttons, the game's `toggles` and then its
        `buttons` see the event first: True when one of them took it."""
        if self.history.handle(event) or self.fast_forward.handle(event) \
                or self.menu_button.handle(event, self.view):
            return True
        if self.passing():
            if event.type == pygame.KEYDOWN and event.key in PASS_KEYS:
                self.ctl.pass_device()
                return True
            if self.pass_button.handle(event, self.view):
                return True
        return any(b.handle(event, self.view) for b in (*toggles, *self.buttons))

    def draw_pass_prompt(self, surf: pygame.Surface) -> None:
        """Pass-and-play: "Seen it? Pass the device to Player 2", and its button."""
        if not self.passing():
            return
        v = self.view
        box = self.pass_box()
        draw_panel(surf, v, box.move(0, 4), (0, 0, 0, 110), 16)
        draw_panel(surf, v, box, (16, 30, 26, 240), 16, border=GOLD, border_w=2)
        words = t("pass_prompt", name=self.ctl.name_of(self.ctl.passing_to))
        room = box.w - self.pass_button.rect.w - 40
        draw_text(surf, v, words, (box.x + 20, box.centery),
                  fit_text_size(words, 19, room, v, bold=True), TEXT, "midleft", bold=True)
        self.pass_button.draw(surf, v)

    def decision_changed(self) -> None:
        """A new decision (or none): the game's buttons follow."""

    def refuse(self, text: str, sound: bool = True) -> None:
        """Say `text` (a refusal's reason, a notice) on the message line a while."""
        self.message, self.message_time = text, MESSAGE_SECONDS
        if sound:
            self.app.sounds.play("error")
