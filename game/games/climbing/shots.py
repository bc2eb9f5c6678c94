"""What the climbing games' screenshot scenes share: pointing at a part of the table
the game explains, so the picture shows its help as a person's mouse would."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.ui.app import App


def hover_help(app: App, key: str) -> None:
    """Move the mouse over the table's part whose help is `key` (one of the controller's
    `help_spots`) with a posted motion, and draw it under the pointer."""
    from game.ui.runner import drive

    rect = next(r for k, r in app.top.ctl.help_spots() if k == key)
    pos = app.view.pt(*rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    drive(app, 2)
