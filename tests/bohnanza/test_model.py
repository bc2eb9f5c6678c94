"""Bohnanza's turn as the rules sheet tells it (§2-§5, C2-C8): planting from the front,
the market and its bids, trades and gifts with the active player, received cards
planted, the draw, the deck cycles, the end and its ties."""

import pytest

from game.core.decisions import Simultaneous
from game.core.protocol import IllegalAction
from game.games.bohnanza.actions import (
    Accept,
    Ask,
    Bid,
    BuyField,
    Done,
    Harvest,
    Keep,
    NoBid,
    Plant,
    PlantReceived,
    StopPlanting,
)
from game.games.bohnanza.cards import PACK, bean_of
from game.games.bohnanza.model import BohnanzaState


def beans(bean: str, n: int, skip: int = 0) -> list[int]:
    return [c.id for c in PACK.cards if bean_of(c.id) == bean][skip:skip + n]


def unchanged(state, action):
    before = state.to_json(), state.observation(state.active), state.card_zones()
    with pytest.raises(IllegalAction) as refused:
        state.apply(action)
    assert (state.to_json(), state.observation(state.active), state.card_zones()) == before
    return refused.value.reason


def table(players=4, hands=None, fields=None):
    """A fresh game whose hands and fields are set by the test (the cards moved out of
    the draw pile so every card stays in one place)."""
    s = BohnanzaState(1, f"{players}p")
    s.active = 0
    pool = s.draw_pile + [c for h in s.hands for c in h]
    for seat in range(players):
        s.hands[seat] = list(hands[seat]) if hands and seat in hands else []
        if fields and seat in fields:
            s.fields[seat] = [list(f) for f in fields[seat]]
    used = {c for h in s.hands for c in h} | {c for fs in s.fields for f in fs for c in f}
    s.draw_pile = [c for c in pool if c not in used]
    return s


def test_the_deal_gives_five_cards_and_the_fields_of_the_player_count():
    for players, fields in ((3, 3), (4, 2), (7, 2)):
        s = BohnanzaState(2, f"{players}p")
        assert all(len(h) == 5 for h in s.hands)
        assert all(len(f) == fields for f in s.fields)
        assert s.to_act == s.active and s.phase == "plant"
    # the first player is drawn with the deal
    assert {BohnanzaState(seed, "4p").active for seed in range(20)} == {0, 1, 2, 3}


def test_the_front_card_must_be_planted_the_second_may_be_never_a_third():
    s = table(hands={0: beans("blue", 1) + beans("red", 1) + beans("soy", 1)})
    legal = s.legal_actions(0)
    assert Plant(0, 0) in legal and StopPlanting(0) not in legal
    assert unchanged(s, StopPlanting(0)) == "must_plant_first"
    s.apply(Plant(0, 0))
    assert s.fields[0][0] == beans("blue", 1)
    assert StopPlanting(0) in s.legal_actions(0)
    assert unchanged(s, Plant(0, 0)) == "field_taken"  # a red into the blue field
    s.apply(Plant(0, 1))
    assert s.phase != "plant"  # two planted: the market opens
    assert s.hands[0] == beans("soy", 1)


def test_no_field_for_the_front_card_forces_a_harvest_or_the_third_field_first():
    s = table(hands={0: beans("soy", 1)},
              fields={0: [beans("blue", 5), beans("red", 1)]})
    legal = s.legal_actions(0)
    assert not [a for a in legal if isinstance(a, Plant)]
    assert Harvest(0, 0) in legal
    assert Harvest(0, 1) not in legal  # the lone red is protected by the five blues
    assert unchanged(s, Harvest(0, 1)) == "protected"
    s.treasury[0] = beans("chili", 3)
    assert BuyField(0) in s.legal_actions(0)
    s.apply(Harvest(0, 0))
    assert len(s.treasury[0]) == 3 + 1  # five blues are one coin
    assert Plant(0, 0) in s.legal_actions(0)


def test_the_third_field_costs_three_coins_at_four_players_and_is_not_sold_at_three():
    s = table(players=4, hands={0: beans("soy", 1)})
    s.treasury[0] = beans("chili", 2)
    assert unchanged(s, BuyField(0)) == "cannot_afford"
    s.treasury[0] = beans("chili", 4)
    s.apply(BuyField(0))
    assert len(s.fields[0]) == 3 and len(s.treasury[0]) == 1
    assert s.discard == beans("chili", 3)  # the coins turn back into beans (C5)
    assert unchanged(s, BuyField(0)) == "have_third"
    three = table(players=3, hands={0: beans("soy", 1)})
    three.treasury[0] = beans("chili", 5)
    assert unchanged(three, BuyField(0)) == "no_field_to_buy"
    six = BohnanzaState(1, "6p")
    assert six.mode.third_field_cost == 2


def market_open(players=4):
    s = table(players, hands={0: beans("blue", 1), 1: beans("red", 2), 2: beans("soy", 1),
                              3: beans("green", 1)})
    top = beans("chili", 1) + beans("stink", 1)  # the pile's end is its top: stink, chili
    s.draw_pile = [c for c in s.draw_pile if c not in top] + top
    s.apply(Plant(0, 0))  # the hand is empty then: the market opens
    return s


