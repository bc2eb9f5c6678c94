"""Kingsburg's state machine as the rules sheet tells it (§3-§8, C1-C9, the second pass):
the King's aid, the roll with its rerolls, turn order, the influence loop, rewards paid
1 → 18 with every choice a decision, the build step with the Envoy, the season's end,
the King's reward and Envoy, recruiting, the winter battle with its losses, the end; and
refusals that change nothing."""

import json

from game.games.kingsburg.actions import (
    Build,
    ChooseGoods,
    Influence,
    KeepDice,
    LoseBuilding,
    Pass,
    Recruit,
    Reroll,
    TownHall,
)
from game.games.kingsburg.enemies import PACK
from game.games.kingsburg.model import (
    BUILD,
    INFLUENCE,
    OVER,
    RECRUIT,
    REROLL,
    KingsburgState,
    year_stages,
)
from tests.kingsburg.tables import Loaded, dice, game, kinds, pass_out, place, refused, run

NO_GOODS = {"gold": 0, "wood": 0, "stone": 0}


def goods(gold=0, wood=0, stone=0) -> dict:
    return {"gold": gold, "wood": wood, "stone": stone}


def on_top(s: KingsburgState, key: str) -> int:
    """Put the enemy card `key` on top of the deck (the one there goes to the box)."""
    card = PACK.from_codes([key])[0]
    s.box = sorted([c for c in s.box if c != card] + [s.deck[0]])
    s.deck[0] = card
    return card


# -- the year ---------------------------------------------------------------------------------
def test_a_year_is_eight_phases_three_of_them_seasons():
    stages = year_stages()
    assert stages[0] == "aid" and stages[-2:] == ["winter", "year_end"]
    assert [x for x in stages if ":" not in x] == [
        "aid", "reward", "envoy", "recruit", "winter", "year_end"]
    assert stages[1:9] == ["spring:start", "spring:reroll", "spring:order", "spring:dummy",
                           "spring:influence", "spring:rewards", "spring:build", "spring:end"]


# -- phase 1: the King's aid ------------------------------------------------------------------
def test_year_one_everyone_tied_takes_a_good_of_choice_in_turn_order():
    s = KingsburgState(0, "3p")
    assert (s.year, s.phase, s.aid_die) == (1, "aid", None)
    assert [a["seat"] for a in s.asks] == s.order
    assert s.opening_events()[0].data["goods"] == s.order
    first = s.to_act
    assert s.legal_actions(first) == [ChooseGoods(first, (g,)) for g in
                                      ("gold", "wood", "stone")]
    s.apply(ChooseGoods(first, ("stone",)))
    assert s.goods[first] == goods(stone=1)
    assert s.to_act == s.order[1]


def test_the_aid_die_goes_to_the_fewest_buildings_and_is_rolled_in_spring_only():
    s = game()
    s.rows = [[1, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 1, 0, 0, 0]]
    events = run(s, "aid", "spring:start")
    assert s.aid_die == 1 and not s.asks and events[0].data["die"] == 1
    assert [len(d) for d in s.dice] == [3, 4, 3]
    run(s, "summer:start")
    assert [len(d) for d in s.dice] == [3, 3, 3]


def test_the_aid_tie_on_buildings_goes_to_the_fewest_goods():
    s = game()
    s.rows = [[0] * 5, [0] * 5, [1, 0, 0, 0, 0]]
    s.goods = [goods(2), goods(1, 1), goods()]
    run(s, "aid")
    assert s.aid_die is None and [a["seat"] for a in s.asks] == [
        x for x in s.order if x in (0, 1)]  # 2 goods each: a good of choice each
    s.goods = [goods(2), goods(1), goods()]
    run(s, "aid")
    assert s.aid_die == 1 and not s.asks


