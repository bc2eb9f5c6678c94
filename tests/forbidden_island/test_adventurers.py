"""Each adventurer's ability and its edges (rules sheet §1.4 and §3), on states laid out
as `rigged.py`'s map shows, then played with real actions."""

from __future__ import annotations

from game.games.forbidden_island import movement
from game.games.forbidden_island.actions import (
    DrawFlood,
    EndActions,
    Fly,
    Give,
    Move,
    Navigate,
    Shore,
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
    to_flood_phase,
)


def moves(state, seat=0) -> list[str]:
    return [a.tile for a in state.legal_actions(seat) if isinstance(a, Move)]


# -- everyone -----------------------------------------------------------------------------


def test_a_pawn_moves_orthogonally_onto_dry_or_flooded_tiles_never_sunk_ones():
    state = rigged(["messenger", "engineer"])  # the messenger on silver_gate
    flood(state, "lost_lagoon")
    sink(state, "iron_gate")
    assert moves(state) == ["tidal_palace", "breakers_bridge", "lost_lagoon"]
    assert refusal(state, Move(0, "iron_gate")) == "sunk"
    assert refusal(state, Move(0, "fools_landing")) == "out_of_reach"  # diagonal
    play(state, Move(0, "lost_lagoon"))
    assert state.pos[0] == "lost_lagoon" and state.actions_left == 2


def test_a_pawn_shores_up_its_own_tile_and_orthogonal_neighbours_only():
    state = rigged(["messenger", "engineer"])
    flood(state, "silver_gate", "tidal_palace", "whispering_garden", "fools_landing")
    shores = [a.tile for a in state.legal_actions(0) if isinstance(a, Shore)]
    assert shores == ["tidal_palace", "silver_gate"]  # fools_landing is diagonal
    assert refusal(state, Shore(0, "fools_landing")) == "out_of_reach"
    assert refusal(state, Shore(0, "breakers_bridge")) == "not_flooded"
    play(state, Shore(0, "silver_gate"))
    assert state.tiles["silver_gate"] == DRY and state.actions_left == 2


# -- the Explorer -------------------------------------------------------------------------


def test_the_explorer_moves_and_shores_up_diagonally():
    state = rigged(["explorer", "engineer"])  # copper_gate, (4, 2)
    assert set(moves(state)) == {"cave_of_shadows", "bronze_gate", "gold_gate",
                                 "crimson_forest", "cave_of_embers", "cliffs_of_abandon",
                                 "dunes_of_deception"}
    flood(state, "cliffs_of_abandon")
    play(state, Shore(0, "cliffs_of_abandon"), Move(0, "cave_of_embers"))
    assert state.tiles["cliffs_of_abandon"] == DRY and state.pos[0] == "cave_of_embers"


def test_the_explorer_swims_diagonally_where_a_plain_pawn_drowns():
    state = rigged(["pilot", "explorer"])
    sink(state, "cave_of_shadows", "bronze_gate", "gold_gate", "crimson_forest")
    flood(state, "copper_gate")
    stack_flood(state, "copper_gate")
    to_flood_phase(state)
    play(state, DrawFlood(0))
    assert state.step() == "swim" and state.to_act == 1
    swims = [a.tile for a in state.legal_actions(1) if isinstance(a, Swim)]
    assert swims == ["cave_of_embers", "cliffs_of_abandon", "dunes_of_deception"]
    play(state, Swim(1, "dunes_of_deception"))
    assert state.pos[1] == "dunes_of_deception" and state.step() == "flood"
    sound(state)


# -- the Diver ----------------------------------------------------------------------------


def test_the_diver_moves_through_a_chain_of_flooded_and_sunk_places():
    state = rigged(["diver", "engineer"])  # iron_gate, (0, 3)
    sink(state, "silver_gate", "cliffs_of_abandon")
    flood(state, "breakers_bridge")
    reach = set(moves(state))
    # through silver (sunk) on to breakers (flooded), cliffs (sunk), then out onto tiles
    assert {"crimson_forest", "bronze_gate", "observatory", "fools_landing", "misty_marsh",
            "tidal_palace", "lost_lagoon", "coral_palace", "breakers_bridge"} == reach
    assert "whispering_garden" not in reach  # behind tidal_palace, which is dry
    play(state, Move(0, "crimson_forest"))
    assert state.pos[0] == "crimson_forest" and state.actions_left == 2


