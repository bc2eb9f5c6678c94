"""Kingsburg's computer players: whole legal games at every level and player count, and
the §10 choices: soldiers enough against an enemy seen, a building when one can be
paid, the goods a building needs; the hard player's search through `decide`."""

import pytest

from game.core.search import decide
from game.games.kingsburg import asks
from game.games.kingsburg.actions import Build, ChooseGoods, Influence, Pass, Recruit
from game.games.kingsburg.ai import LEVELS, Steward, make_agent
from game.games.kingsburg.bench import BENCHES
from game.games.kingsburg.goods import choices
from game.games.kingsburg.hard import HardSteward
from game.games.kingsburg.model import RECRUIT, KingsburgState
from tests.kingsburg.tables import game, run
from tests.kingsburg.test_model import goods, on_top, to_build


def level_agent(level: str, seed: int):
    if level == "hard":  # the hard player itself, a few worlds a decision to keep it quick
        return HardSteward(seed, max_worlds=2)
    return make_agent(level, seed)


def play(variant: str, level: str, seed: int) -> KingsburgState:
    s = KingsburgState(seed, variant)
    agents = [level_agent(level, seed * 10 + seat) for seat in range(s.players)]
    while not s.is_terminal():
        seat = s.to_act
        legal = s.legal_actions(seat)
        action = decide(agents[seat], s, seat, legal)
        assert action in legal
        s.apply(action)
    return s


@pytest.mark.parametrize("variant", ["2p", "3p", "3p-dummy", "4p", "5p"])
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_easy_and_normal_play_whole_games_legally(variant, level):
    s = play(variant, level, 7)
    assert s.is_terminal() and max(s.returns()) > 0
    assert sum(sum(r) for r in s.rows) > 0  # they build


@pytest.mark.parametrize("variant", ["2p", "3p", "4p", "5p"])
def test_hard_plays_whole_games_legally(variant):
    s = play(variant, "hard", 3)
    assert s.is_terminal() and max(s.returns()) > 0


def test_make_agent_knows_the_three_levels():
    assert LEVELS == ("easy", "normal", "hard")
    assert isinstance(make_agent("hard", 1), HardSteward)
    assert isinstance(make_agent("normal", 1), Steward)
    with pytest.raises(ValueError):
        make_agent("expert", 1)


def recruiting(store: dict, year: int, enemy: str) -> KingsburgState:
    """Seat 0 at the recruiting step of `year` with `store`, having seen `enemy`."""
    s = game()
    s.order = [0, 1, 2]
    s.goods = [dict(store), goods(), goods()]
    s.year = year
    on_top(s, enemy)
    s.peeked = [0]
    run(s, "recruit")
    assert s.step == RECRUIT and s.to_act == 0
    return s


def test_normal_recruits_enough_against_the_enemy_it_saw():
    # year V, nothing left to build: 4 soldiers beat the Zombies' 4 whatever the King's die
    s = recruiting(goods(4, 4, 2), 5, "enemy_I_zombies_4")
    action = Steward(1).choose(s.observation(0), s.legal_actions(0))
    assert isinstance(action, Recruit)
    s.apply(action)
    assert s.soldiers[0] == 4


def test_normal_recruits_no_more_than_the_enemy_needs():
    s = recruiting(goods(6, 6, 6), 5, "enemy_I_barbarians_2")
    action = Steward(1).choose(s.observation(0), s.legal_actions(0))
    s.apply(action)
    assert s.soldiers[0] <= 2  # the King's die is at least 1: 2 soldiers win for sure


def test_normal_builds_when_it_can():
    s = to_build([goods(2), goods(), goods()])
    assert Steward(1).choose(s.observation(0), s.legal_actions(0)) == Build(0, "statue")
    s = to_build([goods(3, 2, 2), goods(), goods()], rows=[[1, 0, 0, 0, 0]] + [[0] * 5] * 2)
    assert isinstance(Steward(1).choose(s.observation(0), s.legal_actions(0)), Build)


def test_normal_takes_the_goods_its_next_building_needs():
    # the Statue built, 3 gold: a stone pays for the Chapel (5 points)
    s = to_build([goods(2), goods(), goods()])
    s.goods[0], s.rows[0] = goods(3), [1, 0, 0, 0, 0]
    s.asks = [asks.gain(0, choices(1), "advisor_7")]
    legal = s.legal_actions(0)
    assert Steward(1).choose(s.observation(0), legal) == ChooseGoods(0, ("stone",))
    # 1 gold: a gold for the Statue
    s.goods[0] = goods(1)
    s.rows[0] = [0] * 5
    assert Steward(1).choose(s.observation(0), legal) == ChooseGoods(0, ("gold",))


def test_normal_places_its_dice_on_a_rewarding_advisor():
    s = game("3p", 2)
    seat = s.to_act
    action = Steward(1).choose(s.observation(seat), s.legal_actions(seat))
    assert isinstance(action, Influence)


def test_hard_searches_determinized_worlds_through_decide():
    s = game("3p", 2)
    seat = s.to_act
    legal = s.legal_actions(seat)
    agent = HardSteward(5, time_budget=30.0, max_worlds=3)
    made = []
    determinize = s.determinize

    def spy(who, rng):
        made.append(who)
        return determinize(who, rng)

    s.determinize = spy
    action = decide(agent, s, seat, legal)
    assert action in legal and isinstance(action, Influence | Pass)
    assert made == [seat] * 3 and agent.last_worlds == 3 and agent.rollouts >= 3
    # its candidates are the normal player's best, its choice first
    first = agent.candidates(s.observation(seat), legal)
    assert first[0] == Steward(5).choose(s.observation(seat), legal)


def test_the_benches_are_named():
    assert [b.name for b in BENCHES] == ["kingsburg-strength", "kingsburg-scores",
                                         "kingsburg-ai-time"]


def test_the_strength_and_scores_benches_run_and_report(capsys):
    from game.games.kingsburg.bench import scores, strength

    found = strength(games=2, workers=1, pairings=(("normal", "easy"),), players=(2,))
    assert 0.0 <= found["normal_v_easy_2p_win"] <= 1.0 and found["normal_v_easy_2p_fair"] == 0.5
    found = scores(games=2, workers=1, levels=("easy",), players=(2,))
    assert found["easy_2p_score"] > 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1].startswith("kingsburg-scores easy_2p_score=")
    assert any(line.startswith("kingsburg-strength normal_v_easy_2p_win=") for line in out)
