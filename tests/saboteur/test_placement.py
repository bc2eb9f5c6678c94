"""Placing path cards (rules sheet §1.1, §3.2, C1), reaching the goals (§3.3, C2) and the
parts a rockfall cuts off (C3). Coordinates: (column, row), rows grow downward; the
start at (0, 0), goals at (8, -2), (8, 0), (8, 2) (§2). Edges N=1, E=2, S=4, W=8."""

import pytest

from game.core.protocol import IllegalAction
from game.games.saboteur import legal
from game.games.saboteur.actions import PlacePath, Rockfall
from game.games.saboteur.cards import INFO
from tests.saboteur.rigged import (
    GOLD,
    ROW0,
    ROW_UP,
    STONE_NE,
    STONE_NW,
    held,
    located_once,
    refused,
    rigged,
)


def place(state, seat, kind, x, y, turned=False):
    return state.apply(PlacePath(seat, held(state, seat, kind), x, y, turned))


def legal_place(state, seat, kind, x, y, turned=False) -> bool:
    return PlacePath(seat, held(state, seat, kind), x, y, turned) in state.legal_actions(seat)


# -- C1 (a): adjacent -------------------------------------------------------------------

@pytest.mark.parametrize("cell", [(2, 0), (0, 2), (-2, 0), (5, 5), (1, 1)])
def test_a_path_card_away_from_every_placed_card_is_refused(cell):
    state = rigged(hands={0: ["pNESW"]})
    refused(state, PlacePath(0, held(state, 0, "pNESW"), *cell), "not_adjacent")


def test_a_card_on_an_occupied_cell_is_refused():
    state = rigged(maze={(1, 0): "pEW"}, hands={0: ["pNESW"]})
    refused(state, PlacePath(0, held(state, 0, "pNESW"), 1, 0), "occupied")
    refused(state, PlacePath(0, held(state, 0, "pNESW"), 0, 0), "occupied")  # the start


# -- C1 (b): every shared face-up edge matches ------------------------------------------
# The cell under test is linked through one side; a second neighbour on the side under
# test either faces it with rock where it is open ("open_to_rock") or open where it is
# rock ("rock_to_open").
MISMATCH = {  # side: (cell, the neighbour's cell, {case: (card, turned, neighbour)})
    "north": ((1, -1), (1, -2), {"open_to_rock": ("pNS", False, "pEW"),
                                 "rock_to_open": ("pNE", True, "pNESW")}),
    "east": ((1, 1), (2, 1), {"open_to_rock": ("pNE", False, "pNS"),
                              "rock_to_open": ("pNS", False, "pNESW")}),
    "south": ((1, 1), (1, 2), {"open_to_rock": ("pNS", False, "pEW"),
                               "rock_to_open": ("pNE", False, "pNESW")}),
    "west": ((1, 1), (0, 1), {"open_to_rock": ("pNW", False, "pNS"),
                              "rock_to_open": ("pNS", False, "pNESW")}),
}


@pytest.mark.parametrize("case", ["open_to_rock", "rock_to_open"])
@pytest.mark.parametrize("side", list(MISMATCH))
def test_each_side_must_match_its_neighbour_open_to_open_and_rock_to_rock(side, case):
    cell, beside, cases = MISMATCH[side]
    kind, turned, neighbour = cases[case]
    hub = {(1, 0): "pNESW"}  # links the cell under test from the north (or the south)
    alone = rigged(maze=hub, hands={0: [kind]})
    assert legal_place(alone, 0, kind, *cell, turned)  # fine without that neighbour
    state = rigged(maze={**hub, beside: neighbour}, hands={0: [kind]})
    refused(state, PlacePath(0, held(state, 0, kind), *cell, turned), f"edge_mismatch_{side}")


def test_rock_facing_rock_matches():
    # (1, 1) under a straight E-W tunnel: rock meets rock on top, the cross beside the
    # start links it from the west
    state = rigged(maze={(1, 0): "pEW", (0, 1): "pNESW"}, hands={0: ["pEW"]})
    assert legal_place(state, 0, "pEW", 1, 1)
    place(state, 0, "pEW", 1, 1)
    assert (1, 1) in state.maze


