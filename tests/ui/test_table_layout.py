"""Where things sit on every card table: the open play history covers no seat, pile or
card of the hand, and the button strip ends above a raised card of the hand."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.ui.table import TableScene
from game.ui.table.zones import RAISE, STRIP_INSET
from tests.ui.test_table_seats import FakeController

TABLES = sorted(p.stem for p in Path("levels").glob("*.tmx")
                if p.stem != "menu" and not p.stem.startswith("alacarte"))


def test_every_card_table_is_checked():
    assert {"doudizhu", "doudizhu_4p", "guandan", "baohuang"} <= set(TABLES)


def raised_hand(sc: TableScene) -> pygame.Rect:
    """The viewer's hand cards with a selected one raised (level units)."""
    a = sc.anchors["hand_0"]
    h = sc.card_w * 1.41
    return pygame.Rect(a.x, a.y + a.h / 2 - h / 2 - RAISE, a.w, h + RAISE)


def seat_rects(sc: TableScene) -> dict[str, pygame.Rect]:
    """Every seat's panel, every other seat's face-down stack and every play pile."""
    return {name: pygame.Rect(a.rect) for name, a in sc.anchors.items()
            if name.startswith(("info_", "played_"))
            or (name.startswith("hand_") and name != "hand_0")}


@pytest.mark.parametrize("level", TABLES)
def test_the_open_play_history_covers_no_seat_no_pile_and_no_hand(app, level):
    sc = TableScene(app, FakeController(), level)
    sc.history.entries = []
    before = seat_rects(sc)
    sc.history.toggle()
    assert sc.history.open
    panel = sc.history.rect()
    assert panel.w >= 240 and panel.h >= 280, panel  # room for a dozen lines
    assert pygame.Rect(0, 0, *sc.level.size).contains(panel)
    after = seat_rects(sc)
    for name, r in after.items():
        assert not panel.colliderect(r), (level, name, r, panel)
    assert not panel.colliderect(raised_hand(sc)), level
    for name in ("buttons", "message", "menu", "status", "tracker", "board", "kitty"):
        if name in sc.anchors:
            assert not panel.colliderect(sc.anchors[name].rect), (level, name)
    assert not panel.colliderect(sc.history.button.rect), level
    # Making room made no new overlap: a pile still clear of every seat panel and
    # stack it was clear of, and wide enough for three cards side by side.
    for name, r in after.items():
        if name.startswith("played_"):
            assert r.w >= 3 * sc.played_w, (level, name, r)
            for other, o in after.items():
                if other != name and not before[name].colliderect(before[other]):
                    assert not r.colliderect(o), (level, name, other)
    # Closed, the table is the level's own again.
    sc.history.toggle()
    assert seat_rects(sc) == before


@pytest.mark.parametrize("level", TABLES)
def test_the_button_strip_ends_above_a_raised_card(app, level):
    sc = TableScene(app, FakeController(), level)
    b = sc.anchors["buttons"]
    strip = pygame.Rect(b.x, b.y, b.w, b.h - STRIP_INSET)
    assert strip.bottom <= raised_hand(sc).top, (level, strip, raised_hand(sc))
    # The message line stays above the strip.
    assert sc.anchors["message"].rect.bottom <= strip.top
