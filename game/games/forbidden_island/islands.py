"""Island shapes, read from Tiled maps: rules sheet §6.

A shape is `levels/forbidden_island_<shape>.tmx`; its tile layer "island_slots" has a
non-zero cell at each of the 24 places a tile is laid (slot order: row-major). Adjacency
comes from the grid: orthogonal neighbours, and diagonal ones for the Explorer. A new
shape is a new map and nothing else (`tools/make_forbidden_island_levels.py` writes
the ones we ship). Read with the standard library, so the model never needs pytmx.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from game.resources import resource_path

PREFIX = "forbidden_island_"
SLOTS = 24
SLOTS_LAYER = "island_slots"
ORTHOGONAL = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAGONAL = ((1, 1), (1, -1), (-1, 1), (-1, -1))


@dataclass(frozen=True)
class Island:
    shape: str
    width: int
    height: int
    cells: tuple[tuple[int, int], ...]  # (col, row) of each slot, row-major
    orth: tuple[tuple[int, ...], ...]  # each slot's orthogonal neighbour slots
    diag: tuple[tuple[int, ...], ...]  # each slot's diagonal neighbour slots

    def neighbours(self, slot: int, diagonal: bool = False) -> tuple[int, ...]:
        return self.orth[slot] + self.diag[slot] if diagonal else self.orth[slot]

    def distance(self, a: int, b: int) -> int:
        """Orthogonal steps between two slots across open water (the Diver's swim)."""
        (ax, ay), (bx, by) = self.cells[a], self.cells[b]
        return abs(ax - bx) + abs(ay - by)


def levels_dir() -> Path:
    return resource_path("levels")


def map_path(shape: str) -> Path:
    return levels_dir() / f"{PREFIX}{shape}.tmx"


def shapes() -> list[str]:
    """Every shape there is a map for, sorted."""
    return sorted(p.stem[len(PREFIX):] for p in levels_dir().glob(f"{PREFIX}*.tmx"))


@cache
def load(shape: str) -> Island:
    """The island of a shape; ValueError for a missing or unplayable map."""
    path = map_path(shape)
    if not path.is_file():
        raise ValueError(f"no Forbidden Island map for the shape {shape!r:.30}")
    return from_mask(shape, read_mask(path))


def read_mask(path: Path) -> list[list[bool]]:
    """The "island_slots" layer of a TMX file as rows of booleans (a slot or not)."""
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as e:
        raise ValueError(f"{path.name} is not a readable map: {e}") from None
    layer = next((la for la in root.iter("layer") if la.get("name") == SLOTS_LAYER), None)
    if layer is None:
        raise ValueError(f"{path.name} has no layer named {SLOTS_LAYER!r}")
    width, height = int(layer.get("width", 0)), int(layer.get("height", 0))
    data = layer.find("data")
    if data is None or data.get("encoding") != "csv":
        raise ValueError(f"{path.name}: the {SLOTS_LAYER} layer must be CSV-encoded")
    values = [int(v) for v in (data.text or "").replace("\n", "").split(",") if v.strip()]
    if len(values) != width * height:
        raise ValueError(f"{path.name}: {len(values)} cells for a {width}x{height} layer")
    return [[values[r * width + c] != 0 for c in range(width)] for r in range(height)]


def from_mask(shape: str, mask: list[list[bool]]) -> Island:
    """An island from rows of booleans; ValueError unless 24 connected slots."""
    height, width = len(mask), max((len(row) for row in mask), default=0)
    cells = tuple((c, r) for r in range(height) for c in range(len(mask[r])) if mask[r][c])
    if len(cells) != SLOTS:
        raise ValueError(f"the shape {shape!r} has {len(cells)} slots, not {SLOTS}")
    at = {cell: i for i, cell in enumerate(cells)}

    def around(cell: tuple[int, int], steps) -> tuple[int, ...]:
        found = (at.get((cell[0] + dx, cell[1] + dy)) for dx, dy in steps)
        return tuple(sorted(s for s in found if s is not None))

    island = Island(shape, width, height, cells,
                    tuple(around(cell, ORTHOGONAL) for cell in cells),
                    tuple(around(cell, DIAGONAL) for cell in cells))
    if not connected(island):
        raise ValueError(f"the shape {shape!r} is not one island (not connected)")
    return island


def connected(island: Island) -> bool:
    """Whether every slot can be walked to from slot 0 orthogonally."""
    seen, todo = {0}, [0]
    while todo:
        for n in island.orth[todo.pop()]:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(island.cells)
