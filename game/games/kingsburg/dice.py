"""Which advisors a player's dice can reach (rules sheet §4b, C4, C5, C8).

A player's dice for a season are a list: his three coloured dice first, then his white
dice (the Farms', the King's aid). A group is one or more unused dice with at least one
coloured die (white dice never go alone); its sum, with one "+2" token (one a season)
and the Market's ±1 (once a season) if he uses them, must name an advisor 1-18 that no
one holds, or, with the King's Envoy, one another player (or the dummy dice) holds."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations

from game.games.kingsburg.advisors import FIRST, LAST

COLOURED = 3  # each player's own dice
SIDES = 6
PLUS2 = 2  # what a "+2" token adds
MARKET = 1  # what the Market may add or take away
DUMMY = -1  # the occupant that is the dummy dice (§8)


def roll(rng: random.Random, n: int) -> list[int]:
    return [rng.randint(1, SIDES) for _ in range(n)]


@dataclass(frozen=True, slots=True)
class Placement:
    dice: tuple[int, ...]  # indices into the player's dice
    advisor: int
    plus2: bool = False
    market: int = 0  # -1, 0 or +1
    envoy: bool = False


def groups(dice: Sequence[int], used: Sequence[bool]) -> list[tuple[int, ...]]:
    """Every group he may place: unused dice with at least one coloured die; of groups
    showing the same numbers (coloured and white apart) only the first."""
    free = [i for i in range(len(dice)) if not used[i]]
    seen: set[tuple] = set()
    out = []
    for size in range(1, len(free) + 1):
        for group in combinations(free, size):
            if not any(i < COLOURED for i in group):
                continue
            key = (tuple(sorted(dice[i] for i in group if i < COLOURED)),
                   tuple(sorted(dice[i] for i in group if i >= COLOURED)))
            if key not in seen:
                seen.add(key)
                out.append(group)
    return out


def group_sum(dice: Sequence[int], group: Sequence[int], plus2: bool = False,
              market: int = 0) -> int:
    return sum(dice[i] for i in group) + (PLUS2 if plus2 else 0) + market


def may_take(advisor: int, occupants: Mapping[int, Sequence[int]], seat: int,
             envoy: bool) -> bool:
    """Whether `seat` may place on `advisor`: a free one without the Envoy, one held by
    another (or the dummy) with it (C5, C8)."""
    if not FIRST <= advisor <= LAST:
        return False
    held = occupants.get(advisor, ())
    if envoy:
        return bool(held) and seat not in held
    return not held


def placements(dice: Sequence[int], used: Sequence[bool],
               occupants: Mapping[int, Sequence[int]], seat: int, plus2: bool = False,
               market: bool = False, envoy: bool = False) -> list[Placement]:
    """Every placement open to him: `plus2`, `market`, `envoy` say which he may use."""
    out = []
    for group in groups(dice, used):
        for p in (False, True) if plus2 else (False,):
            for m in (0, -MARKET, MARKET) if market else (0,):
                target = group_sum(dice, group, p, m)
                for e in (False, True) if envoy else (False,):
                    if may_take(target, occupants, seat, e):
                        out.append(Placement(group, target, p, m, e))
    return out


def reachable(dice: Sequence[int], used: Sequence[bool] | None = None,
              occupants: Mapping[int, Sequence[int]] | None = None, seat: int = 0,
              plus2: bool = False, market: bool = False, envoy: bool = False) -> set[int]:
    """The advisors he can reach with one group now."""
    used = used if used is not None else [False] * len(dice)
    return {p.advisor for p in placements(dice, used, occupants or {}, seat, plus2, market,
                                          envoy)}
