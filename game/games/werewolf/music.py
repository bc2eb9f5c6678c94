"""Night music and the narrator's chime, synthesised in pure Python (no numpy, no
sample files), in the manner of game/ui/sound.py: mono floats in -1..1 for the caller
to turn into a pygame Sound.

The night is a soft pad moving between two minor chords (A minor and D minor, each note
two sines a fraction of a hertz apart, so they slowly beat, with a quiet octave above),
a bed of soft wind, sparse high cricket chirps and now and then an owl's two-note hoot.
It loops without a seam: every pad frequency makes a whole number of cycles in one
loop, the chord and gust envelopes are periodic, the wind's tail is crossfaded into
its head, and no chirp or hoot crosses the loop point.

Speed: the pad repeats every few seconds (its frequencies are whole multiples of that
tile's rate), so it is computed for one tile and repeated; the rest is list
comprehensions over the whole loop.
"""

from __future__ import annotations

import math
import random

PEAK = 0.3  # the loudest sample; the game sets the volume on top
TILE_SECONDS = 6.0  # the pad's own period: the loop holds a whole number of tiles

# Minor chords low in the voice range, in Hz: A minor (A2 C3 E3), D minor (D3 F3 A3).
CHORDS = ((110.0, 130.81, 164.81), (146.83, 174.61, 220.0))


