"""What every game's play history shares, whatever it lists (card faces on the card
table, words in a dexterity game): open or closed, scrolled from the newest line, L or its
small Log button toggles it, the wheel scrolls it, and a press on the open panel is
the panel's own. A game's panel says where it lies (`rect`) and draws itself."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.i18n import t
from game.ui.widgets import Button

KEY = pygame.K_l


class LogPanel:
    """The shared part of a play-history panel; `scene` is the scene it sits on (its
    `view` turns event positions into level units)."""

    def __init__(self, scene: Any, button_rect, font_size: float | None = None) -> None:
        self.scene = scene
        self._open = False
        self.scroll = 0  # rows scrolled up from the newest
        self.button = Button(button_rect, lambda: t("history_button"), self.toggle, "plain",
                             key="history", font_size=font_size)

    available = True  # False: the game keeps no history (no button, no key)

    @property
    def open(self) -> bool:
        return self._open

    @open.setter
    def open(self, value: bool) -> None:
        if value != self._open:
            self._open = value
            self.opened(value)

    def opened(self, now_open: bool) -> None:
        """The panel was opened or closed (a table makes room for it)."""

    def toggle(self) -> None:
        self.open = not self.open
        self.scroll = 0

    def rect(self) -> pygame.Rect:
        """Where the open panel lies, in level units."""
        raise NotImplementedError

    def handle(self, event: pygame.event.Event) -> bool:
        """The key, the button and the wheel over the open panel; True when used."""
        if not self.available:
            return False
        if event.type == pygame.KEYDOWN and event.key == KEY:
            self.toggle()
            return True
        if self.button.handle(event, self.scene.view):
            return event.type != pygame.MOUSEMOTION
        if self.open and event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll + getattr(event, "y", 0))
            return True
        # A press on the open panel is the panel's, not what lies under it (a release
        # goes through: a drag may end there).
        return (self.open and event.type == pygame.MOUSEBUTTONDOWN
                and self.rect().collidepoint(self.scene.view.to_level(event.pos)))
