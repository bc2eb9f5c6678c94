"""A la Carte's state machine, one section per rules sheet section (§2–§9)."""

import inspect
import re

import pytest

from game.core.playout_check import check_state
from game.games.alacarte import model
from game.games.alacarte.data import COLOURS, CREPE, SALT
from game.games.alacarte.model import (
    AlcState,
    CancelPour,
    ChooseDish,
    ChooseHeat,
    EndTurn,
    Flip,
    Heat,
    Pour,
    Season,
    Steal,
    TryFlip,
    UseCup,
)
from game.games.alacarte.strings import STRINGS
from tests.alacarte.helpers import (
    ALL,
    CHOOSE,
    CUP,
    EAU,
    EEL,
    ELEPHANT,
    FIDEL,
    HEAT1,
    HEAT2,
    HEAT3,
    HIPPO,
    KIPPER,
    ROOSTER,
    SOUR_ENDS,
    TARTE,
    deal_cups,
    fill,
    give_stars,
    kinds_in,
    outcome,
    refused,
    roll,
    season,
    serve,
    table,
)


def kinds(events):
    return [e.kind for e in events]


def sound(state):
    """Every token in one place, and a copy exact (these states are built by hand, so
    a save's replay from the seed is checked by the random playouts instead)."""
    check_state(state, state.n, "test", round_trip=False)
    assert state.copy().snapshot() == state.snapshot()
    tokens = state.dish_tokens()
    assert sorted(d for d in tokens if d != CREPE) == list(range(1, 21))
    assert tokens.count(CREPE) == sum(c != "unused" for c in state.crepe)


# -- §2 set-up and turn -----------------------------------------------------------------------
class TestSetupAndTurn:
    @pytest.mark.parametrize("variant", ["2p", "3p", "4p"])
    def test_set_up_one_cup_each_the_rest_in_the_pool(self, variant):
        state = AlcState.new(5, variant)
        n = state.n
        assert [len(c) for c in state.cups] == [1] * n
        assert len(state.cup_pool) == 13 - n and state.cup_discard == []
        assert state.levels == [0] * n and state.dish == [None] * n
        assert state.crepe == ["unused"] * n and len(state.star_pool) == 9
        sound(state)

    def test_dispensers_hold_15_of_their_colour_and_5_salt(self):
        state = AlcState.new(5)
        for colour in COLOURS:
            assert kinds_in(state, state.dispensers[colour]) == {colour: 15, SALT: 5}
        assert kinds_in(state, state.spare) == {**{c: 5 for c in COLOURS}, SALT: 5}
        assert state.sink == []

    def test_first_player_chooses_then_clockwise_then_first_player_acts(self):
        state = AlcState.new(9, "4p")
        first = state.first
        assert state.phase == "choose_dish"
        for i, dish in enumerate([HIPPO, SOUR_ENDS, KIPPER, EEL]):
            seat = (first + i) % 4
            assert state.to_act == seat
            state.apply(ChooseDish(seat, dish))
        assert state.dish[first] == HIPPO and state.dish[(first + 3) % 4] == EEL
        assert (state.phase, state.to_act, state.actions_left) == ("action", first, 3)
        sound(state)

    def test_no_crepe_and_no_other_seat_in_the_opening_choice(self):
        state = AlcState.new(9, "3p")
        first = state.first
        assert CREPE not in [a.dish for a in state.legal_actions()]
        refused(state, ChooseDish(first, CREPE), "crepe_setup")
        refused(state, ChooseDish((first + 1) % 3, HIPPO), "not_your_turn")

    def test_a_turn_is_three_actions_then_play_passes_left(self):
        state = table([HIPPO, SOUR_ENDS, KIPPER], current=2)
        roll(state, 2, HEAT1)
        season(state, 2, "L", "")
        assert (state.current, state.actions_left) == (2, 1)
        events = roll(state, 2, HEAT1)
        assert (state.current, state.actions_left, state.coffee_used) == (0, 3, False)
        assert events[-1].kind == "turn" and events[-1].seat == 0

    def test_a_coffee_break_costs_no_action_and_is_once_per_turn(self):
        state = table([HIPPO, SOUR_ENDS])
        deal_cups(state, {0: ["victory", "lower"]})
        state.levels[0] = 2
        state.apply(UseCup(0, "victory"))
        assert state.actions_left == 3
        assert not [a for a in state.legal_actions() if isinstance(a, UseCup)]
        refused(state, UseCup(0, "lower", amount=1), "cup_once")

    def test_coffee_again_next_turn(self):
        state = table([HIPPO, SOUR_ENDS])
        deal_cups(state, {0: ["victory", "victory"]})
        state.apply(UseCup(0, "victory"))
        for seat in (0, 0, 0, 1, 1, 1):
            roll(state, seat, HEAT1 if seat else CUP)
        assert state.current == 0 and UseCup(0, "victory") in state.legal_actions()

    def test_acting_out_of_turn_is_refused(self):
        state = table([HIPPO, SOUR_ENDS])
        refused(state, Heat(1), "not_your_turn")
        refused(state, Season(1, "L"), "not_your_turn")


