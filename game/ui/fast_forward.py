"""The fast-forward control every game's table shows while its controller offers fast
forward (no person has a decision left): a button and the F key. The mechanism itself
(top speed, no think time) is `game.ui.pacing.EventPacing`; where the button lies, when
it shows and what pressing it says are the table's."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.i18n import t
from game.ui.widgets import Button

KEY = pygame.K_f


class FastForwardButton:
    """`scene` is the table it sits on (its `view` places the button)."""

    def __init__(self, scene: Any, rect) -> None:
        self.scene = scene
        self.button = Button(rect, lambda: t("ff_button"), self.press, "secondary",
                             key="fast_forward")

    @property
    def shown(self) -> bool:
        raise NotImplementedError

    def press(self) -> None:
        raise NotImplementedError

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
