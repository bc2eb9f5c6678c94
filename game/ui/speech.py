"""A narrator that reads text aloud, offline, through the eSpeak NG speech engine.

The engine comes from the `espeakng-loader` wheel, which carries libespeak-ng and its
data (voices, dictionaries) inside the package; it is driven here with ctypes in
synchronous retrieval mode, so eSpeak itself never touches the sound card: it hands
back 16-bit samples, which become a pygame Sound played on the app's mixer.

Everything fails soft. Without the package, with a library that will not load or
start, or without an audio device, `Narrator.available` is False and `say()` returns
False, so the caller can fall back to a chime. eSpeak NG is GPL-3.0-or-later.

eSpeak keeps global state and is not thread-safe: every call into it holds `_LOCK`.
Synthesis runs on the narrator's own thread (ctypes lets go of the GIL while eSpeak
works), so `say()` returns at once and the frame loop never waits on speech. Nothing
is cached but the engine and the one line last made (about 100 KB a second of speech).

The frozen app carries the library and the English and Chinese data beside the
package's __init__, where espeakng-loader looks (build/tablegames.spec).
"""

from __future__ import annotations

import array
import ctypes
import os
import threading
from collections.abc import Callable

import pygame

# speak_lib.h
_AUDIO_OUTPUT_SYNCHRONOUS = 2
_INITIALIZE_DONT_EXIT = 0x8000  # a missing data folder is an error code, not exit()
_POS_CHARACTER = 1
_CHARS_UTF8 = 1
_RATE = 1  # espeak_PARAMETER: words a minute
_CALLBACK = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(ctypes.c_short), ctypes.c_int,
                             ctypes.c_void_p)

# The app's language codes to eSpeak voice names ("zh" is Mandarin: eSpeak's "cmn").
VOICES = {"en": "en", "zh": "cmn", "cmn": "cmn"}
WORDS_PER_MINUTE = 160  # a little slower than eSpeak's 175: a narrator, not a reader
MAX_CHARS = 2000  # a runaway string is cut rather than read for minutes

_LOCK = threading.Lock()
_engine: _Engine | None = None
_engine_tried = False


class SpeechError(Exception):
    """The engine would not load, start, or take a voice."""


def _find_library() -> tuple[str, str]:
    """(the shared library's path, the espeak-ng-data folder) from espeakng-loader.
    Raises ImportError when the package is not installed."""
    import espeakng_loader

    return espeakng_loader.get_library_path(), espeakng_loader.get_data_path()


class _Engine:
    """libespeak-ng loaded and initialised once per process; call only under _LOCK."""

    def __init__(self, library: str, data: str) -> None:
        lib = ctypes.CDLL(library)
        lib.espeak_Initialize.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_char_p,
                                          ctypes.c_int]
        lib.espeak_Initialize.restype = ctypes.c_int
        lib.espeak_SetSynthCallback.argtypes = [_CALLBACK]
        lib.espeak_SetSynthCallback.restype = None
        lib.espeak_SetVoiceByName.argtypes = [ctypes.c_char_p]
        lib.espeak_SetVoiceByName.restype = ctypes.c_int
        lib.espeak_SetParameter.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_int]
        lib.espeak_SetParameter.restype = ctypes.c_int
        lib.espeak_Synth.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_uint,
                                     ctypes.c_int, ctypes.c_uint, ctypes.c_uint,
                                     ctypes.c_void_p, ctypes.c_void_p]
        lib.espeak_Synth.restype = ctypes.c_int
        rate = lib.espeak_Initialize(_AUDIO_OUTPUT_SYNCHRONOUS, 0, os.fsencode(data),
                                     _INITIALIZE_DONT_EXIT)
        if rate <= 0:
            raise SpeechError(f"espeak_Initialize failed ({rate})")
        self.lib = lib
        self.rate = rate
        self._chunks: list[bytes] = []
        self._abort: Callable[[], bool] = lambda: False
        self._callback = _CALLBACK(self._on_samples)  # kept: eSpeak holds only a pointer
        lib.espeak_SetSynthCallback(self._callback)
        self._voice = ""

    def _on_samples(self, wav, count: int, _events) -> int:
        try:
            if count > 0 and wav:
                self._chunks.append(ctypes.string_at(wav, count * 2))
            return 1 if self._abort() else 0  # 1: eSpeak stops this utterance
        except Exception:
            return 1

    def synthesise(self, text: str, voice: str,
                   abort: Callable[[], bool] = lambda: False) -> array.array:
        if voice != self._voice:
            if self.lib.espeak_SetVoiceByName(voice.encode("ascii")) != 0:
                self._voice = ""
                raise SpeechError(f"no eSpeak voice {voice!r}")
            self._voice = voice
            self.lib.espeak_SetParameter(_RATE, WORDS_PER_MINUTE, 0)
        data = text[:MAX_CHARS].encode("utf-8") + b"\0"
        self._chunks, self._abort = [], abort
        try:
            err = self.lib.espeak_Synth(data, len(data), 0, _POS_CHARACTER, 0, _CHARS_UTF8,
                                        None, None)
            samples = array.array("h")
            samples.frombytes(b"".join(self._chunks))
        finally:
            self._chunks, self._abort = [], lambda: False
        if err != 0 and not abort():
            raise SpeechError(f"espeak_Synth failed ({err})")
        return samples


