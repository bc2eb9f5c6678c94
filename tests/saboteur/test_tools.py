"""Broken tools and repairs (rules sheet §1.2, C3): a broken tool in front of anyone, the
player himself included, never two of a kind, up to three different; no path card while
one is broken; a repair only of a tool that is broken, a double repair mends one of its
two; the repair and the broken card both go to the discard."""

import pytest

from game.games.saboteur.actions import BreakTool, Pass, PlacePath, Repair
from game.games.saboteur.cards import INFO
from tests.saboteur.rigged import held, located_once, refused, rigged

TOOLS = ("pick", "lamp", "cart")


@pytest.mark.parametrize("target", [0, 1, 4])
@pytest.mark.parametrize("tool", TOOLS, ids=["pick", "lamp", "wagon"])
def test_a_broken_tool_goes_in_front_of_any_player_the_player_himself_included(tool, target):
    state = rigged(hands={0: [f"break_{tool}"], 1: ["pEW"]}, deck=3)
    broken = held(state, 0, f"break_{tool}")
    assert BreakTool(0, broken, target) in state.legal_actions(0)
    events = state.apply(BreakTool(0, broken, target))
    assert events[0].kind == "broke" and events[0].data["target"] == target
    assert events[0].data["tool"] == tool
    assert state.broken[target] == {tool: broken}
    assert state.observation(2)["broken"][target] == [tool]
    assert broken in state.card_zones()[f"broken{target}"] and located_once(state)


def test_never_two_broken_tools_of_a_kind_but_up_to_three_different():
    state = rigged(hands={0: ["break_pick", "break_lamp", "break_cart"]},
                   broken={2: ["pick"]}, deck=6)
    refused(state, BreakTool(0, held(state, 0, "break_pick"), 2), "already_broken")
    state.apply(BreakTool(0, held(state, 0, "break_lamp"), 2))
    state.turn = 0
    state.apply(BreakTool(0, held(state, 0, "break_cart"), 2))
    assert sorted(state.broken[2]) == ["cart", "lamp", "pick"]
    state.turn = 0
    state.hands[0] = sorted(c for c in state.deck + state.discard if INFO[c].breaks)
    targets = {a.target for a in state.legal_actions(0) if isinstance(a, BreakTool)}
    assert targets == {0, 1, 3, 4}


def test_the_legal_list_offers_a_broken_tool_only_to_those_without_that_tool_broken():
    state = rigged(hands={0: ["break_lamp"]}, broken={1: ["lamp"], 3: ["pick"]})
    targets = sorted(a.target for a in state.legal_actions(0) if isinstance(a, BreakTool))
    assert targets == [0, 2, 3, 4]


def test_a_player_with_a_broken_tool_plays_no_path_card_but_may_play_or_pass_the_rest():
    state = rigged(hands={0: ["pEW", "dEW", "map", "fix_cart"]}, broken={0: ["lamp"]})
    refused(state, PlacePath(0, held(state, 0, "pEW"), 1, 0), "tools_broken")
    refused(state, PlacePath(0, held(state, 0, "dEW"), 1, 0), "tools_broken")
    legal = state.legal_actions(0)
    assert not any(isinstance(a, PlacePath) for a in legal)
    assert {Pass(0, c) for c in state.hands[0]} <= set(legal)
    assert any(a.kind == "map" for a in legal)


def test_each_broken_tool_alone_stops_digging_and_mending_it_lets_him_dig_once_more():
    for tool in TOOLS:
        state = rigged(hands={0: ["pEW"], 1: [f"fix_{tool}"]}, broken={0: [tool]}, deck=3)
        assert not any(isinstance(a, PlacePath) for a in state.legal_actions(0))
        state.turn = 1
        state.apply(Repair(1, held(state, 1, f"fix_{tool}"), 0, tool))
        assert state.to_act == 0  # seats 2 to 4 hold nothing: skipped
        assert PlacePath(0, held(state, 0, "pEW"), 1, 0) in state.legal_actions(0)


