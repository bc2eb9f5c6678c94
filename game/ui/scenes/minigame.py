"""The frame of a dexterity minigame on screen (a game's pour, flip or throw).

A minigame scene feeds its physics one cursor sample per fixed step. For a human the
sample is the mouse (from event positions, never SDL's cursor); for a computer chef
it is the driver's generated path, shown with a drawn hand so the gesture can be
watched, and stepped faster when the speed setting says so.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.minigames.paths import Sample
from game.ui.app import App, Scene
from game.ui.widgets import GOLD, TEXT, draw_panel, draw_text

RESULT_HOLD = 1.1  # seconds the finished minigame stays on screen


class MinigameScene(Scene):
    opaque = True

    def __init__(self, app: App, sim, driver, on_done: Callable[[object], None]) -> None:
        super().__init__(app)
        self.sim = sim
        self.driver = driver
        self.on_done = on_done
        self.cursor = (640.0, 360.0)
        self.pressed = False
        self.time = 0.0
        self.hold = 0.0
        self.steps_owed = 0.0
        self.trace: list[Sample] = []  # every sample fed, for replays and tests
        self.closed = False

    @property
    def computer(self) -> bool:
        return self.driver is not None

    def handle(self, event: pygame.event.Event) -> None:
        if self.computer:
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.cursor = self.view.to_level(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            self.pressed = True
        elif event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            self.pressed = False

    def next_sample(self) -> Sample:
        if self.computer:
            sample = self.driver.next_sample(self.sim)
            self.cursor = (sample.x, sample.y)
            self.pressed = sample.pressed
            return sample
        return Sample(self.cursor[0], self.cursor[1], self.pressed)

    def update(self, dt: float) -> None:
        self.time += dt
        if self.sim.done:
            self.hold += dt * (self.app.settings.speed_factor if self.computer else 1.0)
            if self.hold >= RESULT_HOLD and not self.closed:
                self.closed = True
                self.app.pop()
                self.on_done(self.sim.outcome())
            return
        # A computer's gesture may be fast-forwarded; a human's always runs in real time.
        self.steps_owed += self.app.settings.speed_factor if self.computer else 1.0
        while self.steps_owed >= 1 and not self.sim.done:
            self.steps_owed -= 1
            sample = self.next_sample()
            self.trace.append(sample)
            self.sim.feed(sample)
        self.sound_cues()

    def sound_cues(self) -> None:
        """Sounds from what changed in the scene this step (each game says what)."""

    # -- drawing shared by every minigame ---------------------------------------------
    def draw_background(self, surf: pygame.Surface) -> None:
        """The scene behind the physics (a game draws its own room)."""
        surf.blit(self.app.backdrop(), (0, 0))

    def draw_frame(self, surf: pygame.Surface, title: str, lines: list[str]) -> None:
        v = self.view
        self.draw_background(surf)
        draw_panel(surf, v, (170, 12, 940, 62 + 22 * len(lines)),
                   (40, 24, 14, 215), 16, border=(238, 196, 92, 150), border_w=2)
        draw_text(surf, v, title, (640, 22), 28, GOLD, "midtop", bold=True)
        for i, line in enumerate(lines):
            draw_text(surf, v, line, (640, 62 + 22 * i), 17, TEXT, "midtop")

    def draw_hand(self, surf: pygame.Surface) -> None:
        """The computer chef's cursor: a soft glove marker, so its gesture can be read."""
        if not self.computer:
            return
        v = self.view
        x, y = v.pt(*self.cursor)
        r = v.len(11 if self.pressed else 14)
        pygame.draw.circle(surf, (255, 255, 255), (x, y), r, max(1, v.len(3)))
        pygame.draw.circle(surf, (236, 168, 52), (x, y), max(1, r - v.len(4)))

    def draw_result(self, surf: pygame.Surface, text: str, good: bool) -> None:
        if not self.sim.done:
            return
        v = self.view
        colour = (70, 150, 90, 235) if good else (150, 50, 40, 235)
        draw_panel(surf, v, (390, 300, 500, 70), colour, 18, border=(255, 255, 255, 120),
                   border_w=2)
        draw_text(surf, v, text, (640, 335), 28, (255, 250, 240), "center", bold=True)
