"""Driving a game's own table with posted pygame events, as a person would: frames,
clicks, keys and the table's buttons by key (each game's driver adds its cards)."""

from __future__ import annotations

import pygame


def drive(app, frames: int = 1, until=None) -> None:
    for _ in range(frames):
        app.frame(1 / 60)
        if until is not None and until():
            return


def live(app, frames: int = 1, until=None, dt: float = 1 / 60) -> None:
    """Frames as the real loop (`App.run`) has them: while the app is still it sleeps,
    time passing with no update, so a timer only a still screen could end never ends."""
    for _ in range(frames):
        if not app.still():
            app.frame(dt)
        if until is not None and until():
            return


def click(app, level_pos) -> None:
    pos = app.view.pt(*level_pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    drive(app, 2)


def press_key(app, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, scancode=0))
    drive(app, 2)


def press(app, key: str) -> None:
    """The enabled button of the top scene named `key`."""
    sc = app.top
    button = next((b for b in sc.buttons if b.key == key and b.enabled), None)
    assert button is not None, (f"no enabled button {key!r}; shown: "
                                f"{[(b.key, b.enabled) for b in sc.buttons]}")
    click(app, button.rect.center)


def pass_on_if_asked(app) -> bool:
    """Pass-and-play: when the table asks the person to pass the device on (they have
    seen what happened), press its button. True when it did."""
    table = app.top
    if not getattr(table, "passing", lambda: False)():
        return False
    click(app, table.pass_button.rect.center)
    return True
