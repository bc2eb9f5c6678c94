"""A new game does not silently replace that game's saved one: Start on the set-up page
of a game saved in progress asks first; Keep it leaves the save as it was, New game
replaces it (posted clicks, from the title)."""

from __future__ import annotations

from game.ui.saves import save_path
from game.ui.scenes.dialog import ConfirmScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene
from game.ui.table import TableScene
from tests.ui.conftest import click, drive
from tests.ui.helpers import leave_to_title


def press(app, name: str) -> None:
    widget = next(w for w in app.top.widgets if w.key == name)
    click(app, app.view.pt(*widget.rect.center))
    drive(app, 2)


def open_setup(app, key: str) -> None:
    press(app, "new")
    browser = app.top
    tile = browser.tile_rect([g.key for g in browser.games].index(key))
    click(app, app.view.pt(*tile.center))
    drive(app, 2)
    assert isinstance(app.top, SetupScene)


def test_start_asks_before_replacing_a_saved_game(app):
    open_setup(app, "doudizhu")
    press(app, "start")  # nothing saved yet: straight to the table
    assert isinstance(app.top, TableScene)
    drive(app, 120)
    leave_to_title(app)
    assert isinstance(app.top, TitleScene)
    saved = save_path("doudizhu").read_text(encoding="utf-8")

    open_setup(app, "doudizhu")
    press(app, "start")
    assert isinstance(app.top, ConfirmScene), "the saved game was replaced without a word"
    press(app, "no")  # Keep it
    assert isinstance(app.top, SetupScene)
    assert save_path("doudizhu").read_text(encoding="utf-8") == saved

    press(app, "start")
    press(app, "yes")  # New game
    assert isinstance(app.top, TableScene) and isinstance(app.scenes[0], TitleScene)
    assert len(app.scenes) == 2
    drive(app, 5)
    assert save_path("doudizhu").read_text(encoding="utf-8") != saved
