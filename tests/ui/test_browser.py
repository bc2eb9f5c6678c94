"""The game browser and the set-up page, driven by real posted events: keys, hover,
clicks; what they open and what the started game's state says."""

from __future__ import annotations

import dataclasses
from functools import partial

import pygame
import pytest

from game.games import catalogue
from game.ui import i18n
from game.ui.saves import save_path
from game.ui.scenes.browser import GRID_TOP, BrowserScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene
from tests.ui.conftest import ALL_COMPUTER, click, drive, key


def quiet(app) -> None:
    """The catalogue's games with the computer players thinking on the test's thread."""
    app.games = {k: dataclasses.replace(g, start=partial(g.start, threads=False),
                                        resume=partial(g.resume, threads=False))
                 for k, g in app.games.items()}


def widget(scene, name: str):
    return next(w for w in scene.widgets if getattr(w, "key", "") == name)


def has_widget(scene, name: str) -> bool:
    return any(getattr(w, "key", "") == name for w in scene.widgets)


def cell_point(app, choice, value: str):
    return app.view.pt(*dict(choice._cells())[value].center)


def press(app, k: int, frames: int = 2) -> None:
    key(app, k)
    drive(app, frames)


def click_at(app, level_pos, frames: int = 2) -> None:
    click(app, app.view.pt(*level_pos))
    drive(app, frames)


def hover(app, level_pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.view.pt(*level_pos),
                                         rel=(0, 0), buttons=(0, 0, 0)))
    drive(app, 1)


def open_browser(app) -> BrowserScene:
    """From the title, the way a player gets there: New game."""
    assert isinstance(app.top, TitleScene)
    click_at(app, widget(app.top, "new").rect.center)
    assert isinstance(app.top, BrowserScene)
    return app.top


def open_setup(app, game_key: str) -> SetupScene:
    browser = open_browser(app)
    i = [g.key for g in browser.games].index(game_key)
    click_at(app, browser.tile_rect(i).center)
    assert isinstance(app.top, SetupScene) and app.top.game.key == game_key
    return app.top


def started(app):
    """The controller of the table (or kitchen) the set-up page opened."""
    top = app.top
    return getattr(top, "controller", None) or top.ctl


def make_save(app, game_key: str) -> dict:
    """Play into a game with computer seats, leave it (it autosaves), back to the title."""
    game = app.games[game_key]
    seats = [dict(ALL_COMPUTER[0]) for _ in range(game.seats[-1])]
    ctl = game.start(app, seats, game.default_options(), 4242)
    drive(app, 30)
    app.pop()
    drive(app, 1)
    assert isinstance(app.top, TitleScene)
    assert save_path(game_key).exists()
    return ctl.state.to_json()


# -- the browser ----------------------------------------------------------------------
def test_the_browser_lists_every_catalogue_game_in_order(app):
    browser = open_browser(app)
    assert [g.key for g in browser.games] == list(catalogue.load())
    drive(app, 2)  # draws every tile and emblem
    back = widget(browser, "back").rect
    rects = [browser.tile_rect(i) for i in range(len(browser.games))]
    for i, r in enumerate(rects):
        assert pygame.Rect(0, GRID_TOP, 1280, 720 - GRID_TOP).contains(r)
        assert not r.colliderect(back)
        assert not any(r.colliderect(o) for o in rects[i + 1:])


def test_sixteen_tiles_fit_four_by_four_clear_of_title_and_back(app):
    browser = open_browser(app)
    browser.games = (browser.games * 4)[:16]  # geometry only: the real games, repeated
    browser.build()
    rects = [browser.tile_rect(i) for i in range(16)]
    assert len({r.y for r in rects}) == 4 and len({r.x for r in rects}) == 4
    back = widget(browser, "back").rect
    for i, r in enumerate(rects):
        assert r.top >= GRID_TOP and r.bottom + 4 < back.top  # + its drop shadow
        assert r.left >= 0 and r.right <= 1280
        assert not any(r.colliderect(o) for o in rects[i + 1:])
    drive(app, 1)


