"""Random games of the word game to the end: every invariant of the model layer (no card
lost, no hidden card in any view or event, a save loaded again is the same game), no
seat's view tells a made-up world from the real one, and garbage actions are refused."""

import json
import random

import pytest

from game.core.agents import RandomAgent
from game.core.leak_check import check_a_random_game
from game.core.playout_check import check_random_playouts
from game.games.wordmaid.model import WordMaidState
from game.games.wordmaid.variants import VARIANTS, options_of


@pytest.mark.parametrize("variant", VARIANTS)
def test_random_games_keep_every_invariant(variant):
    report = check_random_playouts(lambda seed: WordMaidState(seed, variant),
                                   options_of(variant).players, games=2, seed=10)
    assert report.games == 2 and report.actions > 10


@pytest.mark.parametrize("variant", ["2p", "4p", "6p-two-t40"])
def test_no_seat_can_tell_a_made_up_world_from_the_real_one(variant):
    checked = sum(check_a_random_game(WordMaidState(seed, variant), RandomAgent(seed), 3)
                  for seed in range(2))
    assert checked > 10


def test_a_save_replays_and_clones_are_independent():
    s = WordMaidState(21, "4p")
    agent = RandomAgent(21)
    for _ in range(9):
        s.apply(agent.choose(s.observation(s.to_act), s.legal_actions(s.to_act)))
    again = WordMaidState.from_json(json.loads(json.dumps(s.to_json())))
    assert [again.observation(p) for p in range(4)] == [s.observation(p) for p in range(4)]
    before = json.dumps([s.observation(p) for p in range(4)]), json.dumps(s.to_json())
    rng = random.Random(3)
    for seat in range(4):
        world = s.determinize(seat, rng)
        while not world.is_terminal():
            world.apply(rng.choice(world.legal_actions(world.to_act)))
        assert len(world.returns()) == 4
    clone = s.clone()
    while not clone.is_terminal():
        clone.apply(rng.choice(clone.legal_actions(clone.to_act)))
    assert (json.dumps([s.observation(p) for p in range(4)]), json.dumps(s.to_json())) == before


def test_every_game_ends_with_at_most_the_holders_marked():
    for seed in range(6):
        for n in (2, 3, 6):
            s = WordMaidState(seed, f"{n}p")
            agent = RandomAgent(seed)
            while not s.is_terminal():
                s.apply(agent.choose(s.observation(s.to_act), s.legal_actions(s.to_act)))
            assert all(s.hands[m] for m in s.marks)
            assert sorted(s.places()) == list(range(n)) and s.to_act is None
            if s.ended_by == "last":
                assert len(s.marks) <= 1 and len(s.holders()) <= 1


def test_garbage_actions_are_refused_and_change_nothing():
    from types import SimpleNamespace

    from tests.conformance.fuzz import fuzz_game

    game = SimpleNamespace(key="wordmaid", new_state=WordMaidState, variants=VARIANTS)
    counts = fuzz_game(game, states=30, seed=5)
    assert counts.attempts > 500 and counts.clean, counts.examples
