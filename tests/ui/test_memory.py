"""Memory given back when a game is left (game/ui/memory.py): the table scene and its
controller are collected, no thread of it lives on, the caches of art and words are
emptied."""

from __future__ import annotations

import functools
import gc
import importlib
import pkgutil
import threading
import time
import weakref

import pytest

import game.games
from game.games import catalogue
from game.ui import fonts, memory, paint
from game.ui.runner import computer_seats
from tests.ui.conftest import draw_sparsely, drive

GAMES = list(catalogue.load().values())
FRAMES = 600  # ten seconds of fake time: computers have thought and cards have moved
# The app's, serving every game in turn: the computer players' thread and the worker
# process's courier, the effects being made the first time.
SHARED_THREADS = {"computer-players", "computer-worker", "sound-synth"}


def _leave_to_title(app) -> None:
    while len(app.scenes) > 1:
        app.pop()  # Leave, or the results' Menu: down to the title


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.key)
def test_a_left_table_and_its_controller_are_freed(app, game):
    """Computers play a while (on the worker thread, as at a real table), the table is
    left for the title: after a frame there and a collection nothing keeps the scene or
    its controller, and the caches of art and words hold nothing of the game."""
    count = game.default_seats or game.seats[-1]
    threads = set(threading.enumerate())
    ctl = game.start(app, computer_seats(("normal",) * count), game.default_options(), 1)
    scene = weakref.ref(app.scenes[1])
    controller = weakref.ref(ctl)
    assert scene().holds_game
    del ctl
    draw_sparsely(app)
    drive(app, FRAMES)
    app.frame_hook, app.draw_frames = None, False  # the title's drawing would fill them again
    _leave_to_title(app)
    assert app.release_owed  # the caches are empty; the objects go at the next frame
    assert paint.cache_size() == 0 and not fonts._cache
    app.frame(1 / 60)
    assert not app.release_owed
    for _ in range(200):  # a computer's think under way on the worker ends first
        gc.collect()
        if scene() is None and controller() is None:
            break
        time.sleep(0.01)
    assert scene() is None, "the table scene outlived its game"
    assert controller() is None, "the controller outlived its game"
    for thread in set(threading.enumerate()) - threads:
        if thread.name not in SHARED_THREADS:
            thread.join(10)  # the night music read or made: done
            assert not thread.is_alive(), f"the {thread.name} thread outlived its game"
    assert paint.cache_size() == 0 and not fonts._cache
    assert all(fn.cache_info().currsize == 0 for fn in _art_caches() if memory.registered(fn))


def test_a_table_pushed_after_leaving_collects_the_last_game_first(app):
    """A caller that starts the next game without a frame between (the smoke run) has
    the last game's caches emptied when it left, and its objects collected before the
    next table comes."""
    first, second = GAMES[0], GAMES[-1]
    first.start(app, computer_seats(("easy",) * first.seats[-1]), first.default_options(), 1)
    drive(app, 30)
    assert paint.cache_size() or fonts._cache
    cleared = []
    memory.on_release(lambda: cleared.append(True))
    try:
        _leave_to_title(app)
    finally:
        memory._clearers.pop()
    assert cleared and app.release_owed
    second.start(app, computer_seats(("easy",) * second.seats[-1]), second.default_options(), 1)
    assert not app.release_owed


def test_a_menu_page_closed_releases_nothing(app):
    from game.ui.scenes.settings_scene import SettingsScene

    app.push(SettingsScene(app))
    drive(app, 2)
    app.pop()
    assert not app.release_owed


# -- every cache of a game's art empties with its table ---------------------------------
# Tiny pictures made once whatever the window size: keeping them costs nothing.
KEPT = {"game.games.alacarte.art._vignette_small"}


def _game_modules():
    for info in pkgutil.walk_packages(game.games.__path__, "game.games."):
        if any(part.startswith("bench") or part == "__main__" for part in info.name.split(".")):
            continue  # benches may need what only `make bench` installs
        yield importlib.import_module(info.name)


def _art_caches():
    """Every lru_cache'd function of a game's modules that makes a Surface."""
    for module in _game_modules():
        for value in vars(module).values():
            if isinstance(value, functools._lru_cache_wrapper) \
                    and value.__module__ == module.__name__ \
                    and "Surface" in str(getattr(value, "__annotations__", {}).get("return")):
                yield value


def test_every_cache_of_a_games_art_is_emptied_when_its_table_closes():
    found = {f"{fn.__module__}.{fn.__qualname__}" for fn in _art_caches()}
    assert "game.games.werewolf.art.night_sky" in found  # the search finds them
    loose = sorted(name for name in found - KEPT
                   if not memory.registered(_by_name(name)))
    assert not loose, ("art kept after its table closes: cache it with "
                       f"game.ui.memory.table_cache instead of lru_cache: {loose}")


def _by_name(name: str):
    module, _, attr = name.rpartition(".")
    return getattr(importlib.import_module(module), attr)


def test_table_cache_is_an_lru_cache_emptied_on_release():
    calls = []

    @memory.table_cache(maxsize=4)
    def square(n: int) -> int:
        calls.append(n)
        return n * n

    try:
        assert square(3) == square(3) == 9 and calls == [3]
        assert memory.registered(square)
        memory.release()
        assert square.cache_info().currsize == 0
        assert square(3) == 9 and calls == [3, 3]
    finally:
        memory._clearers.remove(square.cache_clear)


def test_rss_is_read():
    assert memory.rss_mb() > 10
