"""The Blokus table played as a person plays it: started from the title and the set-up
page by clicks, every one of the person's moves made by posted events (a piece pressed
in its tray and dragged, turned with R or the wheel, flipped with F, dropped on the
board), a refused drop said and nothing changed, the whole four-colour game to the
results sheet."""

from __future__ import annotations

import random

import pygame

from game.games.blokus import GAME
from game.games.blokus.ai import make_agent
from game.games.blokus.pieces import orientations
from game.games.blokus.results import BkResults
from game.games.blokus.table import BkTableScene
from game.ui.kit import table as kit_table
from tests.conformance.test_pass_and_play import choose, open_setup, press_widget
from tests.table_events import drive, mouse
from tests.table_events import press_key as key
from tests.ui.conftest import app, home  # noqa: F401  (the headless app, its data folder)


def start(app, monkeypatch, seed: int) -> BkTableScene:  # noqa: F811
    monkeypatch.setattr(kit_table, "random", random.Random(seed))
    app.settings.anim_speed = "instant"
    open_setup(app, GAME)
    choose(app, "players", "4")
    press_widget(app, "start")
    table = app.scenes[1]
    assert isinstance(table, BkTableScene)
    return table


def wait_for_person(app, table, limit: int = 20000) -> bool:  # noqa: F811
    ctl = table.ctl
    for _ in range(limit):
        if ctl.results_pushed:
            return False
        if ctl.my_decision():
            return True
        decision = ctl.session.decision
        if decision is not None:
            decision.done.wait(5.0)
        drive(app, 1)
    raise AssertionError("the table never waited for the person")


def drop_point(table, piece: str, orientation: int, x: int, y: int) -> tuple[float, float]:
    cells = orientations(piece)[orientation]
    w = max(cx for cx, _ in cells) + 1
    h = max(cy for _, cy in cells) + 1
    return table.grid().cell_rect(x + (w - 1) // 2, y + (h - 1) // 2).center


def make(app, table, action, n: int) -> None:  # noqa: F811
    """Press the piece in its tray, drag it over the board, turn and flip it there until
    it lies the way the action says (R, the wheel, F by turns), drop it."""
    board = table.board()
    slot = dict(table.slots(board["colour"]))[action.piece]
    mouse(app, pygame.MOUSEBUTTONDOWN, slot.center)
    drive(app, 1)
    end = drop_point(table, action.piece, action.orientation, action.x, action.y)
    for k in range(1, 6):
        mouse(app, pygame.MOUSEMOTION, (slot.centerx + (end[0] - slot.centerx) * k / 5,
                                        slot.centery + (end[1] - slot.centery) * k / 5))
        drive(app, 1)
    for _ in range(8):
        if table.orient == action.orientation:
            break
        if _turns_to(action.piece, table.orient, action.orientation) is None:
            key(app, pygame.K_f)
        elif n % 2:
            key(app, pygame.K_r)
        else:
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False,
                                                 precise_x=0.0, precise_y=1.0))
            drive(app, 1)
    assert table.orient == action.orientation
    mouse(app, pygame.MOUSEBUTTONUP, end)
    drive(app, 2)


def _turns_to(piece: str, start: int, goal: int) -> int | None:
    """Quarter turns from `start` to `goal`, or None when a flip is needed."""
    from game.games.blokus.pieces import turned

    o = start
    for n in range(4):
        if o == goal:
            return n
        o = turned(piece, o)
    return None


def test_a_whole_four_colour_game_by_posted_events(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch, 5)
    ctl = table.ctl
    agent = make_agent("normal", 5)
    n = 0
    while wait_for_person(app, table):
        viewer = ctl.viewer
        action = agent.choose(ctl.state.observation(viewer), ctl.legal())
        before = len(ctl.state.log.actions)
        make(app, table, action, n)
        assert ctl.state.log.actions[before:] == [action], (action, table.message)
        n += 1
    assert n >= 10 and ctl.state.is_terminal()
    assert isinstance(app.top, BkResults)


def test_a_refused_drop_says_why_and_changes_nothing(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch, 6)
    ctl = table.ctl
    assert wait_for_person(app, table)
    before = (len(ctl.state.log.actions), ctl.state.observation(0))
    slot = dict(table.slots(ctl.board()["colour"]))["O4"]
    mouse(app, pygame.MOUSEBUTTONDOWN, slot.center)
    drive(app, 1)
    middle = table.grid().cell_rect(10, 10).center
    mouse(app, pygame.MOUSEMOTION, middle)
    drive(app, 1)
    mouse(app, pygame.MOUSEBUTTONUP, middle)
    drive(app, 2)
    assert (len(ctl.state.log.actions), ctl.state.observation(0)) == before
    assert "corner" in table.message
