"""The end (rules sheet §6, C7): after deals 10-14 the Boss rolls the die against the faces on
the tile's back; deal 15 always ends the game; one space always stays open; most money
wins, a tie goes to more cards in hand, then is shared; money is revealed at the end."""

import pytest

from game.games.imtheboss.actions import DealHere
from game.games.imtheboss.board import NUMBERS
from game.games.imtheboss.model import OVER, TURN
from game.games.imtheboss.scoring import winners
from tests.imtheboss.tables import Loaded, game, kinds

THREE = {"H": 0, "K": 0, "L": 1, "P": 1, "R": 2, "T": 2}  # seat 0 fills space 1 alone


def after(done: int, die: int | None = None):
    """Seat 0 closes a deal on space 1 alone, `done` deals having closed before."""
    s = game("3p-r2", placards=THREE, marker=1)
    s.deals_done = done
    s.tiles = {n: i + 1 for i, n in enumerate(NUMBERS[1:done + 1])}
    s.rng = Loaded(*([] if die is None else [die]))
    return s, s.apply(DealHere(0))


@pytest.mark.parametrize("done", range(9))
def test_no_end_die_before_the_tenth_deal(done):
    s, events = after(done)
    assert "end_die" not in kinds(events) and s.end_die is None and s.step == TURN


@pytest.mark.parametrize(("done", "ends", "goes_on"),
                         [(9, 6, 5), (10, 5, 4), (11, 4, 3), (12, 3, 2), (13, 2, 1)])
def test_after_deals_ten_to_fourteen_the_die_may_end_the_game(done, ends, goes_on):
    s, events = after(done, goes_on)
    assert s.end_die == goes_on and s.step == TURN and s.deals_done == done + 1
    assert [e.data["die"] for e in events if e.kind == "end_die"] == [goes_on]
    s, events = after(done, ends)
    assert s.step == OVER and kinds(events)[-1] == "over" and s.is_terminal()


def test_the_fifteenth_deal_always_ends_the_game_and_one_space_stays_open():
    s, events = after(14, 1)
    assert s.step == OVER and "end_die" not in kinds(events)
    assert len(s.tiles) == 15 and len(NUMBERS) - len(s.tiles) == 1
    assert s.to_act is None and s.legal_actions(0) == []


def test_the_most_money_wins_then_more_cards_in_hand_then_shared():
    assert winners([5, 9, 3], [1, 0, 8]) == [1]
    assert winners([9, 9, 3], [2, 4, 8]) == [1]
    assert winners([9, 9, 3], [4, 4, 8]) == [0, 1]


def test_money_is_revealed_at_the_end():
    s, _ = after(14)
    s.money = [3, 12, 7]
    assert s.observation(1)["money"] == [3, 12, 7]
    t = game("3p", placards=THREE)
    t.money = [3, 12, 7]
    assert t.observation(1)["money"] == [None, 12, None]
    assert t.observation(1)["money_band"] == [0, None, 0]
    s.money = [3, 15, 15]
    s.hands = [[], [1, 2], [3]]
    assert s.winners() == [1] and s.returns() == [3, 15, 15]