# -- §3 heating die ---------------------------------------------------------------------------
class TestDie:
    @pytest.mark.parametrize("face, amount", [(HEAT1, 1), (HEAT2, 2), (HEAT3, 3)])
    def test_number_faces_heat_only_the_own_stove(self, face, amount):
        state = table([HIPPO, SOUR_ENDS, KIPPER])
        events = roll(state, 0, face)
        assert state.levels == [amount, 0, 0]
        assert events[0].kind == "roll" and events[0].data == {"face": face}
        assert state.actions_left == 2

    def test_all_face_heats_every_stove_the_rollers_too(self):
        state = table([HIPPO, SOUR_ENDS, KIPPER, ROOSTER], levels=[1, 0, 2, 0])
        roll(state, 0, ALL)
        assert state.levels == [2, 1, 3, 1]

    def test_choose_face_lets_the_roller_pick_1_2_or_3(self):
        state = table([HIPPO, SOUR_ENDS])
        roll(state, 0, CHOOSE)
        assert state.phase == "choose_heat" and state.to_act == 0
        sound(state)
        assert state.legal_actions() == [ChooseHeat(0, a) for a in (1, 2, 3)]
        refused(state, ChooseHeat(0, 4), "heat_choice")
        refused(state, Heat(0), "wrong_phase")
        state.apply(ChooseHeat(0, 2))
        assert (state.levels, state.phase, state.actions_left) == ([2, 0], "action", 2)

    def test_heat_above_seven_is_ignored(self):
        state = table([TARTE, SOUR_ENDS], levels=[6, 0])
        events = roll(state, 0, HEAT3)
        heat = next(e for e in events if e.kind == "heat")
        assert heat.data == {"from": 6, "to": 7}

    def test_cup_face_draws_a_cup_from_the_pool(self):
        state = table([HIPPO, SOUR_ENDS])
        deal_cups(state, {}, pool=["spoons", "lower"])
        first, second = state.cup_kinds(state.cup_pool)
        events = roll(state, 0, CUP, 1)  # the second value picks the pool's cup
        assert state.cup_kinds(state.cups[0]) == [second]
        assert state.cup_kinds(state.cup_pool) == [first]
        assert "draw_cup" in kinds(events) and state.levels == [0, 0]
        sound(state)

    def test_cup_face_with_an_empty_pool_steals_a_cup_never_a_victory_cup(self):
        state = table([HIPPO, SOUR_ENDS, KIPPER])
        deal_cups(state, {1: ["victory", "lower"], 2: ["victory"]}, pool=[])
        roll(state, 0, CUP)
        assert state.phase == "steal" and state.to_act == 0
        sound(state)
        assert state.legal_actions() == [Steal(0, 1, "lower")]
        refused(state, Steal(0, 1, "victory"), "steal_cup")
        refused(state, Steal(0, 2, "victory"), "steal_cup")
        state.apply(Steal(0, 1, "lower"))
        assert state.cup_kinds(state.cups[0]) == ["lower"]
        assert state.cup_kinds(state.cups[1]) == ["victory"]
        assert (state.phase, state.actions_left) == ("action", 2)
        sound(state)

    def test_cup_face_with_nothing_to_take_gives_nothing(self):
        state = table([HIPPO, SOUR_ENDS])
        deal_cups(state, {1: ["victory"]}, pool=[])
        events = roll(state, 0, CUP)
        assert "no_cup" in kinds(events)
        assert (state.phase, state.cups[0], state.actions_left) == ("action", [], 2)


