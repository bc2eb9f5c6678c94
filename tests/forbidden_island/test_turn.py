"""The turn (rules sheet §3): three actions, capturing, the draw, the hand limit, and
refusals that change nothing."""

from __future__ import annotations

from game.games.forbidden_island import legal
from game.games.forbidden_island.actions import (
    Capture,
    Discard,
    DrawFlood,
    EndActions,
    Give,
    Move,
    Sandbags,
    Shore,
    Swim,
)
from game.games.forbidden_island.tiles import TREASURE_CARDS
from tests.forbidden_island.rigged import (
    card,
    deal,
    flood,
    kinds,
    play,
    refusal,
    rigged,
    sound,
    stack_treasure,
)

# -- capturing ------------------------------------------------------------------------------


def test_a_treasure_is_captured_on_either_of_its_tiles_even_flooded_with_four_cards():
    state = rigged(["engineer", "pilot"])
    state.pos[0] = "temple_of_the_sun"
    flood(state, "temple_of_the_sun")
    deal(state, 0, "ES1", "ES2", "ES3", "ES4", "ES5")
    assert Capture(0, "earth_stone") in state.legal_actions(0)
    events = play(state, Capture(0, "earth_stone"))
    assert state.captured == ["earth_stone"] and state.actions_left == 2
    assert state.hands[0] == [card("ES5")]  # the fifth card stays
    assert sorted(state.treasure_discard) == [card(f"ES{i}") for i in range(1, 5)]
    assert events[0].data["cards"] == ["ES1", "ES2", "ES3", "ES4"]
    sound(state)


def test_the_other_tile_of_the_pair_serves_as_well():
    state = rigged(["engineer", "pilot"])
    state.pos[0] = "temple_of_the_moon"
    deal(state, 0, "ES1", "ES2", "ES3", "ES4")
    play(state, Capture(0, "earth_stone"))
    assert state.captured == ["earth_stone"]


def test_a_capture_is_refused_off_the_tile_with_three_cards_or_twice():
    state = rigged(["engineer", "pilot"])
    deal(state, 0, "OC1", "OC2", "OC3", "OC4")
    assert refusal(state, Capture(0, "ocean_chalice")) == "not_on_treasure_tile"
    state.pos[0] = "coral_palace"
    state.hands[0].remove(card("OC4"))
    assert refusal(state, Capture(0, "ocean_chalice")) == "need_four_cards"
    assert refusal(state, Capture(0, "atlantis")) == "no_such_treasure"
    state.hands[0].append(card("OC4"))
    play(state, Capture(0, "ocean_chalice"))
    deal(state, 0, "OC5")
    assert refusal(state, Capture(0, "ocean_chalice")) == "captured"


# -- the three actions and the draw -----------------------------------------------------------


def test_after_three_actions_the_player_draws_two_cards_and_the_flood_phase_begins():
    state = rigged(["engineer", "pilot"])
    stack_treasure(state, "CF1", "CF2")
    play(state, Move(0, "cliffs_of_abandon"), Move(0, "bronze_gate"), Move(0, "copper_gate"))
    assert state.step() == "actions" and state.actions_left == 0
    assert state.legal_actions(0) == [EndActions(0)]  # nobody holds a special card
    assert refusal(state, Move(0, "bronze_gate")) == "no_actions_left"
    events = play(state, EndActions(0))
    assert kinds(events) == ["drew", "flood_phase"]
    assert state.hands[0] == [card("CF1"), card("CF2")]
    assert state.step() == "flood" and state.flood_left == 2 and state.to_act == 0
    assert state.legal_actions(0) == [DrawFlood(0)]
    play(state, DrawFlood(0), DrawFlood(0))
    assert state.active == 1 and state.step() == "actions" and state.actions_left == 3


def test_ending_the_actions_early_draws_at_once():
    state = rigged(["engineer", "pilot"])
    play(state, Move(0, "cliffs_of_abandon"), EndActions(0))
    assert len(state.hands[0]) == 2 and state.step() == "flood"


def test_after_the_actions_a_special_card_may_still_be_played_before_the_draw():
    state = rigged(["engineer", "pilot"])
    deal(state, 1, "SB1")
    flood(state, "watchtower")
    play(state, Move(0, "cliffs_of_abandon"), Move(0, "bronze_gate"),
         Move(0, "cliffs_of_abandon"))
    offered = state.legal_actions(0)
    assert offered == [EndActions(0), Sandbags(0, 1, card("SB1"), "watchtower")]
    play(state, Sandbags(0, 1, card("SB1"), "watchtower"), EndActions(0))
    assert state.step() == "flood" and state.tiles["watchtower"] == "dry"


