"""Random Guan Dan hands after a tribute: the generic invariants (no card lost or
duplicated, no observation shows a hidden card, the JSON round trip gives an equal
state) after every action, for later hands with each kind of tribute and the tribute
variants; and a random hand's result dealing the next hand.

A first hand (no tribute) of every variant is checked by tests/conformance."""

import random

import pytest

from game.core.playout_check import check_random_playouts
from game.games.guandan.levels import HandSetup
from game.games.guandan.match import GdMatch
from game.games.guandan.model import SEATS, GdState
from game.games.guandan.rules import ACE

CASES = [
    ("std", HandSetup((5, 2), 0, (0, 1, 2, 3))),  # single tribute
    ("std", HandSetup((6, 3), 1, (1, 3, 2, 0))),  # double tribute
    ("std+return_any", HandSetup((ACE, 9), 0, (2, 1, 0, 3))),  # single, any return, at A
    ("std+last_pays_first", HandSetup((4, 7), 1, (3, 0, 2, 1))),  # the partner pays
]


@pytest.mark.parametrize(("variant", "setup"), CASES,
                         ids=[f"{v}-{s.previous}" for v, s in CASES])
def test_random_hands_after_a_tribute_keep_cards_secrets_and_round_trip(variant, setup):
    assert GdState.new(300, variant, setup).tributes  # these seeds do pay (none resisted)
    report = check_random_playouts(lambda seed: GdState.new(seed, variant, setup), SEATS,
                                   games=2, seed=300)
    # at least 27 plays to empty a hand, and the returns after tribute
    assert report.games == 2 and report.actions >= 2 * 27


def test_a_random_hand_deals_the_next_through_the_match():
    match = GdMatch(seats=SEATS, seed=5)
    pick = random.Random(5)
    for _hand in range(2):
        state = GdState.new(match.next_hand_seed(), "std", match.setup)
        while not state.is_terminal():
            state.apply(pick.choice(state.legal_actions()))
        result = state.result
        match.record_result(result)
        places = result["places"]
        assert sorted(places) == list(range(SEATS))
        assert match.setup == HandSetup(tuple(result["levels"]), places[0] % 2,
                                        tuple(places))
        assert match.setup.level == result["levels"][places[0] % 2] > 2
    nxt = GdState.new(match.next_hand_seed(), "std", match.setup)
    assert nxt.level == match.setup.level
    assert nxt.tributes or nxt.resisted_by
    assert match.hands_played == 2 and not match.is_over()
