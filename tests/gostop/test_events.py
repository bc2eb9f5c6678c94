"""The special events of rules sheet §4: jjok, ppuk and the capture of a ppuk stack
(by another, by its maker), ttadak, sseul, bomb with its flip-only turns, shaking, a
third ppuk; jjok, ttadak and sseul not on the hand's last turn; events add up."""

import pytest

from game.core.protocol import IllegalAction
from game.games.gostop.actions import Bomb, FlipOnly, Play, Shake
from game.games.gostop.cards import ids
from tests.gostop.helpers import codes_of, conserved, kinds, rigged


def card(code: str) -> int:
    return ids(code)[0]


def captured(state, seat=0) -> set[str]:
    return codes_of(state.captures[seat])


def junk_events(events) -> list[tuple[int, list[str]]]:
    return [(e.data["from"], e.data["cards"]) for e in events if e.kind == "junk"]


def test_jjok_takes_both_and_a_junk():
    state = rigged({0: "05c 06c", 1: "07c"}, table="03c", stock="05a",
                   captures={1: "08c 08d"})
    events = state.apply(Play(0, ids("05c")))
    assert "jjok" in kinds(events) and junk_events(events) == [(1, ["08c"])]
    assert captured(state) == {"05c", "05a", "08c"}


def test_jjok_on_the_last_turn_earns_no_junk():
    state = rigged({0: "05c"}, table="03c", stock="05a", rest_to=1)
    events = state.apply(Play(0, ids("05c")))
    assert "jjok" not in kinds(events) and not junk_events(events)
    assert captured(state) == {"05c", "05a"}
    assert state.result["reason"] == "nagari"


def test_ppuk_leaves_the_three_as_a_stack():
    state = rigged({0: "05c 06c", 1: "07c"}, table="05b 03c", stock="05a",
                   captures={1: "08c"})
    events = state.apply(Play(0, ids("05c")))
    assert "ppuk" in kinds(events) and "junk" not in kinds(events)
    assert captured(state) == set() and codes_of(state.table) == {"05a", "05b", "05c", "03c"}
    assert state.ppuks == [1, 0] and state.ppuk_maker == {5: 0}
    assert state.observation(1)["stacks"] == [[5, 0]]


def test_taking_anothers_ppuk_stack_earns_one_junk():
    state = rigged({0: "05c 06c", 1: "05d 07c"}, table="05b 03c", stock="05a 09c",
                   captures={0: "08c 08d"})
    state.apply(Play(0, ids("05c")))  # ppuk
    events = state.apply(Play(1, ids("05d")))
    stack = next(e for e in events if e.kind == "stack")
    assert stack.data == {"month": 5, "maker": 0, "event": "ppuk_capture"}
    assert junk_events(events) == [(0, ["08c"])]
    assert captured(state, 1) == {"05a", "05b", "05c", "05d", "08c"}
    assert state.ppuk_maker == {}


def test_ja_ppuk_takes_two_junk_from_each_opponent():
    state = rigged({0: "05c 05d 06c", 1: "07c 07d", 2: "09c 09d"}, table="05b 03c",
                   stock="05a 10c 11c 12b", players=3,
                   captures={1: "08c 08d 04c", 2: "11b 04d"})
    state.apply(Play(0, ids("05c")))  # ppuk
    state.apply(Play(1, ids("07c")))
    state.apply(Play(2, ids("09c")))
    events = state.apply(Play(0, ids("05d")))
    assert next(e for e in events if e.kind == "stack").data["event"] == "ja_ppuk"
    # Seat 1 pays two single junk; seat 2 a double junk alone (least overpayment).
    assert junk_events(events) == [(1, ["04c", "08c"]), (2, ["11b"])]
    assert captured(state) == {"05a", "05b", "05c", "05d", "04c", "08c", "11b"}


def test_ttadak_takes_all_four_and_a_junk():
    state = rigged({0: "01a 06c", 1: "07c"}, table="01b 01c 03c", stock="01d",
                   captures={1: "08c"})
    state.apply(Play(0, ids("01a")))
    events = state.apply(state.legal_actions(0)[0])  # take 01b
    assert "ttadak" in kinds(events) and junk_events(events) == [(1, ["08c"])]
    assert captured(state) == {"01a", "01b", "01c", "01d", "08c"}


def test_ttadak_on_the_last_turn_earns_no_junk():
    state = rigged({0: "01a"}, table="01c 01d 03c", stock="01b", rest_to=1)
    events = state.apply(Play(0, ids("01a")))
    assert "ttadak" not in kinds(events) and not junk_events(events)
    assert captured(state) == {"01a", "01b", "01c", "01d"}


def test_sseul_sweeping_the_table_earns_a_junk():
    state = rigged({0: "01a 06c", 1: "07c"}, table="01c 02c", stock="02a",
                   captures={1: "08c"})
    events = state.apply(Play(0, ids("01a")))
    assert "sseul" in kinds(events) and junk_events(events) == [(1, ["08c"])]
    assert state.table == []