def test_a_card_must_match_all_of_its_neighbours_not_just_one():
    # (1, 1) touches the cross at (1, 0) (open south) and the straight N-S at (0, 1)
    # (rock east): a cross matches the first and not the second
    state = rigged(maze={(1, 0): "pNESW", (0, 1): "pNS"}, hands={0: ["pNESW", "pNS"]})
    refused(state, PlacePath(0, held(state, 0, "pNESW"), 1, 1), "edge_mismatch_west")
    assert legal_place(state, 0, "pNS", 1, 1)


# -- C1 (c): linked to the start --------------------------------------------------------

def test_a_card_beyond_a_dead_end_is_not_linked():
    state = rigged(maze={(1, 0): "dEW"}, hands={0: ["pEW"]})
    refused(state, PlacePath(0, held(state, 0, "pEW"), 2, 0), "not_linked")
    assert not any(isinstance(a, PlacePath) and a.x == 2 for a in state.legal_actions(0))


def test_a_dead_end_itself_may_be_placed_where_its_stubs_match_and_join_a_link():
    state = rigged(hands={0: ["dEW", "dNS", "dN"]})
    assert legal_place(state, 0, "dEW", 1, 0)
    refused(state, PlacePath(0, held(state, 0, "dNS"), 1, 0), "edge_mismatch_west")
    refused(state, PlacePath(0, held(state, 0, "dN"), 1, 0), "edge_mismatch_west")
    assert legal_place(state, 0, "dN", 0, -1, turned=True)  # its stub turned south


def test_a_card_joining_only_a_cut_off_piece_is_not_linked():
    state = rigged(maze={(2, 0): "pEW", (3, 0): "pEW"}, hands={0: ["pEW"]})
    refused(state, PlacePath(0, held(state, 0, "pEW"), 4, 0), "not_linked")


def test_a_card_touching_a_linked_card_only_rock_to_rock_is_not_linked():
    state = rigged(maze={(1, 0): "pEW"}, hands={0: ["pEW"]})
    refused(state, PlacePath(0, held(state, 0, "pEW"), 1, 1), "not_linked")


@pytest.mark.parametrize("cell", [(8, -1), (9, 0), (8, 3), (8, 1)])
def test_a_face_down_goal_carries_no_link(cell):
    state = rigged(hands={0: ["pNESW"]})
    refused(state, PlacePath(0, held(state, 0, "pNESW"), *cell), "not_linked")


def test_rock_edges_carry_no_link_even_from_a_linked_card():
    # the straight N-S card below the start is linked, but its east side is rock
    state = rigged(maze={(0, 1): "pNS"}, hands={0: ["pNS"]})
    refused(state, PlacePath(0, held(state, 0, "pNS"), 1, 1), "not_linked")


# -- C1: goals face down are not checked; 0 or 180 degrees; no limit ----------------------

def test_edges_touching_a_face_down_goal_are_not_checked():
    # (8, -1) lies between the top goal (the gold: a cross, open south) and the middle
    # (stone N-E, open north): a straight E-W card shows them rock and is still legal
    state = rigged(gold=0, maze=ROW_UP, hands={0: ["pEW"]})
    assert legal_place(state, 0, "pEW", 8, -1)
    events = place(state, 0, "pEW", 8, -1)
    assert [e.kind for e in events] == ["placed", "drew"]  # rock faces them: none revealed
    assert state.face_down == {(8, -2), (8, 0), (8, 2)}


def test_a_turned_card_uses_its_turned_edges():
    # curve B (N-E) turned is S-W: it joins the start's east side only turned
    state = rigged(hands={0: ["pNE"], 1: ["pNS"]})
    refused(state, PlacePath(0, held(state, 0, "pNE"), 1, 0), "edge_mismatch_west")
    place(state, 0, "pNE", 1, 0, turned=True)
    assert state.maze[(1, 0)][1] is True
    # what lies below it must now be open north (the turned card is open south)
    assert legal_place(state, 1, "pNS", 1, 1)
    assert not legal_place(state, 1, "pNS", 2, 0)  # and it is rock east


def test_no_turn_makes_a_vertical_passage_horizontal():
    state = rigged(hands={0: ["pNS"]})
    for turned in (False, True):
        refused(state, PlacePath(0, held(state, 0, "pNS"), 1, 0, turned), "edge_mismatch_west")


