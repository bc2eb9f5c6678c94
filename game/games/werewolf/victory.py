"""Who has won: rules sheet §4 and its 2026-11 clarifications. Asked after each chain
of deaths has fully resolved, never in the middle of one.

A mixed couple (a werewolf and a villager in love) is a side of its own: while both
live neither the village nor the wolves can win; the lovers win when they are the last
two alive. Lovers of one side simply play for it.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.games.werewolf.roles import LOVERS, VILLAGE, WOLVES, side_of

NOBODY_WON = "nobody"


def sides(roles: Sequence[str], lovers: tuple[int, int] | None) -> list[str]:
    """Each seat's side: its role's, or LOVERS for both of a mixed couple."""
    out = [side_of(r) for r in roles]
    if lovers and out[lovers[0]] != out[lovers[1]]:
        out[lovers[0]] = out[lovers[1]] = LOVERS
    return out


def winner(roles: Sequence[str], alive: Sequence[bool], lovers: tuple[int, int] | None,
           seed_rule: bool = False) -> str | None:
    """VILLAGE, WOLVES, LOVERS, NOBODY_WON, or None while the game goes on.

    Wolves win at parity (as many wolves as others alive), or with `seed_rule` once at
    most one non-wolf is left."""
    living = [s for s, a in enumerate(alive) if a]
    if not living:
        return NOBODY_WON
    mixed = lovers is not None and side_of(roles[lovers[0]]) != side_of(roles[lovers[1]])
    if mixed and all(alive[s] for s in lovers):
        return LOVERS if len(living) == 2 else None
    wolves = sum(1 for s in living if side_of(roles[s]) == WOLVES)
    others = len(living) - wolves
    if wolves == 0:
        return VILLAGE
    if (others <= 1) if seed_rule else (wolves >= others):
        return WOLVES
    return None


def winners(side: str, roles: Sequence[str], lovers: tuple[int, int] | None) -> list[int]:
    """The seats that won with `side`, the dead among them."""
    return [s for s, mine in enumerate(sides(roles, lovers)) if mine == side]


