"""F1: the keys of the screen underneath, over it, until any key or click.

Each scene lists its keys as data, `keys_help() -> [(key label, i18n key)]`; a label
that is itself an i18n key ("key_space") is translated, and a row with no label is a
note across the panel. The keys that work everywhere close the list.
"""

from __future__ import annotations

import pygame

from game.ui import i18n
from game.ui.app import App, Scene
from game.ui.i18n import t
from game.ui.widgets import (
    DIALOG_BORDER,
    DIALOG_FILL,
    DIM,
    GOLD,
    TEXT,
    TEXT_DIM,
    draw_panel,
    draw_text,
    fit_text_size,
)

DEFAULT_KEYS = [("Esc", "keys_back")]
GLOBAL_KEYS = [("F1", "keys_f1"), ("F11", "keys_f11")]
ROW = 34
WIDTH = 640
KEY_COL = 190  # the key labels end here, from the panel's left edge


def keys_of(scene: Scene | None) -> list[tuple[str, str]]:
    """A scene's keys (its `keys_help`, or Esc = back), then the global ones."""
    own = getattr(scene, "keys_help", None)
    return (list(own()) if own is not None else list(DEFAULT_KEYS)) + GLOBAL_KEYS


def label_text(label: str) -> str:
    return t(label) if i18n.has(label) else label


class KeysOverlay(Scene):
    opaque = False

    def __init__(self, app: App, rows: list[tuple[str, str]]) -> None:
        super().__init__(app)
        # Notes (rows without a key: the phase's own key line) close the list, so they
        # do not split the keys.
        self.rows = [r for r in rows if r[0]] + [r for r in rows if not r[0]]
        self._dim: pygame.Surface | None = None

    def keys_help(self) -> list[tuple[str, str]]:
        return [("", "keys_close")]

    def handle(self, event: pygame.event.Event) -> None:
        # Closed on the release, so the click does not reach the screen below.
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
            self.app.pop()

    def panel(self) -> pygame.Rect:
        h = 112 + ROW * len(self.rows) + 44
        return pygame.Rect(640 - WIDTH // 2, max(10, 360 - h // 2), WIDTH, h)

    def draw(self, surf: pygame.Surface) -> None:
        if self._dim is None or self._dim.get_size() != surf.get_size():
            self._dim = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            self._dim.fill(DIM)
        surf.blit(self._dim, (0, 0))
        v, r = self.view, self.panel()
        draw_panel(surf, v, r.move(0, 6), (0, 0, 0, 80), 22)
        draw_panel(surf, v, r, DIALOG_FILL, 22, border=DIALOG_BORDER, border_w=2)
        draw_text(surf, v, t("keys_title"), (r.centerx, r.y + 22), 32, GOLD, "midtop",
                  bold=True)
        pygame.draw.line(surf, GOLD, v.pt(r.x + 40, r.y + 76), v.pt(r.right - 40, r.y + 76),
                         max(1, v.len(1.5)))
        y = r.y + 96
        key_x = r.x + KEY_COL
        for label, what in self.rows:
            cy = y + ROW / 2
            if label:
                text = label_text(label)
                size = fit_text_size(text, 19, KEY_COL - 50, v, bold=True)
                draw_text(surf, v, text, (key_x, cy), size, GOLD, "midright", bold=True)
                desc = t(what)
                size = fit_text_size(desc, 19, r.right - 40 - key_x - 24, v)
                draw_text(surf, v, desc, (key_x + 24, cy), size, TEXT, "midleft")
            else:
                desc = t(what)
                size = fit_text_size(desc, 17, r.width - 80, v)
                draw_text(surf, v, desc, (r.centerx, cy), size, TEXT_DIM, "center")
            y += ROW
        draw_text(surf, v, t("keys_close"), (r.centerx, r.bottom - 24), 15, TEXT_DIM, "center")
