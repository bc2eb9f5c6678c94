"""Rules sheet §6, §9 as `determinize`: tribute and return cards stay where payer and
receiver know them to be, resisting payers keep the big jokers, the rest is dealt again
and the result plays to its end. (The generic leak check over random states of every
variant is in tests/conformance/test_leaks.py.)"""

import random

from game.core.agents import RandomAgent
from game.core.leak_check import check_no_leak
from game.games.guandan.levels import HandSetup
from game.games.guandan.model import FACES, GdState
from game.games.guandan.rules import BJ, is_wild
from game.games.guandan.tribute import SEATS

DOUBLE = HandSetup((5, 2), 0, (0, 2, 1, 3))  # 1st+2nd: seats 1 and 3 pay 0 and 2


def first_deal(where, start=0):
    for seed in range(start, start + 300):
        state = GdState.new(seed, "std", DOUBLE)
        if where(state):
            return state
    raise AssertionError("no such deal")


def play_out(state, seed=0):
    agent = RandomAgent(seed)
    for _ in range(3000):
        if state.is_terminal():
            return state
        state.apply(agent.choose({}, state.legal_actions()))
    raise AssertionError("the hand did not end")


def bigs(state, seat):
    return sorted(c for c in state.hands[seat] if FACES[c][0] == BJ)


def test_tribute_and_return_cards_stay_where_payer_and_receiver_know_them():
    state = first_deal(lambda s: bool(s.tributes))
    while state.phase == "return":
        state.apply(state.legal_actions()[0])
    for record in state.tributes:
        payer, receiver = record["from"], record["to"]
        for _ in range(5):
            det = state.determinize(payer, random.Random(_))
            assert record["card"] in det.hands[receiver]  # he gave it
            det = state.determinize(receiver, random.Random(_))
            assert record["returned"] in det.hands[payer]  # he gave it back
        for seat in range(SEATS):
            check_no_leak(state, seat, random.Random(seat), where="after the returns")


def test_a_receiver_knows_the_payer_holds_nothing_higher_than_the_tribute():
    state = first_deal(lambda s: s.phase == "return" and any(
        s.rank_of[r["card"]] < max(s.rank_of) - 2 for r in s.tributes))  # not a joker paid
    for record in state.tributes:
        payer, receiver, top = record["from"], record["to"], state.rank_of[record["card"]]
        for i in range(20):
            det = state.determinize(receiver, random.Random(i))
            assert all(det.rank_of[c] <= top or is_wild(FACES[c], det.level)
                       for c in det.hands[payer])
        # a seat that did not see the tribute card knows no such thing
        third = next(s for s in range(SEATS) if s not in (payer, receiver))
        highs = sum(any(det.rank_of[c] > top and not is_wild(FACES[c], det.level)
                        for c in det.hands[payer])
                    for det in (state.determinize(third, random.Random(i)) for i in range(20)))
        assert highs > 0


def test_one_resisting_holder_keeps_both_big_jokers():
    state = first_deal(lambda s: s.resisted_by is not None and len(s.resisted_by) == 1)
    holder = state.resisted_by[0]
    for seat in range(SEATS):
        det = state.determinize(seat, random.Random(seat))
        assert bigs(det, holder) == bigs(state, holder) and len(bigs(det, holder)) == 2


def test_two_resisting_holders_keep_one_big_joker_each():
    state = first_deal(lambda s: s.resisted_by is not None and len(s.resisted_by) == 2)
    a, b = state.resisted_by
    outsider = next(s for s in range(SEATS) if s not in (a, b))
    swapped = 0
    for i in range(20):
        det = state.determinize(outsider, random.Random(i))
        assert len(bigs(det, a)) == len(bigs(det, b)) == 1
        swapped += bigs(det, a) != bigs(state, a)
    assert 0 < swapped < 20  # which copy each holds is hidden from the others
    det = state.determinize(a, random.Random(0))
    assert bigs(det, b) == bigs(state, b)  # a holder knows the other has the other one
    for seat in range(SEATS):
        check_no_leak(state, seat, random.Random(seat), where="resisted by two")


def test_a_determinization_plays_to_its_end_and_leaves_the_state_alone():
    state = first_deal(lambda s: s.phase == "return")
    before = state.snapshot()
    for seat in range(SEATS):
        det = play_out(state.determinize(seat, random.Random(seat)), seat)
        assert det.result is not None
    assert state.snapshot() == before


def test_a_clone_is_independent():
    state = GdState.new(5)
    before = state.snapshot()
    copy = state.clone()
    assert copy.snapshot() == before
    play_out(copy)
    assert state.snapshot() == before and not state.is_terminal()
