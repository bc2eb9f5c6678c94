"""The rising water (rules sheet §3 B and C): flood draws, sinking, Waters Rise! with the
flood discard back on top (known as a set), two at once, and both decks running out."""

from __future__ import annotations

import random

from game.core.leak_check import check_no_leak
from game.games.forbidden_island.actions import DrawFlood, EndActions, Shore
from game.games.forbidden_island.tiles import DRY, FLOOD_CARD, FLOOD_CARDS, FLOODED, SUNK
from tests.forbidden_island.rigged import (
    card,
    flood,
    kinds,
    play,
    rigged,
    sound,
    stack_flood,
    stack_treasure,
    to_flood_phase,
)


def test_a_flood_card_floods_a_dry_tile_and_sinks_a_flooded_one():
    state = rigged(["engineer", "pilot"])
    flood(state, "watchtower")
    stack_flood(state, "watchtower", "observatory")
    to_flood_phase(state)
    events = play(state, DrawFlood(0))
    assert kinds(events) == ["sank"] and state.tiles["watchtower"] == SUNK
    assert state.removed == [FLOOD_CARD["watchtower"]]  # its card leaves the game
    play(state, DrawFlood(0))
    assert state.tiles["observatory"] == FLOODED
    assert state.flood_discard == [FLOOD_CARD["observatory"]]
    assert "watchtower" in state.observation(1)["sunk"]
    sound(state)


def test_the_flood_phase_draws_as_many_cards_as_the_meter_says_one_at_a_time():
    state = rigged(["engineer", "pilot"])
    state.water = 6
    to_flood_phase(state)
    assert state.flood_left == 4 and state.observation(0)["flood_cards"] == 4
    for left in (3, 2, 1):
        play(state, DrawFlood(0))
        assert state.flood_left == left and state.active == 0
    events = play(state, DrawFlood(0))
    assert "turn" in kinds(events) and state.active == 1 and state.turn == 2


def test_waters_rise_raises_the_meter_and_puts_the_flood_discard_on_top():
    state = rigged(["engineer", "pilot"])
    flood(state, "watchtower", "observatory", "phantom_rock")
    events = to_flood_phase(state, "WR1", "ES1")
    assert kinds(events)[:3] == ["drew", "water_rises", "flood_discard_on_top"]
    assert state.water == 3 and state.flood_left == 3
    assert state.flood_discard == [] and card("WR1") in state.treasure_discard
    top = ["observatory", "phantom_rock", "watchtower"]
    assert state.observation(1)["flood_known_top"] == top
    assert state.observation(0)["flood_known_layers"] == [top]
    drawn = []
    for _ in range(3):
        drawn += [e.data["tile"] for e in play(state, DrawFlood(0)) if e.kind == "sank"]
    assert sorted(drawn) == top  # the tiles just flooded come back first, and sink
    assert state.observation(0)["flood_known_top"] == []


def test_two_waters_rise_in_one_draw_raise_twice_and_shuffle_once():
    state = rigged(["engineer", "pilot"])
    flood(state, "watchtower", "observatory", "phantom_rock")
    events = to_flood_phase(state, "WR1", "WR2")
    assert kinds(events).count("water_rises") == 2
    assert kinds(events).count("flood_discard_on_top") == 1
    assert state.water == 4 and state.flood_known == [3]
    assert state.hands[0] == [] and {card("WR1"), card("WR2")} <= set(state.treasure_discard)
    assert len(state.flood_deck) == 24 and state.flood_left == 3


def test_a_second_rise_lays_a_new_known_layer_over_what_is_left_of_the_first():
    state = rigged(["engineer", "pilot"])
    flood(state, "cave_of_embers", "copper_gate", "cliffs_of_abandon", "bronze_gate",
          "watchtower")
    play(state, Shore(0, "cave_of_embers", "copper_gate"),
         Shore(0, "cliffs_of_abandon", "bronze_gate"))  # dry again, cards still discarded
    to_flood_phase(state, "WR1", "ES1")
    assert state.flood_known == [5]
    for _ in range(3):
        play(state, DrawFlood(0))
    assert state.flood_known == [2]
    left = sorted(state.observation(0)["flood_known_top"])
    again = sorted(state.observation(0)["flood_discard"])
    assert again  # some of the three were dry and are flooded now
    to_flood_phase(state, "WR2", "ES2")  # the next player's draw
    assert state.active == 1
    obs = state.observation(1)
    assert obs["flood_known_layers"] == [again, left]
    assert obs["flood_known_top"] == sorted(again + left)
    assert state.flood_known == [len(again), 2]
    # whatever the shuffle, the layers come off in that order
    top = [c for c in reversed(state.flood_deck)][:len(again) + 2]
    assert sorted(top[:len(again)]) == sorted(FLOOD_CARD[t] for t in again)


def test_a_made_up_world_keeps_the_known_layers_in_place():
    state = rigged(["engineer", "pilot"])
    flood(state, "watchtower", "observatory", "phantom_rock", "misty_marsh")
    to_flood_phase(state, "WR1", "ES1")
    top = set(state.flood_deck[-4:])
    rng = random.Random(3)
    orders = set()
    for _ in range(30):
        world = state.determinize(0, rng)
        assert set(world.flood_deck[-4:]) == top
        assert sorted(world.flood_deck) == sorted(state.flood_deck)
        assert world.observation(0) == state.observation(0)
        orders.add(tuple(world.flood_deck[-4:]))
    assert len(orders) > 1
    for seat in range(2):
        report = check_no_leak(state, seat, random.Random(seat))
        assert report.values == 2  # both decks' orders are secrets, and vary


def test_an_empty_flood_deck_takes_its_discard_shuffled():
    state = rigged(["engineer", "pilot"])
    last = FLOOD_CARD["watchtower"]
    state.flood_discard = [c for c in FLOOD_CARDS if c != last]  # all dry again
    state.flood_deck = [last]
    to_flood_phase(state)
    play(state, DrawFlood(0))
    assert state.tiles["watchtower"] == FLOODED and state.flood_deck == []
    events = play(state, DrawFlood(0))
    assert kinds(events)[0] == "flood_deck_refilled"
    assert len(state.flood_deck) == 23 and state.flood_known == []
    assert len(state.flood_discard) == 1
    sound(state)


def test_an_empty_treasure_deck_takes_its_discard_shuffled():
    state = rigged(["engineer", "pilot"])
    stack_treasure(state, "WR1")
    state.treasure_discard = state.treasure_deck[:-1]
    state.treasure_deck = state.treasure_deck[-1:]
    events = play(state, EndActions(0))
    assert "treasure_deck_refilled" in kinds(events)
    assert state.water == 3  # the Waters Rise! drawn before the refill still counts
    assert card("WR1") in state.treasure_discard  # and was not shuffled back in
    assert card("WR1") not in state.treasure_deck
    assert len(state.hands[0]) == 1 and len(state.treasure_deck) == 26
    sound(state)


def test_shored_tiles_are_dry_again():
    state = rigged(["engineer", "pilot"])
    flood(state, "bronze_gate")
    play(state, Shore(0, "bronze_gate"))
    assert state.tiles["bronze_gate"] == DRY
    assert state.flood_discard == [FLOOD_CARD["bronze_gate"]]  # the card stays discarded