def test_a_name_cut_short_on_its_tile_is_read_whole_under_the_focused_tile(app, monkeypatch):
    """Long names shrink, then end in an ellipsis; the focused tile then shows its
    names whole in a tooltip (and a tile whose names fit shows none)."""
    import game.ui.scenes.browser as browser_module

    browser = open_browser(app)
    long = dataclasses.replace(browser.games[0], key="long",
                               name_en="Legends of the Three Kingdoms: the Card Game")
    browser.games = [browser.games[0], long]
    browser.build()
    shown = []
    monkeypatch.setattr(browser_module, "draw_tooltip",
                        lambda surf, view, text, target, bounds: shown.append((text, target)))
    surf = pygame.Surface(app.screen.get_size())
    browser.focus = 0
    browser.draw(surf)
    assert shown == []
    browser.focus = 1
    browser.draw(surf)
    [(text, target)] = shown
    assert long.name_en in text and long.name_zh in text and target == browser.tile_rect(1)


def test_arrow_keys_and_enter_open_the_focused_games_set_up_page(app):
    browser = open_browser(app)
    keys = [g.key for g in browser.games]
    assert browser.focus == 0
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    assert browser.focus == 2
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, SetupScene) and app.top.game.key == keys[2]
    press(app, pygame.K_ESCAPE)
    assert app.top is browser
    press(app, pygame.K_LEFT)
    press(app, pygame.K_SPACE)
    assert isinstance(app.top, SetupScene) and app.top.game.key == keys[1]
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_LEFT)
    press(app, pygame.K_LEFT)  # stops at the first tile
    assert browser.focus == 0
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_hover_focuses_a_tile_and_a_click_opens_it(app):
    browser = open_browser(app)
    last = len(browser.games) - 1
    hover(app, browser.tile_rect(last).center)
    assert browser.focus == last
    click_at(app, browser.tile_rect(last).center)
    assert isinstance(app.top, SetupScene) and app.top.game is browser.games[last]
    click_at(app, widget(app.top, "back").rect.center)
    assert app.top is browser


def test_a_press_that_ends_on_another_tile_opens_nothing(app):
    browser = open_browser(app)
    a, b = browser.tile_rect(0).center, browser.tile_rect(1).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.view.pt(*a), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=app.view.pt(*b), button=1))
    drive(app, 2)
    assert app.top is browser


@pytest.mark.parametrize("how", ["key", "click"])
def test_a_game_with_an_autosave_shows_resume_and_resumes_to_its_table(app, how):
    quiet(app)
    saved = make_save(app, "doudizhu")
    browser = open_browser(app)
    assert has_widget(browser, "resume_doudizhu")
    assert not any(has_widget(browser, f"resume_{k}") for k in app.games if k != "doudizhu")
    # R on a game without a save does nothing.
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_r)
    assert app.top is browser
    press(app, pygame.K_LEFT)
    if how == "key":
        press(app, pygame.K_r)
    else:
        click_at(app, widget(browser, "resume_doudizhu").rect.center)
    ctl = started(app)
    assert ctl.state.to_json()["seed"] == saved["seed"]
    assert ctl.state.to_json()["actions"][:len(saved["actions"])] == saved["actions"]
    # The table sits straight above the title, as after a set-up.
    assert isinstance(app.scenes[0], TitleScene) and len(app.scenes) == 2


def test_the_resume_ribbon_keeps_clear_of_the_tile_text(app):
    quiet(app)
    make_save(app, "doudizhu")
    browser = open_browser(app)
    pill = widget(browser, "resume_doudizhu").rect
    emblem = browser.emblem_rect(browser.tile_rect(0))
    assert emblem.contains(pill)  # the text column starts right of the emblem


# -- the set-up page ------------------------------------------------------------------
@pytest.mark.parametrize("game_key", list(catalogue.load()))
def test_the_set_up_page_builds_its_controls_from_the_definition(app, game_key):
    page = open_setup(app, game_key)
    game = page.game
    for option in game.options:
        assert has_widget(page, f"opt_{option.key}") == option.shown_for(page.players)
    if not game.computers:  # every seat a person: nothing to ask of the seats
        assert not has_widget(page, "people") and not has_widget(page, "kind0")
        assert all(s["kind"] == "human" for s in page.chosen_seats())
    elif game.seat_counts:  # a big table: how many people, and the computers' level
        assert has_widget(page, "people") and not has_widget(page, "kind0")
    else:
        for i in range(page.players):
            assert has_widget(page, f"kind{i}")
        assert not has_widget(page, f"kind{page.players}")
    assert has_widget(page, "deal_code") == game.deal_code
    assert has_widget(page, "players") == (len(game.seats) > 1)


