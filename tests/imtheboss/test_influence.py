"""The influence cards (rules sheet §5.4, C3, C4): Travel on a placard or a clan card ("send
anyone" fits every family, the Boss's own investor no exception), Recruitment in a set of
exactly three (beside the board first in 4-5 player games; the victim's bargain void),
"I'm the Boss!" (bargains back to offers the new Boss reviews; the turn order after the
deal runs from him), Stop (only right after a Travel, Recruitment or Boss card; never on a
Stop)."""

from game.core.decisions import Response
from game.games.imtheboss.actions import (
    Accept,
    OfferClan,
    OfferPlacard,
    Pass,
    PlayBoss,
    Recruit,
    Reject,
    SidePay,
    Stop,
    TravelClan,
    TravelPlacard,
)
from game.games.imtheboss.deal import PLACARD
from tests.imtheboss.tables import card, deal, game, ids, kinds, pass_window, refused

FOUR = {"H": 0, "K": 1, "L": 2, "P": 3}  # R and T beside the board


def talks(hands, placards=FOUR, variant="4p", marker=1):
    """Seat 0, holding the H, deals on `marker` (space 1: H and K, 3 dividends)."""
    return deal(game(variant, placards=placards, hands=hands, marker=marker), 0)


def k_bought(s, pay=1):
    """Seat 0 waits, seat 1 sells his K placard for `pay`."""
    s.apply(Pass(0))
    s.apply(OfferPlacard(1, "K", pay))
    s.apply(Accept(0))


# -- Travel -----------------------------------------------------------------------------------
def test_travel_on_a_placard_voids_its_bargain_but_a_clan_card_may_still_bring_it():
    s = talks([[], ["clan-K-1"], ["travel-K-1"], []])
    k_bought(s)
    events = s.apply(TravelPlacard(2, card("travel-K-1"), "K"))
    assert kinds(events) == ["play"] and s.deal.window["kind"] == "travel"
    assert s.decision() == Response(1, (), about="travel")  # seats 3 and 0 hold nothing
    events = s.apply(Pass(1))
    assert kinds(events)[:3] == ["let_pass", "travels", "void"] and "K" not in s.deal.fills
    assert s.deal.travelling == {"K": card("travel-K-1")} and card("travel-K-1") in s.table
    assert s.observation(0)["deal"]["travelling"] == {"K": "travel-K-1"}
    s.apply(Pass(3))
    s.apply(Pass(0))
    refused(s, OfferPlacard(1, "K", 0), "travelling")
    s.apply(OfferClan(1, card("clan-K-1"), 0))
    s.apply(Accept(0))
    assert s.deal.fills["K"]["source"] == card("clan-K-1")


def test_a_travel_card_fits_its_family_and_send_anyone_fits_all():
    s = talks([[], ["clan-K-1"], ["travel-H-1", "travel-any-1"], []])
    k_bought(s)
    assert {(a.card, a.family) for a in s.legal_actions(2) if isinstance(a, TravelPlacard)} \
        == {(card("travel-H-1"), "H"), (card("travel-any-1"), "H"),
            (card("travel-any-1"), "K")}
    refused(s, TravelPlacard(2, card("travel-H-1"), "K"), "travel_mismatch")
    refused(s, TravelPlacard(2, card("travel-any-1"), "L"), "not_listed")
    refused(s, TravelPlacard(2, card("clan-K-1"), "K"), "not_in_hand")
    s.apply(TravelPlacard(2, card("travel-any-1"), "K"))
    pass_window(s)
    assert "K" in s.deal.travelling


def test_travel_on_the_bosss_own_placard():
    s = talks([["clan-H-1"], [], ["travel-H-1"], []])
    k_bought(s)
    s.apply(TravelPlacard(2, card("travel-H-1"), "H"))
    pass_window(s)
    assert "H" not in s.deal.fills and "H" in s.deal.travelling and s.deal is not None


def test_travel_on_the_bosss_placard_with_no_other_h_breaks_the_deal_down():
    s = talks([[], [], ["travel-H-1"], ["stop-1"]])
    k_bought(s)
    s.apply(TravelPlacard(2, card("travel-H-1"), "H"))
    events = s.apply(Pass(3))
    assert s.deal is None and s.last_deal["why"] == "unfillable"
    assert [e.data for e in events if e.kind == "breakdown"] == [
        {"why": "unfillable", "family": "H", "space": 1}]
    assert s.turn == 1 and s.tiles == {} and card("travel-H-1") in s.discard


