"""The viewer's hand on the Go-Stop table: the cards that capture something ringed, the
one pointed at (or the keyboard's, or the one whose menu is open) raised, a chongtong's
four standing out, and a dragged card under the pointer. The hand at rest is painted
from `HandShown`, all it shows, the key the still picture keeps it by; the dragged card
follows the pointer, drawn every frame over it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.games.gostop.actions import Chongtong, Play
from game.games.gostop.table_faces import blit_face
from game.games.gostop.table_layout import HAND_W, card_height, hand_rects
from game.games.gostop.table_style import CURSOR, MATCH
from game.ui.layout import View

if TYPE_CHECKING:
    from game.games.gostop.table import GsTableScene

LIFT = 10  # how far a card pointed at (or shown) rises


@dataclass(frozen=True)
class HandShown:
    """The hand at rest: where, its cards in order, each card's ring and rise (None: the
    card being dragged, drawn under the pointer instead), the month numbers."""

    area: tuple[int, int, int, int]  # level units
    cards: tuple[str, ...]
    looks: tuple[tuple[tuple | None, int] | None, ...]
    month_numbers: bool


def dragging(sc: GsTableScene) -> str | None:
    return sc.press.piece if sc.press and sc.press.drag else None


def hand_shown(sc: GsTableScene, obs: dict, legal: list) -> HandShown | None:
    """What the hand shows now; None while the viewer is a computer (no hand shown)."""
    if not sc.ctl.session.is_human(sc.ctl.viewer):
        return None
    mine = bool(legal) and any(isinstance(a, Play) for a in legal)
    matching = sc.ctl.matching() if mine else set()
    hovered = sc.hand_card_at(sc.hover) if sc.hover else None
    cursor = sc.cursor_code()
    dragged = dragging(sc)
    # A chongtong's four cards stand out while the person decides whether to win.
    showing = set(obs["shown"][sc.ctl.viewer]) if any(
        isinstance(a, Chongtong) for a in legal) else set()
    looks = []
    for code in sc.shown.hand:
        if code == dragged:
            looks.append(None)
            continue
        ring = MATCH if code in matching or code in showing else None
        if code == cursor or code == sc.menu_for:
            ring = CURSOR
        lift = LIFT if (mine and code in (hovered, cursor, sc.menu_for)) \
            or code in showing else 0
        looks.append((ring, lift))
    return HandShown(tuple(sc.a["hand"]), tuple(sc.shown.hand), tuple(looks),
                     sc.ctl.month_numbers)


def paint_hand(surf: pygame.Surface, v: View, h: HandShown | None) -> None:
    if h is None:
        return
    rects = hand_rects(pygame.Rect(h.area), len(h.cards))
    for code, r, look in zip(h.cards, rects, h.looks, strict=True):
        if look is not None:
            blit_face(surf, v, code, r, h.month_numbers, *look)


def draw_dragged(sc: GsTableScene, surf: pygame.Surface) -> None:
    """The card being dragged, centred under the pointer."""
    code = dragging(sc)
    if code is None or sc.hover is None or not sc.ctl.session.is_human(sc.ctl.viewer):
        return
    w, h = HAND_W, card_height(HAND_W)
    sc.blit_card(surf, code, pygame.Rect(round(sc.hover[0] - w / 2),
                                         round(sc.hover[1] - h / 2), w, h))
