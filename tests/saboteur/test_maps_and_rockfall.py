"""Maps and rockfalls (rules sheet §1.2, §5, C3): a map looks at one goal still face down,
in secret (only that seat's view and its private log learn the card); a rockfall removes
any tunnel card, dead ends included, never the start or a goal, revealed or not."""

import pytest

from game.games.saboteur.actions import Map, PlacePath, Rockfall
from game.games.saboteur.cards import INFO
from tests.saboteur.rigged import (
    GOLD,
    ROW_UP,
    STONE_NE,
    STONE_NW,
    held,
    located_once,
    refused,
    rigged,
)


@pytest.mark.parametrize(("goal", "gold"), [(0, 0), (1, 0), (2, 1)])
def test_a_map_shows_that_goal_to_its_player_alone(goal, gold):
    state = rigged(gold=gold, hands={0: ["map"], 1: ["pEW"]}, deck=3)
    card = state.maze[state.layout.goals[goal]][0]
    code = INFO[card].code
    before = [state.observation(s) for s in range(5)]
    events = state.apply(Map(0, held(state, 0, "map"), goal))
    mapped = next(e for e in events if e.kind == "mapped")
    assert mapped.data == {"card": mapped.data["card"], "goal": goal}
    assert mapped.private == {0: {"goal_card": code}}
    assert state.observation(0)["known"] == [[goal, code]]
    for seat in range(1, 5):
        assert code not in str(state.observation(seat))
        assert code not in str([e.seen_by(seat).data for e in events])
        assert state.observation(seat)["known"] == []
    assert all(code not in str(obs) for obs in before)
    # what everyone sees: who mapped which goal
    assert state.observation(3)["maps"] == [[0, goal]]
    assert (8, [-2, 0, 2][goal]) in state.face_down  # the goal stays face down


def test_a_map_is_spent_to_the_discard_and_the_goal_stays_face_down():
    state = rigged(hands={0: ["map"]}, deck=2)
    the_map = held(state, 0, "map")
    state.apply(Map(0, the_map, 2))
    assert the_map in state.discard and state.face_down == set(state.layout.goals)
    assert located_once(state)


def test_two_maps_of_one_player_show_both_goals_and_no_other():
    state = rigged(gold=2, hands={0: ["map", "map"]}, deck=4)
    state.apply(Map(0, held(state, 0, "map"), 0))
    state.apply(Map(0, held(state, 0, "map"), 2))  # the only seat with cards acts again
    assert state.observation(0)["known"] == [[0, INFO[STONE_NE].code], [2, INFO[GOLD].code]]
    assert INFO[STONE_NW].code not in str(state.observation(0))


def test_a_map_only_on_a_goal_still_face_down():
    state = rigged(gold=2, maze=ROW_UP, hands={0: ["pNESW"], 1: ["map"]}, deck=4)
    state.apply(PlacePath(0, held(state, 0, "pNESW"), 8, -1))  # turns up goals 0 and 1
    assert state.face_down == {(8, 2)}
    refused(state, Map(1, held(state, 1, "map"), 0), "goal_shown")
    refused(state, Map(1, held(state, 1, "map"), 1), "goal_shown")
    refused(state, Map(1, held(state, 1, "map"), 3), "no_such_goal")
    maps = [a for a in state.legal_actions(1) if isinstance(a, Map)]
    assert [m.goal for m in maps] == [2]


def test_a_goal_mapped_then_turned_up_is_no_longer_a_secret():
    state = rigged(gold=2, maze=ROW_UP, hands={0: ["map", "pNESW"]}, deck=4)
    state.apply(Map(0, held(state, 0, "map"), 0))
    state.apply(PlacePath(0, held(state, 0, "pNESW"), 8, -1))
    assert state.observation(0)["known"] == []
    assert INFO[STONE_NE].code in str(state.observation(3)["maze"])


def test_a_map_played_as_another_action_is_refused():
    state = rigged(hands={0: ["map", "rockfall"]}, maze={(1, 0): "pEW"})
    refused(state, Map(0, held(state, 0, "rockfall"), 1), "wrong_card")
    refused(state, Rockfall(0, held(state, 0, "map"), 1, 0), "wrong_card")


# -- rockfall -----------------------------------------------------------------------------

@pytest.mark.parametrize("kind", ["pEW", "pNESW", "dEW", "dN", "dNESW"])
def test_a_rockfall_removes_a_tunnel_or_a_dead_end_both_to_the_discard(kind):
    state = rigged(maze={(1, 0): "pNESW", (2, 0): kind}, hands={0: ["rockfall"]}, deck=2)
    removed = state.maze[(2, 0)][0]
    rockfall = held(state, 0, "rockfall")
    assert Rockfall(0, rockfall, 2, 0) in state.legal_actions(0)
    events = state.apply(Rockfall(0, rockfall, 2, 0))
    assert events[0].kind == "rockfall" and events[0].data["removed"] == INFO[removed].code
    assert (2, 0) not in state.maze and (1, 0) in state.maze
    assert {rockfall, removed} <= set(state.discard) and located_once(state)


def test_a_rockfall_never_removes_the_origin_card_or_a_goal_face_down_or_revealed():
    state = rigged(gold=2, maze=ROW_UP, hands={0: ["pNESW"], 1: ["rockfall"]}, deck=4)
    state.apply(PlacePath(0, held(state, 0, "pNESW"), 8, -1))  # goals 0 and 1 face up
    rockfall = held(state, 1, "rockfall")
    for cell in [(0, 0), (8, -2), (8, 0), (8, 2)]:
        refused(state, Rockfall(1, rockfall, *cell), "not_a_tunnel")
    refused(state, Rockfall(1, rockfall, 4, 4), "not_a_tunnel")  # an empty cell
    cells = {(a.x, a.y) for a in state.legal_actions(1) if isinstance(a, Rockfall)}
    assert cells == set(ROW_UP) | {(8, -1)}
