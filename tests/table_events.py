"""Driving a game's own table with posted pygame events, as a person would: frames,
clicks, keys and the table's buttons by key (each game's driver adds its cards).

Frames are drawn sparsely: every `DRAW_EVERY`-th frame (counted per app across calls),
the frame a new scene comes on top, and the last frame of a call of several frames (or
the one its `until` stops at), whenever the screen may have changed since it was last
drawn. Drawing was most of the time of a whole hand at the table; every scene is still
drawn along the way, so a crash in drawing fails the test, and the game plays the same,
since scenes keep no state from draw() (`App.draw_frames`). A test that looks at pixels
calls `app.draw()` first, as it did; a test that set its own way of drawing
(`tests.ui.conftest.draw_sparsely`, `app.draw_frames`) keeps it."""

from __future__ import annotations

import weakref

import pygame

DRAW_EVERY = 8  # frames between two drawn ones while a test drives a table


class _Drawing:
    """An app's drawing while driven here: frames counted, and whether a frame since the
    last picture went undrawn (the screen may be behind), over which scene."""

    def __init__(self) -> None:
        self.frames = 0
        self.owed = False
        self.top = None


_drawing: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _frame(app, dt: float) -> None:
    """One frame of `app`, its picture left for `_draw_owed` unless it is due now."""
    if app.frame_hook is not None or not app.draw_frames:
        app.frame(dt)  # the test draws its own way
        return
    d = _drawing.setdefault(app, _Drawing())
    d.frames += 1
    app.draw_frames = False
    try:
        app.frame(dt)
    finally:
        app.draw_frames = True
    d.owed = True
    if d.frames % DRAW_EVERY == 0 or app.top is not d.top:
        _draw_owed(app)


def _draw_owed(app) -> None:
    """Draw the picture undrawn frames left behind."""
    d = _drawing.get(app)
    if d is not None and d.owed and app.draw_frames and app.frame_hook is None:
        app.draw()
        pygame.display.flip()
        d.owed = False
        d.top = app.top


def drive(app, frames: int = 1, until=None) -> None:
    for i in range(frames):
        _frame(app, 1 / 60)
        if until is not None and until():
            _draw_owed(app)
            return
        if i and i == frames - 1:
            _draw_owed(app)


def live(app, frames: int = 1, until=None, dt: float = 1 / 60) -> None:
    """Frames as the real loop (`App.run`) has them: while the app is still it sleeps,
    time passing with no update, so a timer only a still screen could end never ends."""
    for i in range(frames):
        if not app.still():
            _frame(app, dt)
        if until is not None and until():
            _draw_owed(app)
            return
        if i and i == frames - 1:
            _draw_owed(app)


def mouse(app, kind: int, at, button: int = 1) -> None:
    """One mouse event at the level point `at` (converted to window pixels): a motion
    with the left button held, or a press or release of `button`."""
    pos = app.view.pt(*at)
    if kind == pygame.MOUSEMOTION:
        pygame.event.post(pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
    else:
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=button))


def tap(app, at) -> None:
    """A click at the level point `at`, the pointer moved there first (as a hand does)."""
    mouse(app, pygame.MOUSEMOTION, at)
    mouse(app, pygame.MOUSEBUTTONDOWN, at)
    mouse(app, pygame.MOUSEBUTTONUP, at)
    drive(app, 2)


def drag(app, start_at, end_at, steps: int = 4) -> None:
    """A press at `start_at`, moved in `steps` motions to `end_at` and released there."""
    mouse(app, pygame.MOUSEBUTTONDOWN, start_at)
    drive(app, 1)
    for k in range(1, steps + 1):
        mouse(app, pygame.MOUSEMOTION, (start_at[0] + (end_at[0] - start_at[0]) * k / steps,
                                        start_at[1] + (end_at[1] - start_at[1]) * k / steps))
        drive(app, 1)
    mouse(app, pygame.MOUSEBUTTONUP, end_at)
    drive(app, 2)


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
