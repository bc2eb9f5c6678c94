"""Saboteur's computer players: whole games with legal answers at every level, every
card class played by the normal player where the sheet's policy (§6) says so, the
beliefs by C9's numbers, the nugget pick, and a hard decision in time."""

import pickle
import time

import pytest

from game.core.search import decide
from game.games.saboteur import ai, ai_beliefs, ai_search
from game.games.saboteur.actions import BreakTool, Map, Pass, PlacePath, Repair, Rockfall
from game.games.saboteur.ai_beliefs import board_of, geometry, goal_belief, known_goals
from game.games.saboteur.cards import DIGGERS, GOALS, INFO, PACK, SABOTEURS, START
from game.games.saboteur.model import SaboteurState
from tests.playing import assert_no_state_import

ID = {PACK.code(i): i for i in range(len(PACK))}
GOLD = next(g for g in GOALS if INFO[g].gold)
STONES = [g for g in GOALS if not INFO[g].gold]


def quick_hard(seed: int):
    return ai_search.hard_agent(seed, time_budget=0.01, max_worlds=2)


@pytest.mark.parametrize("players", [3, 7, 10])
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_plays_whole_games_with_legal_actions(players, level):
    state = SaboteurState(players * 3 + len(level), f"{players}p")
    make = quick_hard if level == "hard" else (lambda s: ai.make_agent(level, s))
    agents = [make(s) for s in range(players)]
    while not state.is_terminal():
        seat = state.to_act
        legal = state.legal_actions(seat)
        action = decide(agents[seat], state, seat, legal)
        assert action in legal
        state.apply(action)
    assert len(state.results) == 3


def test_the_agents_never_import_the_state():
    assert_no_state_import(ai, ai_beliefs, ai_search)


# -- constructed positions ----------------------------------------------------------------


def position(players=5, seat=0, role="digger", hand=(), maze=None, gold=1, broken=None,
             acts=(), mapped=()):
    """A fresh round with the maze, hands, roles and broken tools set by hand."""
    state = SaboteurState(1, f"{players}p")
    goals = list(STONES)
    goals.insert(gold, GOLD)
    state.maze = {(0, 0): (START, False)}
    for cell, card in zip(state.layout.goals, goals, strict=True):
        state.maze[cell] = (card, False)
    for (x, y), (code, turned) in (maze or {}).items():
        state.maze[(x, y)] = (ID[code], turned)
    state.face_down = set(state.layout.goals)
    state.hands[seat] = sorted(ID[c] for c in hand)
    roles = [d for d in DIGGERS[:players]]
    roles[seat] = SABOTEURS[0] if role == "saboteur" else roles[seat]
    state.roles = roles
    state.broken = [{} for _ in range(players)]
    for who, tools in (broken or {}).items():
        for tool in tools:
            state.broken[who][tool] = ID[f"break_{tool}"]
    state.acts = [list(a) for a in acts]
    state.mapped[seat] = list(mapped)
    state.turn = seat
    state._links = None
    return state


def normal_choice(state, seat=0):
    agent = ai.make_agent("normal", 3)
    return agent.choose(state.observation(seat), state.legal_actions(seat))


ROUTE = {(1, 0): ("pEW", False), (2, 0): ("pEW~1", False), (3, 0): ("pEW~2", False),
         (4, 0): ("pNESW", False), (5, 0): ("pNESW~1", False), (6, 0): ("pNESW~2", False)}


def test_a_digger_repairs_itself():
    state = position(hand=("fix_pick", "pNS", "dNE", "break_lamp"), broken={0: ["pick"]})
    assert normal_choice(state) == Repair(0, ID["fix_pick"], 0, "pick")


def test_a_digger_maps_an_unknown_goal():
    state = position(hand=("map_card", "pEW", "pNS", "dNE"))
    action = normal_choice(state)
    assert isinstance(action, Map)


def test_a_digger_plays_a_tunnel_toward_the_likely_gold():
    state = position(hand=("pEW", "pNS", "dNE", "break_lamp"), maze=dict(list(ROUTE.items())[:3]),
                     mapped=[1])
    action = normal_choice(state)
    assert isinstance(action, PlacePath) and (action.x, action.y) == (4, 0)
    obs = state.observation(0)
    geo = geometry(board_of(obs))
    assert geo.after_place(action.card, (4, 0), action.turned)[1] < geo.dist[1]