# -- §4 coffee cups ---------------------------------------------------------------------------
class TestCups:
    def test_victory_cup_is_one_point_kept_for_good(self):
        state = table([HIPPO, SOUR_ENDS])
        deal_cups(state, {0: ["victory"]}, pool=[])
        state.apply(UseCup(0, "victory"))
        assert state.points(0) == 1 and state.cups[0] == [] and len(state.vp_cups[0]) == 1
        for _ in range(3):
            roll(state, 0, HEAT1)
        roll(state, 1, CUP)  # pool empty: nothing to steal, the VP cup is safe
        assert state.points(0) == 1 and state.phase == "action"
        sound(state)

    def test_exchange_swaps_dish_knob_and_condiments(self):
        state = table([HIPPO, SOUR_ENDS, KIPPER], levels=[2, 1, 0])
        deal_cups(state, {0: ["exchange"]})
        fill(state, 0, "P")
        fill(state, 1, "LS")
        mine, theirs = list(state.pan[0]), list(state.pan[1])
        state.apply(UseCup(0, "exchange", target=1))
        assert (state.dish[:2], state.levels[:2]) == ([SOUR_ENDS, HIPPO], [1, 2])
        assert (state.pan[0], state.pan[1]) == (theirs, mine)
        assert state.actions_left == 3 and state.cups[0] == []
        assert state.cup_kinds(state.cup_discard) == ["exchange"]
        sound(state)

    def test_no_exchange_with_a_spoiled_dish(self):
        state = table([HIPPO, SOUR_ENDS, KIPPER], levels=[2, 4, 0])  # Sour Ends burnt at 4
        deal_cups(state, {0: ["exchange"]})
        refused(state, UseCup(0, "exchange", target=1), "exchange_spoiled")
        assert UseCup(0, "exchange", target=2) in state.legal_actions()
        assert UseCup(0, "exchange", target=1) not in state.legal_actions()

    def test_no_exchange_with_a_crepe(self):
        state = table([HIPPO, CREPE])
        deal_cups(state, {0: ["exchange"]})
        refused(state, UseCup(0, "exchange", target=1), "exchange_crepe")
        refused(state, UseCup(0, "exchange", target=0), "exchange_target")

    def test_three_spoons_give_three_more_actions_and_no_further_cup(self):
        state = table([HIPPO, SOUR_ENDS])
        deal_cups(state, {0: ["spoons", "victory"]})
        roll(state, 0, HEAT1)
        roll(state, 0, HEAT1)
        state.apply(UseCup(0, "spoons"))
        assert state.actions_left == 3
        refused(state, UseCup(0, "victory"), "cup_once")
        for _ in range(3):
            assert state.current == 0
            season(state, 0, "R", "")
        assert state.current == 1  # 2 + 3 actions, then the turn passed

    def test_reseason_pours_any_colour_into_another_pan_for_no_action(self):
        state = table([SOUR_ENDS, HIPPO])
        deal_cups(state, {0: ["reseason"]})
        state.apply(UseCup(0, "reseason", target=1, colour="R"))  # Hippo needs no paprika
        assert (state.phase, state.to_act, state.pending["target"]) == ("pour", 0, 1)
        state.apply(outcome(state, "RR"))
        assert state.pan_counts(1) == {"R": 2} and state.pan[0] == []
        assert (state.actions_left, state.coffee_used, state.phase) == (3, True, "action")
        assert state.cup_kinds(state.cup_discard) == ["reseason"]
        sound(state)

    def test_the_cup_in_use_is_counted_while_the_reseason_pour_runs(self):
        state = table([SOUR_ENDS, HIPPO])
        deal_cups(state, {0: ["reseason"]})
        state.apply(UseCup(0, "reseason", target=1, colour="H"))
        assert state.cups[0] == [] and state.cup_discard == []
        sound(state)

    def test_a_reseason_pour_can_finish_the_other_dish(self):
        state = table([SOUR_ENDS, HIPPO], levels=[0, 4])
        deal_cups(state, {0: ["reseason"]})
        fill(state, 1, "PP")
        state.apply(UseCup(0, "reseason", target=1, colour="L"))
        state.apply(outcome(state, "L"))
        assert state.trays[1] == [HIPPO] and (state.phase, state.to_act) == ("choose_dish", 1)

    @pytest.mark.parametrize("target_dish", [FIDEL, EAU, CREPE])
    def test_no_reseason_on_an_unseasoned_dish(self, target_dish):
        state = table([SOUR_ENDS, target_dish])
        deal_cups(state, {0: ["reseason"]})
        assert not [a for a in state.legal_actions() if isinstance(a, UseCup)]
        refused(state, UseCup(0, "reseason", target=1, colour="L"), "reseason_target")

    def test_no_reseason_into_the_own_pan(self):
        state = table([SOUR_ENDS, HIPPO])
        deal_cups(state, {0: ["reseason"]})
        refused(state, UseCup(0, "reseason", target=0, colour="L"), "reseason_target")

    def test_a_reseason_put_back_unpoured_keeps_the_cup(self):
        state = table([SOUR_ENDS, HIPPO])
        deal_cups(state, {0: ["reseason"]})
        state.apply(UseCup(0, "reseason", target=1, colour="L"))
        state.apply(CancelPour(0))
        assert state.cup_kinds(state.cups[0]) == ["reseason"] and not state.coffee_used
        assert state.actions_left == 3 and state.pan[1] == []

    def test_lower_heat_turns_the_own_knob_down_1_2_or_3(self):
        state = table([HIPPO, SOUR_ENDS], levels=[2, 1])
        deal_cups(state, {0: ["lower"]})
        assert [a.amount for a in state.legal_actions() if isinstance(a, UseCup)] == [1, 2]
        refused(state, UseCup(0, "lower", amount=3), "lower_amount")
        state.apply(UseCup(0, "lower", amount=2))
        assert state.levels == [0, 1] and state.actions_left == 3

    def test_no_cup_while_the_crepe_is_in_the_pan(self):
        state = table([CREPE, HIPPO])
        deal_cups(state, {0: ["victory", "lower"]})
        roll(state, 0, HEAT2)
        assert not [a for a in state.legal_actions() if isinstance(a, UseCup)]
        refused(state, UseCup(0, "victory"), "cup_crepe")
        refused(state, UseCup(0, "lower", amount=1), "cup_crepe")

    def test_a_cup_not_held_is_refused(self):
        state = table([HIPPO, SOUR_ENDS])
        deal_cups(state, {0: ["victory"]})
        refused(state, UseCup(0, "spoons"), "cup_missing")


