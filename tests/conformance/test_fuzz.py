"""Every registered game refuses garbage cleanly (the generic fuzzer in fuzz.py):
actions of the wrong seat, after the end, with fields of the wrong type, whole numbers
out of range, card ids outside the pack, not held or named twice, another game's
actions and non-actions are each refused with IllegalAction, and everything the state
holds (its action log and RNG too) is byte-identical afterwards.

`make test-slow` fuzzes many more states; `python -m tests.conformance.fuzz` prints
the counts.
"""

from __future__ import annotations

import dataclasses
import random
import typing

import pytest

from game.core.protocol import Action, IllegalAction
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
    state = game.new_state(7, game.variants[0])
    others = [g for g in GAMES.values() if g.key != game.key]
    kinds = {what for what, _ in garbage(game, state, random.Random(1), others)}
    expected = {"not an action", "wrong seat", "seat of the wrong type"}
    if others:
        expected.add(f"{others[0].key} action")
    # Every whole-number field that is not a card (a bid, a dish, a target seat).
    for cls in state.codec.classes:
        hints = typing.get_type_hints(cls)
        expected |= {f"{f.name} out of range" for f in dataclasses.fields(cls)
                     if f.name != "seat" and hints[f.name] is int}
    assert expected <= kinds
    assert any(k.endswith("of the wrong type") and not k.startswith("seat") for k in kinds)


def _lose_a_card(state, action):
    next(hand for hand in state.hands if hand).pop()


# A refusal that changes what the state holds, planted where a compare of the old
# snapshot() alone did not look (the action log, the RNG, the emperor's cards).
PLANTED = {
    "doudizhu-a card lost": ("doudizhu", _lose_a_card),
    "baohuang-the action log": ("baohuang", lambda state, action: state.actions.append(action)),
    "baohuang-the RNG": ("baohuang", lambda state, action: state.rng.random()),
    "baohuang-the emperor's cards": (
        "baohuang", lambda state, action: state.crowned_with.append(state.emperor_card)),
    "guandan-the action log": ("guandan", lambda state, action: state.actions.append(action)),
    "alacarte-the RNG": ("alacarte", lambda state, action: state.rng.random()),
}


@pytest.mark.parametrize("planted", list(PLANTED.values()), ids=list(PLANTED))
def test_a_refusal_that_changes_the_state_is_counted_and_the_fuzzing_goes_on(
        planted, monkeypatch):
    """The fuzzer is not blind to a refusal that changes the state (as Guan Dan's
    ReturnCard once destroyed a card): each is counted, and the next action meets
    the state as it was."""
    key, damage = planted
    game = GAMES[key]
    cls = type(game.new_state(1, game.variants[0]))  # Dou Di Zhu's 4p state inherits it
    real_apply = cls.apply
    planted_times = 0

    def careless_apply(self, action):
        nonlocal planted_times
        if isinstance(action, Action) and action.seat == 99:  # one of the wrong seats
            planted_times += 1
            damage(self, action)
            raise IllegalAction("turn", "It is not your turn.")
        return real_apply(self, action)

    monkeypatch.setattr(cls, "apply", careless_apply)
    counts = fuzz_game(game, states=5, seed=1)
    assert counts.refusals == counts.attempts > 0
    assert counts.other_exceptions == counts.accepted == 0
    assert counts.changed_states == planted_times > 0, counts.examples
    assert "changed the state" in counts.examples[0]


def test_the_fuzzer_counts_what_a_careless_model_accepts():
    """The fuzzer is not blind: a model that takes any action is reported, with the
    states it changed."""
    game = next(iter(GAMES.values()))

    class Gullible:
        """A real state of the game whose apply takes anything and counts it."""

        def __init__(self, inner, taken: int = 0) -> None:
            self.inner, self.taken = inner, taken

        def __getattr__(self, name):
            if name == "inner":  # not set yet: a copy being made
                raise AttributeError(name)
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
