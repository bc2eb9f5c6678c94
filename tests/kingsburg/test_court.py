"""The King's court (rules sheet §3, C7, second pass) and turn order (§4a): the aid with
its two ties, the reward to all tied for the most buildings (even 0), the Envoy's
recipient, and the order by dice totals with ties keeping the previous order."""

from game.games.kingsburg.court import envoy_to, kings_aid, kings_reward
from game.games.kingsburg.turn_order import turn_order


def test_the_aid_goes_to_the_fewest_buildings():
    assert kings_aid([3, 1, 2], [0, 9, 0]) == (1, [])


def test_the_aid_tie_goes_to_the_fewest_goods():
    assert kings_aid([1, 1, 2], [5, 4, 0]) == (1, [])


def test_the_aid_second_tie_gives_each_a_good_and_no_die():
    assert kings_aid([1, 1, 2], [4, 4, 0]) == (None, [0, 1])
    assert kings_aid([0, 0, 0, 0], [0, 0, 0, 0]) == (None, [0, 1, 2, 3])  # year I


def test_the_kings_reward_goes_to_all_tied_for_most_buildings():
    assert kings_reward([2, 5, 5, 1]) == [1, 2]
    assert kings_reward([0, 0, 0]) == [0, 1, 2]  # even the most being 0
    assert kings_reward([0, 1]) == [1]


def test_the_envoy_goes_to_the_fewest_buildings_then_fewest_goods_else_nobody():
    assert envoy_to([2, 1, 3], [0, 8, 0]) == 1
    assert envoy_to([1, 1, 3], [3, 2, 0]) == 1
    assert envoy_to([1, 1, 3], [2, 2, 0]) is None


def test_turn_order_lowest_total_first():
    assert turn_order([0, 1, 2], [14, 5, 9]) == [1, 2, 0]


def test_turn_order_ties_keep_the_previous_order():
    assert turn_order([2, 0, 1], [10, 10, 10]) == [2, 0, 1]
    assert turn_order([2, 0, 1, 3], [7, 4, 7, 4]) == [1, 3, 2, 0]
