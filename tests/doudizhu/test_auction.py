"""Sheet §3 "Call and rob", the doubling round and show cards: the pure rules, then
through the hand state machine."""

from functools import partial

import pytest

from game.core.playout_check import check_random_playouts, check_state
from game.core.protocol import IllegalAction
from game.games.doudizhu import GAME, ai, variant_for
from game.games.doudizhu.ai_policy import call_choice, double_choice, show_choice
from game.games.doudizhu.auction import (
    VARIANTS,
    double_order,
    pair_factors,
    rob_landlord,
    rob_multiplier,
    rob_next,
    settle_pairs,
    variant_options,
)
from game.games.doudizhu.model import Bid, Call, DdzState, Double, Pass, Play, Show
from game.games.doudizhu.rules import count_ranks, parse_cards

# --- call and rob (sheet §3 variant) ---------------------------------------------------


def test_nobody_calls_after_all_three_refuse():
    calls = [(1, False), (2, False), (0, False)]
    assert rob_next(1, 3, calls[:2]) == 0
    assert rob_next(1, 3, calls) is None
    assert rob_landlord(calls) is None


def test_first_caller_then_each_later_seat_robs_then_the_caller_robs_back():
    calls = [(0, True)]
    assert rob_next(0, 3, calls) == 1
    calls.append((1, True))  # rob
    assert rob_next(0, 3, calls) == 2
    calls.append((2, False))
    assert rob_next(0, 3, calls) == 0  # the first caller's one chance to rob back
    calls.append((0, True))
    assert rob_next(0, 3, calls) is None
    assert rob_landlord(calls) == 0
    assert rob_multiplier(calls) == 4  # two robs: ×2 ×2


def test_no_rob_back_when_nobody_robbed():
    calls = [(0, True), (1, False), (2, False)]
    assert rob_next(0, 3, calls) is None
    assert rob_landlord(calls) == 0
    assert rob_multiplier(calls) == 1


def test_a_seat_that_refused_to_call_may_not_rob():
    # Seat 1 refused, seat 2 called: only seat 0 (after the caller) may rob.
    calls = [(1, False), (2, True)]
    assert rob_next(1, 3, calls) == 0
    calls.append((0, True))
    assert rob_next(1, 3, calls) == 2  # rob back
    calls.append((2, False))
    assert rob_next(1, 3, calls) is None
    assert rob_landlord(calls) == 0
    assert rob_multiplier(calls) == 2


def test_last_seat_calls_and_nobody_may_rob():
    calls = [(0, False), (1, False), (2, True)]
    assert rob_next(0, 3, calls) is None
    assert rob_landlord(calls) == 2


# --- doubling --------------------------------------------------------------------------


def test_doubling_order_is_each_farmer_then_the_landlord():
    assert double_order(1, 3) == [2, 0, 1]


def test_a_double_counts_for_the_pairs_it_concerns():
    assert pair_factors(0, [False, True, False]) == [1, 2, 1]
    assert pair_factors(0, [True, True, False]) == [1, 4, 2]  # the landlord's: both pairs
    assert pair_factors(2, [False, False, False]) == [1, 1, 1]


def test_settle_pairs_landlord_takes_the_sum_of_his_pairs():
    assert settle_pairs(0, True, 3, [1, 2, 1]) == [9, -6, -3]
    assert settle_pairs(1, False, 2, [4, 1, 2]) == [8, -12, 4]
    assert settle_pairs(0, True, 5, [1, 1, 1]) == [10, -5, -5]  # sheet §7: 2S and S


def test_variants_are_every_option_combination_classic_first():
    assert VARIANTS[0] == "classic" and len(VARIANTS) == 8 and len(set(VARIANTS)) == 8
    assert variant_for({}, 3) == "classic"
    assert variant_for({"rob": True, "show": True}, 3) == "classic+rob+show"
    assert variant_options("classic+double+show") == {"double", "show"}
    assert [o.key for o in GAME.options] == ["rob", "double", "show"]


