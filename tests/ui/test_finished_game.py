"""A game over for good (Werewolf, Sanguosha, Forbidden Island, A la Carte: no next
hand) is not offered as Resume; its results sheet opens the game's log (L or its Log
button) to read how it went (posted events)."""

from __future__ import annotations

import pygame

from game.ui.saves import save_path
from game.ui.scenes.title import TitleScene
from tests.conformance.helpers import GAMES
from tests.ui.conftest import click, drive, key
from tests.ui.helpers import leave_to_title

DT = 0.25


def test_a_finished_werewolf_game_is_not_resumed_and_its_log_opens_from_the_results(app):
    game = GAMES["werewolf"]
    app.settings.anim_speed = "instant"
    seats = [{"kind": "computer", "level": "normal"} for _ in range(8)]
    ctl = game.start(app, seats, game.default_options(), 5, threads=False)
    assert save_path("werewolf").exists()
    drive(app, 20_000, until=lambda: ctl.results_pushed, dt=DT)
    sheet = app.top
    assert type(sheet).__name__ == "WwResultsScene"
    assert not save_path("werewolf").exists(), "a finished game would be offered as Resume"
    drive(app, 4, dt=DT)  # past the sheet's first moment
    key(app, pygame.K_l)
    drive(app, 2)
    assert sheet.log is not None and sheet.log.open
    app.draw()
    log_button = next(b for b in sheet.buttons if b.key == "log")
    click(app, app.view.pt(*log_button.rect.center))
    drive(app, 2)
    assert not sheet.log.open and app.top is sheet
    leave_to_title(app)
    assert isinstance(app.top, TitleScene)
    assert not any(w.key == "resume" for w in app.top.widgets)