# -- rolling, rerolls and turn order ----------------------------------------------------------
def test_the_statue_and_chapel_are_a_reroll_or_keep_decision():
    s = game()
    s.order = [0, 1, 2]
    s.rows = [[1, 0, 0, 0, 0], [2, 0, 0, 0, 0], [0] * 5]
    s.rng = Loaded(2, 2, 2, 2, 2, 2, 6, 6, 5, 1, 1)
    run(s, "spring:start", "spring:reroll", "spring:order", "spring:dummy",
        "spring:influence")
    assert s.step == REROLL and s.to_act == 0
    assert s.legal_actions(0) == [Reroll(0, "statue"), KeepDice(0)]
    assert refused(s, Reroll(0, "chapel")) == "no_reroll"  # he has no Chapel
    events = s.apply(Reroll(0, "statue"))
    assert events[0].data["dice"] == [2] and s.dice[0] == [2, 2, 1]
    # seat 0 has no Chapel: done; seat 1 may use both
    assert s.to_act == 1
    assert s.legal_actions(1) == [Reroll(1, "statue"), Reroll(1, "chapel"), KeepDice(1)]
    s.apply(Reroll(1, "statue"))  # 2, 2, 1: the Chapel applies now (5 ≤ 7)
    assert s.dice[1] == [2, 2, 1]
    assert s.to_act == 1 and s.legal_actions(1) == [Reroll(1, "chapel"), KeepDice(1)]
    s.apply(KeepDice(1))
    assert s.step == INFLUENCE  # seat 2's dice (6, 6, 5) call for nothing
    assert refused(s, Reroll(s.to_act, "chapel")) == "not_now"


def test_turn_order_by_dice_totals_white_dice_included_ties_keep_the_old_order():
    s = game()
    s.order = [2, 0, 1]
    s.rows = [[0] * 5, [0, 3, 0, 0, 0], [0] * 5]  # seat 1 has the Farms: a white die
    s.rng = Loaded(3, 3, 3, 2, 2, 2, 6, 3, 3, 3)
    events = run(s, "spring:start", "spring:reroll", "spring:order")
    assert s.dice == [[3, 3, 3], [2, 2, 2, 6], [3, 3, 3]]
    assert s.order == [2, 0, 1] and events[-1].kind == "turn_order"
    s.rng = Loaded(3, 3, 3, 2, 2, 2, 1, 3, 3, 3)
    run(s, "summer:start", "summer:reroll", "summer:order")
    assert s.order == [1, 2, 0]  # 7, then 9 and 9 in the old order (2 before 0)


def test_the_merchants_guild_pays_a_gold_before_each_roll():
    s = game()
    s.rows[0] = [0, 4, 0, 0, 0]
    s.goods[0] = goods()
    events = run(s, "summer:start")
    assert s.goods[0] == goods(1) and events[0].data["guild_gold"] == [1, 0, 0]
    assert len(s.dice[0]) == 4  # its row's Farms too


# -- the influence loop -----------------------------------------------------------------------
def test_players_place_in_turn_order_until_all_pass():
    s = dice(game(), {0: [1, 2, 4], 1: [6, 6, 6], 2: [3, 3, 5]}, order=[0, 1, 2])
    assert s.to_act == 0
    reach = {a.advisor for a in s.legal_actions(0) if isinstance(a, Influence)}
    assert reach == {1, 2, 3, 4, 5, 6, 7} and Pass(0) in s.legal_actions(0)
    place(s, 0, (0, 1), 3)
    assert s.occupants == {3: [0]} and s.used[0] == [True, True, False]
    place(s, 1, (0, 1, 2), 18)
    assert refused(s, Influence(2, (0,), 3)) == "advisor_taken"
    place(s, 2, (2,), 5)
    assert refused(s, Influence(0, (1,), 2)) == "dice_used"
    place(s, 0, (2,), 4)
    assert s.to_act == 2  # seat 1 has no dice left: passed at once
    assert s.passed[1]
    events = s.apply(Pass(2))
    assert ("pass", 0) in [(e.kind, e.seat) for e in events]  # seat 0: no dice left
    assert s.step != INFLUENCE


def test_a_seat_with_no_legal_sum_is_passed_at_once():
    s = game()
    s.occupants = {a: [1] for a in range(1, 19) if a != 9}
    dice(s, {0: [6, 6, 6], 1: [1, 1, 1], 2: [3, 3, 3]}, order=[0, 1, 2])
    assert s.to_act == 2 and s.passed == [True, True, False]


def test_a_plus2_token_once_a_season_for_influencing():
    s = game()
    s.plus2[0] = 2
    dice(s, {0: [1, 1, 5], 1: [6, 6, 6], 2: [6, 6, 6]}, order=[0, 1, 2])
    place(s, 0, (0,), 3, plus2=True)
    assert s.plus2[0] == 1 and s.plus2_used[0]
    place(s, 1, (0,), 6)
    place(s, 2, (0, 1), 12)
    assert refused(s, Influence(0, (1,), 3, plus2=True)) == "plus2_used"
    assert not any(a.plus2 for a in s.legal_actions(0) if isinstance(a, Influence))
    s.plus2[0] = 0
    s.plus2_used[0] = False
    assert refused(s, Influence(0, (1,), 3, plus2=True)) == "no_plus2"