# --- through the state machine --------------------------------------------------------


def test_rob_auction_through_the_state():
    state = DdzState.new(11, "classic+rob")
    first = state.to_act
    assert state.legal_actions() == [Call(first, False), Call(first, True)]
    with pytest.raises(IllegalAction):
        state.apply(Bid(first, 3))  # no 1-2-3 bids in this auction
    state.apply(Call(first, True))
    state.apply(Call((first + 1) % 3, True))  # rob ×2
    state.apply(Call((first + 2) % 3, False))
    assert state.to_act == first
    events = state.apply(Call(first, True))  # rob back ×2
    assert state.landlord == first and state.high_bid == 1 and state.multiplier == 4
    assert state.phase == "play" and len(state.hands[first]) == 20
    assert [e.kind for e in events][-2:] == ["landlord", "new_round"]
    check_state(state, 3, "robbed")


def test_nobody_calls_redeals_with_the_next_first_bidder():
    state = DdzState.new(5, "classic+rob")
    first = state.first_bidder
    for i in range(3):
        state.apply(Call((first + i) % 3, False))
    assert state.redeals == 1 and state.first_bidder == (first + 1) % 3
    assert state.phase == "auction" and state.calls == []


def _to_landlord(state: DdzState) -> int:
    first = state.to_act
    state.apply(Bid(first, 3))
    return first


def test_show_cards_makes_the_landlord_hand_public_and_doubles():
    state = DdzState.new(3, "classic+show")
    landlord = _to_landlord(state)
    assert state.phase == "show" and state.to_act == landlord
    farmer = (landlord + 1) % 3
    assert state.observation(farmer)["shown_hand"] is None
    state.apply(Show(landlord, True))
    assert state.multiplier == 2 and state.phase == "play" and state.to_act == landlord
    obs = state.observation(farmer)
    assert obs["shown_hand"] == state.pack.codes(state.hands[landlord])
    assert not set(state.hands[landlord]) & state.hidden_from(farmer)
    check_state(state, 3, "shown")


def test_not_showing_keeps_the_hand_hidden():
    state = DdzState.new(3, "classic+show")
    landlord = _to_landlord(state)
    state.apply(Show(landlord, False))
    farmer = (landlord + 1) % 3
    assert state.multiplier == 1 and state.observation(farmer)["shown_hand"] is None
    public = set(state.kitty) | {state.shown_card}  # the kitty was turned face up
    assert set(state.hands[landlord]) - public <= state.hidden_from(farmer)


def test_doubling_round_then_landlord_leads_and_pairs_score_apart():
    state = DdzState.new(9, "classic+double")
    landlord = _to_landlord(state)
    f1, f2 = (landlord + 1) % 3, (landlord + 2) % 3
    assert state.phase == "double" and state.to_act == f1
    with pytest.raises(IllegalAction):
        state.apply(Play(landlord, (state.hands[landlord][0],)))
    state.apply(Double(f1, True))
    state.apply(Double(f2, False))
    assert state.to_act == landlord
    state.apply(Double(landlord, True))
    assert state.phase == "play" and state.to_act == landlord
    factors = state.pair_factors()
    assert factors[f1] == 4 and factors[f2] == 2 and factors[landlord] == 1
    # Play it out; whoever wins, each farmer's score is his pair's share.
    while state.phase != "over":
        legal = state.legal_actions()
        state.apply(next((a for a in legal if isinstance(a, Pass)), legal[0]))
    value = state.result["value"]
    deltas = state.result["deltas"]
    assert abs(deltas[f1]) == 4 * value and abs(deltas[f2]) == 2 * value
    assert sum(deltas) == 0


def test_every_option_on_in_order_show_then_double():
    state = DdzState.new(21, "classic+rob+double+show")
    first = state.to_act
    state.apply(Call(first, True))
    state.apply(Call((first + 1) % 3, False))
    state.apply(Call((first + 2) % 3, False))
    assert state.phase == "show" and state.landlord == first
    state.apply(Show(first, True))
    assert state.phase == "double"


