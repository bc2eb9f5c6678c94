"""Every way the game ends (rules sheet §4): the lift-off, and the four losses."""

from __future__ import annotations

import pytest

from game.core.protocol import IllegalAction
from game.games.forbidden_island.actions import DrawFlood, EndActions, LiftOff, Move
from tests.forbidden_island.rigged import (
    card,
    deal,
    flood,
    kinds,
    play,
    rigged,
    sink,
    sound,
    stack_flood,
    to_flood_phase,
)

ALL = ["earth_stone", "wind_statue", "fire_crystal", "ocean_chalice"]


def sink_by_draw(state, tile: str) -> list:
    """`tile` flooded, its card on top of the flood deck, drawn in the flood phase."""
    if state.tiles[tile] != "flooded":
        flood(state, tile)
    stack_flood(state, tile)
    to_flood_phase(state)
    return play(state, DrawFlood(state.active))


def lost(state, reason: str) -> None:
    assert state.is_terminal() and state.result["won"] is False
    assert state.result["reason"] == reason
    assert state.returns() == [0] * state.players
    assert state.to_act is None and state.legal_actions(0) == []
    with pytest.raises(IllegalAction) as refused:
        state.apply(Move(0, "gold_gate"))
    assert refused.value.reason == "game_over"
    sound(state)


def test_the_adventurers_lift_off_with_every_treasure_from_fools_landing():
    state = rigged(["engineer", "pilot", "diver"])
    state.captured = list(ALL)
    state.pos = ["fools_landing"] * 3
    flood(state, "fools_landing")  # flooded is fine
    deal(state, 2, "HL1")
    to_flood_phase(state)  # the table may lift off in any decision: here the flood phase
    assert LiftOff(0, 2, card("HL1")) in state.legal_actions(0)
    events = play(state, LiftOff(0, 2, card("HL1")))
    assert kinds(events) == ["lifted_off", "over"]
    assert state.result == {"won": True, "reason": "lifted_off"}
    assert state.returns() == [1, 1, 1] and state.is_terminal()
    sound(state)


def test_no_lift_off_without_every_treasure_or_with_someone_elsewhere():
    state = rigged(["engineer", "pilot"])
    state.pos = ["fools_landing", "fools_landing"]
    state.captured = ALL[:3]
    deal(state, 0, "HL1")
    assert not [a for a in state.legal_actions(0) if isinstance(a, LiftOff)]
    with pytest.raises(IllegalAction) as refused:
        state.apply(LiftOff(0, 0, card("HL1")))
    assert refused.value.reason == "cannot_lift_off"
    state.captured = list(ALL)
    state.pos[1] = "gold_gate"
    with pytest.raises(IllegalAction):
        state.apply(LiftOff(0, 0, card("HL1")))
    state.pos[1] = "fools_landing"
    play(state, LiftOff(0, 0, card("HL1")))
    assert state.result["won"]


def test_both_tiles_of_an_uncaptured_treasure_sunk_lose():
    state = rigged(["engineer", "pilot"])
    sink(state, "cave_of_embers")
    sink_by_draw(state, "cave_of_shadows")
    lost(state, "treasure_lost")
    assert state.result["treasure"] == "fire_crystal"


def test_a_captured_treasure_may_sink():
    state = rigged(["engineer", "pilot"])
    state.captured = ["fire_crystal"]
    sink(state, "cave_of_embers")
    sink_by_draw(state, "cave_of_shadows")
    assert state.result is None and state.tiles["cave_of_shadows"] == "sunk"


def test_one_tile_of_a_treasure_sunk_is_not_yet_lost():
    state = rigged(["engineer", "pilot"])
    sink_by_draw(state, "coral_palace")
    assert state.result is None


def test_fools_landing_sunk_loses():
    state = rigged(["engineer", "pilot"])
    state.pos[1] = "gold_gate"
    sink_by_draw(state, "fools_landing")
    lost(state, "fools_landing_sunk")


def test_a_pawn_with_nowhere_to_swim_loses():
    state = rigged(["engineer", "messenger"])
    state.pos[1] = "twilight_hollow"
    sink(state, "misty_marsh", "watchtower")
    sink_by_draw(state, "twilight_hollow")
    lost(state, "drowned")
    assert state.result["seat"] == 1


def test_the_water_reaching_the_skull_loses():
    state = rigged(["engineer", "pilot"], difficulty="legendary")
    state.water = 9
    events = to_flood_phase(state, "WR1", "ES1")
    assert kinds(events)[-1] == "over" and state.water == 10
    lost(state, "water_skull")


def test_the_game_goes_on_while_nothing_is_lost():
    state = rigged(["engineer", "pilot"])
    play(state, EndActions(0))
    assert not state.is_terminal() and state.returns() == [0, 0]
