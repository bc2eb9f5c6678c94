"""The cards, the deal, the turn and the round (rules sheet §1, §1.3, §2, §3, C4, C5, C8,
C10). Expected numbers are the sheet's."""

import random
from collections import Counter

import pytest

from game.core.agents import RandomAgent
from game.core.playout_check import strings_in
from game.games.saboteur.actions import Pass, PlacePath
from game.games.saboteur.cards import INFO, PACK, turned_edges
from game.games.saboteur.layout import load
from game.games.saboteur.model import SaboteurState
from tests.saboteur.rigged import ROW0, held, located_once, rigged

N, E, S, W = 1, 2, 4, 8
# §1.3: players -> (saboteurs, gold-diggers, hand size)
DWARVES = {3: (1, 3, 6), 4: (1, 4, 6), 5: (2, 4, 6), 6: (2, 5, 5), 7: (3, 5, 5),
           8: (3, 6, 4), 9: (3, 7, 4), 10: (4, 7, 4)}


def shape(edges: int) -> frozenset[int]:
    """A shape and its 180-degree turn are the same card (§1.1's "≡")."""
    return frozenset({edges, turned_edges(edges)})


# -- §1 and C10: the cards --------------------------------------------------------------------

def test_the_pack_holds_the_sheets_110_cards_by_group():
    groups = Counter(info.group for info in INFO)
    assert len(PACK) == len(INFO) == 110
    assert groups["tunnel"] + groups["start"] + groups["goal"] == 44  # path cards
    assert (groups["tunnel"], groups["start"], groups["goal"]) == (40, 1, 3)
    assert groups["action"] == 27 and groups["nugget"] == 28 and groups["dwarf"] == 11


def test_the_tunnel_cards_are_those_of_section_1_1():
    passages = Counter(shape(i.edges) for i in INFO if i.group == "tunnel" and not i.dead_end)
    dead_ends = Counter(shape(i.edges) for i in INFO if i.group == "tunnel" and i.dead_end)
    assert passages == {shape(E | W): 3, shape(N | S): 4, shape(N | W): 4, shape(N | E): 5,
                        shape(N | E | W): 5, shape(N | E | S): 5, shape(N | E | S | W): 5}
    assert sum(passages.values()) == 31
    assert dead_ends == {shape(s): 1 for s in (N, E, N | S, E | W, N | W, N | E, N | E | W,
                                               N | E | S, N | E | S | W)}


def test_curve_a_north_west_has_four_copies_and_curve_b_north_east_five():
    tunnels = [i for i in INFO if i.group == "tunnel" and not i.dead_end]
    assert sum(1 for i in tunnels if i.edges in (N | W, S | E)) == 4
    assert sum(1 for i in tunnels if i.edges in (N | E, S | W)) == 5


def test_the_origin_card_is_a_cross_and_the_goals_one_gold_cross_two_stone_curves():
    start = [i for i in INFO if i.group == "start"]
    goals = [i for i in INFO if i.group == "goal"]
    assert [i.edges for i in start] == [N | E | S | W] and not start[0].dead_end
    assert sorted((i.gold, i.edges) for i in goals) == [
        (False, N | E), (False, N | W), (True, N | E | S | W)]


def test_the_action_cards_of_section_1_2():
    actions = Counter((i.breaks, i.mends, i.kind if not (i.breaks or i.mends) else "")
                      for i in INFO if i.group == "action")
    assert actions == {
        ("pick", (), ""): 3, ("lamp", (), ""): 3, ("cart", (), ""): 3,
        ("", ("pick",), ""): 2, ("", ("lamp",), ""): 2, ("", ("cart",), ""): 2,
        ("", ("pick", "lamp"), ""): 1, ("", ("pick", "cart"), ""): 1,
        ("", ("lamp", "cart"), ""): 1, ("", (), "map"): 6, ("", (), "rockfall"): 3}


def test_nuggets_sixteen_ones_eight_twos_four_threes_44_gold_and_seven_plus_four_dwarves():
    values = Counter(i.value for i in INFO if i.group == "nugget")
    assert values == {1: 16, 2: 8, 3: 4} and sum(v * n for v, n in values.items()) == 44
    assert Counter(i.kind for i in INFO if i.group == "dwarf") == {"digger": 7, "saboteur": 4}


def test_a_half_turn_swaps_north_with_south_and_east_with_west():
    assert [turned_edges(e) for e in (N, E, S, W, N | E, N | W, E | W, N | E | S)] == [
        S, W, N, E, S | W, S | E, E | W, N | S | W]


# -- §1.3, §2, §3.1: the deal -----------------------------------------------------------------

@pytest.mark.parametrize("players", sorted(DWARVES))
def test_the_deal_gives_the_sheets_dwarves_hands_and_one_spare(players):
    saboteurs, diggers, hand = DWARVES[players]
    for seed in range(4):
        state = SaboteurState(seed, f"{players}p")
        dealt = [INFO[c].kind for c in state.roles + state.spare]
        assert Counter(dealt) == {"saboteur": saboteurs, "digger": diggers}
        assert len(state.roles) == players and len(state.spare) == 1
        assert [len(h) for h in state.hands] == [hand] * players
        assert len(state.deck) == 67 - players * hand
        assert located_once(state)