def test_the_diver_ends_on_a_tile_and_a_dry_tile_stops_him():
    state = rigged(["diver", "engineer"])
    assert moves(state) == ["coral_palace", "silver_gate"]  # all dry: a plain move
    sink(state, "silver_gate")
    assert "silver_gate" not in moves(state)
    assert refusal(state, Move(0, "silver_gate")) == "sunk"


def test_the_diver_swims_to_the_nearest_tile():
    state = rigged(["pilot", "diver"])
    sink(state, "coral_palace", "silver_gate")
    flood(state, "iron_gate")
    stack_flood(state, "iron_gate")
    to_flood_phase(state)
    play(state, DrawFlood(0))
    swims = [a.tile for a in state.legal_actions(1) if isinstance(a, Swim)]
    assert swims == ["tidal_palace", "breakers_bridge", "lost_lagoon"]  # two steps away
    assert movement.swim_targets(state, 1) == swims
    play(state, Swim(1, "lost_lagoon"))
    assert state.pos[1] == "lost_lagoon"


# -- the Pilot ----------------------------------------------------------------------------


def test_the_pilot_flies_anywhere_once_per_turn_for_one_action():
    state = rigged(["pilot", "engineer"])
    sink(state, "watchtower")
    flights = [a.tile for a in state.legal_actions(0) if isinstance(a, Fly)]
    assert len(flights) == 22 and "watchtower" not in flights and "fools_landing" not in flights
    play(state, Fly(0, "twilight_hollow"))
    assert state.pos[0] == "twilight_hollow" and state.actions_left == 2 and state.flew
    assert not [a for a in state.legal_actions(0) if isinstance(a, Fly)]
    assert refusal(state, Fly(0, "gold_gate")) == "flown"
    play(state, Move(0, "misty_marsh"), EndActions(0))  # moving on foot is still fine
    for _ in range(state.flood_left):
        play(state, DrawFlood(0))
    play(state, EndActions(1))
    for _ in range(state.flood_left):
        play(state, DrawFlood(1))
    assert state.active == 0 and not state.flew
    play(state, Fly(0, "gold_gate"))  # a new turn, a new flight
    assert state.pos[0] == "gold_gate"


def test_only_the_pilot_flies():
    state = rigged(["engineer", "pilot"])
    assert refusal(state, Fly(0, "watchtower")) == "not_pilot"


def test_the_pilot_flies_anywhere_when_his_tile_sinks():
    state = rigged(["engineer", "pilot"])
    state.pos[1] = "twilight_hollow"
    sink(state, "misty_marsh", "watchtower")  # a plain pawn would drown here
    flood(state, "twilight_hollow")
    stack_flood(state, "twilight_hollow")
    to_flood_phase(state)
    play(state, DrawFlood(0))
    swims = [a.tile for a in state.legal_actions(1) if isinstance(a, Swim)]
    assert len(swims) == 21 and "gold_gate" in swims
    play(state, Swim(1, "gold_gate"))
    assert state.pos[1] == "gold_gate" and state.result is None


# -- the Navigator ------------------------------------------------------------------------


def test_the_navigator_moves_another_pawn_up_to_two_tiles_for_one_action():
    state = rigged(["navigator", "messenger"])  # messenger on silver_gate
    targets = {a.tile for a in state.legal_actions(0) if isinstance(a, Navigate)}
    assert targets == {"tidal_palace", "breakers_bridge", "lost_lagoon", "iron_gate",
                       "coral_palace", "whispering_garden", "fools_landing", "misty_marsh",
                       "cliffs_of_abandon"}
    assert refusal(state, Navigate(0, 1, "bronze_gate")) == "out_of_reach"  # three away
    assert refusal(state, Navigate(0, 0, "copper_gate")) == "navigate_other"
    play(state, Navigate(0, 1, "fools_landing"))
    assert state.pos[1] == "fools_landing" and state.pos[0] == "gold_gate"
    assert state.actions_left == 2