def test_travel_on_a_clan_card_discards_both_at_once_and_voids_its_bargain():
    s = talks([[], [], ["clan-K-1"], ["travel-any-1", "clan-K-2"]])
    s.apply(Pass(0))
    s.apply(Pass(1))
    s.apply(OfferClan(2, card("clan-K-1"), 1))
    s.apply(Accept(0))
    refused(s, TravelClan(3, card("travel-any-1"), card("clan-K-2")), "not_on_table")
    s.apply(TravelClan(3, card("travel-any-1"), card("clan-K-1")))
    pass_window(s)
    assert "K" not in s.deal.fills and s.deal.laid == {}
    assert set(ids("travel-any-1", "clan-K-1")) <= set(s.discard)
    assert "K" not in s.deal.travelling  # the K placard may still join


# -- Recruitment -------------------------------------------------------------------------------
RECRUITS = ["recruit-1", "recruit-2", "recruit-3"]


def test_recruitment_takes_exactly_three_cards():
    s = talks([[], [], [*RECRUITS, "stop-1"], []])
    s.apply(Pass(0))
    s.apply(Pass(1))
    r1, r2, r3 = ids(*RECRUITS)
    refused(s, Recruit(2, (r1, r2), "R"), "recruit_set")
    refused(s, Recruit(2, (r1, r1, r2), "R"), "recruit_set")
    refused(s, Recruit(2, (r1, r2, r3, r3), "R"), "recruit_set")
    refused(s, Recruit(2, (r1, r2, card("stop-1")), "R"), "not_that_card")
    refused(s, Recruit(2, (r1, r2, r3), "X"), "no_such_family")
    refused(s, Recruit(2, (r1, r2, r3), "L"), "recruit_own")


def test_in_four_and_five_player_games_the_placards_beside_the_board_go_first():
    s = talks([[], [], [*RECRUITS, "recruit-4", "recruit-5", "recruit-6"], []])
    s.apply(Pass(0))
    s.apply(Pass(1))
    r = ids(*RECRUITS)
    refused(s, Recruit(2, tuple(r), "K"), "recruit_beside")
    assert {a.family for a in s.legal_actions(2) if isinstance(a, Recruit)} == {"R", "T"}
    s.apply(Recruit(2, tuple(r), "R"))
    pass_window(s)
    assert s.placards["R"] == 2 and set(r) <= set(s.discard)
    s.placards["T"] = 3  # the other one gone too: anyone's placard now
    s.deal.sayers = [2]
    assert {a.family for a in s.legal_actions(2) if isinstance(a, Recruit)} == {
        "H", "K", "P", "T"}


def test_recruiting_a_placard_voids_its_owners_bargain():
    three = {"H": 0, "K": 1, "L": 1, "P": 2, "R": 2, "T": 0}
    s = talks([[], [], RECRUITS], placards=three, variant="3p")
    k_bought(s, pay=2)
    s.apply(Recruit(2, tuple(ids(*RECRUITS)), "K"))
    pass_window(s)
    assert s.placards["K"] == 2 and "K" not in s.deal.fills
    assert s.deal.promised() == 0


def test_a_placard_the_boss_recruits_joins_at_once():
    three = {"H": 0, "K": 1, "L": 1, "P": 2, "R": 2, "T": 0}
    s = talks([RECRUITS, ["stop-1"], []], placards=three, variant="3p")
    s.apply(Recruit(0, tuple(ids(*RECRUITS)), "K"))
    assert s.decision() == Response(1, (), about="recruit")
    events = s.apply(Pass(1))
    assert "closed" not in kinds(events) and s.deal.fills["K"] == {
        "owner": 0, "source": PLACARD, "pay": 0}
    assert s.deal.closable()


# -- I'm the Boss! ----------------------------------------------------------------------------
def test_a_boss_card_turns_every_bargain_back_into_an_offer_to_the_new_boss():
    s = talks([[], ["stop-2"], [], ["boss-1"]], marker=6)  # space 6: H K L, 2 of P R T
    s.apply(Pass(0))
    s.apply(OfferPlacard(1, "K", 2))
    s.apply(Accept(0))
    s.apply(OfferPlacard(2, "L", 1))
    s.apply(Accept(0))
    s.apply(Pass(3))
    s.apply(SidePay(0, 3, 1))  # round 2: the Boss pays seat 3 to keep out
    s.apply(Accept(3))
    s.apply(Pass(1))
    s.apply(Pass(2))
    s.apply(PlayBoss(3, card("boss-1")))
    assert s.decision() == Response(1, (), about="boss")
    events = s.apply(Pass(1))
    assert kinds(events)[:2] == ["let_pass", "new_boss"]
    assert s.deal.boss == 3 and s.deal.bosses == [0, 3]
    assert s.deal.fills == {"P": {"owner": 3, "source": PLACARD, "pay": 0}}  # his own joins
    assert s.deal.side == {}
    q = s.deal.question
    assert (q["kind"], q["from"], q["to"], q["family"], q["pay"]) == ("review", 1, 3, "K", 2)
    assert s.to_act == 3 and Accept(3) in s.legal_actions(3)
    s.apply(Accept(3))
    assert s.deal.question["family"] == "L" and s.deal.question["from"] == 2
    s.apply(Reject(3))
    assert s.deal.fills["K"]["pay"] == 2 and "L" not in s.deal.fills
    # the next round starts from the new Boss; the old one offers his H like anyone
    assert s.deal.round == 3 and s.deal.sayers == [3, 0, 1, 2]
    s.apply(Pass(3))
    s.apply(OfferPlacard(0, "H", 1))
    assert s.deal.question["to"] == 3


