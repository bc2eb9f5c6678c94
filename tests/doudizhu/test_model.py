"""Rules sheet §2-§7 through the hand state machine: deal, auction, play, scoring."""

import json

import pytest

from game.core.actionlog import ActionLog, replay
from game.core.playout_check import check_random_playouts, check_state
from game.core.protocol import IllegalAction
from game.games.doudizhu.model import CODEC, PACK, RANK_OF, VARIANTS, Bid, DdzState, Pass, Play
from game.games.doudizhu.rules import RANK_CHARS


def cards_of(state, seat, text):
    """Card ids in `seat`'s hand for the ranks written in `text`."""
    hand = list(state.hands[seat])
    picked = []
    for ch in text:
        card = next(c for c in hand if RANK_CHARS[RANK_OF[c]] == ch)
        hand.remove(card)
        picked.append(card)
    return tuple(picked)


def rigged(hands: list[str], landlord: int, bid: int = 1) -> DdzState:
    """A hand in play with the given ranks per seat (kitty already taken)."""
    state = DdzState(seed=1)
    free = list(PACK.ids)
    state.hands = []
    for text in hands:
        hand = []
        for ch in text:
            card = next(c for c in free if RANK_CHARS[RANK_OF[c]] == ch)
            free.remove(card)
            hand.append(card)
        state.hands.append(sorted(hand, key=lambda c: (RANK_OF[c], c)))
    state.table = free  # cards out of play for this test, so conservation still holds
    state.phase, state.landlord, state.current, state.leader = "play", landlord, landlord, landlord
    state.high_bid, state.kitty_revealed = bid, True
    return state


def play(state, seat, text):
    return state.apply(Play(seat, cards_of(state, seat, text)))


def test_deal_gives_17_each_and_a_3_card_kitty():
    state = DdzState.new(42)
    assert [len(h) for h in state.hands] == [17, 17, 17]
    assert len(state.kitty) == 3
    check_state(state, 3, "fresh deal")
    shown = state.deal_events[0].data["shown_card"]
    assert PACK.from_codes([shown])[0] in state.hands[state.first_bidder]


def test_auction_each_bids_once_higher_and_highest_takes_the_kitty():
    state = DdzState.new(7)
    first = state.to_act
    state.apply(Bid(first, 1))
    with pytest.raises(IllegalAction):
        state.apply(Bid((first + 1) % 3, 1))  # must bid higher
    assert state.bids == [[first, 1]]
    state.apply(Bid((first + 1) % 3, 2))
    kitty = list(state.kitty)
    events = state.apply(Bid((first + 2) % 3, 0))
    landlord = (first + 1) % 3
    assert state.landlord == landlord and state.high_bid == 2
    assert events[-2].kind == "landlord" and events[-2].data["kitty"] == PACK.codes(kitty)
    assert len(state.hands[landlord]) == 20 and set(kitty) <= set(state.hands[landlord])
    assert state.to_act == landlord and state.phase == "play"


def test_a_bid_of_three_ends_the_auction_at_once():
    state = DdzState.new(3)
    first = state.to_act
    state.apply(Bid(first, 3))
    assert state.landlord == first and state.phase == "play"


def test_three_passes_void_the_hand_and_the_next_seat_bids_first():
    state = DdzState.new(5)
    first = state.to_act
    before = [list(h) for h in state.hands]
    events = []
    for i in range(3):
        events += state.apply(Bid((first + i) % 3, 0))
    assert "redeal" in [e.kind for e in events]
    assert state.to_act == (first + 1) % 3 and state.phase == "auction"
    assert state.bids == [] and state.redeals == 1
    assert [list(h) for h in state.hands] != before
    check_state(state, 3, "after redeal")


def test_seed_worked_example():
    # A (landlord, seat 0) leads 333+9; B passes; C plays 555+7; A plays KKK+J;
    # B plays AAA+3; C and A pass -> B leads anything, here a single 4.
    state = rigged(["3339KKKJ66", "AAA34TT", "5557QQ88"], landlord=0)
    play(state, 0, "3339")
    state.apply(Pass(1))
    play(state, 2, "5557")
    play(state, 0, "KKKJ")
    play(state, 1, "AAA3")
    state.apply(Pass(2))
    events = state.apply(Pass(0))
    assert events[-1].kind == "new_round" and events[-1].seat == 1
    assert state.to_act == 1 and state.to_beat() is None
    assert Pass(1) not in state.legal_actions(1)  # the leader may not pass
    play(state, 1, "4")
    assert state.last_play[2].kind == "single"


def test_illegal_play_is_refused_and_nothing_changes():
    state = rigged(["3339KK", "44TT", "5557"], landlord=0)
    play(state, 0, "3339")
    before = state.snapshot()
    with pytest.raises(IllegalAction, match="triplet"):
        play(state, 1, "44")
    with pytest.raises(IllegalAction, match="not a legal combination"):
        play(state, 1, "4T")
    with pytest.raises(IllegalAction, match="not your turn"):
        play(state, 2, "5557")
    with pytest.raises(IllegalAction, match="not in your hand"):
        state.apply(Play(1, cards_of(state, 2, "5")))
    assert state.snapshot() == before


@pytest.mark.parametrize(("seat", "value"), [(None, 2.5), (None, None), (None, True),
                                             (None, "1"), (0.0, 1), (3, 1), (-1, 1)])
