"""What each seat knows (rules sheet §9, §3.3, C5, C7): its own hand, every hand's size, the
cards everyone saw go back into a hand, the table and the face-up discard pile; the
others' money as a band unless it is open. A made-up world deals the unseen cards again,
puts hidden money anywhere in its band, and keeps a running deal fillable."""

import random

from game.games.imtheboss.actions import Abandon, OfferClan, Pass, Reject, TravelPlacard
from game.games.imtheboss.cards import is_clan
from game.games.imtheboss.model import BossState
from tests.imtheboss.tables import card, deal, game

FOUR = {"H": 0, "K": 1, "L": 2, "P": 3}


def test_hidden_are_the_deck_and_the_others_unseen_cards():
    s = BossState(4, "4p")
    assert s.hidden_from(0) == set(s.deck) | set(s.hands[1] + s.hands[2] + s.hands[3])
    assert set(s.hands[0]).isdisjoint(s.hidden_from(0))
    values = s.hidden_values(0)
    assert {"deck", "hand1", "hand2", "hand3", "deck_order"} <= set(values)
    assert {"money1", "money2", "money3"} <= set(values) and "money0" not in values
    assert "hand0" not in values


def test_a_world_keeps_what_the_seat_sees_and_deals_the_rest_again():
    s = BossState(4, "4p")
    rng = random.Random(1)
    others = set()
    for _ in range(30):
        world = s.determinize(0, rng)
        assert world.hands[0] == s.hands[0] and world.observation(0) == s.observation(0)
        assert [len(h) for h in world.hands] == [len(h) for h in s.hands]
        assert sorted(world.deck + [c for h in world.hands for c in h]) == list(range(98))
        others.add(tuple(sorted(world.hands[1])))
    assert len(others) == 30


def test_cards_back_from_the_table_are_known_in_their_hand():
    s = deal(game(placards=FOUR, hands=[[], [], ["clan-K-1", "stop-1"], []]), 0)
    s.apply(Pass(0))
    s.apply(Pass(1))
    s.apply(OfferClan(2, card("clan-K-1"), 3))
    s.apply(Reject(0))
    s.apply(Pass(3))
    s.apply(Abandon(0))
    assert s.shown[2] == [card("clan-K-1")] and card("clan-K-1") not in s.hidden_from(0)
    assert card("stop-1") in s.hidden_from(0)
    rng = random.Random(2)
    for _ in range(20):
        world = s.determinize(0, rng)
        assert card("clan-K-1") in world.hands[2] and world.shown[2] == [card("clan-K-1")]


def test_others_money_is_a_band_a_world_fills_in():
    s = game("4p")
    s.money = [7, 23, 40, 9]
    assert s.observation(0)["money"] == [7, None, None, None]
    assert s.observation(0)["money_band"] == [None, 20, 40, 0]
    seen = set()
    rng = random.Random(3)
    for _ in range(60):
        world = s.determinize(0, rng)
        assert world.money[0] == 7 and 20 <= world.money[1] < 30 and 40 <= world.money[2] < 50
        seen.add(world.money[1])
    assert len(seen) > 5
    o = game("4p-open")
    o.money = [7, 23, 40, 9]
    assert o.observation(0)["money"] == [7, 23, 40, 9]
    assert all(o.determinize(0, rng).money == [7, 23, 40, 9] for _ in range(10))
    assert not any(k.startswith("money") for k in o.hidden_values(0))


def test_while_the_talks_run_a_world_keeps_the_deal_fillable():
    """The K placard travels; the deal runs on, so someone holds a clan K (C5): seat 0's
    worlds always give one to another hand."""
    s = deal(game(placards=FOUR, hands=[[], ["stop-1", "boss-1"], ["travel-K-1"],
                                        ["clan-K-1"]]), 0)
    s.apply(Pass(0))
    s.apply(Pass(1))
    s.apply(TravelPlacard(2, card("travel-K-1"), "K"))
    s.apply(Pass(3))
    s.apply(Pass(1))
    assert s.deal is not None and "K" in s.deal.travelling
    rng = random.Random(4)
    where = set()
    for _ in range(60):
        world = s.determinize(0, rng)
        holders = {seat for seat in (1, 2, 3) for c in world.hands[seat] if is_clan(c, "K")}
        assert holders
        where |= holders
    assert where == {1, 3}  # seat 2's hand is empty