def test_waters_rise_is_never_kept_in_a_hand():
    state = rigged(["engineer", "pilot"])
    stack_treasure(state, "WR1", "CF1")
    play(state, EndActions(0))
    assert state.hands[0] == [card("CF1")] and card("WR1") in state.treasure_discard


# -- the hand limit ----------------------------------------------------------------------------


def test_over_five_cards_the_player_discards_before_the_flood_phase():
    state = rigged(["engineer", "pilot"])
    deal(state, 0, "ES1", "ES2", "SW1", "SW2", "CF1")
    stack_treasure(state, "CF2", "OC1")
    play(state, EndActions(0))
    assert len(state.hands[0]) == 7 and state.step() == "discard" and state.to_act == 0
    discards = [a for a in state.legal_actions(0) if isinstance(a, Discard)]
    assert len(discards) == 7
    assert refusal(state, DrawFlood(0)) == "not_now"
    assert refusal(state, Discard(0, card("OC2"))) == "not_in_hand"
    play(state, Discard(0, card("ES1")))
    assert state.step() == "discard"
    play(state, Discard(0, card("OC1")))
    assert len(state.hands[0]) == 5 and state.step() == "flood"
    assert state.treasure_discard == [card("ES1"), card("OC1")]


def test_playing_a_special_card_brings_a_hand_back_to_the_limit_too():
    state = rigged(["engineer", "pilot"])
    deal(state, 0, "ES1", "ES2", "SW1", "SW2")
    flood(state, "watchtower")
    stack_treasure(state, "SB1", "OC1")
    play(state, EndActions(0))
    assert state.step() == "discard"
    play(state, Sandbags(0, 0, card("SB1"), "watchtower"))
    assert state.step() == "flood" and len(state.hands[0]) == 5


def test_a_gift_over_the_limit_makes_the_receiver_discard_at_once():
    state = rigged(["engineer", "messenger"])
    deal(state, 1, "ES1", "ES2", "SW1", "SW2", "CF1")
    deal(state, 0, "OC1")
    state.pos[1] = "bronze_gate"
    play(state, Give(0, 1, card("OC1")))
    assert state.step() == "discard" and state.to_act == 1
    assert state.legal_actions(0) == []
    assert refusal(state, Move(0, "copper_gate")) == "not_your_turn"
    play(state, Discard(1, card("OC1")))
    assert state.step() == "actions" and state.to_act == 0 and state.actions_left == 2


# -- refusals ------------------------------------------------------------------------------------


def test_refused_actions_say_why_and_change_nothing():
    state = rigged(["engineer", "pilot"])
    deal(state, 0, "ES1")
    flood(state, "watchtower")
    assert refusal(state, Move(1, "fools_landing")) == "not_your_turn"
    assert refusal(state, Move(0, "nowhere")) == "no_such_tile"
    assert refusal(state, Move(0, "watchtower")) == "out_of_reach"
    assert refusal(state, Shore(0, "watchtower")) == "out_of_reach"
    assert refusal(state, Swim(0, "copper_gate")) == "not_now"
    assert refusal(state, Discard(0, card("ES1"))) == "not_now"
    assert refusal(state, DrawFlood(0)) == "not_now"
    assert refusal(state, Give(0, 1, len(TREASURE_CARDS) + 24)) == "malformed"
    assert refusal(state, Move(0, 3)) == "malformed"
    assert refusal(state, Sandbags(0, 0, card("ES1"), "watchtower")) == "wrong_card"
    assert refusal(state, Sandbags(0, 1, card("SB1"), "watchtower")) == "not_in_hand"
    assert refusal(state, Sandbags(0, 7, card("SB1"), "watchtower")) == "no_such_player"


def test_every_listed_action_is_accepted_and_only_those():
    state = rigged(["navigator", "engineer", "explorer", "messenger"])
    deal(state, 0, "ES1", "HL1")
    deal(state, 3, "SB1")
    flood(state, "gold_gate", "copper_gate", "watchtower")
    offered = state.legal_actions(0)
    assert all(legal.problem(state, a) is None for a in offered)
    for seat in (1, 2, 3):
        assert state.legal_actions(seat) == []
