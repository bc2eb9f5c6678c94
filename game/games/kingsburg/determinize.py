"""What each Kingsburg seat may know (rules sheet §9, §10 "Hidden info"), and worlds made
up from it.

Everything is open but the enemy cards: the deck's cards (one a year, year I on top;
their backs show the year, so the years are open) and the twenty left in the box. A seat
that took the General or the Queen this year has seen the top card (until it is
revealed in Winter). A made-up world deals each year's unseen deck card again from that
year's cards not seen (the deck's and the box's), and reseeds the dice."""

from __future__ import annotations

import random
from typing import Any

from game.core.determinize import hidden_card_zones, reseed
from game.games.kingsburg.enemies import year_of


def seen_top(state: Any, seat: int) -> int | None:
    """The top card of the deck, if `seat` has peeked at it."""
    return state.deck[0] if state.deck and seat in state.peeked else None


def hidden_from(state: Any, seat: int) -> set[int]:
    hidden = set(state.deck) | set(state.box)
    hidden.discard(seen_top(state, seat))
    return hidden


def hidden_values(state: Any, seat: int) -> dict:
    return hidden_card_zones(state, seat)


def determinize(state: Any, seat: int, rng: random.Random) -> Any:
    world = state.clone()
    known = seen_top(state, seat)
    box = list(state.box)
    for i, card in enumerate(state.deck):
        if card == known:
            continue
        pool = [card] + [c for c in box if year_of(c) == year_of(card)]
        pick = rng.choice(pool)
        if pick != card:
            box.remove(pick)
            box.append(card)
        world.deck[i] = pick
    world.box = sorted(box)
    world.rng = reseed(rng)
    return world
