"""Random games of every variant to the end (rules sheet §3, §7): each ends after year V,
every observation is plain JSON, a save loaded again is the same game, and at sampled
states no seat's view tells a made-up world from the real one (the enemy cards are the
only secret; a General's or Queen's peek is that seat's alone)."""

import json
import random

import pytest

from game.core.agents import RandomAgent
from game.core.leak_check import check_a_random_game
from game.core.playout_check import check_random_playouts
from game.games.kingsburg.enemies import YEARS
from game.games.kingsburg.model import OVER, VARIANTS, KingsburgState, players_of


@pytest.mark.parametrize("variant", VARIANTS)
def test_random_games_keep_every_invariant(variant):
    report = check_random_playouts(lambda seed: KingsburgState(seed, variant),
                                   players_of(variant), games=3, seed=10)
    assert report.games == 3 and report.actions > 60 * 3


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_random_game_ends_after_year_five_and_replays(variant):
    s = KingsburgState(7, variant)
    agent = RandomAgent(7)
    actions = 0
    while not s.is_terminal():
        seat = s.to_act
        legal = s.legal_actions(seat)
        assert legal
        obs = s.observation(seat)
        assert json.loads(json.dumps(obs)) == obs
        s.apply(agent.choose(obs, legal))
        actions += 1
        assert actions < 5000
    assert s.step == OVER and s.year == YEARS and not s.deck and len(s.revealed) == YEARS
    again = KingsburgState.from_json(json.loads(json.dumps(s.to_json())))
    for seat in range(players_of(variant)):
        assert again.observation(seat) == s.observation(seat)
    assert s.winners() and s.to_act is None and s.legal_actions(0) == []


@pytest.mark.parametrize("variant", ["2p", "3p-dummy", "5p"])
def test_no_seat_can_tell_a_made_up_world_from_the_real_one(variant):
    peeks: list[bool] = []
    checked = sum(check_a_random_game(KingsburgState(seed, variant), RandomAgent(seed), 5,
                                      lambda s: peeks.append(bool(s.peeked)))
                  for seed in range(2))
    assert checked > 20 and any(peeks)  # some states had a peek to keep secret


def test_clones_are_independent_and_made_up_worlds_play_to_the_end():
    s = KingsburgState(21, "4p")
    agent = RandomAgent(21)
    rng = random.Random(21)
    for _ in range(70):
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


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_seat_acts_and_seats_not_asked_are_offered_nothing(variant):
    s = KingsburgState(33, variant)
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
    assert acted == set(range(players_of(variant)))


def test_garbage_actions_are_refused_and_change_nothing():
    """The conformance fuzzer's garbage (wrong seats, types, names, numbers out of range,
    other games' actions) at states of random playouts of every variant."""
    from types import SimpleNamespace

    from tests.conformance.fuzz import fuzz_game

    game = SimpleNamespace(key="kingsburg", new_state=KingsburgState, variants=VARIANTS)
    counts = fuzz_game(game, states=25, seed=5)
    assert counts.attempts > 1000 and counts.clean, counts.examples
