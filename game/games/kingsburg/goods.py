"""Kingsburg's three goods (rules sheet §1, §6): gold, wood and stone, as a player's
store ({"gold": n, "wood": n, "stone": n}), what a cost asks of it, and the lists of
goods a choice may name ("two goods of choice": every pair, kinds repeated)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from itertools import combinations_with_replacement

GOODS = ("gold", "wood", "stone")


def empty() -> dict[str, int]:
    return {g: 0 for g in GOODS}


def total(store: Mapping[str, int]) -> int:
    return sum(store.get(g, 0) for g in GOODS)


def counted(goods: Iterable[str]) -> dict[str, int]:
    """A list of goods ("gold", "gold", "wood") as counts by kind."""
    out = empty()
    for g in goods:
        out[g] += 1
    return out


def listed(counts: Mapping[str, int]) -> tuple[str, ...]:
    """Counts by kind as a list of goods in the order of GOODS."""
    return tuple(g for g in GOODS for _ in range(counts.get(g, 0)))


def has(store: Mapping[str, int], cost: Mapping[str, int]) -> bool:
    return all(store.get(g, 0) >= n for g, n in cost.items())


def add(store: dict[str, int], gains: Mapping[str, int]) -> None:
    for g, n in gains.items():
        store[g] += n


def take(store: dict[str, int], losses: Mapping[str, int]) -> dict[str, int]:
    """Take `losses` from `store`, each kind only as far as it goes (C3); what was taken."""
    taken = {g: min(store[g], n) for g, n in losses.items()}
    for g, n in taken.items():
        store[g] -= n
    return taken


def choices(n: int, within: Mapping[str, int] | None = None) -> list[tuple[str, ...]]:
    """Every list of `n` goods (kinds may repeat, order does not matter), in GOODS order;
    `within`: only those a store holds."""
    out = [c for c in combinations_with_replacement(GOODS, n)]
    if within is not None:
        out = [c for c in out if has(within, counted(c))]
    return out
