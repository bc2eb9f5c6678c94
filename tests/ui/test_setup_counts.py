"""The set-up page of a game of many seats, driven by real posted events: People and
Computers rows instead of a row per seat (`GameDef.seat_counts`), options whose default
follows the player count (`Option.by_players`) and a line the game works out from the
page's choices (`GameDef.setup_hint`). The game is a throwaway copy of a real one, so
the shared page is tested without any game that uses these."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.core.gamedef import SEAT_LEVELS, Option
from game.games import catalogue
from game.ui import i18n
from game.ui.app import Scene
from game.ui.scenes import setup as setup_page
from game.ui.scenes.setup import CONTROL_H, CONTROL_X, RIGHT, SetupScene
from game.ui.widgets import fit_text_size
from tests.ui.conftest import click, drive
from tests.ui.test_browser import cell_point, click_at, has_widget, widget

STRINGS = {
    "tsc_roles": {"en": "Roles", "zh": "角色"},
    "tsc_rules": {"en": "Rules", "zh": "规则"},
    "tsc_hunter": {"en": "Hunter", "zh": "猎人"},
    "tsc_sheriff": {"en": "Sheriff", "zh": "警长"},
    "tsc_wolves": {"en": "Wolves", "zh": "狼人"},
    "tsc_wolves_2": {"en": "2 wolves", "zh": "2狼"},
    "tsc_wolves_3": {"en": "3 wolves", "zh": "3狼"},
    "tsc_wolves_4": {"en": "4 wolves", "zh": "4狼"},
    "tsc_night": {"en": "Night", "zh": "夜晚"},
    "tsc_night_short": {"en": "Short", "zh": "短"},
    "tsc_night_long": {"en": "Long", "zh": "长"},
    "tsc_seer": {"en": "Seer", "zh": "预言家"},
    "tsc_witch": {"en": "Witch", "zh": "女巫"},
    "tsc_guard": {"en": "Guard", "zh": "守卫"},
    "tsc_idiot": {"en": "Village idiot", "zh": "白痴"},
    "tsc_cupid": {"en": "Cupid", "zh": "丘比特"},
    "tsc_reveal": {"en": "Reveal the dead", "zh": "公开死者身份"},
}


def wolves_for(players: int) -> str:
    return "2" if players < 9 else "3" if players < 13 else "4"


OPTIONS = (
    Option("wolves", "tsc_roles", "tsc_wolves", values=("2", "3", "4"),
           by_players=wolves_for),
    Option("hunter", "tsc_roles", "tsc_hunter", by_players=lambda n: n >= 9),
    Option("sheriff", "tsc_rules", "tsc_sheriff"),
    Option("night", "tsc_rules", "tsc_night", values=("short", "long")),
)


# A page as full as a social deduction game's: a row of roles that wraps, more rules.
MORE_OPTIONS = (
    *(Option(role, "tsc_roles", f"tsc_{role}", by_players=lambda n, lo=lo: n >= lo)
      for role, lo in (("seer", 5), ("witch", 6), ("guard", 12), ("idiot", 12),
                       ("cupid", 15))),
    Option("reveal", "tsc_rules", "tsc_reveal"),
)


def hint(options, players: int) -> str:
    hunter = " and a hunter" if options["hunter"] else ""
    return f"{players} players: {options['wolves']} wolves{hunter}, " \
           f"{'a sheriff' if options['sheriff'] else 'no sheriff'}"


@pytest.fixture
def started():
    return []


@pytest.fixture
def game(app, started, monkeypatch):
    for k, v in STRINGS.items():
        monkeypatch.setitem(i18n.STRINGS, k, v)
    real = catalogue.load()["doudizhu"]

    def start(app_, seats, options, code, threads=True):
        started.append((seats, options, code))
        app_.push(Scene(app_))  # where the table would be

    seats = tuple(range(5, 19))
    return dataclasses.replace(
        real, seats=seats, levels={n: real.level_for(3) for n in seats}, default_seats=None,
        seat_counts=True, options=OPTIONS, setup_hint=hint, setup_note="", deal_code=True,
        seat_marker=None, seat_name="player_n", start=start)


def open_page(app, game) -> SetupScene:
    page = SetupScene(app, game)
    app.push(page)
    drive(app, 2)
    return page


def choose(app, page, key: str, value: str) -> None:
    click(app, cell_point(app, widget(page, key), value))
    drive(app, 2)


def test_default_options_follow_the_player_count(game):
    assert game.default_options() == {"wolves": "2", "hunter": False, "sheriff": False,
                                      "night": "short"}
    assert game.default_options(12) == {"wolves": "3", "hunter": True, "sheriff": False,
                                        "night": "short"}
    # Still a frozen, hashable value; the callable plays no part in equality.
    assert hash(OPTIONS[0]) == hash(dataclasses.replace(OPTIONS[0], by_players=None))
    with pytest.raises(dataclasses.FrozenInstanceError):
        OPTIONS[0].by_players = None


@pytest.mark.parametrize("full", [False, True], ids=["options", "more_options"])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_eighteen_seats_fit_the_window(app, game, lang, full):
    if full:
        game = dataclasses.replace(game, options=OPTIONS + MORE_OPTIONS)
    app.set_language(lang)
    page = open_page(app, game)
    assert page.players == 18 and page.options == game.default_options(18)
    choose(app, page, "people", "3")  # the Computers row shows too
    assert has_widget(page, "people") and has_widget(page, "computers")
    assert not any(getattr(w, "key", "").startswith(("kind", "level")) for w in page.widgets)
    window = pygame.Rect(0, 0, 1280, 720)
    assert window.contains(page.panel_rect), page.panel_rect
    inner = page.panel_rect.inflate(-40, -40)
    rects = [w.rect for w in page.widgets]
    for i, r in enumerate(rects):
        assert inner.contains(r), page.widgets[i].key
        assert not any(r.colliderect(o) for o in rects[i + 1:]), page.widgets[i].key
    # The note band lies above the buttons and below the last row of controls.
    assert page.note_y + 30 < widget(page, "start").rect.y
    # Eighteen people cells and fourteen player counts stay readable: wide enough,
    # each label at most a little shrunk.
    for key in ("people", "players"):
        choice = widget(page, key)
        for value, cell in choice._cells():
            assert cell.w >= 28, (key, cell)
            full = CONTROL_H * 0.42
            assert fit_text_size(value, full, cell.w - 10, app.view, bold=True) > full * 0.8


def test_the_page_size_stays_put_as_the_counts_change(app, game):
    page = open_page(app, game)
    panel, start = pygame.Rect(page.panel_rect), pygame.Rect(widget(page, "start").rect)
    code_y = widget(page, "deal_code").rect.y
    for n in (5, 9, 13, 18):
        page.set_players(n)
        for k in (1, n):
            page._set_people(k)
            assert page.panel_rect == panel and widget(page, "start").rect == start
            assert widget(page, "deal_code").rect.y == code_y
            assert has_widget(page, "computers") == (k < n)


def test_three_people_and_hard_computers_reach_the_game(app, game, started):
    page = open_page(app, game)
    assert not has_widget(page, "computers") or page.people < page.players
    choose(app, page, "people", "3")
    assert page.people == 3
    choose(app, page, "computers", "hard")
    assert page.computer_level == "hard"
    click_at(app, widget(page, "start").rect.center)
    assert len(started) == 1
    seats, options, code = started[0]
    assert len(seats) == 18
    assert seats[:3] == [{"kind": "human", "level": "normal"}] * 3
    assert seats[3:] == [{"kind": "computer", "level": "hard"}] * 15
    assert options == game.default_options(18) and code is None


def test_fewer_players_keep_the_people_count_in_range(app, game, started):
    page = open_page(app, game)
    choose(app, page, "people", "12")
    choose(app, page, "players", "7")
    assert page.players == 7 and page.people == 7
    assert not has_widget(page, "computers")  # everyone is a person
    assert widget(page, "people").value == "7"
    choose(app, page, "people", "2")
    click_at(app, widget(page, "start").rect.center)
    seats = started[0][0]
    assert [s["kind"] for s in seats] == ["human"] * 2 + ["computer"] * 5
    assert {s["level"] for s in seats[2:]} == {"normal"}
    assert set(SEAT_LEVELS) >= {s["level"] for s in seats}


def test_a_new_player_count_resets_only_the_options_that_follow_it(app, game, started):
    page = open_page(app, game)
    assert page.options["wolves"] == "4" and page.options["hunter"] is True
    choose(app, page, "opt_wolves", "2")
    click_at(app, widget(page, "opt_hunter").rect.center)
    click_at(app, widget(page, "opt_sheriff").rect.center)
    choose(app, page, "opt_night", "long")
    assert page.options == {"wolves": "2", "hunter": False, "sheriff": True, "night": "long"}
    choose(app, page, "players", "10")
    # The count's own defaults come back; the player's other choices stay.
    assert page.options == {"wolves": "3", "hunter": True, "sheriff": True, "night": "long"}
    assert widget(page, "opt_wolves").value == "3" and widget(page, "opt_hunter").on
    choose(app, page, "players", "6")
    assert page.options == {"wolves": "2", "hunter": False, "sheriff": True, "night": "long"}
    click_at(app, widget(page, "start").rect.center)
    assert started[0][1] == page.options


def test_the_hint_is_drawn_and_follows_the_options(app, game, monkeypatch):
    drawn: list[tuple[str, pygame.Rect]] = []
    real_draw_text = setup_page.draw_text

    def spy(surf, view, text, *args, **kwargs):
        r = real_draw_text(surf, view, text, *args, **kwargs)
        drawn.append((text, r))
        return r

    monkeypatch.setattr(setup_page, "draw_text", spy)
    page = open_page(app, game)
    app.draw()
    first = "18 players: 4 wolves and a hunter, no sheriff"
    assert first in [text for text, _ in drawn] and page.note == first
    drawn.clear()
    click_at(app, widget(page, "opt_sheriff").rect.center)
    app.draw()
    texts = [text for text, _ in drawn]
    assert "18 players: 4 wolves and a hunter, a sheriff" in texts and first not in texts
    drawn.clear()
    choose(app, page, "players", "8")
    app.draw()
    assert "8 players: 2 wolves, a sheriff" in [text for text, _ in drawn]


@pytest.mark.parametrize("words", [12, 24, 120])
def test_a_long_hint_stays_inside_its_band(app, game, monkeypatch, words):
    """A long line shrinks, then wraps onto two lines, never past the controls' edge."""
    long_hint = " ".join(["werewolves"] * words)
    game = dataclasses.replace(game, setup_hint=lambda options, players: long_hint)
    drawn: list[tuple[str, pygame.Rect]] = []
    real_draw_text = setup_page.draw_text

    def spy(surf, view, text, *args, **kwargs):
        r = real_draw_text(surf, view, text, *args, **kwargs)
        drawn.append((text, r))
        return r

    monkeypatch.setattr(setup_page, "draw_text", spy)
    page = open_page(app, game)
    drawn.clear()
    app.draw()
    lines = [(text, r) for text, r in drawn if text and text.rstrip("…") in long_hint]
    said = " ".join(text for text, _ in lines)
    if words == 12:  # shrunk onto one line or wrapped onto two: every word is there
        assert said == long_hint and len(lines) <= 2
    elif words == 24:  # three small lines
        assert said == long_hint and len(lines) == 3
    else:  # too long for the band even small: cut with an ellipsis
        assert said.endswith("…") and long_hint.startswith(said[:-1]) and len(lines) <= 3
    v = app.view
    band = pygame.Rect(v.pt(CONTROL_X, page.note_y - 8),
                       (v.len(RIGHT - CONTROL_X) + 1, v.len(46)))
    for _, r in lines:
        assert band.contains(r), (r, band)
    start = widget(page, "start").rect
    assert all(r.bottom < v.pt(0, start.y)[1] for _, r in lines)


@pytest.mark.parametrize("counts", [True, False], ids=["many_seats", "seat_rows"])
def test_a_game_no_computer_sits_at_asks_only_the_player_count(app, game, started, counts):
    """`computers=False` (a party the app hosts, a solitaire): no People, Computers or
    seat rows; every seat chosen is a person, named when the page knows the names."""
    game = dataclasses.replace(game, computers=False, seat_counts=counts)
    app.settings.player_names = ["Ann", "Bo"]
    page = open_page(app, game)
    choose(app, page, "players", "7")
    assert not any(getattr(w, "key", "").startswith(("kind", "level", "people", "computers"))
                   for w in page.widgets), [w.key for w in page.widgets]
    assert page.seat_ys == []
    click_at(app, widget(page, "start").rect.center)
    drive(app, 2)
    seats, options, _ = started[-1]
    assert [s["kind"] for s in seats] == ["human"] * 7
    assert [s.get("name") for s in seats[:3]] == ["Ann", "Bo", None]
