"""A computer chef's crêpe flip (or pour) ends with its result in words over the
scene: with a person at the table it stays up long enough to read (RESULT_HOLD
seconds of real time, whatever the animation speed) unless a click or a key sends it
away sooner; a kitchen of computer chefs alone does not wait for a reader."""

from __future__ import annotations

import pygame
import pytest

from game.games.alacarte.data import CREPE
from game.games.alacarte.minigames import FlipMinigame
from game.games.alacarte.table import KitchenScene
from game.ui.scenes.minigame import RESULT_HOLD
from tests.alacarte.helpers import EAU, HEAT1, HIPPO, TARTE, table
from tests.alacarte.kitchen import COMPUTERS, HUMAN, kitchen
from tests.ui.conftest import click, drive, key

FPS = 60


def computer_flip_ended(app, seats: list[dict]) -> FlipMinigame:
    """Seat 1, a computer chef with its crêpe in the pan, rolls (+1) and flips; the
    flip scene once its crêpe has landed."""
    state = table([HIPPO, CREPE, EAU, TARTE], current=1)
    state.rng.queue.append(HEAT1)
    kitchen(app, state, seats)
    drive(app, FPS * 60, until=lambda: isinstance(app.top, FlipMinigame) and app.top.sim.done)
    flip = app.top
    assert isinstance(flip, FlipMinigame) and flip.computer and flip.sim.done
    return flip


def seconds_up(app, flip: FlipMinigame, limit: float = 10.0) -> float:
    """How long (game time at 60 frames a second) the result stays on screen."""
    frames = drive(app, int(limit * FPS), until=lambda: app.top is not flip)
    assert app.top is not flip
    return frames / FPS


@pytest.mark.parametrize("speed", ["normal", "fast", "instant"])
def test_a_computer_result_stays_up_to_be_read_at_any_speed(app, speed):
    app.settings.anim_speed = speed
    flip = computer_flip_ended(app, [HUMAN] + COMPUTERS)
    assert seconds_up(app, flip) >= RESULT_HOLD - 0.1
    assert isinstance(app.top, KitchenScene)


@pytest.mark.parametrize("press", ["click", "key"])
def test_a_click_or_a_key_sends_a_computer_result_away_sooner(app, press):
    app.settings.anim_speed = "fast"
    flip = computer_flip_ended(app, [HUMAN] + COMPUTERS)
    drive(app, FPS)  # a moment to see it
    assert app.top is flip
    if press == "click":
        click(app, app.view.pt(640, 600))
    else:
        key(app, pygame.K_SPACE)
    drive(app, 2)
    assert app.top is not flip and isinstance(app.top, KitchenScene)
    assert flip.ctl.state.phase != "flip"  # its outcome was handed on


def test_computer_chefs_alone_are_not_held_up_by_a_result(app):
    app.settings.anim_speed = "fast"
    flip = computer_flip_ended(app, [COMPUTERS[0]] + COMPUTERS)
    assert seconds_up(app, flip) <= RESULT_HOLD / app.settings.speed_factor + 0.1
