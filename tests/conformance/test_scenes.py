"""Every screen renders at 1280x720 without an exception: each game's screenshot
scenes (`GameDef.scenes` through `GameDef.shoot`), the game browser, and each game's
set-up page (for every player count) and rules page.

Screenshot scenes that play a long way into a game before the picture (a whole hand
for a results sheet, a dinner to turn nine, a physics pour) are the game's
`GameDef.costly_scenes` and run under `make test-slow`; every game keeps at least
one of its scenes in the normal run.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game.ui.scenes.browser import BrowserScene
from game.ui.scenes.dialog import ConfirmScene
from game.ui.scenes.keys_overlay import KeysOverlay
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.stats import StatsScene
from tests.conformance.helpers import GAMES, each_game
from tests.ui.conftest import draw_sparsely, drive

SIZE = (1280, 720)

def screenshot_scenes():
    for game in GAMES.values():
        for name in game.scenes:
            marks = [pytest.mark.slow] if name in game.costly_scenes else []
            yield pytest.param(game, name, marks=marks, id=f"{game.key}-{name}")


def test_every_game_keeps_a_screenshot_scene_in_the_normal_run():
    for game in GAMES.values():
        assert not game.scenes or any(s not in game.costly_scenes for s in game.scenes)
        assert set(game.costly_scenes) <= set(game.scenes), game.key


@pytest.mark.parametrize(("game", "name"), list(screenshot_scenes()))
def test_screenshot_scene_renders(app, game, name):
    random.seed(name)  # the deal `--screenshot` makes of this scene
    draw_sparsely(app)  # the frames on the way: each new screen drawn, the last one below
    game.shoot(app, name)
    app.draw()
    assert app.screen.get_size() == SIZE
    assert len(app.scenes) > 1, f"{name} left the title screen on top"


def test_the_browser_renders(app):
    app.push(BrowserScene(app))
    drive(app, 2)
    assert isinstance(app.top, BrowserScene)


@pytest.mark.parametrize(("game", "players"),
                         [(g, n) for g in GAMES.values() for n in g.seats],
                         ids=[f"{g.key}-{n}" for g in GAMES.values() for n in g.seats])
def test_the_set_up_page_renders(app, game, players):
    page = SetupScene(app, game)
    if players != page.players:
        page.set_players(players)
    app.push(page)
    drive(app, 2)
    assert app.top is page and page.players == players
    # Everything on the page, Start included, lies inside the 1280x720 design window.
    window = pygame.Rect(0, 0, 1280, 720)
    assert window.contains(page.panel_rect), page.panel_rect
    outside = [w.key for w in page.widgets if not page.panel_rect.contains(w.rect)]
    assert not outside, outside


@each_game
def test_the_rules_page_renders(app, game):
    app.push(RulesScene(app, game))
    drive(app, 2)
    assert isinstance(app.top, RulesScene)


def shared_scene_names():
    from game.ui.runner import scene_names

    owned = {s for g in GAMES.values() for s in g.scenes}
    return [s for s in scene_names(GAMES) if s not in owned and s != "title"]


@pytest.mark.parametrize("name", shared_scene_names())
def test_every_shared_screenshot_scene_opens_its_page(app, name):
    from game.ui.runner import show_shared_scene

    show_shared_scene(app, name)
    drive(app, 2)
    assert len(app.scenes) > 1, f"{name} left the title screen on top"
    on_top = {"rules": RulesScene, "menu": PauseScene, "leave": ConfirmScene,
              "keys": KeysOverlay, "stats": StatsScene}
    what, _, key = name.partition("-")
    if what in on_top and key in GAMES:
        assert isinstance(app.top, on_top[what]), f"{name}: {type(app.top).__name__}"
        assert getattr(app.top, "game", GAMES[key]) is GAMES[key]
    # The table's own controls, shown on the game's table (a card table or a game's
    # own scene, each with a `history` panel and a `fast_forward` control): the play
    # history open, the fast-forward control offered to an all-computer table.
    if what == "history" and key in GAMES:
        panel = getattr(app.top, "history", None)
        assert panel is not None and panel.open, f"{name}: no open history on " \
                                                 f"{type(app.top).__name__}"
        app.draw()
    if what == "forward" and key in GAMES:
        control = getattr(app.top, "fast_forward", None)
        assert control is not None and control.shown, f"{name}: no fast-forward control " \
                                                      f"on {type(app.top).__name__}"
        app.draw()
