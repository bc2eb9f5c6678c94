"""What plays over the table for a moment: the message line, the banner, confetti
and the screen shake."""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

import pygame

from game.ui import fonts, widgets
from game.ui.tween import ease_in_out_cubic, ease_out_back
from game.ui.widgets import GOLD, TEXT, draw_panel, draw_text

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

CONFETTI_COLORS = [(236, 168, 52), (220, 60, 60), (80, 170, 240), (250, 240, 220),
                   (90, 200, 120)]


class TableEffects:
    """The scene's passing effects: their state, `update(dt)` and drawing (over
    everything else, every frame)."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.message = ""
        self.message_time = 0.0  # seconds the message is still shown
        self.message_error = False
        # A held message (a warning that must be read) is not replaced by news; the
        # latest news waits here and shows when it ends.
        self.message_held = False
        self.waiting: tuple[str, float, bool] | None = None
        self.banner_text = ""
        self.banner_color = GOLD
        self.banner_t = 0.0
        self.banner_life = 0.0
        self.shake = 0.0
        # Confetti: [x, y, vx, vy, rotation, colour index], in level units.
        self.particles: list[list[float]] = []
        self._banner_cache: dict = {}

    def flash(self, text: str, seconds: float = 3.0, error: bool = False,
              hold: bool = False) -> None:
        """One line above the buttons; errors (refused plays) in red, news in dark.
        `hold`: nothing replaces it while it shows (later flashes wait their turn)."""
        if self.message_held and self.message_time > 0 and not hold:
            self.waiting = (text, seconds, error)
            return
        self.message, self.message_time, self.message_error = text, seconds, error
        self.message_held = hold

    def end_prompt(self) -> None:
        """The person has decided: a message about the decision ("Your turn", a hint)
        ends now; an error or a held warning stays to be read."""
        if self.message_time > 0 and not self.message_error and not self.message_held:
            self.message_time = 0.0

    def banner(self, text: str, color=GOLD, seconds: float = 1.4, shake: float = 0.0) -> None:
        self.banner_text, self.banner_color = text, color
        self.banner_t, self.banner_life = 0.0, seconds
        self.shake = max(self.shake, shake)

    def confetti(self, n: int = 90) -> None:
        rnd = random.Random(n)
        width = self.scene.level.size[0]
        for _ in range(n):
            self.particles.append([rnd.uniform(100, width - 100), rnd.uniform(-200, -10),
                                   rnd.uniform(-40, 40), rnd.uniform(80, 220),
                                   rnd.uniform(0, 6.28), rnd.randrange(len(CONFETTI_COLORS))])

    @property
    def active(self) -> bool:
        """A message, banner, shake or confetti still plays: the table needs frames."""
        return (self.message_time > 0 or self.banner_life > 0 or self.shake > 0
                or bool(self.particles))

    def update(self, dt: float, speed: float) -> None:
        """`speed`: the animation speed factor; the banner keeps pace with the cards."""
        if self.message_time > 0:
            self.message_time -= dt
            if self.message_time <= 0 and self.waiting is not None:
                self.message_held = False
                self.flash(*self.waiting)
                self.waiting = None
        if self.banner_life > 0:
            self.banner_t += dt * speed
            if self.banner_t >= self.banner_life:
                self.banner_life = 0.0
        if self.shake > 0:
            self.shake = max(0.0, self.shake - dt * 2.5)
        if self.particles:
            for p in self.particles:
                p[0] += p[2] * dt
                p[1] += p[3] * dt
                p[4] += dt * 6
            bottom = self.scene.level.size[1] + 40
            self.particles = [p for p in self.particles if p[1] < bottom]

    def shake_offset(self, time: float) -> tuple[int, int]:
        """How far the whole table is pushed this frame (pixels)."""
        if self.shake <= 0:
            return (0, 0)
        amp = self.scene.view.len(10 * self.shake)
        return (int(amp * math.sin(time * 70)), int(amp * math.cos(time * 53)))

    def draw(self, surf: pygame.Surface) -> None:
        v = self.scene.view
        if self.message_time > 0 and self.message:
            a = self.scene.anchors["message"]
            size = widgets.fit_text_size(self.message, 19, a.w - 30, v)
            w = fonts.text_width(self.message, v.len(size)) / v.scale + 36
            bg = (150, 28, 28, 235) if self.message_error else (0, 0, 0, 150)
            draw_panel(surf, v, (a.x + a.w / 2 - w / 2, a.y, w, a.h), bg, a.h / 2)
            draw_text(surf, v, self.message, (a.x + a.w / 2, a.y + a.h / 2), size, TEXT, "center")
        if self.banner_life > 0 and self.banner_text:
            self._draw_banner(surf)
        for x, y, _, _, rot, c in self.particles:
            w = abs(math.cos(rot)) * 8 + 2
            pygame.draw.rect(surf, CONFETTI_COLORS[int(c)], v.rect((x, y, w, 12)))

    def _draw_banner(self, surf: pygame.Surface) -> None:
        v = self.scene.view
        a = self.scene.anchors["center_text"]
        p = self.banner_t / self.banner_life
        grow = ease_out_back(min(1.0, self.banner_t / 0.35))
        if p > 0.85:  # leave by shrinking: cheaper than fading per-pixel-alpha text
            grow = 1 - ease_in_out_cubic((p - 0.85) / 0.15)
        scale = round(max(0.05, grow) * 20) / 20  # quantised so scaled images are reused
        # Fitted to the band (narrower while the play history is open).
        size = v.len(widgets.fit_text_size(self.banner_text, 48, a.w - 40, v, bold=True))
        key = (self.banner_text, size, tuple(self.banner_color), scale)
        pair = self._banner_cache.get(key)
        if pair is None:
            if len(self._banner_cache) > 40:
                self._banner_cache.clear()
            img = fonts.render(self.banner_text, size, self.banner_color, bold=True)
            shadow = fonts.render(self.banner_text, size, (0, 0, 0), bold=True)
            if scale != 1.0:
                img = pygame.transform.rotozoom(img, 0, scale)
                shadow = pygame.transform.rotozoom(shadow, 0, scale)
            pair = self._banner_cache[key] = (img, shadow)
        img, shadow = pair
        c = v.pt(*a.center)
        band_h = max(2, round(v.len(a.h) * min(1.0, scale)))
        x0, x1 = v.pt(a.x, 0)[0], v.pt(a.x + a.w, 0)[0]
        band = pygame.Rect(x0, c[1] - band_h // 2, x1 - x0, band_h)
        surf.blit(widgets.panel_surface(band.size, (0, 0, 0, 120), band_h // 2), band)
        surf.blit(shadow, shadow.get_rect(center=(c[0] + 3, c[1] + 3)))
        surf.blit(img, img.get_rect(center=c))
