"""Cursor input for the minigames: samples, traces and believable generated gestures."""

from __future__ import annotations

import math
import random
from collections.abc import Iterable
from typing import NamedTuple, Protocol

STEP = 1 / 60  # one cursor sample per fixed app step


class Sample(NamedTuple):
    """Where the cursor is and whether the button is held, once per step."""

    x: float
    y: float
    pressed: bool


def min_jerk(t: float) -> float:
    """Minimum-jerk progress 0..1 for t in 0..1: how a hand moves between two points."""
    t = min(1.0, max(0.0, t))
    return t * t * t * (10 - 15 * t + 6 * t * t)


def lerp_point(a: tuple[float, float], b: tuple[float, float], u: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u)


class Tremor:
    """Small smooth hand tremor: two slow sines with seeded phases, `amp` pixels."""

    def __init__(self, rng: random.Random, amp: float) -> None:
        self.amp = amp
        self.phases = [rng.uniform(0, 2 * math.pi) for _ in range(4)]
        self.freqs = [rng.uniform(3.0, 7.0) for _ in range(4)]

    def offset(self, t: float) -> tuple[float, float]:
        p, f = self.phases, self.freqs
        return (self.amp * 0.5 * (math.sin(f[0] * t + p[0]) + math.sin(f[1] * t + p[1])),
                self.amp * 0.5 * (math.sin(f[2] * t + p[2]) + math.sin(f[3] * t + p[3])))


class Scene(Protocol):
    """What every minigame scene offers its input: one sample per step until done."""

    @property
    def done(self) -> bool: ...

    def feed(self, sample: Sample) -> None: ...


class Driver(Protocol):
    """A computer hand: the next cursor sample from what it can see of the scene."""

    def next_sample(self, scene) -> Sample: ...


def perform_with(scene: Scene, driver: Driver, max_steps: int) -> list[Sample]:
    """Feed a driver's samples until the scene is done; returns the trace fed."""
    trace: list[Sample] = []
    while not scene.done and len(trace) < max_steps:
        sample = driver.next_sample(scene)
        trace.append(sample)
        scene.feed(sample)
    return trace


def replay_into(scene: Scene, trace: Iterable[Sample], first: Sample, max_steps: int,
                release: bool) -> None:
    """Feed a recorded trace to a fresh scene, then hold its last sample (the button
    let go if `release`) until the scene is done: what the recording scene saw."""
    last, steps = first, 0
    for sample in trace:
        if scene.done or steps >= max_steps:
            break
        scene.feed(sample)
        last = sample
        steps += 1
    hold = Sample(last.x, last.y, False) if release else last
    while not scene.done and steps < max_steps:
        scene.feed(hold)
        steps += 1
