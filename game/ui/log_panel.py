"""What every game's play history shares, whatever it lists (card faces on the card
table, words in a dexterity game): open or closed, scrolled from the newest line, L or its
small Log button toggles it, the wheel scrolls it, and a press on the open panel is
the panel's own. Drawn the same way too: the button, a panel with its title, the rows
with the newest at the bottom, and a first line saying when earlier rows are scrolled
away. A game's panel says where it lies (`rect`), where its rows go (`body`, drawing its
key line), what its rows are and how one is drawn."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import fonts
from game.ui.i18n import t
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, Button, draw_panel, draw_text

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
    # How the open panel looks and what it says (i18n keys).
    fill: tuple[int, ...] = (10, 30, 24, 255)
    border: tuple[int, ...] = (238, 196, 92, 140)
    title_key, title_size = "history_title", 17
    empty_key, earlier_key = "history_empty", "history_earlier"
    earlier_h = 24  # the line saying earlier rows are scrolled away

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

    # -- what a game's panel says about its rows ------------------------------------
    def body(self, surf: pygame.Surface, r: pygame.Rect) -> pygame.Rect:
        """Where the rows go inside the open panel `r`; draws the panel's key line."""
        raise NotImplementedError

    def rows(self, width: float) -> list:
        """The rows to list, oldest first, for a body `width` wide."""
        raise NotImplementedError

    def row_height(self, row: Any) -> float:
        raise NotImplementedError

    def draw_row(self, surf: pygame.Surface, row: Any, body: pygame.Rect, y: float,
                 h: float) -> None:
        raise NotImplementedError

    # -- drawing ---------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        if not self.available:
            return
        v = self.scene.view
        self.button.style = "secondary" if self.open else "plain"
        self.button.draw(surf, v)
        if not self.open:
            return
        r = self.rect()
        draw_panel(surf, v, r.move(0, 3), (0, 0, 0, 90), 12)
        draw_panel(surf, v, r, self.fill, 12, border=self.border, border_w=1.5)
        draw_text(surf, v, t(self.title_key), (r.x + 14, r.y + 8), self.title_size, GOLD,
                  bold=True)
        body = self.body(surf, r)
        rows = self.rows(body.w)
        if not rows:
            draw_text(surf, v, t(self.empty_key), (body.x + 4, body.y + 4), 15, TEXT_DIM)
            return
        heights = [self.row_height(row) for row in rows]
        # The newest at the bottom; scrolling shows earlier rows, and a first line says
        # when there are some.
        self.scroll = min(self.scroll, len(rows) - 1)
        end = len(rows) - self.scroll
        start, used = end, 0.0
        while start > 0 and used + heights[start - 1] <= body.h:
            start -= 1
            used += heights[start]
        if start > 0:
            while used + self.earlier_h > body.h:
                used -= heights[start]
                start += 1
            draw_text(surf, v, t(self.earlier_key), (body.x + 2, body.y + self.earlier_h / 2),
                      14, TEXT_DIM, "midleft")
            body = pygame.Rect(body.x, body.y + self.earlier_h, body.w,
                               body.h - self.earlier_h)
        y = body.y
        old_clip = surf.get_clip()
        surf.set_clip(v.rect(body))
        for row, h in zip(rows[start:end], heights[start:end], strict=True):
            self.draw_row(surf, row, body, y, h)
            y += h
        surf.set_clip(old_clip)

    # -- input -----------------------------------------------------------------------
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


class StoryLog(LogPanel):
    """A log in words beside a game's own table: the controller's `log_lines()` as
    (note, seat, text), each wrapped to the panel, a seat's first line marked with its
    colour dot, notes in gold. The scene's level has `log` (the open panel) and
    `log_button` anchors; a game's subclass sets its title and `colours`."""

    colours: tuple[tuple[int, int, int], ...] = ((200, 200, 200),)
    text_size = 14
    LINE = 19

    def __init__(self, scene: Any) -> None:
        super().__init__(scene, scene.a["log_button"], font_size=16)

    def rect(self) -> pygame.Rect:
        return self.scene.a["log"].copy()

    def body(self, surf: pygame.Surface, r: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(r.x + 10, r.y + 30, r.w - 18, r.h - 36)

    def rows(self, width: float) -> list[tuple[bool, int | None, str]]:
        v = self.scene.view
        out = []
        for note, seat, text in self.scene.ctl.log_lines():
            for i, part in enumerate(fonts.wrap(text, v.len(self.text_size),
                                                v.len(width - 14), bold=note)):
                out.append((note, seat if i == 0 else -1, part))
        return out

    def row_height(self, row) -> float:
        return self.LINE

    def draw_row(self, surf, row, body, y, h) -> None:
        v = self.scene.view
        note, seat, text = row
        mid = y + h / 2
        if seat is not None and seat >= 0:
            pygame.draw.circle(surf, self.colours[seat % len(self.colours)],
                               v.pt(body.x + 4, mid), v.len(4))
        draw_text(surf, v, text, (body.x + 14, mid), self.text_size, GOLD if note else TEXT,
                  "midleft", bold=note)
