"""The solitaire's table played as a person plays it, by posted events: started from the
title and the set-up page by clicks; a card and a run dragged onto a column, a card
dragged and double-clicked to its foundation, the stock clicked (and turned over), a
refused drop flying back with the rules' reason, Undo by its button and by Ctrl+Z, the
hint lit by its button and by H, New deal asking first, a whole game played to the win
and another to stuck (Undo from the results, then a new deal counting it lost), the
count of games won on screen and kept for the next session."""

from __future__ import annotations

import pygame

from game.games.wordpatience import record
from game.games.wordpatience.actions import ColumnToFoundation, MoveRun, TurnStock
from game.games.wordpatience.ai import make_agent
from game.games.wordpatience.model import PatienceState
from game.games.wordpatience.results import WpResults
from game.ui.i18n import t
from game.ui.scenes.dialog import ConfirmScene
from tests.table_events import drag, drive, tap
from tests.table_events import press_key as key
from tests.ui.conftest import app, home  # noqa: F401  (the headless app, its data folder)
from tests.wordpatience.gestures import card_rect, column_top, deal, gesture, grip, settle, start
from tests.wordpatience.helpers import ids

WON_SEED, STUCK_SEED = 16, 3  # deals the stand-in (it follows the hint) wins / gets stuck on


def layout() -> PatienceState:
    """A deal built to try each gesture: column 1 shows 7♥ (on a hidden card), column 2
    8♠, column 3 the A♠, column 4 a red 9♦ under nothing; the stock turns 2♠ first."""
    cards = ids("7H", "8S", "AS", "9D", "KC", "3C", "4D", "5S")
    rest = [c for c in range(52) if c not in cards and c != ids("2S")[0]]
    columns = []
    for c in range(8):
        columns.append([rest.pop() for _ in range(c)] + [cards[c]])
    stock = ids("2S") + rest  # the order they turn
    return PatienceState.from_layout(columns, stock)


def press(app, table, name: str) -> None:  # noqa: F811
    button = next(b for b in table.controls if b.key == name)
    assert button.enabled, name
    tap(app, button.rect.center)


def ctrl_z(app) -> None:  # noqa: F811
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL,
                                         unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_z, mod=0, scancode=0))
    drive(app, 2)


def up(table, col: int) -> list[str]:
    return table.ctl.state.observation(0)["columns"][col]["up"]


def test_the_table_opens_from_the_set_up_page_with_the_mode_chosen(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch, seed=5, mode="learner")
    obs = table.ctl.state.observation(0)
    assert obs["mode"] == "learner" and obs["stock"] == 16
    assert [len(c["up"]) for c in obs["columns"]] == [1] * 8


def test_a_card_dragged_onto_a_column_moves_and_undo_takes_it_back(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch)
    deal(app, table, layout())
    drag(app, grip(card_rect(table, ("column", 0, 0))), grip(column_top(table, 1)))
    settle(app, table)
    assert table.ctl.state.log.actions == [MoveRun(0, 0, 1, 1)]
    assert up(table, 1) == ["8S", "7H"]
    assert up(table, 0) == []  # its only card gone
    press(app, table, "undo")
    settle(app, table)
    assert table.ctl.state.log.actions == [] and up(table, 1) == ["8S"] and up(table, 0) == ["7H"]
    # and again with Ctrl+Z
    gesture(app, table, MoveRun(0, 0, 1, 1))
    settle(app, table)
    assert up(table, 1) == ["8S", "7H"]
    ctrl_z(app)
    settle(app, table)
    assert up(table, 1) == ["8S"] and not table.ctl.state.log.actions


def test_a_run_moves_as_one_and_a_refused_drop_flies_back_with_the_reason(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch)
    deal(app, table, layout())
    gesture(app, table, MoveRun(0, 0, 1, 1))  # 7♥ onto 8♠
    settle(app, table)
    # the run 8♠ 7♥ onto 9♦ (column 4)
    drag(app, grip(card_rect(table, ("column", 1, 0))), grip(column_top(table, 3)))
    settle(app, table)
    assert up(table, 3) == ["9D", "8S", "7H"]
    # a red 9 onto the black... the 5♠ (column 8): refused, flies back, said
    moves = len(table.ctl.state.log.actions)
    app.settings.anim_speed = "normal"  # to see the cards on their way back
    drag(app, grip(card_rect(table, ("column", 3, 0))), grip(column_top(table, 7)))
    assert len(table.ctl.state.log.actions) == moves
    assert table.message == "9♦ goes on a black 10."
    assert table.motion.flights, "the cards fly back to their place"
    drive(app, 30)
    assert up(table, 3) == ["9D", "8S", "7H"]


