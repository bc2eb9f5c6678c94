"""Driving the village with posted pygame events, as a person would: the hand-off
screen's press and hold, clicks on seats, cards and buttons (tests only)."""

from __future__ import annotations

import pygame

from game.games.werewolf.actions import (
    NOBODY,
    Brew,
    Couple,
    Done,
    Mark,
    Peek,
    Say,
    Take,
)
from game.ui.scenes.handoff import HandoffScene
from tests.table_events import click, drive, press

TARGETED = ("target",)


def hold_to_reveal(app) -> None:
    """Press and hold on the hand-off screen until it reveals."""
    assert isinstance(app.top, HandoffScene)
    app.top.age = 1.0  # past the grace period
    pos = app.view.pt(640, 400)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    for _ in range(120):
        drive(app, 1)
        if not isinstance(app.top, HandoffScene):
            break
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    drive(app, 1)


def click_seat(app, seat: int) -> None:
    sc = app.top
    click(app, sc.seat_rect(seat).move(0, -8).center)


def perform(app, ctl, action) -> None:
    """Carry out `action` (the person's, now on screen) with clicks on the village."""
    sc = app.top
    if isinstance(action, Peek):
        press(app, "peek" if action.look else "sleep")
    elif isinstance(action, Take):
        if action.card == NOBODY:
            press(app, "keep")
        else:
            rect = dict(sc.extra_cards())[action.card]
            click(app, rect.center)
    elif isinstance(action, Brew):
        if action.heal:
            press(app, "heal")
        if action.poison != NOBODY:
            click_seat(app, action.poison)
        press(app, "confirm")
    elif isinstance(action, Couple):
        click_seat(app, action.first)
        if action.second != action.first:
            click_seat(app, action.second)
        press(app, "confirm")
    elif isinstance(action, Mark):
        click_seat(app, action.suspect)
    elif isinstance(action, Done):
        press(app, "start_vote")
    elif isinstance(action, Say):
        while ctl.multi_human and ctl.speaker != action.seat:
            press(app, "speaker")
        press(app, f"st_{action.what}")
        if action.what == "claim":
            press(app, f"claim_{action.role}")
        else:
            click_seat(app, action.target)
    else:
        click_seat(app, action.target)
