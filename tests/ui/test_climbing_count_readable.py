"""Bao Huang's card counts stay readable (issue 29): the cards a seat plays set off from
its stack without passing over the count on it, and no card lying on the table covers
a count, while the human takes every decision by posted keys."""

from __future__ import annotations

import pygame

from game.core.dealcode import encode
from game.games.baohuang.controller import start_game
from game.games.baohuang.model import BhState
from game.ui.table.zones import card_rect
from tests.ui.conftest import draw_sparsely, drive, key

SEATS = [{"kind": "human", "level": "normal"}] + [
    {"kind": "computer", "level": "easy"} for _ in range(4)]


def count_plates(sc) -> dict[int, pygame.Rect]:
    """The count on each other seat's stack, where it shows one (SeatPanels._draw_backs)."""
    plates = {}
    for pos in range(1, sc.seats):
        shown = sc.shown_counts[pos]
        if (sc.infos[pos].count if shown is None else shown) <= 0:
            continue
        cx, cy = sc.anchor_center(f"hand_{pos}")
        plates[pos] = pygame.Rect(round(cx - 26), round(cy + 8), 52, 36)
    return plates


def covering(sc) -> list[tuple[int, str]]:
    """(seat position, card) of every played card lying or flying over a count."""
    plates = count_plates(sc)
    return [(pos, code) for code, s in sc.sprites.items() if s.zone.startswith("played_")
            for pos, plate in plates.items() if card_rect(s).colliderect(plate)]


def decide_by_keys(app, ctl) -> None:
    """The human's turn by keys: 1 for the first call; in play H, then Enter or P."""
    if ctl.state.phase != "play":
        key(app, pygame.K_1)
    else:
        key(app, pygame.K_h)
        drive(app, 2)
        key(app, pygame.K_RETURN if app.top.selected_codes() else pygame.K_p)
    drive(app, 2)


def test_played_cards_never_cover_a_seats_card_count(app):
    app.settings.anim_speed = "normal"  # flights at the pace a player watches them
    seed = next(s for s in range(1, 5000) if BhState.new(s, "ls").holder == 2)
    ctl = start_game(app, SEATS, encode(seed, 0), threads=False)
    draw_sparsely(app)
    sc = app.top
    plays_seen = 0
    for _ in range(40000):
        drive(app, 1)
        assert not covering(sc), f"a played card covers a count: {covering(sc)}"
        plays_seen = sum(1 for _s, cards in ctl.state.history if cards)
        if plays_seen >= 25 or ctl.state.is_terminal():
            break
        if ctl.my_turn() and ctl.turn_shown and sc.buttons:
            decide_by_keys(app, ctl)
    assert plays_seen >= 25, "the hand should have gone on long enough to watch"
