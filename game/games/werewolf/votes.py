"""Counting votes: the Captain's counts twice, the most votes wins, and who is tied
(rules sheet §3 step 11; the election in §1)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

CAPTAIN_WEIGHT = 2


def tally(ballots: Mapping[int, int], captain: int | None = None) -> Counter:
    """Votes per target; the Captain's ballot counts CAPTAIN_WEIGHT times."""
    counts: Counter = Counter()
    for voter, target in ballots.items():
        counts[target] += CAPTAIN_WEIGHT if voter == captain else 1
    return counts


def leaders(counts: Counter) -> list[int]:
    """The targets with the most votes, in seat order (one: a clear result; more: tied)."""
    if not counts:
        return []
    top = max(counts.values())
    return sorted(t for t, n in counts.items() if n == top)