def test_the_market_opens_a_round_of_bids_no_bid_seen_before_all_are_in():
    s = market_open()
    assert [bean_of(c) for c in s.market] == ["stink", "chili"]
    assert s.decision() == Simultaneous((1, 2, 3))
    s.apply(Bid(1, tuple(beans("red", 1)), (1,), ()))  # a red for the chili
    assert s.observation(2)["bids"] == {} and s.observation(2)["my_bid"] is None
    assert s.observation(1)["my_bid"] == {"give": ["red"], "slots": [1], "beans": []}
    s.apply(NoBid(2))
    s.apply(Bid(3, (), (0,), ()))  # the stink as a gift
    assert s.to_act == 0 and s.phase == "trade"
    assert set(s.observation(2)["bids"]) == {"1", "3"}


def test_an_accepted_bid_moves_its_cards_at_once_and_cancels_bids_on_the_same_cards():
    s = market_open()
    s.apply(Bid(1, tuple(beans("red", 1)), (1,), ()))
    s.apply(Bid(2, tuple(beans("soy", 1)), (1,), ()))
    s.apply(NoBid(3))
    s.apply(Accept(0, 1, ()))
    assert s.received[0] == beans("red", 1)
    assert [bean_of(c) for c in s.received[1]] == ["chili"]
    assert s.hands[1] == beans("red", 1, skip=1)
    assert 2 not in s.bids  # it named the chili, which has moved (C8)
    assert s.market[1] is None


def test_accepting_a_bid_for_hand_beans_pays_with_those_beans():
    s = market_open()
    s.hands[0] = beans("soy", 1, skip=1)
    s.apply(Bid(1, tuple(beans("red", 1)), (), ("soy",)))
    s.apply(NoBid(2))
    s.apply(NoBid(3))
    assert unchanged(s, Accept(0, 1, tuple(beans("blue", 1, skip=3)))) == "wrong_cards"
    s.apply(Accept(0, 1, tuple(beans("soy", 1, skip=1))))
    assert s.received[1] == beans("soy", 1, skip=1) and s.hands[0] == []


def test_done_leaves_untaken_market_cards_to_the_active_player_to_plant():
    s = market_open()
    for seat in (1, 2, 3):
        s.apply(NoBid(seat))
    s.apply(Keep(0, 0))
    s.apply(Done(0))
    assert [bean_of(c) for c in s.received[0]] == ["stink", "chili"]
    assert s.phase == "received" and s.to_act == 0
    legal = s.legal_actions(0)
    assert all(isinstance(a, PlantReceived | Harvest | BuyField) for a in legal)


def test_received_cards_are_planted_round_the_table_then_three_are_drawn():
    s = market_open()
    s.apply(Bid(2, tuple(beans("soy", 1)), (1,), ()))
    s.apply(NoBid(1))
    s.apply(NoBid(3))
    s.apply(Accept(0, 2, ()))
    s.apply(Done(0))
    assert s.to_act == 0  # the soy and the stink first
    soy, stink = s.received[0]
    s.apply(PlantReceived(0, soy, 1))
    # no field takes the stink: a harvest first (both fields hold one bean: either)
    assert {type(a) for a in s.legal_actions(0)} == {Harvest}
    s.apply(Harvest(0, 0))
    s.apply(PlantReceived(0, stink, 0))
    assert s.to_act == 2
    s.apply(PlantReceived(2, beans("chili", 1)[0], 0))
    assert s.active == 1 and s.phase == "plant"
    assert len(s.hands[0]) == 3  # its hand was empty; three drawn to the back


def test_asks_are_limited_so_a_turn_ends():
    s = market_open()
    for seat in (1, 2, 3):
        s.apply(NoBid(seat))
    for _ in range(3):
        s.apply(Ask(0, ("red",)))
        for seat in (1, 2, 3):
            s.apply(NoBid(seat))
    assert not [a for a in s.legal_actions(0) if isinstance(a, Ask)]
    assert unchanged(s, Ask(0, ("red",))) == "no_more_asks"


def test_the_third_time_the_pile_runs_out_the_game_ends_after_that_turn():
    s = table(hands={0: beans("blue", 1)}, fields={1: [beans("red", 1), beans("soy", 3)]})
    s.discard, s.draw_pile = s.draw_pile, []
    s.exhausted = 2
    s.apply(Plant(0, 0))  # the market finds the pile empty a third time
    assert s.last_turn and s.market == []
    s.apply(Done(0))
    assert s.is_terminal()
    # every field harvested at the end, the lone red too (protection ignored)
    assert s.fields[1] == [[], []] and len(s.treasury[1]) == 1  # three soy: one coin
    assert beans("red", 1)[0] in s.discard


def test_a_reshuffle_of_the_discard_on_the_first_and_second_run_out():
    s = table(hands={0: beans("blue", 1)})
    s.discard, s.draw_pile = s.draw_pile, []
    s.apply(Plant(0, 0))
    assert s.exhausted == 1 and not s.last_turn and len(s.market) == 2


