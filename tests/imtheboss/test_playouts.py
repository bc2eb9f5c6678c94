"""Random games of every variant to the end (rules sheet §6, C7): each ends after deal 10-15,
every observation is plain JSON, a save loaded again is the same game, and at sampled
states no seat's view tells a made-up world from the real one (the hands, the deck's
order and, by default, the others' exact money are the secrets)."""

import json
import random

import pytest

from game.core.agents import RandomAgent
from game.core.leak_check import check_a_random_game
from game.core.playout_check import check_random_playouts
from game.games.imtheboss.model import OVER, VARIANTS, BossState
from game.games.imtheboss.tiles import TILES
from game.games.imtheboss.variants import options_of

HIDES_AGAIN = frozenset({"reshuffle"})  # the discard pile, shown face up, goes face down


def players(variant: str) -> int:
    return options_of(variant).players


def play(s: BossState, agent: RandomAgent, limit: int = 5000) -> int:
    actions = 0
    while not s.is_terminal():
        s.apply(agent.choose(s.observation(s.to_act), s.legal_actions(s.to_act)))
        actions += 1
        assert actions < limit
    return actions


@pytest.mark.parametrize("variant", VARIANTS)
def test_random_games_keep_every_invariant(variant):
    report = check_random_playouts(lambda seed: BossState(seed, variant), players(variant),
                                   games=1, seed=10, hides_again=HIDES_AGAIN)
    assert report.games == 1 and report.actions > 100


@pytest.mark.parametrize("variant", ["3p", "4p-r6", "5p-open", "6p-r2"])
def test_a_random_game_ends_after_deal_ten_at_the_earliest_and_replays(variant):
    for seed in range(4):
        s = BossState(seed, variant)
        play(s, RandomAgent(seed))
        assert s.step == OVER and 10 <= s.deals_done <= 15 and len(s.tiles) == s.deals_done
        assert s.deals_done == 15 or s.end_die in TILES[s.deals_done].end_faces
        again = BossState.from_json(json.loads(json.dumps(s.to_json())))
        for seat in range(s.players):
            assert again.observation(seat) == s.observation(seat)
        assert s.winners() and s.to_act is None and s.legal_actions(0) == []


@pytest.mark.parametrize("variant", ["3p", "4p", "5p-open", "6p-r2"])
def test_no_seat_can_tell_a_made_up_world_from_the_real_one(variant):
    checked = sum(check_a_random_game(BossState(seed, variant), RandomAgent(seed), 9)
                  for seed in range(2))
    assert checked > 100


def test_clones_are_independent_and_made_up_worlds_play_to_the_end():
    s = BossState(21, "4p")
    agent = RandomAgent(21)
    rng = random.Random(21)
    for _ in range(90):
        s.apply(agent.choose(s.observation(s.to_act), s.legal_actions(s.to_act)))
    before = json.dumps([s.observation(p) for p in range(4)]), json.dumps(s.to_json())
    for seat in range(4):
        world = s.determinize(seat, rng)
        while not world.is_terminal():
            world.apply(rng.choice(world.legal_actions(world.to_act)))
        assert len(world.returns()) == 4
    clone = s.clone()
    while not clone.is_terminal():
        clone.apply(rng.choice(clone.legal_actions(clone.to_act)))
    assert (json.dumps([s.observation(p) for p in range(4)]), json.dumps(s.to_json())) == before


@pytest.mark.parametrize("variant", ["3p", "6p"])
def test_every_seat_acts_and_seats_not_asked_are_offered_nothing(variant):
    s = BossState(33, variant)
    agent = RandomAgent(33)
    acted = set()
    while not s.is_terminal():
        seat = s.to_act
        for other in range(s.players):
            if other != seat:
                assert s.legal_actions(other) == []
        action = agent.choose(s.observation(seat), s.legal_actions(seat))
        acted.add(action.seat)
        s.apply(action)
    assert acted == set(range(players(variant)))


def test_garbage_actions_are_refused_and_change_nothing():
    """The conformance fuzzer's garbage (wrong seats, types, names, numbers out of range,
    other games' actions) at states of random playouts of every variant."""
    from types import SimpleNamespace

    from tests.conformance.fuzz import fuzz_game

    game = SimpleNamespace(key="imtheboss", new_state=BossState, variants=VARIANTS)
    counts = fuzz_game(game, states=40, seed=5)
    assert counts.attempts > 1000 and counts.clean, counts.examples