@pytest.mark.parametrize("variant", VARIANTS[1:])
def test_random_playouts_of_each_variant(variant):
    report = check_random_playouts(partial(DdzState.new, variant=variant), seats=3, games=25,
                                   seed=77)
    assert report.games == 25


# --- computer players ------------------------------------------------------------------


def _counts(text: str) -> list[int]:
    return count_ranks(parse_cards(text))


STRONG = "BR22AAKKQQJJ99877"  # rocket, two 2s, pairs: a landlord's hand
WEAK = "33445567899TJQK"  # no high card at all


def test_policies_call_rob_double_and_show_with_strong_hands_only():
    strong, weak = _counts(STRONG), _counts(WEAK + "36")
    assert call_choice(strong, robbing=False) and call_choice(strong, robbing=True)
    assert not call_choice(weak, robbing=False) and not call_choice(weak, robbing=True)
    assert double_choice(strong, landlord=False) and not double_choice(weak, landlord=False)
    assert not double_choice(weak, landlord=True)
    assert show_choice(_counts("BR2222AAAKKKQQQJJJ")) and not show_choice(_counts(WEAK + "8TQ45"))


@pytest.mark.parametrize("variant", VARIANTS[1:])
def test_every_level_plays_every_variant_legally_to_the_end(variant):
    agents_by_level = {"easy": 0, "normal": 1, "hard": 2}
    for seed in range(4):
        state = DdzState.new(seed, variant)
        agents = [ai.make_agent(level, seed + i, max_deals=2, time_budget=60)
                  if level == "hard" else ai.make_agent(level, seed + i)
                  for level, i in agents_by_level.items()]
        kinds = set()
        while not state.is_terminal():
            seat = state.to_act
            legal = state.legal_actions(seat)
            action = agents[seat].choose(state.observation(seat), legal)
            assert action in legal
            kinds.add(action.kind)
            state.apply(action)
        assert ("call" in kinds) == ("rob" in variant)
        assert ("double" in kinds) == ("double" in variant)
        assert ("show" in kinds) == ("show" in variant)


def test_computers_rob_double_and_show_sometimes_not_always():
    said = {"rob": [], "double": [], "show": []}
    for seed in range(60):
        state = DdzState.new(seed, "classic+rob+double+show")
        agent = ai.make_agent("normal")
        while state.phase != "play":
            seat = state.to_act
            action = agent.choose(state.observation(seat), state.legal_actions(seat))
            if isinstance(action, Call) and any(y for _s, y in state.calls):
                said["rob"].append(action.take)
            elif isinstance(action, Double):
                said["double"].append(action.double)
            elif isinstance(action, Show):
                said["show"].append(action.show)
            state.apply(action)
    for kind, answers in said.items():
        assert any(answers) and not all(answers), kind


def test_the_hard_players_worlds_keep_a_shown_hand_where_it_is():
    """Shown cards are no secret: every world the hard player searches (drawn with the
    game's determinize, through search.decide) gives the landlord his real hand."""
    from game.core.search import decide

    state = DdzState.new(8, "classic+show")
    landlord = _to_landlord(state)
    state.apply(Show(landlord, True))
    while state.to_act == landlord or state.phase != "play":
        seat = state.to_act
        state.apply(ai.make_agent("normal", seat).choose(state.observation(seat),
                                                         state.legal_actions(seat)))
    farmer = state.to_act
    worlds = []
    real = state.determinize
    state.determinize = lambda seat, rng: worlds.append(real(seat, rng)) or worlds[-1]
    agent = ai.make_agent("hard", 1, time_budget=60, max_worlds=6)
    decide(agent, state, farmer, state.legal_actions(farmer))
    assert len(worlds) == 6 and agent.last_worlds == 6
    for world in worlds:
        assert sorted(world.hands[landlord]) == sorted(state.hands[landlord])
