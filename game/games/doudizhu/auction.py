"""The optional auction and multiplier rules of Dou Di Zhu, as pure functions.

Sheet §3, variant "Call and rob" (叫地主/抢地主): in turn a player may call; the first
caller is the candidate (nobody calls: redeal). Every player after him in turn order
(those before him refused to call) gets one chance to rob; if anyone robbed, the
first caller may rob back once. The last caller or robber is the landlord, base 1,
each rob ×2.

Doubling (加倍, sheet §3): each farmer in turn order, then the landlord, may double
once; a double counts ×2 for the farmer–landlord pairs it concerns (a farmer's: his
own pair; the landlord's: both).

Show cards (明牌, not in the sheet; the common app practice): once he has taken the
kitty the landlord may play with his hand face up, ×2 for the whole hand.
"""

from __future__ import annotations

from collections.abc import Sequence

ROB_FACTOR = 2
DOUBLE_FACTOR = 2
SHOW_FACTOR = 2

# The optional rules a set-up page toggles; a variant name is "classic" plus those on.
OPTIONS = ("rob", "double", "show")


def variant_name(on: Sequence[str]) -> str:
    return "+".join(["classic"] + [o for o in OPTIONS if o in on])


def variant_options(variant: str) -> frozenset[str]:
    """The optional rules a variant name switches on ("classic+rob" -> {"rob"})."""
    return frozenset(variant.split("+")[1:])


# Every combination, "classic" first so old deal codes (index 0) still mean it.
VARIANTS: tuple[str, ...] = tuple(
    variant_name([o for i, o in enumerate(OPTIONS) if mask >> i & 1])
    for mask in range(2 ** len(OPTIONS)))


def rob_next(first: int, seats: int, calls: Sequence[tuple[int, bool]]) -> int | None:
    """Who decides next in a call-and-rob auction that began with `first`, after
    `calls` ((seat, yes) in order); None when the auction is over."""
    order = [(first + i) % seats for i in range(seats)]
    n = len(calls)
    called = next((i for i, (_seat, yes) in enumerate(calls) if yes), None)
    if called is None:
        return order[n] if n < seats else None
    robbers = order[called + 1:]
    if n < called + 1 + len(robbers):
        return robbers[n - called - 1]
    robbed = any(yes for _seat, yes in calls[called + 1:])
    if robbed and n == called + 1 + len(robbers):
        return order[called]  # the first caller's one chance to rob back
    return None


def rob_landlord(calls: Sequence[tuple[int, bool]]) -> int | None:
    """The last caller or robber (None: nobody called, so the hand is redealt)."""
    takers = [seat for seat, yes in calls if yes]
    return takers[-1] if takers else None


def rob_multiplier(calls: Sequence[tuple[int, bool]]) -> int:
    """×2 for every rob: every yes after the first call."""
    yeses = sum(1 for _seat, yes in calls if yes)
    return ROB_FACTOR ** max(0, yeses - 1)


def double_order(landlord: int, seats: int) -> list[int]:
    """The doubling round: each farmer in turn order from the landlord, then him."""
    return [(landlord + i) % seats for i in range(1, seats)] + [landlord]


def pair_factors(landlord: int, doubled: Sequence[bool]) -> list[int]:
    """Per seat, the doubling factor of its pair with the landlord (the landlord's own
    entry is 1): the farmer's double times the landlord's."""
    by_landlord = DOUBLE_FACTOR if doubled[landlord] else 1
    return [1 if s == landlord else (DOUBLE_FACTOR if d else 1) * by_landlord
            for s, d in enumerate(doubled)]


def settle_pairs(landlord: int, landlord_won: bool, value: int,
                 factors: Sequence[int]) -> list[int]:
    """Score deltas when each farmer–landlord pair has its own factor: each farmer
    wins or pays value × his pair's factor, the landlord the sum (sheet §7 with the
    doubling round)."""
    sign = 1 if landlord_won else -1
    deltas = [0 if s == landlord else -sign * value * f for s, f in enumerate(factors)]
    deltas[landlord] = -sum(deltas)
    return deltas
