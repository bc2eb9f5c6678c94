"""Kingsburg's province sheet, read from `buildings.json` (rules sheet §6.2, C6): 20
buildings in 5 rows of 4, built left to right, so a player's province is how many of
each row he has built ([0..4] × 5). What a building costs him (the Crane's discount),
which he may build, his defence against an enemy type, and his buildings' points."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from game.games.kingsburg.goods import has

ROWS, COLUMNS = 5, 4


@dataclass(frozen=True, slots=True)
class Building:
    key: str
    row: int  # 0-4, top to bottom
    column: int  # 0-3: columns I-IV
    cost: dict[str, int]
    vp: int
    defence: int = 0
    against: dict[str, int] = field(default_factory=dict)  # more defence vs one type
    effect: str = ""
    params: dict[str, Any] = field(default_factory=dict)


@cache
def data() -> dict:
    return json.loads(Path(__file__).with_name("buildings.json").read_text(encoding="utf-8"))


MOST_BUILDINGS = data()["most_buildings"]  # tokens a player has (C6)
GRID: tuple[tuple[Building, ...], ...] = tuple(
    tuple(Building(row=r, column=c, **b) for c, b in enumerate(row))
    for r, row in enumerate(data()["rows"]))
BUILDINGS: dict[str, Building] = {b.key: b for row in GRID for b in row}
EFFECTS: dict[str, Building] = {b.effect: b for b in BUILDINGS.values() if b.effect}


def empty_province() -> list[int]:
    return [0] * ROWS


def built(province: Sequence[int]) -> list[Building]:
    """The buildings of a province, row by row, left to right."""
    return [GRID[r][c] for r in range(ROWS) for c in range(province[r])]


def owns(province: Sequence[int], key: str) -> bool:
    b = BUILDINGS[key]
    return province[b.row] > b.column


def has_effect(province: Sequence[int], effect: str) -> bool:
    return owns(province, EFFECTS[effect].key)


def param(effect: str, name: str) -> Any:
    return EFFECTS[effect].params[name]


def count(province: Sequence[int]) -> int:
    return sum(province)


def points(province: Sequence[int]) -> int:
    """The victory points his buildings scored (on the track while they stand)."""
    return sum(b.vp for b in built(province))


def next_in_row(province: Sequence[int], row: int) -> Building | None:
    """The one building of `row` he may build next (left to right), None if it is full."""
    return GRID[row][province[row]] if province[row] < COLUMNS else None


def price(building: Building, province: Sequence[int]) -> dict[str, int]:
    """What `building` costs him now (C6): with the Crane built, columns III and IV cost
    1 gold less, never below 0."""
    cost = dict(building.cost)
    if has_effect(province, "crane") and building.column + 1 in param("crane", "columns"):
        cost["gold"] = max(0, cost.get("gold", 0) - param("crane", "gold_off"))
    return {g: n for g, n in cost.items() if n}


def buildable(province: Sequence[int], store: Mapping[str, int]) -> list[Building]:
    """The buildings he may build now: the next of each row that he can pay for, while he
    has fewer than 17."""
    if count(province) >= MOST_BUILDINGS:
        return []
    out = []
    for row in range(ROWS):
        b = next_in_row(province, row)
        if b is not None and has(store, price(b, province)):
            out.append(b)
    return out


def rightmost(province: Sequence[int], row: int) -> Building | None:
    """The building he loses when he loses one of `row` (§5.5)."""
    return GRID[row][province[row] - 1] if province[row] else None


def defence(province: Sequence[int], enemy_type: str) -> int:
    """His buildings' battle modifier against `enemy_type` (type-specific ones only vs
    that type; the Farms count -1)."""
    return sum(b.defence + b.against.get(enemy_type, 0) for b in built(province))
