"""The hard player's fast position (playout.py) keeps the model's rules: the same legal
moves everywhere, the same turn order, the same scores at the end; and its search picks
among legal moves within a play-out budget."""

import random

import pytest

from game.games.blokus.ai import make_agent
from game.games.blokus.bench import cells_of_gtp, gtp_cells, outcome
from game.games.blokus.hard import MonteCarlo, reward
from game.games.blokus.model import OWNERS, BlokusState, base_of
from game.games.blokus.pieces import size
from game.games.blokus.placement import placed_mask
from game.games.blokus.playout import Sim
from game.games.blokus.scoring import player_totals


def as_move(state: BlokusState, action) -> tuple[str, int]:
    geo = state.layout.geometry
    return action.piece, placed_mask(geo, action.piece, action.orientation, action.x, action.y)


@pytest.mark.parametrize("variant", ["4p", "3p", "2p-duo"])
def test_the_fast_position_has_the_models_moves_turns_and_scores(variant):
    state = BlokusState(11, variant)
    agents = [make_agent("easy", 11 + s) for s in range(state.players)]
    sim = Sim.of(state.observation(state.to_act))
    checked = 0
    while not state.is_terminal():
        seat = state.to_act
        legal = state.legal_actions(seat)
        # the model skips a stuck colour at once; the fast one finds it stuck when asked
        while not sim.moves(sim.colour):
            sim.out[sim.colour] = True
            sim.advance()
        assert sim.colour == state.colour
        assert sorted(sim.moves(sim.colour)) == sorted(as_move(state, a) for a in legal)
        checked += 1
        action = agents[seat].choose(state.observation(seat), legal)
        state.apply(action)
        sim.play(as_move(state, action))
    assert checked > 20
    signed = [v if state.scoring == "official" else -v for v in state.colour_scores()]
    assert sim.colour_values() == signed
    assert player_totals(sim.colour_values(), OWNERS[base_of(variant)]) == state.returns()


def test_a_playout_ends_with_every_colour_out_and_only_legal_moves():
    state = BlokusState(5, "4p")
    sim = Sim.of(state.observation(0))
    rng = random.Random(3)
    while not all(sim.out):
        c = sim.colour
        move = sim.light_move(c, rng) if sim.left[c] else None
        if move is None:
            assert not sim.moves(c), "a light move was missed where one exists"
            sim.out[c] = True
            sim.advance()
            continue
        assert move in sim.moves(c)
        sim.play(move)
    assert sum(sim.colour_values()) > -4 * 89  # pieces were laid


def test_the_playout_lays_the_biggest_piece_that_fits():
    sim = Sim.of(BlokusState(1, "4p").observation(0))
    piece, _ = sim.light_move(0, random.Random(1))
    assert size(piece) == 5


def test_reward_grows_with_the_lead_over_the_best_other():
    assert reward([10, 0], 0) > 0.5 > reward([0, 10], 0)
    assert reward([5, 5, 0], 0) == 0.5
    assert reward([30, 0, 29], 0) < reward([30, 0, 0], 0)


def test_hard_chooses_a_legal_move_on_a_budget_and_counts_its_playouts():
    state = BlokusState(2, "2p")
    normal = make_agent("normal", 1)
    for _ in range(8):  # past the opening moves greedy plays alone
        seat = state.to_act
        state.apply(normal.choose(state.observation(seat), state.legal_actions(seat)))
    hard = MonteCarlo(4, playouts=30)
    seat = state.to_act
    legal = state.legal_actions(seat)
    assert hard.choose(state.observation(seat), legal) in legal
    # the budget is met in whole rounds of the candidates still in
    assert 30 <= hard.playouts_run <= 30 + 4 * MonteCarlo.CANDIDATES


def test_gtp_cells_name_the_bottom_left_a1_and_read_back():
    assert gtp_cells([(0, 19), (19, 0)]) == "a1,t20"
    assert cells_of_gtp("a20,b20,t1") == [(0, 0), (1, 0), (19, 19)]


def test_outcome_is_a_win_a_draw_or_a_loss_with_the_lead():
    assert outcome([3, -2], 0) == (1.0, 5)
    assert outcome([3, -2], 1) == (0.0, -5)
    assert outcome([4, 4], 1) == (0.5, 0)


def test_the_pentobi_bench_says_it_skipped_without_the_engine(monkeypatch, capsys, tmp_path):
    from game.games.blokus import bench

    monkeypatch.setenv("PENTOBI_GTP", str(tmp_path / "no-such-engine"))
    assert bench.against_pentobi(games=1, workers=1) == {"skipped": 1}
    assert "skipped" in capsys.readouterr().out
