"""The play history: a panel docked at the table's right edge listing this hand's plays
and passes in order, seat by seat, as small card faces. It keeps the whole hand, so
the last trick can still be read after it has been cleared from the table.

While it is open the table makes room for it (`docked_anchors`): a seat at the right
edge moves its panel and stack left of it, the piles, reveals and the table's middle
narrow into what is left, so it covers no seat, no pile and no card of the hand.

The controller fills `entries` from what its viewer was shown (its observation), as
`(seat name, card codes or None for a pass, note)`; a note ("Trick 3") starts a new
group. `entries` None means the game keeps no history: no button, no key. L or the
small "Log" button toggles it; the mouse wheel scrolls it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.ui import fonts
from game.ui.cardart import face_of, suit_color
from game.ui.i18n import language, t
from game.ui.layout import Anchor
from game.ui.log_panel import LogPanel
from game.ui.paint import cached
from game.ui.widgets import (
    GOLD,
    TEXT,
    TEXT_DIM,
    draw_text,
    fit_text_size,
)

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

Entry = tuple[str, "list[str] | tuple[str, ...] | None", str]

WIDTH = 270  # the panel, level units
EDGE = 6  # from the window's right edge
GAP = 8  # between the panel and what the table moves out of its way
ROW = 38  # one line of cards
PASS_ROW = 30  # a pass
NOTE_ROW = 24  # a group's heading
NAME_W = 94  # the seat-name column
CHIP_W, CHIP_H, CHIP_STEP = 26, 34, 22  # a small card face and how far the next one sits
TEXT_MIN = 14  # no text of the panel is smaller (px at 1280x720)
FOOT = 28  # the line of keys at the panel's foot
# Anchors that narrow with the table's middle while the panel is open (a seat's pile,
# its face-up reveal, the drop zone, the banner band, the deck).
SQUEEZED = ("played_", "reveal_", "table", "center_text", "deck")
SUITS = {"S": "♠", "H": "♥", "C": "♣", "D": "♦"}


def chip_text(code: str) -> tuple[str, str, tuple[int, int, int]]:
    """A small face: (rank, suit sign, colour); "10" for T; a joker named as the
    tracker names it ("bJ" / "RJ", 小 / 大) over a star, not by its colour alone."""
    face = face_of(code)
    rank, suit = face[0], face[1]
    if suit == "J":
        label = t("tracker_red_joker" if rank == "R" else "tracker_black_joker")
        return label, "★", suit_color(suit, rank)
    return ("10" if rank == "T" else rank), SUITS.get(suit, suit), suit_color(suit)


def chip_image(code: str, px_w: int, px_h: int) -> pygame.Surface:
    """A small card face, drawn once per face and size."""
    def make() -> pygame.Surface:
        img = pygame.Surface((px_w, px_h), pygame.SRCALPHA)
        rect = img.get_rect()
        pygame.draw.rect(img, (252, 250, 244), rect, border_radius=max(2, px_w // 6))
        pygame.draw.rect(img, (120, 118, 110), rect, 1, border_radius=max(2, px_w // 6))
        rank, suit, colour = chip_text(code)
        size = px_h * TEXT_MIN / CHIP_H  # TEXT_MIN px at the level's size
        r = fonts.render(rank, round(size), colour, bold=True, pad=False)
        if r.get_width() > px_w - 2:  # "10", "JK": a little narrower, never lower
            r = pygame.transform.smoothscale(r, (px_w - 2, r.get_height()))
        img.blit(r, r.get_rect(midtop=(px_w / 2, px_h * 0.1)))
        s = fonts.render(suit, round(px_h * 0.44), colour, pad=False)
        img.blit(s, s.get_rect(midbottom=(px_w / 2, px_h * 0.92)))
        return img

    return cached(("history_chip", face_of(code), px_w, px_h, language()), make)


def card_band(anchor: Anchor, card_h: float) -> pygame.Rect:
    """What a pile's cards cover of its anchor: the anchor's width, a card's height
    about its middle (the anchor may be taller)."""
    r = anchor.rect
    h = min(r.h, round(card_h))
    return pygame.Rect(r.x, round(r.centery - h / 2), r.w, h)


def docked_anchors(anchors: dict[str, Anchor], size: tuple[int, int], button: pygame.Rect,
                   card_w: float, played_w: float) -> tuple[pygame.Rect, dict[str, Anchor]]:
    """The open panel's rectangle and the table's anchors making room for it.

    The panel takes a column at the right edge, from under the Log `button` (and any
    scoreboard, tracker, kitty or top seat in that column) down to above the viewer's
    hand with its raised cards (and any button row in that column). A seat at the right
    edge moves its panel, stack and reveal left of the column as one; every pile, reveal
    and the table's middle narrow towards the left edge into what remains, and a pile
    (a reveal, the middle) that now runs into a seat's panel or stack is cut short there."""
    from game.ui.table.zones import RAISE

    width, height = size
    left = width - EDGE - WIDTH
    limit = left - GAP  # what the table keeps lies left of this
    col = pygame.Rect(left - GAP, 0, width - left + GAP, height)
    out = dict(anchors)
    moved: set[str] = set()
    for name in anchors:
        if not name.startswith("info_") or name == "info_0":
            continue
        pos = name[len("info_"):]
        group = [n for n in (f"info_{pos}", f"hand_{pos}") if n in anchors]
        box = anchors[group[0]].rect.unionall([anchors[n].rect for n in group[1:]])
        if box.right >= width - 40 and box.top > button.top and box.colliderect(col):
            dx = limit - box.right
            for n in group + [f"reveal_{pos}"]:
                if n in anchors:
                    out[n] = replace(anchors[n], x=anchors[n].x + dx)
                    moved.add(n)
    top, bottom = button.bottom + GAP, height - GAP
    for name, a in anchors.items():
        if name in moved or name.startswith(SQUEEZED):
            continue
        r = a.rect
        if name == "hand_0":  # the cards, a selected one raised
            card_h = card_w * 1.41
            r = pygame.Rect(r.x, r.centery - card_h / 2 - RAISE, r.w, card_h + RAISE)
        if r.colliderect(col):
            if r.centery < height / 2:
                top = max(top, r.bottom + GAP)
            else:
                bottom = min(bottom, r.top - GAP)
    scale = limit / width
    for name, a in anchors.items():
        if name in moved or not name.startswith(SQUEEZED):
            continue
        if name == "deck":
            out[name] = replace(a, x=(a.x + a.w / 2) * scale - a.w / 2)
        else:
            out[name] = replace(a, x=max(EDGE, a.x * scale), w=a.w * scale)
    seats = [n for n in out if n.startswith(("info_", "hand_")) and n != "hand_0"]
    for name in [n for n in out if n.startswith(("played_", "reveal_", "table", "center_text"))]:
        pile = name.startswith("played_")
        r = card_band(out[name], played_w * 1.41) if pile else out[name].rect
        was = card_band(anchors[name], played_w * 1.41) if pile else anchors[name].rect
        for seat in seats:
            o = out[seat].rect
            if not r.colliderect(o.inflate(2 * GAP, 0)) or was.colliderect(anchors[seat].rect):
                continue
            if o.centerx > r.centerx:
                r.width = o.left - GAP - r.left
            else:
                r.width, r.left = r.right - o.right - GAP, o.right + GAP
        out[name] = replace(out[name], x=r.x, w=r.w)
    return pygame.Rect(left, top, WIDTH, bottom - top), out