# -- §5 dishes ------------------------------------------------------------------------------
class TestDishes:
    def test_hippo_finishes_at_3_with_2_pepper_and_1_lemon(self):
        state = table([HIPPO, SOUR_ENDS], levels=[2, 0])
        fill(state, 0, "PP")
        season(state, 0, "L")
        assert state.dish[0] == HIPPO  # heat 2: not yet
        events = roll(state, 0, HEAT1)
        assert state.trays[0] == [HIPPO] and state.points(0) == 3
        assert next(e for e in events if e.kind == "finish").data == {"dish": HIPPO,
                                                                     "star": True}

    def test_hippo_is_still_good_at_5_and_burnt_at_6(self):
        state = table([HIPPO, SOUR_ENDS], levels=[4, 0])
        fill(state, 0, "P")
        roll(state, 0, HEAT1)
        assert state.dish[0] == HIPPO and state.spoiled(0) is None
        events = roll(state, 0, HEAT1)
        assert state.trash == [HIPPO] and state.trays[0] == []
        assert next(e for e in events if e.kind == "spoil").data["reason"] == "burnt"

    def test_sour_ends_finishes_at_2_for_2_vp(self):
        state = table([SOUR_ENDS, HIPPO], levels=[1, 0])
        fill(state, 0, "LH")
        roll(state, 0, HEAT1)
        assert state.trays[0] == [SOUR_ENDS] and state.points(0) == 2

    def test_sour_ends_finishes_at_3_too(self):
        state = table([SOUR_ENDS, HIPPO], levels=[1, 0])
        fill(state, 0, "LH")
        roll(state, 0, HEAT2)
        assert state.trays[0] == [SOUR_ENDS]

    def test_extra_condiments_are_allowed_but_cost_the_star(self):
        state = table([HIPPO, SOUR_ENDS], levels=[2, 0])
        fill(state, 0, "PPLRRHS")
        events = roll(state, 0, HEAT1)
        assert state.trays[0] == [HIPPO] and state.stars[0] == []
        assert next(e for e in events if e.kind == "finish").data["star"] is False

    @pytest.mark.parametrize("already, pour_colour, poured", [
        ("PP", "P", "P"), ("SS", "L", "S"), ("RR", "R", "RR")])
    def test_three_of_one_colour_salt_included_spoils(self, already, pour_colour, poured):
        state = table([HIPPO, SOUR_ENDS], levels=[3, 0])
        fill(state, 0, already)
        events = season(state, 0, pour_colour, poured)
        assert next(e for e in events if e.kind == "spoil").data["reason"] == "over"
        assert state.trash == [HIPPO] and state.dish[0] is None
        assert state.levels[0] == 0 and state.pan[0] == []
        sound(state)

    def test_served_cold_finishes_without_heat(self):
        state = table([EEL, HIPPO])
        fill(state, 0, "LP")
        season(state, 0, "H")
        assert state.trays[0] == [EEL] and len(state.stars[0]) == 1

    def test_served_cold_dish_is_endangered_by_the_all_face(self):
        state = table([HIPPO, EEL], levels=[0, 1])
        fill(state, 1, "LP")
        roll(state, 0, ALL)
        assert state.spoiled(1) == "burnt" and state.dish[1] == EEL

    def test_eau_pour_le_cafe_never_burns(self):
        state = table([EAU, HIPPO], levels=[4, 0])
        roll(state, 0, HEAT3)
        assert state.trays[0] == [EAU] and state.trash == []
        assert state.stars[0] == []  # unseasoned: never a star


# -- §6 seasoning and refill ------------------------------------------------------------------
class TestSeasoning:
    def test_a_pour_moves_the_pieces_that_fell_and_keeps_the_order_given(self):
        state = table([HIPPO, SOUR_ENDS])
        state.apply(Season(0, "P"))
        assert (state.awaiting_outcome(), state.to_act, state.legal_actions()) == ("pour", 0, [])
        rest = state.kinds(state.dispensers["P"])
        for k in "PS":
            rest.remove(k)
        rest.reverse()
        state.apply(Pour(0, ("P", "S"), tuple(rest)))
        assert state.pan_counts(0) == {"P": 1, "S": 1}
        assert state.kinds(state.dispensers["P"]) == rest
        assert (state.actions_left, state.phase) == (2, "action")
        sound(state)

    def test_a_failed_pour_costs_an_action_and_may_be_retried(self):
        state = table([HIPPO, SOUR_ENDS])
        season(state, 0, "P", "")
        assert state.pan[0] == [] and state.actions_left == 2
        season(state, 0, "P", "P")
        assert state.pan_counts(0) == {"P": 1} and state.actions_left == 1

    def test_putting_the_dispenser_back_unpoured_costs_nothing(self):
        state = table([HIPPO, SOUR_ENDS])
        before = state.snapshot()
        state.apply(Season(0, "L"))
        state.apply(CancelPour(0))
        after = state.snapshot()
        assert after.pop("actions") == [Season(0, "L").to_json(), CancelPour(0).to_json()]
        before.pop("actions")
        assert after == before

    def test_a_pour_that_does_not_match_the_dispenser_is_refused(self):
        state = table([HIPPO, SOUR_ENDS])
        state.apply(Season(0, "L"))
        rest = tuple(state.kinds(state.dispensers["L"]))
        refused(state, Pour(0, ("P",), rest), "pour_mismatch")
        refused(state, Pour(0, ("L",), rest), "pour_mismatch")
        refused(state, Heat(0), "wrong_phase")
        refused(state, Pour(1, (), rest), "not_your_turn")

    def test_an_empty_dispenser_cannot_be_used(self):
        state = table([HIPPO, SOUR_ENDS])
        state.spare += state.dispensers["R"]
        state.dispensers["R"] = []
        assert Season(0, "R") not in state.legal_actions()
        refused(state, Season(0, "R"), "dispenser_empty")

    def test_refill_from_the_sink_when_only_salt_is_left(self):
        state = table([HIPPO, SOUR_ENDS])
        inside = state.dispensers["L"]
        lemons = [p for p in inside if state.kind_of(p) == "L"]
        salt = [p for p in inside if state.kind_of(p) == SALT]
        state.dispensers["L"] = salt[:1]
        state.sink = lemons + salt[1:]  # 15 lemon and 4 salt
        roll(state, 0, HEAT1)  # any action: refills are checked after it
        assert kinds_in(state, state.dispensers["L"]) == {"L": 15, SALT: 5}
        assert state.sink == []
        sound(state)

    def test_salt_is_topped_up_only_as_far_as_the_sink_has_salt(self):
        state = table([HIPPO, SOUR_ENDS])
        inside = state.dispensers["L"]
        lemons = [p for p in inside if state.kind_of(p) == "L"]
        salt = [p for p in inside if state.kind_of(p) == SALT]
        state.dispensers["L"] = salt[:1]
        state.sink = lemons[:4] + salt[1:3]
        state.spare += lemons[4:] + salt[3:]
        roll(state, 0, HEAT1)
        assert kinds_in(state, state.dispensers["L"]) == {"L": 4, SALT: 3}
        sound(state)

    def test_salt_is_topped_up_to_5_and_no_further(self):
        state = table([HIPPO, SOUR_ENDS])
        inside = state.dispensers["L"]
        lemons = [p for p in inside if state.kind_of(p) == "L"]
        salt = [p for p in inside if state.kind_of(p) == SALT]
        pepper_salt = [p for p in state.dispensers["P"] if state.kind_of(p) == SALT][:2]
        state.dispensers["P"] = [p for p in state.dispensers["P"] if p not in pepper_salt]
        state.dispensers["L"] = salt[:3]
        state.sink = lemons + salt[3:] + pepper_salt  # 4 salt, 2 of them needed
        roll(state, 0, HEAT1)
        assert kinds_in(state, state.dispensers["L"]) == {"L": 15, SALT: 5}
        assert kinds_in(state, state.sink) == {SALT: 2}
        sound(state)

    def test_a_pour_that_empties_a_dispenser_refills_it_at_once(self):
        state = table([HIPPO, SOUR_ENDS])
        inside = state.dispensers["H"]
        herbs = [p for p in inside if state.kind_of(p) == "H"]
        salt = [p for p in inside if state.kind_of(p) == SALT]
        state.dispensers["H"] = herbs[:1] + salt[:2]
        state.sink = herbs[1:] + salt[2:]
        season(state, 0, "H", "H")
        assert kinds_in(state, state.dispensers["H"]) == {"H": 14, SALT: 5}

    def test_no_refill_while_the_sink_has_none_of_the_colour(self):
        state = table([HIPPO, SOUR_ENDS])
        inside = state.dispensers["L"]
        state.dispensers["L"] = [p for p in inside if state.kind_of(p) == SALT]
        state.spare += [p for p in inside if state.kind_of(p) == "L"]
        roll(state, 0, HEAT1)
        assert kinds_in(state, state.dispensers["L"]) == {SALT: 5}
        assert Season(0, "L") in state.legal_actions()  # a salt-only pour is still a pour