def engine() -> _Engine | None:
    """The process's one eSpeak engine, loaded on first use; None when there is none
    (and it is not tried again)."""
    global _engine, _engine_tried
    if _engine_tried:  # no lock: a line being read must not hold up the caller
        return _engine
    with _LOCK:
        if not _engine_tried:
            try:
                _engine = _Engine(*_find_library())
            except Exception:  # ImportError, OSError, SpeechError, a ctypes surprise
                _engine = None
            _engine_tried = True  # after _engine is set: the unlocked read above
        return _engine


def voice_for(language: str) -> str:
    return VOICES.get(language, language)


def synthesise(text: str, language: str,
               abort: Callable[[], bool] = lambda: False) -> array.array:
    """Speech for `text` as mono 16-bit samples at `engine().rate` Hz, synchronously.
    `abort` is polled while eSpeak works; once it says True the samples end there.
    Raises SpeechError when there is no engine or no voice for `language`."""
    eng = engine()
    if eng is None:
        raise SpeechError("no speech engine")
    with _LOCK:
        return eng.synthesise(text, voice_for(language), abort)


def resample(samples: array.array, rate: int, target: int) -> array.array:
    """Linear interpolation from `rate` to `target` Hz (speech needs no better)."""
    if rate == target or len(samples) < 2:
        return samples
    following = samples[1:] + samples[-1:]
    if target % rate == 0:  # 22050 -> 44100: whole steps between the samples
        k = target // rate
        out = array.array("h", bytes(2 * len(samples) * k))
        for m in range(k):
            f = m / k
            out[m::k] = array.array("h", [a + int((b - a) * f)
                                          for a, b in zip(samples, following, strict=True)])
        return out
    n = max(1, int(len(samples) * target / rate))
    step = (len(samples) - 1) / max(1, n - 1)
    out = array.array("h", [0] * n)
    for j in range(n):
        x = j * step
        i = int(x)
        a = samples[i]
        out[j] = a + int((following[i] - a) * (x - i))
    return out


def mixer_format_ok() -> bool:
    """The mixer is running in a sample format `to_sound` writes."""
    init = pygame.mixer.get_init()
    return bool(init) and (init[1] == -16 or abs(init[1]) == 32)


