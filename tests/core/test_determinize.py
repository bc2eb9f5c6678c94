"""The core's parts of every game's determinize: a deal of the cards a seat cannot
place (sizes, known cards, forced cards, limits kept) and a two-level clone."""

import random
from collections import Counter

import pytest

from game.core.determinize import clone_state, deal_unknown
from game.core.rng import GameRng

ZONES = [[0, 1, 2], [3, 4, 5, 6], [7, 8]]
UNKNOWN = {1, 2, 3, 4, 5, 7, 8}  # 0 and 6 are known where they are


def test_a_deal_keeps_sizes_and_known_cards_and_varies_the_rest():
    seen = set()
    for i in range(50):
        dealt = deal_unknown(ZONES, UNKNOWN, random.Random(i))
        assert [len(z) for z in dealt] == [3, 4, 2]
        assert 0 in dealt[0] and 6 in dealt[1]
        assert sorted(c for z in dealt for c in z) == list(range(9))
        seen.add(tuple(sorted(dealt[2])))
    assert len(seen) > 10


def test_placed_cards_go_where_they_are_told_and_limits_hold():
    for i in range(50):
        dealt = deal_unknown(ZONES, UNKNOWN, random.Random(i), placed={8: 0},
                             allowed={2: lambda c: c < 5})
        assert 8 in dealt[0] and all(c < 5 for c in dealt[2])
    with pytest.raises(ValueError):
        deal_unknown(ZONES, UNKNOWN, random.Random(0), allowed={1: lambda c: c > 7})


def test_a_limited_deal_is_uniform_over_the_deals_that_keep_the_limits():
    # zone 2 may hold only 1..5: each of its 10 possible pairs about equally often
    counts = Counter(tuple(sorted(deal_unknown(ZONES, UNKNOWN, random.Random(i),
                                               allowed={2: lambda c: c <= 5})[2]))
                     for i in range(3000))
    assert len(counts) == 10 and max(counts.values()) < 2 * min(counts.values())


class Thing:
    def __init__(self):
        self.hands = [[1, 2], [3]]
        self.records = [{"card": 1}]
        self.by_name = {"a": [1]}
        self.rng = GameRng(5)
        self.frozen = (1, 2)


def test_a_clone_copies_two_levels_and_the_rng():
    thing = Thing()
    copy = clone_state(thing)
    copy.hands[0].append(9)
    copy.records[0]["card"] = 7
    copy.by_name["a"].append(2)
    assert copy.rng.random() == thing.rng.random()
    assert thing.hands == [[1, 2], [3]] and thing.records == [{"card": 1}]
    assert thing.by_name == {"a": [1]} and copy.frozen is thing.frozen
