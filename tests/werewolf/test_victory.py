"""Every victory condition (rules sheet §4 and the 2026-11 clarifications), checked
after each chain of deaths."""

from __future__ import annotations

from game.games.werewolf.actions import Bite, Brew, Couple, Vote
from game.games.werewolf.victory import NOBODY_WON, winner, winners
from tests.werewolf.rigged import dealt, lap

W, V, S, H = "werewolf", "villager", "seer", "witch"
ROLES = [W, W, V, V, V, S]


def test_the_village_wins_when_the_last_werewolf_is_gone():
    assert winner(ROLES, [False, False, True, True, True, True], None) == "village"


def test_the_wolves_win_at_parity_by_default():
    assert winner(ROLES, [True, True, True, True, False, False], None) == "wolves"
    assert winner(ROLES, [True, True, True, True, True, False], None) is None


def test_with_the_seeds_rule_the_wolves_need_all_but_one_villager_gone():
    alive = [True, True, True, True, False, False]
    assert winner(ROLES, alive, None, seed_rule=True) is None
    assert winner(ROLES, [True, True, True, False, False, False], None, seed_rule=True) \
        == "wolves"


def test_a_mixed_couple_blocks_both_sides_and_wins_as_the_last_two():
    lovers = (0, 2)  # a werewolf and a villager
    assert winner(ROLES, [True, False, True, False, False, False], lovers) == "lovers"
    assert winner(ROLES, [True, True, True, True, False, False], lovers) is None
    assert winners("lovers", ROLES, lovers) == [0, 2]
    assert 0 not in winners("wolves", ROLES, lovers)


def test_lovers_of_one_side_play_for_it():
    lovers = (2, 3)
    assert winner(ROLES, [False, False, True, True, False, False], lovers) == "village"
    assert winners("village", ROLES, lovers) == [2, 3, 4, 5]


def test_nobody_alive_means_nobody_won():
    assert winner(ROLES, [False] * 6, None) == NOBODY_WON


def test_the_wolves_win_once_they_are_as_many_as_the_others():
    state = dealt("5p+nocap", [W, S, H, V, V])
    lap(state, seat0=Bite(0, 1))
    lap(state, seat2=Brew(2, poison=3))
    assert not state.is_terminal()  # one wolf, two others
    lap(state)
    lap(state, seat0=Vote(0, 4), seat2=Vote(2, 4), seat4=Vote(4, 0))
    assert state.is_terminal() and state.result["side"] == "wolves"
    assert state.result["winners"] == [0]
    assert state.returns() == [1, 0, 0, 0, 0]


def test_the_village_wins_by_eliminating_the_last_wolf():
    state = dealt("5p+nocap", [W, S, H, V, V])
    lap(state, seat0=Bite(0, 3))
    lap(state, seat2=Brew(2, heal=True))
    lap(state)
    lap(state, **{f"seat{s}": Vote(s, 0) for s in range(1, 5)}, seat0=Vote(0, 1))
    assert state.result["side"] == "village" and state.result["winners"] == [1, 2, 3, 4]


def test_victory_waits_for_the_whole_chain():
    # The wolves reach parity when the bitten lover dies, but her grieving partner
    # dies in the same chain; the check comes after both.
    nine = ["cupid", W, W, S, H, "hunter", V, V, V]
    state = dealt("9p+nocap", nine)
    lap(state, seat0=Couple(0, 1, 6))  # a wolf and a villager
    lap(state, seat1=Bite(1, 6), seat2=Bite(2, 6))
    lap(state)
    assert [(d["seat"], d["cause"]) for d in state.deaths] == [(6, "night"), (1, "grief")]
    assert not state.is_terminal()