def test_sseul_on_the_last_turn_earns_no_junk():
    state = rigged({0: "01a"}, table="01c 02c", stock="02a", rest_to=1)
    events = state.apply(Play(0, ids("01a")))
    assert "sseul" not in kinds(events) and not junk_events(events) and state.table == []


def test_events_add_up_a_ppuk_capture_and_a_sweep_pay_two():
    state = rigged({1: "05c 07c", 0: "05d 06c"}, table="05b 02c", stock="05a 02a",
                   first=1, captures={1: "11b 08c"})
    state.apply(Play(1, ids("05c")))  # seat 1's ppuk
    events = state.apply(Play(0, ids("05d")))
    assert {"stack", "sseul"} <= set(kinds(events))
    assert junk_events(events) == [(1, ["11b"])]  # a debt of 2: the double junk alone


def test_events_add_up_jjok_and_sseul():
    state = rigged({0: "05c 06c", 1: "07c"}, table="", stock="05a",
                   captures={1: "08c 08d 04c"})
    events = state.apply(Play(0, ids("05c")))
    assert {"jjok", "sseul"} <= set(kinds(events))
    assert junk_events(events) == [(1, ["04c", "08c"])]


# --- bomb and shake ------------------------------------------------------------------------

def test_a_bomb_takes_four_and_earns_two_flip_only_turns():
    state = rigged({0: "01a 01b 01c 06c 07c", 1: "09c 09d 10c"}, table="01d 03c",
                   stock="04c 12b 04d 12c 11c", captures={1: "08c"})
    legal = state.legal_actions(0)
    assert Bomb(0, ids("01a 01b 01c")) in legal and not any(isinstance(a, Shake) for a in legal)
    for wrong in (ids("01b 01a 01c"), ids("01a 01b"), ids("01a 01b 01d")):
        with pytest.raises(IllegalAction):
            state.apply(Bomb(0, wrong))
    events = state.apply(Bomb(0, ids("01a 01b 01c")))
    assert kinds(events)[:3] == ["bomb", "flip", "capture"]
    assert junk_events(events) == [(1, ["08c"])]
    assert captured(state) >= {"01a", "01b", "01c", "01d"}
    assert (state.shakes[0], state.bombs[0], state.skips[0]) == (1, 1, 2)
    state.apply(Play(1, ids("09c")))
    legal = state.legal_actions(0)
    assert FlipOnly(0) in legal and Play(0, ids("06c")) in legal
    events = state.apply(FlipOnly(0))
    assert kinds(events)[:2] == ["flip_only", "flip"] and state.hand_counts()[0] == 2
    assert captured(state) >= {"04c", "04d"}
    state.apply(Play(1, ids("09d")))
    state.apply(FlipOnly(0))
    state.apply(Play(1, ids("10c")))
    assert state.skips[0] == 0 and FlipOnly(0) not in state.legal_actions(0)
    assert conserved(state)


def test_a_bomb_is_offered_only_with_the_fourth_on_the_table():
    state = rigged({0: "01a 01b 01c 06c", 1: "07c"}, table="03c", stock="04c")
    legal = state.legal_actions(0)
    assert not any(isinstance(a, Bomb) for a in legal)
    assert {a.card for a in legal if isinstance(a, Shake)} == set(ids("01a 01b 01c"))


def test_a_shake_shows_the_cards_and_doubles_like_a_bomb():
    state = rigged({0: "01a 01b 01c 06c", 1: "07c"}, table="03c", stock="04c")
    events = state.apply(Shake(0, card("01a")))
    assert events[0].kind == "shake" and events[0].data["cards"] == ["01a", "01b", "01c"]
    assert kinds(events)[1] == "play" and "01a" in codes_of(state.table)
    assert state.shakes[0] == 1
    assert state.observation(1)["shown"][0] == ["01b", "01c"]
    assert state.hidden_from(1).isdisjoint(ids("01b 01c"))


def test_a_shaken_month_cannot_be_bombed():
    state = rigged({0: "01a 01b 01c 01d 06c", 1: "07c 08c"}, table="03c", stock="04c 09c")
    state.apply(Shake(0, card("01a")))  # shows all four; 01a stays on the table
    state.apply(Play(1, ids("07c")))
    assert not any(isinstance(a, (Bomb, Shake)) for a in state.legal_actions(0))


# --- three ppuk ----------------------------------------------------------------------------

@pytest.mark.parametrize("variant, value", [("2p", 7), ("2p+ppuk10", 10)])
def test_a_third_ppuk_wins_at_once(variant, value):
    state = rigged({0: "01a 02a 03a 06c", 1: "07c 08c 09c"}, table="01b 02b 03b",
                   stock="01c 10c 02c 11c 03c", variant=variant)
    for action in (Play(0, ids("01a")), Play(1, ids("07c")), Play(0, ids("02a")),
                   Play(1, ids("08c"))):
        state.apply(action)
    assert state.ppuks[0] == 2 and not state.is_terminal()
    events = state.apply(Play(0, ids("03a")))
    assert kinds(events)[-1] == "hand_over"
    result = state.result
    assert (result["reason"], result["winner"], result["value"]) == ("three_ppuk", 0, value)
    assert state.returns() == [value, -value]
