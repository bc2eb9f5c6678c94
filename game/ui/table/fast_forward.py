"""The table's fast-forward control: a button in the button strip and the F key, shown
while the controller offers fast forward (no person has a decision left in the hand).
The mechanism itself (top speed, no think time) is `game.ui.pacing.EventPacing`."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.i18n import t
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

KEY = pygame.K_f
WIDTH = 230


class FastForwardControl:
    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        a = scene.anchors["buttons"]
        self.button = Button((a.x + a.w / 2 - WIDTH / 2, a.y, WIDTH, a.h - 6),
                             lambda: t("ff_button"), self.press, "secondary",
                             key="fast_forward")

    @property
    def shown(self) -> bool:
        """Asked of the controller (a controller without fast forward never shows it)."""
        offered = getattr(self.scene.controller, "fast_forward_offered", None)
        return offered is not None and offered() and not self.scene.buttons

    def press(self) -> None:
        self.scene.controller.fast_forward()
        self.scene.flash(t("ff_started"), 2.0)

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.shown:
            return False
        if event.type == pygame.KEYDOWN and event.key == KEY:
            self.press()
            return True
        return self.button.handle(event, self.scene.view) and event.type != pygame.MOUSEMOTION

    def draw(self, surf: pygame.Surface) -> None:
        if self.shown:
            self.button.draw(surf, self.scene.view)
