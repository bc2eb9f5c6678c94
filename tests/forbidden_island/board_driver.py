"""Driving the Forbidden Island board with posted pygame events, as a person would:
the action buttons, clicks on tiles, pawns and hand cards, a card dragged onto a
player's panel (tests only)."""

from __future__ import annotations

import pygame

from game.games.forbidden_island.actions import (
    NONE,
    Capture,
    Discard,
    DrawFlood,
    EndActions,
    Fly,
    Give,
    Lift,
    LiftOff,
    Move,
    Navigate,
    Sandbags,
    Shore,
    Swim,
)
from tests.table_events import click, drive, press


def tile_centre(app, tile: str):
    return app.top.tile_rects()[tile].center


def click_tile(app, tile: str) -> None:
    r = app.top.tile_rects()[tile]
    click(app, (r.x + 4, r.y + 6))  # a corner: clear of the pawns standing on it


def click_card(app, holder: int, card: int) -> None:
    click(app, dict(app.top.hand_rects(holder))[card].center)


def mode(app, name: str) -> None:
    if app.top.mode != name:
        press(app, name)


def drag(app, start, end) -> None:
    a, b = app.view.pt(*start), app.view.pt(*end)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    drive(app, 1)
    for k in range(1, 6):
        p = (a[0] + (b[0] - a[0]) * k // 5, a[1] + (b[1] - a[1]) * k // 5)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0),
                                             buttons=(1, 0, 0)))
        drive(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))
    drive(app, 2)


def visible_point(sc, seat: int):
    """A point of `seat`'s pawn that no pawn drawn over it covers."""
    rects = sc.pawn_rects()
    r = rects[seat]
    later = [rects[s] for s in list(rects)[list(rects).index(seat) + 1:]]
    for x in range(r.x + 1, r.right):
        for y in (r.centery, r.y + 2, r.bottom - 2):
            if not any(o.collidepoint(x, y) for o in later):
                return x, y
    raise AssertionError(f"pawn {seat} is hidden under the others")


def perform(app, ctl, action) -> None:
    """Carry out `action` (the person's, now on screen) with clicks on the board."""
    sc = app.top
    state = ctl.state
    if isinstance(action, Move):
        mode(app, "move")
        click_tile(app, action.tile)
    elif isinstance(action, Fly):
        mode(app, "fly")
        click_tile(app, action.tile)
    elif isinstance(action, Swim):
        click_tile(app, action.tile)
    elif isinstance(action, Shore):
        mode(app, "shore")
        click_tile(app, action.tile)
        if action.second != NONE:
            click_tile(app, action.second)
        elif sc.pick == action.tile:
            press(app, "one")
    elif isinstance(action, Navigate):
        mode(app, "navigate")
        click(app, visible_point(sc, action.pawn))
        click_tile(app, action.tile)
    elif isinstance(action, Give):
        start = dict(sc.hand_rects(action.seat))[action.card].center
        drag(app, start, sc.a[f"seat_{action.to}"].center)
    elif isinstance(action, Capture):
        press(app, "capture")
    elif isinstance(action, EndActions):
        press(app, "end")
    elif isinstance(action, DrawFlood):
        press(app, "flood")
    elif isinstance(action, Discard):
        click_card(app, action.seat, action.card)
        if sc.special is not None:  # a special card: played on a click, so its button
            press(app, "discard")
    elif isinstance(action, LiftOff):
        press(app, "lift_off")
    elif isinstance(action, Sandbags):
        click_card(app, action.holder, action.card)
        click_tile(app, action.tile)
    elif isinstance(action, Lift):
        click_card(app, action.holder, action.card)
        source = state.pos[action.pawns[0]]
        click_tile(app, source)
        for seat in set(sc.group) - set(action.pawns):  # leave these behind
            click(app, visible_point(sc, seat))
        click_tile(app, action.tile)
    else:
        raise AssertionError(f"no way to do {action} on the board")
