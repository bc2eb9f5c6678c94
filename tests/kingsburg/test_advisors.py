"""Each advisor's reward (rules sheet §6.1, C5): the fixed goods, the choices, soldiers,
"+2" tokens, points, the peeks, the Alchemist's exchange and the Smuggler's price."""

import pytest

from game.games.kingsburg.advisors import (
    ADVISORS,
    exchange_options,
    exchanged,
    goods_options,
)
from game.games.kingsburg.goods import choices

FIXED = {
    1: ({}, 1, 0, 0),
    2: ({"gold": 1}, 0, 0, 0),
    3: ({"wood": 1}, 0, 0, 0),
    5: ({}, 0, 1, 0),
    8: ({"gold": 2}, 0, 0, 0),
    10: ({}, 0, 2, 0),
    13: ({"stone": 3}, 0, 0, 0),
    15: ({"gold": 1, "wood": 1, "stone": 1}, 0, 0, 0),
    16: ({"gold": 4}, 0, 0, 0),
    17: ({}, 3, 0, 0),
    18: ({"gold": 1, "wood": 1, "stone": 1}, 0, 1, 0),
    7: ({}, 0, 0, 1),
    12: ({}, 0, 0, 1),
}


@pytest.mark.parametrize("number", sorted(FIXED))
def test_fixed_part_of_each_reward(number):
    a = ADVISORS[number]
    assert (a.goods, a.vp, a.soldiers, a.plus2) == FIXED[number]


def test_the_choices():
    assert goods_options(ADVISORS[4]) == [("wood",), ("gold",)]  # Merchant
    assert ADVISORS[9].goods == {"wood": 1} and goods_options(ADVISORS[9]) == [
        ("gold",), ("stone",)]  # Master Hunter
    assert ADVISORS[11].goods == {"stone": 1} and goods_options(ADVISORS[11]) == [
        ("wood",), ("gold",)]  # Swordsmith
    assert goods_options(ADVISORS[7]) == [("gold",), ("wood",), ("stone",)]  # Astronomer
    assert len(goods_options(ADVISORS[12])) == 6  # Duchess: two goods, kinds may repeat
    assert ("gold", "gold") in goods_options(ADVISORS[12])
    assert goods_options(ADVISORS[14]) == choices(3) and len(choices(3)) == 10  # Smuggler
    assert len(goods_options(ADVISORS[17])) == 6  # Queen
    for n in (1, 2, 3, 5, 6, 8, 10, 13, 15, 16, 18):
        assert goods_options(ADVISORS[n]) == []
    assert [n for n, a in ADVISORS.items() if a.chooses] == [4, 6, 7, 9, 11, 12, 14, 17]


def test_peeks_and_the_smugglers_price():
    assert [n for n, a in ADVISORS.items() if a.peek] == [10, 17]
    assert ADVISORS[14].pay_vp == 1 and ADVISORS[14].vp == 0
    assert all(a.pay_vp == 0 for n, a in ADVISORS.items() if n != 14)


def test_the_alchemist_exchanges_one_good_for_one_of_each_other_kind():
    assert ADVISORS[6].exchange
    assert exchanged("wood") == {"gold": 1, "wood": -1, "stone": 1}
    assert exchange_options({"gold": 0, "wood": 2, "stone": 1}) == [("wood",), ("stone",)]
    assert exchange_options({"gold": 0, "wood": 0, "stone": 0}) == []  # C5: pays nothing