def test_a_navigated_pawn_moves_as_a_plain_pawn():
    state = rigged(["navigator", "diver", "explorer"])
    sink(state, "coral_palace", "silver_gate")
    assert movement.move_targets(state, 1)  # the diver himself goes through the water
    assert not [a for a in state.legal_actions(0) if isinstance(a, Navigate) and a.pawn == 1]
    assert refusal(state, Navigate(0, 1, "tidal_palace")) == "out_of_reach"
    # the explorer is sent orthogonally: cave_of_embers (diagonal) takes two steps
    explorer = {a.tile for a in state.legal_actions(0) if isinstance(a, Navigate) and a.pawn == 2}
    assert "cave_of_embers" in explorer and "watchtower" not in explorer
    assert "observatory" not in explorer  # a diagonal and a step: three plain steps


def test_only_the_navigator_moves_others():
    state = rigged(["engineer", "navigator"])
    assert refusal(state, Navigate(0, 1, "copper_gate")) == "not_navigator"


# -- the Engineer -------------------------------------------------------------------------


def test_the_engineer_shores_up_two_tiles_for_one_action():
    state = rigged(["engineer", "pilot"])  # bronze_gate, (3, 2)
    flood(state, "cave_of_embers", "cliffs_of_abandon", "copper_gate")
    assert Shore(0, "cave_of_embers", "cliffs_of_abandon") in state.legal_actions(0)
    play(state, Shore(0, "cave_of_embers", "cliffs_of_abandon"))
    assert state.tiles["cave_of_embers"] == state.tiles["cliffs_of_abandon"] == DRY
    assert state.tiles["copper_gate"] == FLOODED and state.actions_left == 2
    assert refusal(state, Shore(0, "copper_gate", "copper_gate")) == "same_tile"
    assert refusal(state, Shore(0, "copper_gate", "watchtower")) == "not_flooded"
    play(state, Shore(0, "copper_gate"))  # one tile is fine too
    assert state.actions_left == 1


def test_only_the_engineer_shores_up_two():
    state = rigged(["pilot", "engineer"])
    flood(state, "bronze_gate", "tidal_palace")
    assert refusal(state, Shore(0, "bronze_gate", "tidal_palace")) == "not_engineer"
    assert state.tiles["bronze_gate"] == FLOODED


# -- the Messenger and giving ---------------------------------------------------------------


def test_the_messenger_gives_treasure_cards_anywhere_one_action_each():
    state = rigged(["messenger", "pilot"])
    deal(state, 0, "ES1", "ES2", "HL1")
    play(state, Give(0, 1, card("ES1")), Give(0, 1, card("ES2")))
    assert state.hands[1] == [card("ES1"), card("ES2")] and state.actions_left == 1


def test_others_give_only_on_the_same_tile():
    state = rigged(["engineer", "pilot"])
    deal(state, 0, "CF1")
    assert not [a for a in state.legal_actions(0) if isinstance(a, Give)]
    assert refusal(state, Give(0, 1, card("CF1"))) == "not_same_tile"
    state.pos[1] = "bronze_gate"
    play(state, Give(0, 1, card("CF1")))
    assert state.hands[1] == [card("CF1")]


def test_special_cards_are_never_given():
    state = rigged(["messenger", "pilot"])
    deal(state, 0, "HL1", "SB1", "OC1")
    gifts = [a.card for a in state.legal_actions(0) if isinstance(a, Give)]
    assert gifts == [card("OC1")]
    assert refusal(state, Give(0, 1, card("HL1"))) == "special_not_given"
    assert refusal(state, Give(0, 1, card("SB1"))) == "special_not_given"
    assert refusal(state, Give(0, 1, card("OC2"))) == "not_in_hand"
    assert refusal(state, Give(0, 0, card("OC1"))) == "give_to_other"