def test_the_grid_has_no_limit_left_or_up():
    # the sheet's layout spans columns 0..8 and rows -2..2
    left = {(-x, 0): k for x, k in enumerate(["pNESW"] * 5 + ["pNEW"] * 5, start=1)}
    up = {(0, -y): k for y, k in enumerate(["pNES"] * 5, start=1)}
    state = rigged(maze={**left, **up}, hands={0: ["pEW", "pNS"]}, deck=4)
    place(state, 0, "pEW", -11, 0)
    assert state.turn == 0  # nobody else holds a card
    place(state, 0, "pNS", 0, -6)
    cells = {(x, y) for x, y, *_ in state.observation(1)["maze"]}
    assert {(-11, 0), (0, -6)} <= cells


def test_legal_actions_list_exactly_the_placements_check_accepts():
    state = rigged(maze={**ROW0, (1, -1): "pNS", (2, 1): "dNS", (4, 1): "pNW"},
                   hands={0: ["pNE", "pNESW", "dE", "pNS"]})
    listed = {a for a in state.legal_actions(0) if isinstance(a, PlacePath)}
    for c in state.hands[0]:
        for x in range(-2, 10):
            for y in range(-4, 5):
                for turned in (False, True):
                    action = PlacePath(0, c, x, y, turned)
                    try:
                        legal.check(state, action)
                        ok = True
                    except IllegalAction:
                        ok = False
                    assert ok == (action in listed), action
    assert listed


# -- C2: reaching a goal ------------------------------------------------------------------

@pytest.mark.parametrize(("stone", "gold", "turned"), [(STONE_NE, 0, True),
                                                      (STONE_NW, 2, False)])
def test_a_stone_reached_is_revealed_turned_to_join_and_play_goes_on(stone, gold, turned):
    # reached from the west: stone N-E must turn (to S-W) to join, stone N-W need not
    state = rigged(gold=gold, maze=ROW0, hands={0: ["pEW"], 1: ["pNS"]}, deck=3)
    assert state.maze[(8, 0)][0] == stone
    events = place(state, 0, "pEW", 7, 0)
    assert [e.kind for e in events] == ["placed", "revealed", "drew"]
    assert events[1].data == {"goal": 1, "card": INFO[stone].code, "x": 8, "y": 0,
                              "turned": turned}
    assert (8, 0) not in state.face_down and state.maze[(8, 0)] == (stone, turned)
    assert state.phase == "turn" and state.turn == 1
    assert [8, 0, INFO[stone].code, turned] in state.observation(3)["maze"]


def test_goals_reached_at_once_are_revealed_top_to_bottom_each_turned_to_join():
    # a cross at (8, -1) faces the top goal (stone N-E: turned to open south) and the
    # middle one (stone N-W: open north as printed); the gold lies at the bottom
    state = rigged(gold=2, maze=ROW_UP, hands={0: ["pNESW"]}, deck=3)
    events = place(state, 0, "pNESW", 8, -1)
    revealed = [e.data for e in events if e.kind == "revealed"]
    assert [(r["goal"], r["card"], r["turned"]) for r in revealed] == [
        (0, INFO[STONE_NE].code, True), (1, INFO[STONE_NW].code, False)]
    assert state.face_down == {(8, 2)} and state.phase == "turn"


def test_digging_goes_on_past_a_revealed_stone():
    state = rigged(gold=2, maze=ROW_UP, hands={0: ["pNESW"], 1: ["pEW"], 2: ["pNE", "pNS"]},
                   deck=5)
    place(state, 0, "pNESW", 8, -1)
    # the middle stone (N-W) is linked from the north: its west edge leads on
    assert legal_place(state, 1, "pEW", 7, 0)
    place(state, 1, "pEW", 7, 0)
    # the top stone turned S-W: its west edge leads on too ((7, -2) has no other link:
    # rock below it), and (9, -2) beyond its rock east side is not linked
    assert legal_place(state, 2, "pNE", 7, -2)
    refused(state, PlacePath(2, held(state, 2, "pNS"), 9, -2), "not_linked")
    # a revealed stone's edges are checked like any card's: (9, 0) faces its rock
    refused(state, PlacePath(2, held(state, 2, "pNE"), 9, 0, True), "edge_mismatch_west")


