"""Cursor drivers for the pour: scripted strokes for the benchmark and the computer chef.

A driver only produces cursor samples and only looks at what a player sees (how many
pieces have fallen, the kinds nearest the neck), and it sees them `reaction` seconds
late. The scene's physics decides what comes out.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from game.games.alacarte.pour import PourLayout, PourOutcome, PourScene
from game.minigames.paths import STEP, Sample, Tremor, lerp_point, min_jerk, perform_with

LIFT_TIME = 0.45     # from the rest spot to the ready spot
PAUSE = 0.15         # a beat at the ready spot before the stroke
MAX_DWELL = 1.1      # a driver waiting for pieces gives up before the dwell cap
AIM_APPROACH = 0.5   # a watching pourer tips over at a moderate pace ...
AIM_EXIT = 0.2       # ... and cuts with a quick pull back
SHAKE_TIME = 0.6
SHAKE_AMP = 22.0
SHAKE_HZ = 6.0


def toward_rest(layout: PourLayout, dist: float) -> tuple[float, float]:
    """The point `dist` from the pour point on the way to the rest spot."""
    (px, py), (rx, ry) = layout.pour_point, layout.rest
    d = math.hypot(rx - px, ry - py)
    u = min(1.0, dist / d)
    return (px + (rx - px) * u, py + (ry - py) * u)


def ready_point(layout: PourLayout, margin: float = 30.0) -> tuple[float, float]:
    """Where a stroke starts: on the way from the rest spot, just outside the tilt zone."""
    return toward_rest(layout, layout.r_tilt + margin)


@dataclass
class _Move:
    t0: float
    duration: float
    a: tuple[float, float]
    b: tuple[float, float]

    def at(self, t: float) -> tuple[float, float]:
        if self.duration <= 0:
            return self.b
        return lerp_point(self.a, self.b, min_jerk((t - self.t0) / self.duration))

    def finished(self, t: float) -> bool:
        return t >= self.t0 + self.duration


class StrokeDriver:
    """Grab, lift to the ready spot, optionally shake, approach the pour point, dwell
    until the cut rule fires, exit back to the ready spot, release.

    cut_after: cut as soon as this many pieces are seen poured (None = blind, dwell out
    the full `dwell`). The driver sees the scene `reaction` seconds late."""

    def __init__(self, layout: PourLayout, approach: float, dwell: float, exit: float,
                 cut_after: int | None = None, reaction: float = 0.0, shake_first: bool = False,
                 tremor: Tremor | None = None, careful: bool | None = None) -> None:
        careful = cut_after is not None if careful is None else careful
        self.layout = layout
        self.approach, self.dwell, self.exit = approach, dwell, exit
        self.cut_after = cut_after
        self.delay_steps = max(0, round(reaction / STEP))
        self.shake_first = shake_first
        self.tremor = tremor
        self.t = 0.0
        self.ready = ready_point(layout)
        # A careful stroke stops at the edge of full tilt, where the slightest retreat
        # already tips the bottle back; a bold one goes right over the pan.
        self.over = toward_rest(layout, layout.r_full + 4.0) if careful else layout.pour_point
        self.stage = "lift"
        self.move = _Move(0.0, LIFT_TIME, layout.rest, self.ready)
        self.seen: list[tuple[int, tuple[str, ...]]] = []
        self.pos = layout.rest
        self.released = False

    # What the driver knows: the public state, late.
    def observe(self, scene: PourScene) -> tuple[int, tuple[str, ...]]:
        self.seen.append((len(scene.poured), tuple(scene.neck_window())))
        index = max(0, len(self.seen) - 1 - self.delay_steps)
        return self.seen[index]

    def next_sample(self, scene: PourScene) -> Sample:
        poured, window = self.observe(scene)
        getattr(self, "_stage_" + self.stage)(poured, window)
        x, y = self.pos
        if self.tremor is not None and self.stage != "lift":
            ox, oy = self.tremor.offset(self.t)
            x, y = x + ox, y + oy
        self.t += STEP
        return Sample(x, y, not self.released)

    def _go(self, stage: str, duration: float, b: tuple[float, float]) -> None:
        self.stage = stage
        self.move = _Move(self.t, duration, self.pos, b)

    def _stage_lift(self, poured: int, window: tuple[str, ...]) -> None:
        self.pos = self.move.at(self.t)
        if self.move.finished(self.t):
            self.decide_shake(window)
            self._go("shake" if self.shake_first else "pause", 0.0, self.ready)
            self.stage_start = self.t

    def decide_shake(self, window: tuple[str, ...]) -> None:
        """Hook for drivers that shake only when they see salt at the neck."""

    def _stage_shake(self, poured: int, window: tuple[str, ...]) -> None:
        u = self.t - self.stage_start
        wiggle = SHAKE_AMP * math.sin(2 * math.pi * SHAKE_HZ * u)
        self.pos = (self.ready[0] + wiggle, self.ready[1])
        if u >= SHAKE_TIME:
            self.pos = self.ready
            self.stage, self.stage_start = "pause", self.t

    def _stage_pause(self, poured: int, window: tuple[str, ...]) -> None:
        if self.t - self.stage_start >= PAUSE:
            self._go("approach", self.approach, self.over)

    def _cut_now(self, poured: int) -> bool:
        return self.cut_after is not None and poured >= self.cut_after

    def _stage_approach(self, poured: int, window: tuple[str, ...]) -> None:
        self.pos = self.move.at(self.t)
        if self._cut_now(poured):
            self._go("exit", self.exit, self.ready)
        elif self.move.finished(self.t):
            self.stage, self.stage_start = "dwell", self.t

    def _stage_dwell(self, poured: int, window: tuple[str, ...]) -> None:
        limit = self.dwell if self.cut_after is None else MAX_DWELL
        if self._cut_now(poured) or self.t - self.stage_start >= limit:
            self._go("exit", self.exit, self.ready)

    def _stage_exit(self, poured: int, window: tuple[str, ...]) -> None:
        self.pos = self.move.at(self.t)
        if self.move.finished(self.t):
            self.stage = "release"

    def _stage_release(self, poured: int, window: tuple[str, ...]) -> None:
        self.released = True


def blind(layout: PourLayout, approach: float = 0.4, dwell: float = 0.5,
          exit: float = 0.3) -> StrokeDriver:
    """A fixed stroke that ignores what falls."""
    return StrokeDriver(layout, approach, dwell, exit)


def slow_tilt(layout: PourLayout) -> StrokeDriver:
    """Tip over slowly to the edge of full tilt, hold briefly, back."""
    return StrokeDriver(layout, 0.8, 0.3, 0.2, careful=True)


def fast_flip(layout: PourLayout) -> StrokeDriver:
    return StrokeDriver(layout, 0.2, 0.6, 0.2)


def aim(layout: PourLayout, target: int, reaction: float,
        shake_first: bool = False) -> StrokeDriver:
    """Watch the pour and cut when `target` pieces are seen, `reaction` seconds late."""
    return StrokeDriver(layout, AIM_APPROACH, MAX_DWELL, AIM_EXIT, cut_after=target,
                        reaction=reaction, shake_first=shake_first)


SKILLS = {  # timing sigma, reaction, chance to notice salt at the neck, tremor px
    "easy": (0.30, 0.45, 0.3, 5.0),
    "normal": (0.15, 0.25, 0.6, 3.0),
    "hard": (0.05, 0.12, 0.9, 1.5),
}


class ComputerPourer(StrokeDriver):
    """A computer chef: an aimed stroke with skill noise in timing, reaction and tremor;
    shakes first when it notices salt next to the neck."""

    def __init__(self, skill: str, target: int, rng: random.Random,
                 layout: PourLayout | None = None) -> None:
        layout = layout if layout is not None else PourLayout()
        sigma, reaction, notice, amp = SKILLS[skill]
        self.rng = rng
        self.notice = notice
        approach = max(0.25, rng.gauss(AIM_APPROACH, sigma))
        exit = max(0.12, rng.gauss(AIM_EXIT, sigma / 3))
        late = max(0.0, rng.gauss(reaction, sigma / 3))
        super().__init__(layout, approach, MAX_DWELL, exit, cut_after=target, reaction=late,
                         tremor=Tremor(rng, amp))

    def decide_shake(self, window: tuple[str, ...]) -> None:
        if "S" in window[:2] and self.rng.random() < self.notice:
            self.shake_first = True


def perform(scene: PourScene, driver, max_steps: int = 60 * 20) -> PourOutcome:
    """Feed the driver's samples until the scene is done."""
    return record(scene, driver, max_steps)[0]


def record(scene: PourScene, driver,
           max_steps: int = 60 * 20) -> tuple[PourOutcome, list[Sample]]:
    """Perform and keep the input trace, for a replay through `run_trace`."""
    trace = perform_with(scene, driver, max_steps)
    return scene.outcome(), trace
