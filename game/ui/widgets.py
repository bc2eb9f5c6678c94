"""Small widgets for menus and the table: buttons, choice rows, a text box, panels.

Widgets live in level coordinates (the 1280x720 design space) and draw through a
`View`, so they scale with the window. Input reads event.pos, never the cursor.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

from game.ui import fonts
from game.ui.layout import View

TEXT = (245, 242, 232)
TEXT_DIM = (190, 200, 190)
GOLD = (238, 196, 92)
PANEL = (10, 30, 24, 190)
# A dialog or menu panel (the pause menu, a question, the F1 keys) is opaque: nothing of
# the screen under it shows through; only the dimming between them is translucent.
DIALOG_FILL = (12, 40, 32, 255)
DIALOG_BORDER = (196, 164, 80, 255)
DIM = (0, 0, 0, 180)  # over the screen under a dialog


@lru_cache(maxsize=256)
def panel_surface(size: tuple[int, int], color: tuple, radius: int,
                  border: tuple | None = None, border_w: int = 0) -> pygame.Surface:
    """A rounded, possibly translucent rectangle, cached because menus redraw often."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, color, surf.get_rect(), border_radius=radius)
    if border and border_w:
        pygame.draw.rect(surf, border, surf.get_rect(), border_w, border_radius=radius)
    return surf


def draw_panel(surf: pygame.Surface, view: View, rect, color=PANEL, radius: float = 12,
               border=None, border_w: float = 0) -> pygame.Rect:
    r = view.rect(rect)
    if r.width > 0 and r.height > 0:
        img = panel_surface(r.size, tuple(color), view.len(radius),
                            tuple(border) if border else None,
                            view.len(border_w) if border_w else 0)
        surf.blit(img, r.topleft)
    return r


def draw_text(surf: pygame.Surface, view: View, text: str, pos: tuple[float, float], size: float,
              color=TEXT, anchor: str = "topleft", bold: bool = False,
              shadow: bool = False) -> pygame.Rect:
    """Text at a level position; `anchor` is any pygame.Rect attribute name."""
    img = fonts.render(text, view.len(size), color, bold)
    r = img.get_rect()
    setattr(r, anchor, view.pt(*pos))
    if shadow:
        sh = fonts.render(text, view.len(size), (0, 0, 0), bold)
        off = max(1, view.len(2))
        surf.blit(sh, (r.x + off, r.y + off))
    surf.blit(img, r)
    return r


def fit_text_size(text: str, size: float, max_w: float, view: View, bold: bool = False) -> float:
    """Shrink a font size until `text` fits `max_w` level units (long translations)."""
    while size > 8 and fonts.text_width(text, view.len(size), bold) > view.len(max_w):
        size *= 0.92
    return size