class HistoryPanel(LogPanel):
    """The card table's panel: the entries, docked at the right edge, drawn as card
    faces (the key, button, wheel and open state are `LogPanel`'s)."""

    def __init__(self, scene: TableScene) -> None:
        self.entries: list[Entry] | None = None
        self.base = scene.anchors  # the level's own places, with the panel closed
        m = self.base["menu"].rect
        # Under the Menu button, ending a little above anything under it (Dou Di Zhu's
        # right seat panel starts close under the menu).
        below = [a.rect.top for n, a in self.base.items() if n != "menu"
                 and a.rect.top >= m.bottom and a.rect.left < m.right and a.rect.right > m.left]
        h = max(22, min(28, min(below, default=m.bottom + 40) - 6 - (m.bottom + 4)))
        super().__init__(scene, (m.x, m.bottom + 4, m.w, h), font_size=15)
        self._docked: tuple[pygame.Rect, dict[str, Anchor]] | None = None

    @property
    def available(self) -> bool:
        return self.entries is not None

    def opened(self, now_open: bool) -> None:
        self.scene.make_room(self.docked()[1] if now_open else self.base)

    def docked(self) -> tuple[pygame.Rect, dict[str, Anchor]]:
        if self._docked is None:
            self._docked = docked_anchors(self.base, self.scene.level.size,
                                          pygame.Rect(self.button.rect), self.scene.card_w,
                                          self.scene.played_w)
        return self._docked

    def rect(self) -> pygame.Rect:
        """The open panel, at the table's right edge (`docked_anchors`)."""
        return pygame.Rect(self.docked()[0])

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

    def body(self, surf: pygame.Surface, r: pygame.Rect) -> pygame.Rect:
        """Its keys under the list, a line of their own; the rows above."""
        v = self.scene.view
        pygame.draw.line(surf, (70, 92, 80), v.pt(r.x + 12, r.bottom - FOOT),
                         v.pt(r.right - 12, r.bottom - FOOT), max(1, v.len(1)))
        size = fit_text_size(t("history_keys"), TEXT_MIN, r.w - 24, v)
        draw_text(surf, v, t("history_keys"), (r.centerx, r.bottom - FOOT / 2), size, TEXT_DIM,
                  "center")
        return pygame.Rect(r.x + 10, r.y + 36, r.w - 20, r.h - 40 - FOOT)

    def rows(self, width: float) -> list[tuple[str, object]]:
        return self.lines(width)

    def row_height(self, row: tuple[str, object]) -> float:
        return {"note": NOTE_ROW, "pass": PASS_ROW}.get(row[0], ROW)

    def draw_row(self, surf: pygame.Surface, row: tuple[str, object], body: pygame.Rect,
                 y: float, h: float) -> None:
        self._draw_line(surf, row[0], row[1], body.x, y, body.w, h)

    def _draw_line(self, surf: pygame.Surface, kind: str, what, x: float, y: float,
                   w: float, h: float) -> None:
        v = self.scene.view
        mid = y + h / 2
        if kind == "note":
            draw_text(surf, v, what, (x + 2, mid), TEXT_MIN, GOLD, "midleft", bold=True)
            label_w = fonts.text_width(what, v.len(TEXT_MIN), True) / max(1e-6, v.scale)
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
        size, room = 15, v.len(NAME_W - 8)
        if fonts.text_width(name, v.len(size)) > room:
            size = TEXT_MIN
        while len(name) > 1 and fonts.text_width(name, v.len(size)) > room:
            name = name[:-2].rstrip() + "…"  # a long name shortened, never smaller
        draw_text(surf, v, name, (x + 2, mid), size, TEXT, "midleft")
