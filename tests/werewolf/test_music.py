"""The night music and the chime (game/games/werewolf/music.py)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from game.games.werewolf import music

RATE = 22050


@pytest.fixture(scope="module")
def night():
    return music.night_music(RATE)


def test_length_and_range(night):
    assert len(night) == 24 * RATE
    assert all(-1.0 <= v <= 1.0 for v in night)
    assert max(abs(v) for v in night) <= 0.35


def test_quiet_but_not_silent(night):
    rms = (sum(v * v for v in night) / len(night)) ** 0.5
    assert 0.01 < rms < 0.15
    second = [max(abs(v) for v in night[s:s + RATE]) for s in range(0, len(night), RATE)]
    assert min(second) > 0.02  # no dead second in the loop


def test_the_loop_has_no_seam(night):
    """Played end to start, the step across the loop point is like its neighbours'."""
    jump = abs(night[0] - night[-1])
    near = max(abs(night[i + 1] - night[i]) for i in (-3, -2, 0, 1))
    assert jump < 0.03
    assert jump <= 1.5 * near + 1e-3


def test_same_seed_same_music_other_rates_and_lengths():
    assert music.night_music(8000, 6.0) == music.night_music(8000, 6.0)
    assert music.night_music(8000, 6.0, seed=1) != music.night_music(8000, 6.0)
    for rate, seconds in [(11025, 5.3), (44100, 1.0)]:
        out = music.night_music(rate, seconds)
        assert len(out) == int(rate * seconds)
        assert max(abs(v) for v in out) <= 0.35


def test_chime():
    bell = music.chime(RATE)
    assert len(bell) == int(0.6 * RATE)
    assert 0.2 < max(abs(v) for v in bell) <= 1.0
    assert abs(bell[0]) < 0.05 and abs(bell[-1]) < 1e-3  # no click either end


def test_the_listening_tool_writes_wavs(tmp_path):
    import wave

    path = Path(__file__).resolve().parents[2] / "tools" / "werewolf_music.py"
    spec = importlib.util.spec_from_file_location("werewolf_music", path)
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    out = tmp_path / "night.wav"
    assert tool.main([str(out), "--rate", "8000", "--seconds", "2", "--loops", "2"]) == 0
    with wave.open(str(out)) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 8000)
        assert w.getnframes() == 2 * 2 * 8000
    assert (tmp_path / "night-chime.wav").is_file()