def test_the_market_once_a_season():
    s = game()
    dice(s, {0: [1, 1, 5], 1: [6, 6, 6], 2: [6, 6, 6]}, order=[0, 1, 2])
    assert refused(s, Influence(0, (0,), 2, market=1)) == "no_market"
    s.rows[0] = [0, 2, 0, 0, 0]
    assert refused(s, Influence(0, (0,), 2, market=2)) == "bad_market"
    place(s, 0, (2,), 4, market=-1)
    place(s, 1, (0,), 6)
    place(s, 2, (0, 1), 12)
    assert refused(s, Influence(0, (0,), 2, market=1)) == "market_used"


def test_the_envoy_takes_an_advisor_another_holds_and_is_used_up():
    s = game()
    s.envoy = 1
    dice(s, {0: [3, 4, 6], 1: [3, 4, 6], 2: [6, 6, 6]}, order=[0, 1, 2])
    place(s, 0, (0, 1), 7)
    assert refused(s, Influence(1, (0,), 3, envoy=True)) == "envoy_needless"
    assert refused(s, Influence(1, (0, 1), 7)) == "advisor_taken"
    place(s, 1, (0, 1), 7, envoy=True)
    assert s.occupants[7] == [0, 1] and s.envoy is None
    assert refused(s, Influence(2, (0,), 6, envoy=True)) == "no_envoy"
    pass_out(s)
    # both are paid by the Astronomer: each chooses a good, and gets a "+2" token
    assert [a["seat"] for a in s.asks] == [0] and s.plus2[:2] == [1, 0]
    s.apply(ChooseGoods(0, ("wood",)))
    assert s.plus2[:2] == [1, 1] and s.to_act == 1
    s.apply(ChooseGoods(1, ("stone",)))
    assert s.goods[0]["wood"] == 1 and s.goods[1]["stone"] == 1


def test_refusals_of_malformed_groups():
    s = dice(game(), {0: [1, 2, 4, 6], 1: [6, 6, 6], 2: [6, 6, 6]}, order=[0, 1, 2])
    assert refused(s, Influence(0, (3,), 6)) == "needs_coloured"  # a white die alone
    assert refused(s, Influence(0, (0, 0), 2)) == "bad_dice"
    assert refused(s, Influence(0, (7,), 2)) == "bad_dice"
    assert refused(s, Influence(0, (0, 1), 4)) == "wrong_sum"
    assert refused(s, Influence(0, (0, 1, 2, 3), 12)) == "wrong_sum"
    assert refused(s, Influence(1, (0,), 6)) == "not_your_turn"
    assert refused(s, Build(0, "statue")) == "not_now"
    s.dice[0] = [6, 6, 6, 6]
    assert refused(s, Influence(0, (0, 1, 2, 3), 24)) == "no_such_advisor"
    place(s, 0, (0, 3), 12)  # a coloured die with the white
    assert refused(s, Influence(1, (0, 1), 12)) == "advisor_taken"


# -- rewards 1 → 18 ---------------------------------------------------------------------------
def rewards(placed: dict[int, list[tuple[tuple, int]]], rolled, stores=None, **setup):
    """Seats place these groups (in turn order 0, 1, 2, one group a round), then all pass;
    the game stops at the first choice of the rewards."""
    s = game()
    for name, value in setup.items():
        setattr(s, name, value)
    if stores:
        s.goods = [dict(x) for x in stores]
    dice(s, rolled, order=[0, 1, 2])
    rounds = max(len(v) for v in placed.values())
    for r in range(rounds):
        for seat in (0, 1, 2):
            plan = placed.get(seat, [])
            if r < len(plan):
                place(s, seat, *plan[r])  # his turn, or the test is wrong
            elif s.step == INFLUENCE and s.to_act == seat:
                s.apply(Pass(seat))
    pass_out(s)
    return s


