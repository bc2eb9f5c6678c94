"""Bohnanza's cards, beanometer and fields, from the rules sheet (§1.1, C1, C2, C4)."""

import pytest

from game.games.bohnanza.beanometer import coins, next_step
from game.games.bohnanza.cards import BEANS, PACK, bean_of, deck, mode
from game.games.bohnanza.fields import fields_for, harvest_problem, harvest_split


def cards_of(bean: str, n: int, skip: int = 0) -> list[int]:
    return [c.id for c in PACK.cards if bean_of(c.id) == bean][skip:skip + n]


def test_the_pack_holds_every_type_at_its_count():
    assert len(PACK) == 154
    assert {b: sum(1 for c in PACK.cards if bean_of(c.id) == b) for b in BEANS} == {
        b.name: b.cards for b in BEANS.values()}
    assert len({c.code for c in PACK.cards}) == 154
    assert [c.id for c in PACK.cards] == list(range(154))
    assert all(c.code.split("~")[0].endswith("_bean") for c in PACK.cards)


@pytest.mark.parametrize("players, rio, cards, fields, cost", [
    (3, False, 104, 3, None), (4, False, 104, 2, 3), (5, False, 104, 2, 3),
    (6, False, 144, 2, 2), (7, False, 144, 2, 2),
    (3, True, 150, 3, None), (4, True, 130, 2, 3), (5, True, 130, 2, 3), (7, True, 144, 2, 2)])
def test_the_deck_and_fields_per_player_count(players, rio, cards, fields, cost):
    m = mode(players, rio)
    assert len(deck(players, rio)) == cards
    assert (m.fields, m.third_field_cost) == (fields, cost)


def test_six_and_seven_players_leave_out_cocoa_and_garden():
    assert set(mode(6).beans) == set(BEANS) - {"cocoa", "garden"}


@pytest.mark.parametrize("bean, count, expected", [
    ("blue", 3, 0), ("blue", 4, 1), ("blue", 5, 1), ("blue", 6, 2), ("blue", 10, 4),
    ("blue", 14, 4), ("red", 2, 1), ("red", 5, 4), ("chili", 9, 4), ("soy", 7, 4),
    ("garden", 1, 0), ("garden", 2, 2), ("garden", 3, 3), ("garden", 6, 3),
    ("cocoa", 2, 2), ("cocoa", 4, 4), ("blackeye", 4, 2), ("stink", 3, 1)])
def test_coins_are_the_highest_step_reached(bean, count, expected):
    assert coins(bean, count) == expected


def test_the_next_step_is_the_first_above_now():
    assert next_step("blue", 0) == (4, 1)
    assert next_step("blue", 7) == (8, 3)
    assert next_step("garden", 1) == (2, 2)  # no one-coin step
    assert next_step("garden", 3) is None
    assert next_step("red", 5) is None


def test_a_bean_goes_into_its_own_kind_or_an_empty_field():
    blue, red = cards_of("blue", 2), cards_of("red", 1)
    assert fields_for([blue, red], "blue") == [0]
    assert fields_for([blue, red], "soy") == []
    assert fields_for([blue, []], "soy") == [1]
    assert fields_for([[], [], red], "red") == [0, 1, 2]


def test_a_lone_bean_is_protected_while_another_field_has_two():
    one, two = cards_of("red", 1), cards_of("blue", 2)
    assert harvest_problem([one, two], 0) == "protected"
    assert harvest_problem([one, two], 1) is None
    assert harvest_problem([one, cards_of("soy", 1)], 0) is None  # both lone: either
    assert harvest_problem([one, two], 0, protection=False) is None  # the game's end
    assert harvest_problem([[], two], 0) == "empty_field"
    assert harvest_problem([one, two], 2) == "no_such_field"


def test_a_harvest_turns_coins_over_and_discards_the_rest():
    field = cards_of("blue", 7)
    to_coins, to_discard = harvest_split(field)
    assert len(to_coins) == 2 and len(to_discard) == 5
    assert sorted(to_coins + to_discard) == sorted(field)
    assert harvest_split(cards_of("garden", 1)) == ([], cards_of("garden", 1))
