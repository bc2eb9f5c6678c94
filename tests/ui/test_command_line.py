"""`python -m game` on the command line: what it says when asked for the impossible."""

from __future__ import annotations

from game.games import catalogue


def test_an_unknown_screenshot_scene_exits_non_zero_and_lists_the_scenes(tmp_path, capsys):
    from game.__main__ import main
    from game.ui.runner import scene_names

    out = tmp_path / "x.png"
    assert main(["--screenshot", str(out), "--scene", "no-such-scene"]) != 0
    said = capsys.readouterr().err
    assert "no-such-scene" in said
    for name in scene_names(catalogue.load()):
        assert name in said
    assert not out.exists()