def test_guan_dan_return_any_toggle_reaches_the_variant(app):
    quiet(app)
    page = open_setup(app, "guandan")
    toggle = widget(page, "opt_return_any")
    assert not toggle.on
    click_at(app, toggle.rect.center)
    assert page.options["return_any"] is True and widget(page, "opt_return_any").on
    press(app, pygame.K_RETURN)
    assert started(app).state.variant == "std+return_any"


def test_bao_huang_classic_mode_reaches_the_variant(app):
    quiet(app)
    page = open_setup(app, "baohuang")
    click(app, cell_point(app, widget(page, "opt_mode"), "classic"))
    drive(app, 2)
    assert page.options["mode"] == "classic"
    click_at(app, widget(page, "start").rect.center)
    assert started(app).state.variant == "classic"


def test_a_la_carte_player_count_changes_the_seats_and_the_end_option(app):
    quiet(app)
    page = open_setup(app, "alacarte")
    assert page.players == 4 and not has_widget(page, "opt_end")
    players = widget(page, "players")
    click(app, cell_point(app, players, "2"))
    drive(app, 2)
    assert page.players == 2
    assert has_widget(page, "kind1") and not has_widget(page, "kind2")
    assert has_widget(page, "opt_end")
    click(app, cell_point(app, widget(page, "players"), "3"))
    drive(app, 2)
    assert has_widget(page, "kind2") and not has_widget(page, "kind3")
    assert not has_widget(page, "opt_end")
    click(app, cell_point(app, widget(page, "players"), "2"))
    drive(app, 2)
    click(app, cell_point(app, widget(page, "opt_end"), "5"))
    drive(app, 2)
    press(app, pygame.K_RETURN)
    state = started(app).state
    assert state.variant == "2p-end5" and state.n == 2


def test_set_up_page_enter_starts_and_escape_goes_back(app):
    quiet(app)
    page = open_setup(app, "doudizhu")
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, BrowserScene)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, SetupScene)
    press(app, pygame.K_RETURN)
    assert started(app).state.seed is not None
    assert isinstance(app.scenes[0], TitleScene) and len(app.scenes) == 2
    assert page not in app.scenes


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_set_up_controls_stay_inside_the_panel_and_apart(app, lang):
    """Every game at every player count: no control runs past the panel or onto
    another, and the rows stay clear of the buttons."""
    app.set_language(lang)
    for game in app.games.values():
        page = SetupScene(app, game)
        app.push(page)
        for n in game.seats:
            page.set_players(n)
            inner = page.panel_rect.inflate(-40, -40)
            rects = [w.rect for w in page.widgets]
            for i, r in enumerate(rects):
                assert inner.contains(r), (game.key, n, page.widgets[i].key)
                assert not any(r.colliderect(o) for o in rects[i + 1:]), (game.key, n)
            drive(app, 1)
        app.pop()
    i18n.set_language("en")


@pytest.mark.parametrize("where", ["title", "browser"])
def test_a_game_that_fails_to_resume_leaves_a_message_and_a_working_menu(app, where):
    """The save passed its checks, yet the game breaks on it (a bug): Resume must not
    take the app down, nor offer the same broken save again."""
    quiet(app)
    make_save(app, "doudizhu")

    def broken_resume(app, data, threads=True):
        app.push(TitleScene(app))  # half-built: something was pushed before the failure
        raise KeyError("phase")

    app.games["doudizhu"] = dataclasses.replace(app.games["doudizhu"], resume=broken_resume)
    app.pop()
    app.push(TitleScene(app))
    drive(app, 2)
    if where == "title":
        click_at(app, widget(app.top, "resume").rect.center)
        menu = app.top
        assert isinstance(menu, TitleScene) and len(app.scenes) == 1
    else:
        menu = open_browser(app)
        press(app, pygame.K_r)
        assert app.top is menu and len(app.scenes) == 2
    assert "Dou Di Zhu" in menu.message and "KeyError" in menu.message
    assert not save_path("doudizhu").exists()
    assert not has_widget(menu, "resume") and not has_widget(menu, "resume_doudizhu")
    drive(app, 2)  # and it still draws
