"""Random games of both modes to the end: every invariant after every move (cards, views,
events, the previous state plus the move, saves), no view telling a made-up world from
the real one, clones independent, garbage refused."""

import json
import random
from types import SimpleNamespace

import pytest

from game.core.agents import RandomAgent
from game.core.leak_check import check_a_random_game, check_no_leak
from game.core.playout_check import check_random_playouts
from game.games.wordpatience.model import PatienceState
from game.games.wordpatience.variants import VARIANTS


@pytest.mark.parametrize("variant", VARIANTS)
def test_random_games_keep_every_invariant(variant):
    report = check_random_playouts(lambda seed: PatienceState(seed, variant), 1, games=4,
                                   seed=20)
    assert report.games == 4 and report.actions > 100


@pytest.mark.parametrize("variant", VARIANTS)
def test_random_games_end(variant):
    for seed in range(20):
        s = PatienceState(seed, variant)
        agent = RandomAgent(seed)
        n = 0
        while not s.is_terminal():
            s.apply(agent.choose(s.observation(0), s.legal_actions(0)))
            n += 1
            assert n < 5000
        assert s.to_act is None and s.legal_actions(0) == [] and s.returns() in ([0], [1])


def test_the_player_cannot_tell_a_made_up_world_from_the_real_one():
    checked = sum(check_a_random_game(PatienceState(seed), RandomAgent(seed), 7)
                  for seed in range(3))
    assert checked > 10


def test_after_a_pass_the_stock_is_no_secret():
    s = PatienceState(3)
    assert set(s.stock) <= s.hidden_from(0)
    for _ in range(17):
        s.apply(s.legal_actions()[-1])  # TurnStock is offered last
    assert s.passes == 2 and not set(s.stock) & s.hidden_from(0)
    check_no_leak(s, 0, random.Random(1))


def test_clones_are_independent_and_made_up_worlds_play_to_the_end():
    s = PatienceState(21)
    agent = RandomAgent(21)
    rng = random.Random(21)
    for _ in range(25):
        if s.is_terminal():
            break
        s.apply(agent.choose(s.observation(0), s.legal_actions(0)))
    before = json.dumps(s.observation(0)), json.dumps(s.to_json()), s.card_zones()
    world = s.determinize(0, rng)
    while not world.is_terminal():
        world.apply(rng.choice(world.legal_actions(0)))
    clone = s.clone()
    while not clone.is_terminal():
        clone.apply(rng.choice(clone.legal_actions(0)))
    assert (json.dumps(s.observation(0)), json.dumps(s.to_json()), s.card_zones()) == before


def test_garbage_actions_are_refused_and_change_nothing():
    from tests.conformance.fuzz import fuzz_game

    game = SimpleNamespace(key="wordpatience", new_state=PatienceState, variants=VARIANTS)
    counts = fuzz_game(game, states=40, seed=5)
    assert counts.attempts > 1000 and counts.clean, counts.examples
