"""A turn's cards (rules sheet §3): the hand card and the turned-up card each match
none, one, two (a choice, when the two differ) or a stack of three; bonus cards; a
refused action changes nothing."""

import json

import pytest

from game.core.protocol import IllegalAction
from game.games.gostop.actions import Go, Play, Take
from game.games.gostop.cards import ids
from tests.gostop.helpers import codes_of, conserved, kinds, rigged


def card(code: str) -> int:
    return ids(code)[0]


def captured(state, seat=0) -> set[str]:
    return codes_of(state.captures[seat])


def on_table(state) -> set[str]:
    return codes_of(state.table)


def test_a_hand_card_that_matches_nothing_stays_on_the_table():
    state = rigged({0: "01a 05c", 1: "06c"}, table="02c 03c", stock="04c")
    events = state.apply(Play(0, ids("01a")))
    assert kinds(events)[:2] == ["play", "flip"]
    assert on_table(state) == {"01a", "02c", "03c", "04c"} and captured(state) == set()
    assert state.to_act == 1 and conserved(state)


def test_a_hand_card_takes_the_one_card_of_its_month():
    state = rigged({0: "01a 05c", 1: "06c"}, table="01c 03c", stock="04c")
    state.apply(Play(0, ids("01a")))
    assert captured(state) == {"01a", "01c"} and on_table(state) == {"03c", "04c"}


def test_two_different_cards_of_its_month_ask_which_to_take():
    state = rigged({0: "01a 05c", 1: "06c"}, table="01b 01c 03c", stock="04c")
    events = state.apply(Play(0, ids("01a")))
    assert events[-1].kind == "choose" and state.phase == "take"
    assert state.legal_actions(0) == [Take(0, card("01b")), Take(0, card("01c"))]
    assert state.observation(1)["choices"] == ["01b", "01c"]
    assert state.stock[-1] == card("04c")  # nothing turned up before the choice
    state.apply(Take(0, card("01b")))
    assert captured(state) == {"01a", "01b"} and on_table(state) == {"01c", "03c", "04c"}
    assert state.phase == "play" and state.to_act == 1


def test_two_alike_cards_of_its_month_are_taken_without_asking():
    state = rigged({0: "01a 05c", 1: "06c"}, table="01c 01d 03c", stock="04c")
    state.apply(Play(0, ids("01a")))
    assert state.to_act == 1
    assert captured(state) == {"01a", "01c"} and "01d" in on_table(state)


def test_the_fourth_card_takes_a_stack_dealt_to_the_table_without_junk():
    state = rigged({0: "01a 05c", 1: "06c"}, table="01b 01c 01d", stock="04c",
                   captures={1: "08c 08d"})
    events = state.apply(Play(0, ids("01a")))
    stack = next(e for e in events if e.kind == "stack")
    assert stack.data == {"month": 1, "maker": None, "event": None}
    assert captured(state) == {"01a", "01b", "01c", "01d"}
    assert "junk" not in kinds(events) and captured(state, 1) == {"08c", "08d"}


@pytest.mark.parametrize("table, taken, left", [
    ("03c", set(), {"01a", "03c", "05c"}),  # the turn-up matches nothing
    ("01c 03c", {"01a", "01c"}, {"03c", "05c"}),  # one
    ("01c 01d 03c", {"01a", "01c"}, {"01d", "03c", "05c"}),  # two alike
    ("01b 01c 01d", {"01a", "01b", "01c", "01d"}, {"05c"}),  # a stack
])
def test_the_turned_up_card_pairs_like_a_played_card(table, taken, left):
    state = rigged({0: "05c 06c", 1: "07c"}, table=table, stock="01a")
    state.apply(Play(0, ids("05c")))
    assert captured(state) == taken and on_table(state) == left


def test_a_turned_up_card_with_two_different_matches_asks_too():
    state = rigged({0: "05c 06c", 1: "07c"}, table="01b 01c", stock="01a")
    state.apply(Play(0, ids("05c")))
    assert state.phase == "take" and state.observation(0)["choosing"] == "01a"
    state.apply(Take(0, card("01c")))
    assert captured(state) == {"01a", "01c"} and state.to_act == 1


def test_a_played_card_choice_comes_before_the_turn_up_choice():
    state = rigged({0: "01a 06c", 1: "07c"}, table="01b 01c 02a 02c", stock="02b")
    state.apply(Play(0, ids("01a")))
    state.apply(Take(0, card("01c")))
    assert state.phase == "take" and state.observation(0)["choosing"] == "02b"
    state.apply(Take(0, card("02a")))
    assert captured(state) == {"01a", "01c", "02a", "02b"}
    assert on_table(state) == {"01b", "02c"}


def test_a_turned_up_bonus_card_is_captured_and_another_is_turned_up():
    state = rigged({0: "05c 06c", 1: "07c"}, table="01c", stock="J2 01a", variant="2p+bonus")
    events = state.apply(Play(0, ids("05c")))
    assert kinds(events)[:4] == ["play", "flip", "bonus", "flip"]
    assert captured(state) == {"J2", "01a", "01c"}


def test_a_bonus_card_from_hand_draws_the_card_that_counts_as_played():
    """Clarification "Bonus card from hand": the drawn 05a is the played card, so the
    turned-up 05c of its month makes a jjok."""
    state = rigged({0: "J3 06c", 1: "07c"}, table="03c", stock="05a 05c",
                   variant="2p+bonus", captures={1: "08c"})
    events = state.apply(Play(0, ids("J3")))
    assert kinds(events)[:5] == ["play", "bonus", "draw", "flip", "jjok"]
    assert captured(state) == {"J3", "05a", "05c", "08c"}


def test_a_bonus_card_from_hand_can_be_played_like_any_card():
    state = rigged({0: "J2 06c", 1: "07c"}, table="05c", stock="05a 03c", variant="2p+bonus")
    assert Play(0, ids("J2")) in state.legal_actions(0)
    state.apply(Play(0, ids("J2")))
    assert captured(state) == {"J2", "05a", "05c"} and on_table(state) == {"03c"}


def snapshot(state):
    return (json.dumps(state.to_json()), [json.dumps(state.observation(s)) for s in range(2)],
            json.dumps(state.card_zones()), json.dumps(state.pending), state.phase)


@pytest.mark.parametrize("action, reason", [
    (Play(0, ids("09a")), "not_now"),  # not in his hand
    (Play(1, ids("07c")), "turn"),  # not his turn
    (Take(0, card("01c")), "not_now"),  # nothing to choose
    (Go(0), "not_now"),  # no Go asked
    (Play(0, (48,)), "malformed"),  # a bonus card outside the 48-card pack
    (Play(0, (True,)), "malformed"),
    (Play(0, ids("01a 06c")), "not_now"),  # one card at a time
    (Play(0, ()), "not_now"),
])
def test_a_refused_action_changes_nothing(action, reason):
    state = rigged({0: "01a 06c", 1: "07c"}, table="01b 01c", stock="02b")
    before = snapshot(state)
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)
    assert caught.value.reason == reason
    assert snapshot(state) == before


def test_a_refused_take_during_a_choice_changes_nothing():
    state = rigged({0: "01a 06c", 1: "07c"}, table="01b 01c 03c", stock="02b")
    state.apply(Play(0, ids("01a")))
    before = snapshot(state)
    for action in (Take(0, card("03c")), Play(0, ids("06c")), Take(1, card("01b"))):
        with pytest.raises(IllegalAction):
            state.apply(action)
        assert snapshot(state) == before
