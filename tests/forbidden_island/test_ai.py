"""Forbidden Island's computer players: whole games with legal answers at every level in
every variant, from the observation alone; the normal plan's judgement in rigged
positions (lift-off, capture, shoring the last tile of a treasure, gifts to the
collector, discards, every adventurer's ability, swims, Sandbags before a flood card);
the hard player's search (legal through `decide`, bounded by its worlds, the plan's
choice first). How long a decision takes and how often the team wins are the benches'
(`python -m game.bench fi-ai-time`, `fi-win-rates`)."""

from __future__ import annotations

import json

import pytest

from game.core.search import decide
from game.games.forbidden_island import ai, ai_plan
from game.games.forbidden_island.actions import (
    Capture,
    Discard,
    EndActions,
    Fly,
    Give,
    LiftOff,
    Move,
    Navigate,
    Sandbags,
    Shore,
    Swim,
)
from game.games.forbidden_island.model import IslandState
from game.games.forbidden_island.setup import VARIANTS
from game.games.forbidden_island.tiles import FLOOD_CARD, SUNK, TREASURE_KEYS
from tests.forbidden_island.rigged import card, deal, flood, rigged, sink
from tests.playing import assert_no_state_import

HARD_TINY = {"max_worlds": 2, "time_budget": 1e9}  # deterministic, a few worlds


def play_game(seed: int, variant: str, level: str, max_decisions: int | None = None):
    """A game with every seat at `level`, asked as the table asks (a hard seat through
    `decide`, which hands it worlds); every answer must be one of the legal objects.
    Returns the state and the kinds of the answers to a real choice."""
    state = IslandState.new(seed, variant)
    agents = [ai.make_agent(level, seed * 10 + s, **(HARD_TINY if level == "hard" else {}))
              for s in range(state.players)]
    kinds: set[str] = set()
    decisions = 0
    while not state.is_terminal():
        seat = state.to_act
        legal = state.legal_actions(seat)
        action = decide(agents[seat], state, seat, legal)
        assert any(action is a for a in legal), (variant, seed, action)
        if len(legal) > 1:
            kinds.add(action.kind)
        state.apply(action)
        decisions += 1
        if max_decisions is not None and decisions >= max_decisions:
            break
    for agent in agents:
        assert getattr(agent, "misses", 0) == 0  # the plan never chose an illegal action
        planner = getattr(agent, "planner", None)
        assert planner is None or planner.misses == 0
    return state, kinds


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_easy_and_normal_play_whole_games_with_legal_answers(variant, level):
    kinds: set[str] = set()
    for seed in range(6):
        state, chosen = play_game(seed, variant, level)
        assert state.result is not None
        kinds |= chosen
    assert {"move", "shore", "end_actions"} <= kinds


def test_normal_uses_every_kind_of_action_over_many_games():
    kinds: set[str] = set()
    for seed in range(40):
        _state, chosen = play_game(seed, "4p-normal-classic", "normal")
        kinds |= chosen
    assert {"move", "fly", "navigate", "shore", "give", "capture", "end_actions", "discard",
            "swim", "lift", "lift_off", "sandbags"} <= kinds, kinds


@pytest.mark.parametrize("variant", VARIANTS)
def test_hard_answers_legally_through_decide(variant):
    state, kinds = play_game(3, variant, "hard", max_decisions=None
                             if variant == "2p-novice-classic" else 80)
    assert "shore" in kinds or "move" in kinds


def test_the_agents_never_import_the_state():
    assert_no_state_import(ai, ai_plan)


def test_the_plan_reads_the_observation_as_the_search_reads_a_world():
    """The view built from an observation (normal) and from the state itself (the
    roll-outs) are the same, so the roll-out policy is the normal player."""
    for seed in range(4):
        state = IslandState.new(seed, "3p-elite-skull")
        for _ in range(120):
            if state.is_terminal():
                break
            seat = state.to_act
            seen = ai_plan.View.of_observation(state.observation(seat))
            made = ai_plan.View.of_world(state)
            for name in ("st", "n", "roles", "pos", "hands", "captured", "water", "step",
                         "asked", "active", "actions_left", "flew", "flood_left",
                         "swimmers", "in_discard", "discard_n", "known_n", "deck_n",
                         "tdeck_n", "wr_left"):
                assert list(getattr(seen, name)) == list(getattr(made, name)) \
                    if isinstance(getattr(seen, name), list) else \
                    getattr(seen, name) == getattr(made, name), name
            assert [sorted(x) for x in seen.known] == [sorted(x) for x in made.known]
            assert ai_plan.decide(seen) == ai_plan.decide(made)
            state.apply(ai_plan.decide(made))


