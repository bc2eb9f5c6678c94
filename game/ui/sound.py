"""Sound effects synthesised in the repo (no numpy, no sample files), made once.

Synthesis in pure Python takes a third of a second, so it is never done before a frame:
the finished samples are kept in the user's cache folder (`cached_pcm`: a file named by
a fingerprint of the code that makes them and the mixer's format, written atomically),
and only a cache that is missing or stale is made again, on a thread, the app starting
silent meanwhile. Within one process the samples are made or read once, whatever the
number of apps. A game's own long sounds (night music, say) use the same cache.

Without an audio device pygame.mixer.init() raises; then the game runs silent.
"""

from __future__ import annotations

import array
import hashlib
import json
import math
import os
import random
import tempfile
import threading
import types
from collections.abc import Callable
from pathlib import Path

import pygame

RATE = 22050
PCM_FORMAT = 1  # the cache file's layout; a change names new files


class Sounds:
    _made: _Made | None = None  # the samples while they are still being made

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
        self._made = _effects(self.rate, self.channels)
        self.enabled = True
        self._take()

    def _take(self) -> bool:
        """The sounds, once their samples are made (at once when they were cached)."""
        if self._sounds or self._made is None or not self._made.ready.is_set():
            return bool(self._sounds)
        made, self._made = self._made.value, None
        try:
            for name, pcm in (made or {}).items():
                self._sounds[name] = pygame.mixer.Sound(buffer=pcm)
        except pygame.error:
            self._sounds.clear()
        if not self._sounds:
            self.enabled = False
            return False
        self.set_volume(self.volume)
        return True

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the samples when they are being made (tests); True if there are
        sounds."""
        if self._made is not None:
            self._made.ready.wait(timeout)
        return self._take()

    def set_volume(self, volume: float) -> None:
        self.volume = max(0.0, min(1.0, volume))
        for s in self._sounds.values():
            s.set_volume(self.volume)

    def play(self, name: str) -> None:
        if self.enabled and self.volume > 0 and self._take() and name in self._sounds:
            self._sounds[name].play()

    @property
    def names(self) -> list[str]:
        self._take()
        return list(self._sounds)


# -- made once: the cache ---------------------------------------------------------------
def _hash_code(code: types.CodeType, h) -> None:
    h.update(code.co_code)
    h.update(repr(code.co_names).encode())
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            _hash_code(const, h)
        elif isinstance(const, frozenset):  # its order follows the hash seed
            h.update(repr(sorted(map(repr, const))).encode())
        else:
            h.update(repr(const).encode())


def fingerprint(*parts: object) -> str:
    """A short name for what makes a sound: the code of the functions given (a module
    counts as every function and plain constant defined in it; their bytecode, not their
    source, so a frozen app has it too) and any plain values (the mixer's format). Any
    change to them names another cache file."""
    h = hashlib.sha256(repr(PCM_FORMAT).encode())
    for part in parts:
        if isinstance(part, types.ModuleType):
            for name, value in sorted(vars(part).items()):
                if isinstance(value, types.FunctionType) and value.__module__ == part.__name__:
                    h.update(name.encode())
                    _hash_code(value.__code__, h)
                    h.update(repr(value.__defaults__).encode())
                elif isinstance(value, int | float | str | tuple) and not name.startswith("__"):
                    h.update(f"{name}={value!r}".encode())
        elif isinstance(part, types.FunctionType):
            _hash_code(part.__code__, h)
            h.update(repr(part.__defaults__).encode())
        else:
            h.update(repr(part).encode())
    return h.hexdigest()[:16]


def cache_folder() -> Path:
    from game.ui.damaged import cache_dir  # TABLEGAMES_CACHE overrides it (tests)

    return cache_dir() / "sounds"


def _read(path: Path) -> dict[str, bytes] | None:
    """A cache file: a JSON line of (name, byte length) pairs, then the bytes; None when
    it is missing or not whole."""
    try:
        data = path.read_bytes()
        head, _, body = data.partition(b"\n")
        index = json.loads(head)
        if sum(n for _, n in index) != len(body):
            return None
        out, at = {}, 0
        for name, n in index:
            out[str(name)] = body[at:at + n]
            at += n
        return out
    except (OSError, ValueError, TypeError):
        return None


def _write(path: Path, sounds: dict[str, bytes]) -> None:
    """Atomically (a temp file renamed over), dropping the stale files of this name."""
    path.parent.mkdir(parents=True, exist_ok=True)
    head = json.dumps([[name, len(pcm)] for name, pcm in sounds.items()]).encode()
    fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(head + b"\n")
            for pcm in sounds.values():
                f.write(pcm)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    stem = path.name.rpartition("-")[0]
    for old in path.parent.glob(f"{stem}-*.pcm"):
        if old != path:
            old.unlink(missing_ok=True)


def cached_pcm(name: str, key: str, make: Callable[[], dict[str, bytes]]) -> dict[str, bytes]:
    """`make()`'s sounds (name -> the bytes of a pygame Sound), read from the cache
    folder's `<name>-<key>.pcm` when it is there, else made and written there. A folder
    that cannot be written only means making them again next time."""
    path = cache_folder() / f"{name}-{key}.pcm"
    found = _read(path)
    if found is not None:
        return found
    made = make()
    try:
        _write(path, made)
    except OSError:
        pass
    return made


class _Made:
    """Samples read or being made on a thread: `value` once `ready` is set (None if
    making them failed)."""

    def __init__(self) -> None:
        self.ready = threading.Event()
        self.value: dict[str, bytes] | None = None


_MADE: dict[tuple[int, int], _Made] = {}
_MADE_LOCK = threading.Lock()


def _effects(rate: int, channels: int) -> _Made:
    """The app's effects as Sound bytes for the mixer's rate and channels: from this
    process's earlier app, else the cache file (at once), else made on a thread."""
    with _MADE_LOCK:
        made = _MADE.get((rate, channels))
        if made is not None:
            return made
        made = _MADE[(rate, channels)] = _Made()
    key = fingerprint(_synth_all, _env, _pcm16, rate, channels)
    path = cache_folder() / f"effects-{key}.pcm"
    found = _read(path)
    if found is not None:
        made.value = found
        made.ready.set()
        return made

    def synthesise() -> None:
        try:
            made.value = cached_pcm("effects", key, lambda: {
                name: _pcm16(mono, channels) for name, mono in _synth_all(rate).items()})
        finally:
            made.ready.set()

    threading.Thread(target=synthesise, name="sound-synth", daemon=True).start()
    return made


def _pcm16(mono: list[float], channels: int) -> bytes:
    """Signed 16-bit frames, the sample on every channel. Loud sounds are scaled down to
    a 0.9 peak rather than clipped (the bomb's rumble goes past full scale)."""
    gain = 32000 * min(1.0, 0.9 / max(1e-9, max(abs(v) for v in mono)))
    buf = array.array("h", [int(v * gain) for v in mono])
    if channels == 1:
        return buf.tobytes()
    out = array.array("h", bytes(2 * len(buf) * channels))
    for c in range(channels):
        out[c::channels] = buf
    return out.tobytes()


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
