"""The deal (rules sheet §2): sizes, the order round the table, bonus cards on the
table, redeals for four of a month on the table, chongtong."""

import pytest

from game.games.gostop.actions import Chongtong, Play
from game.games.gostop.cards import ids
from game.games.gostop.deal import HAND_SIZE, TABLE_SIZE, deal, deal_order, turn_order
from game.games.gostop.matching import four_of_a_month, is_bonus
from game.games.gostop.model import GostopState
from tests.gostop.helpers import conserved


class Decks:
    """An RNG whose shuffles lay out the given decks in turn (then the last again)."""

    def __init__(self, *decks: list[int]) -> None:
        self.decks = list(decks)

    def shuffle(self, cards: list[int]) -> None:
        cards[:] = self.decks.pop(0) if len(self.decks) > 1 else self.decks[0]


def deck_with_table(players: int, table: tuple[int, ...], stock_top: tuple[int, ...] = (),
                    size: int = 48) -> list[int]:
    """A deck order that deals `table` to the table and `stock_top` on top of the stock
    (its first card on the very top)."""
    others = [c for c in range(size) if c not in table and c not in stock_top]
    dealt = HAND_SIZE[players] * players
    return others[:dealt] + list(table) + others[dealt:] + list(reversed(stock_top))


@pytest.mark.parametrize("variant, hand, table, stock", [
    ("2p", 10, 8, 20), ("3p", 7, 6, 21)])
def test_deal_sizes(variant, hand, table, stock):
    for seed in range(30):
        state = GostopState.new(seed, variant)
        moved = len(state.captures[state.dealer])
        assert moved == 0  # no bonus cards in this pack
        assert state.hand_counts() == [hand] * state.players
        assert (len(state.table), len(state.stock)) == (table, stock)
        assert conserved(state) and len(state.pack) == 48


@pytest.mark.parametrize("variant, stock", [("2p+bonus", 22), ("3p+bonus", 23)])
def test_bonus_deal_sizes(variant, stock):
    for seed in range(60):
        state = GostopState.new(seed, variant)
        moved = state.captures[state.dealer]
        assert all(is_bonus(c) for c in moved)
        assert not any(is_bonus(c) for c in state.table)
        assert len(state.table) == TABLE_SIZE[state.players]
        assert len(state.stock) == stock - len(moved)
        assert conserved(state) and len(state.pack) == 50


def test_the_deal_starts_on_the_dealers_right_and_the_dealer_plays_first():
    assert deal_order(3, 0) == [1, 2, 0]
    assert deal_order(2, 1) == [0, 1]
    assert turn_order(3, 2) == [2, 0, 1]
    state = GostopState.new(5, "3p", dealer=2)
    assert state.to_act == 2 or state.phase == "chongtong"


def test_the_first_dealer_is_drawn_by_lot_and_saved():
    dealers = {GostopState.new(seed, "3p").dealer for seed in range(30)}
    assert dealers == {0, 1, 2}
    state = GostopState.new(8, "3p")
    again = GostopState.from_json(state.to_json())
    assert again.dealer == state.dealer and again.hands == state.hands


def test_a_bonus_card_dealt_to_the_table_goes_to_the_dealer_and_is_replaced():
    j2, j3 = ids("J2 J3")
    table = (j2,) + ids("01a 02a 03a 04a 06a 07a 08a")
    # The stock's top is J3, then 05a: J3 replaces J2 and goes to the dealer too.
    dealt = deal(Decks(deck_with_table(2, table, (j3,) + ids("05a"), size=50)), 2, 1, 50)
    assert dealt.to_dealer == (j2, j3)
    assert dealt.table == ids("05a") + table[1:]
    assert len(dealt.stock) == 50 - 20 - 8 - 2


def test_bonus_cards_at_the_deal_reach_the_dealers_captures():
    seed = next(s for s in range(2000)
                if GostopState.new(s, "2p+bonus", dealer=1).captures[1])
    state = GostopState.new(seed, "2p+bonus", dealer=1)
    bonus = [e for e in state.opening_events() if e.kind == "bonus_table"]
    assert bonus and bonus[0].seat == 1
    assert bonus[0].data["cards"] == state.observation(0)["captures"][1]


def test_four_of_a_month_on_the_table_is_redealt():
    four = ids("03a 03b 03c 03d 01a 02a 04a 05a")
    fine = deck_with_table(2, ids("01a 02a 04a 05a 06a 07a 08a 09a"))
    dealt = deal(Decks(deck_with_table(2, four), fine), 2, 0, 48)
    assert dealt.redeals == 1
    assert dealt.table == ids("01a 02a 04a 05a 06a 07a 08a 09a")


def test_a_redeal_is_the_seeds_own():
    seed = next(s for s in range(5000) if GostopState.new(s, "2p", dealer=0).redeals)
    state = GostopState.new(seed, "2p", dealer=0)
    assert not four_of_a_month(state.table)
    again = GostopState.new(seed, "2p", dealer=0)
    assert (again.hands, again.table, again.stock) == (state.hands, state.table, state.stock)
    deal_event = state.opening_events()[0]
    assert deal_event.data["redeals"] == state.redeals >= 1


def chongtong_seed(variant: str = "2p") -> int:
    return next(s for s in range(5000)
                if any(four_of_a_month(h) for h in GostopState.new(s, variant, 0).hands))


def test_chongtong_shows_the_four_and_may_win_at_once():
    state = GostopState.new(chongtong_seed(), "2p", dealer=0)
    seat = state.to_act
    assert state.phase == "chongtong" and state.chongtong[0] == seat
    assert len(state.shown[seat]) == 4
    other = 1 - seat
    assert set(state.observation(other)["shown"][seat]) == {
        state.pack.code(c) for c in state.shown[seat]}
    assert state.legal_actions(seat) == [Chongtong(seat, True), Chongtong(seat, False)]
    state.apply(Chongtong(seat, True))
    r = state.result
    assert (r["reason"], r["winner"], r["value"], r["total"]) == ("chongtong", seat, 7, 7)
    assert state.returns()[seat] == 7 and sum(state.returns()) == 0


def test_chongtong_play_on_starts_the_dealers_turn():
    state = GostopState.new(chongtong_seed(), "2p", dealer=0)
    while state.phase == "chongtong":
        state.apply(Chongtong(state.to_act, False))
    assert state.phase == "play" and state.to_act == 0
    assert any(isinstance(a, Play) for a in state.legal_actions(0))


def test_chongtong_off_asks_nothing():
    state = GostopState.new(chongtong_seed(), "2p+nochongtong", dealer=0)
    assert state.phase == "play" and state.to_act == 0 and not any(state.shown)


def test_chongtong_in_three_players_pays_the_three_point_target():
    state = GostopState.new(chongtong_seed("3p"), "3p", dealer=0)
    seat = state.to_act
    state.apply(Chongtong(seat, True))
    assert state.result["value"] == 3 and state.result["total"] == 6
