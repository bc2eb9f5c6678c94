"""Every game's states keep the model layer's rules, whatever the game:

- random playouts of every variant keep every card (or token), show no seat a card
  hidden from it, and survive the JSON round trip (the core checker's `check_state`);
  checking every state of a playout, each state is also the previous one plus its
  action (on a clone), and the round trip is checked every 25 actions and at the end
  (`check_random_playouts`: replaying the log at every state cost the square of the
  game's length);
- a seat that is not to act is refused, with the state and every seat's view of it
  unchanged.

The normal run checks sampled states of a few playouts per variant and every state of
one playout per game; `make test-slow` checks every state of every variant's playouts.
"""

from __future__ import annotations

import random

import pytest

from game.core.playout_check import check_events, check_random_playouts, check_state
from game.core.protocol import IllegalAction
from tests.conformance.helpers import (
    GAMES,
    asked_now,
    choices,
    each_game,
    each_variant,
    outcome_for,
    random_actions,
    relabelled,
    replayed,
    seats_of,
    snapshot,
)

PLAYOUTS = 8  # sampled playouts per game, spread over its variants (at least one each)
OPENING = 6  # the first actions (bids, declarations, tributes, set-up) are all checked
SAMPLED = 10  # and this many states after them, at random, and the end
SLOW_GAMES = 4  # every state of this many playouts per variant under `make test-slow`
REFUSAL_POINTS = 24  # states per game where the other seats try to act


def sampled_seeds(game, variant) -> range:
    base = 1000 + 100 * game.variants.index(variant)
    return range(base, base + max(1, PLAYOUTS // len(game.variants)))


def default_variant(game) -> str:
    return game.variant_for(game.default_options(), game.seats[-1])


@each_variant
def test_random_playouts_keep_cards_secrets_and_round_trip(game, variant):
    acted: set[int] = set()
    for seed in sampled_seeds(game, variant):
        actions = random_actions(game, variant, seed)
        fresh = game.new_state(seed, variant)
        seats = seats_of(fresh)
        assert seats in game.seats
        # The deal shows each seat its own cards (its private part) and nobody else's.
        check_events(fresh, fresh.opening_events(), seats, f"{game.key} {variant} deal")
        rest = range(OPENING + 1, len(actions))
        points = set(range(OPENING + 1)) | {len(actions)}
        points |= set(random.Random(seed).sample(rest, min(SAMPLED, len(rest))))
        for i, state in replayed(game, variant, seed, actions):
            if i in points:
                check_state(state, seats, f"{game.key} {variant} seed {seed}, {i} actions in")
            assert state.is_terminal() == (i == len(actions)), f"seed {seed}: ends elsewhere"
        acted |= {a.seat for a in actions}
    every_seat_acts(game, variant, acted)


def every_seat_acts(game, variant: str, acted: set[int], more: int = 20) -> None:
    """Every seat acts in some random playout: the sampled ones, or (a game may rightly
    end before a seat's first turn: an island can sink at once) a few more."""
    seats = seats_of(game.new_state(1, variant))
    seeds = iter(range(9000, 9000 + more))
    while acted != set(range(seats)):
        seed = next(seeds, None)
        assert seed is not None, f"{game.key} {variant}: seats {set(range(seats)) - acted} " \
            f"never acted in {more} more playouts"
        acted |= {a.seat for a in random_actions(game, variant, seed)}


@each_game
def test_every_state_of_a_random_playout_keeps_the_rules(game):
    variant = default_variant(game)
    seats = seats_of(game.new_state(0, variant))
    report = check_random_playouts(lambda seed: game.new_state(seed, variant), seats,
                                   games=1, seed=500, outcome=outcome_for(game),
                                   hides_again=game.events.resolve().hides_again)
    assert report.games == 1 and report.actions > seats


def every_variant():
    for game in GAMES.values():
        for variant in game.variants:
            yield pytest.param(game, variant, id=f"{game.key}-{variant}")


@pytest.mark.slow
@pytest.mark.parametrize(("game", "variant"), list(every_variant()))
def test_every_state_of_random_playouts_of_every_variant(game, variant):
    seats = seats_of(game.new_state(0, variant))
    seed = 2000 + 100 * game.variants.index(variant)
    report = check_random_playouts(lambda s: game.new_state(s, variant), seats,
                                   games=SLOW_GAMES, seed=seed, outcome=outcome_for(game),
                                   hides_again=game.events.resolve().hides_again)
    assert report.games == SLOW_GAMES and report.actions > SLOW_GAMES * seats


# --- refusal ------------------------------------------------------------------------------


def refuse_the_others(game, state, rng: random.Random, last, where: str) -> int:
    """Every seat but the ones asked now (the seat to act, or those of a simultaneous
    choice; in a one-player game, a seat not at the table) has no legal action, and an
    action of the acting seat said by it is refused with nothing changed (at the end:
    every seat, with the last action). Returns how many refusals were tried."""
    before = snapshot(state)
    actor = state.to_act
    if actor is None:
        assert state.is_terminal(), f"{where}: nobody is to act before the end"
        offered = [last]
    else:
        legal = choices(game, state, rng)
        offered = legal[:1] + rng.sample(legal[1:], min(2, len(legal) - 1))
        actor_legal = state.legal_actions(actor)
    tried = 0
    asked = asked_now(state)
    # A one-player game has no other seat: a seat not at the table is refused instead.
    for seat in range(max(2, seats_of(state))):
        if seat in asked:
            continue
        assert state.legal_actions(seat) == [], f"{where}: seat {seat} is offered actions"
        for action in offered:
            wrong = relabelled(action, seat)
            if wrong is None:
                continue
            try:
                state.apply(wrong)
            except IllegalAction:
                pass
            else:
                pytest.fail(f"{where}: {wrong} was accepted")
            assert snapshot(state) == before, f"{where}: refusing {wrong} changed the state"
            tried += 1
    if actor is not None:
        assert state.legal_actions(actor) == actor_legal, f"{where}: refusals changed the offer"
    return tried


@each_game
def test_seats_not_to_act_are_refused_and_nothing_changes(game):
    per_variant = max(1, REFUSAL_POINTS // len(game.variants))
    tried = 0
    for index, variant in enumerate(game.variants):
        seed = 3000 + index
        actions = random_actions(game, variant, seed)
        rng = random.Random(seed)
        points = {0, len(actions)} | set(rng.sample(range(1, len(actions)),
                                                    min(per_variant, len(actions) - 1)))
        for i, state in replayed(game, variant, seed, actions):
            if i in points:
                where = f"{game.key} {variant} seed {seed}, {i} actions in"
                last = actions[i - 1] if i else None
                tried += refuse_the_others(game, state, rng, last, where)
    assert tried > len(game.variants) * 2
