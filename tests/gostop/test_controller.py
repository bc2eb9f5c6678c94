"""The Go-Stop table's controller: deal codes name the cards (and another player
count's code is refused), the set-up page's options choose the rules, a sitting's
totals and the month-number setting survive save and resume, and the next hand is
dealt by the winner with a drawn hand's carry-over."""

from __future__ import annotations

import pytest

from game.core.dealcode import DealCodeError
from game.games.gostop import GAME
from game.games.gostop.controller import GsController
from game.games.gostop.model import GostopState
from tests.gostop.table_driver import drive

PEOPLE2 = [{"kind": "human", "level": "normal"}, {"kind": "computer", "level": "easy"}]
PEOPLE3 = PEOPLE2 + [{"kind": "computer", "level": "easy"}]


def test_a_deal_code_deals_the_same_cards_again_with_the_pages_other_options(app):
    first = GAME.start(app, PEOPLE2, {"bonus": True}, 1234, threads=False)
    code = first.deal_code()
    again = GAME.start(app, PEOPLE2, {"target": "5"}, code, threads=False)
    assert again.state.seed == 1234
    assert again.variant == "2p+t5+bonus"  # the code's cards, the page's target
    assert again.state.hands == GostopState.new(1234, "2p+bonus", again.state.dealer).hands


def test_a_code_for_three_players_is_refused_at_a_table_of_two(app):
    code = GAME.start(app, PEOPLE3, {}, 99, threads=False).deal_code()
    with pytest.raises(DealCodeError):
        GAME.start(app, PEOPLE2, {}, code, threads=False)


def test_the_options_choose_the_rules(app):
    ctl = GAME.start(app, PEOPLE3, {"target": "5", "meong_bak": True}, 7, threads=False)
    assert ctl.variant == "3p+t5+nomeong"
    assert not ctl.state.options.meong_bak and ctl.state.options.goal == 5
    assert ctl.month_numbers  # on for a new sitting; the table's button turns them off


def test_a_game_with_the_pages_options_resumes_with_them(app):
    ctl = GAME.start(app, PEOPLE3, {"target": "5", "meong_bak": True}, 7, threads=False)
    drive(app, 5)
    data = GAME.load_save()  # a variant beyond the catalogue's four is still Go-Stop's
    assert data["state"]["variant"] == "3p+t5+nomeong"
    again = GAME.resume(app, data, threads=False)
    assert again.variant == ctl.variant and again.state.options.goal == 5


def finish(ctl: GsController) -> None:
    """Play the hand to its end with the session's computers standing in for all."""
    from game.games.gostop.ai import make_agent

    agents = [make_agent("easy", s) for s in range(ctl.players)]
    while not ctl.state.is_terminal():
        seat = ctl.state.to_act
        ctl.apply(agents[seat].choose(ctl.state.observation(seat),
                                      ctl.state.legal_actions(seat)))


def test_the_sitting_and_the_setting_survive_a_save_and_resume(app):
    ctl = GAME.start(app, PEOPLE2, {}, 31, threads=False)
    ctl.toggle_month_numbers()
    drive(app, 5)
    finish(ctl)
    ctl.record_hand()
    totals = list(ctl.totals)
    data = GAME.load_save()
    assert data["totals"] == totals and data["hands_played"] == 1
    back = GAME.resume(app, data, threads=False)
    assert back.totals == totals and back.hands_played == 1 and back.recorded
    assert back.month_numbers is False and back.state.is_terminal()


def test_the_winner_deals_the_next_hand_and_a_draw_carries_its_count(app):
    ctl = GAME.start(app, PEOPLE2, {}, 31, threads=False)
    drive(app, 5)
    finish(ctl)
    ctl.record_hand()
    result = ctl.state.result
    ctl.next_hand()
    if result["winner"] is None:
        assert ctl.state.nagari == result["next_nagari"] >= 1
    else:
        assert ctl.state.dealer == result["winner"] and ctl.state.nagari == 0
    assert not ctl.recorded and ctl.hands_played == 1
