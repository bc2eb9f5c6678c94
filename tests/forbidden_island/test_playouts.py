"""Random games of every variant: they end, keep every card, keep the deck orders
secret, and a save (seed, variant, actions) replays them exactly."""

from __future__ import annotations

import json
import random

import pytest

from game.core.agents import RandomAgent
from game.core.leak_check import check_no_leak
from game.core.playout_check import check_random_playouts
from game.games.forbidden_island.actions import CODEC
from game.games.forbidden_island.model import IslandState
from game.games.forbidden_island.setup import VARIANTS, Setup

GAMES = 12  # per variant in the normal run
SLOW_GAMES = 200  # per variant under `make test-slow`
MAX_ACTIONS = 5000


def players(variant: str) -> int:
    return Setup.parse(variant).players


def playout(variant: str, seed: int) -> tuple[IslandState, list]:
    state, agent, actions = IslandState.new(seed, variant), RandomAgent(seed), []
    while not state.is_terminal():
        legal = state.legal_actions(state.to_act)
        assert legal, f"{variant} seed {seed}: seat {state.to_act} cannot act"
        action = agent.choose(state.observation(state.to_act), legal)
        state.apply(action)
        actions.append(action)
        assert len(actions) < MAX_ACTIONS, f"{variant} seed {seed} does not end"
    return state, actions


@pytest.mark.parametrize("variant", VARIANTS)
def test_random_playouts_keep_the_invariants(variant):
    report = check_random_playouts(lambda s: IslandState.new(s, variant), players(variant),
                                   games=GAMES, seed=100)
    assert report.games == GAMES


@pytest.mark.slow
@pytest.mark.parametrize("variant", VARIANTS)
def test_many_random_playouts_keep_the_invariants(variant):
    report = check_random_playouts(lambda s: IslandState.new(s, variant), players(variant),
                                   games=SLOW_GAMES, seed=0)
    assert report.games == SLOW_GAMES


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_finished_game_round_trips_through_its_save(variant):
    state, actions = playout(variant, 7)
    data = json.loads(json.dumps(state.to_json()))
    assert data["seed"] == 7 and data["variant"] == variant
    assert [CODEC.from_json(a) for a in data["actions"]] == actions
    again = IslandState.from_json(data)
    assert again.is_terminal() and again.result == state.result
    for seat in range(state.players):
        assert again.observation(seat) == state.observation(seat)
    assert again.card_zones() == state.card_zones()


@pytest.mark.parametrize("variant", VARIANTS)
def test_no_seat_can_tell_a_made_up_world_from_the_real_one(variant):
    _, actions = playout(variant, 21)
    rng = random.Random(21)
    points = {0, len(actions)} | set(rng.sample(range(len(actions)), min(5, len(actions))))
    state = IslandState.new(21, variant)
    for i, action in enumerate([None, *actions]):
        if action is not None:
            state.apply(action)
        if i in points:
            for seat in range(state.players):
                check_no_leak(state, seat, random.Random(i * 10 + seat), where=f"{variant} {i}")


def test_a_clone_is_independent_and_a_made_up_world_plays_to_the_end():
    state = IslandState.new(4, "4p-normal-classic")
    agent = RandomAgent(4)
    for _ in range(15):
        state.apply(agent.choose({}, state.legal_actions(state.to_act)))
    before = json.dumps([state.to_json(), state.card_zones(), state.observation(0)])
    for copy in (state.clone(), state.determinize(0, random.Random(1))):
        rng = random.Random(2)
        while not copy.is_terminal():
            copy.apply(rng.choice(copy.legal_actions(copy.to_act)))
    assert json.dumps([state.to_json(), state.card_zones(), state.observation(0)]) == before


def test_the_decks_orders_are_the_secrets():
    state = IslandState.new(9, "3p-elite-skull")
    hidden = state.hidden_values(1)
    assert set(hidden) == {"treasure_deck_order", "flood_deck_order"}
    assert state.hidden_from(0) == set(state.treasure_deck) | set(state.flood_deck)
    obs = json.dumps(state.observation(0))
    assert not any(f'"{code}"' in obs for code in state.pack.codes(state.hidden_from(0)))
