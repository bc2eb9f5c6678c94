"""Drawing two treasure cards at the end of the actions: rules sheet §3 B.

A Waters Rise! is resolved, never kept: it waits beside the deck until both cards are
drawn (so an empty deck refilled between the two cannot take it back in), then the
meter rises once per Waters Rise! and the flood discard goes on top once
(`flooding.raise_water`), and the Waters Rise! cards are discarded. An empty treasure
deck takes its discard, shuffled. The hand limit is the state machine's to ask.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import Event
from game.games.forbidden_island import flooding
from game.games.forbidden_island.tiles import PACK, WATERS_RISE, kind

CARDS_DRAWN = 2


def _refill(state: Any) -> list[Event]:
    pile = list(state.treasure_discard)
    state.rng.shuffle(pile)
    state.treasure_discard.clear()
    state.treasure_deck[:] = pile
    return [Event("treasure_deck_refilled", None, {"count": len(pile)})]


def draw(state: Any) -> list[Event]:
    """The active seat draws two treasure cards; Waters Rise! resolved."""
    seat, events = state.active, []
    drawn: list[int] = []
    for _ in range(CARDS_DRAWN):
        if not state.treasure_deck:
            events += _refill(state)
        if not state.treasure_deck:  # every card in hands: nothing to draw
            break
        drawn.append(state.treasure_deck.pop())
    rises = [c for c in drawn if kind(c) == WATERS_RISE]
    state.hands[seat].extend(c for c in drawn if c not in rises)
    # In the hand's order: which of the two lay on top is nobody's to know.
    events.append(Event("drew", seat, {"cards": PACK.codes(sorted(drawn))}))
    if rises:
        events += flooding.raise_water(state, len(rises))
        state.treasure_discard.extend(rises)
    return events
