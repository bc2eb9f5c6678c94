"""`python -m game` on the command line: what it says when asked for the impossible."""

from __future__ import annotations

import pytest

from game.games import catalogue


def test_an_unknown_screenshot_scene_exits_non_zero_and_lists_the_scenes(tmp_path, capsys):
    from game.__main__ import main
    from game.ui.runner import scene_names

    out = tmp_path / "x.png"
    with pytest.raises(SystemExit) as stop:
        main(["--screenshot", str(out), "--scene", "no-such-scene"])
    assert stop.value.code != 0
    said = capsys.readouterr().err
    assert "no-such-scene" in said
    for name in scene_names(catalogue.load()):
        assert name in said
    assert not out.exists()


def test_an_unknown_scene_without_a_screenshot_is_refused_too(capsys):
    """The app does not open silently on a scene that does not exist."""
    from game.__main__ import main

    with pytest.raises(SystemExit) as stop:
        main(["--scene", "no-such-scene"])
    assert stop.value.code != 0
    assert "no-such-scene" in capsys.readouterr().err


def test_a_size_that_is_not_one_is_refused(capsys):
    from game.__main__ import main

    for size in ("big", "1280", "10x10", "axb"):
        with pytest.raises(SystemExit) as stop:
            main(["--screenshot", "x.png", "--size", size])
        assert stop.value.code != 0
        assert "--size" in capsys.readouterr().err