@pytest.mark.parametrize("players", sorted(DWARVES))
def test_every_level_lays_the_origin_and_goals_as_section_2(players):
    layout = load(players)
    assert layout.start == (0, 0) and layout.goals == ((8, -2), (8, 0), (8, 2))


def test_each_seat_learns_its_own_role_and_hand_and_nobody_elses():
    state = SaboteurState(3, "5p")
    deal = state.opening_events()
    dealt = [e for e in deal if e.kind == "dealt"]
    for seat, e in enumerate(dealt):
        assert list(e.private) == [seat]
        assert e.private[seat]["role"] == state.role_of(seat)
        assert e.private[seat]["cards"] == PACK.codes(state.hands[seat])
    for seat in range(5):
        obs = state.observation(seat)
        assert obs["role"] == state.role_of(seat) and obs["hand"] == PACK.codes(state.hands[seat])
        assert "saboteur" not in str(obs).replace(f"'role': '{obs['role']}'", "")


def test_the_gold_lies_behind_any_goal_and_any_seat_may_begin_round_one():
    golds, firsts = set(), set()
    for seed in range(30):
        state = SaboteurState(seed, "4p")
        golds.add(next(i for i, c in enumerate(state.layout.goals)
                       if INFO[state.maze[c][0]].gold))
        firsts.add(state.turn)
        assert state.face_down == set(state.layout.goals)
    assert golds == {0, 1, 2} and firsts == {0, 1, 2, 3}


# -- C4: the turn --------------------------------------------------------------------------------

def test_a_play_is_followed_by_one_card_drawn_while_the_pile_lasts():
    state = rigged(hands={0: ["pEW", "map"], 1: ["pNS"]}, deck=2)
    events = state.apply(PlacePath(0, held(state, 0, "pEW"), 1, 0))
    drawn = next(e for e in events if e.kind == "drew")
    assert len(state.hands[0]) == 2 and len(state.deck) == 1
    assert drawn.data == {"left": 1} and list(drawn.private) == [0]
    assert state.turn == 1


def test_with_the_pile_empty_a_play_draws_nothing():
    state = rigged(hands={0: ["pEW", "map"], 1: ["pNS"]}, deck=0)
    events = state.apply(PlacePath(0, held(state, 0, "pEW"), 1, 0))
    assert [e.kind for e in events] == ["placed"]
    assert len(state.hands[0]) == 1 and state.turn == 1


def test_a_pass_discards_one_card_face_down_even_with_playable_cards():
    state = rigged(hands={0: ["pEW", "pNESW"], 1: ["pNS"]}, deck=3)
    card = held(state, 0, "pEW")
    assert PlacePath(0, card, 1, 0) in state.legal_actions(0)
    assert Pass(0, card) in state.legal_actions(0)
    events = state.apply(Pass(0, card))
    assert events[0].kind == "passed" and events[0].data == {}
    assert events[0].private == {0: {"card": PACK.code(card)}}
    assert state.passed[0] == [card] and card not in state.hands[0]
    assert len(state.hands[0]) == 2  # and a card drawn
    for seat in range(1, 5):
        obs = state.observation(seat)
        assert PACK.code(card) not in set(strings_in(obs)) and obs["passed"][0] == 1
    assert state.observation(0)["my_passed"] == [PACK.code(card)]


def test_a_player_with_an_empty_hand_is_skipped():
    state = rigged(hands={0: ["pEW"], 1: [], 2: [], 3: ["pNS"], 4: ["map"]}, deck=0)
    state.apply(Pass(0, held(state, 0, "pEW")))
    assert state.turn == 3 and state.phase == "turn"
    state.apply(Pass(3, held(state, 3, "pNS")))
    assert state.turn == 4


def test_the_round_goes_on_while_anyone_holds_a_card_then_the_saboteurs_win():
    state = rigged(hands={0: ["pEW", "pNS"], 2: ["map"]}, deck=0, roles="sdsdd")
    state.apply(Pass(0, held(state, 0, "pEW")))
    assert state.turn == 2 and state.round == 0
    state.apply(Pass(2, held(state, 2, "map")))
    assert state.turn == 0 and state.round == 0  # seat 0 still holds a card
    events = state.apply(Pass(0, held(state, 0, "pNS")))
    won = next(e for e in events if e.kind == "round_won")
    assert won.data["side"] == "saboteur" and won.seat is None
    assert state.round == 1 and state.results[0]["side"] == "saboteur"


@pytest.mark.parametrize(("last", "players"), [(1, 5), (4, 5), (0, 3), (9, 10)])
def test_the_next_round_begins_with_the_seat_after_the_last_turn_a_pass_included(last, players):
    state = rigged(players, hands={last: ["pEW"]}, deck=0, turn=last)
    events = state.apply(Pass(last, held(state, last, "pEW")))
    started = next(e for e in events if e.kind == "round_started")
    assert state.round == 1 and state.turn == (last + 1) % players == started.seat


