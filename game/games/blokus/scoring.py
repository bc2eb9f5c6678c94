"""Blokus's scores (rules sheet C5): official, per colour, -1 a unit square not placed,
+15 for all 21 pieces placed and +5 more when the last of them was the monomino; or
simple, the squares left (fewest best). A player's score is his colours' sum; the shared
fourth colour of a three-player game counts for nobody."""

from __future__ import annotations

from collections.abc import Sequence

from game.games.blokus.pieces import MONOMINO, size

ALL_PLACED = 15
MONOMINO_LAST = 5


def squares_left(left: Sequence[str]) -> int:
    return sum(size(p) for p in left)


def official(left: Sequence[str], last: str | None) -> int:
    """A colour's official score: its pieces still to place, the last one it placed."""
    if left:
        return -squares_left(left)
    return ALL_PLACED + (MONOMINO_LAST if last == MONOMINO else 0)


def colour_score(left: Sequence[str], last: str | None, rule: str) -> int:
    """`rule` "official" (higher better) or "simple" (squares left, fewer better)."""
    return official(left, last) if rule == "official" else squares_left(left)


def player_totals(per_colour: Sequence[int], owners: Sequence[int | None]) -> list[int]:
    """Each player's score: the sum over the colours he owns (a shared colour, owner
    None, counts for nobody)."""
    out = [0] * len({o for o in owners if o is not None})
    for c, owner in enumerate(owners):
        if owner is not None:
            out[owner] += per_colour[c]
    return out


def winners(scores: Sequence[int], rule: str) -> list[int]:
    """The players with the best score (ties share the win)."""
    best = max(scores) if rule == "official" else min(scores)
    return [p for p, s in enumerate(scores) if s == best]

