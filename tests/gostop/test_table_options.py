"""The two options of rules sheet §9 that change what happens rather than what is
paid: four of a month on the table won by the dealer instead of a redeal, and a ppuk
on one's first turn paid by each opponent whoever wins."""

from __future__ import annotations

from game.games.gostop.actions import Play
from game.games.gostop.cards import ids
from game.games.gostop.matching import four_of_a_month
from game.games.gostop.model import GostopState
from game.games.gostop.options import FIRST_PPUK_POINTS, FOUR_TABLE_POINTS
from tests.gostop.helpers import rigged


def a_seed_dealt_again() -> int:
    return next(n for n in range(5000) if GostopState.new(n, "2p").redeals)


def test_four_of_a_month_on_the_table_is_dealt_again_by_default():
    state = GostopState.new(a_seed_dealt_again(), "2p")
    assert state.redeals >= 1 and not four_of_a_month(state.table)
    assert not state.is_terminal()


def test_with_the_option_four_on_the_table_wins_the_dealer_ten_points_at_once():
    seed = a_seed_dealt_again()
    state = GostopState.new(seed, "2p+fourwin")
    assert state.redeals == 0 and four_of_a_month(state.table)
    assert state.is_terminal() and state.result["reason"] == "four_on_table"
    dealer = state.dealer
    assert state.result["winner"] == dealer
    assert state.returns()[dealer] == FOUR_TABLE_POINTS == -state.returns()[1 - dealer]
    kinds = [e.kind for e in state.opening_events()]
    assert kinds[-2:] == ["four_on_table", "hand_over"]


def test_the_four_on_table_win_is_doubled_by_a_drawn_hand_before_it():
    state = GostopState.new(a_seed_dealt_again(), "2p+fourwin", nagari=1)
    assert state.result["value"] == 2 * FOUR_TABLE_POINTS


def test_a_first_turn_ppuk_is_paid_by_each_opponent_whoever_wins():
    # Seat 0 makes a ppuk on its first turn; then seat 1 ends the hand by... nothing:
    # the stock runs out, a drawn hand, and the bonus is paid all the same.
    state = rigged({0: "05c", 1: "07c", 2: "09c"}, table="05b 03c", stock="05a 10c 11c",
                   players=3, variant="3p+firstppuk")
    state.apply(Play(0, ids("05c")))
    assert state.first_ppuk == [True, False, False]
    state.apply(Play(1, ids("07c")))
    state.apply(Play(2, ids("09c")))
    assert state.is_terminal() and state.result["reason"] == "nagari"
    assert state.result["first_ppuk"] == [FIRST_PPUK_POINTS, 0, 0]
    assert state.returns() == [2 * FIRST_PPUK_POINTS, -FIRST_PPUK_POINTS, -FIRST_PPUK_POINTS]


def test_a_ppuk_after_the_first_round_earns_no_bonus_and_no_option_none():
    late = rigged({0: "05c 06c", 1: "07c 07d"}, table="05b 03c", stock="05a 09c",
                  variant="2p+firstppuk")
    late.turn_no = 2  # the first round is over
    late.apply(Play(0, ids("05c")))
    assert late.ppuks[0] == 1 and late.first_ppuk == [False, False]
    plain = rigged({0: "05c 06c", 1: "07c 07d"}, table="05b 03c", stock="05a 09c")
    events = plain.apply(Play(0, ids("05c")))
    assert plain.ppuks[0] == 1 and "first_ppuk" not in [e.kind for e in events]