def test_foundations_by_drag_and_by_double_click(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch)
    deal(app, table, layout())
    ace = card_rect(table, ("column", 2, 0))
    tap(app, grip(ace))
    tap(app, grip(ace))  # a double-click: the A♠ goes home
    settle(app, table)
    assert table.ctl.state.log.actions == [ColumnToFoundation(0, 2)]
    assert table.ctl.state.found[0] == 1
    tap(app, table.a["stock"].center)  # the stock turns the 2♠
    settle(app, table)
    assert table.ctl.state.waste == ids("2S")
    # onto the 3♣: the wrong colour, and the table says what it goes on
    drag(app, grip(card_rect(table, ("waste",))), grip(column_top(table, 5)))
    assert table.message == "2♠ goes on a red 3." and table.ctl.state.waste == ids("2S")
    drive(app, 30)
    # dropped on the hearts' foundation: refused; on the spades': home
    drag(app, grip(card_rect(table, ("waste",))), grip(table.foundation("H")))
    assert table.message == t("wp_refuse_wrong_suit") and table.ctl.state.waste == ids("2S")
    drive(app, 30)
    drag(app, grip(card_rect(table, ("waste",))), grip(table.foundation("S")))
    settle(app, table)
    assert table.ctl.state.found[0] == 2 and not table.ctl.state.waste


def test_the_stock_turns_a_card_then_the_waste_over_and_shows_the_passes(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch)
    deal(app, table, layout())
    for _ in range(16):
        tap(app, table.a["stock"].center)  # clicks while cards still fly wait their turn
    settle(app, table)
    state = table.ctl.state
    assert len(state.waste) == 16 and not state.stock
    assert state.log.actions == [TurnStock(0)] * 16
    key(app, pygame.K_SPACE)  # the empty stock: the waste turned over
    settle(app, table)
    assert table.ctl.state.passes == 2 and len(table.ctl.state.stock) == 16
    assert table.board()["redeals_left"] == 1
    app.draw()


def test_the_hint_lights_the_move_by_button_and_by_key(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch)
    deal(app, table, layout())
    press(app, table, "hint")
    assert table.hint_now() == ColumnToFoundation(0, 2)  # the Ace first
    assert t("wp_hint_says", move="").rstrip() in table_banner(table)
    app.draw()
    gesture(app, table, ColumnToFoundation(0, 2))
    settle(app, table)
    assert table.hint_now() is None  # a move made: the light goes
    key(app, pygame.K_h)
    move = table.hint_now()
    assert move is not None and move in table.ctl.state.legal_actions()


def table_banner(table) -> str:
    from game.games.wordpatience.table_view import prompt

    return prompt(table, table.board())


def test_new_deal_mid_game_asks_and_counts_the_game_lost(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch)
    deal(app, table, layout())
    gesture(app, table, MoveRun(0, 0, 1, 1))
    settle(app, table)
    press(app, table, "new_deal")
    assert isinstance(app.top, ConfirmScene)
    tap(app, next(w for w in app.top.widgets if w.key == "no").rect.center)
    assert app.top is table and len(table.ctl.state.log.actions) == 1
    key(app, pygame.K_n)
    tap(app, next(w for w in app.top.widgets if w.key == "yes").rect.center)
    settle(app, table)
    assert app.top is table and not table.ctl.state.log.actions
    assert record.load() == record.Record(played=1, won=0)


def play_out(app, table) -> None:  # noqa: F811
    """The stand-in's moves made by gestures until the game ends."""
    ctl = table.ctl
    agent = make_agent("normal", 0)
    while not ctl.state.is_terminal():
        state = ctl.state
        move = agent.choose(state.observation(0), state.legal_actions(0))
        before = len(state.log.actions)
        gesture(app, table, move)
        settle(app, table)
        assert ctl.state.log.actions[before:] == [move], (move, table.message)


def test_a_game_played_to_the_win_counts_and_is_kept_for_the_next_session(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch)
    deal(app, table, PatienceState(WON_SEED))
    play_out(app, table)
    assert table.ctl.state.won
    assert isinstance(app.top, WpResults)
    assert record.load() == record.Record(played=1, won=1, streak=1, best_streak=1,
                                          best_score=table.ctl.state.score)
    app.draw()
    # the next deal from the results, and the count on the table
    drive(app, 60)
    tap(app, next(b for b in app.top.buttons if b.key == "again").rect.center)
    settle(app, table)
    assert app.top is table and table.ctl.record.won == 1
    from tests.conformance.test_table import fresh_app

    again = fresh_app()  # a new session reads the same record
    from game.games.wordpatience import GAME

    ctl = GAME.start(again, [{"kind": "human", "level": "normal"}], {}, 4, threads=False)
    assert ctl.record.won == 1 and ctl.record.played == 1


def test_a_stuck_game_offers_undo_and_counts_only_once_dealt_again(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch)
    deal(app, table, PatienceState(STUCK_SEED))
    play_out(app, table)
    ctl = table.ctl
    assert ctl.state.stuck and isinstance(app.top, WpResults)
    assert record.load() == record.Record()  # stuck is not decided yet
    drive(app, 60)  # the sheet's grace
    sheet = app.top
    tap(app, next(b for b in sheet.buttons if b.key == "undo").rect.center)
    settle(app, table)
    assert app.top is table and not ctl.state.is_terminal()
    assert record.load() == record.Record()
    press(app, table, "new_deal")
    tap(app, next(w for w in app.top.widgets if w.key == "yes").rect.center)
    settle(app, table)
    assert record.load().played == 1 and record.load().won == 0