def test_a_digger_breaks_a_highly_suspected_player():
    # Seat 1 dug to 3 cards from the goals; then seat 2 broke three trusted seats.
    route = dict(list(ROUTE.items())[:5])
    acts = [[1, "place", code, [x, y, turned]] for (x, y), (code, turned) in route.items()]
    acts += [[2, "break", "break_pick", 1], [2, "break", "break_lamp", 3],
             [2, "break", "break_cart", 4]]
    state = position(hand=("break_pick~1", "dNE", "dNS"), maze=route,
                     acts=acts, broken={1: ["pick"], 3: ["lamp"], 4: ["cart"]})
    sus = ai.seen_of(state.observation(0))[0].sus.level
    assert sus[2] == pytest.approx(0.75)
    assert normal_choice(state) == BreakTool(0, ID["break_pick~1"], 2)


def test_a_digger_rockfalls_a_dead_end_on_the_main_route():
    maze = dict(list(ROUTE.items())[:3])
    maze[(4, 0)] = ("dEW", False)
    state = position(hand=("rockfall_card", "dNE", "dNS"), maze=maze, broken={0: ["cart"]})
    assert normal_choice(state) == Rockfall(0, ID["rockfall_card"], 4, 0)


def test_a_saboteur_near_the_gold_blocks_the_route():
    state = position(role="saboteur", hand=("dEW", "rockfall_card", "pEW", "pNS"),
                     maze=ROUTE, mapped=[1])
    action = normal_choice(state)
    dead_end = isinstance(action, PlacePath) and INFO[action.card].dead_end
    assert dead_end or isinstance(action, Rockfall), action
    if dead_end:
        assert (action.x, action.y) == (7, 0)


def test_a_pass_discards_the_least_useful_card():
    state = position(hand=("pNS", "pNESW", "dNE"), broken={0: ["pick"]})
    assert normal_choice(state) == Pass(0, ID["dNE"])


def test_a_saboteur_passes_the_path_cards_that_would_help():
    state = position(role="saboteur", hand=("pNESW", "dNE", "rockfall_card", "fix_pick"),
                     broken={0: ["lamp"]})
    assert normal_choice(state) == Pass(0, ID["pNESW"])


# -- beliefs ---------------------------------------------------------------------------


def test_a_map_fixes_the_goal_belief():
    gold = position(mapped=[1]).observation(0)
    stone = position(mapped=[0]).observation(0)
    belief = goal_belief(tuple(map(tuple, gold["goals"])), board_of(gold).face_down,
                         board_of(gold).maze, known_goals(gold))
    assert belief == [0.0, 1.0, 0.0]
    board = board_of(stone)
    assert goal_belief(board.goals, board.face_down, board.maze,
                       known_goals(stone)) == [0.0, 0.5, 0.5]
    board = board_of(position().observation(0))
    assert goal_belief(board.goals, board.face_down, board.maze, {}) == [pytest.approx(1 / 3)] * 3


def test_a_revealed_stone_rules_its_goal_out():
    state = position(gold=2)
    state.face_down.discard((8, -2))
    board = board_of(state.observation(0))
    assert goal_belief(board.goals, board.face_down, board.maze, {}) == [0.0, 0.5, 0.5]


def suspicion(acts, maze=None, players=5):
    return ai.seen_of(position(players=players, maze=maze, acts=acts).observation(0))[0].sus.level


def test_suspicion_falls_by_a_tenth_per_constructive_path_and_stays_in_bounds():
    acts = [[1, "place", code, [x, y, turned]] for (x, y), (code, turned) in ROUTE.items()]
    level = suspicion(acts[:2], dict(list(ROUTE.items())[:2]))
    assert level[1] == pytest.approx(0.1)
    assert suspicion(acts, ROUTE)[1] == 0.0  # six constructive paths: clamped at 0
    assert level[2] == pytest.approx(0.3)  # nothing done: the start


def test_suspicion_rises_by_0_15_per_anti_goal_act_and_stays_in_bounds():
    route = dict(list(ROUTE.items())[:3])
    acts = [[1, "place", code, [x, y, turned]] for (x, y), (code, turned) in route.items()]
    # A rockfall cutting the route, the gap filled again, a dead end across its end.
    acts += [[3, "rockfall", "rockfall_card", [2, 0]], [1, "place", "pNESW~3", [2, 0, False]],
             [2, "place", "dEW", [4, 0, False]]]
    maze = dict(route)
    maze[(2, 0)] = ("pNESW~3", False)
    maze[(4, 0)] = ("dEW", False)
    level = suspicion(acts, maze)
    assert level[2] == pytest.approx(0.45) and level[3] == pytest.approx(0.45)
    dug = [[1, "place", code, [x, y, turned]] for (x, y), (code, turned) in ROUTE.items()]
    many = dug + [[2, "break", "break_pick", t] for t in (1, 3, 4)] * 3
    assert suspicion(many, ROUTE)[2] == 1.0  # nine breaks near the gold: clamped at 1


