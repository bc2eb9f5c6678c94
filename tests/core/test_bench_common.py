"""The benches' shared arithmetic: the mean and its standard error, and the seat-rotated
strength game (the special level's seat moves round the table; a shared win is split)."""

from game.bench.common import mean_se, rotated_seat_game


class Finished:
    def __init__(self, winners, scores):
        self._winners, self._scores = winners, scores

    def winners(self):
        return self._winners

    def returns(self):
        return self._scores


def test_mean_and_standard_error():
    assert mean_se([1.0]) == (1.0, 0.0)
    mean, se = mean_se([0.0, 1.0, 0.0, 1.0])
    assert mean == 0.5 and abs(se - (1 / 3) ** 0.5 / 2) < 1e-12


def test_the_special_level_sits_at_seat_game_mod_players_and_a_shared_win_is_split():
    seen = []

    def play(seed, levels):
        seen.append((seed, levels))
        return Finished([1, 2], [5, 9, 9])

    assert rotated_seat_game(play, ("hard", "normal", 3, 4, 100)) == (0.5, 9.0, 7.0)
    assert seen == [(100 + 30_000 + 4, ["normal", "hard", "normal"])]
    assert rotated_seat_game(play, ("hard", "normal", 3, 3, 100))[:2] == (0.0, 5.0)
