"""The game master's voice at the table: the narrator reads each line aloud (where the
speech engine and a sound device are there, else a soft chime says "listen"), and the
night music loops, quietly, while the village sleeps.

The music takes a second or more to synthesise, so it is made once and kept in the
user's cache folder (`game.ui.sound.cached_pcm`); each table reads it (or, the first
time, makes it) on a thread, and it starts with the first night that finds it ready;
nothing waits for it. It goes with the table: leaving the game frees it.
"""

from __future__ import annotations

import array
import threading

import pygame

from game.games.werewolf import music
from game.ui import speech
from game.ui.sound import cached_pcm, fingerprint
from game.ui.speech import Narrator, to_sound

MUSIC_VOLUME = 0.35
FADE_MS = 1500


def _sound_of(samples: list[float], rate: int) -> pygame.mixer.Sound | None:
    return to_sound(array.array("h", (int(v * 32000) for v in samples)), rate)


class Voice:
    def __init__(self, enabled: bool, volume: float) -> None:
        self.enabled = enabled
        self.volume = volume
        self.narrator = Narrator(enabled, volume)
        self.music: pygame.mixer.Sound | None = None
        self.chime: pygame.mixer.Sound | None = None
        self.night = False  # the music should play
        self.playing = False
        if enabled:
            threading.Thread(target=self._make_sounds, name="night-music", daemon=True).start()

    def _make_sounds(self) -> None:
        try:
            init = pygame.mixer.get_init()
            rate = init[0]

            def make() -> dict[str, bytes]:
                made = {"chime": _sound_of(music.chime(rate), rate),
                        "music": _sound_of(music.night_music(rate), rate)}
                return {name: s.get_raw() for name, s in made.items() if s is not None}

            pcm = cached_pcm("werewolf-night", fingerprint(
                music, _sound_of, speech.to_sound, speech.resample, init), make)
            if "chime" in pcm:
                self.chime = pygame.mixer.Sound(buffer=pcm["chime"])
            if "music" in pcm:
                self.music = pygame.mixer.Sound(buffer=pcm["music"])
        except (pygame.error, TypeError):  # the mixer went away: stay silent
            self.music = self.chime = None

    def say(self, text: str, language: str) -> None:
        """Read `text` aloud, or chime when there is no voice."""
        if not self.enabled or not text or self.volume <= 0:
            return
        if not self.narrator.say(text, language) and self.chime is not None:
            self.chime.set_volume(self.volume * 0.6)
            self.chime.play()

    def set_night(self, night: bool) -> None:
        """The music plays while `night` (from the frame loop: starts once it is made)."""
        self.night = night
        if self.music is None or night == self.playing:
            return
        self.playing = night
        try:
            if night:
                self.music.set_volume(self.volume * MUSIC_VOLUME)
                self.music.play(loops=-1, fade_ms=FADE_MS)
            else:
                self.music.fadeout(FADE_MS)
        except pygame.error:
            self.music = None

    def close(self) -> None:
        self.narrator.close()
        if self.music is not None and self.playing:
            self.music.stop()
            self.playing = False
