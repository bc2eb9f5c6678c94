"""Rules sheet §9: four-player Dou Di Zhu's combinations, deal, auction and scoring."""

from functools import partial

import pytest

from game.core.playout_check import check_random_playouts, check_state
from game.core.protocol import IllegalAction
from game.games.doudizhu import GAME, ai_4p, variant_for
from game.games.doudizhu.model import FOUR_PLAYER, Bid, Pass, Play
from game.games.doudizhu.model_4p import Ddz4State, new_state, state_from_json
from game.games.doudizhu.rules import parse_cards
from game.games.doudizhu.rules_4p import (
    beats_4p,
    legal_plays_4p,
    readings_4p,
    settle_4p,
    top_rank,
)


def kinds(text: str) -> set[tuple[str, int]]:
    return {(c.kind, c.length) for c in readings_4p(parse_cards(text))}


def one(text: str):
    found = readings_4p(parse_cards(text))
    assert len(found) >= 1, text
    return max(found, key=lambda c: (c.kind in ("bomb", "joker_bomb"), c.key))


# --- combinations ------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "kind"), [
    ("3", "single"), ("R", "single"),
    ("33", "pair"), ("BB", "pair"), ("RR", "pair"),
    ("333", "trio"), ("33344", "trio_pair"), ("333BB", "trio_pair"),
    ("34567", "straight"), ("A2345", "straight"), ("23456", "straight"),
    ("TJQKA", "straight"), ("23456789TJQKA", "straight"),
    ("AA2233", "pair_straight"), ("223344", "pair_straight"),
    ("AAA222", "plane"), ("KKKAAA", "plane"),
    ("3334445566", "plane_pair"),
    ("3333", "bomb"), ("33333333", "bomb"), ("BBRR", "joker_bomb"),
])
def test_every_row_of_the_table_reads(text, kind):
    assert kind in {k for k, _n in kinds(text)}


@pytest.mark.parametrize("text", [
    "BR",  # the two jokers are no pair
    "BBB",  # triplets never jokers
    "3334",  # no triplet + single
    "JQKA2",  # no wrap past the ace
    "333345",  # no quad-plus-two
    "33334444",  # two bombs are no play
    "3334445567",  # the attached pairs must be consecutive (and pairs)
    "3334445577",  # 55 and 77 are not consecutive
    "BBR", "BBRRR",
    "2345",  # too short
])
def test_what_is_no_play(text):
    assert readings_4p(parse_cards(text)) == []


def test_a_low_ace_or_two_counts_below_three():
    low = one("A2345")
    assert top_rank(low) == "5"
    assert beats_4p(one("23456"), low) and beats_4p(one("34567"), one("23456"))
    assert not beats_4p(low, one("34567"))
    assert beats_4p(one("TJQKA"), one("9TJQK"))
    assert beats_4p(one("KKKAAA"), one("AAA222"))  # AAA-222 is the lowest plane


def test_the_thirteen_card_run_reads_ace_high_first():
    run = one("23456789TJQKA")
    assert run.length == 13 and top_rank(run) == "A"


def test_bomb_order_more_cards_then_rank_and_the_joker_bomb_over_all():
    assert beats_4p(one("33333"), one("2222"))  # sheet: 5-card 3s > 4-card 2s
    assert beats_4p(one("22222"), one("33333"))
    assert not beats_4p(one("2222"), one("33333"))
    assert beats_4p(one("BBRR"), one("88888888"))  # sheet: joker bomb > 8-card bomb
    assert not beats_4p(one("88888888"), one("BBRR"))
    assert beats_4p(one("3333"), one("23456789TJQKA"))


def test_plain_plays_compare_only_with_the_same_kind_and_size():
    assert beats_4p(one("44"), one("33")) and not beats_4p(one("444"), one("33"))
    assert not beats_4p(one("45678"), one("345678"))
    assert beats_4p(one("RR"), one("BB")) and beats_4p(one("BB"), one("22"))
    assert beats_4p(one("44433"), one("33344"))


def test_legal_plays_follow_and_include_bombs():
    hand = [0] * 15
    for r in parse_cards("3344555566667"):
        hand[r] += 1
    plays = legal_plays_4p(hand, one("22"))
    assert {p.kind for p in plays} == {"bomb"}  # nothing beats a pair of 2s but bombs
    assert {p.length for p in plays} == {4}
    leads = legal_plays_4p(hand, None)
    assert any(p.kind == "pair_straight" and p.length == 4 for p in leads)  # 33-44-55-66
    assert any(p.kind == "straight" and p.length == 5 for p in leads)  # 3-4-5-6-7


def test_every_listed_play_reads_back_as_itself():
    state = new_state(4, FOUR_PLAYER)
    hand = state.counts(0)
    for play in legal_plays_4p(hand, None):
        assert play in readings_4p(play.ranks), play


# --- deal, auction, scoring through the state ----------------------------------------------


def test_deal_two_packs_25_each_and_an_8_card_kitty():
    state = new_state(42, FOUR_PLAYER)
    assert isinstance(state, Ddz4State) and len(state.pack) == 108
    assert [len(h) for h in state.hands] == [25] * 4 and len(state.kitty) == 8
    check_state(state, 4, "fresh 4-player deal")