# -- §7 finishing, stars, spoiling --------------------------------------------------------------
class TestFinishing:
    def test_a_finished_dish_goes_to_the_tray_and_a_new_one_is_chosen_free(self):
        state = table([HIPPO, SOUR_ENDS], levels=[3, 0])
        fill(state, 0, "PP")
        season(state, 0, "L")
        assert state.trays[0] == [HIPPO] and state.dish[0] is None
        assert state.levels[0] == 0 and state.pan[0] == []
        assert kinds_in(state, state.sink) == {"P": 2, "L": 1}
        assert (state.phase, state.to_act, state.actions_left) == ("choose_dish", 0, 2)
        state.apply(ChooseDish(0, KIPPER))
        assert (state.phase, state.to_act, state.actions_left) == ("action", 0, 2)
        sound(state)

    def test_new_dish_of_a_colour_not_finished_yet(self):
        state = table([HIPPO, SOUR_ENDS], levels=[3, 0])
        serve(state, 0, TARTE)  # yellow already finished
        fill(state, 0, "PPL")
        roll(state, 0, CUP)
        groups = {state.data.dishes[a.dish].group for a in state.legal_actions()
                  if a.dish != CREPE}
        assert groups == {"green", "red", "purple"}
        refused(state, ChooseDish(0, FIDEL), "dish_colour")
        refused(state, ChooseDish(0, ROOSTER), "dish_colour")

    def test_new_dish_of_any_colour_when_no_new_colour_is_left(self):
        state = table([HIPPO, SOUR_ENDS], levels=[3, 0])
        serve(state, 0, TARTE)
        state.trash = [d for d in state.available if d not in (FIDEL, EAU)]
        state.available = [FIDEL, EAU]
        fill(state, 0, "PPL")
        roll(state, 0, CUP)
        assert [a.dish for a in state.legal_actions()] == [FIDEL, EAU, CREPE]

    def test_no_star_with_salt_or_for_an_unseasoned_dish(self):
        state = table([HIPPO, FIDEL], levels=[3, 2])
        fill(state, 0, "PPLS")
        roll(state, 0, ALL)
        assert state.trays == [[HIPPO], [FIDEL]] and state.stars == [[], []]

    def test_the_all_face_can_finish_an_opponents_dish_in_my_turn(self):
        state = table([HIPPO, SOUR_ENDS, KIPPER], levels=[0, 1, 0])
        fill(state, 1, "LH")
        roll(state, 0, ALL)
        assert state.trays[1] == [SOUR_ENDS] and len(state.stars[1]) == 1
        assert (state.phase, state.to_act) == ("choose_dish", 1)
        state.apply(ChooseDish(1, ELEPHANT))
        assert (state.phase, state.to_act, state.actions_left) == ("action", 0, 2)

    def test_an_opponents_burnt_dish_stays_until_its_owners_turn(self):
        state = table([HIPPO, SOUR_ENDS, KIPPER], levels=[0, 3, 0])
        fill(state, 1, "L")
        roll(state, 0, ALL)
        assert state.spoiled(1) == "burnt" and state.dish[1] == SOUR_ENDS
        roll(state, 0, HEAT1)
        assert state.dish[1] == SOUR_ENDS and state.trash == []
        events = roll(state, 0, HEAT1)  # the turn passes to seat 1
        assert state.trash == [SOUR_ENDS] and state.dish[1] is None
        assert state.levels[1] == 0 and kinds_in(state, state.sink) == {"L": 1}
        assert kinds(events)[-2:] == ["turn", "spoil"]
        assert (state.phase, state.to_act, state.current) == ("choose_dish", 1, 1)
        state.apply(ChooseDish(1, FIDEL))
        assert (state.phase, state.to_act, state.actions_left) == ("action", 1, 3)
        sound(state)

    def test_an_opponents_over_seasoned_dish_stays_until_its_owners_turn(self):
        state = table([SOUR_ENDS, HIPPO])
        deal_cups(state, {0: ["reseason"]})
        fill(state, 1, "PP")
        state.apply(UseCup(0, "reseason", target=1, colour="P"))
        state.apply(outcome(state, "P"))
        assert state.spoiled(1) == "over" and state.dish[1] == HIPPO
        for _ in range(3):
            roll(state, 0, HEAT1)
        assert state.trash == [HIPPO] and state.to_act == 1

    def test_a_dish_spoiled_in_the_own_turn_leaves_at_once_and_the_turn_goes_on(self):
        state = table([SOUR_ENDS, HIPPO], levels=[2, 0])
        roll(state, 0, HEAT2)
        assert state.trash == [SOUR_ENDS] and state.to_act == 0
        state.apply(ChooseDish(0, HIPPO + 1))
        assert (state.current, state.actions_left) == (0, 2)

    def test_a_spoiled_dish_is_out_of_the_game(self):
        state = table([SOUR_ENDS, HIPPO], levels=[2, 0])
        roll(state, 0, HEAT2)
        assert SOUR_ENDS not in state.available and SOUR_ENDS not in state.choices_for(0)


