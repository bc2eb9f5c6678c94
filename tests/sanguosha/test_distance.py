"""Distance, attack range and turn order: rules sheet §4 and its 2026-11 clarification."""

import pytest

from game.games.sanguosha.distance import (
    attack_range,
    distance,
    in_attack_range,
    in_turn_order,
    modifiers,
    next_alive,
    seats_between,
    within,
)

FIVE = [True] * 5


def test_neighbours_are_one_the_shorter_way_round():
    assert [distance(FIVE, 0, b) for b in range(5)] == [0, 1, 2, 2, 1]
    assert distance(FIVE, 2, 0) == distance(FIVE, 0, 2) == 2
    assert [distance([True] * 8, 0, b) for b in range(8)] == [0, 1, 2, 3, 4, 3, 2, 1]


def test_dead_seats_skipped():
    alive = [True, False, True, True, False]
    assert distance(alive, 0, 2) == 1
    assert distance(alive, 0, 3) == 1
    assert distance(alive, 2, 3) == 1
    with pytest.raises(ValueError):
        distance(alive, 0, 1)


def test_two_left_are_neighbours():
    alive = [False, True, False, False, False, False, True]
    assert seats_between(alive, 1, 6) == 1


def test_horses():
    seven = [True] * 7
    assert distance(seven, 0, 3, minus=1) == 2  # −1 horse
    assert distance(seven, 0, 3, plus=1) == 4  # target's +1 horse
    assert distance(seven, 0, 3, minus=1, plus=1) == 3
    assert distance(seven, 0, 1, minus=1) == 1  # never below 1


def test_minimum_applied_once_at_the_end():
    # Neighbour: 1 − (horse + Horsemanship) + target's +1 horse = 0 -> 1, not 2.
    assert distance(FIVE, 0, 1, minus=2, plus=1) == 1
    assert distance([True] * 8, 0, 4, minus=2) == 2


def test_modifiers_from_slots_and_skills():
    assert modifiers(["weapon", "minus_horse"]) == (1, 0)
    assert modifiers(["plus_horse", "armour"]) == (0, 1)
    assert modifiers(["minus_horse", "plus_horse"], ["horsemanship"]) == (2, 1)
    assert modifiers([], ["roar"]) == (0, 0)


def test_attack_range():
    assert attack_range(None) == 1
    assert attack_range("kirin_bow") == 5
    assert attack_range("zhuge_crossbow") == 1
    with pytest.raises(ValueError):
        attack_range("chitu")


def test_in_attack_range():
    six = [True] * 6
    assert in_attack_range(six, 0, 1) and in_attack_range(six, 0, 5)
    assert not in_attack_range(six, 0, 2)
    assert in_attack_range(six, 0, 2, minus=1)  # −1 horse or Horsemanship
    assert not in_attack_range(six, 0, 1, plus=1)  # target's +1 horse
    assert in_attack_range(six, 0, 3, "double_swords", minus=1)
    assert not in_attack_range(six, 0, 3, "double_swords")
    assert in_attack_range(six, 0, 3, "kirin_bow", plus=1)
    assert not in_attack_range(six, 0, 0, "kirin_bow")  # never oneself


def test_snatch_reach_ignores_weapon():
    six = [True] * 6
    assert within(six, 0, 1, 1) and not within(six, 0, 2, 1)
    assert within(six, 0, 2, 1, minus=1)


def test_turn_order():
    alive = [True, False, True, True, False]
    assert list(in_turn_order(alive, 0)) == [0, 2, 3]
    assert list(in_turn_order(alive, 1)) == [2, 3, 0]  # a dead start: the next living seat
    assert next_alive(alive, 3) == 0
    assert next_alive(alive, 0) == 2
    assert next_alive([False, True], 1) == 1


def test_what_a_seat_sees_of_distances_agrees_with_the_rules():
    """The table's range lines read distances off an observation; they must match the
    model's own for every pair, with horses, weapons, Horsemanship and the dead."""
    from game.games.sanguosha.cards import PLUS_HORSE
    from game.games.sanguosha.distance import seen_from
    from tests.sanguosha.helpers import any_of, equip, started

    state = started(6, seed=4, characters=["cao_cao", "ma_chao", "lu_bu", "zhao_yun",
                                           "guan_yu", "zhen_ji"])
    equip(state, 1, *any_of("zhuge_crossbow"))
    equip(state, 2, *any_of("sky_halberd"), *any_of("dilu"))
    equip(state, 4, *any_of("chitu"))
    state.seats[3].alive = False
    for a in (0, 1, 2, 4, 5):
        seen = seen_from(state.observation(a)["seats"], a)
        assert seen == {b: (state.distance(a, b), state.in_attack_range(a, b))
                        for b in range(6) if b != a and state.seats[b].alive}
    # Ma Chao's Horsemanship takes one off his distances (from the plain count).
    ma = next(s for s, seat in enumerate(state.seats) if seat.character == "ma_chao")
    alive = [seat.alive for seat in state.seats]
    for b, (d, _) in seen_from(state.observation(0)["seats"], ma).items():
        plus = PLUS_HORSE in state.seats[b].equipment
        assert d == max(1, seats_between(alive, ma, b) - 1 + plus)
