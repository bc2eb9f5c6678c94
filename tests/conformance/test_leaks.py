"""Every game keeps its secrets, whatever the game (issue 14, "Private information"):

- the generic leak check (`game/core/leak_check.py`) holds at sampled states of random
  playouts of every variant, for every seat: a seat's observation is the same in the
  real state and in its determinizations, and the determinizations really vary what is
  hidden from it;
- a determinization is playable: a random playout from it reaches the end;
- `clone` is independent: playing a clone to its end leaves the state as it was;
- events tell no seat more than its observation: two worlds that differ only in what a
  seat cannot see show it the same events, whatever the seat asked does in each.

The normal run samples a few states per variant; `make test-slow` checks many more.
"""

from __future__ import annotations

import random

import pytest

from game.core.leak_check import check_events_tell_no_more, check_no_leak
from tests.conformance.helpers import (
    GAMES,
    MAX_ACTIONS,
    choices,
    each_game,
    plain,
    random_actions,
    replayed,
    seats_of,
)

PLAYOUTS = 8  # random playouts per game, spread over its variants (at least one each)
POINTS = 4  # sampled states per playout (the deal included)
SLOW_PLAYOUTS = 3  # per variant under `make test-slow`
SLOW_POINTS = 25  # ... checking about this many states of each, evenly spread


def check_playout(game, variant, seed, points_of, samples=8) -> tuple[int, int]:
    """The leak check at the chosen states of one random playout, for every seat.
    Returns how many checks had something hidden to vary (a card zone or a named
    value) and how many had to see a hidden role or choice changed."""
    actions = random_actions(game, variant, seed)
    points = points_of(len(actions), random.Random(seed))
    cards = values = 0
    for i, state in replayed(game, variant, seed, actions):
        if i not in points:
            continue
        for seat in range(seats_of(state)):
            where = f"{game.key} {variant} seed {seed}, {i} actions in"
            report = check_no_leak(state, seat, random.Random(seed * 1000 + i * 10 + seat),
                                   samples=samples, where=where)
            cards += report.card_zones + report.values > 0
            values += report.values > 0
    return cards, values


def sampled(count: int, rng: random.Random) -> set[int]:
    return {0} | set(rng.sample(range(1, count), min(POINTS - 1, count - 1)))


@each_game
def test_no_seat_can_tell_its_determinizations_from_the_real_state(game):
    per_variant = max(1, PLAYOUTS // len(game.variants))
    hiding = 0
    for index, variant in enumerate(game.variants):
        for seed in range(4000 + 100 * index, 4000 + 100 * index + per_variant):
            found, _values = check_playout(game, variant, seed, sampled)
            hiding += found
    # A game that hides something (hands, a face-down pile, the future) must have met a
    # secret, or the check proved nothing; one of perfect information hides nothing.
    if game.hides:
        assert hiding > 0, "no sampled state hid anything from any seat"
    else:
        assert hiding == 0, "a game of perfect information hid something"


EVENT_POINTS = 40  # sampled states per playout for the events' check


@each_game
def test_events_tell_no_seat_more_than_its_observation(game):
    compared = 0
    for index, variant in enumerate(game.variants):
        seed = 4200 + index
        actions = random_actions(game, variant, seed)
        rng = random.Random(seed)
        points = set(rng.sample(range(len(actions)), min(EVENT_POINTS, len(actions))))
        for i, state in replayed(game, variant, seed, actions):
            if i not in points:
                continue
            for seat in range(seats_of(state)):
                compared += check_events_tell_no_more(
                    state, seat, rng, samples=2,
                    where=f"{game.key} {variant} seed {seed}, {i} actions in")
    # Some action must have left a seat's view as it was in both worlds: a check that
    # compared nothing would prove nothing.
    assert compared > 0, "no pair of worlds looked the same to a seat after an action"


def play_to_end(game, state, rng: random.Random) -> int:
    for done in range(MAX_ACTIONS):
        if state.is_terminal():
            return done
        state.apply(rng.choice(choices(game, state, rng)))
    raise AssertionError(f"{game.key}: a playout from a determinization does not end")


@each_game
def test_determinizations_play_to_the_end_and_clones_are_independent(game):
    variant = game.variant_for(game.default_options(), game.seats[-1])
    actions = random_actions(game, variant, 4500)
    points = {0, len(actions) // 3, 2 * len(actions) // 3}
    rng = random.Random(4500)
    for i, state in replayed(game, variant, 4500, actions):
        if i not in points:
            continue
        seats = seats_of(state)
        before = plain([state.observation(s) for s in range(seats)]), plain(state.to_json())
        for seat in range(seats):
            det = state.determinize(seat, rng)
            assert play_to_end(game, det, rng) >= 1 and det.is_terminal()
            assert len(det.returns()) == seats
        clone = state.clone()
        play_to_end(game, clone, rng)
        after = plain([state.observation(s) for s in range(seats)]), plain(state.to_json())
        assert after == before, f"{game.key} {i} actions in: playing on changed the state"


def every_variant():
    for game in GAMES.values():
        for variant in game.variants:
            yield pytest.param(game, variant, id=f"{game.key}-{variant}")


@pytest.mark.slow
@pytest.mark.parametrize(("game", "variant"), list(every_variant()))
def test_no_leak_at_many_states_of_every_variant(game, variant):
    base = 5000 + 100 * game.variants.index(variant)
    for seed in range(base, base + SLOW_PLAYOUTS):
        check_playout(game, variant, seed, spread, samples=12)


def spread(count: int, rng: random.Random) -> set[int]:
    step = max(1, count // SLOW_POINTS)
    return set(range(rng.randrange(step), count + 1, step))