def test_rewards_are_paid_in_advisor_order_each_choice_waiting_for_its_player():
    s = rewards({0: [((0,), 3), ((1, 2), 4)], 1: [((0, 1, 2), 18)], 2: [((0,), 5)]},
                {0: [3, 1, 3], 1: [6, 6, 6], 2: [5, 6, 6]}, stores=[NO_GOODS] * 3)
    # 3 (Architect) paid, 4 (Merchant) asks seat 0: 5 and 18 wait
    assert s.goods[0] == goods(wood=1) and s.to_act == 0
    assert s.legal_actions(0) == [ChooseGoods(0, ("wood",)), ChooseGoods(0, ("gold",))]
    assert s.soldiers == [0, 0, 0]
    assert refused(s, ChooseGoods(0, ("stone",))) == "not_an_option"
    s.apply(ChooseGoods(0, ("gold",)))
    assert s.goods[0] == goods(1, 1) and s.soldiers == [0, 1, 1]
    assert s.goods[1] == goods(1, 1, 1)


def test_the_alchemist_trades_what_the_merchant_just_paid():
    s = rewards({0: [((0,), 4), ((1,), 6)]}, {0: [4, 6, 6], 1: [1, 1, 1], 2: [1, 1, 1]},
                stores=[goods(1), NO_GOODS, NO_GOODS])
    s.apply(ChooseGoods(0, ("wood",)))
    assert s.legal_actions(0) == [ChooseGoods(0, ("gold",)), ChooseGoods(0, ("wood",))]
    s.apply(ChooseGoods(0, ("wood",)))
    assert s.goods[0] == goods(2, 0, 1)


def test_the_alchemist_pays_nothing_without_goods_and_needs_no_choice_with_one_kind():
    s = rewards({0: [((0,), 6)]}, {0: [6, 6, 6], 1: [1, 1, 1], 2: [1, 1, 1]},
                stores=[NO_GOODS] * 3)
    assert s.goods[0] == NO_GOODS and not s.asks
    s = rewards({0: [((0,), 6)]}, {0: [6, 6, 6], 1: [1, 1, 1], 2: [1, 1, 1]},
                stores=[goods(stone=2), NO_GOODS, NO_GOODS])
    assert s.goods[0] == goods(1, 1, 1) and not s.asks


def test_the_smuggler_costs_a_point_even_at_zero_for_three_goods_of_choice():
    s = rewards({0: [((0, 1, 2), 14)]}, {0: [4, 4, 6], 1: [1, 1, 1], 2: [1, 1, 1]},
                stores=[NO_GOODS] * 3)
    assert s.vp[0] == -1 and len(s.legal_actions(0)) == 10
    s.apply(ChooseGoods(0, ("stone", "gold", "stone")))
    assert s.goods[0] == goods(1, 0, 2)


FIXED = {  # advisor: (its dice, the group, goods, points, soldiers)
    1: ([1, 6, 6], (0,), {}, 1, 0), 2: ([2, 6, 6], (0,), goods(1), 0, 0),
    3: ([3, 6, 6], (0,), goods(wood=1), 0, 0), 5: ([5, 6, 6], (0,), {}, 0, 1),
    8: ([4, 4, 6], (0, 1), goods(2), 0, 0), 10: ([4, 6, 6], (0, 1), {}, 0, 2),
    13: ([6, 6, 1], (0, 1, 2), goods(stone=3), 0, 0),
    15: ([6, 6, 3], (0, 1, 2), goods(1, 1, 1), 0, 0),
    16: ([6, 6, 4], (0, 1, 2), goods(4), 0, 0),
    18: ([6, 6, 6], (0, 1, 2), goods(1, 1, 1), 0, 1)}


def test_the_advisors_without_a_choice_pay_at_once():
    for advisor, (rolled, group, paid, vp, men) in FIXED.items():
        s = rewards({0: [(group, advisor)]}, {0: rolled, 1: [1, 1, 1], 2: [1, 1, 1]},
                    stores=[NO_GOODS] * 3)
        # seat 2 placed nothing: the King's reward (phase 3) is everyone's, not the advisor's
        assert (s.goods[0], s.vp[0] - s.vp[2], s.soldiers[0]) == (
            {**NO_GOODS, **paid}, vp, men), advisor
        assert s.goods[2] == NO_GOODS and s.soldiers[2] == 0


