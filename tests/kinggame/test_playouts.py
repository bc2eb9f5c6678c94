"""Random games of every listed variant to the end (K8): every observation is plain JSON
and shows no seat a card hidden from it, a save loaded again is the same game, and at
sampled states no seat's view tells a made-up world from the real one (the others'
uncalled numbers, a seat's own card before its peek, the next deals are the secrets)."""

import json
import random

import pytest

from game.core.agents import RandomAgent
from game.core.leak_check import check_events_tell_no_more, check_no_leak
from game.core.playout_check import (
    check_events,
    check_random_playouts,
    check_round_trip,
    check_state,
    same_game,
)
from game.games.kinggame.model import OVER, KingGameState
from game.games.kinggame.variants import VARIANTS, options_of, players_of
from tests.kinggame.play import KeepGoing, play


@pytest.mark.parametrize("variant", VARIANTS)
def test_random_games_keep_every_invariant(variant):
    report = check_random_playouts(lambda seed: KingGameState(seed, variant),
                                   players_of(variant), games=4, seed=10)
    assert report.games == 4 and report.actions >= 4 * (players_of(variant) + 2)


@pytest.mark.parametrize("variant", ["3p-r20", "6p", "10p-r5-no_pair-tally"])
def test_long_random_games_keep_every_invariant(variant):
    """The same checks along games that mostly go on to the last round."""
    n = players_of(variant)
    rounds = 0
    for seed in range(2):
        s = KingGameState(seed, variant)
        agent = KeepGoing(seed)
        check_state(s, n, "start")
        while not s.is_terminal():
            action = agent.choose(s.observation(s.to_act), s.legal_actions(s.to_act))
            before = s.clone()
            events = s.apply(action)
            where = f"seed {seed}, after {action}"
            views = check_state(s, n, where, round_trip=False)
            check_events(s, events, n, where)
            before.apply(action)
            same_game(before, s, n, where, views)
        check_round_trip(s, n, "the end")
        rounds += s.round
    assert rounds > options_of(variant).rounds


@pytest.mark.parametrize("variant", ["3p", "4p-r5-tally", "7p"])
def test_a_random_game_ends_and_replays(variant):
    for seed in range(3):
        s = KingGameState(seed, variant)
        for _ in play(s, KeepGoing(seed)):
            pass
        assert s.step == OVER and 1 <= s.round <= options_of(variant).rounds
        assert len(s.history) == s.round
        again = KingGameState.from_json(json.loads(json.dumps(s.to_json())))
        for seat in range(s.players):
            assert again.observation(seat) == s.observation(seat)
        assert s.to_act is None and s.legal_actions(0) == []


@pytest.mark.parametrize("variant", ["3p", "5p-r5-tally", "8p"])
def test_no_seat_can_tell_a_made_up_world_from_the_real_one(variant):
    checked = 0
    for seed in range(2):
        s = KingGameState(seed, variant)
        for k, state in enumerate(play(s, KeepGoing(seed))):
            if k % 5 == 0 or state.is_terminal():
                for seat in range(s.players):
                    check_no_leak(state, seat, random.Random(k))
                    check_events_tell_no_more(state, seat, random.Random(k))
                    checked += 1
    assert checked > 40


def test_clones_are_independent_and_made_up_worlds_play_to_the_end():
    s = KingGameState(21, "5p")
    agent = KeepGoing(21)
    rng = random.Random(21)
    for _ in range(30):
        s.apply(agent.choose(s.observation(s.to_act), s.legal_actions(s.to_act)))
    before = json.dumps([s.observation(p) for p in range(5)]), json.dumps(s.to_json())
    for seat in range(5):
        world = s.determinize(seat, rng)
        while not world.is_terminal():
            world.apply(rng.choice(world.legal_actions(world.to_act)))
    clone = s.clone()
    while not clone.is_terminal():
        clone.apply(rng.choice(clone.legal_actions(clone.to_act)))
    assert (json.dumps([s.observation(p) for p in range(5)]), json.dumps(s.to_json())) == before


@pytest.mark.parametrize("variant", ["3p", "6p"])
def test_every_seat_acts_and_seats_not_asked_are_offered_nothing(variant):
    s = KingGameState(33, variant)
    acted = set()
    for state in play(s, RandomAgent(33)):
        if state.is_terminal():
            break
        for other in range(s.players):
            if other != state.to_act:
                assert state.legal_actions(other) == []
        acted.add(state.to_act)
    assert acted == set(range(players_of(variant)))


def test_garbage_actions_are_refused_and_change_nothing():
    """The conformance fuzzer's garbage (wrong seats, types, names, numbers out of range,
    other games' actions) at states of random playouts of every variant."""
    from types import SimpleNamespace

    from tests.conformance.fuzz import fuzz_game

    game = SimpleNamespace(key="kinggame", new_state=KingGameState, variants=VARIANTS)
    counts = fuzz_game(game, states=40, seed=5)
    assert counts.attempts > 1000 and counts.clean, counts.examples