def test_normal_chooses_from_a_copied_observation_alone():
    state = IslandState.new(11, "4p-normal-classic")
    agent = ai.make_agent("normal", 1)
    for _ in range(60):
        seat = state.to_act
        legal = state.legal_actions(seat)
        observation = json.loads(json.dumps(state.observation(seat)))
        action = agent.choose(observation, legal)
        assert action == agent.choose(state.observation(seat), legal)
        state.apply(action)


# -- the plan in rigged positions ------------------------------------------------------------


def choose(state, level: str = "normal"):
    seat = state.to_act
    return ai.make_agent(level, 1).choose(state.observation(seat), state.legal_actions(seat))


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_lifts_off_when_the_team_can_win(level):
    state = rigged(["pilot", "engineer", "diver"])
    state.captured = list(TREASURE_KEYS)
    state.pos = ["fools_landing"] * 3
    deal(state, 2, "HL1")
    assert choose(state, level) == LiftOff(0, 2, card("HL1"))


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_captures_when_holding_four_on_a_matching_tile(level):
    state = rigged(["engineer", "pilot"])
    state.pos[0] = "temple_of_the_sun"
    deal(state, 0, "ES1", "ES2", "ES3", "ES4")
    flood(state, "cliffs_of_abandon")
    assert choose(state, level) == Capture(0, "earth_stone")


def test_shores_up_a_flooded_treasure_tile_whose_partner_sank():
    state = rigged(["navigator", "engineer"])
    state.pos[0] = "fools_landing"
    sink(state, "whispering_garden")
    flood(state, "howling_garden", "breakers_bridge", "tidal_palace")
    assert choose(state) == Shore(0, "howling_garden")


def test_shores_up_fools_landing_first():
    state = rigged(["diver", "engineer"])
    state.pos[0] = "breakers_bridge"
    flood(state, "silver_gate", "fools_landing", "misty_marsh")
    assert choose(state) == Shore(0, "fools_landing")


def test_gives_a_card_to_the_collector_on_the_same_tile():
    state = rigged(["diver", "explorer"])
    state.pos = ["iron_gate", "iron_gate"]
    deal(state, 0, "ES1", "SW1")
    deal(state, 1, "ES2", "ES3", "ES4")
    assert choose(state) == Give(0, 1, card("ES1"))


def test_walks_to_the_collector_to_give():
    state = rigged(["diver", "explorer"])
    state.pos = ["iron_gate", "breakers_bridge"]
    deal(state, 0, "ES1")
    deal(state, 1, "ES2", "ES3", "ES4")
    assert choose(state) == Move(0, "silver_gate")


def test_discards_a_captured_treasures_card_first():
    state = rigged(["diver", "explorer"])
    state.captured = ["wind_statue"]
    deal(state, 0, "ES1", "ES2", "CF1", "SW1", "OC1", "OC2")
    assert state.step() == "discard"
    assert choose(state) == Discard(0, card("SW1"))


def test_discards_the_treasure_the_team_needs_least():
    state = rigged(["diver", "explorer"])
    deal(state, 0, "ES1", "ES2", "ES3", "CF1", "OC1", "OC2")
    deal(state, 1, "OC3")
    assert choose(state) == Discard(0, card("CF1"))


def test_the_pilot_flies_to_a_far_tile_in_danger():
    state = rigged(["pilot", "engineer"])
    state.pos = ["lost_lagoon", "bronze_gate"]
    sink(state, "cave_of_embers")
    flood(state, "cave_of_shadows")
    action = choose(state)
    assert isinstance(action, Fly)


def test_the_engineer_shores_up_two_tiles_for_one_action():
    state = rigged(["engineer", "pilot"])
    flood(state, "cave_of_embers", "cliffs_of_abandon")
    action = choose(state)
    assert isinstance(action, Shore) and {action.tile, action.second} == \
        {"cave_of_embers", "cliffs_of_abandon"}


def test_the_explorer_shores_up_diagonally():
    state = rigged(["explorer", "pilot"])
    sink(state, "cave_of_shadows")
    flood(state, "cave_of_embers")  # diagonal to copper_gate, the last fire tile
    assert choose(state) == Shore(0, "cave_of_embers")


def test_the_diver_dives_through_flooded_and_sunk_places():
    state = rigged(["diver", "pilot"])
    deal(state, 0, "CF1", "CF2", "CF3", "CF4")
    sink(state, "cave_of_embers", "silver_gate")
    flood(state, "breakers_bridge", "cliffs_of_abandon")
    action = choose(state)
    assert isinstance(action, Move)
    assert action.tile not in ("silver_gate", "coral_palace")  # beyond his neighbours
    assert action.tile in ("breakers_bridge", "cliffs_of_abandon", "crimson_forest",
                           "fools_landing", "misty_marsh", "observatory", "bronze_gate")


