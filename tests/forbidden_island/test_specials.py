"""Helicopter Lift and Sandbags (rules sheet §1.2, §3): any time, by anyone, at no
action. Hands are open and the table decides together: in every decision the seat
asked may play a special card from any player's hand."""

from __future__ import annotations

from game.games.forbidden_island.actions import (
    Discard,
    DrawFlood,
    EndActions,
    Give,
    Lift,
    Move,
    Sandbags,
    Swim,
)
from game.games.forbidden_island.tiles import DRY, FLOODED
from tests.forbidden_island.rigged import (
    card,
    deal,
    flood,
    play,
    refusal,
    rigged,
    sink,
    sound,
    stack_flood,
    stack_treasure,
    to_flood_phase,
)


def test_sandbags_from_another_hand_during_the_active_players_flood_phase():
    state = rigged(["engineer", "pilot", "diver"])
    deal(state, 2, "SB1")
    flood(state, "watchtower")
    to_flood_phase(state)
    play(state, DrawFlood(0))
    left = state.flood_left
    assert Sandbags(0, 2, card("SB1"), "watchtower") in state.legal_actions(0)
    # the holder does not speak out of turn: the seat asked plays it for the table
    assert refusal(state, Sandbags(2, 2, card("SB1"), "watchtower")) == "not_your_turn"
    play(state, Sandbags(0, 2, card("SB1"), "watchtower"))
    assert state.tiles["watchtower"] == DRY and state.hands[2] == []
    assert card("SB1") in state.treasure_discard
    assert state.flood_left == left and state.step() == "flood"
    sound(state)


def test_sandbags_shore_up_any_flooded_tile_but_nothing_else():
    state = rigged(["engineer", "pilot"])
    deal(state, 1, "SB2")
    flood(state, "twilight_hollow")
    sink(state, "watchtower")
    tiles = [a.tile for a in state.legal_actions(0) if isinstance(a, Sandbags)]
    assert tiles == ["twilight_hollow"]  # far from everyone: fine
    assert refusal(state, Sandbags(0, 1, card("SB2"), "watchtower")) == "sunk"
    assert refusal(state, Sandbags(0, 1, card("SB2"), "gold_gate")) == "not_flooded"
    play(state, Sandbags(0, 1, card("SB2"), "twilight_hollow"))
    assert state.actions_left == 3  # no action spent


def test_a_helicopter_lift_moves_any_pawns_of_one_tile_anywhere_at_no_action():
    state = rigged(["engineer", "pilot", "diver"])
    state.pos = ["bronze_gate", "bronze_gate", "iron_gate"]
    deal(state, 2, "HL1")
    sink(state, "watchtower")
    lifts = [a for a in state.legal_actions(0) if isinstance(a, Lift)]
    groups = {a.pawns for a in lifts}
    assert groups == {(0,), (1,), (0, 1), (2,)}
    assert not [a for a in lifts if a.tile == "watchtower"]
    assert refusal(state, Lift(0, 2, card("HL1"), (0, 2), "gold_gate")) == "pawns_apart"
    assert refusal(state, Lift(0, 2, card("HL1"), (1, 0), "gold_gate")) == "pawns"
    assert refusal(state, Lift(0, 2, card("HL1"), (0,), "watchtower")) == "sunk"
    assert refusal(state, Lift(0, 2, card("HL1"), (0,), "bronze_gate")) == "same_tile"
    play(state, Lift(0, 2, card("HL1"), (0, 1), "twilight_hollow"))
    assert state.pos == ["twilight_hollow", "twilight_hollow", "iron_gate"]
    assert state.actions_left == 3 and state.hands[2] == []
    play(state, Move(0, "misty_marsh"))  # the active player goes on from there


def test_a_helicopter_lift_carries_pawns_off_a_sinking_tile_instead_of_swimming():
    state = rigged(["engineer", "pilot", "messenger"])
    state.pos[2] = "watchtower"
    deal(state, 2, "HL2")
    flood(state, "watchtower")
    stack_flood(state, "watchtower")
    to_flood_phase(state)
    play(state, DrawFlood(0))
    assert state.step() == "swim" and state.to_act == 2  # the swimmer is asked: his card
    assert Lift(2, 2, card("HL2"), (2,), "gold_gate") in state.legal_actions(2)
    play(state, Lift(2, 2, card("HL2"), (2,), "gold_gate"))
    assert state.pos[2] == "gold_gate" and state.swimmers == []
    assert state.step() == "flood" and state.to_act == 0


def test_the_seat_over_the_limit_may_play_its_special_card_in_anothers_turn():
    state = rigged(["messenger", "engineer"])
    deal(state, 1, "ES1", "ES2", "SW1", "SW2", "HL3")
    deal(state, 0, "OC1")
    play(state, Give(0, 1, card("OC1")))  # the Messenger's gift makes six
    assert state.step() == "discard" and state.to_act == 1
    play(state, Lift(1, 1, card("HL3"), (1,), "fools_landing"))
    assert len(state.hands[1]) == 5 and state.pos[1] == "fools_landing"
    assert state.step() == "actions" and state.to_act == 0 and state.actions_left == 2


def test_special_cards_are_offered_in_every_kind_of_decision():
    state = rigged(["engineer", "pilot"])
    deal(state, 1, "SB1")
    deal(state, 0, "ES1", "ES2", "SW1", "SW2", "CF1")
    flood(state, "watchtower")
    sandbag = Sandbags(0, 1, card("SB1"), "watchtower")
    assert sandbag in state.legal_actions(0)  # the actions
    stack_treasure(state, "CF2", "OC1")
    play(state, EndActions(0))
    assert state.step() == "discard" and sandbag in state.legal_actions(0)
    play(state, Discard(0, card("ES1")), Discard(0, card("ES2")))
    assert state.step() == "flood" and sandbag in state.legal_actions(0)
    assert state.tiles["watchtower"] == FLOODED


def test_a_swimmer_may_play_any_hand_special_card():
    state = rigged(["engineer", "pilot"])
    deal(state, 0, "SB1")
    flood(state, "fools_landing", "copper_gate")
    state.pos[1] = "gold_gate"
    flood(state, "gold_gate")
    stack_flood(state, "gold_gate")
    to_flood_phase(state)
    play(state, DrawFlood(0))
    assert state.step() == "swim" and state.to_act == 1
    assert Sandbags(1, 0, card("SB1"), "copper_gate") in state.legal_actions(1)
    play(state, Sandbags(1, 0, card("SB1"), "copper_gate"), Swim(1, "copper_gate"))
    assert state.pos[1] == "copper_gate" and state.tiles["copper_gate"] == DRY
