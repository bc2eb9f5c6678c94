"""High Card played as a person plays it, headless, by posted pygame events: the title,
New game, its tile in the browser, the set-up page, Start; a card dragged from the hand
onto the pile, flown there by the kit; the computers playing on to the results; Resume
from the autosave; a damaged autosave set aside with a message naming the game."""

import json

import pygame

from game.ui.saves import save_path
from game.ui.scenes.title import TitleScene
from tests.conformance.test_pass_and_play import press_widget
from tests.conformance.test_table import fresh_app
from tests.kit_game import GAME
from tests.kit_game.model import PACK, Play
from tests.kit_game.results import HighCardResults
from tests.kit_game.table import HighCardScene
from tests.ui.conftest import click, drive
from tests.ui.helpers import leave_to_title

DT = 1 / 30


def open_table(app) -> HighCardScene:
    """Title → New game → High Card's tile → Start (you and two computers)."""
    assert isinstance(app.top, TitleScene)
    press_widget(app, "new")
    browser = app.top
    click(app, app.view.pt(*browser.tile_rect(browser.games.index(GAME)).center))
    drive(app, 2)
    assert app.top.game is GAME and app.top.players == 3
    press_widget(app, "start")
    assert isinstance(app.top, HighCardScene) and isinstance(app.scenes[0], TitleScene)
    return app.top


def your_turn(app, table) -> bool:
    drive(app, 3000, lambda: table.ctl.my_decision() or table.ctl.results_pushed, DT)
    return table.ctl.my_decision()


def mouse(app, kind: int, at) -> None:
    pos = app.view.pt(*at)
    extra = {"button": 1} if kind != pygame.MOUSEMOTION else {"buttons": (1, 0, 0), "rel": (0, 0)}
    pygame.event.post(pygame.event.Event(kind, pos=pos, **extra))


def lit_card(table) -> tuple[str, pygame.Rect]:
    lit = table.choices().starts()
    assert lit and lit <= set(table.board()["hand"])
    return next((code, rect) for code, rect in table.hand(table.ctl.viewer) if code in lit)


def test_a_card_dragged_onto_the_pile_flies_there_and_the_game_plays_to_its_results(app):
    table = open_table(app)
    ctl = table.ctl
    assert your_turn(app, table)
    code, rect = lit_card(table)
    pile = table.a["pile"]
    mouse(app, pygame.MOUSEBUTTONDOWN, rect.center)
    for k in (1, 2, 3):
        mouse(app, pygame.MOUSEMOTION, (rect.centerx + (pile.centerx - rect.centerx) * k / 3,
                                        rect.centery + (pile.centery - rect.centery) * k / 3))
    drive(app, 1)
    assert table.dragging() == code and ctl.state.log.actions == []  # held, not played yet
    mouse(app, pygame.MOUSEBUTTONUP, pile.center)
    drive(app, 1)
    assert ctl.state.log.actions == [Play(ctl.viewer, PACK.from_codes([code])[0])]
    flight = next(f for f in table.motion.flights if f.piece == code)
    assert (flight.src, flight.lands) == (f"hand:{ctl.viewer}", "pile")
    assert flight.start == (rect.x, rect.y, rect.w, rect.h)  # from where it lay in the hand
    assert code in table.motion.hidden("pile") and code not in table.board()["hand"]
    assert ctl.log[-1] == (ctl.viewer, f"You play {'♥♠'[code[1] == 'S']}{code[0]}.")
    drive(app, 60, lambda: not table.motion.flights, DT)
    assert code in table.board()["pile"] and not table.motion.hidden("pile")

    landed: set[str] = set()  # every zone a flight ends in, frame by frame
    app.frame_hook = lambda: landed.update(f.lands for f in table.motion.flights)
    while your_turn(app, table):  # the rest of the hand: a click on a lit card plays it
        code, rect = lit_card(table)
        played = len(ctl.state.log.actions)
        click(app, app.view.pt(*rect.center))
        drive(app, 1)
        assert len(ctl.state.log.actions) == played + 1
    drive(app, 200, lambda: isinstance(app.top, HighCardResults), DT)
    assert isinstance(app.top, HighCardResults) and ctl.state.is_terminal()
    assert {f"taken:{s}" for s, n in enumerate(ctl.state.scores) if n} <= landed
    board = table.board()
    assert [len(cards) for cards in board["taken"]] == [3 * n for n in ctl.state.scores]
    assert not save_path(GAME.key).exists()  # a finished game leaves nothing to resume


def test_resume_from_the_autosave_brings_the_table_back_and_it_plays_on(app):
    table = open_table(app)
    assert your_turn(app, table)
    click(app, app.view.pt(*lit_card(table)[1].center))
    assert your_turn(app, table)
    saved = table.ctl.state.to_json()
    leave_to_title(app)
    assert json.loads(save_path(GAME.key).read_text())["state"] == saved
    press_widget(app, "resume")
    table = app.top
    assert isinstance(table, HighCardScene) and table.ctl.state.to_json() == saved
    assert your_turn(app, table)
    click(app, app.view.pt(*lit_card(table)[1].center))
    drive(app, 1)
    assert len(table.ctl.state.log.actions) == len(saved["actions"]) + 1


def test_a_damaged_autosave_is_set_aside_with_a_message_naming_the_game(app):
    table = open_table(app)
    assert your_turn(app, table)
    click(app, app.view.pt(*lit_card(table)[1].center))
    drive(app, 1)
    leave_to_title(app)
    path = save_path(GAME.key)
    data = json.loads(path.read_text())
    mine = data["state"]["actions"][0]
    held = GAME.new_state(data["state"]["seed"], data["state"]["variant"]).hands[0]
    mine["card"] = next(c for c in range(len(PACK)) if c not in held)  # a card not held
    path.write_text(json.dumps(data))
    again = fresh_app()
    drive(again, 3)
    said = again.top.message  # the game, the file set aside, and why
    assert said.startswith("The saved High Card game could not be loaded")
    assert "kit_game_autosave.json.bad" in said and "That card is not in your hand." in said
    assert not path.exists() and path.with_name(path.name + ".bad").exists()
    assert not any(getattr(w, "key", "") == "resume" for w in again.top.widgets)
