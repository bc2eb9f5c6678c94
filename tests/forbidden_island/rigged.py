"""Forbidden Island states laid out as a test says (tests only).

`rigged` lays the classic island's slots with the tiles in TILES order, all dry, so a
test can read positions off this map (columns 0-5 across, rows 0-5 down):

    .         .         moon      sun       .         .
    .         whisper   howling   embers    shadows   .
    coral     tidal     FOOLS     bronze    copper    gold
    iron      silver    breakers  cliffs    crimson   dunes
    .         lagoon    marsh     observ    phantom   .
    .         .         twilight  watch     .         .

(temple_of_the_moon, temple_of_the_sun, whispering_garden, howling_garden,
cave_of_embers, cave_of_shadows, coral_palace, tidal_palace, fools_landing, bronze_gate,
copper_gate, gold_gate, iron_gate, silver_gate, breakers_bridge, cliffs_of_abandon,
crimson_forest, dunes_of_deception, lost_lagoon, misty_marsh, observatory, phantom_rock,
twilight_hollow, watchtower.)

Pawns start on their adventurers' tiles, hands are empty, every treasure card is in the
treasure deck and every flood card in the flood deck (both in pack order); then the
helpers flood or sink tiles, hand out cards and stack the decks.
"""

from __future__ import annotations

import json

import pytest

from game.core.playout_check import check_state
from game.core.protocol import IllegalAction
from game.games.forbidden_island.actions import EndActions
from game.games.forbidden_island.model import IslandState
from game.games.forbidden_island.tiles import (
    ADVENTURER,
    DRY,
    FLOOD_CARD,
    FLOOD_CARDS,
    FLOODED,
    PACK,
    SUNK,
    TILE_KEYS,
    TREASURE_CARDS,
)


def rigged(roles: list[str], difficulty: str = "normal", seed: int = 1) -> IslandState:
    """A game of len(roles) players on the classic island laid as the map above, seat 0
    to act with three actions."""
    state = IslandState.new(seed, f"{len(roles)}p-{difficulty}-classic")
    state.layout = list(TILE_KEYS)
    state.slot_of = {t: s for s, t in enumerate(state.layout)}
    state.tiles = {t: DRY for t in state.layout}
    state.roles = list(roles)
    state.pos = [ADVENTURER[r].start for r in roles]
    state.hands = [[] for _ in roles]
    state.treasure_deck = list(reversed(TREASURE_CARDS))  # "ES1" on top
    state.treasure_discard = []
    state.flood_deck = list(reversed(FLOOD_CARDS))  # temple_of_the_moon's card on top
    state.flood_discard, state.removed, state.flood_known = [], [], []
    return state


def card(code: str) -> int:
    return PACK.from_codes([code])[0]


def _take(state: IslandState, c: int) -> None:
    """Take card `c` out of whatever zone holds it."""
    for zone in (state.treasure_deck, state.treasure_discard, state.flood_deck,
                 state.flood_discard, state.removed, *state.hands):
        if c in zone:
            zone.remove(c)
            return
    raise AssertionError(f"card {PACK.code(c)} is nowhere")


def deal(state: IslandState, seat: int, *codes: str) -> None:
    for code in codes:
        _take(state, card(code))
        state.hands[seat].append(card(code))


def discard_treasure(state: IslandState, *codes: str) -> None:
    for code in codes:
        _take(state, card(code))
        state.treasure_discard.append(card(code))


def stack_treasure(state: IslandState, *codes: str) -> None:
    """These treasure cards on top of the treasure deck, the first on top."""
    for code in reversed(codes):
        _take(state, card(code))
        state.treasure_deck.append(card(code))


def flood(state: IslandState, *tiles: str) -> None:
    """Flip tiles to flooded, their flood cards to the discard (as a flood draw does)."""
    for tile in tiles:
        state.tiles[tile] = FLOODED
        _take(state, FLOOD_CARD[tile])
        state.flood_discard.append(FLOOD_CARD[tile])


def sink(state: IslandState, *tiles: str) -> None:
    for tile in tiles:
        state.tiles[tile] = SUNK
        _take(state, FLOOD_CARD[tile])
        state.removed.append(FLOOD_CARD[tile])


def stack_flood(state: IslandState, *tiles: str) -> None:
    """These tiles' flood cards on top of the flood deck, the first on top."""
    for tile in reversed(tiles):
        _take(state, FLOOD_CARD[tile])
        state.flood_deck.append(FLOOD_CARD[tile])


def play(state: IslandState, *actions) -> list:
    """Apply each action in turn; every event, in order."""
    events = []
    for action in actions:
        events += state.apply(action)
    return events


def to_flood_phase(state: IslandState, *treasure_on_top: str) -> list:
    """End the active seat's actions with these treasure cards drawn (harmless ones by
    default), to its flood phase."""
    stack_treasure(state, *(treasure_on_top or ("ES5", "SW5")))
    return state.apply(EndActions(state.active))


def sound(state: IslandState) -> None:
    """Every card in exactly one zone, every observation plain and keeping the secrets."""
    check_state(state, state.players, "rigged", round_trip=False)


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def snapshot(state: IslandState) -> str:
    """Everything a refusal must leave as it was: the cards, every view, the offer."""
    return json.dumps([state.card_zones(), [state.observation(s) for s in range(state.players)],
                       state.to_json(), state.legal_actions(state.to_act)],
                      default=repr, sort_keys=True)


def refusal(state: IslandState, action) -> str:
    """Apply an action the rules must refuse: its reason; the state unchanged."""
    before = snapshot(state)
    with pytest.raises(IllegalAction) as refused:
        state.apply(action)
    assert snapshot(state) == before, f"refusing {action} changed the state"
    assert str(refused.value)  # a sentence for the logs
    return refused.value.reason
