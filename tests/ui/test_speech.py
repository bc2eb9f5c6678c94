"""The narrator (game/ui/speech.py): eSpeak NG through espeakng-loader, on the dummy
audio driver that tests/ui/conftest.py sets up."""

from __future__ import annotations

import array

import pygame
import pytest

from game.ui import speech

EN = "Night falls. Everyone, close your eyes."
ZH = "天黑请闭眼。"


@pytest.fixture
def mixer():
    """The mixer as the app starts it (game/ui/sound.py), left as it was found."""
    was_on = pygame.mixer.get_init()
    if not was_on:
        pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
    yield pygame.mixer.get_init()
    if not was_on:
        pygame.mixer.quit()


@pytest.fixture
def engine_present():
    pytest.importorskip("espeakng_loader")
    assert speech.engine() is not None, "espeakng-loader is installed but eSpeak NG won't start"


@pytest.fixture
def no_engine(monkeypatch):
    """A fresh process's view: nothing loaded yet (the real engine comes back after)."""
    monkeypatch.setattr(speech, "_engine", None)
    monkeypatch.setattr(speech, "_engine_tried", False)
    return monkeypatch


@pytest.mark.parametrize("text, language", [(EN, "en"), (ZH, "zh")])
def test_synthesise_gives_speech(engine_present, text, language):
    samples = speech.synthesise(text, language)
    assert isinstance(samples, array.array) and samples.typecode == "h"
    seconds = len(samples) / speech.engine().rate
    assert 0.5 < seconds < 10
    assert max(abs(v) for v in samples) > 1000  # a voice, not silence


@pytest.mark.parametrize("text, language", [(EN, "en"), (ZH, "zh")])
def test_narrator_says_a_line(engine_present, mixer, text, language):
    narrator = speech.Narrator(mixer_ok=True)
    try:
        assert narrator.available
        assert narrator.say(text, language) is True
        assert narrator.wait(10)
        assert narrator.sound is not None and narrator.sound.get_length() > 0.5
        narrator.stop()
        assert not narrator.speaking
    finally:
        narrator.close()


def test_a_new_line_cuts_the_last(engine_present, mixer):
    narrator = speech.Narrator(mixer_ok=True)
    try:
        narrator.say(EN * 5, "en")
        narrator.say("Yes.", "en")
        assert narrator.wait(10)
        assert narrator.sound.get_length() < 2  # the short line, not the long one
    finally:
        narrator.close()
    assert narrator.say(EN, "en") is False  # closed


def test_sound_follows_the_mixer_format(engine_present):
    samples = speech.synthesise("Yes.", "en")
    rate = speech.engine().rate
    for frequency, size, channels in [(44100, -16, 2), (48000, 32, 1)]:
        pygame.mixer.init(frequency=frequency, size=size, channels=channels)
        try:
            sound = speech.to_sound(samples, rate)
            assert sound.get_length() == pytest.approx(len(samples) / rate, abs=0.01)
        finally:
            pygame.mixer.quit()


def test_no_audio_device_means_no_narrator(engine_present):
    narrator = speech.Narrator(mixer_ok=False)
    assert not narrator.available
    assert narrator.say(EN, "en") is False
    narrator.close()


def _missing_package():
    raise ImportError("No module named 'espeakng_loader'")


@pytest.mark.parametrize("find", [
    _missing_package,
    lambda: ("/nowhere/libespeak-ng.so", "/nowhere/espeak-ng-data"),  # ctypes fails
])
def test_an_engine_that_will_not_load_fails_soft(no_engine, mixer, find):
    no_engine.setattr(speech, "_find_library", find)
    narrator = speech.Narrator(mixer_ok=True)
    assert narrator.available is False
    assert narrator.say(EN, "en") is False
    assert not narrator.speaking
    narrator.stop()
    narrator.close()
    with pytest.raises(speech.SpeechError):
        speech.synthesise(EN, "en")


def test_resample_keeps_the_shape():
    samples = array.array("h", [0, 100, -100, 300])
    assert list(speech.resample(samples, 22050, 22050)) == [0, 100, -100, 300]
    assert list(speech.resample(samples, 22050, 44100)) == [0, 50, 100, 0, -100, 100, 300, 300]
    assert len(speech.resample(samples, 22050, 33075)) == 6