def to_sound(samples: array.array, rate: int) -> pygame.mixer.Sound | None:
    """A Sound in the running mixer's format; None when the mixer is off or its
    sample format is one this does not write (only signed 16-bit and 32-bit float)."""
    init = pygame.mixer.get_init()
    if not init or not samples:
        return None
    mix_rate, size, channels = init
    mono = resample(samples, rate, mix_rate)
    if size == -16:
        out = array.array("h", bytes(2 * len(mono) * channels))
    elif abs(size) == 32:  # pygame's 32-bit mixer is float
        mono = array.array("f", [v * (1 / 32768) for v in mono])
        out = array.array("f", bytes(4 * len(mono) * channels))
    else:
        return None
    for c in range(channels):  # interleaved frames: the same sample on every channel
        out[c::channels] = mono
    return pygame.mixer.Sound(buffer=out)


class Narrator:
    """Reads one line at a time; a new line (or `stop()`) cuts the one before.

    `mixer_ok`: the app's mixer is running (game/ui/sound.py found an audio device).
    """

    def __init__(self, mixer_ok: bool, volume: float = 1.0) -> None:
        self.volume = max(0.0, min(1.0, volume))
        self.available = False
        self._cond = threading.Condition()
        self._pending: tuple[int, str, str] | None = None
        self._generation = 0  # bumped by every say() and stop(): older work is void
        self._working = False
        self._sound: pygame.mixer.Sound | None = None
        self._thread: threading.Thread | None = None
        self._closed = False
        try:
            self.available = bool(mixer_ok and mixer_format_ok() and engine() is not None)
        except Exception:
            self.available = False

    # -- the caller's side (UI thread) -----------------------------------------
    def say(self, text: str, language: str) -> bool:
        """Start reading `text` (in the app's language code, "en" or "zh"); False when
        there is no engine, and the caller should play its chime instead."""
        if not self.available or self._closed:
            return False
        with self._cond:
            self._generation += 1
            self._pending = (self._generation, text, language)
            self._stop_sound()
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="narrator",
                                                daemon=True)
                self._thread.start()
            self._cond.notify_all()
        return True

    def stop(self) -> None:
        """Silence: the line playing ends and the one being made is dropped."""
        with self._cond:
            self._generation += 1
            self._pending = None
            self._stop_sound()
            self._cond.notify_all()

    def close(self) -> None:
        self.stop()
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout=0.5)
        self._thread = None

    def set_volume(self, volume: float) -> None:
        self.volume = max(0.0, min(1.0, volume))
        with self._cond:
            if self._sound is not None:
                self._sound.set_volume(self.volume)

    @property
    def speaking(self) -> bool:
        """A line is being made or is still playing."""
        with self._cond:
            if self._pending is not None or self._working:
                return True
            sound = self._sound
        try:
            return sound is not None and sound.get_num_channels() > 0
        except pygame.error:
            return False

    @property
    def sound(self) -> pygame.mixer.Sound | None:
        """The last line made (playing or done); only the one is kept."""
        return self._sound

    def wait(self, timeout: float = 5.0) -> bool:
        """Until the line asked for has been made and started (for tests and tools);
        False on timeout."""
        with self._cond:
            return self._cond.wait_for(lambda: self._pending is None and not self._working,
                                       timeout)

    # -- the narrator's thread ---------------------------------------------------
    def _stop_sound(self) -> None:
        if self._sound is not None:
            try:
                self._sound.stop()
            except pygame.error:
                pass

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending is not None or self._closed)
                if self._closed:
                    self._working = False
                    self._cond.notify_all()
                    return
                generation, text, language = self._pending
                self._pending = None
                self._working = True
            sound = None
            try:
                samples = synthesise(text, language,
                                     abort=lambda g=generation: g != self._generation)
                eng = engine()
                if generation == self._generation and eng is not None:
                    sound = to_sound(samples, eng.rate)
            except Exception:  # a voice missing, a mixer gone: this line stays silent
                sound = None
            with self._cond:
                if sound is not None and generation == self._generation and not self._closed:
                    self._stop_sound()
                    self._sound = sound
                    try:
                        sound.set_volume(self.volume)
                        channel = pygame.mixer.find_channel(True)
                        if channel is not None:
                            channel.play(sound)
                    except pygame.error:
                        pass
                self._working = False
                self._cond.notify_all()
