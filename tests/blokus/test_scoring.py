"""Scores (rules sheet C5 and its second pass)."""

from game.games.blokus.pieces import NAMES
from game.games.blokus.scoring import colour_score, official, squares_left, winners


def test_minus_one_a_square_left():
    assert official(["I1", "I5", "X"], "O4") == -11
    assert official(list(NAMES), None) == -89


def test_all_placed_is_15_and_20_with_the_monomino_last():
    assert official([], "X") == 15
    assert official([], "I1") == 20


def test_the_monomino_last_counts_only_when_every_piece_is_placed():
    assert official(["I2"], "I1") == -2


def test_simple_scoring_is_the_squares_left():
    assert squares_left(["I3", "V3"]) == 6
    assert colour_score(["I3", "V3"], None, "simple") == 6
    assert colour_score(["I3", "V3"], None, "official") == -6


def test_the_best_wins_and_ties_share():
    assert winners([-3, 15, -10, 15], "official") == [1, 3]
    assert winners([3, 0, 10], "simple") == [1]
