"""The payment at the end of a hand: rules sheet §7, §8 and the 2026-11 clarifications,
through worked examples (the arithmetic in the comments)."""

import pytest

from game.games.gostop.cards import ANIMAL, DECK, JUNK, ids
from game.games.gostop.settlement import (
    GO_BAK,
    GWANG_BAK,
    MEONG_BAK,
    PI_BAK,
    Rules,
    Seat,
    instant_win,
    settle,
)

SINGLES = tuple(c.id for c in DECK if c.junk_value == 1)  # the 22 single junk


def junk(n: int, start: int = 0) -> tuple[int, ...]:
    """n single junk cards from the start-th on, so seats never share a card."""
    assert start + n <= len(SINGLES)
    return SINGLES[start:start + n]


# 6 ribbons 2 + hongdan 3 + chodan 3 = 8 points, and nothing that can earn a penalty.
RIBBONS_8 = ids("01b 02b 03b 04b 05b 07b")
# Cheongdan 3 + junk 11 -> 2 = 5 points, 2 of them from junk (pi-bak possible).
JUNK_5 = ids("06b 09b 10b") + junk(11)
# 3 brights without rain 3 + cheongdan 3 = 6 points (gwang-bak possible).
BRIGHTS_6 = ids("01a 03a 08a 06b 09b 10b")
# 7 animals 3 + godori 5 = 8 points (meong-bak possible).
ANIMALS_8 = ids("02a 04a 08b 05a 06a 07a 10a")


def two(winner: tuple[int, ...], loser: tuple[int, ...], **loser_seat) -> list[Seat]:
    return [Seat(winner), Seat(loser, **loser_seat)]


def test_a_plain_stop():
    s = settle(two(RIBBONS_8, ids("01a 05a") + junk(2)), 0)
    assert s.value == 8 and s.scores[0].total == 8
    (p,) = s.payments
    assert (p.seat, p.penalties, p.share, p.amount) == (1, (), 8, 8)
    assert s.total == 8 and not s.instant


@pytest.mark.parametrize("loser_junk, rules, paid", [
    (junk(5, 11), Rules(), 10),  # junk value 5 <= 5: 5 × 2
    (junk(6, 11), Rules(), 5),  # 6 > 5: no penalty
    (ids("11b") + junk(3, 11), Rules(), 10),  # 2 + 3 = 5: pi-bak
    (ids("11b 12d") + junk(2, 11), Rules(), 5),  # 2 + 2 + 2 = 6: none
    ((), Rules(), 10),  # no junk at all: zero counts, 5 × 2
    ((), Rules(pi_bak_zero_exempt=True), 5),  # the option exempts him
    (junk(1, 11), Rules(pi_bak_zero_exempt=True), 10),  # 1 junk: not exempt
    (junk(7, 11), Rules(pi_bak_max=7), 10),  # threshold 7: 7 <= 7
    (junk(8, 11), Rules(pi_bak_max=7), 5),  # 8 > 7
])
def test_pi_bak(loser_junk, rules, paid):
    s = settle(two(JUNK_5, loser_junk), 0, rules=rules)
    assert s.value == 5
    assert s.payments[0].amount == paid
    assert s.payments[0].penalties == ((PI_BAK,) if paid == 10 else ())


def test_no_pi_bak_unless_the_winner_scored_junk():
    # Winner: ribbons 8 + 9 junk (0 points); the loser's 0 junk does not matter: 8.
    s = settle(two(RIBBONS_8 + junk(9), ()), 0)
    assert (s.payments[0].amount, s.payments[0].penalties) == (8, ())


def test_gwang_bak():
    # The loser has no bright: 6 × 2 = 12.
    s = settle(two(BRIGHTS_6, junk(3)), 0)
    assert (s.payments[0].amount, s.payments[0].penalties) == (12, (GWANG_BAK,))
    # The rain bright saves him: 6.
    s = settle(two(BRIGHTS_6, ids("12a")), 0)
    assert (s.payments[0].amount, s.payments[0].penalties) == (6, ())


def test_no_gwang_bak_unless_the_winner_scored_brights():
    # Two brights score nothing: ribbons 8 only, and the bright-less loser pays 8.
    s = settle(two(RIBBONS_8 + ids("01a 03a"), ()), 0)
    assert (s.payments[0].amount, s.payments[0].penalties) == (8, ())


def test_meong_bak():
    # 7 animals, the loser none: 8 × 2 = 16.
    s = settle(two(ANIMALS_8, junk(6)), 0)
    assert (s.payments[0].amount, s.payments[0].penalties) == (16, (MEONG_BAK,))
    # One animal (12b) saves him: 8.
    assert settle(two(ANIMALS_8, ids("12b")), 0).payments[0].amount == 8
    # The option off: 8.
    s = settle(two(ANIMALS_8, junk(6)), 0, rules=Rules(meong_bak=False))
    assert (s.payments[0].amount, s.payments[0].penalties) == (8, ())