def test_the_hunter_and_swordsmith_pay_a_good_and_ask_for_another():
    s = rewards({0: [((0, 1), 9)], 1: [((0, 1), 11)]},
                {0: [4, 5, 1], 1: [5, 6, 1], 2: [1, 1, 1]}, stores=[NO_GOODS] * 3)
    assert s.goods[0] == goods(wood=1)
    assert s.legal_actions(0) == [ChooseGoods(0, ("gold",)), ChooseGoods(0, ("stone",))]
    s.apply(ChooseGoods(0, ("stone",)))
    assert s.goods[1] == goods(stone=1)
    assert s.legal_actions(1) == [ChooseGoods(1, ("wood",)), ChooseGoods(1, ("gold",))]


def test_the_duchess_and_astronomer_give_a_plus2_token_and_goods_of_choice():
    s = rewards({0: [((0, 1), 12)], 1: [((0, 1), 7)]},
                {0: [6, 6, 1], 1: [3, 4, 1], 2: [1, 1, 1]}, stores=[NO_GOODS] * 3)
    assert s.to_act == 1 and s.plus2[1] == 1 and len(s.legal_actions(1)) == 3
    s.apply(ChooseGoods(1, ("gold",)))
    assert s.plus2[0] == 1 and len(s.legal_actions(0)) == 6
    s.apply(ChooseGoods(0, ("gold", "gold")))
    assert s.goods[0] == goods(2)


def test_the_general_and_queen_show_the_top_enemy_to_that_seat_only():
    s = game()
    s.goods = [dict(NO_GOODS) for _ in range(3)]
    dice(s, {0: [4, 6, 1], 1: [6, 6, 5], 2: [1, 1, 1]}, order=[0, 1, 2])
    place(s, 0, (0, 1), 10)
    top = PACK.code(s.deck[0])
    assert top not in json.dumps(s.observation(0))
    place(s, 1, (0, 1, 2), 17)
    events = pass_out(s)
    peeks = [e for e in events if e.kind == "peek"]
    assert [e.seat for e in peeks] == [0, 1]
    assert peeks[0].seen_by(0).data["enemy"] == top == peeks[1].seen_by(1).data["enemy"]
    assert "enemy" not in peeks[0].seen_by(1).data and "enemy" not in peeks[0].data
    assert "enemy" not in peeks[1].seen_by(2).data
    assert s.soldiers[0] == 2 and s.vp[1] == 3 and s.peeked == [0, 1]
    assert s.to_act == 1  # the Queen's two goods of choice
    s.apply(ChooseGoods(1, ("wood", "wood")))
    assert s.observation(0)["peek"] == top == s.observation(1)["peek"]
    assert s.observation(2)["peek"] is None and top not in json.dumps(s.observation(2))
    assert s.deck[0] not in s.hidden_from(0) and s.deck[0] in s.hidden_from(2)


def test_the_stable_adds_a_soldier_to_the_sergeant_general_and_king():
    s = rewards({0: [((0,), 5)], 1: [((0, 1, 2), 18)], 2: [((0, 1), 10)]},
                {0: [5, 1, 1], 1: [6, 6, 6], 2: [4, 6, 1]}, stores=[NO_GOODS] * 3,
                rows=[[0, 0, 0, 2, 0], [0, 0, 0, 2, 0], [0, 0, 0, 1, 0]])
    assert s.soldiers == [2, 2, 2]


def test_dummy_dice_never_collect():
    s = game("2p")
    assert len(s.dummy_dice) == 2
    blocked = [d[-1] for d in s.dummy_dice]
    assert all(s.occupants[a] == [-1] for a in blocked)
    before = [dict(g) for g in s.goods], list(s.vp), list(s.soldiers)
    s.occupants = {a: [-1] for a in range(1, 19)}
    dice(s, {0: [1, 1, 1], 1: [1, 1, 1]})
    assert s.phase == "summer"  # Spring paid nobody; the King's reward gave both a point
    assert ([dict(g) for g in s.goods], list(s.vp), list(s.soldiers)) == (
        before[0], [v + 1 for v in before[1]], before[2])


# -- the dummy dice (§8, C8) ------------------------------------------------------------------
def test_two_players_two_dummy_sets_the_second_moves_down_when_taken():
    s = game("2p")
    s.order = [0, 1]
    s.rng = Loaded(1, 1, 1, 2, 2, 2, 4, 4, 3, 5, 5, 1)
    events = run(s, "spring:start", "spring:reroll", "spring:order", "spring:dummy",
                 "spring:influence")
    assert [e.data for e in events if e.kind == "dummy"] == [
        {"dice": [4, 4, 3], "advisor": 11}, {"dice": [5, 5, 1], "advisor": 10}]
    assert s.occupants == {11: [-1], 10: [-1]}
    assert s.observation(0)["dummy_dice"] == [[4, 4, 3, 11], [5, 5, 1, 10]]
    s.envoy = 0  # the Envoy may take a dummy's advisor
    dice(s, {0: [5, 5, 1], 1: [6, 6, 6]})
    assert Influence(0, (0, 1, 2), 11, envoy=True) in s.legal_actions(0)
    assert Influence(0, (0, 1, 2), 11) not in s.legal_actions(0)


