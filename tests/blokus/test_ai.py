"""Blokus's computer players: legal whole games, and the greedy evaluation's choices
(rules sheet §6)."""

import pytest

from game.games.blokus.ai import Greedy, make_agent
from game.games.blokus.hard import MonteCarlo
from game.games.blokus.model import BlokusState
from game.games.blokus.pieces import size


@pytest.mark.parametrize("variant", ["4p", "3p", "2p", "2p-duo"])
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_plays_whole_games_legally(variant, level):
    s = BlokusState(7, variant)
    # hard with a small play-out budget: the same search, a test's time
    agents = [MonteCarlo(7 + seat, playouts=16) if level == "hard" else make_agent(level, 7 + seat)
              for seat in range(s.players)]
    while not s.is_terminal():
        seat = s.to_act
        legal = s.legal_actions(seat)
        action = agents[seat].choose(s.observation(seat), legal)
        assert action in legal
        s.apply(action)


def test_normal_opens_with_a_five_square_piece_toward_the_centre():
    s = BlokusState(1, "4p")
    action = Greedy(1).choose(s.observation(0), s.legal_actions(0))
    assert size(action.piece) == 5


def test_normal_beats_easy_by_a_wide_margin():
    normal, easy = 0, 0
    for seed in range(6):
        s = BlokusState(seed, "4p")
        levels = ["normal" if (c + seed) % 2 == 0 else "easy" for c in range(4)]
        agents = [make_agent(levels[c], seed * 4 + c) for c in range(4)]
        while not s.is_terminal():
            seat = s.to_act
            s.apply(agents[seat].choose(s.observation(seat), s.legal_actions(seat)))
        for c, score in enumerate(s.scores()):
            if levels[c] == "normal":
                normal += score
            else:
                easy += score
    assert normal > easy + 60  # squares left: normal strands far fewer
