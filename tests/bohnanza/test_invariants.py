"""Bohnanza under the shared checks before it has a table (it is not catalogued yet):
random games at every player count keep every card in one place, replay and round-trip
through saves; no seat's view tells a made-up world from the real one."""

import random

import pytest

from game.core.leak_check import check_no_leak
from game.core.playout_check import check_random_playouts
from game.games.bohnanza.ai import make_agent
from game.games.bohnanza.model import BohnanzaState


@pytest.mark.parametrize("variant", ["3p", "4p-rio", "7p"])  # each deck, both field counts
def test_random_games_keep_every_invariant(variant):
    state = BohnanzaState(0, variant)
    report = check_random_playouts(lambda seed: BohnanzaState(seed, variant),
                                   state.players, games=1, seed=11)
    assert report.games == 1 and report.actions > 200


@pytest.mark.parametrize("variant", ["3p", "5p-rio"])
def test_no_view_tells_a_made_up_world_from_the_real_one(variant):
    state = BohnanzaState(4, variant)
    agents = [make_agent("normal", s) for s in range(state.players)]
    rng = random.Random(2)
    checked = 0
    while not state.is_terminal():
        if checked < 60 and rng.random() < 0.15:
            for seat in range(state.players):
                check_no_leak(state, seat, rng, where=f"{variant} {state.phase}")
            checked += 1
        seat = state.to_act
        state.apply(agents[seat].choose(state.observation(seat), state.legal_actions(seat)))
    assert checked >= 10