def test_after_the_diggers_pick_the_next_round_begins_after_the_finder():
    # the nugget picks are no turns: the finder (seat 1) made the last play
    state = rigged(5, gold=1, maze=ROW0, roles="sdddd", hands={1: ["pEW"]}, turn=1)
    state.apply(PlacePath(1, held(state, 1, "pEW"), 7, 0))
    takers = []
    while state.phase == "pick":
        takers.append(state.picker)
        state.apply(state.legal_actions(state.picker)[0])
    assert takers[0] == 1 and state.round == 1 and state.turn == 2


def test_between_rounds_everything_is_collected_and_dealt_anew():
    state = rigged(5, maze={(1, 0): "pEW", (1, 1): "dNS"}, broken={2: ["pick", "cart"]},
                   hands={0: ["pEW"]}, deck=0)
    state.mapped[3], state.maps_played = [1], [[3, 1]]
    state.apply(Pass(0, held(state, 0, "pEW")))
    assert state.round == 1 and state.phase == "turn"
    assert set(state.maze) == {(0, 0), (8, -2), (8, 0), (8, 2)}
    assert state.face_down == {(8, -2), (8, 0), (8, 2)}
    assert state.broken == [{}] * 5 and state.passed == [[]] * 5 and state.discard == []
    assert [len(h) for h in state.hands] == [6] * 5 and len(state.deck) == 37
    assert state.observation(3)["known"] == [] and state.observation(0)["maps"] == []
    assert located_once(state)


# -- C5: the roles turned up -------------------------------------------------------------------

def test_every_role_and_the_spare_are_revealed_at_the_rounds_end():
    state = rigged(5, roles="dsddd", hands={0: ["pEW"]}, deck=0)  # two saboteurs: the
    assert [INFO[c].kind for c in state.spare] == ["saboteur"]  # spare is one
    events = state.apply(Pass(0, held(state, 0, "pEW")))
    won = next(e for e in events if e.kind == "round_won")
    roles = ["digger", "saboteur", "digger", "digger", "digger"]
    assert won.data["roles"] == roles and won.data["spare"] == ["saboteur"]
    for seat in range(5):
        result = state.observation(seat)["results"][0]
        assert result["roles"] == roles and result["spare"] == ["saboteur"]
        assert result["side"] == "saboteur"


def test_roles_stay_secret_while_the_round_lasts():
    state = rigged(5, roles="dsdds", hands={0: ["pEW"], 1: ["pNS"]}, deck=2)
    for seat in range(5):
        obs = state.observation(seat)
        assert obs["role"] == "dsdds"[seat].replace("d", "digger").replace("s", "saboteur")
        assert obs["results"] == []
        hidden = state.hidden_from(seat)
        assert {state.roles[s] for s in range(5) if s != seat} <= hidden
        assert set(state.spare) <= hidden


def test_gold_is_seen_by_its_owner_only():
    state = rigged(3, roles="dsd", hands={0: ["pEW"]}, deck=0)
    state.apply(Pass(0, held(state, 0, "pEW")))  # the saboteur, seat 1, is paid
    assert state.gold[1] and state.observation(1)["gold"] == PACK.codes(state.gold[1])
    assert state.observation(0)["gold"] == [] and state.observation(2)["gold"] == []
    assert set(state.gold[1]) <= state.hidden_from(0)


# -- C8: three rounds, then the most gold wins ------------------------------------------------

@pytest.mark.parametrize(("players", "seed"), [(3, 1), (6, 2), (10, 3)])
def test_three_rounds_then_the_end_with_each_seats_gold_as_its_return(players, seed):
    state = SaboteurState(seed, f"{players}p")
    agent = RandomAgent(seed)
    events = []
    while not state.is_terminal():
        seat = state.to_act
        events += state.apply(agent.choose(state.observation(seat), state.legal_actions(seat)))
    assert [e.data["round"] for e in events if e.kind == "round_won"] == [1, 2, 3]
    assert len(state.results) == 3 and state.round == 3
    gold = [sum(INFO[c].value for c in g) for g in state.gold]
    assert state.returns() == gold and sum(gold) <= 44
    over = events[-1]
    assert over.kind == "game_over" and over.data["totals"] == gold
    assert over.data["winners"] == [s for s in range(players) if gold[s] == max(gold)]
    assert all(state.legal_actions(s) == [] for s in range(players))


def test_the_third_rounds_end_is_the_games_end():
    state = rigged(3, roles="dsd", hands={0: ["pEW"]}, deck=0)
    state.round = 2
    events = state.apply(Pass(0, held(state, 0, "pEW")))
    assert [e.kind for e in events][-1] == "game_over" and state.is_terminal()
    assert "round_started" not in [e.kind for e in events]
    assert state.returns() == [0, 4, 0] and state.winners() == [1]
    assert state.to_act is None


def test_a_random_game_can_be_told_from_its_seed_and_actions_alone():
    state = SaboteurState(11, "4p")
    rng = random.Random(11)
    for _ in range(40):
        state.apply(rng.choice(state.legal_actions(state.to_act)))
    again = SaboteurState.from_json(state.to_json())
    assert again.card_zones() == state.card_zones()
    assert all(again.observation(s) == state.observation(s) for s in range(4))
