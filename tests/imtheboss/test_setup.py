"""Setup (rules sheet §2, C1): placards dealt at random by player count, five secret cards
each, the holder of the alphabetically first head investor starts, the player to his
right places the marker on any space."""

import pytest

from game.games.imtheboss.actions import DealHere, PlaceMarker, Roll
from game.games.imtheboss.families import BESIDE, FAMILIES, first_player
from game.games.imtheboss.model import MARKER, TURN, BossState
from tests.imtheboss.tables import refused


@pytest.mark.parametrize(("variant", "each", "beside"),
                         [("3p", 2, 0), ("4p", 1, 2), ("5p", 1, 1), ("6p", 1, 0)])
def test_placards_by_player_count(variant, each, beside):
    dealt = set()
    for seed in range(30):
        s = BossState(seed, variant)
        owners = list(s.placards.values())
        assert all(owners.count(seat) == each for seat in range(s.players))
        assert owners.count(BESIDE) == beside
        dealt.add(tuple(owners))
    assert len(dealt) > 10  # at random


def test_five_secret_cards_each_the_rest_the_deck():
    s = BossState(2, "5p")
    assert [len(h) for h in s.hands] == [5] * 5 and len(s.deck) == 98 - 25
    deal = s.opening_events()[1]
    assert deal.data == {"counts": [5] * 5}
    assert deal.private[3]["cards"] == s.pack.codes(s.hands[3])
    assert s.observation(0)["hand_sizes"] == [5] * 5 and s.observation(0)["deck"] == 73


def test_the_first_player_holds_the_first_head_investor_alphabetically():
    assert first_player({"H": None, "K": None, "L": 2, "P": 0, "R": 1, "T": 3}) == 2
    assert first_player({"H": 1, "K": 0, "L": 2, "P": None, "R": None, "T": 3}) == 1
    for seed in range(20):
        s = BossState(seed, "4p")
        held = [f for f, o in s.placards.items() if o is not None]
        first = min(held, key=lambda f: FAMILIES[f].head)
        assert s.first == s.placards[first]


def test_the_player_to_the_right_of_the_first_places_the_marker_anywhere():
    s = BossState(5, "4p")
    right = (s.first - 1) % 4
    assert s.step == MARKER and s.to_act == right and s.marker is None
    assert s.legal_actions(right) == [PlaceMarker(right, n) for n in range(1, 17)]
    refused(s, PlaceMarker(right, 17), "no_such_space")
    refused(s, PlaceMarker(s.first, 3), "not_your_turn")
    refused(s, Roll(right), "not_now")
    events = s.apply(PlaceMarker(right, 9))
    assert s.marker == 9 and s.step == TURN and s.to_act == s.first
    assert events[0].data == {"space": 9}
    assert s.legal_actions(s.first) == [DealHere(s.first), Roll(s.first)]
