"""Driving the King game's table with posted pygame events, as the people round it do: the
title, the browser's tile and the set-up page; the hand-off pressed and held (the mouse,
Space or Enter); a card hidden with its button or a key; the King's number buttons or
digits, the category chips, Draw a task (or D), the text box clicked (or T) and typed
in, Give the order (or Enter); Done, Veto, Next round, End the game (buttons or keys).
Every place comes from the scene's own buttons and layout, turned into window pixels
with `app.view`.

`Watch` looks at every frame drawn for what it must not show (see `check_screen`)."""

from __future__ import annotations

import json
import random

import pygame

from game.core.playout_check import json_strings
from game.games.kinggame import GAME
from game.games.kinggame.table import KgTableScene
from game.ui.kit import table as kit_table
from game.ui.scenes.handoff import HOLD_KEYS, HandoffScene
from game.ui.scenes.title import TitleScene
from tests.conformance.test_pass_and_play import choose, open_setup, press_widget
from tests.table_events import drive, mouse

NAMES = ["Ada", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy", "Jo"]


# -- from the title ------------------------------------------------------------------------
def start(app, monkeypatch, players: int, seed: int, toggles: tuple[str, ...] = (),
          **choices: str) -> KgTableScene:
    """Title → New game → the King game's tile → the player count, the options chosen by
    clicks → Start. The people's names are the settings' (as the names page keeps them);
    the deal's seed is the one the table draws, fixed."""
    monkeypatch.setattr(kit_table, "random", random.Random(seed))
    app.settings.anim_speed = "instant"
    app.settings.player_names = NAMES[:players]
    setup = open_setup(app, GAME)
    choose(app, "players", str(players))
    for name, value in choices.items():
        choose(app, f"opt_{name}", value)
    for name in toggles:
        press_widget(app, f"opt_{name}")
    assert all(s["kind"] == "human" for s in setup.chosen_seats())
    press_widget(app, "start")
    table = app.scenes[1]
    assert isinstance(table, KgTableScene) and isinstance(app.scenes[0], TitleScene)
    assert table.ctl.players == players and len(table.ctl.humans) == players
    return table


# -- the pointer and the keys ------------------------------------------------------------------
def click(app, at) -> None:
    mouse(app, pygame.MOUSEMOTION, at)
    mouse(app, pygame.MOUSEBUTTONDOWN, at)
    mouse(app, pygame.MOUSEBUTTONUP, at)
    drive(app, 2)


def key(app, k: int, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode,
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, scancode=0))
    drive(app, 2)


def type_text(app, text: str) -> None:
    """Typed as the system sends it: a TEXTINPUT event a few characters at a time."""
    for i in range(0, len(text), 5):
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text[i:i + 5]))
        drive(app, 1)


def button(app, name: str) -> None:
    """Click the table's enabled button `name`."""
    table = app.top
    found = [b for b in table.buttons if b.key == name]
    assert found, (name, [b.key for b in table.buttons])
    assert found[0].enabled, f"{name} is not enabled"
    click(app, found[0].rect.center)


def hold_handoff(app, way: str = "mouse") -> None:
    """Press and hold on the hand-off screen until it reveals, then let go."""
    assert isinstance(app.top, HandoffScene)
    drive(app, 30)  # the device changes hands (the screen takes no press at first)
    at = (640, 450)
    if way == "mouse":
        mouse(app, pygame.MOUSEBUTTONDOWN, at)
    else:
        k = HOLD_KEYS[0] if way == "space" else HOLD_KEYS[1]
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="",
                                             scancode=0))
    drive(app, 120, until=lambda: not isinstance(app.top, HandoffScene))
    assert not isinstance(app.top, HandoffScene), "the hold did not reveal"
    if way == "mouse":
        mouse(app, pygame.MOUSEBUTTONUP, at)
    else:
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, scancode=0))
    drive(app, 3)


def settle(app, table, limit: int = 3000) -> None:
    """Run the table until someone must do something: a hand-off, a card up, a person's
    decision on screen, or the results."""
    ctl = table.ctl
    for _ in range(limit):
        if isinstance(app.top, HandoffScene) or ctl.card_up or ctl.my_decision() \
                or ctl.results_pushed:
            return
        drive(app, 1)
    raise AssertionError("the table never waited for anyone")


# -- what no screen may show -------------------------------------------------------------------
def public_cards(state, viewer: int | None, card_up: bool) -> set[int]:
    """The cards the screen may show now: the King's once revealed, the called numbers
    once revealed, and the viewer's own while their card is up."""
    cards = {state.hands[s] for s in state.targets}
    if state.king is not None:
        cards.add(state.hands[state.king])
    if card_up and viewer is not None:
        cards.add(state.hands[viewer])
    return cards


def screen_bytes(app) -> bytes:
    app.draw()
    return pygame.image.tobytes(app.screen, "RGB")


def check_screen(app, table) -> None:
    """What is on screen now names no number that is not public (or the viewer's own
    while their card is up): the view the table draws holds no hidden card, and the
    picture is the same whatever the hidden cards are (they are dealt again among
    their holders and the screen drawn again, pixel for pixel)."""
    ctl = table.ctl
    state = ctl.state
    up = ctl.card_up and app.top is table
    allowed = public_cards(state, ctl.viewer, up)
    hidden = [c for c in range(state.players) if c not in allowed]
    codes = json_strings(json.dumps([table.board(), ctl.log_lines()]))
    for card in hidden:
        assert state.pack.code(card) not in codes, f"card {card} in the view drawn"
    if not up:
        assert table.board()["mine"] is None
    if len(hidden) < 2:
        return
    before = screen_bytes(app)
    holders = [s for s, c in enumerate(state.hands) if c in hidden]
    real = list(state.hands)
    try:
        for shift in range(1, len(holders)):
            for i, seat in enumerate(holders):
                state.hands[seat] = real[holders[(i + shift) % len(holders)]]
            assert screen_bytes(app) == before, (
                f"the screen changes with hidden cards (step {state.step}, "
                f"{type(app.top).__name__})")
    finally:
        state.hands[:] = real


class Watch:
    """Every frame driven is looked at: `check_screen` on each new screen (a new scene
    on top, a new step, a card up or down, a new viewer, an event shown)."""

    def __init__(self, app, table) -> None:
        self.app, self.table = app, table
        self.seen: tuple | None = None
        self.screens = 0
        self.hook_installed = False

    def key_of(self) -> tuple:
        ctl = self.table.ctl
        return (type(self.app.top).__name__, ctl.state.step, ctl.state.round, ctl.card_up,
                ctl.viewer, len(ctl.log), ctl.state.vetoes, len(ctl.state.log.actions),
                self.table.history.open, tuple(self.table.picked), self.table.drawn,
                self.table.box.text)

    def look(self) -> None:
        k = self.key_of()
        if k != self.seen:
            self.seen = k
            self.screens += 1
            check_screen(self.app, self.table)

    def install(self, monkeypatch) -> None:
        """Look after every frame the tests drive."""
        import tests.table_events as events

        real = events._frame

        def frame(app, dt: float) -> None:
            real(app, dt)
            if app is self.app:
                self.look()

        monkeypatch.setattr(events, "_frame", frame)
