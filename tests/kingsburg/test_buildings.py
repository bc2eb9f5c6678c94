"""The province (rules sheet §6.2, C6): building left to right, costs with the Crane,
at most 17, defence against each enemy type, losing the rightmost of a row, and the
powers read from the data (each building's power in play is in test_model)."""

from game.games.kingsburg.buildings import (
    BUILDINGS,
    Building,
    buildable,
    built,
    count,
    defence,
    has_effect,
    next_in_row,
    owns,
    points,
    price,
    rightmost,
)
from game.games.kingsburg.recruiting import soldier_price
from game.games.kingsburg.seasons import (
    guild_gold,
    season_end_gains,
    town_hall_options,
    white_dice,
)

RICH = {"gold": 20, "wood": 20, "stone": 20}


def test_each_row_is_built_left_to_right():
    province = [0, 2, 4, 1, 0]
    assert [b.key for b in buildable(province, RICH)] == [
        "statue", "farms", "stable", "barricade"]
    assert next_in_row(province, 2) is None  # a full row
    assert owns(province, "market") and not owns(province, "farms")
    assert [b.key for b in built(province)] == [
        "inn", "market", "guard_tower", "blacksmith", "barracks", "wizards_guild",
        "palisade"]


def test_only_what_he_can_pay_for():
    assert [b.key for b in buildable([0] * 5, {"gold": 1, "wood": 1, "stone": 1})] == [
        "inn", "guard_tower", "barricade"]
    assert [b.key for b in buildable([0] * 5, {"gold": 0, "wood": 2, "stone": 0})] == [
        "palisade", "barricade"]
    assert buildable([0] * 5, {"gold": 0, "wood": 0, "stone": 0}) == []


def test_the_crane_takes_one_gold_off_columns_three_and_four():
    church = BUILDINGS["church"]
    assert price(church, [2, 0, 0, 0, 1]) == {"gold": 3, "wood": 1, "stone": 2}
    assert price(church, [2, 0, 0, 0, 2]) == {"gold": 2, "wood": 1, "stone": 2}
    assert price(BUILDINGS["cathedral"], [3, 0, 0, 0, 2]) == {"gold": 4, "stone": 3}
    assert price(BUILDINGS["chapel"], [1, 0, 0, 0, 2]) == {"gold": 3, "stone": 1}  # col II
    assert price(BUILDINGS["town_hall"], [0, 0, 0, 0, 2]) == {"gold": 1, "wood": 1,
                                                               "stone": 1}


def test_the_crane_never_goes_below_zero_gold():
    # no printed column III-IV building costs less than 2 gold: a made-up one shows it
    goldless = Building("goldless", 0, 2, {"wood": 1}, 0)
    assert price(goldless, [0, 0, 0, 0, 2]) == {"wood": 1}
    one_gold = Building("one_gold", 0, 3, {"gold": 1, "stone": 1}, 0)
    assert price(one_gold, [0, 0, 0, 0, 2]) == {"stone": 1}


def test_the_crane_affords_what_one_gold_more_would_not():
    store = {"gold": 2, "wood": 1, "stone": 2}
    assert "church" not in [b.key for b in buildable([2, 0, 0, 0, 1], store)]
    assert "church" in [b.key for b in buildable([2, 0, 0, 0, 2], store)]


def test_seventeen_buildings_at_most():
    assert count([4, 4, 4, 4, 1]) == 17 and buildable([4, 4, 4, 4, 1], RICH) == []
    assert [b.key for b in buildable([4, 4, 4, 4, 0], RICH)] == ["barricade"]


def test_defence_by_enemy_type():
    assert defence([0, 0, 4, 0, 0], "orcs") == 4  # tower 1, smith 1, wizards 2
    assert defence([0, 0, 0, 1, 0], "zombies") == 2 and defence([0, 0, 0, 1, 0], "orcs") == 1
    assert defence([3, 0, 0, 0, 0], "demons") == 1 and defence([3, 0, 0, 0, 0], "orcs") == 0
    assert defence([0, 0, 0, 0, 1], "goblins") == 1 and defence([0, 0, 0, 0, 1], "dragon") == 0
    assert defence([0, 3, 0, 0, 0], "orcs") == -1  # the Farms
    assert defence([0, 0, 0, 4, 0], "barbarians") == 3  # palisade, wall, fortress


def test_losing_takes_the_rightmost_of_a_row():
    assert rightmost([0, 3, 0, 0, 0], 1).key == "farms"
    assert rightmost([0, 3, 0, 0, 0], 0) is None
    assert points([4, 0, 0, 0, 0]) == 24 and points([0, 0, 0, 0, 0]) == 0


def test_the_powers_read_from_the_data():
    assert has_effect([0, 0, 0, 2, 0], "stable") and not has_effect([0, 0, 0, 1, 0], "stable")
    assert soldier_price([0] * 5) == 2 and soldier_price([0, 0, 3, 0, 0]) == 1  # Barracks
    assert guild_gold([0, 4, 0, 0, 0]) == 1 and guild_gold([0, 3, 0, 0, 0]) == 0
    assert white_dice([0, 3, 0, 0, 0], False) == 1 and white_dice([0] * 5, True) == 1
    assert white_dice([0, 3, 0, 0, 0], True) == 2 and white_dice([0] * 5, False) == 0
    assert season_end_gains([0, 1, 0, 0, 0], "summer") == {"plus2": 1, "vp": 0}  # Inn
    assert season_end_gains([0, 1, 0, 0, 0], "spring") == {"plus2": 0, "vp": 0}
    assert season_end_gains([0, 0, 0, 0, 4], "autumn") == {"plus2": 0, "vp": 1}  # Embassy
    assert town_hall_options([0, 0, 0, 0, 3], {"gold": 1, "wood": 0, "stone": 2}, 1) == [
        "", "gold", "stone", "plus2"]
    assert town_hall_options([0, 0, 0, 0, 3], {"gold": 0, "wood": 0, "stone": 0}, 0) == [""]
    assert town_hall_options([0, 0, 0, 0, 2], RICH, 3) == []
