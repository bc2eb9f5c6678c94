"""A la Carte's kitchen under the in-game menu: Esc pauses it and Leave saves; Esc
during a computer's pour lets the pour finish, then opens the menu. Events go through
`global_keys.handle` first, as the app's loop does (see test_control.run)."""

from __future__ import annotations

import pygame

from game.games.alacarte.controller import start_game as alc_start
from game.games.alacarte.minigames import PourMinigame
from game.games.alacarte.table import KitchenScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.title import TitleScene
from tests.ui.conftest import draw_sparsely
from tests.ui.test_control import press_widget, run, tap


def test_the_kitchen_pauses_under_its_menu_and_leaves_saved(app):
    ctl = alc_start(app, [{"kind": "computer", "level": "easy"}] * 2, seed=5)
    run(app, 5)
    assert isinstance(app.top, KitchenScene)
    tap(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene) and app.top.game.key == "alacarte"
    before = ctl.state.to_json()
    run(app, 600)
    assert ctl.state.to_json() == before
    press_widget(app, app.top.widgets, "leave")
    press_widget(app, app.top.widgets, "yes")
    assert isinstance(app.top, TitleScene) and app.top.save_game == "alacarte"


def test_esc_during_a_computer_pour_lets_it_finish_then_opens_the_menu(app):
    app.settings.anim_speed = "instant"
    ctl = alc_start(app, [{"kind": "computer", "level": "easy"}] * 2, seed=5)
    draw_sparsely(app)
    run(app, 20000, until=lambda: isinstance(app.top, PourMinigame))
    pour = app.top
    assert isinstance(pour, PourMinigame) and pour.computer
    moves = len(ctl.state.actions) if hasattr(ctl.state, "actions") else None
    tap(app, pygame.K_ESCAPE)
    assert app.top is pour and pour.menu_after  # the pour goes on
    run(app, 3000, until=lambda: not isinstance(app.top, PourMinigame))
    assert pour.closed, "the pour did not finish"
    assert isinstance(app.top, PauseScene), "the menu did not open after the pour"
    assert isinstance(app.scenes[-2], KitchenScene)
    if moves is not None:
        assert len(ctl.state.actions) > moves  # the pour was applied before the pause
