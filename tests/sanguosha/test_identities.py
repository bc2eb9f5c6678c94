"""Identities, lord HP, kill rewards and the win conditions of rules sheet §1, §2, §5."""

from collections import Counter

import pytest

from game.games.sanguosha.identities import (
    ALTERNATIVES,
    LORD,
    LOYALIST,
    REBEL,
    RENEGADE,
    TABLE,
    Reward,
    Win,
    identities_for,
    kill_reward,
    max_hp,
    winner,
)

L, Y, R, N = LORD, LOYALIST, REBEL, RENEGADE


@pytest.mark.parametrize("players, counts", [
    (4, (1, 1, 1, 1)), (5, (1, 1, 2, 1)), (6, (1, 1, 3, 1)), (7, (1, 2, 3, 1)),
    (8, (1, 2, 4, 1)), (9, (1, 3, 4, 1)), (10, (1, 3, 4, 2)),
])
def test_table(players, counts):
    dealt = identities_for(players)
    assert len(dealt) == players and dealt[0] == LORD
    assert tuple(Counter(dealt)[who] for who in (L, Y, R, N)) == counts


def test_alternatives():
    assert Counter(identities_for(6, alternative=True)) == {L: 1, Y: 1, R: 2, N: 2}
    assert Counter(identities_for(8, alternative=True)) == {L: 1, Y: 2, R: 3, N: 2}
    assert all(sum(row) == players for table in (TABLE, ALTERNATIVES)
               for players, row in table.items())
    for players in (3, 11):
        with pytest.raises(ValueError):
            identities_for(players)
    with pytest.raises(ValueError):
        identities_for(5, alternative=True)


@pytest.mark.parametrize("players, lord_hp", [(4, 4), (5, 5), (8, 5), (10, 5)])
def test_lord_bonus_hp(players, lord_hp):
    assert max_hp(4, LORD, players) == lord_hp
    assert max_hp(4, REBEL, players) == 4
    assert max_hp(3, LOYALIST, players) == 3


def alive_except(n, *dead):
    return [s not in dead for s in range(n)]


# --- 4 players: lord, loyalist, rebel, renegade --------------------------------------

FOUR = identities_for(4)


def test_four_goes_on():
    assert winner(FOUR, alive_except(4)) is None
    assert winner(FOUR, alive_except(4, 1)) is None  # loyalist dead
    assert winner(FOUR, alive_except(4, 2)) is None  # rebel dead, renegade alive


def test_four_lord_side_wins_with_dead_loyalist():
    assert winner(FOUR, alive_except(4, 1, 2, 3)) == Win(LORD, frozenset({0, 1}))


def test_four_lord_dies_first_rebels_win_even_if_rebel_dead():
    # The rebel died earlier; the lord now dies with the loyalist and renegade alive.
    assert winner(FOUR, alive_except(4, 2, 0)) == Win(REBEL, frozenset({2}))


def test_four_renegade_sole_survivor():
    assert winner(FOUR, alive_except(4, 0, 1, 2)) == Win(RENEGADE, frozenset({3}))


def test_four_renegade_not_alone_when_lord_dies():
    # Lord dies with the renegade and the loyalist still alive: the rebels win.
    assert winner(FOUR, alive_except(4, 2, 0)).side == REBEL


# --- 5 players: lord, loyalist, 2 rebels, renegade ----------------------------------

FIVE = identities_for(5)


def test_five():
    assert winner(FIVE, alive_except(5, 2, 3)) is None  # renegade still alive
    assert winner(FIVE, alive_except(5, 2, 3, 4)) == Win(LORD, frozenset({0, 1}))
    assert winner(FIVE, alive_except(5, 0)) == Win(REBEL, frozenset({2, 3}))
    # Renegade and one rebel left, the lord dies: not the sole survivor, the rebels win.
    assert winner(FIVE, alive_except(5, 0, 1, 2)) == Win(REBEL, frozenset({2, 3}))
    assert winner(FIVE, alive_except(5, 0, 1, 2, 3)) == Win(RENEGADE, frozenset({4}))


# --- 8 players: lord, 2 loyalists, 4 rebels, renegade (and the [V] row) -------------

EIGHT = identities_for(8)


def test_eight():
    assert winner(EIGHT, alive_except(8, 3, 4, 5, 6)) is None
    assert winner(EIGHT, alive_except(8, 1, 3, 4, 5, 6, 7)) == Win(LORD, frozenset({0, 1, 2}))
    assert winner(EIGHT, alive_except(8, 0, 3, 4, 5, 6)) == Win(REBEL, frozenset({3, 4, 5, 6}))
    assert winner(EIGHT, alive_except(8, *range(7))) == Win(RENEGADE, frozenset({7}))


def test_eight_two_renegades():
    ids = identities_for(8, alternative=True)  # L Y Y R R R N N
    assert ids[6:] == (RENEGADE, RENEGADE)
    assert winner(ids, alive_except(8, *range(1, 6))) is None  # lord and two renegades
    # Lord dies with both renegades alive: neither is the sole survivor, the rebels win.
    assert winner(ids, alive_except(8, *range(6))) == Win(REBEL, frozenset({3, 4, 5}))
    assert winner(ids, alive_except(8, *range(7))) == Win(RENEGADE, frozenset({7}))


# --- 10 players: lord, 3 loyalists, 4 rebels, 2 renegades ----------------------------

TEN = identities_for(10)


def test_ten():
    assert TEN == (L, Y, Y, Y, R, R, R, R, N, N)
    assert winner(TEN, alive_except(10, *range(4, 9))) is None  # one renegade left
    assert winner(TEN, alive_except(10, *range(4, 10))) == Win(LORD, frozenset({0, 1, 2, 3}))
    # Only one renegade can win: the one who is the sole survivor.
    assert winner(TEN, alive_except(10, *range(9))) == Win(RENEGADE, frozenset({9}))
    assert winner(TEN, alive_except(10, *range(8), 9)) == Win(RENEGADE, frozenset({8}))
    assert winner(TEN, alive_except(10, *range(8))).side == REBEL


def test_seat_order_does_not_matter():
    ids = (R, N, Y, L)
    assert winner(ids, [False, True, False, False]) == Win(RENEGADE, frozenset({1}))
    assert winner(ids, [False, False, True, True]) == Win(LORD, frozenset({2, 3}))


def test_kill_rewards():
    assert kill_reward(REBEL, REBEL, True, False) == Reward(draw=3)
    assert kill_reward(REBEL, LORD, True, False) == Reward(draw=3)
    assert kill_reward(LOYALIST, LORD, True, False) == Reward(discard_all=True)
    assert kill_reward(LOYALIST, REBEL, True, False) == Reward()
    assert kill_reward(REBEL, None, False, False) == Reward()  # Lightning: no source
    assert kill_reward(REBEL, LOYALIST, False, False) == Reward()  # dead killer
    assert kill_reward(REBEL, REBEL, True, True) == Reward()  # own death (Self-injury)
