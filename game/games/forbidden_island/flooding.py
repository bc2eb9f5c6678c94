"""The rising water: rules sheet §3 B (Waters Rise!) and §3 C (the flood phase).

The flood deck is a list whose last card is its top. Waters Rise! raises the meter and
puts the flood discard, shuffled, on top of the deck: everyone then knows which tiles
those top cards are, not their order. `state.flood_known` keeps that knowledge as the
sizes of the known layers from the top down (a second Waters Rise! before the first
layer is drawn lays a new layer over what is left of it). A flood card turns a dry tile
flooded (the card to the discard) and sinks a flooded one (the card leaves the game);
the pawns on a sinking tile must swim. An empty flood deck takes its discard, shuffled.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import Event
from game.games.forbidden_island import victory
from game.games.forbidden_island.tiles import DRY, FLOODED, SKULL, SUNK, TILE_OF_CARD


def tiles_of(cards) -> list[str]:
    return sorted(TILE_OF_CARD[c] for c in cards)


def raise_water(state: Any, times: int) -> list[Event]:
    """Waters Rise! drawn `times` at once: the meter rises that often (the skull loses),
    then the discard is shuffled onto the deck once: nothing new was discarded between."""
    events: list[Event] = []
    for _ in range(times):
        state.water += 1
        events.append(Event("water_rises", None, {"water": state.water}))
        if state.water >= SKULL:
            return events + victory.finish(state, False, "water_skull")
    if state.flood_discard:
        pile = list(state.flood_discard)
        state.rng.shuffle(pile)
        state.flood_discard.clear()
        state.flood_deck.extend(pile)
        state.flood_known.insert(0, len(pile))
        events.append(Event("flood_discard_on_top", None, {"tiles": tiles_of(pile)}))
    return events


def known_layers(state: Any) -> list[list[int]]:
    """The flood deck's known layers, top first, each its cards (order unknown)."""
    layers, end = [], len(state.flood_deck)
    for size in state.flood_known:
        layers.append(state.flood_deck[end - size:end])
        end -= size
    return layers


def _refill(state: Any) -> list[Event]:
    """An empty flood deck: its discard shuffled becomes the deck (order unknown)."""
    pile = list(state.flood_discard)
    state.rng.shuffle(pile)
    state.flood_discard.clear()
    state.flood_deck[:] = pile
    state.flood_known.clear()
    return [Event("flood_deck_refilled", None, {"count": len(pile)})]


def _take_top(state: Any) -> int:
    card = state.flood_deck.pop()
    if state.flood_known:
        state.flood_known[0] -= 1
        if not state.flood_known[0]:
            state.flood_known.pop(0)
    return card


def draw_flood(state: Any) -> list[Event]:
    """Draw the next flood card of the flood phase and carry it out."""
    events = _refill(state) if not state.flood_deck else []
    state.flood_left -= 1
    if not state.flood_deck:  # cannot happen while Fools' Landing stands; be safe
        state.flood_left = 0
        return events
    card = _take_top(state)
    tile = TILE_OF_CARD[card]
    if state.tiles[tile] == DRY:
        state.tiles[tile] = FLOODED
        state.flood_discard.append(card)
        return events + [Event("flooded", None, {"tile": tile})]
    return events + sink(state, tile, card)


def sink(state: Any, tile: str, card: int) -> list[Event]:
    """A flooded tile drawn again sinks: its card leaves the game, its pawns must swim."""
    state.tiles[tile] = SUNK
    state.removed.append(card)
    pawns = victory.swimmers_on(state, tile)
    events = [Event("sank", None, {"tile": tile, "pawns": pawns})]
    lost = victory.loss_by_sinking(state, tile)
    if lost:
        return events + victory.finish(state, False, **lost)
    state.swimmers = pawns
    return events
