"""The slots of a deal (rules sheet §5.1-5.2, C2): the Boss's placards join by themselves, he
lays clan cards, and a deal filled before any talks closes at once; a family fills at most
one slot, optional families only the slots the required leave, an unlisted family never."""

from game.games.imtheboss.actions import (
    Accept,
    DealHere,
    Lay,
    Negotiate,
    OfferClan,
    OfferPlacard,
    Pass,
)
from game.games.imtheboss.deal import OPENING, PLACARD, TALKS
from game.games.imtheboss.model import TURN
from tests.imtheboss.tables import card, deal, game, kinds, refused

FOUR = {"H": 0, "K": 1, "L": 2, "P": 3}  # R and T beside the board
THREE = {"H": 0, "K": 0, "L": 1, "P": 1, "R": 2, "T": 2}


def test_the_bosss_placards_join_and_fill_the_deal_at_once():
    s = game("3p", placards=THREE, marker=1)
    events = s.apply(DealHere(0))
    assert kinds(events)[:4] == ["deal", "joins", "joins", "closed"]
    assert s.deal is None and s.tiles == {1: 1} and s.money == [3, 0, 0]  # 1 $M x 3
    assert s.marker == 2 and s.step == TURN and s.turn == 1 and s.deals_done == 1


def test_the_boss_lays_clan_cards_before_the_talks_and_a_full_deal_closes_at_once():
    s = game(placards=FOUR, hands=[["clan-K-1", "clan-L-1", "clan-H-1"], [], [], []])
    deal(s, 0, negotiate=False)
    assert s.deal.stage == OPENING and s.to_act == 0 and s.deal.fills["H"]["source"] == PLACARD
    assert s.legal_actions(0) == [Lay(0, card("clan-K-1")), Negotiate(0)]
    refused(s, Lay(0, card("clan-H-1")), "slot_filled")  # his placard brings the H already
    refused(s, Lay(0, card("clan-L-1")), "not_listed")  # space 1 wants H and K only
    refused(s, Lay(1, card("clan-K-1")), "not_your_turn")
    events = s.apply(Lay(0, card("clan-K-1")))
    assert kinds(events)[:3] == ["lay", "joins", "closed"] and s.money[0] == 3
    assert card("clan-K-1") in s.discard  # used: discarded
    assert sorted(s.hands[0]) == sorted([card("clan-L-1"), card("clan-H-1")])


def test_negotiate_opens_the_talks_with_the_bosss_say():
    s = deal(game(placards=FOUR), 0)
    assert s.deal.stage == TALKS and s.deal.round == 1 and s.deal.sayers == [0, 1, 2, 3]
    assert s.to_act == 0


def test_optional_families_fill_only_the_slots_the_required_leave():
    # space 2: L and P required, one of H K R T
    s = game(placards=FOUR, hands=[["clan-L-1", "clan-K-1"], ["clan-K-2"], [], []], marker=2)
    deal(s, 0, negotiate=False)
    assert set(s.deal.fills) == {"H"}  # his H takes the one optional slot
    refused(s, Lay(0, card("clan-K-1")), "slots_full")
    s.apply(Lay(0, card("clan-L-1")))
    assert set(s.deal.fills) == {"H", "L"} and not s.deal.closable()
    s.apply(Negotiate(0))
    s.apply(Pass(0))
    refused(s, OfferClan(1, card("clan-K-2"), 0), "slots_full")
    refused(s, OfferPlacard(1, "K", 0), "slots_full")
    refused(s, OfferPlacard(1, "Q", 0), "no_such_family")


def test_with_more_optional_placards_than_slots_the_first_letters_join():
    s = game("3p", placards=THREE, marker=2)
    deal(s, 0, negotiate=False)
    assert set(s.deal.fills) == {"H"}


def test_a_family_fills_one_slot_however_many_bring_it():
    s = game(placards=FOUR, hands=[[], ["clan-K-1"], [], []])
    deal(s, 0)
    s.apply(Pass(0))
    s.apply(OfferPlacard(1, "K", 1))
    s.apply(Accept(0))
    assert s.deal.closable()
    for seat in (2, 3, 0):
        s.apply(Pass(seat))
    refused(s, OfferClan(1, card("clan-K-1"), 0), "slot_filled")
    refused(s, OfferPlacard(1, "K", 0), "slot_filled")


def test_an_unlisted_family_never_joins():
    s = game(placards=FOUR, hands=[[], [], ["clan-L-1"], []])
    deal(s, 0)
    s.apply(Pass(0))
    s.apply(Pass(1))
    refused(s, OfferPlacard(2, "L", 0), "not_listed")
    refused(s, OfferClan(2, card("clan-L-1"), 0), "not_listed")
    assert s.legal_actions(2) == [Pass(2)]


def test_a_deal_short_of_optional_families_can_no_longer_be_filled():
    """Our extension of C5: the optional slots need as many optional families as they
    are, each in the deal or still to be brought."""
    from game.games.imtheboss.slots import unfillable

    s = deal(game(placards=FOUR, hands=[[], [], [], []], marker=2), 2)  # L P + 1 of H K R T
    assert unfillable(s) is None
    s.deal.travelling = {f: card(f"travel-{f}-1") for f in "HKRT"}
    assert unfillable(s) == "optional"
    s.hands[3] = [card("clan-T-1")]
    assert unfillable(s) is None
    s.deal.travelling["P"] = card("travel-P-1")
    assert unfillable(s) == "P"
