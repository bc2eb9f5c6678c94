"""Tweens: objects owned by a scene that move attributes over time with easing."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_elastic(t: float) -> float:
    if t in (0.0, 1.0):
        return t
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi) / 3) + 1


def ease_in_quad(t: float) -> float:
    return t * t


class Tween:
    """Moves numeric attributes of `target` from their current values to `to`.

    Start values are read when the delay has elapsed, so chained tweens compose.
    """

    def __init__(
        self,
        target: Any,
        to: dict[str, float],
        duration: float,
        ease: Callable[[float], float] = ease_out_cubic,
        delay: float = 0.0,
        on_done: Callable[[], None] | None = None,
        on_start: Callable[[], None] | None = None,
        block: bool = False,
    ) -> None:
        self.target = target
        self.block = block  # the scene counts as busy while a blocking tween runs
        self.to = to
        self.duration = max(1e-6, duration)
        self.ease = ease
        self.delay = delay
        self.on_done = on_done
        self.on_start = on_start
        self.elapsed = 0.0
        self.start: dict[str, float] | None = None
        self.done = False

    def update(self, dt: float) -> None:
        if self.done:
            return
        if self.delay > 0:
            self.delay -= dt
            if self.delay > 0:
                return
            dt = -self.delay
            self.delay = 0
        if self.start is None:
            self.start = {k: getattr(self.target, k) for k in self.to}
            if self.on_start:
                self.on_start()
        self.elapsed += dt
        p = min(1.0, self.elapsed / self.duration)
        e = self.ease(p)
        for k, end in self.to.items():
            s = self.start[k]
            setattr(self.target, k, s + (end - s) * e)
        if p >= 1.0:
            self.finish()

    def finish(self) -> None:
        """Jump to the end and fire the callback (once)."""
        if self.done:
            return
        for k, end in self.to.items():
            setattr(self.target, k, end)
        self.done = True
        if self.on_done:
            self.on_done()

    @property
    def waiting(self) -> bool:
        return self.start is None and not self.done


class Wait(Tween):
    """A pause that fires a callback: sequencing without threads."""

    def __init__(self, duration: float, on_done: Callable[[], None] | None = None) -> None:
        super().__init__(None, {}, duration, linear, 0.0, on_done)

    def update(self, dt: float) -> None:
        if self.done:
            return
        self.elapsed += dt
        if self.elapsed >= self.duration:
            self.done = True
            if self.on_done:
                self.on_done()


class Tweens:
    """A scene's set of running tweens."""

    def __init__(self) -> None:
        self.items: list[Tween] = []
        self.speed = 1.0

    def add(self, tween: Tween) -> Tween:
        self.items.append(tween)
        return tween

    def cancel(self, target: Any) -> None:
        """Drop tweens on `target` without finishing them (it keeps its position)."""
        self.items = [tw for tw in self.items if tw.target is not target]

    def finish_all(self) -> None:
        while self.items:
            items, self.items = self.items, []
            for tw in items:
                tw.finish()

    def update(self, dt: float) -> None:
        if not self.items:
            return
        dt *= self.speed
        items = self.items
        self.items = []
        for tw in items:
            tw.update(dt)
        # Callbacks may have added tweens while we ran; keep both.
        self.items = [tw for tw in items if not tw.done] + self.items

    def busy(self, target: Any = None) -> bool:
        if target is None:
            return bool(self.items)
        return any(tw.target is target for tw in self.items)

    def blocking(self) -> bool:
        return any(tw.block for tw in self.items)

    def __len__(self) -> int:
        return len(self.items)
