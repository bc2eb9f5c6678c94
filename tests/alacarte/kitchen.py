"""A kitchen on screen for the tests here: a table set up by hand (tests/alacarte/
helpers.py) under the real controller and scene, its events fed through the
controller's own pacing."""

from __future__ import annotations

from game.core.protocol import Event
from game.games.alacarte.controller import AlcController
from game.games.alacarte.model import AlcState
from game.games.alacarte.table import KitchenScene
from tests.ui.conftest import drive

HUMAN = {"kind": "human", "level": "normal"}
COMPUTERS = [{"kind": "computer", "level": lv} for lv in ("easy", "normal", "hard")]


def kitchen(app, state: AlcState, seats: list[dict] | None = None) -> AlcController:
    """The kitchen of `state` on screen (a person in seat 0 and three computer chefs
    unless `seats` says otherwise), a couple of frames in."""
    ctl = AlcController(app, seats or [HUMAN] + COMPUTERS, state=state)
    app.push(KitchenScene(app, ctl))
    drive(app, 2)
    return ctl


def show(ctl: AlcController, *events: Event) -> None:
    """Events for the kitchen to show, as the model's would come after an action."""
    ctl.pending.extend(events)
