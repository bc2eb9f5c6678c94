"""Pass-and-play hand-off: an opaque screen that shows no cards at all."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.app import App, Scene
from game.ui.i18n import t
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_panel, draw_text

PULSE_SECONDS = 7.5  # three pulses of the prompt, ending lit: then a waiting screen is still


class HandoffScene(Scene):
    opaque = True  # the table below must not show through

    def __init__(self, app: App, name: str, on_continue: Callable[[], None]) -> None:
        super().__init__(app)
        self.name = name
        self.on_continue = on_continue
        self.age = 0.0

    def keys_help(self) -> list[tuple[str, str]]:
        return [("key_enter", "keys_continue"), ("key_space", "keys_continue"),
                ("Esc", "keys_menu")]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            # The game's menu, over this screen: no hand shows while it is up.
            from game.ui.scenes.pause import open_game_menu

            open_game_menu(self.app)
            return
        # A short grace period, so the click that ended the last turn does not skip this.
        if self.age < 0.3:
            return
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
            self.app.pop()
            self.on_continue()

    def animating(self) -> bool:
        return self.age < PULSE_SECONDS

    def update(self, dt: float) -> None:
        self.age += dt

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill((10, 24, 20))
        v = self.view
        draw_panel(surf, v, (240, 220, 800, 280), (20, 52, 42, 255), 24,
                   border=(238, 196, 92, 160), border_w=2)
        draw_text(surf, v, t("handoff_title", name=self.name), (640, 270), 44, GOLD, "midtop",
                  bold=True)
        draw_text(surf, v, t("handoff_note"), (640, 350), 20, TEXT_DIM, "midtop")
        pulse = 0.5 + 0.5 * abs(((self.age * 0.8) % 2) - 1) if self.animating() else 1.0
        c = tuple(int(a * pulse + b * (1 - pulse)) for a, b in zip(TEXT, (120, 140, 130),
                                                                  strict=True))
        draw_text(surf, v, t("handoff_press"), (640, 420), 22, c, "midtop")