def test_an_empty_column_takes_only_a_king(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch)
    deal(app, table, layout())
    gesture(app, table, MoveRun(0, 0, 1, 1))  # column 1's only card away: it is empty
    settle(app, table)
    assert up(table, 0) == []
    app.draw()
    drag(app, grip(card_rect(table, ("column", 3, 0))), grip(column_top(table, 0)))
    assert table.message == t("wp_refuse_empty_needs_king") and up(table, 0) == []
    drive(app, 30)
    drag(app, grip(card_rect(table, ("column", 4, 0))), grip(column_top(table, 0)))
    settle(app, table)
    assert up(table, 0) == ["KC"]


def sorted_deal() -> PatienceState:
    from tests.wordpatience.test_hint_and_solver import sorted_deal as deal_of

    return deal_of()


def test_winnable_runs_off_the_frame_and_says_its_answer(app, monkeypatch):  # noqa: F811
    import time

    from game.games.wordpatience.solver import Verdict

    table = start(app, monkeypatch)
    deal(app, table, sorted_deal())
    press(app, table, "winnable")
    ctl = table.ctl
    assert ctl.solving is not None
    slowest, frames = 0.0, 0
    while not ctl.solving.done:
        begun = time.perf_counter()
        drive(app, 1)
        app.draw()  # the progress bar drawn while the search runs
        slowest, frames = max(slowest, time.perf_counter() - begun), frames + 1
        assert frames < 2000
    assert slowest < 0.5, "a frame waited on the search"
    drive(app, 2)
    assert ctl.solving.answer.verdict is Verdict.WINNABLE and table.answer_shown
    assert not table.controls[0].enabled or ctl.solving.done
    app.draw()


def test_leaving_the_table_ends_the_search(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch)
    deal(app, table, PatienceState(12))  # a deal the search takes long over
    key(app, pygame.K_w)
    thread = table.ctl.solving.thread
    assert thread.is_alive()
    app.pop()  # the table left (Menu, Leave)
    thread.join(3.0)
    assert not thread.is_alive() and table.ctl.solving is None


def test_a_card_turned_up_shows_its_word_and_the_clock_is_saved(app, monkeypatch):  # noqa: F811
    from game.games.wordpatience import GAME
    from game.ui.saves import save_path

    table = start(app, monkeypatch)
    deal(app, table, layout())
    app.settings.anim_speed = "normal"
    gesture(app, table, MoveRun(0, 1, 1, 3))  # 8♠ onto 9♦: column 2's hidden card turns up
    words = []
    for _ in range(90):
        drive(app, 1)
        words += [p.ev.data["word"] for p in table.motion.effects_of("word")]
    assert words, "no word shown"
    table.ctl.seconds = 125
    table.ctl.autosave()
    data = GAME.load_save(save_path("wordpatience"))
    assert data["seconds"] == 125


def test_a_right_click_shows_a_cards_word_large(app, monkeypatch):  # noqa: F811
    from tests.table_events import mouse

    table = start(app, monkeypatch)
    deal(app, table, layout())
    mouse(app, pygame.MOUSEBUTTONDOWN, grip(card_rect(table, ("column", 4, 0))), button=3)
    mouse(app, pygame.MOUSEBUTTONUP, grip(card_rect(table, ("column", 4, 0))), button=3)
    drive(app, 2)
    shown = [p.ev.data["word"] for p in table.motion.effects_of("word")]
    assert shown == ["pig"]  # the K♣
    assert not table.ctl.state.log.actions  # a look, not a move
    app.draw()
    app.pop()
    assert table.narrator is None


def test_finish_sends_every_card_home_once_all_are_face_up(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch)
    deal(app, table, PatienceState(WON_SEED))
    ctl = table.ctl
    agent = make_agent("normal", 0)
    while not table.finishable():
        state = ctl.state
        assert not state.is_terminal()
        gesture(app, table, agent.choose(state.observation(0), state.legal_actions(0)))
        settle(app, table)
    drive(app, 1)
    finish = table.controls[-1]
    assert finish.visible and finish.key == "finish"
    app.draw()
    tap(app, finish.rect.center)
    for _ in range(3000):
        if ctl.results_pushed:
            break
        drive(app, 1)
    assert ctl.state.won and isinstance(app.top, WpResults)


def test_a_deal_code_deals_the_same_game_again(app, monkeypatch):  # noqa: F811
    from game.core import dealcode
    from game.games.wordpatience import GAME
    from tests.conformance.test_pass_and_play import open_setup, press_widget

    code = dealcode.encode(WON_SEED, GAME.variants.index("learner"))
    app.settings.anim_speed = "instant"
    page = open_setup(app, GAME)
    tap(app, next(w for w in page.widgets if w.key == "deal_code").rect.center)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=code))
    drive(app, 2)
    press_widget(app, "start")
    table = app.scenes[1]
    settle(app, table)
    assert table.ctl.state.log.seed == WON_SEED and table.ctl.state.log.variant == "learner"
    assert table.ctl.deal_code() == code
    app.draw()
