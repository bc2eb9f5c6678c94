"""The maze's starting layout (rules sheet §2), read from the table's Tiled level: the
anchors `maze_start` and `maze_goal_0` .. `maze_goal_2` carry their cell as `col` and
`row` properties (`tools/make_saboteur_levels.py` writes the maps we ship). Read with
the standard library, so the model needs neither pygame nor pytmx."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass
from functools import cache

from game.resources import resource_path

Cell = tuple[int, int]


@dataclass(frozen=True)
class Layout:
    start: Cell
    goals: tuple[Cell, ...]  # top to bottom (C2 reveals in this order)


def level_name(players: int) -> str:
    return f"saboteur_{players}p"


@cache
def load(players: int) -> Layout:
    """The layout of the level for this many players; ValueError for a broken map."""
    path = resource_path("levels") / f"{level_name(players)}.tmx"
    cells: dict[str, Cell] = {}
    for obj in ET.parse(path).getroot().iter("object"):
        name = obj.get("name", "")
        if name.startswith("maze_"):
            props = {p.get("name"): p.get("value") for p in obj.iter("property")}
            cells[name] = (int(props["col"]), int(props["row"]))
    goals = tuple(sorted((c for n, c in cells.items() if n.startswith("maze_goal_")),
                         key=lambda c: (c[1], c[0])))
    if "maze_start" not in cells or len(goals) != 3 or len(set(goals)) != 3 \
            or cells["maze_start"] in goals:
        raise ValueError(f"{path.name}: the maze needs a start and three goal cells")
    return Layout(cells["maze_start"], goals)
