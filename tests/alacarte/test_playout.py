"""Whole games of A la Carte between computer chefs, with pours and flips drawn from the
measured skill tables. Random playouts under the generic checker (every token kept, no
hidden token shown, JSON round trip) of every variant are in tests/conformance."""

import random

import pytest

from game.games.alacarte.ai import ChefAgent
from game.games.alacarte.data import CREPE
from game.games.alacarte.model import AlcState
from tests.alacarte.helpers import skill_outcome


def dish_tokens_kept(state):
    tokens = state.dish_tokens()
    assert sorted(d for d in tokens if d != CREPE) == list(range(1, 21))
    assert tokens.count(CREPE) == sum(c != "unused" for c in state.crepe)


def chef_game(seed, variant, levels):
    """A game between computer chefs; the minigames answer as the chef's hand would."""
    state = AlcState.new(seed, variant)
    chefs = [ChefAgent(level, seed * 10 + i) for i, level in enumerate(levels)]
    hands = random.Random(seed)
    events = []
    for _ in range(5000):
        if state.is_terminal():
            break
        seat = state.to_act
        chef = chefs[seat]
        if state.awaiting_outcome():
            target = 1
            if state.awaiting_outcome() == "pour":
                target = chef.pour_target(state.observation(seat), state.pending["colour"],
                                          state.pending["target"])
            action = skill_outcome(state, hands, chef.skill, target)
        else:
            legal = state.legal_actions(seat)
            action = chef.choose(state.observation(seat), legal)
            assert action in legal
        events += state.apply(action)
        dish_tokens_kept(state)
    return state, events


@pytest.mark.parametrize("variant, levels", [
    ("2p", ["easy", "hard"]), ("2p-end5", ["normal", "normal"]),
    ("3p", ["easy", "normal", "hard"]), ("4p", ["hard"] * 4), ("4p", ["easy"] * 4),
    ("4p", ["easy", "normal", "hard", "normal"])])
def test_computer_chefs_play_whole_games_to_an_end(variant, levels):
    for seed in range(6):
        state, events = chef_game(seed, variant, levels)
        assert state.is_terminal(), f"seed {seed} did not end"
        over = events[-1]
        assert over.kind == "game_over" and over.data["reason"] == state.over_reason
        places = over.data["places"]
        assert len(places) == state.n and min(places) == 1
        assert over.data["points"] == state.returns() and places == state.placings()
        counts = [len(t) for t in state.trays]
        if state.over_reason == "dishes":
            assert max(counts) == state.dishes_to_end()
        elif state.over_reason == "stars":  # the third star may come with the last dish
            assert max(counts) <= state.dishes_to_end()
        else:
            assert max(counts) < state.dishes_to_end()
        if state.over_reason == "stars":
            assert places[max(range(state.n), key=lambda s: len(state.stars[s]))] == 1


def test_two_player_chef_games_reach_seven_dishes_only_in_the_7_setting():
    finished = {}
    for variant in ("2p", "2p-end5"):
        finished[variant] = [max(len(t) for t in chef_game(seed, variant,
                                                           ["hard", "hard"])[0].trays)
                             for seed in range(8)]
    assert max(finished["2p"]) == 7
    assert max(finished["2p-end5"]) == 5
