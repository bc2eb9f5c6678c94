"""The pure rule functions of A la Carte against the rules sheet §3–§9 and the data file."""

from collections import Counter

import pytest

from game.games.alacarte import rules
from game.games.alacarte.data import CREPE, load_data
from tests.alacarte.helpers import EAU, EEL, FIDEL, GAZPACHO, HIPPO, KIPPER, SOUR_ENDS

DATA = load_data()
D = DATA.dishes


# -- the data file (§1, §3, §4, §5.1) ------------------------------------------------------
def test_twenty_dishes_in_five_colour_groups_of_four_with_vp_1_to_6():
    dishes = [d for d in D.values() if d.id != CREPE]
    assert sorted(d.id for d in dishes) == list(range(1, 21))
    assert Counter(d.group for d in dishes) == {g: 4 for g in DATA.groups}
    assert len(DATA.groups) == 5
    assert {d.vp for d in dishes} == set(range(1, 7))


def test_sourced_dishes_hippo_kipper_and_sour_ends():
    hippo = D[HIPPO]
    assert (hippo.green, hippo.burnt_at, hippo.needs) == ((3, 5), 6, {"P": 2, "L": 1})
    assert D[KIPPER].vp == 5
    sour = D[SOUR_ENDS]
    assert (sour.needs, sour.green, sour.vp) == ({"L": 1, "H": 1}, (2, 3), 2)


def test_unseasoned_and_served_cold_dishes():
    assert {d.id for d in D.values() if d.unseasoned} == {FIDEL, EAU, CREPE}
    assert {d.id for d in D.values() if d.served_cold and d.id != CREPE} == {EEL, GAZPACHO, 17}


def test_die_faces_in_order_heat_1_2_3_all_choose_cup():
    assert [(f.kind, f.amount) for f in DATA.die[:4]] == [
        ("heat", 1), ("heat", 2), ("heat", 3), ("all", 1)]
    assert (DATA.die[4].kind, DATA.die[4].choices) == ("choose", (1, 2, 3))
    assert DATA.die[5].kind == "cup"


def test_thirteen_coffee_cups():
    assert Counter(DATA.cups) == {"victory": 3, "exchange": 3, "spoons": 2, "reseason": 3,
                                  "lower": 2}
    assert DATA.lower_choices == (1, 2, 3)


def test_crepe_scores_3_burns_at_7_and_has_two_flips():
    crepe = D[CREPE]
    assert (crepe.vp, crepe.burnt_at, crepe.green, crepe.unseasoned) == (3, 7, (0, 6), True)
    assert DATA.flip_attempts == 2


# -- §3 heating ---------------------------------------------------------------------------
@pytest.mark.parametrize("level, amount, after", [(0, 1, 1), (4, 3, 7), (5, 3, 7), (7, 1, 7)])
def test_heat_above_seven_is_ignored(level, amount, after):
    assert rules.heated(level, amount) == after


@pytest.mark.parametrize("level, amount, after", [(7, 3, 4), (5, 1, 4), (2, 3, 0)])
def test_lower_heat_never_below_zero(level, amount, after):
    assert rules.lowered(level, amount) == after


def test_face_outcomes_for_the_roller():
    assert [rules.face_outcomes(f) for f in DATA.die] == [(1,), (2,), (3,), (1,), (1, 2, 3),
                                                          (0,)]


# -- §5 dishes ----------------------------------------------------------------------------
@pytest.mark.parametrize("level, burnt, green", [
    (2, False, False), (3, False, True), (5, False, True), (6, True, False), (7, True, False)])
def test_hippo_green_3_to_5_burnt_at_6(level, burnt, green):
    assert rules.is_burnt(D[HIPPO], level) is burnt
    assert rules.in_green(D[HIPPO], level) is green


def test_eau_pour_le_cafe_never_burns():
    assert not rules.is_burnt(D[EAU], 7)
    assert rules.is_finished(D[EAU], 7, {})


def test_hippo_is_finished_with_2_pepper_1_lemon_in_range():
    assert rules.is_finished(D[HIPPO], 4, {"P": 2, "L": 1})
    assert not rules.is_finished(D[HIPPO], 4, {"P": 1, "L": 1})
    assert not rules.is_finished(D[HIPPO], 2, {"P": 2, "L": 1})
    assert not rules.is_finished(D[HIPPO], 6, {"P": 2, "L": 1})  # burnt