def test_a_mend_card_mends_only_a_tool_that_is_broken():
    state = rigged(hands={0: ["fix_pick", "fix_pick_lamp"]}, broken={1: ["lamp"], 2: ["cart"]})
    refused(state, Repair(0, held(state, 0, "fix_pick"), 1, "pick"), "not_broken")
    refused(state, Repair(0, held(state, 0, "fix_pick"), 3, "pick"), "not_broken")
    refused(state, Repair(0, held(state, 0, "fix_pick_lamp"), 2, "pick"), "not_broken")
    repairs = {(a.card, a.target, a.tool) for a in state.legal_actions(0)
               if isinstance(a, Repair)}
    assert repairs == {(held(state, 0, "fix_pick_lamp"), 1, "lamp")}


def test_a_mend_card_of_a_tool_it_does_not_show_is_refused():
    state = rigged(hands={0: ["fix_pick", "fix_lamp_cart"]}, broken={1: ["pick", "lamp"]})
    refused(state, Repair(0, held(state, 0, "fix_pick"), 1, "lamp"), "wrong_tool")
    refused(state, Repair(0, held(state, 0, "fix_lamp_cart"), 1, "pick"), "wrong_tool")


@pytest.mark.parametrize(("card", "tool", "other"), [
    ("fix_pick_lamp", "pick", "lamp"), ("fix_pick_lamp", "lamp", "pick"),
    ("fix_pick_cart", "cart", "pick"), ("fix_lamp_cart", "lamp", "cart")],
    ids=["pick-of-pick-lamp", "lamp-of-pick-lamp", "wagon-of-pick-wagon", "lamp-of-lamp-wagon"])
def test_a_double_mend_card_mends_exactly_the_one_of_its_two_the_action_names(card, tool, other):
    state = rigged(hands={0: [card]}, broken={3: ["pick", "lamp", "cart"]}, deck=2)
    options = {a.tool for a in state.legal_actions(0) if isinstance(a, Repair)}
    assert options == {tool, other}
    state.apply(Repair(0, held(state, 0, card), 3, tool))
    assert sorted(state.broken[3]) == sorted({"pick", "lamp", "cart"} - {tool})


def test_a_mend_card_may_mend_the_players_own_tool():
    state = rigged(hands={0: ["fix_cart"]}, broken={0: ["cart"]}, deck=2)
    state.apply(Repair(0, held(state, 0, "fix_cart"), 0, "cart"))
    assert state.broken[0] == {}


def test_the_mend_card_and_the_broken_card_it_mends_both_go_to_the_discard():
    state = rigged(hands={0: ["fix_pick_cart"]}, broken={4: ["cart", "lamp"]}, deck=2)
    repair = held(state, 0, "fix_pick_cart")
    broken_cart, broken_lamp = state.broken[4]["cart"], state.broken[4]["lamp"]
    discard = list(state.discard)
    events = state.apply(Repair(0, repair, 4, "cart"))
    assert events[0].kind == "repaired" and events[0].data["tool"] == "cart"
    assert sorted(state.discard) == sorted(discard + [repair, broken_cart])
    assert state.broken[4] == {"lamp": broken_lamp}
    assert located_once(state)


def test_a_mend_card_or_broken_tool_on_no_such_player_or_of_the_wrong_card_is_refused():
    state = rigged(hands={0: ["fix_pick", "break_pick", "map"]}, broken={1: ["pick"]})
    refused(state, BreakTool(0, held(state, 0, "break_pick"), 5), "no_such_player")
    refused(state, Repair(0, held(state, 0, "fix_pick"), 7, "pick"), "no_such_player")
    refused(state, BreakTool(0, held(state, 0, "fix_pick"), 1), "wrong_card")
    refused(state, Repair(0, held(state, 0, "break_pick"), 1, "pick"), "wrong_card")
    refused(state, BreakTool(0, held(state, 0, "map"), 2), "wrong_card")