def test_the_kitty_goes_to_the_landlord_unseen():
    state = new_state(42, FOUR_PLAYER)
    first = state.to_act
    events = state.apply(Bid(first, 3))
    assert state.landlord == first and len(state.hands[first]) == 33
    assert events[-2].data["kitty"] is None
    farmer = (first + 1) % 4
    assert state.observation(farmer)["kitty"] is None
    assert set(state.kitty) <= state.hidden_from(farmer)
    assert state.observation(first)["kitty"] == state.pack.codes(state.kitty)
    check_state(state, 4, "kitty taken")


def test_a_round_ends_after_three_passes():
    state = new_state(3, FOUR_PLAYER)
    landlord = state.to_act
    state.apply(Bid(landlord, 3))
    lead = min((a for a in state.legal_actions() if isinstance(a, Play)), key=lambda a: a.cards)
    state.apply(lead)
    for i in range(1, 4):
        state.apply(Pass((landlord + i) % 4))
    assert state.to_act == landlord and state.last_play is None


def test_void_hand_redeals_x2_then_the_shown_card_holder_is_forced_at_one():
    state = new_state(5, FOUR_PLAYER)
    for _ in range(4):
        state.apply(Bid(state.to_act, 0))
    assert state.redeals == 1 and state.multiplier == 2 and state.phase == "auction"
    holder = state.first_bidder
    assert state.shown_card in state.hands[holder]
    for _ in range(4):
        state.apply(Bid(state.to_act, 0))
    assert state.landlord == holder and state.high_bid == 1 and state.phase == "play"


def test_bombs_do_not_double_and_each_farmer_pays_s():
    assert settle_4p(2, True, 3) == [-3, -3, 9, -3]
    assert settle_4p(0, False, 2) == [-6, 2, 2, 2]
    state = new_state(9, FOUR_PLAYER)
    state.apply(Bid(state.to_act, 2))
    told = []
    while state.phase != "over":
        legal = state.legal_actions()
        bombs = [a for a in legal if isinstance(a, Play) and a.reading in ("bomb", "joker_bomb")]
        events = state.apply(bombs[0] if bombs else next(
            (a for a in legal if isinstance(a, Pass)), legal[0]))
        told += [e for e in events if e.kind in ("bomb", "joker_bomb")]
    assert told and all(e.data["doubles"] is False for e in told)  # the table says "Bomb!"
    assert state.multiplier == 1 and state.result["value"] == 2
    deltas = state.result["deltas"]
    assert sorted(abs(d) for d in deltas) == [2, 2, 2, 6] and sum(deltas) == 0


def test_an_illegal_play_is_refused_with_its_reason():
    state = new_state(3, FOUR_PLAYER)
    landlord = state.to_act
    state.apply(Bid(landlord, 3))
    hand = state.hands[landlord]
    with pytest.raises(IllegalAction):
        state.apply(Play(landlord, (hand[0], hand[-1])))  # lowest and highest: no play
    assert len(state.hands[landlord]) == 33


def test_the_game_definition_has_four_seats_and_its_variant():
    assert GAME.seats == (3, 4) and GAME.level_for(4) == "doudizhu_4p"
    assert variant_for({"rob": True}, 4) == FOUR_PLAYER
    assert all(not o.shown_for(4) and o.shown_for(3) for o in GAME.options)
    state = new_state(11, FOUR_PLAYER)
    state.apply(Bid(state.to_act, 1))
    again = state_from_json(state.to_json())
    assert again == state and isinstance(again, Ddz4State)


def test_random_playouts_of_the_four_player_game():
    report = check_random_playouts(partial(new_state, variant=FOUR_PLAYER), seats=4, games=12,
                                   seed=4)
    assert report.games == 12


@pytest.mark.parametrize("levels", [("normal", "easy", "normal", "easy"),
                                    ("easy", "normal", "hard", "normal")])
def test_computer_players_play_legal_hands_to_the_end(levels):
    for seed in range(6):
        state = new_state(seed, FOUR_PLAYER)
        # The hard player searches a few sampled deals only: legality is the point here.
        agents = [ai_4p.make_agent_4p(level, seed + i,
                                      **({"max_deals": 2} if level == "hard" else {}))
                  for i, level in enumerate(levels)]
        while not state.is_terminal():
            seat = state.to_act
            legal = state.legal_actions(seat)
            action = agents[seat].choose(state.observation(seat), legal)
            assert action in legal
            state.apply(action)


def test_normal_player_lets_a_partners_trick_stand_and_never_breaks_a_bomb_lightly():
    state = new_state(7, FOUR_PLAYER)
    landlord = state.to_act
    state.apply(Bid(landlord, 3))
    agent = ai_4p.make_agent_4p("normal")
    lead = agent.choose(state.observation(landlord), state.legal_actions(landlord))
    assert isinstance(lead, Play) and lead.reading not in ("bomb", "joker_bomb")
    state.apply(lead)
    f1 = (landlord + 1) % 4
    counts = state.counts(f1)
    answer = agent.choose(state.observation(f1), state.legal_actions(f1))
    if isinstance(answer, Play) and answer.reading not in ("bomb", "joker_bomb"):
        assert all(counts[state.rank_of[c]] < 4 for c in answer.cards)
    state.apply(answer)
    if isinstance(answer, Play):
        f2 = (landlord + 2) % 4  # a farmer after his partner's play
        assert isinstance(agent.choose(state.observation(f2), state.legal_actions(f2)), Pass) \
            or len(state.hands[f2]) == 0
