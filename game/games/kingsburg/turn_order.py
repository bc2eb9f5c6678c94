"""Turn order in a productive season (rules sheet §4a): the lowest dice total first
(white dice included); ties keep their previous relative order."""

from __future__ import annotations

from collections.abc import Sequence


def turn_order(previous: Sequence[int], totals: Sequence[int]) -> list[int]:
    """`previous`: the seats in the last order; `totals`: each seat's dice total."""
    return sorted(previous, key=lambda seat: totals[seat])
