"""The hand-off screen that asks to press and hold: a tap or an early release reveals
nothing; holding long enough does (posted pygame events, the real scene)."""

from __future__ import annotations

import pygame

from game.ui.scenes.handoff import HandoffScene
from tests.table_events import drive


def post(kind: int, **fields) -> None:
    pygame.event.post(pygame.event.Event(kind, **fields))


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