def test_a_revealed_stone_may_break_the_match_with_other_neighbours():
    # (7, 0) holds a straight N-S (rock east) linked from the row above; the cross at
    # (8, -1) reaches the middle stone N-W from the north: it lies as printed, its open
    # west side against the rock
    maze = {**ROW_UP, (7, 0): "pNS"}
    maze[(7, -1)] = "pNESW"
    state = rigged(gold=2, maze=maze, hands={0: ["pNESW"]}, deck=3)
    place(state, 0, "pNESW", 8, -1)
    assert state.maze[(8, 0)] == (STONE_NW, False)


def test_the_gold_ends_the_round_for_the_diggers_even_when_a_saboteur_digs_it():
    state = rigged(gold=1, maze=ROW0, roles="sdddd", hands={0: ["pEW", "map"], 1: ["pNS"]})
    events = place(state, 0, "pEW", 7, 0)
    kinds = [e.kind for e in events]
    assert kinds[:3] == ["placed", "revealed", "goal_shown"] and "round_won" in kinds
    won = next(e for e in events if e.kind == "round_won")
    assert won.data["side"] == "digger" and won.seat == 0
    assert "drew" not in kinds  # the round is over: no draw
    assert state.phase == "pick" and state.face_down == set()
    assert state.results[-1]["side"] == "digger"


def test_the_gold_reached_with_a_stone_on_the_same_move_still_ends_the_round():
    state = rigged(gold=0, maze=ROW_UP, hands={0: ["pNESW"]})
    events = place(state, 0, "pNESW", 8, -1)
    assert [e.data["goal"] for e in events if e.kind == "revealed"] == [0, 1]
    assert any(e.kind == "round_won" and e.data["side"] == "digger" for e in events)


def test_a_goal_faced_only_by_a_dead_ends_stub_is_not_revealed():
    state = rigged(gold=1, maze=ROW0, hands={0: ["dEW", "dNESW"]}, deck=3)
    assert legal_place(state, 0, "dEW", 7, 0)
    events = place(state, 0, "dEW", 7, 0)
    assert [e.kind for e in events] == ["placed", "drew"]
    assert (8, 0) in state.face_down and state.phase == "turn"
    assert [row[2] for row in state.observation(1)["maze"] if row[:2] == [8, 0]] == [None]


def test_a_goal_faced_by_a_linked_cards_rock_is_not_revealed():
    # a straight N-S at (7, 0)... needs a link: come down from (7, -1)
    maze = {**ROW_UP, (7, -1): "pNESW"}
    state = rigged(gold=1, maze=maze, hands={0: ["pNS"]}, deck=3)
    place(state, 0, "pNS", 7, 0)
    assert (8, 0) in state.face_down


# -- C3: rockfall cut-offs ------------------------------------------------------------------

def test_a_rockfall_cuts_off_the_far_piece_which_stays_without_link_until_refilled():
    state = rigged(maze={(1, 0): "pEW", (2, 0): "pEW", (3, 0): "pEW"},
                   hands={0: ["rockfall"], 1: ["pNESW", "pNESW"], 2: ["pNESW"]}, deck=6)
    state.apply(Rockfall(0, held(state, 0, "rockfall"), 1, 0))
    assert (1, 0) not in state.maze and {(2, 0), (3, 0)} <= set(state.maze)
    refused(state, PlacePath(1, held(state, 1, "pNESW"), 4, 0), "not_linked")
    place(state, 1, "pNESW", 1, 0)  # the cell is filled again
    assert legal_place(state, 2, "pNESW", 4, 0)  # and the far part linked again
    assert located_once(state)


# -- refusals change nothing ----------------------------------------------------------------

def test_a_path_card_out_of_turn_not_held_or_not_a_path_card_is_refused():
    state = rigged(hands={0: ["pEW", "map"], 1: ["pEW"]})
    refused(state, PlacePath(1, held(state, 1, "pEW"), 1, 0), "not_your_turn")
    refused(state, PlacePath(0, held(state, 1, "pEW"), 1, 0), "not_in_hand")
    refused(state, PlacePath(0, held(state, 0, "map"), 1, 0), "wrong_card")


def test_the_gold_revealed_is_named_to_everyone_only_once_turned_up():
    state = rigged(gold=1, maze=ROW0, hands={0: ["pEW"]})
    gold_code = INFO[GOLD].code
    assert all(gold_code not in str(state.observation(s)) for s in range(5))
    place(state, 0, "pEW", 7, 0)
    assert all(gold_code in str(state.observation(s)["maze"]) for s in range(5))
