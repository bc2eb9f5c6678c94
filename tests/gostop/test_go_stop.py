"""Go or Stop (rules sheet §7, clarifications "Go again", "Last turn", "Nagari") and
the payment a Stop reaches (§8): thresholds 7 and 3, the target option, Go again only
when higher, no Go on the last card, nagari and its carry-over, shaking doubling."""

import pytest

from game.games.gostop.actions import Go, Play, Shake, Stop
from game.games.gostop.cards import ids
from tests.gostop.helpers import kinds, rigged

# 2 brights 0 + 5 ribbons 1 + hongdan 3 = 4 points; with 08a, 3 brights make it 7.
FOUR_POINTS = "01a 03a 01b 02b 03b 04b 05b"


def card(code: str) -> int:
    return ids(code)[0]


def seven_points_next(**kw):
    """Seat 0 reaches 7 by playing 08a onto 08c (then 12a onto 12b makes 8)."""
    return rigged({0: "08a 06c 12a 10d", 1: "07c 10c 11d"}, table="08c 11c",
                  stock="12b 04c 05c 09d 09c", captures={0: FOUR_POINTS}, **kw)


def test_reaching_seven_asks_go_or_stop_and_stop_is_paid():
    state = seven_points_next()
    events = state.apply(Play(0, ids("08a")))
    assert events[-1].kind == "go_or_stop" and events[-1].data == {"points": 7}
    assert state.phase == "go_stop" and state.legal_actions(0) == [Go(0), Stop(0)]
    state.apply(Stop(0))
    r = state.result
    assert (r["reason"], r["winner"], r["losers"], r["value"]) == ("stop", 0, [1], 7)
    # Seat 1 has no bright against the winner's bright points: gwang-bak doubles.
    assert r["payments"] == [{"seat": 1, "penalties": ["gwang_bak"], "share": 14,
                              "amount": 14}]
    assert state.returns() == [14, -14] and r["points"][0] == 7


def test_after_a_go_only_higher_points_ask_again():
    state = seven_points_next()
    state.apply(Play(0, ids("08a")))
    state.apply(Go(0))
    assert (state.gos[0], state.go_points[0], state.to_act) == (1, 7, 1)
    state.apply(Play(1, ids("07c")))
    events = state.apply(Play(0, ids("06c")))  # still 7: not asked
    assert "go_or_stop" not in kinds(events) and state.to_act == 1
    state.apply(Play(1, ids("10c")))
    state.apply(Play(0, ids("12a")))  # 4 brights: 8 points
    assert state.phase == "go_stop"
    state.apply(Stop(0))
    assert state.result["value"] == 8 + 1  # one Go adds a point


def test_a_loser_who_said_go_pays_double_in_two_players():
    state = rigged({1: "08a 07c", 0: "08b 06c"}, table="08c 08d 11c", stock="09c 10c",
                   first=1, captures={1: FOUR_POINTS, 0: "06b 09b 10b 07b 02a 04a"})
    state.apply(Play(1, ids("08a")))
    state.apply(Go(1))
    state.apply(Play(0, ids("08b")))  # godori 5 + cheongdan 3
    state.apply(Stop(0))
    (payment,) = state.result["payments"]
    assert payment["penalties"] == ["go_bak"] and payment["amount"] == 8 * 2


def test_three_players_stop_at_three():
    state = rigged({0: "08a 06c", 1: "07c 07d", 2: "09c 09d"}, table="08c 11c",
                   stock="12b 04c", players=3, captures={0: "01a 03a"})
    state.apply(Play(0, ids("08a")))
    assert state.phase == "go_stop"
    state.apply(Stop(0))
    r = state.result
    assert r["value"] == 3 and r["losers"] == [1, 2]
    assert r["total"] == 12 and sum(state.returns()) == 0  # both gwang-bak: 6 each


@pytest.mark.parametrize("variant, asked", [("2p", False), ("2p+t5", True),
                                            ("2p+t3", True)])
def test_the_target_option(variant, asked):
    state = rigged({0: "08a 06c", 1: "07c"}, table="08c 11c", stock="12b",
                   captures={0: "01a 03a 01b 02b 03b"}, variant=variant)  # 3 + 3 points
    state.apply(Play(0, ids("08a")))
    assert (state.phase == "go_stop") == asked


def test_the_last_card_stops_without_asking():
    state = rigged({0: "08a"}, table="08c 11c", stock="12b", captures={0: FOUR_POINTS},
                   rest_to=1)
    events = state.apply(Play(0, ids("08a")))
    assert "go_or_stop" not in kinds(events) and Go(0) not in state.legal_actions(0)
    stop = next(e for e in events if e.kind == "stop")
    assert stop.data == {"points": 7, "auto": True}
    assert state.result["reason"] == "stop" and state.result["auto_stop"]
    assert state.result["winner"] == 0


def test_the_players_own_last_card_stops_without_asking():
    """Matgo's dealer plays his last card a turn before the other: with no turn of his
    own left a Go could only lose his win, so the target reached is a Stop."""
    state = rigged({0: "08a", 1: "07c"}, table="08c 11c", stock="12b 09c",
                   captures={0: FOUR_POINTS}, rest_to=1)
    events = state.apply(Play(0, ids("08a")))
    assert "go_or_stop" not in kinds(events) and Go(0) not in state.legal_actions(0)
    assert next(e for e in events if e.kind == "stop").data == {"points": 7, "auto": True}
    assert state.result["winner"] == 0 and state.result["auto_stop"]


def test_the_stock_running_out_without_a_stop_is_nagari():
    state = rigged({0: "06c"}, table="08c", stock="12b", rest_to=1, nagari=2)
    events = state.apply(Play(0, ids("06c")))
    assert events[-1].kind == "hand_over"
    r = state.result
    assert (r["reason"], r["winner"], r["winners"], r["payments"]) == ("nagari", None, [], [])
    assert r["next_nagari"] == 3 and state.returns() == [0, 0]
    assert state.is_terminal() and state.to_act is None and state.legal_actions(0) == []


@pytest.mark.parametrize("variant, nagari, value", [
    ("2p", 0, 7), ("2p", 1, 14), ("2p", 2, 28), ("2p+nonagari", 2, 7)])
def test_a_nagari_carry_over_doubles_the_next_stop(variant, nagari, value):
    state = seven_points_next(nagari=nagari, variant=variant)
    state.apply(Play(0, ids("08a")))
    state.apply(Stop(0))
    assert state.result["value"] == value and state.result["nagari"] == nagari


@pytest.mark.parametrize("shake, value", [(True, 14), (False, 7)])
def test_a_shake_doubles_the_winners_value(shake, value):
    state = rigged({0: "06a 06b 06c 08a", 1: "07c 09c"}, table="08c 11c",
                   stock="12b 04c 10c", captures={0: FOUR_POINTS})
    state.apply(Shake(0, card("06a")) if shake else Play(0, ids("06a")))
    state.apply(Play(1, ids("07c")))
    state.apply(Play(0, ids("08a")))
    state.apply(Stop(0))
    assert state.result["value"] == value and state.result["shakes"][0] == int(shake)
    assert state.result["payments"][0]["amount"] == 2 * value  # gwang-bak