def test_no_meong_bak_with_six_animals():
    # 6 animals 2 + godori 5 = 7, scoring animals but fewer than 7: 7, no penalty.
    s = settle(two(ids("02a 04a 08b 05a 06a 07a"), ()), 0)
    assert (s.payments[0].amount, s.payments[0].penalties) == (7, ())


def test_penalties_combine():
    # Winner: brights 3 + 7 animals 3 + godori 5 + junk 10 -> 1 = 12.
    winner = ids("01a 03a 08a 02a 04a 08b 05a 06a 07a 10a") + junk(10)
    # Loser: no bright, no animal, junk 5: 12 × 2 × 2 × 2 = 96.
    s = settle(two(winner, junk(5, 10)), 0)
    assert s.value == 12
    assert s.payments[0].penalties == (PI_BAK, GWANG_BAK, MEONG_BAK)
    assert s.payments[0].amount == 96
    # He had said Go too: 96 × 2 = 192.
    s = settle(two(winner, junk(5, 10), gos=1, last_go=4), 0)
    assert s.payments[0].penalties == (PI_BAK, GWANG_BAK, MEONG_BAK, GO_BAK)
    assert s.payments[0].amount == 192
    # Holding a bright and an animal leaves pi-bak only: 12 × 2 = 24.
    s = settle(two(winner, ids("11a 12b") + junk(5, 10)), 0)
    assert (s.payments[0].amount, s.payments[0].penalties) == (24, (PI_BAK,))


@pytest.mark.parametrize("gos, shakes, value", [
    (0, 1, 16),  # 8 × 2
    (0, 2, 32),  # 8 × 2 × 2
    (1, 1, 18),  # (8 + 1) × 2
    (3, 1, 44),  # (8 + 3) × 2 for the third Go, × 2 for the shake
])
def test_gos_shakes_and_bombs(gos, shakes, value):
    seats = [Seat(RIBBONS_8, gos=gos, last_go=3, shakes=shakes), Seat(ids("01a 05a"))]
    s = settle(seats, 0)
    assert s.value == value and s.payments[0].amount == value


def test_a_losers_shakes_do_not_count():
    s = settle(two(RIBBONS_8, ids("01a 05a"), shakes=2), 0)
    assert s.payments[0].amount == 8


@pytest.mark.parametrize("nagari, rules, value", [
    (1, Rules(), 16),  # 8 × 2
    (2, Rules(), 32),  # 8 × 4
    (2, Rules(nagari_doubling=False), 8),
])
def test_nagari_carry_over(nagari, rules, value):
    s = settle(two(RIBBONS_8, ids("01a 05a")), 0, nagari=nagari, rules=rules)
    assert s.value == value and s.payments[0].amount == value


def test_go_bak_two_players():
    # The loser said Go, the winner stopped: 8 × 2 = 16.
    s = settle(two(RIBBONS_8, ids("01a"), gos=1, last_go=5), 0)
    assert (s.payments[0].penalties, s.payments[0].share, s.payments[0].amount) == (
        (GO_BAK,), 16, 16)
    # The winner's own Gos are his bonus, not a penalty: 8 + 2 = 10.
    s = settle([Seat(RIBBONS_8, gos=2, last_go=5), Seat(ids("01a"))], 0)
    assert (s.payments[0].penalties, s.payments[0].amount) == ((), 10)


def three(a: Seat, b: Seat) -> list[Seat]:
    """Winner seat 1 (JUNK_5: 5 points with junk), losers A at seat 0 and B at seat 2."""
    return [a, Seat(JUNK_5), b]


def test_three_players_without_go_bak():
    # A: junk 5 -> pi-bak, 5 × 2 = 10; B: junk 6 -> 5.  The winner gets 15.
    s = settle(three(Seat(junk(5, 11)), Seat(junk(6, 16))), 1)
    assert [(p.seat, p.amount) for p in s.payments] == [(0, 10), (2, 5)]
    assert s.total == 15


def test_go_bak_three_players():
    # A said Go: his share 10 (pi-bak, not doubled for go-bak) and B's 5: A pays 15, B 0.
    s = settle(three(Seat(junk(5, 11), gos=1, last_go=6), Seat(junk(6, 16))), 1)
    a, b = s.payments
    assert (a.penalties, a.share, a.amount) == ((PI_BAK, GO_BAK), 10, 15)
    assert (b.penalties, b.share, b.amount) == ((), 5, 0)
    assert s.total == 15
    # B said Go instead: he pays A's 10 and his 5.
    s = settle(three(Seat(junk(5, 11)), Seat(junk(6, 16), gos=1, last_go=6)), 1)
    assert [(p.seat, p.amount) for p in s.payments] == [(0, 0), (2, 15)]


@pytest.mark.parametrize("last_a, last_b, amounts", [
    (3, 7, [(0, 0), (2, 15)]),  # B's Go came last: B pays 10 + 5
    (9, 7, [(0, 15), (2, 0)]),  # A's Go came last: A pays 10 + 5
])
def test_go_bak_with_two_go_callers(last_a, last_b, amounts):
    a = Seat(junk(5, 11), gos=1, last_go=last_a)
    b = Seat(junk(6, 16), gos=2, last_go=last_b)
    s = settle(three(a, b), 1)
    assert [(p.seat, p.amount) for p in s.payments] == amounts
    payer = next(p for p in s.payments if p.amount)
    assert GO_BAK in payer.penalties
    assert all(GO_BAK not in p.penalties for p in s.payments if not p.amount)


