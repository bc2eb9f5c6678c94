"""The winter battle (rules sheet §5, C2, C3): strength with the King's die and the
buildings (type-specific, the Farms, floor 0), victory, a tie with and without the Stone
Wall, defeat, the strongest victor's point, the Fortress."""

from game.games.kingsburg.battle import DEFEAT, TIE, VICTORY, outcome, resolve, strength
from game.games.kingsburg.enemies import ENEMIES

ENEMY = {e.key: e for e in ENEMIES}
NONE = [0, 0, 0, 0, 0]


def test_strength_is_soldiers_plus_die_plus_buildings():
    assert strength(3, 4, NONE, "orcs") == 7
    assert strength(3, 4, [0, 0, 1, 0, 0], "orcs") == 8  # Guard Tower
    assert strength(0, 2, [0, 0, 0, 1, 0], "zombies") == 4  # Palisade vs Zombies
    assert strength(0, 2, [0, 0, 0, 0, 1], "goblins") == 3  # Barricade vs Goblins
    assert strength(0, 2, [0, 0, 0, 0, 1], "orcs") == 2
    assert strength(0, 1, [0, 3, 0, 0, 0], "orcs") == 0  # Farms -1
    assert strength(0, 0, [0, 3, 0, 0, 0], "orcs") == 0  # never below 0


def test_outcomes():
    assert outcome(5, 4) == VICTORY
    assert outcome(4, 4) == TIE
    assert outcome(4, 4, stone_wall=True) == VICTORY
    assert outcome(3, 4, stone_wall=True) == DEFEAT


def test_a_victory_pays_the_reward_and_the_strongest_victor_one_more():
    orcs = ENEMY["enemy_I_orcs_3"]  # victory 1 gold; defeat -1 VP, 2 goods
    r = resolve(orcs, 2, [3, 2, 0], [NONE, NONE, NONE])
    assert [x.outcome for x in r] == [VICTORY, VICTORY, DEFEAT]
    assert [x.strength for x in r] == [5, 4, 2]
    assert r[0].gains == {"gold": 1} and r[0].vp == 1 and r[0].strongest
    assert r[1].gains == {"gold": 1} and r[1].vp == 0 and not r[1].strongest
    assert r[2].vp == -1 and r[2].lose_any == 2 and r[2].gains == {}


def test_strongest_victors_tied_each_gain_the_point():
    zombies = ENEMY["enemy_I_zombies_4"]  # victory +1 VP
    r = resolve(zombies, 3, [2, 2, 0], [NONE, NONE, NONE])
    assert [x.vp for x in r] == [2, 2, -2]
    assert [x.strongest for x in r] == [True, True, False]


def test_a_tie_does_nothing_without_the_stone_wall():
    barbarians = ENEMY["enemy_I_barbarians_2"]
    r = resolve(barbarians, 1, [1], [NONE])[0]
    assert r.outcome == TIE and (r.vp, r.gains, r.lose_any, r.lose_buildings) == (0, {}, 0, 0)
    assert not r.strongest


def test_a_tie_with_the_stone_wall_is_a_victory():
    wall = [0, 0, 0, 3, 0]  # Palisade, Stable, Stone Wall: +2 vs Barbarians
    barbarians = ENEMY["enemy_II_barbarians_5"]  # victory 1 gold; defeat -1 VP, 2 goods
    with_wall, without = resolve(barbarians, 3, [0, 2], [wall, NONE])
    assert with_wall.strength == without.strength == 5
    assert with_wall.outcome == VICTORY and with_wall.gains == {"gold": 1}
    assert with_wall.strongest and with_wall.vp == 1
    assert without.outcome == TIE and (without.vp, without.gains) == (0, {})


def test_the_fortress_adds_a_point_to_a_victory_only():
    fortress = [0, 0, 0, 4, 0]  # defence 3 vs barbarians
    r = resolve(ENEMY["enemy_I_barbarians_2"], 1, [0, 5], [fortress, NONE])
    assert r[0].fortress and r[0].vp == 1 and not r[0].strongest  # 4 < 6
    assert r[1].strongest and r[1].vp == 1
    r = resolve(ENEMY["enemy_V_dragon_9"], 1, [0], [fortress])[0]
    assert r.outcome == DEFEAT and not r.fortress and r.vp == -5


def test_defeat_penalties_as_data():
    r = resolve(ENEMY["enemy_I_goblins_2"], 1, [0], [NONE])[0]
    assert (r.vp, r.losses, r.lose_buildings) == (-1, {"wood": 1, "stone": 1}, 1)
    r = resolve(ENEMY["enemy_V_demons_8"], 1, [0], [NONE])[0]
    assert (r.vp, r.lose_buildings) == (-2, 1)
