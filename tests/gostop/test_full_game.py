"""Whole Go-Stop hands played through the table by posted pygame events only, as a
person would: the person's choice comes from the normal computer player (it reads the
same observation), and the driver carries it out with clicks on hand cards, the shake /
bomb menu, the table cards to choose from and the buttons, so every kind of decision a
hand reaches must be doable on screen. Played to the results: Matgo against a
computer, three players with one person, and pass-and-play Matgo (every hand-off
screen passed with a key); then the next hand of the sitting is dealt."""

from __future__ import annotations

import pygame

from game.games.gostop.ai import make_agent
from game.games.gostop.controller import GsController
from game.games.gostop.results import GsResultsScene
from game.games.gostop.table import GsTableScene
from game.ui.scenes.handoff import HandoffScene
from tests.gostop.table_driver import drive, perform, press
from tests.table_events import pass_on_if_asked
from tests.ui.conftest import key

MAX_FRAMES = 60_000


def play_to_results(app, ctl, seed: int) -> dict:
    agents = {s: make_agent("normal", seed * 7 + s) for s in range(ctl.players)}
    done = {"handoffs": 0, "decisions": 0, "kinds": set()}
    handoff = None
    for _ in range(MAX_FRAMES):
        if isinstance(app.top, GsResultsScene):
            return done
        drive(app, 1)
        if isinstance(app.top, HandoffScene):
            if app.top is not handoff:
                handoff = app.top
                done["handoffs"] += 1
            app.top.age = 1.0
            key(app, pygame.K_SPACE, " ")
            continue
        if pass_on_if_asked(app):
            done["passed"] = done.get("passed", 0) + 1
            continue
        if not (isinstance(app.top, GsTableScene) and ctl.my_decision()
                and not app.top.busy):
            continue
        assert ctl.state.to_act == ctl.viewer  # only the person holding the device
        action = agents[ctl.viewer].choose(ctl.obs(), ctl.legal())
        before = len(ctl.state.actions)
        perform(app, ctl, action)
        assert len(ctl.state.actions) > before, f"the table did not apply {action}"
        assert ctl.state.actions[before] == action, (ctl.state.actions[before], action)
        done["decisions"] += 1
        done["kinds"].add(type(action).__name__)
    raise AssertionError(f"no results after {MAX_FRAMES} frames: {done}")


def new_table(app, variant: str, humans: set[int], seed: int) -> GsController:
    players = int(variant[0])
    seats = [{"kind": "human" if s in humans else "computer", "level": "normal"}
             for s in range(players)]
    ctl = GsController(app, seats, variant, seed=seed, threads=False)
    app.push(GsTableScene(app, ctl))
    return ctl


def test_a_matgo_hand_against_a_computer_is_played_to_the_results_and_the_next_dealt(app):
    ctl = new_table(app, "2p", {0}, seed=11)
    done = play_to_results(app, ctl, 11)
    assert ctl.state.is_terminal() and done["decisions"] >= 5
    assert done["handoffs"] == 0  # one person: no hand-off screens
    deltas = ctl.state.returns()
    assert ctl.totals == deltas and ctl.hands_played == 1
    winner = ctl.state.result["winner"]
    drive(app, 40)  # past the sheet's first moment, when it takes no press
    press(app, "again")  # the results sheet's Next hand
    assert isinstance(app.top, GsTableScene) and not ctl.state.is_terminal()
    assert ctl.state.dealer == (winner if winner is not None else ctl.state.dealer)
    assert ctl.totals == deltas  # the sitting keeps its totals


def test_a_three_player_hand_with_one_person_is_played_to_the_results(app):
    ctl = new_table(app, "3p", {1}, seed=5)
    done = play_to_results(app, ctl, 5)
    assert ctl.state.is_terminal() and done["decisions"] >= 3
    assert sum(ctl.state.returns()) == 0  # what the losers pay, the winner receives


def test_a_pass_and_play_matgo_hand_is_played_to_the_results(app):
    ctl = new_table(app, "2p", {0, 1}, seed=21)
    done = play_to_results(app, ctl, 21)
    assert ctl.state.is_terminal()
    assert done["handoffs"] >= done["decisions"] // 2  # before every person's turn
