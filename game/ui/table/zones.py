"""Where things go on the table: the places read from the level's anchors (the
viewer's hand, the piles in front of the seats, the kitty, the face-up reveals, the
seat panels), and the drop zones a controller offers for dragged cards."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace

import pygame

from game.ui.cardart import INDEX_STRIP
from game.ui.layout import Anchor, Level
from game.ui.sprites import (
    CardSprite,
    column_positions,
    grid_positions,
    grouped_row_positions,
    row_positions,
)

RAISE = 24  # how far a selected card rises (level units)
STRIP_INSET = 6  # a strip button is the `buttons` anchor's height less this
HAND_CLEARANCE = 6  # between the strip's buttons and a raised card's top edge


@dataclass
class DropZone:
    """A place on the table that dragged cards can be dropped on. The scene asks
    `accepts` once when a drag starts and shows the answer while dragging; a drop
    inside the anchor's rectangle goes to `drop` either way, so the controller can
    say why it refuses (cards still dragged after `drop` bounce back)."""

    anchor: str  # the level anchor it covers ("table")
    accepts: Callable[[list[str]], bool]  # would dropping these cards here be a legal action?
    drop: Callable[[list[str]], None]  # take it, or explain the refusal (bounce_back(message))
    label: str = "drop_here"  # i18n key shown while dragging
    refused: str = "drop_not_a_play"  # i18n key shown while the dragged cards are refused


def card_rect(s: CardSprite) -> pygame.Rect:
    """The rectangle a sprite covers (level units)."""
    h = s.w * 1.41
    return pygame.Rect(round(s.x - s.w / 2), round(s.y - h / 2), round(s.w), round(h))


class TableZones:
    """The level's anchors as places for cards and panels, and the card sizes the
    level asks for (properties `seats`, `card_w`, `played_scale`)."""

    def __init__(self, level: Level) -> None:
        self.anchors: dict[str, Anchor] = dict(level.anchors)
        self.seats = int(level.props.get("seats", 3))
        self.card_w = float(level.props.get("card_w", 88))
        self.played_w = self.card_w * float(level.props.get("played_scale", 0.72))
        self.back_w = self.card_w * 0.62
        self.kitty_w = self.card_w * 0.56
        self.reveal_w = self.card_w * 0.6
        self._clear_of_raised_hand()

    def raised_top(self) -> float:
        """The top edge of a selected (raised) card of the viewer's hand."""
        a = self.anchors["hand_0"]
        return a.y + a.h / 2 - self.card_w * 1.41 / 2 - RAISE

    def _clear_of_raised_hand(self) -> None:
        """The button strip and the message line over it move up as far as needed
        for the strip's buttons to end above a raised card of the hand."""
        b = self.anchors.get("buttons")
        if b is None or "hand_0" not in self.anchors:
            return
        over = b.y + b.h - STRIP_INSET - (self.raised_top() - HAND_CLEARANCE)
        if over > 0:
            for name in ("buttons", "message"):
                if name in self.anchors:
                    a = self.anchors[name]
                    self.anchors[name] = replace(a, y=a.y - math.ceil(over))

    def hand_slots(self, n: int, codes: list[str] | None = None,
                   group_of: Callable[[str], str] | None = None) -> list[tuple[float, float]]:
        """Centres of the viewer's `n` hand cards. With `group_of` and the hand's
        `codes`, a group's cards stay close and a wider gap opens between groups."""
        a = self.anchors["hand_0"]
        if group_of is not None and codes is not None and len(codes) == n:
            groups = [group_of(c) for c in codes]
            return grouped_row_positions(groups, a.x + a.w / 2, a.y + a.h / 2, self.card_w,
                                         a.w, self.card_w * 0.34, self.card_w * 0.72,
                                         self.card_w * INDEX_STRIP * 1.04)
        return row_positions(n, a.x + a.w / 2, a.y + a.h / 2, self.card_w, a.w,
                             self.card_w * 0.56)

    def pile_align(self, pos: int) -> str:
        a = self.anchors[f"played_{pos}"]
        return str(a.props.get("align") or {0: "center", 1: "right", 2: "left"}.get(pos, "center"))

    def pile_slots(self, pos: int, n: int) -> list[tuple[float, float]]:
        a = self.anchors[f"played_{pos}"]
        return row_positions(n, a.x + a.w / 2, a.y + a.h / 2, self.played_w, a.w,
                             self.played_w * 0.42, self.pile_align(pos))

    def kitty_slots(self, n: int) -> list[tuple[float, float]]:
        a = self.anchors["kitty"]
        w = self.kitty_w
        return row_positions(n, a.x + a.w / 2, a.y + a.h / 2, w, a.w, w * 1.12)

    def reveal_slots(self, pos: int, n: int) -> list[tuple[float, float]]:
        """Where another seat's cards lie face up at the end of a hand: in the level's
        `reveal_{pos}` rectangle as overlapped rows (each card's corner showing), or
        without one, in a column under its stack."""
        w = self.reveal_w
        h = w * 1.41
        r = self.anchors.get(f"reveal_{pos}")
        if r is not None:
            return grid_positions(n, r.x, r.y, r.w, r.h, w, h, w * 0.5, h * 0.5,
                                  w * (INDEX_STRIP + 0.04), h * 0.4,
                                  str(r.props.get("align") or "center"))
        a = self.anchors[f"hand_{pos}"]
        return column_positions(n, a.x + a.w / 2, a.y, h, 340, h * 0.26)

    def seat_layout(self, pos: int) -> str:
        """"bottom" (avatar above the name) or "side" (avatar left of it)."""
        a = self.anchors[f"info_{pos}"]
        return str(a.props.get("layout") or ("bottom" if pos == 0 else "side"))

    def avatar_center(self, pos: int) -> tuple[float, float]:
        a = self.anchors[f"info_{pos}"]
        if self.seat_layout(pos) == "bottom":
            return a.x + a.w / 2, a.y + 38
        return a.x + 34, a.y + a.h / 2 - 4
