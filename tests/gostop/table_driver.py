"""Driving the Go-Stop table with posted pygame events, as a person would: frames,
clicks, drags, keys, and `perform`, which carries out any legal action by clicks on hand
cards, the shake / bomb menu, the table cards to choose from, the stock and buttons."""

from __future__ import annotations

import pygame

from game.games.gostop.actions import Bomb, Chongtong, FlipOnly, Go, Play, Shake, Stop, Take
from game.games.gostop.cards import CARDS
from tests.table_events import click, drive, press, press_key  # noqa: F401


def post(kind: int, pos, **more) -> None:
    pygame.event.post(pygame.event.Event(kind, pos=pos, button=1, **more))


def drag(app, start, end, steps: int = 6) -> None:
    """Press at `start`, move in steps, release at `end` (level units)."""
    post(pygame.MOUSEBUTTONDOWN, app.view.pt(*start))
    drive(app, 1)
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i / steps
        y = start[1] + (end[1] - start[1]) * i / steps
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.view.pt(x, y),
                                             rel=(0, 0), buttons=(1, 0, 0)))
        drive(app, 1)
    post(pygame.MOUSEBUTTONUP, app.view.pt(*end))
    drive(app, 2)


def hand_card_point(sc, code: str) -> tuple[float, float]:
    """A point on the visible part of a hand card (the next card covers its right)."""
    cards = sc.hand_cards()
    for i, (c, r) in enumerate(cards):
        if c == code:
            right = cards[i + 1][1].x if i + 1 < len(cards) else r.right
            return ((r.x + right) / 2, r.y + 30)
    raise AssertionError(f"{code} is not in the hand shown: {[c for c, _ in cards]}")


def click_hand_card(app, code: str) -> None:
    click(app, hand_card_point(app.top, code))


def perform(app, ctl, action) -> None:
    """Carry out `action` by clicks, as a person at the table would."""
    sc = app.top
    if isinstance(action, Go):
        press(app, "go")
    elif isinstance(action, Stop):
        press(app, "stop")
    elif isinstance(action, Chongtong):
        press(app, "chongtong_win" if action.win else "chongtong_play")
    elif isinstance(action, FlipOnly):
        press(app, "flip_only")
    elif isinstance(action, Take):
        rect = next(r for a, r in sc.take_options() if a == action)
        click(app, rect.center)
    else:
        card = action.card if isinstance(action, Shake) else action.cards[0]
        code = CARDS[card].code
        click_hand_card(app, code)
        if sc.menu_for == code:  # the card may also shake or bomb: its menu asks which
            press(app, {Play: "play", Shake: "shake", Bomb: "bomb"}[type(action)])
