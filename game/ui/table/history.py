"""The play history: a panel over the table's right side listing this hand's plays and
passes in order, seat by seat, as small card faces. It keeps the whole hand, so the
last trick can still be read after it has been cleared from the table.

The controller fills `entries` from what its viewer was shown (its observation), as
`(seat name, card codes or None for a pass, note)`; a note ("Trick 3") starts a new
group. `entries` None means the game keeps no history: no button, no key. L or the
small "Log" button toggles it; the mouse wheel scrolls it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import fonts
from game.ui.cardart import face_of, suit_color
from game.ui.i18n import t
from game.ui.paint import cached
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, Button, draw_panel, draw_text

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

Entry = tuple[str, "list[str] | tuple[str, ...] | None", str]

KEY = pygame.K_l
WIDTH = 330  # the panel, level units
ROW = 30  # one line of cards
NOTE_ROW = 22  # a group's heading
NAME_W = 92  # the seat-name column
CHIP_W, CHIP_H, CHIP_STEP = 21, 27, 17  # a small card face and how far the next one sits
KEEP_CLEAR = ("board", "tracker")  # level anchors the open panel must not cover
SUITS = {"S": "♠", "H": "♥", "C": "♣", "D": "♦"}


def chip_text(code: str) -> tuple[str, str, tuple[int, int, int]]:
    """A small face: (rank, suit sign, colour); "10" for T, a star for a joker."""
    face = face_of(code)
    rank, suit = face[0], face[1]
    if suit == "J":
        return "JK", "★", suit_color(suit, rank)
    return ("10" if rank == "T" else rank), SUITS.get(suit, suit), suit_color(suit)


def chip_image(code: str, px_w: int, px_h: int) -> pygame.Surface:
    """A small card face, drawn once per face and size."""
    def make() -> pygame.Surface:
        img = pygame.Surface((px_w, px_h), pygame.SRCALPHA)
        rect = img.get_rect()
        pygame.draw.rect(img, (252, 250, 244), rect, border_radius=max(2, px_w // 6))
        pygame.draw.rect(img, (120, 118, 110), rect, 1, border_radius=max(2, px_w // 6))
        rank, suit, colour = chip_text(code)
        size = px_h * (0.36 if len(rank) > 1 else 0.42)
        r = fonts.render(rank, round(size), colour, bold=True, pad=False)
        img.blit(r, r.get_rect(midtop=(px_w / 2, px_h * 0.1)))
        s = fonts.render(suit, round(px_h * 0.4), colour, pad=False)
        img.blit(s, s.get_rect(midbottom=(px_w / 2, px_h * 0.92)))
        return img

    return cached(("history_chip", face_of(code), px_w, px_h), make)


class HistoryPanel:
    """The panel's state (open, scroll, the entries), its key and button, drawing."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.entries: list[Entry] | None = None
        self.open = False
        self.scroll = 0  # rows scrolled up from the newest
        m = scene.anchors["menu"].rect
        self.button = Button((m.x, m.bottom + 4, m.w, 28), lambda: t("history_button"),
                             self.toggle, "plain", key="history")

    @property
    def available(self) -> bool:
        return self.entries is not None

    def toggle(self) -> None:
        self.open = not self.open
        self.scroll = 0

    def rect(self) -> pygame.Rect:
        """At the table's right edge (over the right seat's whole panel), from under the
        Log button, any scoreboard or tracker above it and any seat panel it would cut,
        down to the message line."""
        a = self.scene.anchors
        right = self.scene.level.size[0] - 6
        top = self.button.rect.bottom + 8
        for name in KEEP_CLEAR:
            if name in a and a[name].rect.right > right - WIDTH:
                top = max(top, a[name].rect.bottom + 8)
        bottom = a["message"].y - 6 if "message" in a else top + 340
        # A seat panel is either wholly under the panel or clear of it, never cut in two.
        for name, anchor in sorted(a.items(), key=lambda item: item[1].rect.y):
            panel, seat = pygame.Rect(right - WIDTH, top, WIDTH, bottom - top), anchor.rect
            if name.startswith("info_") and panel.colliderect(seat) \
                    and not panel.contains(seat):
                top = seat.bottom + 8
        return pygame.Rect(right - WIDTH, top, WIDTH, bottom - top)

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
        # A press on the open panel is the panel's, not the seat's or table's under it
        # (a release goes through: a drag may end there).
        return (self.open and event.type == pygame.MOUSEBUTTONDOWN
                and self.rect().collidepoint(self.scene.view.to_level(event.pos)))

    # -- drawing ---------------------------------------------------------------------
    def lines(self, width: float) -> list[tuple[str, object]]:
        """The entries as lines: ("note", text), ("pass", name) or ("cards", (name,
        codes)), a long play wrapped over several lines (later ones without a name)."""
        per_line = max(1, int((width - NAME_W - CHIP_W) // CHIP_STEP) + 1)
        out: list[tuple[str, object]] = []
        for name, codes, note in self.entries or []:
            if note:
                out.append(("note", note))
            if codes is None:
                out.append(("pass", name))
                continue
            codes = list(codes)
            for i in range(0, max(1, len(codes)), per_line):
                out.append(("cards", (name if i == 0 else "", codes[i:i + per_line])))
        return out

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
        draw_panel(surf, v, r, (10, 30, 24, 255), 12, border=(238, 196, 92, 140), border_w=1.5)
        draw_text(surf, v, t("history_title"), (r.x + 14, r.y + 8), 17, GOLD, bold=True)
        draw_text(surf, v, t("history_keys"), (r.right - 12, r.y + 11), 12, TEXT_DIM,
                  "topright")
        body = pygame.Rect(r.x + 10, r.y + 36, r.w - 20, r.h - 44)
        lines = self.lines(body.w)
        if not lines:
            draw_text(surf, v, t("history_empty"), (body.x + 4, body.y + 4), 15, TEXT_DIM)
            return
        heights = [NOTE_ROW if kind == "note" else ROW for kind, _ in lines]
        # The newest at the bottom; scrolling shows earlier lines, and a first line
        # says when there are some.
        self.scroll = min(self.scroll, len(lines) - 1)
        end = len(lines) - self.scroll
        start, used = end, 0
        while start > 0 and used + heights[start - 1] <= body.h:
            start -= 1
            used += heights[start]
        if start > 0:
            while used + NOTE_ROW > body.h:
                used -= heights[start]
                start += 1
            draw_text(surf, v, t("history_earlier"), (body.x + 2, body.y + NOTE_ROW / 2), 13,
                      TEXT_DIM, "midleft")
            body = pygame.Rect(body.x, body.y + NOTE_ROW, body.w, body.h - NOTE_ROW)
        y = body.y
        old_clip = surf.get_clip()
        surf.set_clip(v.rect(body))
        for (kind, what), h in zip(lines[start:end], heights[start:end], strict=True):
            self._draw_line(surf, kind, what, body.x, y, body.w, h)
            y += h
        surf.set_clip(old_clip)

    def _draw_line(self, surf: pygame.Surface, kind: str, what, x: float, y: float,
                   w: float, h: float) -> None:
        v = self.scene.view
        mid = y + h / 2
        if kind == "note":
            draw_text(surf, v, what, (x + 2, mid), 13, GOLD, "midleft", bold=True)
            label_w = fonts.text_width(what, v.len(13), True) / max(1e-6, v.len(1))
            pygame.draw.line(surf, (238, 196, 92), v.pt(x + label_w + 10, mid),
                             v.pt(x + w - 2, mid), max(1, v.len(1)))
            return
        if kind == "pass":
            self._name(surf, what, x, mid)
            draw_text(surf, v, t("said_pass"), (x + NAME_W, mid), 15, TEXT_DIM, "midleft")
            return
        name, codes = what
        if name:
            self._name(surf, name, x, mid)
        pw, ph = v.len(CHIP_W), v.len(CHIP_H)
        for i, code in enumerate(codes):
            img = chip_image(code, pw, ph)
            surf.blit(img, img.get_rect(midleft=v.pt(x + NAME_W + i * CHIP_STEP, mid)))

    def _name(self, surf: pygame.Surface, name: str, x: float, mid: float) -> None:
        v = self.scene.view
        size = 15
        while size > 10 and fonts.text_width(name, v.len(size)) > v.len(NAME_W - 8):
            size -= 1
        draw_text(surf, v, name, (x + 2, mid), size, TEXT, "midleft")
