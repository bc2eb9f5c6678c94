"""The frame every results sheet shares: a dimmed table behind a panel, Enter and Esc."""

from __future__ import annotations

import pygame

from game.ui.app import App, Scene
from game.ui.widgets import Button, draw_panel

PANEL = pygame.Rect(120, 36, 1040, 648)


class ResultsOverlay(Scene):
    """A results sheet over the dimmed, finished table: Enter goes on (`primary`),
    Esc goes back to the title (`menu`). Each game draws its own sheet."""

    opaque = False  # the finished table stays visible, dimmed, behind the sheet

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.buttons: list[Button] = []
        self._dim: pygame.Surface | None = None

    def primary(self) -> None: ...

    def handle(self, event: pygame.event.Event) -> None:
        for b in self.buttons:
            if b.handle(event, self.view):
                self.app.sounds.play("click")
                return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.primary()
            elif event.key == pygame.K_ESCAPE:
                self.menu()

    def menu(self) -> None:
        self.app.pop()
        self.app.pop()  # the table; the title below offers Resume

    def draw_sheet(self, surf: pygame.Surface, colour: tuple) -> None:
        v = self.view
        if self._dim is None or self._dim.get_size() != surf.get_size():
            self._dim = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            self._dim.fill((0, 0, 0, 150))
        surf.blit(self._dim, (0, 0))
        draw_panel(surf, v, PANEL.move(0, 6), (0, 0, 0, 90), 24)
        draw_panel(surf, v, PANEL, colour, 24, border=(238, 196, 92, 170), border_w=2)