# The winner holds the sake cup: 6 other animals with godori, and 8 single junk.
#   as an animal: 7 animals 3 + godori 5 = 8, junk 8 -> 0; total 8, meong-bak possible;
#   as junk: 6 animals 2 + godori 5 = 7, junk 8 + 2 = 10 -> 1; total 8, pi-bak possible.
WINNER_CUP = ids("02a 04a 08b 05a 06a 07a 09a") + junk(8)


def test_winner_counts_the_sake_cup_as_an_animal_when_that_pays_more():
    # Loser: no animal, junk 6.  Animal: meong-bak 8 × 2 = 16.  Junk: no pi-bak (6), 8.
    s = settle(two(WINNER_CUP, junk(6, 8)), 0)
    assert s.scores[0].sake_cup == ANIMAL
    assert (s.payments[0].amount, s.payments[0].penalties) == (16, (MEONG_BAK,))


def test_winner_counts_the_sake_cup_as_junk_when_that_pays_more():
    # Loser: 12b, junk 3.  Animal: no meong-bak (he has 12b), 8.  Junk: pi-bak, 16.
    s = settle(two(WINNER_CUP, ids("12b") + junk(3, 8)), 0)
    assert s.scores[0].sake_cup == JUNK
    assert (s.payments[0].amount, s.payments[0].penalties) == (16, (PI_BAK,))


# Winner: 7 animals 3 + godori 5 + junk 10 -> 1 = 9 (meong-bak and pi-bak possible).
WINNER_9 = ANIMALS_8 + junk(10)


def test_loser_counts_the_sake_cup_as_junk_when_that_pays_less():
    # Loser: 09a, 12b, 4 junk.  Animal: junk 4 -> pi-bak, 18.  Junk: junk 6, 12b an
    # animal: 9.
    s = settle(two(WINNER_9, ids("09a 12b") + junk(4, 10)), 0)
    assert s.scores[1].sake_cup == JUNK and s.scores[0].sake_cup is None
    assert (s.payments[0].amount, s.payments[0].penalties) == (9, ())


def test_loser_counts_the_sake_cup_as_an_animal_when_that_pays_less():
    # Loser: 09a, 6 junk.  Animal: junk 6, one animal: 9.  Junk: junk 8, no animal ->
    # meong-bak, 18.
    s = settle(two(WINNER_9, ids("09a") + junk(6, 10)), 0)
    assert s.scores[1].sake_cup == ANIMAL
    assert (s.payments[0].amount, s.payments[0].penalties) == (9, ())


def test_a_loser_paying_nothing_still_keeps_his_share_low():
    # 3 players, winner seat 1 with 9.  A (Go caller): 01a + 6 junk, no animal -> meong-bak,
    # share 18.  B: 09a, 12b, 4 junk; pays 0 either way (A's go-bak), but his share is 18
    # as an animal (junk 4: pi-bak) and 9 as junk, so junk: A pays 18 + 9 = 27.
    a = Seat(ids("01a") + junk(6, 10), gos=1, last_go=2)
    b = Seat(ids("09a 12b") + junk(4, 16))
    s = settle([a, Seat(WINNER_9), b], 1)
    assert s.scores[2].sake_cup == JUNK
    assert [(p.seat, p.share, p.amount) for p in s.payments] == [(0, 18, 27), (2, 9, 0)]


@pytest.mark.parametrize("players, winner, nagari, rules, amounts", [
    (2, 0, 0, Rules(), [(1, 7)]),  # the 2-player target, 7
    (2, 1, 0, Rules(target_two=5), [(0, 5)]),  # the [V] target 5
    (3, 1, 0, Rules(), [(0, 3), (2, 3)]),  # the 3-player target, 3 from each loser
    (2, 0, 1, Rules(), [(1, 14)]),  # after a nagari: 7 × 2
    (3, 2, 2, Rules(), [(0, 12), (1, 12)]),  # after two: 3 × 4
    (2, 0, 0, Rules(instant_points=10), [(1, 10)]),  # the [V] 10 points
])
def test_instant_wins(players, winner, nagari, rules, amounts):
    s = instant_win(players, winner, nagari, rules)
    assert s.instant and s.winner == winner and s.scores == ()
    assert [(p.seat, p.amount) for p in s.payments] == amounts
    assert all(p.penalties == () and p.share == p.amount for p in s.payments)


def test_bad_tables_are_refused():
    with pytest.raises(ValueError):
        settle([Seat(), Seat(), Seat(), Seat()], 0)
    with pytest.raises(ValueError):
        settle([Seat(), Seat()], 2)
    with pytest.raises(ValueError):
        instant_win(1, 0)
