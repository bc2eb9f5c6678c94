"""Sound effects synthesised at start-up (no numpy, no sample files).

Without an audio device pygame.mixer.init() raises; then the game runs silent.
"""

from __future__ import annotations

import array
import math
import random

import pygame

RATE = 22050


class Sounds:
    def __init__(self, volume: float = 0.7) -> None:
        self.enabled = False
        self.volume = volume
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=2, buffer=512)
            init = pygame.mixer.get_init()
        except pygame.error:
            return
        if not init:
            return
        self.rate, _, self.channels = init
        try:
            for name, samples in _synth_all(self.rate).items():
                self._sounds[name] = self._make(samples)
        except pygame.error:
            self._sounds.clear()
            return
        self.enabled = True
        self.set_volume(volume)

    def _make(self, mono: list[float]) -> pygame.mixer.Sound:
        buf = array.array("h")
        # Scale loud sounds down to a 0.9 peak rather than clip them (the bomb's rumble
        # goes past full scale).
        gain = 32000 * min(1.0, 0.9 / max(1e-9, max(abs(v) for v in mono)))
        for v in mono:
            buf.extend([int(v * gain)] * self.channels)
        return pygame.mixer.Sound(buffer=buf)

    def set_volume(self, volume: float) -> None:
        self.volume = max(0.0, min(1.0, volume))
        for s in self._sounds.values():
            s.set_volume(self.volume)

    def play(self, name: str) -> None:
        if self.enabled and self.volume > 0 and name in self._sounds:
            self._sounds[name].play()

    @property
    def names(self) -> list[str]:
        return list(self._sounds)


def _env(i: int, n: int, attack: float = 0.01, rate: int = RATE) -> float:
    """Short attack then exponential-ish decay to zero at the end."""
    t = i / rate
    a = min(1.0, t / attack) if attack > 0 else 1.0
    return a * (1.0 - i / n) ** 2


def _synth_all(rate: int) -> dict[str, list[float]]:
    rnd = random.Random(7)  # fixed noise so every start sounds the same

    def n(sec: float) -> int:
        return max(1, int(rate * sec))

    def noise_burst(sec: float, lowpass: float, gain: float) -> list[float]:
        out, y = [], 0.0
        total = n(sec)
        for i in range(total):
            y += lowpass * (rnd.uniform(-1, 1) - y)
            out.append(gain * y * _env(i, total, 0.002, rate))
        return out

    def tone(freqs: list[float], sec: float, gain: float, attack: float = 0.005) -> list[float]:
        total = n(sec)
        return [
            gain * _env(i, total, attack, rate)
            * sum(math.sin(2 * math.pi * f * i / rate) for f in freqs) / len(freqs)
            for i in range(total)
        ]

    def mix(*parts: list[float]) -> list[float]:
        size = max(len(p) for p in parts)
        return [sum(p[i] for p in parts if i < len(p)) for i in range(size)]

    def concat(*parts: list[float]) -> list[float]:
        return [v for p in parts for v in p]

    deal = noise_burst(0.035, 0.6, 0.5)
    slap = mix(noise_burst(0.09, 0.35, 1.6), tone([180], 0.06, 0.25))
    knock = mix(tone([140, 95], 0.12, 0.9, 0.002), noise_burst(0.03, 0.2, 0.4))
    total = n(0.9)
    boom = []
    y = 0.0
    for i in range(total):
        y += 0.05 * (rnd.uniform(-1, 1) - y)
        f = 70 - 40 * i / total
        tone_part = 0.7 * math.sin(2 * math.pi * f * i / rate)
        boom.append(_env(i, total, 0.004, rate) * (3.0 * y + tone_part))
    total = n(0.8)
    whoosh, y, phase = [], 0.0, 0.0
    for i in range(total):
        k = 0.05 + 0.5 * i / total  # opening filter: the noise rises in pitch
        y += k * (rnd.uniform(-1, 1) - y)
        phase += 2 * math.pi * (300 + 1500 * i / total) / rate
        env = math.sin(math.pi * i / total)
        whoosh.append(env * (0.9 * y + 0.15 * math.sin(phase)))
    notes = [523.25, 659.25, 783.99, 1046.5]
    jingle = concat(*[tone([f, f * 2], 0.13, 0.45) for f in notes[:-1]],
                    tone([notes[-1], notes[-1] * 1.5, notes[-1] * 2], 0.5, 0.5))
    click = tone([1200], 0.02, 0.25, 0.001)
    # A word called out at the table (a bid, "Go!"): a slap on the table and a bright,
    # short two-note rise.
    call = mix(noise_burst(0.06, 0.4, 1.2),
               concat(tone([392.0, 784.0], 0.09, 0.5), tone([587.33, 1174.7, 880.0], 0.32, 0.55)))
    return {
        "deal": deal, "play": slap, "pass": knock, "bomb": boom,
        "rocket": whoosh, "win": jingle, "click": click, "call": call,
    }
