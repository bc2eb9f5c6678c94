"""Every registered game refuses garbage cleanly (the generic fuzzer in fuzz.py):
actions of the wrong seat, after the end, with fields of the wrong type, card ids
outside the pack, not held or named twice, another game's actions and non-actions
are each refused with IllegalAction, and the state is byte-identical afterwards.

`make test-slow` fuzzes many more states; `python -m tests.conformance.fuzz` prints
the counts.
"""

from __future__ import annotations

import dataclasses

import pytest

from tests.conformance.fuzz import fuzz_game, garbage
from tests.conformance.helpers import GAMES, each_game


@each_game
def test_garbage_is_refused_and_changes_nothing(game):
    counts = fuzz_game(game, states=25, seed=3)
    assert counts.attempts > 1000 and counts.refusals == counts.attempts, counts.examples
    assert counts.clean, counts.examples


@pytest.mark.slow
@each_game
def test_garbage_is_refused_at_many_more_states(game):
    counts = fuzz_game(game, states=400, seed=11)
    assert counts.clean, counts.examples


@each_game
def test_the_fuzzer_covers_every_kind_of_garbage(game):
    import random

    state = game.new_state(7, game.variants[0])
    others = [g for g in GAMES.values() if g.key != game.key]
    kinds = {what for what, _ in garbage(game, state, random.Random(1), others)}
    expected = {"not an action", "wrong seat", "seat of the wrong type"}
    if others:
        expected.add(f"{others[0].key} action")
    assert expected <= kinds
    assert any(k.endswith("of the wrong type") and not k.startswith("seat") for k in kinds)


def test_the_fuzzer_counts_what_a_careless_model_accepts():
    """The fuzzer is not blind: a model that takes any action is reported, with the
    states it changed."""
    game = next(iter(GAMES.values()))

    class Gullible:
        """A real state of the game whose apply takes anything and counts it."""

        def __init__(self, inner, taken: int = 0) -> None:
            self.inner, self.taken = inner, taken

        def __getattr__(self, name):
            return getattr(self.inner, name)

        def apply(self, action):
            self.taken += 1
            return []

        def to_json(self):
            return {"inner": self.inner.to_json(), "taken": self.taken}

        snapshot = to_json

    careless = dataclasses.replace(
        game, new_state=lambda seed, variant: Gullible(game.new_state(seed, variant)),
        state_from_json=lambda data: Gullible(game.state_from_json(data["inner"]),
                                              data["taken"]))
    counts = fuzz_game(careless, states=3, seed=1)
    assert counts.accepted == counts.attempts > 0
    assert counts.changed_states == counts.attempts and not counts.clean
