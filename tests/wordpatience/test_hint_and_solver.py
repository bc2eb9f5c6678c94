"""The hint (a legal, sensible next move from what the player sees) and the solver (is
this deal winnable, every card known) on constructed deals."""

import random

from game.core.agents import RandomAgent
from game.games.wordpatience.actions import ColumnToFoundation, TurnStock, WasteToFoundation
from game.games.wordpatience.deck import PACK, rank, suit
from game.games.wordpatience.hint import hint, is_safe
from game.games.wordpatience.model import COLUMNS, PatienceState
from game.games.wordpatience.solver import Verdict, solve
from tests.wordpatience.helpers import ids, position


def sorted_deal() -> PatienceState:
    """Nearly sorted: the columns' cards lie lowest on top, layer by layer (the 8 tops
    are the Aces and the 2s), the stock holds the 10s to Kings in foundation order."""
    by_rank = sorted(range(52), key=lambda c: (rank(c), suit(c)))
    places = [(c, depth) for depth in range(COLUMNS) for c in range(depth, COLUMNS)]
    columns = [[0] * (c + 1) for c in range(COLUMNS)]
    for card, (c, depth) in zip(by_rank, places, strict=False):
        columns[c][c - depth] = card
    return PatienceState.from_layout(columns, by_rank[36:])


def hopeless_deal() -> PatienceState:
    """Every card the player can ever see (8 tops, 16 in the stock) is a black card but
    an Ace: nothing goes on anything, nothing to a foundation, no column ever empties."""
    black = [c for c in range(52) if PACK[c].suit in "SC" and rank(c) != 0]
    hidden = [c for c in range(52) if c not in black]
    random.Random(3).shuffle(hidden)
    columns = [[hidden.pop() for _ in range(c)] + [black[c]] for c in range(COLUMNS)]
    return PatienceState.from_layout(columns, black[8:])


def test_the_hint_prefers_a_safe_foundation_move():
    s = position(up={0: ["5H"], 1: ["6C"], 2: ["AD"]}, down={0: ["9S"]}, stock=["3D"])
    assert hint(s) == ColumnToFoundation(0, 2)
    s = position(up={0: ["5H"], 1: ["6C"]}, down={0: ["9S"]}, waste=["2S"], found=(1, 0, 0, 0))
    assert hint(s) == WasteToFoundation(0)


def test_the_hint_turns_up_a_card_before_turning_the_stock():
    s = position(up={0: ["5H"], 1: ["6C"]}, down={0: ["9S"]}, stock=["3D"])
    assert hint(s).src == 0


def test_safety():
    found = [3, 0, 0, 0]  # up to the 3 of spades
    assert is_safe(ids("2H")[0], found) and is_safe(ids("AD")[0], found)
    assert not is_safe(ids("4S")[0], found)  # the red 3s are still out
    assert is_safe(ids("4S")[0], [3, 3, 0, 3])


def test_the_hint_is_always_legal_and_none_only_at_the_end_or_when_nothing_helps():
    for seed in range(15):
        s = PatienceState(seed)
        agent = RandomAgent(seed)
        while not s.is_terminal():
            a = hint(s)
            assert a is None or a in s.legal_actions()
            s.apply(agent.choose(s.observation(0), s.legal_actions(0)))
        assert hint(s) is None


def test_the_hint_reads_only_what_the_player_sees():
    s = PatienceState(8)
    rng = random.Random(8)
    for _ in range(30):
        if s.is_terminal():
            break
        for _ in range(3):
            assert hint(s.determinize(0, rng)) == hint(s)
        s.apply(hint(s) or s.legal_actions()[0])


def test_following_the_hints_plays_a_whole_game():
    s = PatienceState(2)
    while (a := hint(s)) is not None:
        s.apply(a)
    assert s.won or s.legal_actions() == [] or hint(s) is None


def test_the_solver_wins_a_nearly_sorted_deal_and_its_line_wins_in_the_model():
    s = sorted_deal()
    answer = solve(s)
    assert answer.verdict is Verdict.WINNABLE
    for action in answer.line:
        s.apply(action)
    assert s.won and s.returns() == [1]


def test_the_solver_finds_the_hopeless_deal_not_winnable():
    s = hopeless_deal()
    assert [a for a in s.legal_actions() if not isinstance(a, TurnStock)] == []
    answer = solve(s)
    assert answer.verdict is Verdict.NOT_WINNABLE and answer.seconds < 2.5
    for _ in range(16 * 3 + 2):
        s.apply(TurnStock(0))
    assert s.stuck


def test_the_solver_answers_within_its_budget_and_leaves_the_state_alone():
    s = PatienceState(1)
    before = s.card_zones(), s.observation(0)
    answer = solve(s, nodes=2000)
    assert answer.verdict in Verdict and answer.nodes <= 2001
    assert (s.card_zones(), s.observation(0)) == before


def test_the_solver_of_a_won_game_and_a_game_under_way():
    s = position(up={0: ["KS"]}, found=(12, 13, 13, 13))
    answer = solve(s)
    assert answer.verdict is Verdict.WINNABLE and answer.line == [ColumnToFoundation(0, 0)]


def test_the_solver_makes_no_move_the_game_has_made_before():
    """Both Kings' ways home lead to positions the game has been in (put in its past by
    hand): the rules refuse them, and so does the search; any line it finds replays."""
    s = position(up={0: ["KS"], 1: ["KH"]}, found=(12, 12, 13, 13))
    for a in (ColumnToFoundation(0, 0), ColumnToFoundation(0, 1)):
        after = s.clone()
        after.apply(a)
        s.history.add(after.key())
    s._offered = None
    answer = solve(s)
    assert ColumnToFoundation(0, 0) not in answer.line[:1]
    assert ColumnToFoundation(0, 1) not in answer.line[:1]
    for action in answer.line:
        s.apply(action)
    assert answer.verdict is not Verdict.WINNABLE or s.won
