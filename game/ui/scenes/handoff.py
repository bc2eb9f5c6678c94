"""Pass-and-play hand-off: an opaque screen that shows no cards at all.

With `hold` (seconds) the person must press and hold (the mouse button, Space or Enter)
that long to reveal their screen, so a stray tap or a neighbour's click reveals nothing;
letting go early starts the count again."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.app import App, Scene
from game.ui.i18n import t
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_panel, draw_text

HOLD_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
PULSE_SECONDS = 7.5  # three pulses of the prompt, ending lit: then a waiting screen is still


class HandoffScene(Scene):
    opaque = True  # the table below must not show through

    def __init__(self, app: App, name: str, on_continue: Callable[[], None],
                 hold: float = 0.0) -> None:
        super().__init__(app)
        self.name = name
        self.on_continue = on_continue
        self.age = 0.0
        self.hold = hold
        self.held: float | None = None  # seconds held so far, None when not pressed

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
        if self.hold > 0:
            self.follow_hold(event)
        elif event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
            self.reveal()

    def follow_hold(self, event: pygame.event.Event) -> None:
        pressed = event.type == pygame.MOUSEBUTTONDOWN or (
            event.type == pygame.KEYDOWN and event.key in HOLD_KEYS)
        released = event.type == pygame.MOUSEBUTTONUP or (
            event.type == pygame.KEYUP and event.key in HOLD_KEYS)
        if pressed and self.held is None:
            self.held = 0.0
        elif released:
            self.held = None

    def reveal(self) -> None:
        self.app.pop()
        self.on_continue()

    def animating(self) -> bool:
        return self.age < PULSE_SECONDS or self.held is not None

    def update(self, dt: float) -> None:
        self.age += dt
        if self.held is not None:
            self.held += dt
            if self.held >= self.hold:
                self.held = None
                self.reveal()

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
        if not self.hold:
            draw_text(surf, v, t("handoff_press"), (640, 420), 22, c, "midtop")
            return
        draw_text(surf, v, t("handoff_hold", name=self.name), (640, 410), 22, c, "midtop")
        bar = pygame.Rect(440, 450, 400, 14)
        pygame.draw.rect(surf, (40, 70, 60), v.rect(bar), border_radius=v.len(7))
        if self.held:
            done = bar.copy()
            done.w = max(14, round(bar.w * min(1.0, self.held / self.hold)))
            pygame.draw.rect(surf, GOLD, v.rect(done), border_radius=v.len(7))
