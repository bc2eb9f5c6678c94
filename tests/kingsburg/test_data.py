"""The data as the rules sheet prints it: 18 advisors (§6.1), the 5×4 province (§6.2), the
25 enemy cards of C1 (which replaces §6.3), and the deck of one card a year (§2)."""

import random

from game.games.kingsburg.advisors import ADVISORS, NUMBERS, by_key
from game.games.kingsburg.buildings import BUILDINGS, GRID, MOST_BUILDINGS
from game.games.kingsburg.enemies import (
    ENEMIES,
    PACK,
    ROMAN,
    cards_of_year,
    deal,
    enemy_of,
    strengths,
    year_of,
)


def test_eighteen_advisors_numbered_one_to_eighteen():
    assert tuple(ADVISORS) == NUMBERS == tuple(range(1, 19))
    assert [ADVISORS[n].key for n in (1, 6, 10, 14, 17, 18)] == [
        "jester", "alchemist", "general", "smuggler", "queen", "king"]


def test_twenty_buildings_in_five_rows_of_four():
    assert len(GRID) == 5 and all(len(row) == 4 for row in GRID)
    assert len(BUILDINGS) == 20 and MOST_BUILDINGS == 17
    assert [b.key for b in GRID[0]] == ["statue", "chapel", "church", "cathedral"]
    assert [b.key for b in GRID[4]] == ["barricade", "crane", "town_hall", "embassy"]
    assert [(b.row, b.column) for b in GRID[2]] == [(2, 0), (2, 1), (2, 2), (2, 3)]


def test_building_costs_points_and_defence_as_printed():
    table = {b.key: (b.cost, b.vp, b.defence, b.against) for b in BUILDINGS.values()}
    assert table["statue"] == ({"gold": 2}, 3, 0, {})
    assert table["cathedral"] == ({"gold": 5, "stone": 3}, 9, 0, {})
    assert table["church"] == ({"gold": 3, "wood": 1, "stone": 2}, 7, 0, {"demons": 1})
    assert table["farms"] == ({"gold": 2, "wood": 3, "stone": 1}, 2, -1, {})
    assert table["wizards_guild"] == ({"gold": 3, "wood": 2, "stone": 2}, 6, 2, {})
    assert table["palisade"] == ({"wood": 2}, 0, 1, {"zombies": 1})
    assert table["barricade"] == ({"wood": 1}, 0, 0, {"goblins": 1})
    assert table["embassy"] == ({"gold": 2, "wood": 2, "stone": 2}, 4, 0, {})
    assert sum(b.vp for b in BUILDINGS.values()) == 59  # 24 + 7 + 13 + 8 + 7


def test_twenty_five_enemies_five_a_year_with_the_printed_ranges():
    assert len(ENEMIES) == len(PACK) == 25
    assert all(len(cards_of_year(y)) == 5 for y in range(1, 6))
    assert [strengths(y) for y in range(1, 6)] == [(2, 4), (3, 5), (4, 6), (5, 7), (7, 9)]
    assert {e.type for e in ENEMIES} == {"barbarians", "goblins", "orcs", "zombies",
                                         "demons", "dragon"}
    # every code names its year, type and strength, and none is a plain word
    for i, e in enumerate(ENEMIES):
        assert PACK.code(i) == f"enemy_{ROMAN[e.year - 1]}_{e.type}_{e.strength}" == e.key


def test_enemy_rewards_and_penalties_as_c1_prints_them():
    by_key = {e.key: e for e in ENEMIES}
    goblins = by_key["enemy_I_goblins_2"]
    assert (goblins.victory.goods, goblins.defeat.vp, goblins.defeat.goods,
            goblins.defeat.buildings) == ({"wood": 1}, -1, {"wood": 1, "stone": 1}, 1)
    assert by_key["enemy_I_barbarians_2"].defeat.any == 1
    assert by_key["enemy_IV_orcs_7"].victory.any == 1
    assert by_key["enemy_IV_demons_6"].defeat.any == 4
    assert by_key["enemy_V_barbarians_7"].defeat.vp == -8  # C9: played as printed
    assert by_key["enemy_V_dragon_9"].victory.vp == 3
    assert by_key["enemy_V_dragon_9"].defeat.vp == -5
    assert by_key["enemy_III_demons_6"].defeat.goods == {"gold": 2, "wood": 1, "stone": 1}


def test_the_deck_is_one_card_a_year_from_year_one_and_the_box_the_rest():
    for seed in range(20):
        deck, box = deal(random.Random(seed))
        assert [year_of(c) for c in deck] == [1, 2, 3, 4, 5]
        assert sorted(deck + box) == list(range(25)) and box == sorted(box)
    firsts = {deal(random.Random(seed))[0][0] for seed in range(60)}
    assert firsts == set(cards_of_year(1))  # any year-I card can come up
    assert enemy_of(deal(random.Random(1))[0][4]).year == 5


def test_advisor_lookup_by_key():
    assert by_key("wizard").number == 16
