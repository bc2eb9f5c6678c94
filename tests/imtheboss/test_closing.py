"""Closing and breaking down (rules sheet §5.5-5.6, §7.3, C5): a CLOSE executes only after a
window with no card; the payout (the tile's value times the dividends; the Boss keeps what
he did not promise); the deal clock and a round of waiting bring the last call; a deal
breaks down when abandoned, when the clock runs out unfilled, or when it can no longer be
filled; the next turn is the left neighbour's of the Boss."""

from game.core.decisions import Response
from game.games.imtheboss.actions import (
    Abandon,
    Accept,
    Close,
    Lay,
    Negotiate,
    OfferClan,
    OfferPlacard,
    Pass,
    Recruit,
    Reject,
    Roll,
    SidePay,
    TravelPlacard,
)
from game.games.imtheboss.model import TURN
from tests.imtheboss.tables import (
    Loaded,
    card,
    deal,
    game,
    ids,
    kinds,
    pass_window,
    refused,
    wait_round,
)

FOUR = {"H": 0, "K": 1, "L": 2, "P": 3}  # R and T beside the board


def talks(hands, variant="4p", marker=1):
    return deal(game(variant, placards=FOUR, hands=hands, marker=marker), 0)


def k_bought(s, pay=1):
    s.apply(Pass(0))
    s.apply(OfferPlacard(1, "K", pay))
    s.apply(Accept(0))


def test_close_only_when_every_slot_is_filled():
    s = talks([[], [], [], []])
    refused(s, Close(0), "not_closable")
    assert Close(0) not in s.legal_actions(0)
    refused(s, Abandon(1), "not_your_turn")


def test_a_close_request_executes_after_a_window_with_no_card():
    s = talks([[], ["stop-1"], [], ["stop-2"]])
    k_bought(s)
    wait_round(s)
    assert Close(0) in s.legal_actions(0)
    s.apply(Close(0))
    assert s.deal.closing and s.decision() == Response(1, (3,), about="close")
    s.apply(Pass(1))
    events = s.apply(Pass(3))
    assert "closed" in kinds(events) and s.deal is None and s.money == [2, 1, 0, 0]


def test_a_card_in_the_close_window_drops_the_close_and_the_talks_go_on():
    s = talks([[], ["clan-K-1"], ["travel-K-1"], []])
    k_bought(s)
    wait_round(s)
    s.apply(Close(0))
    assert s.to_act == 1
    s.apply(Pass(1))
    events = s.apply(TravelPlacard(2, card("travel-K-1"), "K"))
    assert kinds(events)[:2] == ["close_dropped", "play"] and not s.deal.closing
    s.apply(Pass(1))  # the travel's window: seat 1 holds a card
    assert "K" in s.deal.travelling and not s.deal.closable()
    assert s.deal.window is None and s.to_act == 1  # the round goes on after the Boss


def test_the_payout_is_the_tiles_value_times_the_dividends_the_boss_keeping_the_rest():
    # space 6: H K L and two of P R T, 10 dividends; tile 7: 3 $M a dividend
    s = game(placards=FOUR, hands=[[], ["clan-R-1"], [], []], marker=6)
    s.tiles, s.deals_done = {1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 7: 6}, 6
    deal(s, 0)
    s.apply(SidePay(0, 3, 1))
    s.apply(Accept(3))
    s.apply(OfferPlacard(1, "K", 3))
    s.apply(Accept(0))
    s.apply(OfferPlacard(2, "L", 2))
    s.apply(Accept(0))
    s.apply(OfferPlacard(3, "P", 0))
    s.apply(Accept(0))
    s.apply(Pass(0))
    s.apply(OfferClan(1, card("clan-R-1"), 0))
    s.apply(Accept(0))
    wait_round(s)
    s.apply(Close(0))
    pass_window(s)
    assert s.money == [4 * 3, 3 * 3, 2 * 3, 1 * 3]  # the Boss keeps 10 - 6 dividends
    assert s.tiles[6] == 7 and s.deals_done == 7 and s.marker == 8  # 7 is closed
    assert s.step == TURN and s.turn == 1 and card("clan-R-1") in s.discard


