"""What a wild stands for is the same live and after Resume: a play offered in the legal
list and the equal play rebuilt from a save (checked afresh) read their wilds alike, so
the table says the same "wild ♥2 as …" either way. A full house whose pair is two wilds
is the case in point: the pair could stand for any rank."""

from __future__ import annotations

from game.games.guandan import rules
from game.games.guandan.model import GdState, Play, faces


def wild_pair_full_house(state: GdState) -> Play | None:
    """A play of the seat to play, from the legal list, whose wilds the legal list reads
    otherwise than a fresh check of the same cards and reading would (a full house's
    pair of wilds)."""
    hand = state.hands[state.current]
    for found in rules.plays(faces(hand), state.level, None):
        cards = tuple(hand[i] for i in found.cards)
        fresh = rules.read_as(faces(cards), state.level, found.combo)
        if found.wild_as and fresh is not None and fresh != found.wild_as:
            return next((a for a in state.legal_actions() if isinstance(a, Play)
                         and sorted(a.cards) == sorted(cards)
                         and a.reading == found.combo.reading), None)
    return None


def test_a_wild_pair_reads_the_same_live_and_after_resume():
    state, action = next((s, a) for s in (GdState.new(seed) for seed in range(60))
                         if s.phase == "play" and (a := wild_pair_full_house(s)) is not None)
    replay = GdState.from_json(state.to_json())  # a save read back: nothing offered
    again = Play(action.seat, tuple(action.cards), action.reading)
    assert again == action and again is not action
    live = [e.data for e in state.apply(action) if e.kind == "play"]
    rebuilt = [e.data for e in replay.apply(again) if e.kind == "play"]
    assert live == rebuilt and live[0]["wild_as"]
