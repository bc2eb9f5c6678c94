"""The influence deck and its discard pile (rules sheet §4B, §5.5, C6): drawing (the discard
pile shuffled in when the deck runs out; what exists when both are empty), how many cards
a draw takes (3; by placards held with "draw_by_placards", §8), and the hand limit (12;
10 from the deal of tile 10 on with "limit_10", §8). The deck's top is the end of its
list; the discard pile lies face up."""

from __future__ import annotations

from typing import Any

from game.core.protocol import Event
from game.games.imtheboss.cards import PACK
from game.games.imtheboss.data import (
    DRAW,
    DRAWS_BY_PLACARDS,
    HAND_LIMIT,
    LATE_LIMIT,
    LATE_LIMIT_FROM_TILE,
)
from game.games.imtheboss.variants import DRAW_BY_PLACARDS, LIMIT_10


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


def draw_count(state: Any, seat: int) -> int:
    """How many cards `seat` draws: 3, or with "draw_by_placards" 4, 3, 2, 1 for 0, 1, 2,
    3+ investor placards he holds now."""
    if DRAW_BY_PLACARDS not in state.published:
        return DRAW
    held = sum(1 for owner in state.placards.values() if owner == seat)
    return DRAWS_BY_PLACARDS[min(held, len(DRAWS_BY_PLACARDS) - 1)]


def hand_limit(state: Any) -> int:
    """The hand limit now: 12, or with "limit_10" 10 once the tile on top of the stack
    (the next deal's) is tile 10 or later."""
    if LIMIT_10 in state.published and state.next_tile >= LATE_LIMIT_FROM_TILE:
        return LATE_LIMIT
    return HAND_LIMIT


def over_limit(hand: list[int], limit: int = HAND_LIMIT) -> int:
    """How many cards a hand must discard after a draw (C6: every card counts)."""
    return max(0, len(hand) - limit)
