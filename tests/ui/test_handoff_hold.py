"""The hand-off screen that asks to press and hold: a tap or an early release reveals
nothing; holding long enough does (posted pygame events, the real scene)."""

from __future__ import annotations

import pygame

from game.ui.app import Scene
from game.ui.scenes.handoff import HandoffScene
from tests.table_events import drive


def post(type: int, **fields) -> None:  # noqa: A002 - pygame's own name for it
    pygame.event.post(pygame.event.Event(type, **fields))


def test_only_a_long_enough_hold_reveals(app):
    revealed = []
    app.push(HandoffScene(app, "Player 2", lambda: revealed.append(True), hold=1.0))
    drive(app, 30)  # past the grace period
    at = app.view.pt(640, 400)
    post(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
    post(pygame.MOUSEBUTTONUP, pos=at, button=1)
    drive(app, 90)
    assert not revealed and isinstance(app.top, HandoffScene)
    post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    drive(app, 30)  # half a second
    post(pygame.KEYUP, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    drive(app, 60)
    assert not revealed
    post(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
    drive(app, 70)
    assert revealed == [True] and not isinstance(app.top, HandoffScene)


def test_without_hold_any_key_reveals(app):
    revealed = []
    app.push(HandoffScene(app, "Player 2", lambda: revealed.append(True)))
    drive(app, 30)
    post(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)
    drive(app, 2)
    assert revealed == [True]


class Recorder(Scene):
    """A screen that notes every press, release and key it is given."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.got: list[tuple] = []

    def handle(self, event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.got.append((event.type, event.button))
        elif event.type in (pygame.KEYDOWN, pygame.KEYUP):
            self.got.append((event.type, event.key))


def test_the_press_that_reveals_a_screen_does_not_act_on_it(app):
    """Held with the mouse or with Space until the screen shows, then let go (Space held
    on, repeating): the revealed screen is given nothing of it, then a fresh press."""
    below = Recorder(app)
    app.push(below)
    at = app.view.pt(640, 457)  # the bar's centre: where a button of the table may lie
    for down, up in (
            ({"type": pygame.MOUSEBUTTONDOWN, "pos": at, "button": 1},
             {"type": pygame.MOUSEBUTTONUP, "pos": at, "button": 1}),
            ({"type": pygame.KEYDOWN, "key": pygame.K_SPACE, "mod": 0, "unicode": " ",
              "scancode": 0},
             {"type": pygame.KEYUP, "key": pygame.K_SPACE, "mod": 0, "scancode": 0})):
        app.push(HandoffScene(app, "Player 2", lambda: None, hold=0.8))
        drive(app, 30)
        post(**down)
        drive(app, 60)
        assert app.top is below
        for _ in range(5):  # held on: the key repeats
            if down["type"] == pygame.KEYDOWN:
                post(**down)
            drive(app, 3)
        post(**up)
        drive(app, 2)
        assert below.got == [], below.got
        post(**down)
        post(**up)
        drive(app, 2)
        assert [kind for kind, _ in below.got] == [down["type"], up["type"]]
        below.got.clear()


def test_a_tap_that_reveals_a_screen_does_not_act_on_it(app):
    """The tap hand-off reveals on a key's press: its release and repeats stay there."""
    below = Recorder(app)
    app.push(below)
    app.push(HandoffScene(app, "Player 2", lambda: None))
    drive(app, 30)
    for _ in range(4):  # Enter pressed and held
        post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
        drive(app, 2)
    post(pygame.KEYUP, key=pygame.K_RETURN, mod=0, scancode=0)
    drive(app, 2)
    assert app.top is below and below.got == []


def test_only_moving_keys_repeat(app):
    """A key held down acts once, whatever the screen; the arrows repeat (a focus or a
    piece moves on)."""
    below = Recorder(app)
    app.push(below)
    for k, repeats in ((pygame.K_RETURN, False), (pygame.K_SPACE, False),
                       (pygame.K_a, False), (pygame.K_LEFT, True)):
        for _ in range(3):
            post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
        post(pygame.KEYUP, key=k, mod=0, scancode=0)
        drive(app, 2)
        downs = [e for e in below.got if e == (pygame.KEYDOWN, k)]
        assert len(downs) == (3 if repeats else 1), (k, below.got)
        below.got.clear()
