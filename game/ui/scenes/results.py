"""The frame every results sheet shares: a dimmed table behind a panel, Enter and Esc
(the game's in-game menu, as on the table)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame

from game.ui.app import App, Scene
from game.ui.focus import FocusRing
from game.ui.i18n import t
from game.ui.scenes.pause import open_game_menu
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, Button, draw_panel, draw_text, fit_text_size

PANEL = pygame.Rect(120, 36, 1040, 648)
GRACE = 0.6  # seconds a sheet takes no press after it opens


class ResultsOverlay(Scene):
    """A results sheet over the dimmed, finished table: Enter works the focused button
    (first the primary one, `primary`), Left/Right/Tab move between the buttons, Esc (or
    the sheet's Menu button, `menu`) opens the game's in-game menu over the sheet, as
    on the table: Resume comes back to the sheet, Leave asks first and keeps the game
    saved. Each game draws its own sheet. Only a fresh press counts: a key still held
    (or repeating) from the last play never reaches it (`keyboard.Presses`), and for
    its first GRACE seconds it takes no press at all, so a player tapping on through
    the last moves (Space draws flood cards) sees the sheet before leaving it."""

    opaque = False  # the finished table stays visible, dimmed, behind the sheet

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.buttons: list[Button] = []
        self._dim: pygame.Surface | None = None
        self.ring = FocusRing()
        self.age = 0.0

    def enter(self) -> None:
        self.age = 0.0
        primary = next((b for b in self.buttons if b.style == "primary"), None)
        if primary is not None:
            self.ring.default = self.ring.key = primary.key

    def primary(self) -> None: ...

    def keys_help(self) -> list[tuple[str, str]]:
        return [("key_enter", "keys_results_next"), ("key_leftright", "keys_results_move"),
                ("Esc", "keys_menu")]

    def handle(self, event: pygame.event.Event) -> None:
        if self.age < GRACE and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.menu()
            return
        if self.ring.handle(event, self.buttons, self.view):
            return
        for b in self.buttons:
            if b.handle(event, self.view):
                self.app.sounds.play("click")
                return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                          pygame.K_SPACE):
            self.primary()  # a sheet without buttons

    def update(self, dt: float) -> None:
        self.age += dt

    def animating(self) -> bool:
        return self.age < GRACE  # the grace runs out by itself

    def menu(self) -> None:
        """The game's menu over the sheet (the table below opens it); with no game
        underneath, back to the title."""
        if not open_game_menu(self.app):
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

    def draw_buttons(self, surf: pygame.Surface) -> None:
        """The sheet's buttons, and the keyboard focus round one once the keys moved it."""
        for b in self.buttons:
            b.draw(surf, self.view)
        self.ring.draw(surf, self.view, self.buttons)


class PlayAgainSheet(ResultsOverlay):
    """A results sheet with Menu, the game's log (L: the table's history panel, over the
    sheet, to read how it went) and a primary button that starts the controller's next
    game on the same table (`controller.new_game()`); `again_key` is its words."""

    def __init__(self, app: App, controller, again_key: str) -> None:
        super().__init__(app)
        self.ctl = controller
        self.log = getattr(getattr(controller, "scene", None), "history", None)
        if self.log is not None and not self.log.available:
            self.log = None
        buttons = [("menu", lambda: t("btn_menu"), self.menu, "secondary")]
        if self.log is not None:
            buttons.append(("log", lambda: t("history_button"), self.toggle_log, "secondary"))
        buttons.append(("again", lambda: t(again_key), self.again, "primary"))
        x = 640 - (len(buttons) * 190 + (len(buttons) - 1) * 20) / 2
        self.buttons = [Button((x + i * 210, 604, 190, 56), label, action, style, key=key)
                        for i, (key, label, action, style) in enumerate(buttons)]

    def keys_help(self) -> list[tuple[str, str]]:
        extra = [("L", "history_button")] if self.log is not None else []
        return super().keys_help() + extra

    def toggle_log(self) -> None:
        self.log.toggle()

    def handle(self, event: pygame.event.Event) -> None:
        if self.log is not None and (self.age >= GRACE or event.type == pygame.MOUSEWHEEL):
            if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
                self.toggle_log()
                return
            if self.log.open and event.type == pygame.MOUSEWHEEL:
                self.log.handle(event)
                return
        super().handle(event)

    def draw_standings(self, surf: pygame.Surface, title: str,
                       columns: Sequence[tuple[str, int]], values: Mapping[int, Sequence],
                       order: Sequence[int], winners: Sequence[int], rule: str, *,
                       row: int = 52, name_x: int = 300, name_w: int = 240,
                       total_last: bool = False) -> dict[int, float]:
        """The common sheet: the title, a heading per column (i18n key, its centre x), a
        row per seat in `order` (its name, then its `values` under the columns; the
        winners in gold; the last column larger when it is the total), the rule that
        decides at the foot. Returns each seat's row top, for a game's extras."""
        v = self.view
        draw_text(surf, v, title, (640, 70), fit_text_size(title, 30, 900, v, True), GOLD,
                  "midtop", bold=True)
        y0 = 300 - row * len(order) / 2
        for key, x in columns:
            draw_text(surf, v, t(key), (x, y0 - 34), 14, TEXT_DIM, "midtop")
        tops = {}
        for k, seat in enumerate(order):
            y = tops[seat] = y0 + row * k
            colour = GOLD if seat in winners else TEXT
            name = self.ctl.name_of(seat)
            draw_text(surf, v, name, (name_x, y), fit_text_size(name, 20, name_w, v, True),
                      colour, "topleft", bold=True)
            for i, ((_key, x), n) in enumerate(zip(columns, values[seat], strict=True)):
                big = total_last and i == len(columns) - 1
                draw_text(surf, v, str(n), (x, y), 22 if big else 20, colour, "midtop",
                          bold=True)
        draw_text(surf, v, rule, (640, 560), fit_text_size(rule, 14, 900, v), TEXT_DIM, "midtop")
        return tops

    def draw_buttons(self, surf: pygame.Surface) -> None:
        super().draw_buttons(surf)
        if self.log is not None and self.log.open:  # the table's log, over the sheet
            shown, self.log.button.visible = self.log.button.visible, False
            self.log.draw(surf)
            self.log.button.visible = shown

    def primary(self) -> None:
        self.again()

    def again(self) -> None:
        self.app.pop()
        self.ctl.new_game()
