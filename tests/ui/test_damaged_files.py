"""Nothing a damaged file in the data folder can break at start-up (issue 12).

Every case writes the file, starts the real app's title (the runner's make_app: it
loads settings.json and looks for every game's autosave as the player's start does),
and checks what the player is told, what became of the file, and that the title works.
"""

from __future__ import annotations

import builtins
import dataclasses
import errno
import io
import json
import os
from pathlib import Path

import pygame
import pytest

from game.core.save import SaveError
from game.games import catalogue
from game.ui import damaged
from game.ui.runner import make_app
from game.ui.saves import save_path
from game.ui.scenes.browser import BrowserScene
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings
from tests.ui.conftest import click, drive, key

GAMES = catalogue.load()
DDZ = GAMES["doudizhu"]


def start(games=None) -> TitleScene:
    """The app as the player starts it (its saved settings), on its title, one frame
    drawn."""
    app = make_app(games or catalogue.load(), speed=None)
    drive(app, 1)
    assert isinstance(app.top, TitleScene)
    return app.top


def widget(scene, name: str):
    return next(w for w in scene.widgets if getattr(w, "key", "") == name)


def has_widget(scene, name: str) -> bool:
    return any(getattr(w, "key", "") == name for w in scene.widgets)


def assert_title_works(title: TitleScene) -> None:
    """A frame draws, and New game opens the browser."""
    app = title.app
    drive(app, 2)
    click(app, app.view.pt(*widget(title, "new").rect.center))
    drive(app, 2)
    assert isinstance(app.top, BrowserScene)
    key(app, pygame.K_ESCAPE)
    drive(app, 2)
    assert app.top is title


def bad(path: Path) -> Path:
    return path.with_name(path.name + ".bad")


def write_good_save(game_key: str) -> dict:
    """A real autosave: a table with computer seats started and left."""
    app = make_app(catalogue.load(), speed="fast")
    game = app.games[game_key]
    seats = [{"kind": "computer", "level": "easy"} for _ in range(game.seats[-1])]
    game.start(app, seats, game.default_options(), 4242, threads=False)
    drive(app, 30)
    app.pop()
    drive(app, 1)
    assert save_path(game_key).exists()
    return json.loads(save_path(game_key).read_text(encoding="utf-8"))


# -- damaged saves -----------------------------------------------------------------------
@pytest.mark.parametrize("content", [
    b"\xff\xfe{\x00\"game\"",  # not UTF-8
    b"[" * 100000,  # too deep for the JSON parser (RecursionError)
    b'{"a": ' + b"1" * 5000 + b"}",  # a number too long to convert (ValueError)
    b"\x89PNG\r\n\x1a\n",  # another kind of file altogether
], ids=["not-utf8", "deep", "long-number", "binary"])
def test_a_save_that_cannot_be_read_is_set_aside_with_the_games_name(home, content):
    path = save_path("doudizhu")
    path.write_bytes(content)
    title = start()
    assert "Dou Di Zhu" in title.message and "could not be loaded" in title.message
    assert not path.exists() and bad(path).read_bytes() == content
    assert not has_widget(title, "resume")
    assert_title_works(title)
    again = start()
    assert again.message == ""


def test_a_save_time_that_is_no_number_beside_another_games_save(home):
    write_good_save("doudizhu")
    data = write_good_save("guandan")
    data["saved_at"] = "yesterday"
    save_path("guandan").write_text(json.dumps(data), encoding="utf-8")
    title = start()
    assert "Guan Dan" in title.message and "could not be loaded" in title.message
    assert not save_path("guandan").exists() and bad(save_path("guandan")).exists()
    assert title.save_game == "doudizhu" and has_widget(title, "resume")
    assert_title_works(title)


def test_whatever_a_games_own_check_raises_is_a_damaged_save(home):
    write_good_save("doudizhu")

    def crashes(path):
        raise KeyError("state")

    games = dict(GAMES, doudizhu=dataclasses.replace(DDZ, load_save=crashes))
    title = start(games)
    assert "Dou Di Zhu" in title.message and "KeyError" in title.message
    assert bad(save_path("doudizhu")).exists()
    assert_title_works(title)


def test_several_damaged_saves_are_named_in_one_message(home):
    save_path("doudizhu").write_bytes(b"\xff")
    save_path("guandan").write_text("[" * 5000, encoding="utf-8")
    title = start()
    assert "Dou Di Zhu" in title.message and "Guan Dan" in title.message
    assert not save_path("doudizhu").exists() and not save_path("guandan").exists()
    assert_title_works(title)