# -- §8 crêpe -----------------------------------------------------------------------------------
class TestCrepe:
    def crepe_turn(self, level=0, cups=None):
        state = table([CREPE, HIPPO], levels=[level, 0], variant="2p-end5")
        deal_cups(state, cups or {})
        return state

    def test_placing_the_crepe_ends_the_turn_at_once(self):
        state = table([SOUR_ENDS, HIPPO], levels=[2, 0])
        fill(state, 0, "L")
        season(state, 0, "H")
        assert state.legal_actions()[-1] == ChooseDish(0, CREPE)
        events = state.apply(ChooseDish(0, CREPE))
        assert state.crepe[0] == "in_pan" and state.dish[0] == CREPE
        assert (state.current, state.actions_left) == (1, 3)
        assert events[-1].kind == "turn" and events[-1].seat == 1

    def test_a_crepe_placed_outside_the_own_turn_does_not_end_the_turn(self):
        state = table([HIPPO, SOUR_ENDS], levels=[0, 1], variant="2p-end5")
        fill(state, 1, "LH")
        roll(state, 0, ALL)
        state.apply(ChooseDish(1, CREPE))
        assert (state.current, state.to_act, state.actions_left) == (0, 0, 2)
        roll(state, 0, HEAT1)
        roll(state, 0, HEAT1)
        assert state.current == 1 and state.legal_actions() == [Heat(1)]

    def test_next_turn_the_heat_roll_is_mandatory(self):
        state = self.crepe_turn()
        assert state.crepe_turn and state.legal_actions() == [Heat(0)]
        refused(state, TryFlip(0), "crepe_turn")
        refused(state, Season(0, "L"), "crepe_turn")
        refused(state, EndTurn(0), "crepe_turn")
        roll(state, 0, HEAT2)
        assert state.legal_actions() == [TryFlip(0), EndTurn(0)]
        refused(state, Heat(0), "crepe_turn")

    def test_a_flip_landing_picture_up_finishes_it_for_3_vp_and_ends_the_turn(self):
        state = self.crepe_turn()
        roll(state, 0, HEAT1)
        state.apply(TryFlip(0))
        assert (state.awaiting_outcome(), state.legal_actions()) == ("flip", [])
        refused(state, TryFlip(0), "wrong_phase")
        sound(state)
        state.apply(Flip(0, True))
        assert state.crepe[0] == "done" and state.trays[0] == [CREPE]
        assert state.points(0) == 3 and state.stars[0] == []
        assert (state.phase, state.to_act) == ("choose_dish", 0)
        state.apply(ChooseDish(0, KIPPER))
        assert (state.current, state.actions_left) == (1, 3)
        sound(state)

    def test_a_crepe_can_be_finished_at_level_0(self):
        state = self.crepe_turn()
        roll(state, 0, CUP)
        assert state.levels[0] == 0
        state.apply(TryFlip(0))
        state.apply(Flip(0, True))
        assert state.trays[0] == [CREPE]

    def test_two_failed_flips_end_the_turn_and_it_is_retried_next_turn(self):
        state = self.crepe_turn()
        roll(state, 0, HEAT1)
        for _ in range(2):
            assert state.current == 0
            state.apply(TryFlip(0))
            state.apply(Flip(0, False))
        assert state.current == 1 and state.dish[0] == CREPE and state.levels[0] == 1
        for _ in range(3):
            roll(state, 1, HEAT1)
        assert state.current == 0 and state.legal_actions() == [Heat(0)]

    def test_the_flips_are_optional(self):
        state = self.crepe_turn()
        roll(state, 0, HEAT1)
        state.apply(TryFlip(0))
        state.apply(Flip(0, False))
        state.apply(EndTurn(0))
        assert state.current == 1 and state.crepe[0] == "in_pan"

    def test_reaching_7_burns_the_crepe_and_ends_the_turn(self):
        state = self.crepe_turn(level=5)
        events = roll(state, 0, HEAT2)
        assert "spoil" in kinds(events)
        assert state.crepe[0] == "burnt" and state.trash == [CREPE] and state.levels[0] == 0
        assert (state.phase, state.to_act) == ("choose_dish", 0)
        assert CREPE not in state.choices_for(0)
        state.apply(ChooseDish(0, KIPPER))
        assert state.current == 1
        sound(state)

    def test_a_crepe_burnt_by_an_opponent_goes_at_its_owners_turn(self):
        state = table([HIPPO, CREPE], levels=[0, 6])
        roll(state, 0, ALL)
        assert state.dish[1] == CREPE and state.crepe[1] == "in_pan"
        roll(state, 0, HEAT1)
        roll(state, 0, HEAT1)
        assert state.crepe[1] == "burnt" and state.trash == [CREPE]
        assert (state.phase, state.to_act) == ("choose_dish", 1)
        state.apply(ChooseDish(1, KIPPER))  # then a whole ordinary turn
        assert (state.current, state.actions_left, state.crepe_turn) == (1, 3, False)
        assert Season(1, "L") in state.legal_actions()

    def test_only_one_crepe_per_game(self):
        state = self.crepe_turn()
        roll(state, 0, HEAT1)
        state.apply(TryFlip(0))
        state.apply(Flip(0, True))
        assert CREPE not in state.choices_for(0)
        refused(state, ChooseDish(0, CREPE), "crepe_used")

    def test_the_crepe_is_no_colour_for_the_new_dish_rule(self):
        state = self.crepe_turn()
        roll(state, 0, HEAT1)
        state.apply(TryFlip(0))
        state.apply(Flip(0, True))
        assert len(state.choices_for(0)) == 19  # every dish left, of all colours

    def test_a_cup_rolled_with_the_crepe_in_is_kept_for_later(self):
        state = self.crepe_turn(cups={}, level=1)
        deal_cups(state, {}, pool=["lower"])
        roll(state, 0, CUP, 0)
        assert state.cup_kinds(state.cups[0]) == ["lower"]
        refused(state, UseCup(0, "lower", amount=1), "cup_crepe")
        state.apply(TryFlip(0))
        state.apply(Flip(0, True))
        state.apply(ChooseDish(0, KIPPER))
        for _ in range(3):
            roll(state, 1, HEAT1)
        state.levels[0] = 2
        assert UseCup(0, "lower", amount=1) in state.legal_actions()

    def test_the_crepe_counts_as_a_finished_dish_for_the_end(self):
        state = self.crepe_turn()
        serve(state, 0, FIDEL, ELEPHANT, ROOSTER, KIPPER)
        roll(state, 0, HEAT1)
        state.apply(TryFlip(0))
        events = state.apply(Flip(0, True))
        assert state.is_terminal() and state.over_reason == "dishes"
        assert events[-1].kind == "game_over"