def test_malformed_bids_are_refused_and_nothing_changes(seat, value):
    state = DdzState.new(5)
    bid = Bid(state.current if seat is None else seat, value)
    before = state.snapshot()
    with pytest.raises(IllegalAction) as refused:
        state.apply(bid)
    assert refused.value.reason == "malformed"
    assert state.snapshot() == before and state.legal_actions()


def test_malformed_plays_are_refused_and_nothing_changes():
    state = rigged(["3339KK", "44TT", "5557"], landlord=0)
    before = state.snapshot()
    for cards, reason in [((True,), "malformed"), ((1.0,), "malformed"), ((999,), "malformed"),
                          (cards_of(state, 0, "3") * 2, "choose")]:
        with pytest.raises(IllegalAction) as refused:
            state.apply(Play(0, cards))
        assert refused.value.reason == reason
    with pytest.raises(IllegalAction, match="cannot be played that way"):
        state.apply(Play(0, cards_of(state, 0, "3339"), reading="?!"))
    assert state.snapshot() == before


def test_bombs_and_rocket_double_the_multiplier_and_win_scores_2s():
    state = rigged(["4444BR3", "5", "6"], landlord=0, bid=2)
    events = play(state, 0, "4444")
    assert [e.kind for e in events][:2] == ["play", "bomb"] and state.multiplier == 2
    state.apply(Pass(1))
    state.apply(Pass(2))
    play(state, 0, "BR")
    assert state.multiplier == 4
    state.apply(Pass(1))
    state.apply(Pass(2))
    events = play(state, 0, "3")
    result = events[-1].data
    # spring: neither farmer played a card -> x2 again; S = 2 x 8 = 16
    assert result["spring"] and result["multiplier"] == 8
    assert state.returns() == [32, -16, -16]
    assert state.is_terminal() and state.to_act is None


def test_anti_spring_when_landlord_made_only_the_opening_lead():
    state = rigged(["3K", "4A", "5"], landlord=0, bid=3)
    play(state, 0, "3")
    play(state, 1, "4")
    events = play(state, 2, "5")
    result = events[-1].data
    assert result["winner"] == "farmers" and result["anti_spring"] and not result["spring"]
    assert state.returns() == [-12, 6, 6]


def test_no_spring_when_a_farmer_played():
    state = rigged(["3K", "4", "66"], landlord=0)
    play(state, 0, "3")
    state.apply(Pass(1))
    play(state, 2, "6")
    events = play(state, 0, "K")
    assert not events[-1].data["spring"] and state.returns() == [2, -1, -1]


def test_warning_at_two_and_one_cards():
    state = rigged(["3345", "QQ", "KK"], landlord=0)
    events = play(state, 0, "33")
    assert events[-1].kind == "warning" and events[-1].data["left"] == 2
    state.apply(Pass(1))
    state.apply(Pass(2))
    events = play(state, 0, "4")
    assert events[-1].kind == "warning" and events[-1].data["left"] == 1


def test_observation_holds_only_own_hand_until_the_hand_ends():
    state = DdzState.new(11)
    obs = state.observation(0)
    assert obs["hand"] == PACK.codes(state.hands[0])
    assert obs["hands"] is None and obs["kitty"] is None
    assert obs["counts"] == [17, 17, 17]
    text = json.dumps(obs)
    for code in PACK.codes(state.hidden_from(0)):
        assert f'"{code}"' not in text


def test_json_round_trip_and_replay_from_the_action_log():
    state = DdzState.new(99)
    log = ActionLog(99, "classic")
    import random
    pick = random.Random(0)
    while not state.is_terminal():
        action = pick.choice(state.legal_actions())
        state.apply(action)
        log.record(action)
        assert DdzState.from_json(json.loads(json.dumps(state.to_json()))) == state
    stored = json.loads(json.dumps(log.to_json()))
    again = replay(ActionLog.from_json(stored, CODEC), DdzState.new)
    assert again == state and again.returns() == state.returns()


def test_random_playouts_keep_cards_secrets_and_round_trip():
    """Every state of 40 random hands (the 10,000-hand run below is marked slow)."""
    report = check_random_playouts(DdzState.new, seats=3, games=40, seed=1000)
    assert report.games == 40 and report.actions > 40 * 40


@pytest.mark.slow
def test_ten_thousand_random_playouts():
    report = check_random_playouts(DdzState.new, seats=3, games=10_000, seed=0)
    assert report.games == 10_000


def test_a_play_offered_for_an_earlier_decision_is_checked_again():
    state = rigged(["3345", "Q", "K"], landlord=0)
    offered = [a for a in state.legal_actions(0) if isinstance(a, Play)]
    single_three = next(a for a in offered if a.reading == "single" and len(a.cards) == 1
                        and RANK_CHARS[RANK_OF[a.cards[0]]] == "3")
    state.apply(single_three)
    state.apply(Pass(1))
    state.apply(Pass(2))
    before = state.snapshot()
    with pytest.raises(IllegalAction, match="not in your hand"):
        state.apply(single_three)  # the same object, offered two decisions ago
    assert state.snapshot() == before


def test_a_deal_code_names_the_exact_deal():
    from game.core import dealcode

    original = DdzState.new(2_024_112)
    seed, variant = dealcode.decode(dealcode.encode(original.seed, VARIANTS.index("classic")))
    again = DdzState.new(seed, VARIANTS[variant])
    assert again.hands == original.hands and again.kitty == original.kitty
    assert again.first_bidder == original.first_bidder
    assert DdzState.new(seed + 1).hands != original.hands
