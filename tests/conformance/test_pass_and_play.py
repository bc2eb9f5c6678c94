"""Pass-and-play as people start it: the title, New game, the game's tile, its set-up
page with a second person (a party game: every seat a person), Start, all by posted
mouse events. The first hand-offs are passed the ways people pass them (a click, a key,
or pressing and holding where the game asks for it); after each, the game's table
(never the title) is up, turned to the seat the hand-off named.

Every game in the catalogue is covered by being catalogued."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ui.scenes.handoff import HOLD_KEYS, HandoffScene
from game.ui.scenes.minigame import MinigameScene
from game.ui.scenes.title import TitleScene
from tests.conformance.helpers import asked_now, each_shared_game
from tests.ui.conftest import click, draw_sparsely, drive, key

DT = 1 / 20  # frames of 50 ms: fixed steps as at 60 frames a second, fewer draws
FRAMES = 20 * 60 * 4  # four minutes of game time to reach each hand-off
WAYS = ("click", "key", "click")  # how the first three tap hand-offs are passed
HOLD_WAYS = ("mouse", "space", "enter")  # and the first three press-and-hold ones


def press_widget(app, name: str) -> None:
    widget = next(w for w in app.top.widgets if w.key == name)
    click(app, app.view.pt(*widget.rect.center))
    drive(app, 2, dt=DT)


def choose(app, name: str, value: str) -> None:
    """Click the cell of `value` on the set-up page's segmented control `name`."""
    widget = next(w for w in app.top.widgets if w.key == name)
    cell = dict(widget._cells())[value]
    click(app, app.view.pt(*cell.center))
    drive(app, 2, dt=DT)


def open_setup(app, game):
    """Title → New game → the game's tile: its set-up page, returned."""
    assert isinstance(app.top, TitleScene)
    press_widget(app, "new")
    browser = app.top
    tile = browser.tile_rect(browser.games.index(game))
    click(app, app.view.pt(*tile.center))
    drive(app, 2, dt=DT)
    setup = app.top
    assert setup.game is game, f"{game.key}: its tile did not open its set-up page"
    return setup


def start_from_title(app, game) -> None:
    """Title → New game → the game's tile → two people (a party: all) → Start."""
    setup = open_setup(app, game)
    if not game.computers:
        pass  # every seat is a person already
    elif game.seat_counts:
        choose(app, "people", str(setup.players))
    else:
        choose(app, "kind1", "human")
    assert sum(s["kind"] == "human" for s in setup.chosen_seats()) >= 2
    press_widget(app, "start")


def table_scene(app):
    """The game's table: the scene straight above the title."""
    assert len(app.scenes) >= 2 and isinstance(app.scenes[0], TitleScene), \
        [type(s).__name__ for s in app.scenes]
    assert not isinstance(app.scenes[1], HandoffScene), \
        f"the hand-off took the table's place: {[type(s).__name__ for s in app.scenes]}"
    return app.scenes[1]


def pass_handoff(app, way: str) -> None:
    """Pass the hand-off on top the way a person does, once the device has changed
    hands (a second)."""
    drive(app, int(1 / DT), dt=DT)
    at = app.view.pt(640, 450)
    if way == "click":
        click(app, at)
    elif way == "key":
        key(app, pygame.K_SPACE, " ")
    else:
        hold = app.top.hold
        frames = int(hold / DT) + 2
        if way == "mouse":
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
        else:
            k = HOLD_KEYS[0] if way == "space" else HOLD_KEYS[1]
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="",
                                                 scancode=0))
        drive(app, frames, until=lambda: not isinstance(app.top, HandoffScene), dt=DT)
        # Let go once the screen is revealed.
        if way == "mouse":
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
        else:
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, scancode=0))
    drive(app, 3, dt=DT)


def step(app, ctl) -> None:
    """A frame; a computer thinking on the worker thread is given the time it needs, as
    the real loop's rest between frames gives it."""
    decision = ctl.session.decision
    if decision is not None:
        decision.done.wait(5.0)
    drive(app, 1, dt=DT)