def test_a_new_agent_mid_round_reads_what_the_old_one_read():
    state = SaboteurState(4, "6p")
    agents = [ai.make_agent("normal", s) for s in range(6)]
    for _ in range(25):
        seat = state.to_act
        state.apply(agents[seat].choose(state.observation(seat), state.legal_actions(seat)))
    seat = state.to_act
    obs = state.observation(seat)
    old = agents[seat].read(obs).sus.level
    again = pickle.loads(pickle.dumps(agents[seat])).read(obs).sus.level
    assert old == ai.NormalAgent(99).read(obs).sus.level == again


def test_the_nugget_pick_takes_the_highest():
    state = position()
    state.phase, state.picker = "pick", 0
    state.offer = [ID["nugget1"], ID["nugget3"], ID["nugget2"]]
    legal = state.legal_actions(0)
    for level in ai.LEVELS:
        assert ai.make_agent(level, 1).choose(state.observation(0), legal).card == ID["nugget3"]


def test_a_hard_decision_is_legal_and_in_time():
    state = SaboteurState(8, "10p")
    normal = [ai.make_agent("normal", s) for s in range(10)]
    for _ in range(30):
        seat = state.to_act
        state.apply(normal[seat].choose(state.observation(seat), state.legal_actions(seat)))
    seat = state.to_act
    legal = state.legal_actions(seat)
    hard = ai.make_agent("hard", 5)
    start = time.perf_counter()
    action = decide(hard, state, seat, legal)
    assert time.perf_counter() - start < 1.5
    assert action in legal


# -- the hard player's reading (ai_beliefs.posterior) ----------------------------------------


def informed(state, seat=0):
    agent = ai_search.InformedAgent(3)
    seen = agent.read(state.observation(seat))
    return seen, agent.last


def test_the_role_posterior_rises_for_a_seat_that_dead_ends_the_main_route():
    route = dict(list(ROUTE.items())[:3])
    acts = [[1, "place", code, [x, y, turned]] for (x, y), (code, turned) in route.items()]
    acts.append([2, "place", "dEW", [4, 0, False]])
    maze = dict(route)
    maze[(4, 0)] = ("dEW", False)
    state = position(players=4, maze=maze, acts=acts)
    seen, post = informed(state)
    # C9 leaves seat 2 trusted (0.45); a normal digger never plays a dead end
    assert ai.seen_of(state.observation(0))[0].sus.level[2] == pytest.approx(0.45)
    assert post.saboteur[2] > 0.9 and post.saboteur[1] < 0.1
    assert sum(post.saboteur[1:]) <= 1.0 + 1e-9  # one saboteur card at four seats
    assert seen.trust == post.saboteur
    assert sum(w for _, _, w in post.worlds) == pytest.approx(1.0)


def test_a_seat_that_mapped_a_goal_and_digs_toward_another_reads_as_a_stone():
    # Seat 1 mapped the top goal, then turned the route down toward the bottom one.
    maze = dict(list(ROUTE.items())[:6])
    maze[(7, 0)] = ("pNESW", False)
    maze[(7, 1)] = ("pNS", False)
    acts = [[1, "place", code, [x, y, turned]] for (x, y), (code, turned) in
            list(maze.items())[:6]]
    acts += [[1, "map", "map_card", 0], [1, "place", "pNESW", [7, 0, False]],
             [1, "place", "pNS", [7, 1, False]]]
    state = position(players=4, maze=maze, acts=acts, gold=2)
    _, post = informed(state)
    assert post.gold[0] < 0.2 and post.gold[1] == pytest.approx(post.gold[2])


def test_own_maps_bound_the_gold_posterior():
    _, post = informed(position(players=5, mapped=[1], gold=1))
    assert post.gold == pytest.approx([0.0, 1.0, 0.0])
    _, post = informed(position(players=5, role="saboteur"))
    assert post.saboteur[0] == 1.0 and post.gold == [pytest.approx(1 / 3)] * 3


def test_the_informed_digger_turns_up_a_goal_rather_than_map_it():
    state = position(players=4, hand=("map_card", "pNESW", "dNE"), maze=ROUTE)
    assert isinstance(normal_choice(state), Map)  # the normal table maps first
    action = ai_search.InformedAgent(3).choose(state.observation(0), state.legal_actions(0))
    assert isinstance(action, PlacePath) and (action.x, action.y) == (7, 0)