@pytest.mark.parametrize("level, done", [(1, False), (2, True), (3, True), (4, False)])
def test_sour_ends_l1_h1_finishes_at_2_to_3(level, done):
    assert rules.is_finished(D[SOUR_ENDS], level, {"L": 1, "H": 1}) is done


def test_extra_condiments_are_allowed_below_three_of_a_colour():
    assert rules.is_finished(D[HIPPO], 3, {"P": 2, "L": 2, "R": 2, "H": 1, "S": 2})
    assert rules.missing(D[HIPPO], {"P": 1, "R": 2}) == {"P": 1, "L": 1}


@pytest.mark.parametrize("pan", [{"P": 3, "L": 1}, {"P": 2, "L": 1, "S": 3}, {"R": 4}])
def test_three_of_one_colour_salt_included_spoils(pan):
    assert rules.is_over_seasoned(pan)
    assert rules.spoil_reason(D[HIPPO], 4, pan) == "over"
    assert not rules.is_finished(D[HIPPO], 4, pan)


def test_spoil_reason_burnt_before_over_and_none_when_good():
    assert rules.spoil_reason(D[HIPPO], 6, {"P": 3}) == "burnt"
    assert rules.spoil_reason(D[HIPPO], 5, {"P": 2, "S": 2}) is None


def test_crepe_is_never_finished_by_heat():
    assert not rules.is_finished(D[CREPE], 3, {})


# -- §7 stars -----------------------------------------------------------------------------
def test_star_only_with_exactly_the_printed_condiments():
    assert rules.earns_star(D[HIPPO], {"P": 2, "L": 1})
    assert rules.earns_star(D[HIPPO], {"P": 2, "L": 1, "R": 0})
    assert not rules.earns_star(D[HIPPO], {"P": 2, "L": 2})
    assert not rules.earns_star(D[HIPPO], {"P": 2, "L": 1, "H": 1})


def test_no_star_with_salt():
    assert not rules.earns_star(D[HIPPO], {"P": 2, "L": 1, "S": 1})


def test_never_a_star_for_an_unseasoned_dish():
    assert not rules.earns_star(D[FIDEL], {})
    assert not rules.earns_star(D[EAU], {})
    assert not rules.earns_star(D[CREPE], {})


# -- §4 re-season ---------------------------------------------------------------------------
def test_reseason_only_on_a_seasoned_dish():
    assert rules.can_reseason(D[HIPPO])
    for dish in (None, D[FIDEL], D[EAU], D[CREPE]):
        assert not rules.can_reseason(dish)


# -- §7 a new dish ------------------------------------------------------------------------
def test_new_dish_of_a_colour_not_finished_yet():
    yellow = [d for d in D if D[d].group == "yellow"]
    choices = rules.choosable_dishes(range(1, 21), ["yellow", "green"], DATA)
    assert choices and all(D[d].group not in ("yellow", "green") for d in choices)
    assert not set(yellow) & set(choices)


def test_new_dish_of_any_colour_when_all_left_are_finished_colours():
    assert rules.choosable_dishes([3, 1], ["yellow"], DATA) == [1, 3]
    assert rules.choosable_dishes([], [], DATA) == []


# -- §6 refill ----------------------------------------------------------------------------
@pytest.mark.parametrize("contents, refill", [
    ([], True), (["S", "S"], True), (["S", "L"], False), (["L"], False)])
def test_refill_when_empty_or_only_salt(contents, refill):
    assert rules.needs_refill(contents, "L") is refill


# -- §9 end and scoring ---------------------------------------------------------------------
def test_end_at_five_dishes_or_three_stars():
    assert rules.end_reason([4, 3], [2, 2], 5) is None
    assert rules.end_reason([5, 0], [0, 0], 5) == "dishes"
    assert rules.end_reason([5, 0], [0, 0], 7) is None
    assert rules.end_reason([2, 1], [0, 3], 5) == "stars"


def test_victory_points_are_dishes_plus_vp_cups():
    assert rules.victory_points([HIPPO, KIPPER, CREPE], 2, DATA) == 3 + 5 + 3 + 2
    assert rules.victory_points([], 0, DATA) == 0


def test_most_points_wins_and_ties_share_the_place():
    assert rules.ranking([10, 12, 10, 3], [0, 0, 0, 0]) == [2, 1, 2, 4]
    assert rules.ranking([9, 9], [1, 2]) == [1, 1]


def test_three_stars_win_outright_over_more_points():
    assert rules.ranking([8, 20, 15], [3, 2, 0]) == [1, 2, 3]
