"""`determinize` for A la Carte: the whole table stays (it is public), the face-down cup
pool's order and the future (die, cup draws, refills) are hidden, so the RNG is
reseeded; the result plays to its end. (The generic leak check over random states of
every variant is in tests/conformance/test_leaks.py.)"""

import random

from game.games.alacarte.model import AlcState, Heat
from game.games.alacarte.skill import sampled_outcome


def in_action(seed=3, variant="3p"):
    """A game past the dish choices: the first chef's turn of actions."""
    state = AlcState.new(seed, variant)
    while state.phase == "choose_dish":
        state.apply(state.legal_actions()[0])
    return state


def play_out(state, seed=0):
    rng = random.Random(seed)
    for _ in range(5000):
        if state.is_terminal():
            return state
        legal = state.legal_actions() or [sampled_outcome(state, rng)]
        state.apply(rng.choice(legal))
    raise AssertionError("the game did not end")


def test_the_table_stays_and_the_die_is_rolled_again():
    state = in_action()
    seat = state.to_act
    faces = set()
    for i in range(12):
        det = state.determinize(seat, random.Random(i))
        assert all(det.observation(s) == state.observation(s) for s in range(state.n))
        assert sorted(det.cup_pool) == sorted(state.cup_pool)
        faces.add(det.apply(Heat(seat))[0].data["face"])
    assert len(faces) > 2  # the future roll is not the real state's


def test_a_determinization_plays_to_its_end_and_leaves_the_state_alone():
    state = in_action(5, "4p")
    before = state.snapshot()
    for seat in range(state.n):
        det = play_out(state.determinize(seat, random.Random(seat)), seat)
        assert det.phase == "over"
    assert state.snapshot() == before


def test_a_clone_is_independent_and_equals_the_copy():
    state = in_action(7, "2p")
    before = state.snapshot()
    copy = state.clone()
    assert copy.snapshot() == before == state.copy().snapshot()
    play_out(copy)
    assert state.snapshot() == before and state.phase != "over"
