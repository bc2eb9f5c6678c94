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
from game.ui import fonts
from game.ui.app import App, Scene
from game.ui.i18n import t
from game.ui.widgets import GOLD, TEXT, Button, draw_panel, draw_text

RESULT_HOLD = 2.6  # seconds a finished minigame's result stays up: long enough to read
RESULT_SKIP = 0.5  # a person may click the result away after this long
LEVEL = pygame.Rect(0, 0, 1280, 720)
PRACTICE_BUTTON = pygame.Rect(1120, 14, 148, 46)  # right of the title panel


class MinigameScene(Scene):
    opaque = True
    can_practise = False  # a game whose minigame makes practice runs says so

    def __init__(self, app: App, sim, driver, on_done: Callable[[object], None],
                 practice: bool = False) -> None:
        super().__init__(app)
        # A practice run: the gesture and its result are shown, nothing is handed on.
        self.practice = practice
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
        # Esc during a gesture does not stop it halfway (a pour cannot be paused
        # mid-air), nor a computer's: the game's menu opens once the minigame has ended.
        # A person's gesture not begun yet is nothing under way: Esc opens the menu
        # at once, and Resume comes back to the untouched minigame.
        self.menu_after = False
        self.buttons: list[Button] = []
        self.refresh_buttons()

    @property
    def computer(self) -> bool:
        return self.driver is not None

    # -- practice: a game's minigame says how to make a practice run of itself -----------
    def practice_copy(self) -> MinigameScene | None:
        """A practice run of this gesture (a fresh scene with `practice=True`), or None
        when the game offers none."""
        return None

    def idle(self) -> bool:
        """The gesture has not begun yet (then a person may practise it first)."""
        return False

    def practise(self) -> None:
        copy = self.practice_copy()
        if copy is not None:
            self.app.push(copy)

    def again(self) -> None:
        copy = self.practice_copy()
        if copy is not None:
            self.app.replace(copy)

    def leave_practice(self) -> None:
        if not self.closed:
            self.closed = True
            self.app.pop()

    def refresh_buttons(self) -> None:
        """Practise (a person's gesture not yet begun), or in practice Again and Back."""
        specs: list[tuple[str, Callable[[], None], str, str]] = []
        if self.practice:
            if self.sim.done:
                specs.append(("mg_again", self.again, "primary", "practice_again"))
            specs.append(("btn_back", self.leave_practice, "secondary", "practice_back"))
        elif self.can_practise and not self.computer and self.idle():
            specs.append(("mg_practise", self.practise, "plain", "practise"))
        if [b.key for b in self.buttons] == [key for *_, key in specs]:
            return
        self.buttons = []
        rect = PRACTICE_BUTTON.copy()
        for label, callback, style, key in specs:
            self.buttons.append(Button(rect.copy(), lambda k=label: t(k), callback, style,
                                       key=key))
            rect.y += rect.h + 10

    def menu_now(self) -> bool:
        """Esc opens the menu at once: a person's own gesture has not begun."""
        return not self.computer and not self.practice and not self.sim.done and self.idle()

    def keys_help(self) -> list[tuple[str, str]]:
        return [("key_mouse", "keys_gesture"),
                ("Esc", "keys_menu" if self.menu_now() else "keys_menu_after")]

    def handle(self, event: pygame.event.Event) -> None:
        for button in self.buttons:
            if button.handle(event, self.view):
                return  # a button's click is not a grip on the pan or the bottle
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.practice:
            self.leave_practice()  # nothing is at stake in a practice run
            return
        if self.sim.done and not self.computer and not self.practice \
                and self.hold >= RESULT_SKIP and event.type in (pygame.MOUSEBUTTONUP,
                                                                pygame.KEYDOWN):
            self.hold = RESULT_HOLD  # read: back to the table
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.menu_now():
                from game.ui.scenes.pause import open_game_menu

                self.pressed = False  # a grip held as the menu opens is let go
                if open_game_menu(self.app):
                    return
            self.menu_after = True
            return
        if self.computer:
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.cursor = self.view.to_level(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            self.pressed = True
        elif event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            self.pressed = False

    def animating(self) -> bool:
        """The physics takes a cursor sample every step, and the result hold counts down."""
        return True

    def next_sample(self) -> Sample:
        if self.computer:
            sample = self.driver.next_sample(self.sim)
            self.cursor = (sample.x, sample.y)
            self.pressed = sample.pressed
            return sample
        return Sample(self.cursor[0], self.cursor[1], self.pressed)

    def update(self, dt: float) -> None:
        self.time += dt
        self.refresh_buttons()
        if self.sim.done:
            self.hold += dt * (self.app.settings.speed_factor if self.computer else 1.0)
            if self.practice:
                return  # a practice result waits for Again or Back
            if self.hold >= RESULT_HOLD and not self.closed:
                self.closed = True
                self.app.pop()
                self.on_done(self.sim.outcome())
                if self.menu_after:
                    from game.ui.scenes.pause import open_game_menu

                    open_game_menu(self.app)
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
        if self.menu_after:
            draw_text(surf, v, t("menu_after"), (1096, 22), 15, GOLD, "topright")

    def draw_hand(self, surf: pygame.Surface) -> None:
        """The computer chef's cursor: a soft glove marker, so its gesture can be read."""
        if not self.computer:
            return
        v = self.view
        x, y = v.pt(*self.cursor)
        r = v.len(11 if self.pressed else 14)
        pygame.draw.circle(surf, (255, 255, 255), (x, y), r, max(1, v.len(3)))
        pygame.draw.circle(surf, (236, 168, 52), (x, y), max(1, r - v.len(4)))

    def draw_buttons(self, surf: pygame.Surface) -> None:
        for button in self.buttons:
            button.draw(surf, self.view)

    def draw_result(self, surf: pygame.Surface, text: str, good: bool | None,
                    details: list[str] = ()) -> None:
        """The outcome in words over the finished scene: a headline (what happened) and
        detail lines (what it does to the game; in practice, that it does nothing)."""
        if not self.sim.done:
            return
        v = self.view
        lines = list(details)
        if self.practice:
            lines.append(t("mg_practice_note"))
        widest = max([fonts.text_width(text, v.len(28), True) / v.scale]
                     + [fonts.text_width(line, v.len(19)) / v.scale for line in lines])
        panel = pygame.Rect(0, 0, min(widest + 60, LEVEL.w - 40), 64 + 28 * len(lines))
        panel.center = (640, 330)
        panel.clamp_ip(LEVEL)
        colour = (70, 150, 90, 240) if good else (150, 50, 40, 240) if good is False \
            else (60, 40, 26, 240)
        draw_panel(surf, v, panel, colour, 18, border=(255, 255, 255, 120), border_w=2)
        draw_text(surf, v, text, (640, panel.y + 14), 28, (255, 250, 240), "midtop", bold=True)
        for i, line in enumerate(lines):
            draw_text(surf, v, line, (640, panel.y + 56 + 28 * i), 19, (255, 246, 230), "midtop")