def test_three_players_may_play_with_one_dummy_set():
    assert len(game("3p-dummy").dummy_dice) == 1 and game("3p").dummy_dice == []
    for variant in ("4p", "5p"):
        assert game(variant).dummy_dice == []


# -- the build step ---------------------------------------------------------------------------
def to_build(stores, rows=None, envoy=None) -> KingsburgState:
    """Spring's build step, every advisor blocked, with these goods and provinces."""
    s = game()
    s.goods = [dict(x) for x in stores]
    if rows:
        s.rows = [list(r) for r in rows]
    s.occupants = {a: [-1] for a in range(1, 19)}
    dice(s, {0: [1, 1, 1], 1: [1, 1, 1], 2: [1, 1, 1]}, order=[0, 1, 2])
    assert s.step == BUILD and s.to_act == 0
    s.envoy = envoy
    return s


def test_each_builds_one_in_turn_order_paying_its_cost():
    s = to_build([goods(2, 2), goods(wood=1), NO_GOODS], rows=[[0, 1, 0, 0, 0], [0] * 5,
                                                               [0] * 5])
    assert {a.building for a in s.legal_actions(0) if isinstance(a, Build)} == {
        "statue", "market", "palisade", "barricade"}  # the next of each row
    assert refused(s, Build(0, "blacksmith")) == "cannot_build"  # the Guard Tower first
    events = s.apply(Build(0, "market"))
    assert events[0].data == {"building": "market", "cost": {"gold": 2, "wood": 2}, "vp": 1,
                              "envoy": False}
    assert s.rows[0] == [0, 2, 0, 0, 0] and s.goods[0] == NO_GOODS and s.vp[0] == 1
    assert s.to_act == 1  # one building a season
    assert refused(s, Build(1, "palisade")) == "cannot_build"
    assert refused(s, Build(1, "crane")) == "cannot_build"  # left to right
    s.apply(Build(1, "barricade"))
    assert s.step != BUILD  # seat 2 cannot build anything


def test_the_envoy_builds_a_second_building():
    s = to_build([goods(3, 3, 3), NO_GOODS, NO_GOODS], envoy=0)
    s.apply(Build(0, "statue"))
    assert s.to_act == 0 and s.envoy == 0
    events = s.apply(Build(0, "inn"))
    assert events[0].data["envoy"] and s.envoy is None
    assert s.step != BUILD


def test_a_pass_ends_the_seats_build_turn():
    s = to_build([goods(3, 3, 3), goods(2), NO_GOODS], envoy=0)
    s.apply(Pass(0))
    assert s.to_act == 1 and s.envoy == 0


def test_the_crane_discount_applies_in_play():
    s = to_build([goods(1, 1, 1), NO_GOODS, NO_GOODS], rows=[[0, 0, 0, 0, 2], [0] * 5,
                                                             [0] * 5])
    assert Build(0, "town_hall") in s.legal_actions(0)
    s.apply(Build(0, "town_hall"))
    assert s.goods[0] == NO_GOODS


# -- the season's end -------------------------------------------------------------------------
def test_inn_embassy_and_town_hall_at_the_seasons_end():
    s = game()
    s.order = [0, 1, 2]
    s.rows = [[0, 1, 0, 0, 0], [0, 0, 0, 0, 4], [0, 0, 0, 0, 3]]
    s.goods = [goods(), goods(), goods(1, 0, 2)]
    s.vp, s.plus2 = [0, 0, 0], [0, 0, 1]
    run(s, "spring:end")
    assert s.plus2[0] == 0 and s.vp[1] == 1  # the Inn pays at Summer's end only
    assert s.to_act == 2 and s.legal_actions(2) == [
        TownHall(2, ""), TownHall(2, "gold"), TownHall(2, "stone"), TownHall(2, "plus2")]
    assert refused(s, TownHall(2, "wood")) == "not_an_option"
    s.apply(TownHall(2, "plus2"))
    assert (s.vp[2], s.plus2[2]) == (1, 0)
    run(s, "summer:end")
    assert s.plus2[0] == 1 and s.vp[1] == 2
    s.apply(TownHall(2, ""))
    assert s.vp[2] == 1 and s.goods[2] == goods(1, 0, 2)
    s.rows[0] = [0, 1, 0, 0, 3]  # the Town Hall with the Inn's new token to pay with
    s.plus2[0] = 0
    run(s, "summer:end")
    assert s.to_act == 0 and TownHall(0, "plus2") in s.legal_actions(0)


