"""The influence deck and its discard pile (rules sheet §4B, §5.5, C6): drawing (the discard
pile shuffled in when the deck runs out; what exists when both are empty), and the hand
limit. The deck's top is the end of its list; the discard pile lies face up."""

from __future__ import annotations

from typing import Any

from game.core.protocol import Event
from game.games.imtheboss.cards import PACK
from game.games.imtheboss.data import HAND_LIMIT


def draw(state: Any, seat: int, count: int) -> list[Event]:
    events: list[Event] = []
    drawn: list[int] = []
    for _ in range(count):
        if not state.deck:
            if not state.discard:
                break
            state.deck, state.discard = state.discard, []
            state.rng.shuffle(state.deck)
            events.append(Event("reshuffle", None, {"count": len(state.deck)}))
        drawn.append(state.deck.pop())
    state.hands[seat] += drawn
    events.append(Event("draw", seat, {"count": len(drawn)},
                        {seat: {"cards": PACK.codes(drawn)}}))
    return events


def over_limit(hand: list[int]) -> int:
    """How many cards a hand must discard after a draw (C6: every card counts)."""
    return max(0, len(hand) - HAND_LIMIT)