# -- a save that cannot be moved aside ---------------------------------------------------
def unmovable(monkeypatch) -> None:
    """Moving aside fails as in a read-only folder (root ignores chmod)."""
    def refuse(path):
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(damaged, "quarantine", refuse)


def test_a_save_that_cannot_be_moved_is_said_once_then_ignored(home, monkeypatch):
    unmovable(monkeypatch)
    path = save_path("doudizhu")
    path.write_bytes(b"\xff\xfe")
    title = start()
    assert "Dou Di Zhu" in title.message and "ignored from now on" in title.message
    assert path.exists() and not bad(path).exists()
    assert_title_works(title)
    for _ in range(2):  # the next starts say nothing
        again = start()
        assert again.message == "" and not has_widget(again, "resume")
        assert_title_works(again)
    # Another damaged file in its place is news again.
    path.write_bytes(b"[" * 100000)
    assert "Dou Di Zhu" in start().message
    assert start().message == ""


def test_a_remembered_save_replaced_with_a_good_one_is_used_again(home, monkeypatch):
    good = json.dumps(write_good_save("doudizhu"))
    unmovable(monkeypatch)
    path = save_path("doudizhu")
    path.write_bytes(b"\xff\xfe")
    assert "Dou Di Zhu" in start().message
    assert damaged.was_reported(path)
    path.write_text(good, encoding="utf-8")
    title = start()
    assert title.message == "" and title.save_game == "doudizhu"
    assert not damaged.was_reported(path)
    click(title.app, title.app.view.pt(*widget(title, "resume").rect.center))
    drive(title.app, 3)
    assert type(title.app.top).__name__ == "TableScene"


def test_the_memory_falls_back_to_the_cache_folder_when_the_data_folder_is_read_only(
        home, monkeypatch):
    """Read-only folder, as root sees it: neither the move nor a memory beside the save
    can be written, so the memory goes to the cache folder."""
    unmovable(monkeypatch)
    real_write = damaged.atomic_write_json

    def read_only_home(path, data):
        if Path(path).parent == home:
            raise PermissionError(13, "Permission denied", str(path))
        real_write(path, data)

    monkeypatch.setattr(damaged, "atomic_write_json", read_only_home)
    path = save_path("doudizhu")
    path.write_bytes(b"\xff")
    assert "Dou Di Zhu" in start().message
    assert not (home / damaged.MEMORY).exists()
    assert (Path(os.environ["TABLEGAMES_CACHE"]) / damaged.MEMORY).exists()
    assert start().message == ""


@pytest.fixture
def read_only(monkeypatch):
    """read_only(folder): the folder refuses writes as a 0o555 folder refuses an
    ordinary user. chmod does not stop root, so the OS calls the app writes through
    also refuse a path inside it with EACCES: os.open (which tempfile.mkstemp uses)
    and open() in a writing mode, os.replace and os.rename (a move aside, the
    atomic write's last step)."""
    folders: list[Path] = []

    def inside(path) -> bool:
        return isinstance(path, (str, bytes, os.PathLike)) and any(
            folder in Path(os.fsdecode(path)).resolve().parents for folder in folders)

    def refuse(path):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), os.fsdecode(path))

    def guard_open(real):
        def open_(path, flags, *args, **kwargs):
            if flags & (os.O_CREAT | os.O_WRONLY | os.O_RDWR) and inside(path):
                refuse(path)
            return real(path, flags, *args, **kwargs)
        return open_

    def guard_io_open(real):
        def open_(file, mode="r", *args, **kwargs):
            if set(mode) & set("wax+") and inside(file):
                refuse(file)
            return real(file, mode, *args, **kwargs)
        return open_

    def guard_move(real):
        def move(src, dst, *args, **kwargs):
            if inside(src) or inside(dst):
                refuse(dst)
            return real(src, dst, *args, **kwargs)
        return move

    monkeypatch.setattr(os, "open", guard_open(os.open))
    monkeypatch.setattr(io, "open", guard_io_open(io.open))
    monkeypatch.setattr(builtins, "open", guard_io_open(builtins.open))
    monkeypatch.setattr(os, "replace", guard_move(os.replace))
    monkeypatch.setattr(os, "rename", guard_move(os.rename))

    def make(folder: Path) -> None:
        folders.append(folder.resolve())
        folder.chmod(0o555)

    yield make
    for folder in folders:
        folder.chmod(0o755)


