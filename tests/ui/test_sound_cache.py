"""Sounds made once (game/ui/sound.py): synthesised only when the cache folder has no
file for them, written there atomically, named by a fingerprint of the code."""

from __future__ import annotations

from game.ui import sound


def test_cached_pcm_makes_once_then_reads_the_file(home):
    made = []

    def make() -> dict[str, bytes]:
        made.append(1)
        return {"a": b"\x01\x02" * 5, "b": b"", "c": b"xyz"}

    first = sound.cached_pcm("test", "k1", make)
    again = sound.cached_pcm("test", "k1", make)
    assert first == again == make() and len(made) == 2  # the last call is ours
    files = list(sound.cache_folder().glob("test-*.pcm"))
    assert [f.name for f in files] == ["test-k1.pcm"]
    assert not list(sound.cache_folder().glob("*.tmp"))  # written by rename
    # A damaged file is made again; a new key replaces the stale file.
    files[0].write_bytes(files[0].read_bytes()[:-1])
    assert sound.cached_pcm("test", "k1", make) == first and len(made) == 3
    sound.cached_pcm("test", "k2", make)
    assert [f.name for f in sound.cache_folder().glob("test-*.pcm")] == ["test-k2.pcm"]


def test_fingerprint_follows_the_code_and_the_format():
    def one(n):
        return [0.5] * n

    def other(n):
        return [0.25] * n

    assert sound.fingerprint(one, 22050) == sound.fingerprint(one, 22050)
    assert sound.fingerprint(one, 22050) != sound.fingerprint(other, 22050)
    assert sound.fingerprint(one, 22050) != sound.fingerprint(one, 44100)
    assert sound.fingerprint(sound) == sound.fingerprint(sound)


def test_effects_are_the_synthesised_samples():
    mono = sound._synth_all(8000)["click"]
    pcm = sound._pcm16(mono, 2)
    assert len(pcm) == 4 * len(mono)
    assert pcm[:2] == pcm[2:4]  # the same sample on both channels


def test_effects_are_made_on_a_thread_once_then_read_at_once(monkeypatch):
    monkeypatch.setattr(sound, "_MADE", {})
    made = sound._effects(8000, 1)  # nothing cached: made on a thread, nobody waits
    assert made.ready.wait(30) and made.value is not None
    assert {"deal", "play", "pass", "bomb", "rocket", "win", "click", "call"} <= set(made.value)
    assert sound._effects(8000, 1) is made  # once a process
    assert len(list(sound.cache_folder().glob("effects-*.pcm"))) == 1
    monkeypatch.setattr(sound, "_MADE", {})  # a new process: read from the file, at once
    again = sound._effects(8000, 1)
    assert again.ready.is_set() and again.value == made.value
