"""Pass-and-play: what just happened stays on the screen until the person at it passes
the device on. A Go-Stop player sees the card his own play turned over; a Werewolf
party sees the morning's dead. Waiting for that costs no CPU (the app sleeps)."""

from __future__ import annotations

import pygame

from game.games.gostop.ai import make_agent as gostop_agent
from game.games.gostop.controller import GsController
from game.games.gostop.table import GsTableScene
from game.games.werewolf.ai import make_agent as werewolf_agent
from game.games.werewolf.controller import WwController
from game.games.werewolf.table import WwTableScene
from game.ui.scenes.handoff import HandoffScene
from tests.gostop.table_driver import perform as gostop_perform
from tests.table_events import live, press_key
from tests.ui.conftest import key
from tests.werewolf.village_driver import hold_to_reveal
from tests.werewolf.village_driver import perform as werewolf_perform

PEOPLE = [{"kind": "human", "level": "normal"}, {"kind": "human", "level": "normal"}]
HALF_A_MINUTE = 30 * 60


def test_a_go_stop_player_sees_his_flip_before_passing_the_device(app):
    ctl = GsController(app, PEOPLE, "2p", seed=12, threads=False)
    app.push(GsTableScene(app, ctl))
    live(app, 60, until=lambda: isinstance(app.top, HandoffScene))
    app.top.age = 1.0
    key(app, pygame.K_SPACE, " ")
    live(app, 600, until=lambda: ctl.my_decision() and not app.top.busy)
    player = ctl.viewer
    stock = len(ctl.state.stock)
    agent = gostop_agent("normal", 1)
    for _ in range(10):  # his turn, with any choice it asks (which card to take, Go)
        gostop_perform(app, ctl, agent.choose(ctl.obs(), ctl.legal()))
        live(app, 300, until=lambda: ctl.my_decision() or ctl.passing_to is not None)
        if ctl.passing_to is not None:
            break
    live(app, HALF_A_MINUTE)
    assert len(ctl.state.stock) < stock, "nothing was turned over"
    assert not isinstance(app.top, HandoffScene), "the device moved on by itself"
    assert ctl.viewer == player and ctl.passing_to == 1 - player
    assert not ctl.pending and not app.top.busy  # the flip is on the table
    assert sorted(app.top.shown.table) == sorted(ctl.obs()["table"])
    assert app.still(), "waiting for the pass costs frames"
    press_key(app, pygame.K_SPACE)
    live(app, 5)
    assert isinstance(app.top, HandoffScene) and ctl.handoff_for == 1 - player


def test_a_werewolf_party_sees_the_morning_before_the_device_goes_round(app):
    seats = [{"kind": "human", "level": "normal"} for _ in range(7)]
    ctl = WwController(app, seats, "7p", seed=5, threads=False)
    app.push(WwTableScene(app, ctl))
    agents = {s: werewolf_agent("normal", 40 + s) for s in range(7)}
    for _ in range(60_000):
        if ctl.passing_to is not None:
            break
        if isinstance(app.top, HandoffScene):
            hold_to_reveal(app)
        elif ctl.my_decision():
            seat = ctl.viewer
            werewolf_perform(app, ctl, agents[seat].choose(ctl.state.observation(seat),
                                                           ctl.legal()))
        live(app, 1)
    assert ctl.state.day == 1 and ctl.morning, "no morning came"
    live(app, HALF_A_MINUTE)
    assert not isinstance(app.top, HandoffScene) and ctl.passing_to is not None
    # The stage shows the village's view with the night's dead, nobody's secrets.
    assert not ctl.private_screen and "role" not in ctl.shown()
    assert app.still()
    pass_button = app.top.pass_button
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN,
                                         pos=app.view.pt(*pass_button.rect.center), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP,
                                         pos=app.view.pt(*pass_button.rect.center), button=1))
    live(app, 5)
    assert isinstance(app.top, HandoffScene)


def test_a_werewolf_party_sees_the_vote_before_night_falls(app):
    seats = [{"kind": "human", "level": "normal"} for _ in range(7)]
    ctl = WwController(app, seats, "7p+nocap", seed=5, threads=False)
    app.push(WwTableScene(app, ctl))
    agents = {s: werewolf_agent("normal", 40 + s) for s in range(7)}
    for _ in range(90_000):
        if ctl.passing_to is not None and ctl.state.night == 2:
            break
        if isinstance(app.top, HandoffScene):
            hold_to_reveal(app)
        elif app.top.passing():
            press_key(app, pygame.K_RETURN)
        elif ctl.state.phase == "discussion" and ctl.people_talking() and not ctl.pending:
            ctl.start_vote()
        elif ctl.my_decision():
            seat = ctl.viewer
            werewolf_perform(app, ctl, agents[seat].choose(ctl.state.observation(seat),
                                                           ctl.legal()))
        live(app, 1)
    assert ctl.state.night == 2 and ctl.passing_to is not None, "no vote came"
    live(app, HALF_A_MINUTE)
    # The day's vote is still what the village sees: its arrows, the day's sky.
    assert ctl.night_next() and app.top.motion.effect("ballot") is not None
    assert app.still()
    press_key(app, pygame.K_SPACE)
    live(app, 200, until=lambda: isinstance(app.top, HandoffScene))
    assert isinstance(app.top, HandoffScene) and ctl.state.phase == "night"
