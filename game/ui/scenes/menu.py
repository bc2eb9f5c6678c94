"""Shared look of the menu screens: felt backdrop, a centred card panel, widgets."""

from __future__ import annotations

import pygame

from game.ui.app import App, Scene
from game.ui.focus import ACTIVATE, FocusRing
from game.ui.widgets import DIALOG_BORDER, DIALOG_FILL, GOLD, draw_panel, draw_text, fit_text_size

# What every menu page's keys do (key label, i18n key): the F1 overlay lists them.
MENU_KEYS = [("Tab", "keys_tab"), ("key_updown", "keys_arrows_move"),
             ("key_leftright", "keys_arrows_choice"), ("key_enter", "keys_enter"),
             ("Esc", "keys_back")]


class MenuScene(Scene):
    panel_rect = pygame.Rect(340, 90, 600, 560)
    default_focus = ""  # the widget key Enter works before any other key is used

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.widgets: list = []
        self.message = ""
        self.ring = FocusRing(self.default_focus)

    def keys_help(self) -> list[tuple[str, str]]:
        return list(MENU_KEYS)

    def handle(self, event: pygame.event.Event) -> None:
        if self.ring.handle(event, self.widgets, self.view):
            if event.key in ACTIVATE:
                self.app.sounds.play("click")
            return
        for w in self.widgets:
            if w.handle(event, self.view):
                if event.type == pygame.MOUSEBUTTONUP or event.type == pygame.MOUSEBUTTONDOWN:
                    self.app.sounds.play("click")
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def back(self) -> None:
        if len(self.app.scenes) > 1:
            self.app.pop()

    def animating(self) -> bool:
        """A widget that moves by itself (a focused text box's caret)."""
        return any(w.animating() for w in self.widgets if hasattr(w, "animating"))

    def update(self, dt: float) -> None:
        for w in self.widgets:
            up = getattr(w, "update", None)
            if up:
                up(dt)

    def draw_backdrop(self, surf: pygame.Surface) -> None:
        surf.blit(self.app.backdrop(), (0, 0))

    def draw_frame(self, surf: pygame.Surface, title: str) -> None:
        v = self.view
        r = self.panel_rect
        draw_panel(surf, v, r.move(0, 6), (0, 0, 0, 80), 22)
        draw_panel(surf, v, r, DIALOG_FILL, 22, border=DIALOG_BORDER, border_w=2)
        # Shrunk to the panel: a long game name must not run over the border.
        size = fit_text_size(title, 38, r.width - 80, v, bold=True)
        draw_text(surf, v, title, (r.centerx, r.y + 26 + (38 - size) / 2), size, GOLD,
                  "midtop", bold=True)
        pygame.draw.line(surf, (238, 196, 92), v.pt(r.x + 40, r.y + 84),
                         v.pt(r.right - 40, r.y + 84), max(1, v.len(1.5)))

    def draw_widgets(self, surf: pygame.Surface) -> None:
        for w in self.widgets:
            w.draw(surf, self.view)
        self.ring.draw(surf, self.view, self.widgets)

    def draw_message(self, surf: pygame.Surface, y: float, width: float | None = None) -> None:
        """The message in a red box from `y` down, centred on the panel, `width` wide
        (by default a little wider than the panel)."""
        if self.message:
            from game.ui import fonts, widgets

            v = self.view
            w = width or self.panel_rect.width + 80
            lines = fonts.wrap(self.message, v.len(17), v.len(w - 24))
            h = 22 + 24 * len(lines)
            r = pygame.Rect(self.panel_rect.centerx - w / 2, y, w, h)
            widgets.draw_panel(surf, v, r, (140, 30, 30, 230), 12)
            for i, line in enumerate(lines):
                draw_text(surf, v, line, (r.centerx, r.y + 11 + 24 * i), 17, (255, 244, 236),
                          "midtop")
