"""The King's court between the seasons (rules sheet §3, C7, second pass): the King's aid
(phase 1), the King's reward (phase 3) and the King's Envoy (phase 5). Each reads every
player's building count and goods count, seat by seat."""

from __future__ import annotations

from collections.abc import Sequence


def fewest(values: Sequence[int], among: Sequence[int]) -> list[int]:
    low = min(values[s] for s in among)
    return [s for s in among if values[s] == low]


def kings_aid(buildings: Sequence[int], goods: Sequence[int]) -> tuple[int | None, list[int]]:
    """(the seat that gets the white die for Spring, the seats that take 1 good of their
    choice instead): fewest buildings; tied, fewest goods; tied again, each of them takes
    a good and nobody gets the die."""
    tied = fewest(buildings, range(len(buildings)))
    if len(tied) > 1:
        tied = fewest(goods, tied)
    if len(tied) == 1:
        return tied[0], []
    return None, tied


def kings_reward(buildings: Sequence[int]) -> list[int]:
    """The seats with the most buildings, each +1 VP (all tied, even at 0)."""
    most = max(buildings)
    return [s for s, n in enumerate(buildings) if n == most]


def envoy_to(buildings: Sequence[int], goods: Sequence[int]) -> int | None:
    """Who receives the Envoy: fewest buildings; tied, fewest goods; tied again, nobody."""
    tied = fewest(buildings, range(len(buildings)))
    if len(tied) > 1:
        tied = fewest(goods, tied)
    return tied[0] if len(tied) == 1 else None