# -- §9 end and scoring ---------------------------------------------------------------------------
def finish_hippo(state, seat=0):
    """`seat` (at heat 3 with P P in the pan) pours the lemon that finishes its Hippo."""
    state.levels[seat] = 3
    fill(state, seat, "PP")
    return season(state, seat, "L")


class TestEnd:
    @pytest.mark.parametrize("variant", ["4p", "3p", "2p-end5"])
    def test_the_fifth_dish_ends_the_game_at_once(self, variant):
        n = int(variant[0])
        state = table([HIPPO] + [FIDEL, EAU, TARTE][:n - 1], variant=variant)
        serve(state, 0, SOUR_ENDS, ELEPHANT, ROOSTER, KIPPER)
        events = finish_hippo(state)
        assert state.is_terminal() and state.over_reason == "dishes"
        assert state.to_act is None and state.legal_actions(0) == []
        over = events[-1]
        assert over.kind == "game_over" and over.data["places"][0] == 1
        assert over.data["points"][0] == 2 + 3 + 4 + 5 + 3
        sound(state)

    @pytest.mark.parametrize("variant, served, over", [
        ("2p", 4, False), ("2p", 6, True), ("2p-end5", 4, True)])
    def test_two_players_end_at_seven_dishes_or_five_by_the_setting(self, variant, served,
                                                                    over):
        state = table([HIPPO, FIDEL], variant=variant)
        serve(state, 0, *[SOUR_ENDS, ELEPHANT, ROOSTER, KIPPER, 17, 18][:served])
        finish_hippo(state)
        assert state.is_terminal() is over
        assert state.dishes_to_end() == (7 if variant == "2p" else 5)

    def test_three_stars_win_outright(self):
        state = table([HIPPO, FIDEL])
        serve(state, 1, KIPPER, 18, 19)
        give_stars(state, 0, 2)
        events = finish_hippo(state)
        assert state.over_reason == "stars" and len(state.stars[0]) == 3
        assert state.points(0) < state.points(1)
        assert events[-1].data["places"] == [1, 2] and state.placings() == [1, 2]

    def test_most_points_wins_and_ties_share_the_place(self):
        state = table([HIPPO, FIDEL, EAU, TARTE])
        serve(state, 0, SOUR_ENDS, ELEPHANT, ROOSTER, KIPPER)  # 14, then 17 with the Hippo
        serve(state, 1, 18, 19, 20)  # 18
        serve(state, 2, 17, 15, 11)  # 15, and a victory cup
        serve(state, 3, 16, 14, 7, 6)  # 16
        deal_cups(state, {})
        state.vp_cups[2] = [state.cup_pool.pop()]
        finish_hippo(state)
        assert state.is_terminal() and state.returns() == [17, 18, 16, 16]
        assert state.placings() == [2, 1, 3, 3]

    def test_tied_leaders_share_the_win(self):
        state = table([HIPPO, FIDEL, EAU])
        serve(state, 0, SOUR_ENDS, ELEPHANT, ROOSTER, KIPPER)
        serve(state, 1, 18, 19, 15)
        finish_hippo(state)
        assert state.returns() == [17, 17, 0] and state.placings() == [1, 1, 3]

    def test_no_dish_to_place_ends_the_game(self):
        state = table([HIPPO, FIDEL])
        state.crepe[0] = "burnt"
        state.trash = [CREPE] + state.available
        state.available = []
        events = finish_hippo(state)
        assert state.over_reason == "no_dish" and events[-1].kind == "game_over"

    def test_with_no_dish_left_the_unused_crepe_may_still_be_placed(self):
        state = table([HIPPO, FIDEL])
        state.trash = list(state.available)
        state.available = []
        finish_hippo(state)
        assert not state.is_terminal() and state.legal_actions() == [ChooseDish(0, CREPE)]

    def test_points_are_dishes_plus_victory_cups(self):
        state = table([HIPPO, FIDEL])
        serve(state, 0, KIPPER, CREPE)
        deal_cups(state, {0: ["victory"]})
        state.apply(UseCup(0, "victory"))
        assert state.returns() == [5 + 3 + 1, 0]