class Button:
    STYLES = {
        "primary": ((236, 168, 52), (250, 196, 80), (60, 34, 6)),
        "secondary": ((38, 96, 150), (56, 124, 186), (240, 246, 255)),
        "danger": ((170, 52, 46), (200, 72, 62), (255, 240, 236)),
        "plain": ((30, 62, 50), (44, 86, 70), (236, 240, 230)),
    }

    def __init__(self, rect, label: Callable[[], str] | str, on_click: Callable[[], None],
                 style: str = "primary", enabled: bool = True, key: str = "",
                 font_size: float | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.font_size = font_size  # None: from the button's height
        self._label = label
        self.on_click = on_click
        self.style = style
        self.enabled = enabled
        self.hover = False
        self.pressed = False
        self.visible = True
        self.key = key  # a name tests and controllers can find the button by

    @property
    def label(self) -> str:
        return self._label() if callable(self._label) else self._label

    def handle(self, event: pygame.event.Event, view: View) -> bool:
        """True when the event was used by this button."""
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(view.to_level(event.pos))
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            if self.enabled and self.rect.collidepoint(view.to_level(event.pos)):
                self.pressed = True
                return True
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            was = self.pressed
            self.pressed = False
            if was and self.enabled and self.rect.collidepoint(view.to_level(event.pos)):
                self.on_click()
                return True
        return False

    def draw(self, surf: pygame.Surface, view: View) -> None:
        if not self.visible:
            return
        base, hover, fg = self.STYLES[self.style]
        color = hover if self.hover and self.enabled else base
        if not self.enabled:
            color, fg = (84, 94, 88), (168, 176, 170)
        r = self.rect
        lift = 0 if self.pressed else 3
        draw_panel(surf, view, r.move(0, 3), (0, 0, 0, 90), r.height * 0.3)
        draw_panel(surf, view, r.move(0, 3 - lift), color, r.height * 0.3,
                   border=(255, 255, 255, 70), border_w=1.5)
        size = fit_text_size(self.label, self.font_size or r.height * 0.44, r.width - 16, view,
                             bold=True)
        draw_text(surf, view, self.label, (r.centerx, r.centery + 3 - lift), size, fg,
                  "center", bold=True)


class Choice:
    """A row of mutually exclusive options (segmented control)."""

    def __init__(self, rect, options: list[tuple[str, Callable[[], str]]], value: str,
                 on_change: Callable[[str], None], key: str = "") -> None:
        self.rect = pygame.Rect(rect)
        self.options = options
        self.value = value
        self.on_change = on_change
        self.key = key
        self.hover: str | None = None

    def _cells(self) -> list[tuple[str, pygame.Rect]]:
        n = len(self.options)
        w = self.rect.width / n
        r = self.rect
        return [(v, pygame.Rect(round(r.x + i * w), r.y, round(w), r.height))
                for i, (v, _) in enumerate(self.options)]

    def handle(self, event: pygame.event.Event, view: View) -> bool:
        if event.type == pygame.MOUSEMOTION:
            p = view.to_level(event.pos)
            self.hover = next((v for v, r in self._cells() if r.collidepoint(p)), None)
        elif event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            p = view.to_level(event.pos)
            for v, r in self._cells():
                if r.collidepoint(p):
                    if v != self.value:
                        self.value = v
                        self.on_change(v)
                    return True
        return False

    def draw(self, surf: pygame.Surface, view: View) -> None:
        draw_panel(surf, view, self.rect, (0, 0, 0, 90), self.rect.height * 0.3)
        labels = dict(self.options)
        for v, r in self._cells():
            inner = r.inflate(-4, -4)
            if v == self.value:
                draw_panel(surf, view, inner, (236, 168, 52), inner.height * 0.3)
                fg = (60, 34, 6)
            else:
                if v == self.hover:
                    draw_panel(surf, view, inner, (255, 255, 255, 30), inner.height * 0.3)
                fg = TEXT
            text = labels[v]()
            size = fit_text_size(text, r.height * 0.42, r.width - 10, view, bold=v == self.value)
            draw_text(surf, view, text, r.center, size, fg, "center", bold=v == self.value)


class TextBox:
    """A one-line text field; typing goes here while it has focus."""

    def __init__(self, rect, text: str = "", max_len: int = 12, key: str = "",
                 placeholder: Callable[[], str] | None = None,
                 accepts: Callable[[str], bool] | None = None, upper: bool = True) -> None:
        self.rect = pygame.Rect(rect)
        self.text = text
        self.max_len = max_len
        # Which typed characters it takes (a code: letters, digits and "-"), and whether
        # they are upper-cased (a code is; a name is not).
        self.accepts = accepts or (lambda ch: ch.isalnum() or ch == "-")
        self.upper = upper
        self.focus = False
        self.key = key
        self.placeholder = placeholder
        self.blink = 0.0

    def handle(self, event: pygame.event.Event, view: View) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.focus = self.rect.collidepoint(view.to_level(event.pos))
            return self.focus
        if not self.focus:
            return False
        if event.type == pygame.TEXTINPUT:
            for ch in event.text:
                if self.accepts(ch) and len(self.text) < self.max_len:
                    self.text += ch.upper() if self.upper else ch
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                self.focus = False
                return True
            # Typed characters come as TEXTINPUT; swallow their KEYDOWN so hotkeys stay quiet.
            return bool(getattr(event, "unicode", ""))
        return False

    def animating(self) -> bool:
        """The caret blinks while the box has focus."""
        return self.focus

    def update(self, dt: float) -> None:
        self.blink = (self.blink + dt) % 1.0

    def draw(self, surf: pygame.Surface, view: View) -> None:
        border = GOLD if self.focus else (255, 255, 255, 90)
        draw_panel(surf, view, self.rect, (0, 0, 0, 120), 8, border=border, border_w=2)
        size = self.rect.height * 0.5
        x, cy = self.rect.x + 14, self.rect.centery
        if self.text:
            r = draw_text(surf, view, self.text, (x, cy), size, TEXT, "midleft", bold=True)
            cursor_x = view.to_level(r.topright)[0] + 3
        else:
            if self.placeholder and not self.focus:
                draw_text(surf, view, self.placeholder(), (x, cy), size * 0.72, TEXT_DIM,
                          "midleft")
            cursor_x = x
        if self.focus and self.blink < 0.5:
            a, b = view.pt(cursor_x, cy - size * 0.55), view.pt(cursor_x, cy + size * 0.55)
            pygame.draw.line(surf, TEXT, a, b, max(1, view.len(2)))
