"""The King game played at its table as a room plays it: started from the title and the
set-up page by clicks, every hand-off pressed and held (the mouse, Space, Enter), every
card hidden (its button, H, Enter), every command given (number buttons and digits,
category chips, Draw a task and D, the text box typed in, Give the order and Enter),
answered (Done and Enter, Veto and V) and every round ended (Next round and Enter, End
and E), all by posted events; and at every screen along the way nothing shows a number
that is not public (`table_driver.check_screen`)."""

from __future__ import annotations

import pygame
import pytest

from game.games.kinggame.controller import AUTO_HIDE
from game.games.kinggame.results import KgResults
from game.games.kinggame.tasks import task
from game.ui.scenes.handoff import HandoffScene
from tests.kinggame.table_driver import (
    NAMES,
    Watch,
    button,
    click,
    hold_handoff,
    key,
    settle,
    start,
    type_text,
)
from tests.table_events import drive
from tests.ui.conftest import app, home  # noqa: F401  (the headless app, its data folder)

HOLDS = ("mouse", "space", "enter")
HIDES = ("button", "h", "enter")


def peek_round(app, table, round_no: int) -> None:  # noqa: F811
    """Each person in seat order: the hand-off names them, they press and hold, their own
    card is up (and nobody else's), they hide it."""
    ctl = table.ctl
    for seat in range(ctl.players):
        settle(app, table)
        assert isinstance(app.top, HandoffScene), type(app.top).__name__
        assert app.top.name == NAMES[seat] and app.top.hold > 0
        assert not ctl.card_up
        hold_handoff(app, HOLDS[(seat + round_no) % 3])
        assert ctl.card_up and ctl.viewer == seat and app.top is table
        mine = ctl.own_card()
        assert mine == ctl.state.own_card(seat) and mine is not None
        assert (mine["number"] is None) == (ctl.state.hands[seat] == 0)
        assert ctl.state.peeked[-1] == seat
        way = HIDES[(seat + round_no) % 3]
        if way == "button":
            click(app, table.pass_button.rect.center)
        else:
            key(app, pygame.K_h if way == "h" else pygame.K_RETURN)
        assert not ctl.card_up and ctl.own_card() is None
    settle(app, table)


def king_on_screen(app, table) -> int:  # noqa: F811
    ctl = table.ctl
    assert ctl.state.step == "command" and ctl.my_decision()
    assert ctl.viewer == ctl.state.king
    assert not isinstance(app.top, HandoffScene)  # the command is given before the room
    return ctl.state.king


@pytest.fixture
def watched(app, monkeypatch):  # noqa: F811
    """Start a table with every frame watched; returns (table, watch)."""

    def open_(players: int, seed: int, **kwargs):
        table = start(app, monkeypatch, players, seed, **kwargs)
        watch = Watch(app, table)
        watch.install(monkeypatch)
        return table, watch

    return open_


