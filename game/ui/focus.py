"""Keyboard focus over a page's widgets, the same on every menu, dialog and sheet.

Tab / Shift+Tab step through the widgets in order; the arrows move to the nearest
widget that way on screen (Left/Right change a choice row's value instead); Enter or
Space works the focused widget (a button clicks, a choice moves on, a text box is done
typing). A gold ring shows where the focus is once the keys are used. Focus follows a
widget's `key`, so a page that rebuilds its widgets keeps it.
"""

from __future__ import annotations

import pygame

from game.ui.layout import View
from game.ui.widgets import GOLD, Choice, TextBox, draw_panel

ACTIVATE = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ARROWS = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_LEFT: (-1, 0),
          pygame.K_RIGHT: (1, 0)}
ACROSS_WEIGHT = 2.0  # moving by arrow: how much sideways distance counts against a widget


def focusable(widget) -> bool:
    return getattr(widget, "visible", True) and getattr(widget, "enabled", True)


def neighbour(rects: list[pygame.Rect], i: int, dx: int, dy: int) -> int | None:
    """The widget nearest to rect i in direction (dx, dy): ahead of it, and as little
    off to the side as possible. Left and Right stay in the widget's own row (they never
    climb to another row, whose choice the next press would change)."""
    cx, cy = rects[i].center
    best, best_score = None, float("inf")
    for j, r in enumerate(rects):
        if j == i:
            continue
        if dx and (r.bottom <= rects[i].top or r.top >= rects[i].bottom):
            continue
        ox, oy = r.centerx - cx, r.centery - cy
        ahead = ox * dx + oy * dy
        if ahead <= 0:
            continue
        across = abs(ox * dy) + abs(oy * dx)
        score = ahead + ACROSS_WEIGHT * across
        if score < best_score:
            best, best_score = j, score
    return best


class FocusRing:
    """Which widget of a page has the keyboard, and the keys that move and work it."""

    def __init__(self, default: str = "", visible: bool = False) -> None:
        self.default = default  # the key of the widget focused first (else the first)
        self.key = default
        self.index = 0
        self.visible = visible  # drawn once the keys are used (a dialog: from the start)

    # -- which widget ------------------------------------------------------------------
    def current(self, widgets: list) -> object | None:
        usable = [w for w in widgets if focusable(w)]
        if not usable:
            return None
        found = next((w for w in usable if self.key and getattr(w, "key", "") == self.key),
                     None)
        if found is None:
            found = usable[min(self.index, len(usable) - 1)]
        self._remember(found, usable)
        return found

    def _remember(self, widget, usable: list) -> None:
        self.key = getattr(widget, "key", "")
        self.index = usable.index(widget)

    def focus(self, widget, widgets: list) -> None:
        """Move the focus onto `widget` (a text box starts taking the typing)."""
        old = self.current(widgets)
        if isinstance(old, TextBox) and old is not widget:
            old.focus = False
        self._remember(widget, [w for w in widgets if focusable(w)])
        if isinstance(widget, TextBox):
            widget.focus = True

    def reset(self) -> None:
        self.key, self.index = self.default, 0

    # -- input -------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event, widgets: list, view: View) -> bool:
        """True when the event moved or worked the focus."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.visible = False
            box = next((w for w in widgets if isinstance(w, TextBox) and hasattr(event, "pos")
                        and w.rect.collidepoint(view.to_level(event.pos))), None)
            if box is not None:
                self.focus(box, widgets)
            elif isinstance(self.current(widgets), TextBox):
                self.reset()  # the click took the typing away from the box
            return False
        if event.type != pygame.KEYDOWN:
            return False
        widget = self.current(widgets)
        if widget is None:
            return False
        k = event.key
        if k == pygame.K_TAB:
            self.step(widgets, -1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif k in ARROWS:
            if not self.arrow(widget, widgets, *ARROWS[k]):
                return isinstance(widget, TextBox) and k in (pygame.K_LEFT, pygame.K_RIGHT)
        elif k in ACTIVATE:
            if isinstance(widget, TextBox) and k == pygame.K_SPACE:
                return False
            self.visible = True
            self.activate(widget, widgets)
            return True
        else:
            return False
        self.visible = True
        return True

    def step(self, widgets: list, by: int) -> None:
        usable = [w for w in widgets if focusable(w)]
        here = self.current(widgets)
        self.focus(usable[(usable.index(here) + by) % len(usable)], widgets)

    def arrow(self, widget, widgets: list, dx: int, dy: int) -> bool:
        """An arrow: a choice row's value sideways, else the next widget that way."""
        if isinstance(widget, Choice) and dx:
            values = [v for v, _ in widget.options]
            i = values.index(widget.value) if widget.value in values else 0
            j = max(0, min(len(values) - 1, i + dx))
            if j != i:
                widget.value = values[j]
                widget.on_change(values[j])
            return True
        usable = [w for w in widgets if focusable(w)]
        j = neighbour([pygame.Rect(w.rect) for w in usable], usable.index(widget), dx, dy)
        if j is None:
            return False
        self.focus(usable[j], widgets)
        return True

    def activate(self, widget, widgets: list) -> None:
        if isinstance(widget, TextBox):
            if widget.focus:
                self.step(widgets, 1)  # done typing: on to the next control
            else:
                widget.focus = True
        elif isinstance(widget, Choice):
            values = [v for v, _ in widget.options]
            i = values.index(widget.value) if widget.value in values else -1
            widget.value = values[(i + 1) % len(values)]
            widget.on_change(widget.value)
        else:
            widget.on_click()

    # -- drawing -----------------------------------------------------------------------
    def draw(self, surf: pygame.Surface, view: View, widgets: list) -> None:
        if not self.visible:
            return
        widget = self.current(widgets)
        if widget is not None:
            draw_ring(surf, view, pygame.Rect(widget.rect))


def draw_ring(surf: pygame.Surface, view: View, rect: pygame.Rect) -> None:
    """The keyboard focus: a gold frame just outside a widget."""
    r = rect.inflate(12, 12)
    draw_panel(surf, view, r, (0, 0, 0, 0), r.height * 0.3, border=GOLD, border_w=3)
