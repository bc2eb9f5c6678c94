"""Whole Forbidden Island games played on the board by posted pygame events only: the
person's choice comes from the normal computer teammate (it reads the same
observation) and the driver carries it out with the buttons, clicks on tiles, pawns and
cards, and cards dragged onto a panel. A solo game with four adventurers on two island
shapes, and one person with two computer teammates, each to a win or a loss."""

from __future__ import annotations

import pytest

from game.games.forbidden_island.ai import make_agent
from game.games.forbidden_island.controller import FiController
from game.games.forbidden_island.results import FiResultsScene
from game.games.forbidden_island.table import FiTableScene
from tests.forbidden_island.board_driver import perform
from tests.table_events import drive

MAX_FRAMES = 60_000


def new_board(app, variant: str, people: int, seed: int) -> FiController:
    players = int(variant[0])
    seats = [{"kind": "human" if s < people else "computer", "level": "normal"}
             for s in range(players)]
    ctl = FiController(app, seats, variant, seed=seed, threads=False)
    app.push(FiTableScene(app, ctl))
    return ctl


def play_to_results(app, ctl: FiController, seed: int) -> dict:
    agents = {s: make_agent("normal", seed * 3 + s) for s in ctl.humans}
    done = {"decisions": 0, "kinds": set()}
    for _ in range(MAX_FRAMES):
        if isinstance(app.top, FiResultsScene):
            return done
        drive(app, 1)
        if not (isinstance(app.top, FiTableScene) and ctl.my_decision()):
            continue
        viewer = ctl.viewer
        action = agents[viewer].choose(ctl.state.observation(viewer), ctl.legal())
        before = len(ctl.state.log.actions)
        perform(app, ctl, action)
        assert len(ctl.state.log.actions) > before, f"the board did not apply {action}"
        assert ctl.state.log.actions[before] == action, (ctl.state.log.actions[before], action)
        done["decisions"] += 1
        done["kinds"].add(type(action).__name__)
    raise AssertionError(f"no results after {MAX_FRAMES} frames: {done}")


@pytest.mark.parametrize("variant", ["4p-normal-classic", "4p-normal-bay"])
def test_one_person_steers_four_adventurers_to_the_end(app, variant):
    ctl = new_board(app, variant, 4, seed=8)
    done = play_to_results(app, ctl, 8)
    assert ctl.state.is_terminal() and done["decisions"] >= 20
    assert {"Move", "EndActions", "DrawFlood"} <= done["kinds"]


def test_one_person_with_two_computer_teammates_to_the_end(app):
    ctl = new_board(app, "3p-novice-skull", 1, seed=4)
    done = play_to_results(app, ctl, 4)
    assert ctl.state.is_terminal() and done["decisions"] >= 5
