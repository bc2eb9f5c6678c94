"""Rules sheet §8-§9 as `determinize`: what a seat has seen stays, the rest is dealt
again, and the result plays to its end. (The generic leak check over random states of
every variant is in tests/conformance/test_leaks.py.)"""

import random

from game.core.agents import RandomAgent
from game.core.leak_check import check_no_leak
from game.games.doudizhu.model import Bid, DdzState, Show
from game.games.doudizhu.model_4p import Ddz4State


def bid_to_play(state, show=False):
    """The first bidder bids 3 (and plays face up when `show`): the hand in play."""
    state.apply(Bid(state.to_act, 3))
    if state.phase == "show":
        state.apply(Show(state.landlord, show))
    return state


def play_out(state, seed=0):
    agent = RandomAgent(seed)
    for _ in range(2000):
        if state.is_terminal():
            return state
        state.apply(agent.choose({}, state.legal_actions()))
    raise AssertionError("the hand did not end")


def test_a_farmer_keeps_his_hand_and_sees_the_kitty_stay_with_the_landlord():
    state = bid_to_play(DdzState.new(7))
    farmer = (state.landlord + 1) % 3
    other = 3 - state.landlord - farmer
    rng = random.Random(1)
    moved = 0
    for _ in range(20):
        det = state.determinize(farmer, rng)
        assert det.hands[farmer] == state.hands[farmer]
        assert set(state.kitty) <= set(det.hands[state.landlord])  # turned face up (§3.5)
        assert [len(h) for h in det.hands] == [len(h) for h in state.hands]
        assert det.observation(farmer) == state.observation(farmer)
        moved += det.hands[other] != state.hands[other]
    assert moved >= 18


def test_a_hand_played_face_up_and_the_shown_card_are_not_dealt_again():
    state = bid_to_play(DdzState.new(3, "classic+show"), show=True)
    farmer = (state.landlord + 1) % 3
    det = state.determinize(farmer, random.Random(2))
    # the shown hand and the viewer's are known: the last hand by elimination
    assert det.hands == state.hands
    assert list(det.hidden_values(farmer)) == [f"hand_{3 - state.landlord - farmer}"]
    fresh = DdzState.new(5)
    holder = next(s for s in range(3) if fresh.shown_card in fresh.hands[s])
    for seat in range(3):
        assert fresh.shown_card in fresh.determinize(seat, random.Random(seat)).hands[holder]


def test_the_four_player_kitty_stays_the_landlords_secret():
    state = bid_to_play(Ddz4State.new(11))
    landlord = state.landlord
    farmer = (landlord + 1) % 4
    rng = random.Random(3)
    for _ in range(10):
        det = state.determinize(farmer, rng)
        # a kitty he could have taken: cards of his new hand, 8 of them
        assert len(det.kitty) == 8 and set(det.kitty) <= set(det.hands[landlord])
        assert det.observation(farmer) == state.observation(farmer)
    mine = state.determinize(landlord, rng)
    assert mine.kitty == state.kitty and mine.hands[landlord] == state.hands[landlord]


def test_before_the_auction_the_face_down_kitty_is_dealt_again_too():
    state = DdzState.new(21)
    seat = state.to_act
    kitties = {tuple(state.determinize(seat, random.Random(i)).kitty) for i in range(10)}
    assert len(kitties) > 5
    check_no_leak(state, seat, random.Random(0))


def test_a_determinization_plays_to_its_end_and_leaves_the_state_alone():
    for cls, seed in ((DdzState, 4), (Ddz4State, 9)):
        state = bid_to_play(cls.new(seed))
        before = state.snapshot()
        for seat in range(state.seats):
            det = play_out(state.determinize(seat, random.Random(seat)), seed)
            assert det.is_terminal() and sum(det.returns()) == 0
        assert state.snapshot() == before


def test_the_next_deal_is_hidden_too():
    # nobody bids: the redeal shuffles from the determinization's own RNG
    state = DdzState.new(8)
    decks = set()
    for i in range(5):
        det = state.determinize(0, random.Random(i))
        for _ in range(3):
            det.apply(Bid(det.to_act, 0))
        decks.add(tuple(det.hands[0]))
    assert len(decks) == 5


def test_a_clone_is_independent():
    state = bid_to_play(DdzState.new(12))
    before = state.snapshot()
    copy = state.clone()
    assert copy.snapshot() == before
    play_out(copy)
    assert state.snapshot() == before and not state.is_terminal()
