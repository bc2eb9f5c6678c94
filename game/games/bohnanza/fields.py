"""A player's bean fields (rules sheet §3 step 1, §4, C2, C4, C5): which field a bean may
go into, the protection rule for harvests, and what a harvest yields. A field is a list
of card ids, all of one bean (empty: a free field)."""

from __future__ import annotations

from collections.abc import Sequence

from game.games.bohnanza.beanometer import coins
from game.games.bohnanza.cards import bean_of

Field = list[int]


def field_bean(field: Sequence[int]) -> str | None:
    return bean_of(field[0]) if field else None


def fields_for(fields: Sequence[Sequence[int]], bean: str) -> list[int]:
    """The fields a bean may be planted in: one of its own kind, or an empty one (C2)."""
    return [i for i, f in enumerate(fields) if not f or field_bean(f) == bean]


def harvest_problem(fields: Sequence[Sequence[int]], index: int,
                    protection: bool = True) -> str | None:
    """Why field `index` may not be harvested now, or None when it may (C4): an empty
    field is not an action; a lone bean is protected while another field holds two or
    more (ignored at the game's end)."""
    if not 0 <= index < len(fields):
        return "no_such_field"
    if not fields[index]:
        return "empty_field"
    if protection and len(fields[index]) == 1 and any(
            len(f) >= 2 for i, f in enumerate(fields) if i != index):
        return "protected"
    return None


def harvest_split(field: Sequence[int]) -> tuple[list[int], list[int]]:
    """(the cards turned into coins, the cards discarded) of a harvest (C4): the coins
    are that many of the field's cards."""
    n = coins(field_bean(field), len(field)) if field else 0
    return list(field[:n]), list(field[n:])
