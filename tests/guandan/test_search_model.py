"""The model's fast path for plays that name their reading (what a search's roll-outs
apply by the thousand): `rules.read_as` answers exactly what the full reading of the
cards does, and a state judges such a play as before (same shape, same refusal)."""

from __future__ import annotations

import random

import pytest

from game.core.protocol import IllegalAction
from game.games.guandan import rules
from game.games.guandan.model import FACES, GdState, Play
from game.games.guandan.rules import KINDS, Combo


def test_read_as_agrees_with_every_reading_of_random_selections():
    rng = random.Random(5)
    checked = found = 0
    for _ in range(3000):
        level = rng.randint(2, rules.ACE)
        size = rng.choice((1, 2, 3, 4, 5, 5, 5, 6, 6, 7))
        faces = [FACES[c] for c in rng.sample(range(len(FACES)), size)]
        if rng.random() < 0.5:  # many real combinations: copies and wild hearts
            faces = [faces[0]] * (size // 2) + [(level, "H")] * min(2, size - size // 2) + \
                faces[size // 2 + 2:]
            faces = faces[:size]
        every = rules.read_with_wilds(faces, level)
        for combo in every:
            assert rules.read_as(faces, level, combo) == every[combo]
            found += 1
        for kind in KINDS:  # and readings they do not have
            combo = Combo(kind, rng.randint(2, 17), size)
            assert rules.read_as(faces, level, combo) == every.get(combo)
            checked += 1
    assert found > 500 and checked


def _judged(state: GdState, play: Play):
    """What the state makes of a play it did not offer: its shape, or the refusal."""
    trial = state.clone()
    try:
        trial.apply(play)
    except IllegalAction as refusal:
        return ("refused", refusal.reason, refusal.params)
    return ("played", trial.last_play[2] if trial.last_play else None, trial.current)


@pytest.mark.parametrize("seed", range(3))
def test_a_play_naming_its_reading_is_judged_as_by_the_full_check(seed, monkeypatch):
    """The same plays, well named, misnamed or not combinations, judged with the fast
    path and with it switched off: the same shapes and the same refusals."""
    rng = random.Random(seed)
    state = GdState.new(600 + seed)
    plays: list[tuple[GdState, Play]] = []
    while not state.is_terminal() and len(plays) < 400:
        seat = state.to_act
        legal = state.legal_actions(seat)
        for action in rng.sample(legal, min(4, len(legal))):
            if isinstance(action, Play):
                plays.append((state.clone(), Play(seat, action.cards, action.reading)))
                misnamed = f"{rng.choice(KINDS)}:{action.reading[-1]}"
                plays.append((state.clone(), Play(seat, action.cards, misnamed)))
        hand = state.hands[seat]
        cards = tuple(rng.sample(hand, min(len(hand), rng.randint(1, 6))))
        named = f"{rng.choice(KINDS)}:{rng.randint(2, 17)}"
        plays.append((state.clone(), Play(seat, cards, named)))
        state.apply(rng.choice(legal))
    fast = [_judged(s, p) for s, p in plays]
    monkeypatch.setattr(GdState, "_named_reading", lambda self, play, prev: None)
    full = [_judged(s, p) for s, p in plays]
    assert fast == full
    assert sum(f[0] == "played" for f in fast) > 50 and sum(f[0] == "refused" for f in fast) > 50
