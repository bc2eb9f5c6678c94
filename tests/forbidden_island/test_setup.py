"""The variant string and the set-up of rules sheet §2."""

from __future__ import annotations

import pytest

from game.games.forbidden_island.model import IslandState
from game.games.forbidden_island.setup import VARIANTS, Setup
from game.games.forbidden_island.tiles import (
    ADVENTURER,
    FLOODED,
    PACK,
    TILE_OF_CARD,
    TREASURE_DECK,
    WATERS_RISE,
    kind,
)
from tests.forbidden_island.rigged import sound


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_variant_round_trips_through_its_name(variant):
    setup = Setup.parse(variant)
    assert setup.name == variant
    assert Setup.parse(setup.name) == setup


@pytest.mark.parametrize("bad", ["", "4p", "5p-normal-classic", "1p-normal-classic",
                                 "4p-easy-classic", "4p-normal-atlantis", "4p-normal",
                                 "4p-Normal-classic", "04p-normal-classic",
                                 "4p-normal-classic-x", 4, None])
def test_anything_else_is_refused(bad):
    with pytest.raises(ValueError):
        Setup.parse(bad)


def test_the_water_meter_starts_by_difficulty():
    assert [Setup(2, d).water for d in ("novice", "normal", "elite", "legendary")] == [1, 2, 3, 4]
    assert IslandState.new(3, "3p-legendary-bay").water == 4


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_set_up_follows_the_sheet(variant):
    state = IslandState.new(11, variant)
    n = state.players
    sound(state)
    assert sorted(state.layout) == sorted(TILE_OF_CARD.values())
    # six tiles flooded from the flood deck, their cards in the flood discard
    flooded = sorted(t for t, s in state.tiles.items() if s == FLOODED)
    assert len(flooded) == 6
    assert sorted(TILE_OF_CARD[c] for c in state.flood_discard) == flooded
    assert len(state.flood_deck) == 18
    # adventurers dealt at random, each pawn on its start tile
    assert len(set(state.roles)) == n
    assert state.pos == [ADVENTURER[r].start for r in state.roles]
    # two treasure cards each, never a Waters Rise!
    assert all(len(hand) == 2 for hand in state.hands)
    assert not any(kind(c) == WATERS_RISE for hand in state.hands for c in hand)
    assert len(state.treasure_deck) == sum(TREASURE_DECK.values()) - 2 * n
    assert len(PACK) == 28 + 24
    assert state.to_act == 0 and state.step() == "actions" and state.actions_left == 3


def test_the_deal_depends_on_the_seed_only():
    a, b = IslandState.new(5, "4p-normal-classic"), IslandState.new(5, "4p-normal-classic")
    assert a.observation(0) == b.observation(0)
    assert a.treasure_deck == b.treasure_deck and a.flood_deck == b.flood_deck
    c = IslandState.new(6, "4p-normal-classic")
    assert (c.layout, c.roles, c.hands) != (a.layout, a.roles, a.hands)


def test_roles_vary_over_games():
    seen = {role for seed in range(30) for role in IslandState.new(seed, "2p-normal-classic").roles}
    assert seen == set(ADVENTURER)


def test_the_opening_event_shows_the_table():
    state = IslandState.new(2, "2p-novice-classic")
    (event,) = state.opening_events()
    assert event.kind == "setup"
    assert event.data["layout"] == state.layout and event.data["water"] == 1
    assert len(event.data["flooded"]) == 6
