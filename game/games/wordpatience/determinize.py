"""What the player of the solitaire may know, and worlds made up from it.

Seen: every face-up card in the columns, the waste, the foundations, how many cards lie
face down in each column and in the stock; after the first pass through the stock, the
stock's cards too (it is the waste he has seen, turned over). Hidden: the face-down
cards, and the stock's order on the first pass. A world deals the hidden cards again at
random into the places they fill (`PatienceState.determinize` calls `deal_hidden`)."""

from __future__ import annotations

import random
from typing import Any


def hidden_places(state: Any) -> list[list[int]]:
    """The lists holding cards the player cannot place: each column's face-down cards,
    and the stock while it is still unseen."""
    places: list[list[int]] = [*state.down]
    if state.passes == 1:
        places.append(state.stock)
    return places


def deal_hidden(world: Any, rng: random.Random) -> Any:
    """`world` (a copy) with its hidden cards shuffled among their places, in place."""
    places = hidden_places(world)
    cards = [c for place in places for c in place]
    rng.shuffle(cards)
    it = iter(cards)
    for place in places:
        place[:] = [next(it) for _ in place]
    return world
