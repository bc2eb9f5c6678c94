"""Which advisors a set of dice can reach (rules sheet §4b, C4, C5, C8): every group of one
or more coloured dice plus any white dice, a "+2" token, the Market's ±1, advisors taken,
the Envoy's exception."""

from game.games.kingsburg.dice import (
    DUMMY,
    Placement,
    group_sum,
    groups,
    may_take,
    placements,
    reachable,
)


def test_three_coloured_dice_reach_every_subset_sum():
    # 1, 2, 4: sums 1, 2, 4, 3, 5, 6, 7
    assert reachable([1, 2, 4]) == {1, 2, 3, 4, 5, 6, 7}
    assert reachable([6, 6, 6]) == {6, 12, 18}


def test_a_white_die_never_goes_alone():
    # coloured 5, 5, 5 and a white 1: 1 alone is no group
    assert 1 not in reachable([5, 5, 5, 1])
    assert reachable([5, 5, 5, 1]) == {5, 6, 10, 11, 15, 16}
    assert all(any(i < 3 for i in g) for g in groups([5, 5, 5, 1, 2], [False] * 5))


def test_white_dice_join_any_group():
    assert reachable([6, 6, 6, 6]) == {6, 12, 18}  # 24 is no advisor
    assert 7 in reachable([1, 1, 1, 6]) and 9 in reachable([1, 1, 1, 6])


def test_groups_showing_the_same_numbers_are_listed_once():
    assert groups([3, 3, 5], [False] * 3) == [(0,), (2,), (0, 1), (0, 2), (0, 1, 2)]


def test_used_dice_are_not_placed_again():
    assert reachable([1, 2, 4], [True, False, False]) == {2, 4, 6}
    assert reachable([1, 2, 4], [True, True, True]) == set()
    assert reachable([1, 2, 4, 6], [True, True, True, False]) == set()  # a white die only


def test_a_plus2_token_adds_two_to_one_group():
    assert reachable([1, 2, 4], plus2=True) == {1, 2, 3, 4, 5, 6, 7, 8, 9}
    assert reachable([6, 6, 6], plus2=True) == {6, 8, 12, 14, 18}  # 20 is no advisor
    ps = placements([6, 6, 6], [False] * 3, {}, 0, plus2=True)
    assert Placement((0, 1), 14, True, 0, False) in ps


def test_the_market_moves_a_sum_one_up_or_down():
    assert reachable([3, 3, 3], market=True) == {2, 3, 4, 5, 6, 7, 8, 9, 10}
    assert reachable([1, 1, 1], market=True) == {1, 2, 3, 4}  # 0 is no advisor
    both = reachable([6, 6, 6], plus2=True, market=True)
    assert both == {5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 17, 18}


def test_a_taken_advisor_is_out_of_reach():
    taken = {3: [1], 7: [DUMMY]}
    assert reachable([1, 2, 4], occupants=taken, seat=0) == {1, 2, 4, 5, 6}


def test_the_envoy_reaches_an_advisor_another_player_or_the_dummy_holds():
    taken = {3: [1], 7: [DUMMY], 5: [0]}
    assert reachable([1, 2, 4], occupants=taken, seat=0, envoy=True) == {1, 2, 3, 4, 6, 7}
    envoy = [p for p in placements([1, 2, 4], [False] * 3, taken, 0, envoy=True) if p.envoy]
    assert {p.advisor for p in envoy} == {3, 7}  # never on a free advisor, nor his own
    assert may_take(3, taken, 0, True) and not may_take(3, taken, 0, False)
    assert not may_take(5, taken, 0, True)  # his own advisor
    assert not may_take(4, taken, 0, True)  # free: no Envoy needed
    assert not may_take(19, {}, 0, False) and not may_take(0, {}, 0, False)


def test_group_sum():
    assert group_sum([1, 2, 4, 6], (0, 3), plus2=True, market=-1) == 8
