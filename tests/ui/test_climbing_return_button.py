"""Guan Dan's return of a tribute, by posted clicks and keys: the button says what it
does ("Return this card" / "还这张牌"), stays disabled until one card that may go back
is picked, and nothing about it speaks of cards to play (issue 29)."""

from __future__ import annotations

import json

import pygame

from game.games.guandan import rules
from game.games.guandan.model import FACES
from game.games.guandan.shots import tribute_table
from game.ui import i18n
from tests.ui.conftest import click, drive, key
from tests.ui.helpers import card_point
from tests.ui.test_guandan_table import until_my_turn


def return_button(app):
    return next(b for b in app.top.buttons if b.key == "return")


def at_the_return(app):
    app.settings.anim_speed = "instant"
    ctl = tribute_table(app)
    until_my_turn(app, ctl, "return")
    return ctl


def low_and_high(ctl) -> tuple[str, str]:
    """A card that may go back (10 or lower, not wild) and one that may not."""
    hand, level = ctl.obs()["hand"], ctl.state.level
    plain = [c for c in hand if c[1] != "J"
             and not rules.is_wild(FACES[ctl.state.pack.from_codes([c])[0]], level)]
    low = next(c for c in plain if c[0] in "3456789T")
    high = next(c for c in plain if c[0] in "JQKA")
    return low, high


def press_return(app) -> None:
    pos = app.view.pt(*return_button(app).rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    click(app, pos)
    drive(app, 3)


def test_the_button_says_what_it_does_and_waits_for_a_card_that_may_go_back(app):
    ctl = at_the_return(app)
    button = return_button(app)
    assert button.label == "Return this card"
    assert not button.enabled  # nothing picked yet
    before = json.dumps(ctl.state.snapshot())
    press_return(app)  # a click on it does nothing
    assert json.dumps(ctl.state.snapshot()) == before

    low, high = low_and_high(ctl)
    click(app, card_point(app, high))
    drive(app, 2)
    assert app.top.selected_codes() == [high] and not return_button(app).enabled
    click(app, card_point(app, low))  # two cards: still not one to give back
    drive(app, 2)
    assert not return_button(app).enabled
    click(app, card_point(app, high))  # the high card down again: one low card
    drive(app, 2)
    assert app.top.selected_codes() == [low] and return_button(app).enabled
    press_return(app)
    drive(app, 5)
    record = next(r for r in ctl.state.tributes if r["to"] == 0)
    assert ctl.state.pack.code(record["returned"]) == low


def test_the_button_speaks_chinese_too(app):
    at_the_return(app)
    i18n.set_language("zh")
    app.top.on_language()
    assert return_button(app).label == "还这张牌"


def test_enter_with_nothing_picked_asks_for_a_card_to_give_back(app):
    ctl = at_the_return(app)
    before = json.dumps(ctl.state.snapshot())
    key(app, pygame.K_RETURN)
    drive(app, 2)
    assert json.dumps(ctl.state.snapshot()) == before
    message = app.top.effects.message
    assert message == "Choose one card to give back." and "play" not in message


def test_the_other_copy_of_a_listed_card_may_go_back_too(app):
    """The legal list names one copy per face; its twin from the other pack is the
    same card to give back, so the button takes it as well."""
    ctl = at_the_return(app)
    listed = {c for a in ctl.legal_actions(0) for c in ctl.state.pack.codes([a.card])}
    hand = ctl.obs()["hand"]
    twin = next((c for c in hand if c not in listed and c.split("~")[0] in
                 {x.split("~")[0] for x in listed}), None)
    assert twin is not None, "the rigged deal holds a twin of a low card"
    click(app, card_point(app, twin))
    drive(app, 2)
    assert app.top.selected_codes() == [twin] and return_button(app).enabled
    [zone] = ctl.drop_zones()
    assert zone.accepts([twin])


def drag_over_table(app, code: str, monkeypatch) -> list[str]:
    """Press a hand card and drag it over the table; the words the scene draws then."""
    from game.ui.table import gestures

    drawn: list[str] = []
    real = gestures.draw_text
    monkeypatch.setattr(gestures, "draw_text",
                        lambda surf, v, text, *a, **k: (drawn.append(text),
                                                        real(surf, v, text, *a, **k)))
    start = card_point(app, code)
    table = app.view.pt(*app.top.anchors["table"].center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    drive(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=table, rel=(0, 0),
                                         buttons=(1, 0, 0)))
    drive(app, 2)
    return drawn


def test_dragging_a_card_says_give_back_not_play(app, monkeypatch):
    ctl = at_the_return(app)
    low, high = low_and_high(ctl)
    drawn = drag_over_table(app, high, monkeypatch)
    assert "Give back one card of 10 or lower" in drawn and "Not a legal play" not in drawn
    table = app.view.pt(*app.top.anchors["table"].center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=table, button=1))
    drive(app, 5)
    assert ctl.state.phase == "return"  # refused: it went back to the hand
    if high in app.top.selected_codes():  # still picked: put it down first
        click(app, card_point(app, high))
        drive(app, 3)
    drawn = drag_over_table(app, low, monkeypatch)
    assert "Drop here to give it back" in drawn and "Drop here to play" not in drawn
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=table, button=1))
    drive(app, 5)
    record = next(r for r in ctl.state.tributes if r["to"] == 0)
    assert ctl.state.pack.code(record["returned"]) == low
