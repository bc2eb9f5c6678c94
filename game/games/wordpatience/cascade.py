"""The win's cascade: the 52 cards leave the foundations one after another, Kings first,
each thrown sideways, falling and bouncing along the foot of the table until it has left
the screen. Pure arithmetic in level units: `card_at(j, t, start)` is where the j-th card
to leave is `t` seconds into the cascade (None before it leaves)."""

from __future__ import annotations

import random

GRAVITY = 1500.0  # level units / s²
BOUNCE = 0.72  # the share of its speed a card keeps at each bounce
LEAVE_EVERY = 0.055  # seconds between two cards leaving
FLOOR = 720.0  # the table's foot (level units)


def order(j: int) -> tuple[int, int]:
    """The j-th card to leave: (foundation index, rank), Kings first, round the four."""
    return j % 4, 12 - j // 4


def card_at(j: int, t: float, start: tuple[float, float], card_h: float
            ) -> tuple[float, float] | None:
    """The top-left of the j-th card `t` seconds in, thrown from `start`."""
    t -= j * LEAVE_EVERY
    if t < 0:
        return None
    rng = random.Random(j * 7919)
    vx = rng.uniform(160, 420) * rng.choice((-1, 1))
    vy = -rng.uniform(0, 380)
    x, y = start
    floor = FLOOR - card_h
    for _ in range(12):  # a card bounces a few times before it is off the screen
        # time until it reaches the floor: y + vy s + g s²/2 = floor
        a, b, c = GRAVITY / 2, vy, y - floor
        s = (-b + (b * b - 4 * a * c) ** 0.5) / (2 * a)
        if t <= s:
            return x + vx * t, y + vy * t + GRAVITY * t * t / 2
        t -= s
        x += vx * s
        y = floor
        vy = -(vy + GRAVITY * s) * BOUNCE
    return x + vx * t, floor
