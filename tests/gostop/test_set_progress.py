"""Set progress (rules sheet §6): how far a capture area is towards godori, the three
ribbon sets and three brights, and whether the missing card is still to be won."""

from __future__ import annotations

from game.games.gostop.cards import ids
from game.games.gostop.set_progress import completing, set_progress


def by_name(progress):
    return {p.name: p for p in progress}


def test_two_birds_with_the_third_uncaptured_are_one_card_from_godori():
    got = by_name(set_progress(ids("02a 04a 01c"), [ids("03c")]))
    godori = got["godori"]
    assert (godori.have, godori.need) == (2, 3)
    assert godori.one_away and not godori.done and not godori.dead
    assert godori.live == frozenset(ids("08b"))
    assert completing(got.values()) == {ids("08b")[0]: ["godori"]}


def test_a_set_whose_missing_card_another_seat_captured_is_dead_not_a_threat():
    got = by_name(set_progress(ids("02a 04a"), [ids("08b")]))
    assert got["godori"].dead and not got["godori"].one_away
    assert completing(got.values()) == {}


def test_a_finished_set_is_done_and_sets_not_begun_are_not_listed():
    got = by_name(set_progress(ids("01b 02b 03b 06b"), []))
    assert got["hongdan"].done and got["hongdan"].have == 3
    assert got["cheongdan"].have == 1 and not got["cheongdan"].one_away
    assert set(got) == {"hongdan", "cheongdan"}


def test_two_brights_are_one_short_of_scoring_while_a_bright_is_uncaptured():
    got = by_name(set_progress(ids("01a 03a"), [ids("08a 11a")]))
    brights = got["gwang"]
    assert brights.one_away and brights.live == frozenset(ids("12a"))
    assert not by_name(set_progress(ids("01a 03a"), [ids("08a 11a 12a")]))["gwang"].one_away
