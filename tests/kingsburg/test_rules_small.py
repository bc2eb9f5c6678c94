"""The small rule modules: goods choices, recruiting's prices and payments (§3 phase 7),
the dummy dice's advisor (§8), the Statue's and Chapel's rerolls (second pass), and the
end's scores and ties (§7, second pass)."""

import random

from game.games.kingsburg.dummy import dummy_advisor
from game.games.kingsburg.goods import choices, counted, take
from game.games.kingsburg.recruiting import payments, soldier_price, soldiers_for
from game.games.kingsburg.rerolls import applies, options, reroll
from game.games.kingsburg.scoring import cathedral_bonus, final_score, winners


def test_goods_choices_within_a_store():
    assert choices(1) == [("gold",), ("wood",), ("stone",)]
    assert choices(2, {"gold": 1, "wood": 0, "stone": 2}) == [("gold", "stone"),
                                                              ("stone", "stone")]
    store = {"gold": 1, "wood": 0, "stone": 3}
    assert take(store, {"gold": 2, "wood": 1}) == {"gold": 1, "wood": 0}
    assert store == {"gold": 0, "wood": 0, "stone": 3}
    assert counted(("wood", "gold", "wood")) == {"gold": 1, "wood": 2, "stone": 0}


def test_recruiting_costs_two_goods_a_soldier_or_one_with_the_barracks():
    assert soldier_price([0] * 5) == 2 and soldier_price([0, 0, 3, 0, 0]) == 1
    assert soldiers_for({"gold": 1, "stone": 3}, 2) == 2
    assert soldiers_for({"gold": 1}, 2) is None and soldiers_for({"gold": 1}, 1) == 1
    assert payments({"gold": 1, "wood": 1, "stone": 0}, 2) == [(0, 0, 0), (1, 1, 0)]
    assert len(payments({"gold": 1, "wood": 1, "stone": 0}, 1)) == 4


def test_the_dummy_blocks_its_total_or_the_next_lower_free():
    assert dummy_advisor(11, {}) == 11
    assert dummy_advisor(11, {11: [-1], 10: [-1]}) == 9
    assert dummy_advisor(3, {3: [-1], 2: [-1], 1: [-1]}) is None


def test_statue_and_chapel_look_at_the_coloured_dice():
    assert applies("statue", [4, 4, 4]) and not applies("statue", [4, 4, 5])
    assert applies("chapel", [1, 2, 4]) and not applies("chapel", [2, 2, 4])
    statue_chapel = [2, 0, 0, 0, 0]
    assert options([2, 2, 2], statue_chapel, []) == ["statue", "chapel"]
    assert options([2, 2, 2], statue_chapel, ["statue"]) == ["chapel"]
    assert options([3, 3, 3], statue_chapel, []) == ["statue"]
    assert options([2, 2, 2], [0] * 5, []) == []


def test_rerolls_change_only_coloured_dice():
    dice = [1, 1, 1, 6]
    assert reroll(dice, "statue", random.Random(1)) == [2] and dice[:2] == [1, 1]
    assert dice[3] == 6
    dice = [1, 2, 3, 5]
    assert reroll(dice, "chapel", random.Random(1)) == [0, 1, 2] and dice[3] == 5


def test_the_cathedral_scores_a_point_per_two_goods_left():
    assert cathedral_bonus([4, 0, 0, 0, 0], 7) == 3
    assert cathedral_bonus([3, 0, 0, 0, 0], 7) == 0
    assert final_score(20, [4, 0, 0, 0, 0], 4) == 22


def test_ties_go_to_most_goods_then_most_buildings_then_are_shared():
    assert winners([30, 31, 29], [0, 0, 9], [1, 1, 1]) == [1]
    assert winners([30, 30, 29], [2, 5, 9], [1, 1, 1]) == [1]
    assert winners([30, 30, 29], [5, 5, 9], [3, 4, 9]) == [1]
    assert winners([30, 30, 29], [5, 5, 9], [4, 4, 9]) == [0, 1]
