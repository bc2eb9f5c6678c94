"""A table's art made when it opens, not inside draw(): the steps run one after another
before the table's first frame, and once they have taken more than `SHOW_AFTER` seconds
a progress bar over the menus' backdrop shows how far they are (redrawn between steps).

A game's table lists what it will draw (skies, portraits, faces at the sizes it uses),
each step a call that fills the game's own cache, ending with `draw_offscreen` (what the
opening picture needs besides), and calls `prepare` when it opens and when the window
changes size; draw() then only blits what is made."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

import pygame

from game.ui.i18n import t
from game.ui.widgets import GOLD, draw_panel, draw_text

SHOW_AFTER = 0.3  # seconds of making before the progress bar shows
BOX = pygame.Rect(440, 320, 400, 80)  # level units, the middle of the window


def prepare(app, steps: Sequence[Callable[[], object]]) -> float:
    """Run `steps` in order, with a progress bar once they pass `SHOW_AFTER` seconds;
    the seconds they took."""
    start = time.perf_counter()
    for done, step in enumerate(steps, 1):
        step()
        if time.perf_counter() - start > SHOW_AFTER and done < len(steps):
            show(app, done / len(steps))
    return time.perf_counter() - start


def draw_offscreen(scene) -> None:
    """Draw `scene` once on a surface nobody sees: whatever its opening picture needs
    (faces, badges, panels at this size) is made now, not in its first frame. Scenes keep
    no state from draw(), so this changes nothing else. Not while the app draws no
    frames (tests that look at no pixel)."""
    if scene.app.draw_frames:
        scene.draw(pygame.Surface(scene.app.screen.get_size()))


def show(app, fraction: float) -> None:
    """The progress bar at `fraction` (0..1), flipped to the window at once; events wait
    in the queue (pumped, so the window stays responsive) for the table's first frame."""
    if not app.draw_frames:
        return
    v = app.view
    app.screen.blit(app.backdrop(), (0, 0))
    draw_panel(app.screen, v, BOX, (20, 14, 8, 220), 14, border=(*GOLD, 160), border_w=1.5)
    draw_text(app.screen, v, t("preparing_table"), (BOX.centerx, BOX.y + 16), 18,
              (240, 232, 216), "midtop")
    bar = pygame.Rect(BOX.x + 30, BOX.bottom - 26, BOX.w - 60, 10)
    draw_panel(app.screen, v, bar, (60, 48, 36), 5)
    filled = bar.copy()
    filled.w = max(1, round(bar.w * max(0.0, min(1.0, fraction))))
    draw_panel(app.screen, v, filled, GOLD, 5)
    pygame.display.flip()
    pygame.event.pump()
