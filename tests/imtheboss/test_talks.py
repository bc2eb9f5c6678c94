"""The bargaining (rules sheet §5.3, §7.2, C2, C4): offers and proposals answered at once,
counter-offers (three per pair and deal), promises to keep out, the promises never past
the dividends, clan cards laid face up as they are offered and back in hand at the end."""

from game.games.imtheboss.actions import (
    Accept,
    Close,
    Counter,
    OfferClan,
    OfferPlacard,
    Pass,
    Propose,
    Reject,
    SidePay,
)
from game.games.imtheboss.deal import PLACARD
from tests.imtheboss.tables import card, deal, game, kinds, pass_window, refused

FOUR = {"H": 0, "K": 1, "L": 2, "P": 3}  # R and T beside the board


def talks(hands=None, marker=1, variant="4p"):
    """Seat 0, holding the H, deals on `marker` (space 1: H and K, 3 dividends)."""
    return deal(game(variant, placards=FOUR, hands=hands or [[], [], [], []], marker=marker),
                0)


def test_an_offer_is_answered_at_once_and_binds_at_closing():
    s = talks()
    s.apply(Pass(0))
    assert s.to_act == 1
    events = s.apply(OfferPlacard(1, "K", 2))
    assert kinds(events) == ["offer"] and events[0].data == {
        "to": 0, "family": "K", "source": "placard", "pay": 2}
    assert s.to_act == 0 and s.deal.question["from"] == 1
    assert Accept(0) in s.legal_actions(0) and Reject(0) in s.legal_actions(0)
    refused(s, Accept(1), "not_your_turn")
    s.apply(Accept(0))
    assert s.deal.fills["K"] == {"owner": 1, "source": PLACARD, "pay": 2}
    assert s.deal.closable() and s.to_act == 2  # the round goes on
    s.apply(Pass(2))
    s.apply(Pass(3))
    s.apply(Close(0))
    pass_window(s)
    assert s.money == [1, 2, 0, 0]  # the Boss keeps 3 - 2 dividends, at 1 $M each


def test_the_boss_proposes_and_counters_go_back_and_forth_three_times_a_pair():
    s = talks()
    events = s.apply(Propose(0, 1, "K", 0))
    assert events[0].data["source"] == "placard" and s.to_act == 1
    s.apply(Counter(1, 3))
    assert s.to_act == 0 and s.deal.question["pay"] == 3
    refused(s, Counter(0, 3), "same_price")
    s.apply(Counter(0, 1))
    s.apply(Counter(1, 2))
    assert s.to_act == 0 and s.deal.counters == {"0-1": 3}
    assert not any(isinstance(a, Counter) for a in s.legal_actions(0))
    refused(s, Counter(0, 1), "counters_used")
    s.apply(Accept(0))
    assert s.deal.fills["K"]["pay"] == 2 and s.deal.remaining() == 1


def test_counters_per_pair_last_the_whole_deal():
    s = talks()
    s.apply(Propose(0, 1, "K", 0))
    s.apply(Counter(1, 3))
    s.apply(Counter(0, 1))
    s.apply(Reject(1))
    s.apply(OfferPlacard(1, "K", 2))
    s.apply(Counter(0, 1))  # the third
    assert not any(isinstance(a, Counter) for a in s.legal_actions(1))


def test_the_promises_never_exceed_the_dividends():
    s = talks()
    refused(s, Propose(0, 1, "K", 4), "too_much")
    refused(s, Propose(0, 1, "K", -1), "bad_pay")
    s.apply(SidePay(0, 2, 2))
    s.apply(Accept(2))
    assert s.deal.promised() == 2
    refused(s, OfferPlacard(1, "K", 2), "too_much")
    assert max(a.ask for a in s.legal_actions(1) if isinstance(a, OfferPlacard)) == 1
    s.apply(OfferPlacard(1, "K", 1))
    assert not any(isinstance(a, Counter) and a.pay > 1 for a in s.legal_actions(0))
    refused(s, Counter(0, 2), "too_much")


def test_a_promise_to_keep_out_is_paid_at_closing():
    s = talks(marker=6)  # space 6: H K L and two of P R T; 10 dividends
    refused(s, SidePay(0, 2, 0), "side_pay_nothing")
    refused(s, SidePay(0, 0, 1), "self_deal")
    refused(s, SidePay(0, 7, 1), "no_such_seat")
    s.apply(SidePay(0, 2, 1))
    s.apply(Counter(2, 2))
    s.apply(Accept(0))
    assert s.deal.side == {2: 2}
    s.apply(Pass(1))
    refused(s, Propose(2, 1, "K", 1), "boss_only")


def test_only_the_boss_proposes_and_only_the_others_offer():
    s = talks(hands=[["clan-K-1"], [], [], []])
    refused(s, OfferClan(0, card("clan-K-1"), 1), "not_for_boss")
    refused(s, Propose(0, 2, "K", 1), "no_source")
    refused(s, Propose(0, 1, "L", 1), "not_listed")
    s.apply(Pass(0))
    refused(s, SidePay(1, 2, 1), "boss_only")


def test_a_clan_card_is_laid_face_up_as_it_is_offered_and_stays_when_rejected():
    s = talks(hands=[[], [], ["clan-K-1"], []])
    for seat in (0, 1):
        s.apply(Pass(seat))
    events = s.apply(OfferClan(2, card("clan-K-1"), 1))
    assert kinds(events) == ["lay", "offer"] and events[0].data == {"card": "clan-K-1",
                                                                    "family": "K"}
    assert card("clan-K-1") in s.table and s.hands[2] == []
    assert s.observation(3)["deal"]["laid"] == [{"card": "clan-K-1", "owner": 2}]
    s.apply(Reject(0))
    assert s.deal.laid == {card("clan-K-1"): 2}  # it stays until the deal ends
    s.apply(Pass(3))
    s.apply(Propose(0, 2, "K", 0))  # the Boss may bid for it where it lies
    assert s.deal.question["source"] == card("clan-K-1")
    s.apply(Reject(2))
    s.apply(Pass(1))
    s.apply(OfferClan(2, card("clan-K-1"), 1))  # offered again from the table
    s.apply(Accept(0))
    assert s.deal.fills["K"] == {"owner": 2, "source": card("clan-K-1"), "pay": 1}


def test_unused_clan_cards_go_back_to_their_owners_hands_for_all_to_see():
    s = talks(hands=[[], ["clan-K-2"], ["clan-K-1"], []])
    s.apply(Pass(0))
    s.apply(OfferClan(1, card("clan-K-2"), 2))
    s.apply(Reject(0))
    s.apply(OfferClan(2, card("clan-K-1"), 1))
    s.apply(Accept(0))
    s.apply(Pass(3))
    s.apply(Close(0))
    pass_window(s)
    assert s.deal is None and s.money == [2, 0, 1, 0]
    assert s.hands[1] == [card("clan-K-2")] and s.shown[1] == [card("clan-K-2")]
    assert card("clan-K-1") in s.discard and s.table == []
    assert s.observation(0)["shown"][1] == ["clan-K-2"]
    assert card("clan-K-2") not in s.hidden_from(0)


def test_an_answer_is_due_from_the_seat_asked_only():
    s = talks()
    s.apply(Propose(0, 1, "K", 1))
    refused(s, Pass(1), "not_now")
    refused(s, Accept(0), "not_your_turn")
    assert s.legal_actions(0) == [] and Reject(1) in s.legal_actions(1)
