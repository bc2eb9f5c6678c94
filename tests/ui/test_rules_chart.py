"""The rules viewer's picture page (`GameDef.rules_chart`), reached as a person would:
Rules on the title (or a table's menu), turned to the game, then the chart button or
C; the chart is drawn inside the panel in place of the text, and the same button (or
C) brings the text back. A game without a chart offers no button and ignores C."""

from __future__ import annotations

import dataclasses

import pygame

from game.ui import i18n
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.rules import RulesScene
from tests.table_events import click, drive, press_key


class Spy:
    """Wraps a game's chart drawing: records each rect it is asked to fill."""

    def __init__(self, draw) -> None:
        self.draw, self.rects = draw, []

    def __call__(self, surf, view, rect) -> None:
        self.rects.append(pygame.Rect(rect))
        self.draw(surf, view, rect)


def charted_game(app) -> tuple[str, Spy]:
    """The first game with a picture page, its drawing spied on (GameDef is frozen: the
    app's catalogue gets a copy)."""
    key = next(k for k, g in app.games.items() if g.rules_chart is not None)
    spy = Spy(app.games[key].rules_chart)
    games = dict(app.games)
    games[key] = dataclasses.replace(app.games[key], rules_chart=spy)
    app.games = games
    return key, spy


def press_widget(app, key: str) -> None:
    w = next(w for w in app.top.widgets if getattr(w, "key", "") == key)
    assert w.visible, key
    click(app, w.rect.center)


def chart_pixels(app, sc: RulesScene) -> pygame.Surface:
    app.draw()
    return app.screen.subsurface(app.view.rect(sc.chart_rect())).copy()


def changed(a: pygame.Surface, b: pygame.Surface) -> float:
    """The share of pixels that differ between two same-sized pictures."""
    diff = pygame.mask.from_threshold(a, (0, 0, 0), (1, 1, 1, 255), b, 1)
    return 1 - diff.count() / (a.get_width() * a.get_height())


def test_the_chart_opens_from_the_title_by_click_and_key_and_goes_back(app):
    key, spy = charted_game(app)
    press_widget(app, "rules")
    sc = app.top
    assert isinstance(sc, RulesScene) and len(sc.games) > 1
    for _ in range(len(sc.games)):  # turn the pages with the arrow key to the game
        if sc.game.key == key:
            break
        press_key(app, pygame.K_RIGHT)
    assert sc.game.key == key and not sc.chart
    text = chart_pixels(app, sc)
    assert not spy.rects

    press_widget(app, "chart")  # the button names the chart ...
    assert sc.chart and spy.rects
    assert all(sc.panel_rect.contains(r) for r in spy.rects)
    assert spy.rects[-1].bottom <= sc.chart_button.rect.top  # above the buttons
    chart = chart_pixels(app, sc)
    assert changed(text, chart) > 0.3  # the picture replaced the text
    assert sc.chart_button.label == i18n.t("rules_title")  # ... then leads back

    press_widget(app, "chart")
    assert not sc.chart
    spy.rects.clear()
    again = chart_pixels(app, sc)
    assert not spy.rects and changed(text, again) == 0  # the text, as it was

    press_key(app, pygame.K_c)
    assert sc.chart and spy.rects
    assert ("C", "keys_rules_chart") in sc.keys_help()
    press_key(app, pygame.K_c)
    assert not sc.chart
    # Turning the page shows the next game's text; one without a chart hides the button.
    press_key(app, pygame.K_c)
    press_key(app, pygame.K_RIGHT)
    assert not sc.chart
    if sc.game.rules_chart is None:
        assert not sc.chart_button.visible
        press_key(app, pygame.K_c)
        assert not sc.chart and ("C", "keys_rules_chart") not in sc.keys_help()
    press_key(app, pygame.K_ESCAPE)
    assert not isinstance(app.top, RulesScene)


def test_the_chart_opens_from_a_table_menu(app):
    key, spy = charted_game(app)
    game = app.games[key]
    app.settings.anim_speed = "instant"
    seats = [{"kind": "computer", "level": "easy"} for _ in range(game.seats[0])]
    game.start(app, seats, game.default_options(), 5, threads=False)
    drive(app, 30)
    press_key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    press_widget(app, "rules")
    sc = app.top
    assert isinstance(sc, RulesScene) and [g.key for g in sc.games] == [key]
    press_key(app, pygame.K_c)
    assert sc.chart
    app.draw()
    assert spy.rects and sc.panel_rect.contains(spy.rects[-1])
    i18n.set_language("zh")  # the button speaks the other language too
    assert sc.chart_button.label == i18n.t("rules_title") != "How to play"
    app.draw()
    press_widget(app, "chart")
    assert not sc.chart and sc.chart_button.label == i18n.t("rules_chart") == "图解"


def test_a_game_without_a_chart_offers_none(app):
    plain = next((g for g in app.games.values() if g.rules_chart is None), None)
    if plain is None:
        return  # every game has a chart
    sc = RulesScene(app, plain)
    app.push(sc)
    drive(app, 2)
    assert not sc.chart_button.visible
    press_key(app, pygame.K_c)
    assert not sc.chart


def test_the_viewers_words_are_in_both_languages():
    for key in ("rules_chart", "keys_rules_chart"):
        assert set(i18n.STRINGS[key]) >= {"en", "zh"}, key