def test_ties_go_to_more_cards_in_hand_then_are_shared():
    s = table()
    s.treasury = [beans("blue", 3), beans("red", 3), beans("soy", 1), []]
    s.hands = [beans("chili", 1), beans("chili", 2, skip=1), [], []]
    assert s.winners() == [1]
    s.hands[0] = beans("chili", 2, skip=3)
    assert s.winners() == [0, 1]


def test_coins_are_the_owners_alone_unless_the_table_shows_them():
    hidden, shown = BohnanzaState(1, "4p"), BohnanzaState(1, "4p-open")
    for s in (hidden, shown):
        s.treasury[2] = beans("blue", 2)
    assert hidden.observation(0)["coins"] == [0, None, None, None]
    assert hidden.observation(2)["coins"] == [None, None, 2, None]
    assert shown.observation(0)["coins"] == [0, 0, 2, 0]


def test_an_ask_invites_its_answers_and_a_hand_card_given_away_goes_to_the_taker():
    s = market_open()  # the active player grows blue; stink and chili are up
    s.draw_pile.remove(beans("soy", 1, skip=2)[0])  # and holds a soy
    s.hands[0] = beans("soy", 1, skip=2)
    for seat in (1, 2, 3):
        s.apply(NoBid(seat))
    legal = s.legal_actions(0)
    assert Ask(0, ("blue",), (0, 1)) in legal  # a blue for these?
    assert Ask(0, (), (), tuple(beans("soy", 1, skip=2))) in legal  # take my soy
    s.draw_pile.remove(beans("blue", 1, skip=5)[0])  # seat 1 holds a blue too
    s.hands[1].append(beans("blue", 1, skip=5)[0])
    s.apply(Ask(0, ("blue",), (0, 1)))
    assert Bid(1, tuple(beans("blue", 1, skip=5)), (0, 1), ()) in s.legal_actions(1)
    s.apply(NoBid(1))
    s.apply(NoBid(2))
    s.apply(NoBid(3))
    s.apply(Ask(0, (), (), tuple(beans("soy", 1, skip=2))))
    assert Bid(2, (), (), ("soy",)) in s.legal_actions(2)
    s.apply(NoBid(1))
    s.apply(Bid(2, (), (), ("soy",)))
    s.apply(NoBid(3))
    s.apply(Accept(0, 2, tuple(beans("soy", 1, skip=2))))
    assert s.hands[0] == [] and s.received[2] == beans("soy", 1, skip=2)


def test_a_turn_that_starts_with_an_empty_hand_opens_the_market_at_once():
    s = market_open()
    s.discard, s.hands[1] = s.hands[1], []  # the next player has nothing to plant (C2)
    for seat in (1, 2, 3):
        s.apply(NoBid(seat))
    s.apply(Done(0))
    stink, chili = s.received[0]
    s.apply(PlantReceived(0, stink, 1))
    s.apply(Harvest(0, 0))  # no room for the chili: the lone blue goes
    s.apply(PlantReceived(0, chili, 0))
    assert s.active == 1 and s.phase == "bids" and len(s.market) == 2


def test_a_traded_card_cannot_be_traded_again_and_must_be_planted():
    s = market_open()
    red = beans("red", 1)[0]
    s.apply(Bid(1, (red,), (1,), ()))
    s.apply(NoBid(2))
    s.apply(NoBid(3))
    s.apply(Accept(0, 1, ()))
    assert red in s.received[0] and red not in s.hands[0]
    # not in his hand any more: he can neither offer it in an ask nor give it back
    assert unchanged(s, Ask(0, ("soy",), (), (red,))) == "not_in_hand"
    s.apply(Ask(0, ("soy",)))
    assert unchanged(s, Bid(1, (red,), (), ())) == "not_in_hand"
    for seat in (1, 2, 3):
        s.apply(NoBid(seat))
    s.apply(Done(0))
    # step 3 plants it: nothing else may be done with it
    assert all(isinstance(a, PlantReceived | Harvest | BuyField) for a in s.legal_actions(0))
    assert any(isinstance(a, PlantReceived) and a.card == red for a in s.legal_actions(0))


def test_the_hand_keeps_its_order_through_trades_and_draws():
    hand = beans("red", 1) + beans("soy", 1) + beans("green", 1) + beans("soy", 1, skip=1)
    s = table(hands={0: beans("blue", 2), 1: hand}, fields={1: [beans("stink", 2), []]})
    s.apply(Plant(0, 0))
    s.apply(Plant(0, 0))  # two blue planted: the market opens
    soy = beans("soy", 1)[0]
    s.apply(Bid(1, (soy,), (0,), ()))  # the soy from the middle of the hand
    s.apply(NoBid(2))
    s.apply(NoBid(3))
    s.apply(Accept(0, 1, ()))
    assert s.hands[1] == [hand[0], hand[2], hand[3]]  # the others keep their places
    drawn_before = list(s.draw_pile[-3:])
    s.apply(Done(0))
    while s.active == 0:
        seat = s.to_act
        s.apply(next(a for a in s.legal_actions(seat) if isinstance(a, PlantReceived | Harvest)))
    assert s.hands[0] == list(reversed(drawn_before))  # drawn to the back, in order