def test_turn_order_after_the_deal_runs_from_the_new_boss():
    s = talks([["clan-K-1"], [], ["boss-1"], []])
    s.apply(Pass(0))
    s.apply(Pass(1))
    s.apply(PlayBoss(2, card("boss-1")))
    pass_window(s)
    assert s.deal.boss == 2
    s.apply(Pass(3))  # the round's last say; the next round starts from the new Boss
    assert s.deal.sayers == [2, 3, 0, 1]
    from game.games.imtheboss.actions import Abandon
    s.apply(Abandon(2))
    assert s.deal is None and s.turn == 3


def test_the_boss_plays_no_boss_card():
    s = talks([["boss-1"], [], [], []])
    refused(s, PlayBoss(0, card("boss-1")), "already_boss")
    assert not any(isinstance(a, PlayBoss) for a in s.legal_actions(0))


# -- Stop -------------------------------------------------------------------------------------
def test_a_stop_cancels_the_card_just_played_and_nothing_stops_a_stop():
    s = talks([[], ["stop-2"], ["travel-K-1"], ["stop-1"]])
    k_bought(s)
    s.apply(TravelPlacard(2, card("travel-K-1"), "K"))
    assert s.to_act == 3 and Stop(3, card("stop-1")) in s.legal_actions(3)
    events = s.apply(Stop(3, card("stop-1")))
    assert kinds(events) == ["stopped"] and events[0].data["stopped"] == ["travel-K-1"]
    assert set(ids("stop-1", "travel-K-1")) <= set(s.discard) and s.deal.travelling == {}
    assert s.deal.fills["K"]["owner"] == 1
    assert s.deal.window["kind"] == "stop" and s.to_act == 1  # the Stop's own window
    assert not any(isinstance(a, Stop) for a in s.legal_actions(1))
    refused(s, Stop(1, card("stop-2")), "not_in_window")
    s.apply(Pass(1))
    assert s.deal.window is None and s.to_act == 3


def test_a_stop_outside_a_window_is_refused():
    s = talks([["stop-1"], [], [], []])
    refused(s, Stop(0, card("stop-1")), "not_in_window")
    assert not any(isinstance(a, Stop) for a in s.legal_actions(0))


def test_another_card_in_a_window_lets_the_first_act_and_opens_its_own_window():
    s = talks([[], ["clan-K-1", "stop-1"], ["travel-K-1"], ["boss-1"]])
    k_bought(s)
    s.apply(TravelPlacard(2, card("travel-K-1"), "K"))
    events = s.apply(PlayBoss(3, card("boss-1")))
    assert kinds(events)[:3] == ["travels", "void", "play"]
    assert s.deal.window["kind"] == "boss" and s.deal.window["player"] == 3
    assert s.to_act == 1 and Stop(1, card("stop-1")) in s.legal_actions(1)
    s.apply(Stop(1, card("stop-1")))
    pass_window(s)
    assert s.deal.boss == 0 and "K" in s.deal.travelling


def test_influence_cards_are_for_the_talks_only():
    s = game(placards=FOUR, hands=[RECRUITS, [], [], []])
    refused(s, Recruit(0, tuple(ids(*RECRUITS)), "R"), "not_now")
    deal(s, 0, negotiate=False)
    refused(s, Recruit(0, tuple(ids(*RECRUITS)), "R"), "not_now")


def test_a_bargain_the_new_bosss_own_investor_replaces_is_dropped():
    s = talks([[], [], ["clan-K-1", "boss-1"], []])
    s.apply(Pass(0))
    s.apply(Pass(1))
    s.apply(OfferClan(2, card("clan-K-1"), 2))
    s.apply(Reject(0))
    s.apply(Pass(3))
    s.apply(Pass(0))
    s.apply(OfferPlacard(1, "K", 1))
    s.apply(Accept(0))
    s.apply(PlayBoss(2, card("boss-1")))
    pass_window(s)
    assert s.deal.boss == 2 and s.deal.question is None
    assert s.deal.fills == {"K": {"owner": 2, "source": card("clan-K-1"), "pay": 0}}