def test_the_navigator_moves_a_collector_toward_his_treasure():
    state = rigged(["navigator", "diver"])
    deal(state, 1, "OC1", "OC2", "OC3", "OC4")
    state.pos[1] = "breakers_bridge"
    action = choose(state)
    assert isinstance(action, Navigate) and action.pawn == 1
    assert action.tile in ("tidal_palace", "silver_gate", "fools_landing")


def test_the_messenger_gives_at_a_distance():
    state = rigged(["messenger", "navigator"])
    deal(state, 0, "ES1")
    deal(state, 1, "ES2", "ES3", "ES4")
    assert choose(state) == Give(0, 1, card("ES1"))


def test_swims_to_the_safest_tile():
    state = rigged(["navigator", "engineer"])
    state.pos[0] = "breakers_bridge"
    flood(state, "silver_gate", "cliffs_of_abandon", "misty_marsh")
    sink(state, "breakers_bridge")
    state.swimmers = [0]
    assert state.step() == "swim"
    assert choose(state) == Swim(0, "fools_landing")


def test_sandbags_fools_landing_before_a_flood_card_that_may_sink_it():
    state = rigged(["navigator", "engineer"])
    deal(state, 1, "SB1")
    flood(state, "fools_landing", "watchtower")
    # Fools' Landing's card on top of the flood deck, known after a Waters Rise!
    state.flood_discard.remove(FLOOD_CARD["fools_landing"])
    state.flood_deck.append(FLOOD_CARD["fools_landing"])
    state.flood_known = [1]
    state.phase, state.actions_left, state.flood_left = "flood", 0, 2
    assert choose(state) == Sandbags(0, 1, card("SB1"), "fools_landing")


def test_keeps_drawing_when_nothing_irreplaceable_is_in_danger():
    state = rigged(["navigator", "engineer"])
    deal(state, 1, "SB1")
    flood(state, "watchtower")
    state.phase, state.actions_left, state.flood_left = "flood", 0, 2
    assert choose(state).kind == "draw_flood"


def test_a_helicopter_lift_carries_the_collector_to_a_far_treasure():
    state = rigged(["diver", "engineer"])
    state.pos = ["twilight_hollow", "bronze_gate"]
    deal(state, 0, "ES1", "ES2", "ES3", "ES4")
    deal(state, 1, "HL1", "HL2")
    action = choose(state)
    assert action.kind == "lift" and action.pawns == (0,)
    assert action.tile in ("temple_of_the_moon", "temple_of_the_sun")


def test_the_team_gathers_on_fools_landing_once_everything_is_captured():
    state = rigged(["engineer", "diver"])
    state.captured = list(TREASURE_KEYS)
    state.pos = ["cliffs_of_abandon", "fools_landing"]
    assert choose(state) in (Move(0, "bronze_gate"), Move(0, "breakers_bridge"))


def test_the_last_action_ends_the_turn():
    state = rigged(["engineer", "diver"])
    state.actions_left = 0
    assert choose(state) == EndActions(0)


# -- the hard player --------------------------------------------------------------------------


def test_hard_searches_the_plans_choice_first_and_a_few_others():
    state = rigged(["engineer", "diver", "pilot"])
    flood(state, "cave_of_embers", "watchtower", "iron_gate")
    seat = state.to_act
    legal = state.legal_actions(seat)
    hard = ai.make_agent("hard", 3, **HARD_TINY)
    options = hard.candidates(state.observation(seat), legal)
    assert options[0] == ai.make_agent("normal", 3).choose(state.observation(seat), legal)
    assert 1 < len(options) <= ai.MAX_CANDIDATES
    assert all(any(o is a for a in legal) for o in options)
    action = decide(hard, state, seat, legal)
    assert any(action is a for a in legal) and hard.last_worlds == 2


def test_hard_does_not_search_a_capture():
    state = rigged(["engineer", "pilot"])
    state.pos[0] = "temple_of_the_sun"
    deal(state, 0, "ES1", "ES2", "ES3", "ES4")
    hard = ai.make_agent("hard", 1, **HARD_TINY)
    assert decide(hard, state, 0, state.legal_actions(0)) == Capture(0, "earth_stone")
    assert hard.last_worlds == 0


def test_the_estimate_prefers_progress_and_fears_the_water():
    state = rigged(["engineer", "pilot"])
    base = ai.estimate(state, 0)
    better = rigged(["engineer", "pilot"])
    better.captured = ["earth_stone"]
    worse = rigged(["engineer", "pilot"])
    worse.water = 7
    sink(worse, "temple_of_the_moon")
    assert 0 < ai.estimate(worse, 0) < base < ai.estimate(better, 0) < 1
    assert worse.tiles["temple_of_the_moon"] == SUNK
