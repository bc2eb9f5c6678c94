"""Whole Sanguosha games played through the table by posted pygame events only, as a
person would: the person's choice comes from the normal computer player (it reads the
same observation), and the driver carries it out with clicks on hand cards, equipment,
seats and buttons, so every kind of decision a game reaches must be doable on screen.
Played to the results: 5 seats against computers, 8 seats against computers (slow),
and pass-and-play with three people (every hand-off screen passed with a key)."""

from __future__ import annotations

import re

import pygame
import pytest

from game.core.decisions import Response
from game.games.sanguosha.ai import make_agent
from game.games.sanguosha.controller import SgsController
from game.games.sanguosha.results import SgsResultsScene
from game.games.sanguosha.table import SgsTableScene
from game.ui.i18n import t
from game.ui.scenes.handoff import HandoffScene
from tests.sanguosha.table_driver import drive, perform, press
from tests.table_events import pass_on_if_asked
from tests.ui.conftest import key

MAX_FRAMES = 200_000


def play_to_results(app, ctl, seed: int) -> dict:
    agents = {s: make_agent("normal", seed * 7 + s) for s in range(ctl.players)}
    done = {"handoffs": 0, "decisions": 0}
    handoff = None
    for _ in range(MAX_FRAMES):
        if isinstance(app.top, SgsResultsScene):
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
            continue
        if isinstance(app.top, SgsTableScene) and ctl.state.is_terminal() \
                and not ctl.animating():
            press(app, "leave")
            continue
        if not (isinstance(app.top, SgsTableScene) and ctl.my_decision()
                and not app.top.busy):
            continue
        assert ctl.state.to_act == ctl.viewer  # only the person holding the device
        legal = ctl.legal()
        # The question names who asks, and for what (no "Duel with ?", no bare "Your answer?").
        prompt = ctl.prompt(ctl.obs())
        assert not re.search(r"\s\?(\W|$)", prompt), prompt
        if isinstance(ctl.state.decision(), Response):
            assert prompt != t("sgs_ask_generic"), ctl.state.decision()
        # A person is asked to answer only with something to answer with.
        assert not (isinstance(ctl.state.decision(), Response) and len(legal) == 1), \
            f"asked to answer {ctl.state.decision().about!r} with nothing but Pass"
        action = agents[ctl.viewer].choose(ctl.obs(), legal)
        before = len(ctl.state.log.actions)
        try:
            perform(app, ctl, action)
        except AssertionError as e:
            raise AssertionError(f"{action} among {legal}, asked by "
                                 f"{ctl.obs()['resolving'][-1:]}") from e
        assert len(ctl.state.log.actions) > before, f"the table did not apply {action}"
        assert ctl.state.log.actions[before] == action, (ctl.state.log.actions[before], action)
        done["decisions"] += 1
    raise AssertionError(f"no results after {MAX_FRAMES} frames: {done}")


def new_table(app, players: int, humans: set[int], seed: int) -> SgsController:
    seats = [{"kind": "human" if s in humans else "computer", "level": "normal"}
             for s in range(players)]
    ctl = SgsController(app, seats, seed=seed, threads=False)
    app.push(SgsTableScene(app, ctl))
    return ctl


def test_a_five_seat_game_against_computers_is_played_to_the_results(app):
    ctl = new_table(app, 5, {0}, seed=11)
    done = play_to_results(app, ctl, 11)
    assert ctl.state.is_terminal() and done["decisions"] > 10
    assert done["handoffs"] == 0  # one person: no hand-off screens


@pytest.mark.slow
def test_an_eight_seat_game_against_computers_is_played_to_the_results(app):
    ctl = new_table(app, 8, {3}, seed=5)
    done = play_to_results(app, ctl, 5)
    assert ctl.state.is_terminal() and done["decisions"] > 10


def test_a_pass_and_play_game_of_three_people_is_played_to_the_results(app):
    ctl = new_table(app, 5, {0, 2, 4}, seed=21)
    done = play_to_results(app, ctl, 21)
    assert ctl.state.is_terminal()
    assert done["handoffs"] >= 3