def test_the_read_only_folder_refuses_every_write_and_only_there(home, read_only):
    """The fixture is not blind: root or not, writing, creating and moving a file
    fail inside the folder, and work outside it."""
    from game.core.save import atomic_write_json

    (home / "old.json").write_text("{}")
    read_only(home)
    with pytest.raises(PermissionError):
        atomic_write_json(home / "x.json", {})
    with pytest.raises(PermissionError):
        (home / "y.txt").write_text("y")
    with pytest.raises(PermissionError):
        damaged.quarantine(home / "old.json")
    outside = Path(os.environ["TABLEGAMES_CACHE"]) / "z.json"
    atomic_write_json(outside, {"ok": 1})
    assert json.loads(outside.read_text()) == {"ok": 1}
    assert [p.name for p in home.iterdir()] == ["old.json"]


def test_a_save_in_a_read_only_folder_is_said_once(home, read_only):
    path = save_path("doudizhu")
    path.write_bytes(b"\xff\xfe")
    read_only(home)
    title = start()
    assert "Dou Di Zhu" in title.message and "ignored from now on" in title.message
    assert path.exists() and not bad(path).exists()
    assert not (home / damaged.MEMORY).exists()  # the memory went to the cache folder
    assert (Path(os.environ["TABLEGAMES_CACHE"]) / damaged.MEMORY).exists()
    assert_title_works(title)
    assert start().message == ""


# -- settings ----------------------------------------------------------------------------
@pytest.mark.parametrize("content, name, label", [
    ('{"volume": "loud"}', "volume", "Sound volume"),
    ('{"volume": null}', "volume", "Sound volume"),
    ('{"volume": NaN}', "volume", "Sound volume"),
    ('{"anim_speed": ["x"]}', "anim_speed", "Animation speed"),
    ('{"language": 5}', "language", "Language"),
    ('{"fullscreen": "yes"}', "fullscreen", "Full screen"),
])
def test_a_bad_setting_takes_its_default_and_is_said_once(home, content, name, label):
    path = home / "settings.json"
    path.write_text(content, encoding="utf-8")
    title = start()
    assert label in title.message and "reset to their defaults" in title.message
    assert getattr(title.app.settings, name) == getattr(Settings(), name)
    assert_title_works(title)
    open_settings(title)
    again = start()
    assert again.message == ""
    assert json.loads(path.read_text(encoding="utf-8"))[name] == getattr(Settings(), name)


def test_good_settings_beside_a_bad_one_are_kept(home):
    (home / "settings.json").write_text(
        '{"volume": 0.25, "language": "zh", "anim_speed": "slow", "fullscreen": 1}',
        encoding="utf-8")
    title = start()
    s = title.app.settings
    assert (s.volume, s.language, s.anim_speed, s.fullscreen) == (0.25, "zh", "slow", False)
    assert "全屏" in title.message  # said in the language the settings keep


@pytest.mark.parametrize("content", [b"\xff\xfe\x00v", b"[1, 2]", b"{" * 100000],
                         ids=["not-utf8", "a-list", "deep"])
def test_settings_that_cannot_be_read_are_set_aside_and_defaults_used(home, content):
    path = home / "settings.json"
    path.write_bytes(content)
    title = start()
    assert "settings could not be read" in title.message
    assert not path.exists() and bad(path).read_bytes() == content
    assert title.app.settings.values() == Settings().values()
    assert_title_works(title)
    open_settings(title)
    assert start().message == ""


def test_bad_settings_that_cannot_be_written_back_are_said_once(home, monkeypatch):
    import game.ui.settings as settings_module

    def full(path, data):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(settings_module, "atomic_write_json", full)
    path = home / "settings.json"
    path.write_text('{"volume": "loud"}', encoding="utf-8")
    assert "Sound volume" in start().message
    assert path.read_text(encoding="utf-8") == '{"volume": "loud"}'
    again = start()
    assert again.message == "" and again.app.settings.volume == Settings().volume


def open_settings(title: TitleScene) -> None:
    """The settings page opens from the title and draws."""
    app = title.app
    click(app, app.view.pt(*widget(title, "settings").rect.center))
    drive(app, 2)
    assert isinstance(app.top, SettingsScene)
    key(app, pygame.K_ESCAPE)
    drive(app, 2)


def test_settings_and_a_save_are_said_together(home):
    (home / "settings.json").write_text('{"language": 5}', encoding="utf-8")
    save_path("doudizhu").write_bytes(b"\xff")
    title = start()
    assert "Language" in title.message and "Dou Di Zhu" in title.message
    assert_title_works(title)


def test_load_one_turns_no_dict_into_a_save_error(home):
    from game.ui.saves import load_one

    path = save_path("doudizhu")
    path.write_text("{}", encoding="utf-8")
    with pytest.raises(SaveError, match="does not hold"):
        load_one(dataclasses.replace(DDZ, load_save=lambda p: [1]), path)