def night_music(rate: int, seconds: float = 24.0, seed: int = 3) -> list[float]:
    """A quiet, loopable night ambience of `seconds` at `rate` Hz (mono, peak <= 0.35)."""
    n = max(1, int(rate * seconds))
    rnd = random.Random(seed)
    tiles = _tiles(n, seconds)
    m = n // tiles

    # The pad: one tile per chord, repeated, crossfaded by a periodic envelope that
    # holds each chord a while and moves between them (A minor at the loop point).
    pads = [_chord_tile(chord, m, rate) * tiles for chord in CHORDS]
    block = 64  # envelopes move slowly: one value per block of samples is smooth enough
    blocks = -(-n // block)
    env = []
    for b in range(blocks):
        phase = 2 * math.pi * b * block / n
        towards_a = math.tanh(2.5 * math.cos(phase)) / math.tanh(2.5)  # -1..1
        swell = 0.8 + 0.2 * math.cos(2 * phase)  # two slow breaths a loop
        env.append((swell * (0.5 + 0.5 * towards_a), swell * (0.5 - 0.5 * towards_a)))
    env_a = [e[0] for e in env for _ in range(block)]
    env_b = [e[1] for e in env for _ in range(block)]
    gain = 0.045  # three notes of at most 1.95 each
    out = [gain * (a * x + b * y)
           for a, x, b, y in zip(env_a, pads[0], env_b, pads[1], strict=False)]

    # Wind: noise through two one-pole low-passes, in gusts, its tail faded into its head.
    fade = min(n // 4, int(rate * 1.5))
    wind = _wind(n + fade, rate, rnd)
    for i in range(fade):
        w = i / fade
        wind[i] = wind[i] * w + wind[n + i] * (1.0 - w)
    del wind[n:]
    gust = [0.6 + 0.4 * math.sin(2 * math.pi * (b * block / n) * 3 + 1.0) ** 2
            for b in range(blocks)]
    out = [v + 0.05 * g * w
           for v, w, g in zip(out, wind, (g for g in gust for _ in range(block)), strict=False)]

    # Crickets: two of them, a little apart in pitch, chirping in short runs.
    margin = int(rate * 0.4)
    for pitch, level in ((4300.0, 0.030), (4800.0, 0.022)):
        chirp = _chirp(rate, pitch)
        t = int(rate * rnd.uniform(0.5, 3.0))
        while t < n - margin - 4 * len(chirp):
            for k in range(rnd.choice((2, 3, 3, 4))):
                _add(out, chirp, t + k * int(rate * 0.33), level * rnd.uniform(0.6, 1.0))
            t += int(rate * rnd.uniform(2.5, 6.0))

    # The owl: once a loop, answered faintly from further off.
    hoot = _hoot(rate, rnd)
    for at, level in ((0.37, 0.11), (0.78, 0.045)):
        start = int(n * at)
        if start + len(hoot) < n - margin:
            _add(out, hoot, start, level)

    peak = max(abs(v) for v in out)
    if peak > PEAK:
        scale = PEAK / peak
        out = [v * scale for v in out]
    return out


def chime(rate: int) -> list[float]:
    """A soft two-note chime (~0.6 s), falling a third: the narrator's voice when there
    is no speech engine."""
    n = max(1, int(rate * 0.6))
    out = [0.0] * n
    for start, freq in ((0.0, 783.99), (0.16, 659.25)):
        s = int(rate * start)
        w = 2 * math.pi * freq / rate
        out[s:] = [
            v + _bell_env(i, rate) * (math.sin(w * i) + 0.3 * math.sin(2 * w * i)
                                      + 0.08 * math.sin(3.01 * w * i))
            for i, v in enumerate(out[s:])
        ]
    tail = max(1, int(rate * 0.04))  # faded to silence: no click at the end
    for i in range(min(tail, n)):
        out[n - 1 - i] *= i / tail
    peak = max(max(abs(v) for v in out), 1e-9)
    return [0.45 * v / peak for v in out]


# -- parts --------------------------------------------------------------------
def _tiles(n: int, seconds: float) -> int:
    """How many equal tiles the pad repeats in: about TILE_SECONDS each, dividing n."""
    for k in range(max(1, round(seconds / TILE_SECONDS)), 0, -1):
        if n % k == 0:
            return k
    return 1


def _chord_tile(chord: tuple[float, ...], m: int, rate: int) -> list[float]:
    """`m` samples of the chord, exactly periodic in m: each frequency rounded to a whole
    number of cycles per tile; its partner sine 1, 2 or 3 cycles more (slow beats, each
    note at its own pace so the chord never fades out all at once)."""
    ws = []
    for beat, f in enumerate(chord, start=1):
        cycles = max(1, round(f * m / rate))
        for c, level in ((cycles, 1.0), (cycles + beat, 0.7), (2 * cycles + beat, 0.25)):
            ws.append((2 * math.pi * c / m, level))
    (w1, l1), (w2, l2), (w3, l3), (w4, l4), (w5, l5), (w6, l6), (w7, l7), (w8, l8), (
        w9, l9) = ws
    sin = math.sin
    return [l1 * sin(w1 * i) + l2 * sin(w2 * i) + l3 * sin(w3 * i)
            + l4 * sin(w4 * i) + l5 * sin(w5 * i) + l6 * sin(w6 * i)
            + l7 * sin(w7 * i) + l8 * sin(w8 * i) + l9 * sin(w9 * i)
            for i in range(m)]


def _wind(n: int, rate: int, rnd: random.Random) -> list[float]:
    """Soft low noise, about -1..1."""
    k = 1.0 - math.exp(-2 * math.pi * 350 / rate)  # one-pole corner near 350 Hz
    noise = [rnd.random() - 0.5 for _ in range(n)]
    out = [0.0] * n
    y1 = y2 = 0.0
    for i, x in enumerate(noise):
        y1 += k * (x - y1)
        y2 += k * (y1 - y2)
        out[i] = y2
    peak = max(max(abs(v) for v in out), 1e-9)
    return [v / peak for v in out]


def _chirp(rate: int, pitch: float) -> list[float]:
    """A cricket's chirp: three quick pulses of a high tone."""
    pitch = min(pitch, 0.4 * rate)
    pulse, gap = int(rate * 0.018), int(rate * 0.012)
    w = 2 * math.pi * pitch / rate
    out: list[float] = []
    for _ in range(3):
        out += [math.sin(math.pi * i / pulse) ** 2 * math.sin(w * (len(out) + i))
                for i in range(pulse)]
        out += [0.0] * gap
    return out


def _hoot(rate: int, rnd: random.Random) -> list[float]:
    """An owl's "hoo ... hoooo": two soft round notes, the second lower and longer."""
    out: list[float] = []
    for freq, length, rest in ((415.0, 0.28, 0.16), (370.0, 0.62, 0.0)):
        n = int(rate * length)
        attack, release = int(rate * 0.07), int(rate * 0.18)
        phase = 0.0
        note = []
        for i in range(n):
            env = min(1.0, i / attack, (n - i) / release)
            f = freq * (1.0 + 0.012 * math.sin(2 * math.pi * 5.0 * i / rate)
                        - 0.03 * i / n)  # a little wobble, sagging at the end
            phase += 2 * math.pi * f / rate
            note.append(env * env * (math.sin(phase) + 0.18 * math.sin(2 * phase)
                                     + 0.05 * (rnd.random() - 0.5)))
        out += note + [0.0] * int(rate * rest)
    return out


def _bell_env(i: int, rate: int) -> float:
    t = i / rate
    return min(1.0, t / 0.004) * math.exp(-6.5 * t)


def _add(out: list[float], part: list[float], start: int, level: float) -> None:
    end = min(len(out), start + len(part))
    if start < 0 or start >= end:
        return
    out[start:end] = [v + level * p for v, p in zip(out[start:end], part, strict=False)]