def act_for_the_person(ctl, rng: random.Random) -> bool:
    """The person the table waits for takes a legal action (the table's own input is
    tested elsewhere); False when it waits for nobody now."""
    if not ctl.waits_for_person() or getattr(ctl, "pending", None):
        return False
    # A table where the people round it say who takes the device (a round of offers)
    # waits on that: the first of them takes it.
    people = getattr(ctl, "waiting_for_the_device", lambda: [])()
    if people:
        ctl.take_device(people[0])
        return True
    # The seat on screen: the viewer, or in a game that hides nothing the seat asked.
    on_screen = getattr(ctl, "viewer", None)
    asked = [s for s in sorted(asked_now(ctl.state))
             if ctl.session.is_human(s) and on_screen in (None, s)]
    legal = ctl.state.legal_actions(asked[0]) if asked else []
    if not legal:
        return False
    return bool(ctl.try_apply(rng.choice(legal)))


def keeps_secrets_between_seats(state) -> bool:
    """Whether one seat may know what another may not (a deck's order hidden from
    everyone needs no hand-off)."""
    import json

    hidden = {json.dumps([sorted(state.hidden_from(s)), state.hidden_values(s)], sort_keys=True)
              for s in range(len(state.returns()))}
    return len(hidden) > 1


@each_shared_game
@pytest.mark.parametrize("language", ["en", "zh"])
def test_pass_and_play_from_the_title_keeps_the_table(app, game, language, monkeypatch):
    app.set_language(language)
    draw_sparsely(app)  # no pixel is looked at; every scene is still drawn
    # The deal a new game draws is fixed, so that a failure here can be replayed.
    monkeypatch.setattr(random, "getrandbits", random.Random(f"{game.key}-{language}").getrandbits)
    start_from_title(app, game)
    table = table_scene(app)
    ctl = table.ctl
    private = keeps_secrets_between_seats(ctl.state)
    rng = random.Random(5)
    passed = acted = frames = 0
    for _ in range(FRAMES * 3):
        if passed == 3 or (not private and acted == 3) or ctl.state.is_terminal():
            break
        frames += 1
        step(app, ctl)
        if isinstance(app.top, HandoffScene):
            assert private, f"{game.key}: a hand-off in a game with nothing to hide"
            seat = ctl.handoff_for
            assert app.top.name == ctl.name_of(seat)
            ways = HOLD_WAYS if app.top.hold else WAYS
            pass_handoff(app, ways[passed])
            passed += 1
            assert app.top is table, (
                f"{game.key}: after hand-off {passed} the screen is "
                f"{type(app.top).__name__}, not the table")
            assert ctl.viewer == seat, f"{game.key}: the table shows seat {ctl.viewer}"
            assert ctl.obs() == ctl.state.observation(seat)
        elif app.top is table and getattr(table, "passing", lambda: False)():
            # The person has seen what happened: they pass the device on.
            click(app, app.view.pt(*table.pass_button.rect.center))
        elif app.top is table:
            acted += act_for_the_person(ctl, rng)
        assert table_scene(app) is table, f"{game.key}: the table was closed"
    if private:
        assert passed == 3, (
            f"{game.key}: only {passed} hand-offs in a pass-and-play game ({frames} frames, "
            f"{acted} actions, game over: {ctl.state.is_terminal()}, asked: "
            f"{sorted(asked_now(ctl.state))}, on screen: {type(app.top).__name__})")
    else:
        assert acted == 3, f"{game.key}: the people took only {acted} decisions"
    assert app.top is table
    resume_from_the_browser(app, game, private)


def resume_from_the_browser(app, game, private: bool) -> None:
    """Leave by the menu, then Resume on the game's tile: a game that hides anything
    comes back behind a hand-off, and the table (not the title) is up once it is passed."""
    from tests.ui.helpers import leave_to_title

    leave_to_title(app)
    assert isinstance(app.top, TitleScene)
    press_widget(app, "new")
    press_widget(app, f"resume_{game.key}")
    table = table_scene(app)
    if private:
        for _ in range(FRAMES):
            if isinstance(app.top, HandoffScene):
                break
            drive(app, 1, dt=DT)
        assert isinstance(app.top, HandoffScene), f"{game.key}: resumed without a hand-off"
        seat = table.ctl.handoff_for
        pass_handoff(app, "mouse" if app.top.hold else "click")
        assert table.ctl.viewer == seat
    drive(app, 5, dt=DT)
    assert table_scene(app) is table
    # The table, or a dexterity minigame of the person's turn over it.
    assert app.top is table or isinstance(app.top, MinigameScene), \
        f"{game.key}: after Resume the screen is {type(app.top).__name__}"