# -- refusals leave everything as it was --------------------------------------------------------
class TestRefusals:
    def test_actions_after_the_end_are_refused(self):
        state = table([HIPPO, FIDEL], variant="2p-end5")
        serve(state, 0, SOUR_ENDS, ELEPHANT, ROOSTER, KIPPER)
        finish_hippo(state)
        refused(state, Heat(0), "not_your_turn")
        refused(state, ChooseDish(1, KIPPER), "not_your_turn")

    def test_outcomes_are_refused_when_no_minigame_is_running(self):
        state = table([HIPPO, FIDEL])
        refused(state, Flip(0, True), "wrong_phase")
        refused(state, Pour(0, (), ()), "wrong_phase")
        refused(state, CancelPour(0), "wrong_phase")
        refused(state, ChooseHeat(0, 1), "wrong_phase")
        refused(state, EndTurn(0), "not_allowed")

    def test_malformed_actions_are_refused(self):
        # Each of these was accepted or crashed the model before actions were checked.
        state = table([HIPPO, FIDEL])
        refused(state, Season(0, ""), "unknown_colour")  # "" is in every string
        refused(state, Season(0, "LP"), "unknown_colour")
        refused(state, Flip(0, "no"), "malformed")
        refused(state, Heat(True), "malformed")
        refused(state, Heat(7), "malformed")

    def test_a_colour_or_dish_that_does_not_exist_is_refused_as_such(self):
        """Not as an empty dispenser or a dish of a finished colour, which would send
        the player looking for the wrong thing."""
        state = table([SOUR_ENDS, HIPPO])
        for colour in ("", "LP", "l", "?!", SALT):
            refused(state, Season(0, colour), "unknown_colour")
        deal_cups(state, {0: ["reseason"]})
        refused(state, UseCup(0, "reseason", target=1, colour=""), "unknown_colour")
        state = table([HIPPO, SOUR_ENDS], levels=[3, 0])
        fill(state, 0, "PPL")
        roll(state, 0, CUP)
        assert state.phase == "choose_dish"
        for dish in (999, -1, max(state.data.dishes) + 1):
            refused(state, ChooseDish(0, dish), "unknown_dish")

    def test_every_refusal_the_model_gives_is_said_in_english_and_chinese(self):
        source = inspect.getsource(model)
        reasons = set(re.findall(r'IllegalAction\(\s*"(\w+)"', source))
        assert {"unknown_colour", "unknown_dish", "dispenser_empty"} <= reasons
        for reason in reasons:
            text = STRINGS[f"alc_refuse_{reason}"]
            assert text["en"] and text["zh"], reason

    def test_a_dish_already_taken_cannot_be_chosen(self):
        state = table([HIPPO, SOUR_ENDS], levels=[3, 0])
        fill(state, 0, "PPL")
        roll(state, 0, CUP)
        refused(state, ChooseDish(0, SOUR_ENDS), "dish_colour")

