"""Recruiting soldiers (rules sheet §3 phase 7): any number, each for 2 goods of any mix;
with the Barracks 1 good a soldier."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.games.kingsburg.buildings import has_effect, param
from game.games.kingsburg.goods import GOODS

SOLDIER_PRICE = 2  # goods a soldier


def soldier_price(province: Sequence[int]) -> int:
    return param("barracks", "soldier_price") if has_effect(province, "barracks") \
        else SOLDIER_PRICE


def soldiers_for(paid: Mapping[str, int], price: int) -> int | None:
    """The soldiers a payment buys, None if it is no whole number of soldiers."""
    n = sum(paid.get(g, 0) for g in GOODS)
    return None if n % price else n // price


def payments(store: Mapping[str, int], price: int) -> list[tuple[int, int, int]]:
    """Every (gold, wood, stone) he may pay: within his store, a whole number of
    soldiers; (0, 0, 0) recruits none."""
    return [(g, w, s) for g in range(store["gold"] + 1) for w in range(store["wood"] + 1)
            for s in range(store["stone"] + 1) if (g + w + s) % price == 0]
