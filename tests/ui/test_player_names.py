"""Pass-and-play names: typed once on the set-up page's Names page, kept in the
settings for every game after; the table, its hand-offs and its save call each person
by the name given; a lone person is still "You"; a name the tables use for someone else
is not taken; a damaged name makes a save unusable, and bad names in the settings
reset."""

from __future__ import annotations

import json

import pygame
import pytest

from game.core.save import SaveError
from game.games import catalogue
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.names import NamesScene
from game.ui.scenes.setup import SetupScene
from game.ui.settings import Settings
from tests.conformance.test_pass_and_play import choose, press_widget
from tests.ui.conftest import drive, key

DT = 1 / 20


def type_text(app, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    drive(app, 1, dt=DT)


def open_setup(app, game_key: str) -> SetupScene:
    press_widget(app, "new")
    browser = app.top
    game = catalogue.load()[game_key]
    tile = browser.tile_rect(browser.games.index(game))
    from tests.ui.conftest import click

    click(app, app.view.pt(*tile.center))
    drive(app, 2, dt=DT)
    assert isinstance(app.top, SetupScene)
    return app.top


def test_names_typed_on_the_set_up_page_name_the_people_at_the_table_and_are_kept(app):
    setup = open_setup(app, "sanguosha")
    assert not any(w.key == "names" for w in setup.widgets)  # one person: no names page
    choose(app, "kind1", "human")
    press_widget(app, "names")
    assert isinstance(app.top, NamesScene)
    type_text(app, "Alice")
    key(app, pygame.K_RETURN)
    drive(app, 1, dt=DT)
    type_text(app, "  Bob  ")
    key(app, pygame.K_RETURN)  # the last box: Done
    drive(app, 2, dt=DT)
    assert app.top is setup
    assert app.settings.player_names == ["Alice", "Bob"]
    assert Settings.load().player_names == ["Alice", "Bob"]  # saved with the settings
    assert [s.get("name") for s in setup.chosen_seats()[:3]] == ["Alice", "Bob", None]
    press_widget(app, "start")
    drive(app, 2, dt=DT)
    handoff = app.top
    assert isinstance(handoff, HandoffScene) and handoff.name in ("Alice", "Bob")
    ctl = app.scenes[1].ctl
    assert (ctl.name_of(0), ctl.name_of(1), ctl.name_of(2)) == ("Alice", "Bob", "Computer 3")
    from game.ui.saves import save_path

    data = json.loads(save_path("sanguosha").read_text())
    assert [s.get("name") for s in data["seats"][:2]] == ["Alice", "Bob"]
    # A new set-up page knows them at once.
    setup_again = SetupScene(app, catalogue.load()["sanguosha"])
    setup_again.seats[1]["kind"] = "human"
    assert [s.get("name") for s in setup_again.chosen_seats()[:2]] == ["Alice", "Bob"]


def test_back_keeps_the_names_as_they_were_and_a_lone_person_is_you(app):
    app.settings.player_names = ["Alice"]
    setup = open_setup(app, "sanguosha")
    choose(app, "kind1", "human")
    press_widget(app, "names")
    type_text(app, "Zed")
    key(app, pygame.K_ESCAPE)
    drive(app, 2, dt=DT)
    assert app.top is setup and app.settings.player_names == ["Alice"]
    choose(app, "kind1", "computer")
    assert "name" not in setup.chosen_seats()[0]  # alone at the table: "You"


def test_a_name_the_tables_use_for_someone_else_is_not_taken(app):
    setup = open_setup(app, "sanguosha")
    choose(app, "kind1", "human")
    press_widget(app, "names")
    type_text(app, "You")
    key(app, pygame.K_RETURN)
    type_text(app, "Computer 4")
    key(app, pygame.K_RETURN)
    drive(app, 2, dt=DT)
    assert app.top is setup and app.settings.player_names == []


def test_a_damaged_name_in_a_save_makes_it_unusable_and_bad_names_in_settings_reset(app, home):
    from game.core.savefile import check_envelope

    game = catalogue.load()["sanguosha"]
    data = {"game": "sanguosha", "version": 1, "state": {},
            "seats": [{"kind": "human", "name": "x" * 40}] + [{"kind": "computer"}] * 4}
    with pytest.raises(SaveError, match="name"):
        check_envelope(game, data, 1)
    (home / "settings.json").write_text(json.dumps({"player_names": ["ok", 5]}))
    settings = Settings.load()
    assert settings.player_names == [] and settings.reset == ["player_names"]
