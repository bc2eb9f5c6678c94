"""What the adventurers know (rules sheet §5, §7 Hidden info), and worlds made up from it.

Everything is open (the island, the pawns, every hand, both discards, the water, the
treasures) except the order of the two decks. Their contents are public (each deck
holds what is nowhere else), so no card is hidden from a seat as to its place, only as
to its position in the deck: the secrets are the decks' orders. After a Waters Rise!
the top of the flood deck is known as a set ("danger"): the observation names those
tiles (`flood_known_top`; layer by layer in `flood_known_layers` when a second Waters
Rise! came before the first layer was drawn), and a made-up world keeps each layer in
its place, shuffled among itself. Flood cards are named by their tiles, never by their
codes, so no hidden card's code shows.
"""

from __future__ import annotations

import random
from typing import Any

from game.core.determinize import reseed
from game.games.forbidden_island import flooding
from game.games.forbidden_island.tiles import PACK, TILE_OF_CARD, flood_cards_at


def tile_names(cards) -> list[str]:
    return [TILE_OF_CARD[c] for c in cards]


def observation(state: Any, seat: int) -> dict:
    """`seat`'s view: the same for every seat but for `seat` itself."""
    layers = [sorted(tile_names(layer)) for layer in flooding.known_layers(state)]
    return {
        "seat": seat, "players": state.players, "variant": state.setup.name,
        "difficulty": state.setup.difficulty, "shape": state.setup.shape,
        "step": state.step(), "asked": state.asked(), "active": state.active,
        "turn": state.turn, "actions_left": state.actions_left, "pilot_flew": state.flew,
        "water": state.water,
        "flood_cards": flood_cards_at(state.water) if not state.result else 0,
        "flood_left": state.flood_left,
        "island": {"width": state.island.width, "height": state.island.height},
        "tiles": [{"tile": t, "col": c, "row": r, "state": state.tiles[t]}
                  for t, (c, r) in zip(state.layout, state.island.cells, strict=True)],
        "roles": list(state.roles), "pawns": list(state.pos),
        "hands": [PACK.codes(hand) for hand in state.hands],
        "treasure_deck": len(state.treasure_deck),
        "treasure_discard": PACK.codes(state.treasure_discard),
        "flood_deck": len(state.flood_deck),
        "flood_discard": tile_names(state.flood_discard),
        "sunk": tile_names(state.removed),
        "flood_known_top": sorted(t for layer in layers for t in layer),
        "flood_known_layers": layers,
        "captured": list(state.captured),
        "swimmers": list(state.swimmers),
        "result": dict(state.result) if state.result else None,
    }


def hidden_cards(state: Any) -> set[int]:
    """The cards no seat sees: both decks."""
    return set(state.treasure_deck) | set(state.flood_deck)


def _flood_groups(state: Any) -> list[list[int]]:
    """The flood deck cut into what is shuffled among itself: the unknown bottom, then
    each known layer up to the top (deck order: the last card is the top)."""
    layers = flooding.known_layers(state)
    known = sum(len(layer) for layer in layers)
    bottom = state.flood_deck[:len(state.flood_deck) - known]
    return [bottom] + list(reversed(layers))


def hidden_values(state: Any, seat: int) -> dict[str, list[str]]:
    """The decks' orders, each while it could be otherwise. The card zones are no
    secret (every card's zone is public), so none is named as a hidden zone."""
    values: dict[str, list[str]] = {}
    if len(state.treasure_deck) >= 2:
        values["treasure_deck_order"] = PACK.codes(state.treasure_deck)
    if any(len(group) >= 2 for group in _flood_groups(state)):
        values["flood_deck_order"] = PACK.codes(state.flood_deck)
    return values


def determinize(state: Any, seat: int, rng: random.Random) -> Any:
    """A world nobody can tell from this one: the treasure deck shuffled, the flood deck
    shuffled within its known layers and its unknown bottom, the RNG reseeded."""
    world = state.clone()
    rng.shuffle(world.treasure_deck)
    deck: list[int] = []
    for group in _flood_groups(state):
        group = list(group)
        rng.shuffle(group)
        deck += group
    world.flood_deck = deck
    world.rng = reseed(rng)
    return world