# -- phases 3, 5, 7 ---------------------------------------------------------------------------
def test_the_kings_reward_and_envoy():
    s = game()
    s.rows = [[1, 0, 0, 0, 0], [1, 0, 0, 0, 0], [0] * 5]
    s.vp = [0, 0, 0]
    run(s, "reward")
    assert s.vp == [1, 1, 0]
    s.goods = [goods(), goods(), goods(3)]
    run(s, "envoy")
    assert s.envoy == 2
    s.rows[2] = [1, 0, 0, 0, 0]
    s.goods = [goods(1), goods(1), goods(3)]
    run(s, "envoy")
    assert s.envoy is None  # all tied twice: the Envoy goes back to the board
    s.goods = [goods(1), goods(0), goods(3)]
    run(s, "envoy")
    assert s.envoy == 1


def test_recruiting_is_a_decision_of_each_who_can_pay():
    s = game()
    s.order = [0, 1, 2]
    s.goods = [goods(1, 1, 1), goods(1), goods(stone=1)]
    s.rows[2] = [0, 0, 3, 0, 0]  # the Barracks: a good a soldier
    run(s, "recruit")
    assert s.step == RECRUIT and s.to_act == 0
    assert set(s.legal_actions(0)) == {Recruit(0, 0, 0, 0), Recruit(0, 1, 1, 0),
                                       Recruit(0, 1, 0, 1), Recruit(0, 0, 1, 1)}
    assert refused(s, Recruit(0, 1, 0, 0)) == "not_whole"
    assert refused(s, Recruit(0, 2, 0, 0)) == "cannot_pay"
    s.apply(Recruit(0, 1, 0, 1))
    assert s.soldiers[0] == 1 and s.goods[0] == goods(wood=1)
    assert s.to_act == 2  # seat 1 cannot pay for one
    s.apply(Recruit(2, 0, 0, 1))
    assert s.soldiers[2] == 1 and s.step != RECRUIT


# -- the winter battle ------------------------------------------------------------------------
def test_winter_victory_tie_and_defeat_with_the_losers_choices():
    s = game()
    s.order = [0, 1, 2]
    card = on_top(s, "enemy_II_orcs_4")  # victory 1 gold; defeat 2 goods + a building
    s.rng = Loaded(2)
    s.soldiers = [3, 2, 0]
    s.rows = [[0] * 5, [0] * 5, [1, 2, 0, 0, 0]]
    s.goods = [goods(), goods(), goods(1, 1, 1)]
    s.vp = [0, 0, 8]
    events = run(s, "winter", "year_end")
    assert kinds(events)[:3] == ["enemy", "king_die", "battle"]
    assert events[0].data["card"] == PACK.code(card) and s.revealed == [card]
    assert [r["outcome"] for r in s.battle] == ["victory", "tie", "defeat"]
    assert s.goods[0] == goods(1) and s.vp[0] == 1  # the strongest victor's point
    assert s.soldiers == [0, 0, 0]
    # the loser chooses 2 of his 3 goods, then the row that loses its rightmost building
    assert s.to_act == 2 and len(s.legal_actions(2)) == 3
    s.apply(ChooseGoods(2, ("gold", "stone")))
    assert s.goods[2] == goods(wood=1)
    assert s.legal_actions(2) == [LoseBuilding(2, 0), LoseBuilding(2, 1)]
    assert refused(s, LoseBuilding(2, 3)) == "not_an_option"
    events = s.apply(LoseBuilding(2, 1))
    assert s.rows[2] == [1, 1, 0, 0, 0] and s.vp[2] == 8 - 1  # the Market's point off
    assert events[0].data["building"] == "market"
    assert s.year == 2  # the year's end came after the last choice


