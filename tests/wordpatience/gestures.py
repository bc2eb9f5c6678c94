"""Playing the solitaire's table as a person does, with posted pygame events: the table
started from the title and its set-up page by clicks, and every move made by the
gesture a player makes for it (a drag from the card to where it goes, a click on the
stock), read off the table's own rects."""

from __future__ import annotations

import random

import pygame

from game.games.wordpatience import GAME
from game.games.wordpatience import table_layout as lay
from game.games.wordpatience.actions import (
    ColumnToFoundation,
    FoundationToColumn,
    MoveRun,
    TurnStock,
    WasteToColumn,
    WasteToFoundation,
)
from game.games.wordpatience.model import PatienceState
from game.games.wordpatience.table import WpTableScene
from game.ui.kit import table as kit_table
from tests.conformance.test_pass_and_play import choose, open_setup, press_widget
from tests.table_events import drag, drive, tap

GRIP = (20, 10)  # where in a card the pointer takes it (its top strip, always in view)


def start(app, monkeypatch, seed: int = 1, mode: str = "normal") -> WpTableScene:
    """The table, opened from the title and the set-up page by clicks (no seat questions:
    one person), the deal seeded, the animations instant; the deal shown."""
    monkeypatch.setattr(kit_table, "random", random.Random(seed))
    app.settings.anim_speed = "instant"
    open_setup(app, GAME)
    choose(app, "opt_mode", mode)
    press_widget(app, "start")
    table = app.scenes[1]
    assert isinstance(table, WpTableScene)
    assert table.ctl.humans == [0] and table.ctl.state.log.variant == mode
    settle(app, table)
    return table


def deal(app, table, state: PatienceState) -> None:
    """Put a constructed deal on the table (as New deal would deal one), shown."""
    table.ctl.deal_again(state)
    settle(app, table)


def settle(app, table, limit: int = 3000) -> None:
    """Frames until the table waits for the person again (or the game is over)."""
    ctl = table.ctl
    for _ in range(limit):
        if ctl.results_pushed or (ctl.my_decision() and not table.motion.active()):
            drive(app, 1)
            return
        drive(app, 1)
    raise AssertionError("the table never came back to the person")


def grip(rect) -> tuple[float, float]:
    return rect.x + GRIP[0], rect.y + GRIP[1]


def column_top(table, col: int):
    """Where a card dropped on column `col` goes: its top card, or its empty place."""
    cards = table.column(table.board(), col)
    if cards:
        return cards[-1][1]
    return pygame.Rect(lay.column_x(table.a["tableau"], col), table.a["tableau"].y, lay.CARD_W,
                       lay.CARD_H)


def card_rect(table, piece: tuple):
    board = table.board()
    if piece[0] == "waste":
        return table.waste(board)[-1][1]
    if piece[0] == "foundation":
        return table.foundation(piece[1])
    col, k = piece[1], piece[2]
    return table.column(board, col)[board["columns"][col]["down"] + k][1]


def gesture(app, table, action) -> None:
    """Make `action` on the table with the mouse, as a person would."""
    board = table.board()
    if isinstance(action, TurnStock):
        tap(app, table.a["stock"].center)
        return
    if isinstance(action, MoveRun):
        up = board["columns"][action.src]["up"]
        src = card_rect(table, ("column", action.src, len(up) - action.count))
        dst = column_top(table, action.dst)
    elif isinstance(action, ColumnToFoundation):
        code = board["columns"][action.src]["up"][-1]
        src = table.column(board, action.src)[-1][1]
        dst = table.foundation(code[1])
    elif isinstance(action, WasteToColumn):
        src, dst = card_rect(table, ("waste",)), column_top(table, action.dst)
    elif isinstance(action, WasteToFoundation):
        src, dst = card_rect(table, ("waste",)), table.foundation(board["waste"][-1][1])
    elif isinstance(action, FoundationToColumn):
        src, dst = table.foundation(action.suit), column_top(table, action.dst)
    else:
        raise AssertionError(action)
    drag(app, grip(src), grip(dst))