def test_a_game_played_at_the_table_shows_no_number_before_it_is_called(app, watched):  # noqa: F811
    table, watch = watched(4, 3, toggles=("tally",), rounds="5")
    ctl = table.ctl
    assert ctl.state.options.rounds == 5 and ctl.state.options.tally

    # Round 1: numbers by buttons, a drawn task redrawn, the order by its button, Done.
    peek_round(app, table, 1)
    king = king_on_screen(app, table)
    button(app, "number_1")
    button(app, "number_3")
    assert table.picked == [1, 3]
    button(app, "draw")
    first = table.drawn
    assert first and task(first).fits(2)
    button(app, "draw")  # another
    assert table.drawn and table.drawn != first
    drawn = table.drawn
    button(app, "confirm")
    state = ctl.state
    assert state.step == "perform" and state.numbers == [1, 3] and state.task_id == drawn
    assert [state.hands[s] for s in state.targets] == [1, 3]
    for _ in state.targets:
        settle(app, table)
        assert ctl.viewer == state.to_act
        button(app, "done")
    settle(app, table)
    assert state.step == "round_end" and ctl.viewer == king
    assert state.tally["king"][king] == 1
    button(app, "next")

    # Round 2: digits, D, Enter; the first called vetoes with V, the King gives another
    # task to the same numbers, both say Done with Enter.
    peek_round(app, table, 2)
    king = king_on_screen(app, table)
    key(app, pygame.K_2, "2")
    key(app, pygame.K_d, "d")
    vetoed = table.drawn
    assert table.picked == [2] and vetoed and task(vetoed).targets == 1
    key(app, pygame.K_RETURN)
    assert state.step == "perform" and state.numbers == [2] and state.task_id == vetoed
    settle(app, table)
    key(app, pygame.K_v, "v")
    assert state.step == "command" and state.vetoes == 1
    settle(app, table)
    king_on_screen(app, table)
    assert table.picked == [2]  # a veto keeps the numbers
    number_3 = next(b for b in table.buttons if b.key == "number_3")
    assert not number_3.enabled
    key(app, pygame.K_3, "3")  # a digit changes nothing either
    assert table.picked == [2]
    for _ in range(6):  # the vetoed task is never drawn again this round
        key(app, pygame.K_d, "d")
        assert table.drawn and table.drawn != vetoed
    key(app, pygame.K_RETURN)
    assert state.step == "perform" and state.task_id == table.drawn
    settle(app, table)
    key(app, pygame.K_RETURN)  # Done
    settle(app, table)
    assert state.step == "round_end"
    key(app, pygame.K_RETURN)  # Next round

    # Round 3: his own words, typed; the order by Enter from the box; Done; then End (E).
    peek_round(app, table, 3)
    king_on_screen(app, table)
    button(app, "number_2")
    box = table.box.rect
    click(app, box.center)
    assert table.box.focus
    type_text(app, "sing a song about 3 cats, 国王万岁")
    assert table.order_action() is not None
    key(app, pygame.K_RETURN)
    assert state.step == "perform" and state.text == "sing a song about 3 cats, 国王万岁"
    settle(app, table)
    button(app, "done")
    settle(app, table)
    assert state.step == "round_end"
    table.history.toggle()  # the log open over the table is looked at too
    drive(app, 3)
    table.history.toggle()
    key(app, pygame.K_e, "e")
    settle(app, table)
    assert state.is_terminal() and state.round == 3
    drive(app, 5)
    assert isinstance(app.top, KgResults)
    assert sum(state.tally["king"]) == 3 and sum(state.tally["vetoed"]) == 1
    assert watch.screens > 60


def test_a_game_plays_to_its_last_round_and_again(app, watched):  # noqa: F811
    table, watch = watched(3, 8, rounds="5")
    ctl = table.ctl
    for round_no in range(1, 6):
        peek_round(app, table, round_no)
        king_on_screen(app, table)
        key(app, pygame.K_1, "1")
        key(app, pygame.K_2, "2")
        key(app, pygame.K_d, "d")
        key(app, pygame.K_RETURN)
        for _ in range(2):
            settle(app, table)
            button(app, "done")
        settle(app, table)
        if round_no < 5:
            button(app, "next")
    assert ctl.state.is_terminal() and ctl.state.round == 5
    drive(app, 5)
    results = app.top
    assert isinstance(results, KgResults)
    drive(app, 60)  # the sheet's grace
    click(app, next(b for b in results.buttons if b.key == "again").rect.center)
    settle(app, table)
    assert isinstance(app.top, HandoffScene) and ctl.state.round == 1
    assert not ctl.state.log.actions