def test_a_loss_of_more_goods_than_held_takes_all_without_asking():
    s = game()
    s.order = [0, 1, 2]
    on_top(s, "enemy_IV_demons_6")  # defeat: 4 goods + a building
    s.rng = Loaded(1)
    s.soldiers = [9, 9, 0]
    s.goods = [goods(), goods(), goods(2, 1)]
    s.rows = [[0] * 5, [0] * 5, [0, 0, 1, 0, 0]]
    s.vp = [0, 0, 1]
    events = run(s, "winter")
    assert s.goods[2] == NO_GOODS and s.rows[2] == [0] * 5 and s.vp[2] == 0
    assert [e.data.get("auto") for e in events if e.seat == 2] == [True, True]
    assert not s.asks


def test_specific_goods_lost_only_as_far_as_held_and_a_victory_good_of_choice():
    s = game()
    s.order = [0, 1, 2]
    on_top(s, "enemy_IV_goblins_5")  # defeat: -1 VP, 4 wood, 4 stone, a building
    s.rng = Loaded(1)
    s.soldiers = [5, 0, 0]
    s.goods = [goods(), goods(1, 2, 1), goods()]
    s.vp = [0, 0, 0]
    run(s, "winter")
    assert s.goods[1] == goods(1) and s.vp == [1, -1, -1]  # 1 wood, strongest +1
    assert s.battle[1]["lost"] == {"wood": 2, "stone": 1} and s.battle[0]["gained"] == {
        "wood": 1}
    assert s.goods[0] == goods(wood=1)
    on_top(s, "enemy_IV_orcs_7")
    s.rng = Loaded(1)
    s.soldiers = [7, 0, 9]
    s.goods = [goods(), goods(1), goods()]
    run(s, "winter")
    # seats 0 (8) and 2 (10) win, seat 2 the strongest; seat 1 (1) loses his one good
    assert s.vp == [1, -1, 0]
    assert s.to_act == 0 and len(s.legal_actions(0)) == 3  # victory: a good of choice
    assert s.goods[1] == goods(1)  # his loss waits for the choices before his
    s.apply(ChooseGoods(0, ("stone",)))
    assert s.goods[0] == goods(stone=1) and s.to_act == 2
    assert s.goods[1] == NO_GOODS  # 2 goods of choice, he had 1: taken without asking


def test_the_stone_wall_makes_a_tie_a_victory_and_the_fortress_adds_a_point():
    s = game()
    s.order = [0, 1, 2]
    on_top(s, "enemy_I_zombies_4")  # victory +1 VP
    s.rng = Loaded(1)
    s.rows = [[0, 0, 0, 3, 0], [0, 0, 0, 4, 0], [0] * 5]  # Palisade 2 vs Zombies, Wall 1
    s.soldiers = [0, 0, 3]
    s.vp = [0, 0, 0]
    run(s, "winter")
    assert [r["strength"] for r in s.battle] == [4, 5, 4]
    assert [r["outcome"] for r in s.battle] == ["victory", "victory", "tie"]
    assert s.vp == [1, 1 + 1 + 1, 0]  # seat 1: reward, Fortress, strongest


# -- the end ----------------------------------------------------------------------------------
def test_the_game_ends_after_year_five_with_the_cathedral():
    s = game()
    s.year = 5
    s.rows = [[4, 0, 0, 0, 0], [0] * 5, [0] * 5]
    s.vp = [20, 22, 21]
    s.goods = [goods(3, 2), goods(), goods()]
    events = run(s, "year_end")
    assert s.is_terminal() and s.step == OVER and s.to_act is None
    assert events[-1].data == {"scores": [22, 22, 21], "cathedral": [2, 0, 0],
                               "winners": [0]}  # tied on points: more goods
    assert s.goods[0] == goods(3, 2)  # the Cathedral spends nothing
    assert s.legal_actions(0) == [] and refused(s, Pass(0)) == "not_now"


def test_a_full_tie_is_shared():
    s = game()
    s.year = 5
    s.vp = [10, 10, 9]
    s.goods = [goods(1), goods(wood=1), goods()]
    s.rows = [[1, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0] * 5]
    run(s, "year_end")
    assert s.winners() == [0, 1]


def test_a_save_replays_to_the_same_game():
    s = game("2p", seed=5)
    s.apply(s.legal_actions(s.to_act)[0])
    again = KingsburgState.from_json(json.loads(json.dumps(s.to_json())))
    assert again.observation(0) == s.observation(0) and again.to_act == s.to_act