def test_abandon_breaks_the_deal_down_cards_back_no_tile_and_the_boss_draws_nothing():
    s = game(placards=FOUR, hands=[["clan-K-1"], [], ["clan-L-1", "travel-T-1"], []],
             marker=1, turn=0)
    s.rng = Loaded(2)
    s.apply(Roll(0))  # to space 3: K and R, two of H L P T
    deal(s, 0, negotiate=False)
    s.apply(Lay(0, card("clan-K-1")))
    s.apply(Negotiate(0))
    s.apply(Pass(0))
    s.apply(Pass(1))
    s.apply(OfferClan(2, card("clan-L-1"), 1))
    s.apply(Reject(0))
    s.apply(Pass(3))
    events = s.apply(Abandon(0))
    assert kinds(events)[:2] == ["breakdown", "back_to_hands"]
    assert events[0].data == {"why": "abandoned", "family": "", "space": 3}
    assert s.deal is None and s.tiles == {} and s.marker == 3 and s.money == [0] * 4
    assert s.hands[0] == [card("clan-K-1")] and card("clan-L-1") in s.hands[2]
    assert s.shown == [[card("clan-K-1")], [], [card("clan-L-1")], []] and s.table == []
    assert s.step == TURN and s.turn == 1 and s.last_deal["why"] == "abandoned"


def test_the_clock_runs_out_on_an_unfilled_deal():
    s = talks([[], [], [], []], variant="4p-r2")
    for _ in range(2):
        s.apply(Pass(0))
        s.apply(OfferPlacard(1, "K", 3))
        s.apply(Reject(0))
        s.apply(Pass(2))
        events = s.apply(Pass(3))
    assert kinds(events)[1:3] == ["last_call", "breakdown"]
    assert events[1].data == {"why": "clock"} and s.last_deal["why"] == "clock"
    assert s.turn == 1 and s.deal is None


def test_when_the_clock_runs_out_a_full_deal_closes_after_an_empty_window():
    s = talks([[], ["stop-1"], [], []], variant="4p-r2")
    k_bought(s)
    wait_round(s)
    assert s.deal.round == 2
    s.apply(Pass(0))
    s.apply(Pass(1))
    s.apply(Pass(2))
    events = s.apply(Pass(3))
    assert kinds(events)[-2:] == ["last_call", "close_request"]
    assert events[-2].data == {"why": "clock"}
    assert s.deal.stage == "final" and s.deal.closing and s.to_act == 1
    s.apply(Pass(1))
    assert s.deal is None and s.money == [2, 1, 0, 0]


def test_a_card_in_the_last_calls_window_and_the_call_comes_again():
    s = talks([[], ["clan-K-1"], ["recruit-1", "recruit-2", "recruit-3"], ["travel-K-1"]],
              variant="4p-r2")
    k_bought(s)
    wait_round(s)
    wait_round(s)
    assert s.deal.stage == "final" and s.deal.closing and s.to_act == 1
    s.apply(Pass(1))
    s.apply(Recruit(2, tuple(ids("recruit-1", "recruit-2", "recruit-3")), "R"))
    assert s.deal.window["kind"] == "recruit" and s.decision() == Response(3, (1,), "recruit")
    s.apply(Pass(3))
    s.apply(Pass(1))  # the recruitment acts; the last call comes again
    assert s.placards["R"] == 2 and s.deal.closing and s.decision() == Response(1, (3,),
                                                                                "close")
    s.apply(Pass(1))
    s.apply(TravelPlacard(3, card("travel-K-1"), "K"))
    s.apply(Pass(1))  # the K goes travelling: nothing left to close
    assert s.deal is None and s.last_deal["why"] == "clock" and s.money == [0] * 4


def test_a_round_of_waiting_brings_the_last_call():
    s = talks([["stop-1"], [], [], []])
    events = []
    for seat in (0, 1, 2, 3):
        events = s.apply(Pass(seat))
    assert kinds(events)[1:3] == ["last_call", "breakdown"]
    assert events[1].data == {"why": "quiet"} and s.turn == 1


def test_a_deal_that_can_no_longer_be_filled_breaks_down():
    s = talks([[], [], ["travel-K-1"], []])
    s.apply(Pass(0))
    s.apply(Pass(1))
    events = s.apply(TravelPlacard(2, card("travel-K-1"), "K"))  # nobody holds a clan K
    assert "breakdown" in kinds(events)
    assert s.deal is None and s.last_deal == {"space": 1, "tile": None, "boss": 0,
                                              "closed": False, "why": "unfillable",
                                              "family": "K"}