def test_the_kings_picks_and_chips(app, watched):  # noqa: F811
    table, _watch = watched(5, 11)
    ctl = table.ctl
    peek_round(app, table, 1)
    king_on_screen(app, table)
    assert not next(b for b in table.buttons if b.key == "draw").enabled  # no number yet
    key(app, pygame.K_d, "d")
    assert table.drawn == "" and table.message  # said why
    button(app, "number_4")
    pair = next(b for b in table.buttons if b.key == "chip_pair")
    assert not pair.enabled  # a pair task needs two numbers
    for cat in ("silly", "imitation", "question"):
        button(app, f"chip_{cat}")
    assert table.chips == {"talent", "pair"}
    for _ in range(5):
        key(app, pygame.K_d, "d")
        assert task(table.drawn).category == "talent"
    key(app, pygame.K_1, "1")
    key(app, pygame.K_5, "5")  # no number 5 among five people: 1 to 4
    assert table.picked == [4, 1]
    key(app, pygame.K_3, "3")  # a third number lets the first go
    assert table.picked == [1, 3]
    button(app, "chip_talent")
    assert table.chips == {"pair"}
    button(app, "chip_pair")  # the last one stays on
    assert table.chips == {"pair"}
    key(app, pygame.K_d, "d")
    assert task(table.drawn).category == "pair"
    key(app, pygame.K_3, "3")  # one number again: the pair task goes
    assert table.picked == [1] and table.drawn == ""
    assert not next(b for b in table.buttons if b.key == "confirm").enabled
    key(app, pygame.K_t, "t")  # type his own
    # A real keyboard sends the T as typed text too: it opens the box, it is no word.
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="t"))
    drive(app, 1)
    assert table.box.focus and table.box.text == ""
    key(app, pygame.K_ESCAPE)
    assert not table.box.focus and app.top is table  # Esc leaves the box, not the table
    key(app, pygame.K_d, "d")  # only pair tasks lit, one number: drawn from every category
    drawn = table.drawn
    assert drawn and task(drawn).targets == 1
    click(app, table.box.rect.center)  # into the box: the drawn task stays the order
    assert table.box.focus and table.order_action().task == drawn
    type_text(app, "ab")
    assert table.order_action().text == "ab"
    key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_BACKSPACE)  # the words gone: the drawn task is the order again
    assert table.order_action().task == drawn
    assert ctl.state.step == "command"


def test_a_card_left_up_hides_itself(app, watched):  # noqa: F811
    table, _watch = watched(3, 2)
    ctl = table.ctl
    settle(app, table)
    hold_handoff(app)
    assert ctl.card_up
    drive(app, int(AUTO_HIDE * 60) - 60)
    assert ctl.card_up
    drive(app, 90)
    assert not ctl.card_up
    settle(app, table)
    assert isinstance(app.top, HandoffScene) and app.top.name == NAMES[1]


def test_in_chinese_too(app, watched):  # noqa: F811
    app.set_language("zh")
    table, watch = watched(6, 5, toggles=("tally",))
    peek_round(app, table, 1)
    king_on_screen(app, table)
    key(app, pygame.K_4, "4")
    key(app, pygame.K_1, "1")
    key(app, pygame.K_d, "d")
    key(app, pygame.K_RETURN)
    settle(app, table)
    key(app, pygame.K_v, "v")
    settle(app, table)
    click(app, table.box.rect.center)
    type_text(app, "一起唱一首歌")
    key(app, pygame.K_RETURN)
    assert table.ctl.state.text == "一起唱一首歌"
    assert watch.screens > 20


@pytest.mark.parametrize("leak", ["picture", "words", "view"])
def test_the_screen_check_finds_a_number_shown_too_soon(app, monkeypatch, leak):  # noqa: F811
    """The check itself: a table that draws another person's card, says their number, or
    puts it in the view it draws, is caught while a card is up."""
    from game.games.kinggame import art, table_view
    from tests.kinggame.table_driver import check_screen

    table = start(app, monkeypatch, 5, 4)
    settle(app, table)
    hold_handoff(app)
    ctl = table.ctl
    assert ctl.card_up
    check_screen(app, table)  # as it is: nothing shown too soon
    other = (ctl.viewer + 1) % ctl.players
    real_draw = table_view.draw_stage

    def leaky(sc, surf, board):
        real_draw(sc, surf, board)
        n = ctl.state.hands[other]
        if leak == "picture":
            surf.blit(art.card(n or None, 40, True), (0, 0))
        elif leak == "words":
            table_view.draw_text(surf, sc.view, f"{n}", (20, 700), 12)

    if leak == "view":
        real_board = type(ctl).board
        monkeypatch.setattr(type(ctl), "board", lambda self: {
            **real_board(self), "peek": ctl.state.pack.code(ctl.state.hands[other])})
    else:
        monkeypatch.setattr(table_view, "draw_stage", leaky)
    with pytest.raises(AssertionError):
        check_screen(app, table)
