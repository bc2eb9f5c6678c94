"""Rank-level Bao Huang judgement: hand strength, who is on whose side, what a play costs.

Everything here works on a `View` built from one seat's observation (rank counts,
public roles, hand sizes, the play to beat, the cards not yet seen) and on plays as
ascending rank tuples, the form `rules.legal_plays` returns. Nothing here sees a state.
"""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from game.games.baohuang.rules import ACE, BIG, JOKERS, PLAIN_RANKS, RANK_VALUE, SMALL, TWO

SEATS = 5

# What a card is worth as control (the power to win a trick late). Low ranks are free.
CARD_VALUE = {r: 0.04 * (r - 6) for r in range(6, 13)}
CARD_VALUE.update({13: 0.45, ACE: 0.7, TWO: 1.2, SMALL: 2.0, BIG: 2.6})


def rank_of_code(code: str) -> int:
    """"7H~2" -> 7, "TH" -> 10, "BJ~1" -> small joker, "RJ" -> big joker."""
    return RANK_VALUE[code[0]]


def counts_of(codes) -> dict[int, int]:
    return dict(Counter(rank_of_code(c) for c in codes))


# --- hand strength ------------------------------------------------------------------------


def groups(counts: dict[int, int]) -> int:
    """Separate plain ranks: roughly the plays the hand needs to go out."""
    return sum(1 for r in PLAIN_RANKS if counts.get(r, 0) > 0)


def strength(counts: dict[int, int]) -> float:
    """Higher is better. Jokers and 2s win tricks, big sets are hard to follow, every
    separate rank is one more play to get rid of. About 0 for an average 34-card hand."""
    big, small = counts.get(BIG, 0), counts.get(SMALL, 0)
    twos, aces = counts.get(TWO, 0), counts.get(ACE, 0)
    big_sets = sum(max(0, counts.get(r, 0) - 4) for r in PLAIN_RANKS)
    return (2.0 * big + 1.5 * small + 0.8 * twos + 0.3 * aces + 0.3 * big_sets
            - 0.6 * groups(counts) + 0.2)


# --- what one seat knows --------------------------------------------------------------------


class View(NamedTuple):
    seat: int
    hand: dict[int, int]
    sizes: tuple[int, ...]  # cards left per seat
    roles: tuple  # the observation's roles (None: unknown to this seat)
    emperor: int | None
    prev: tuple[int, ...] | None  # the play to beat, ascending ranks; None when leading
    prev_seat: int | None
    pool: dict[int, int]  # cards not in this hand and not yet played: the other hands
    roasting: bool
    hold_six: bool
    guard_rank: int | None  # the guard's own marked card's rank (only the guard knows)
    after: tuple[int, ...]  # seats still holding cards that act after me, in order


def my_role(v: View) -> str:
    return v.roles[v.seat] or "commoner"


def friendliness(v: View, seat: int) -> float:
    """+1 a sure partner, -1 a sure opponent, in between for a seat whose side is not
    known (the chance it is on my side)."""
    if seat == v.seat:
        return 1.0
    me, role = my_role(v), v.roles[seat]
    if me == "solo" or role == "solo":
        return -1.0
    if me == "emperor":
        if role == "guard":
            return 1.0
        if role in ("commoner", "rebel"):
            return -1.0
        unknown = [s for s in range(SEATS) if s != v.seat and v.roles[s] is None]
        if not any(v.roles[s] == "guard" for s in range(SEATS)) and unknown:
            p = 1.0 / len(unknown)
            return 2 * p - 1
        return -1.0
    if me == "guard":
        return 1.0 if seat == v.emperor else -1.0
    # a commoner (or rebel)
    if seat == v.emperor or role == "guard":
        return -1.0
    if role in ("commoner", "rebel"):
        return 1.0
    guard_known = any(v.roles[s] == "guard" for s in range(SEATS))
    if guard_known:
        return 1.0
    unknown = [s for s in range(SEATS)
               if s not in (v.seat, v.emperor) and v.roles[s] is None]
    p = 1.0 / max(1, len(unknown))
    return 1 - 2 * p


def minus(counts: dict[int, int], play) -> dict[int, int]:
    out = dict(counts)
    for r in play:
        out[r] -= 1
        if not out[r]:
            del out[r]
    return out


def play_cost(hand: dict[int, int], play, guard_rank: int | None = None,
              values: dict[int, float] = CARD_VALUE) -> float:
    """Control given away, plus a set broken (the rest still needs its own play), minus
    a separate rank got rid of."""
    cost = sum(values[r] for r in play)
    plain = [r for r in play if r not in JOKERS]
    if plain:
        left = hand.get(plain[0], 0) - len(plain)
        cost += 0.7 if left > 0 else -1.0
        if plain[0] == TWO or plain[0] == ACE:
            cost += 0.1 * len(plain)
    if guard_rank is not None and hand.get(guard_rank, 0) and \
            play.count(guard_rank) >= hand[guard_rank]:
        cost += 2.5  # the guard's marked card would be shown: keep it back till late
    return cost


# --- can anyone beat it? (card counting) ----------------------------------------------------


def beatable(play, pool: dict[int, int], most: int, roasting: bool) -> bool:
    """Could a hand of at most `most` cards drawn from `pool` beat `play`? Treats the
    unseen cards as one hand (errs on the side of yes)."""
    if most < len(play) and not (roasting and any(r in JOKERS for r in play)):
        return False
    big_old = play.count(BIG)
    small_old = play.count(SMALL)
    plain = [r for r in play if r not in JOKERS]
    pb, ps = pool.get(BIG, 0), pool.get(SMALL, 0)
    if roasting and (big_old or small_old):
        # Roasting groups: BB or SSS beat a big joker, SS or B beat a small one.
        return pb + ps >= 2 and (pb * 2 + ps) >= 2 * big_old + small_old + len(plain)
    if big_old:
        return False
    if pb < small_old:
        return False
    need = len(play)
    spare = pb - small_old + ps  # jokers left to stand in for plain cards
    if spare + small_old >= need and pb >= small_old and spare >= len(plain):
        return True
    if not plain:
        return False
    rank = plain[0]
    return any(pool.get(r, 0) and pool.get(r, 0) + spare >= len(plain)
               for r in range(rank + 1, TWO + 1))
