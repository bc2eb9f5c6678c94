"""The Go-Stop table's kept still picture (the kit's `StillPicture`): each part is painted again
exactly when what it shows changes, so a frame drawn on the kept picture is the frame
painted afresh, through a whole hand of flights and landings, a pointer moving over the
hand, a language switch, the month numbers turned off and a resize; and a capture
landing repaints its strip and its seat's panel. No card face is made once the table
has opened."""

from __future__ import annotations

import pygame

from game.games.gostop import art
from game.games.gostop.controller import GsController
from game.games.gostop.model import GostopState
from game.games.gostop.table import GsTableScene
from game.ui import i18n
from game.ui.kit.still import StillPicture
from tests.gostop.helpers import rigged
from tests.gostop.table_driver import click_hand_card, drive, hand_card_point


def open_table(app, state, human: bool = True) -> GsController:
    seats = [{"kind": "human" if s == 0 and human else "computer", "level": "easy"}
             for s in range(state.players)]
    ctl = GsController(app, seats, state.variant, state, threads=False)
    app.push(GsTableScene(app, ctl))
    return ctl


def frame(sc) -> bytes:
    surf = pygame.Surface(sc.app.screen.get_size())
    sc.draw(surf)
    return pygame.image.tobytes(surf, "RGB")


def afresh(sc) -> bytes:
    """The frame with every part painted anew (the kept picture put back after)."""
    kept, sc.layer = sc.layer, StillPicture()
    try:
        return frame(sc)
    finally:
        sc.layer = kept


def area(sc, place: str) -> bytes:
    """The pixels of a place of the kept picture, as the last frame drew them."""
    _, rect = sc.layer.made[place]
    return pygame.image.tobytes(sc.layer.surface.subsurface(rect), "RGB")


def test_the_kept_picture_is_the_one_painted_afresh_all_through_a_hand(app):
    """Three computers play a whole hand: cards dealt, flown, captured, junk paid. Every
    few frames the frame drawn on the kept picture is the one painted from nothing; and
    no card face or back is made after the table has opened (all made as it opened)."""
    ctl = open_table(app, GostopState.new(7, "3p"), human=False)
    sc = app.top
    made = art.face.cache_info().misses, art.back.cache_info().misses
    checked = 0
    for i in range(2400):
        drive(app, 1)
        if app.top is not sc:  # the results sheet is up
            break
        assert (art.face.cache_info().misses, art.back.cache_info().misses) == made, i
        if i % 5 == 0:
            assert frame(sc) == afresh(sc), f"a stale part at frame {i}"
            checked += 1
        if ctl.state.is_terminal() and not sc.busy:
            break
    assert ctl.state.is_terminal() and checked > 40
    assert frame(sc) == afresh(sc)


def test_hover_language_month_numbers_and_resize_repaint_what_they_change(app):
    state = rigged({0: "01a 05c 07a 09a", 1: "02c 03c 04c 06c"}, table="01c 07c 09d",
                   stock="11c 12c", captures={0: "02a 04a", 1: "08a 08b"})
    ctl = open_table(app, state)
    sc = app.top
    drive(app, 30, until=ctl.my_decision)
    assert ctl.my_decision()
    still = frame(sc)
    near = sc.layer.made["near"][0]
    point = app.view.pt(*hand_card_point(sc, "07a"))  # a card with a match: it rises
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    drive(app, 2)
    hovered = frame(sc)
    assert hovered != still and hovered == afresh(sc)
    assert sc.layer.made["near"][0] != near  # the hand: the card pointed at raised
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.view.pt(5, 5),
                                         rel=(0, 0), buttons=(0, 0, 0)))
    drive(app, 2)
    assert frame(sc) == still == afresh(sc)  # pointer gone: the picture as it was
    i18n.set_language("zh")
    try:
        words = frame(sc)
        assert words != still and words == afresh(sc)
    finally:
        i18n.set_language("en")
    assert frame(sc) == still
    sc.toggle_numbers()  # the month numbers off: every face repainted without them
    bare = frame(sc)
    assert bare != still and bare == afresh(sc)
    sc.toggle_numbers()
    app.resize((1920, 1080))
    big = frame(sc)
    assert len(big) == 1920 * 1080 * 3 and big == afresh(sc)


def test_a_capture_landing_repaints_its_strip_and_its_panel(app):
    """The person takes 05d with 05c (two junk): once the cards land, the strip's key
    holds them, its pixels change, and the panel's tally (scored from the captures
    shown) with it; the opponent's strip shows the same as before (no set's card moved)
    and is not painted again."""
    state = rigged({0: "05c 07a 09a", 1: "02c 03c 04c"}, table="05d 09d",
                   stock="11c 12c 10d")
    ctl = open_table(app, state)
    sc = app.top
    drive(app, 30, until=ctl.my_decision)
    frame(sc)
    strip, panel = sc.layer.made["near"][0][0], sc.layer.made["seat_0"][0]
    strip_px, panel_px = area(sc, "near"), area(sc, "seat_0")
    theirs, painted = sc.layer.made["captures_1"], sc.layer.remade
    assert strip.cards == () and panel.captures == ()
    click_hand_card(app, "05c")
    drive(app, 600, until=lambda: "05d" in sc.shown.captures[0] and not sc.busy)
    frame(sc)
    landed, tallied = sc.layer.made["near"][0][0], sc.layer.made["seat_0"][0]
    assert {"05c", "05d"} <= set(landed.cards) and landed != strip
    assert {"05c", "05d"} <= set(tallied.captures) and tallied != panel
    assert area(sc, "near") != strip_px and area(sc, "seat_0") != panel_px
    assert sc.shown.captures[1] == [] and sc.layer.made["captures_1"] == theirs
    assert sc.layer.remade > painted
