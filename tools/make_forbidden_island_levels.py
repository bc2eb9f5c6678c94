"""Write the Forbidden Island shapes as Tiled maps: levels/forbidden_island_<shape>.tmx.

Each map (rules sheet §6) has a "sea" tile layer, an "island_slots" tile layer whose
non-zero cells are the 24 places a tile is laid (the model reads only this layer, with
game/games/forbidden_island/islands.py), an object layer "treasure_spots" with a spot
for each treasure figure in a free corner, and the map properties game/layout. The
tileset is the felt the card tables use (../assets/images/felt_tiles.png), so pytmx
loads the maps as it loads every other level; the tile art is laid at runtime.

A new shape is one more entry in SHAPES (24 "X", connected, at most 8x8), or a map drawn
in Tiled by hand. Run: python tools/make_forbidden_island_levels.py
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TILE = 80  # the felt tileset's tile size, in level units
SEA_GID, SLOT_GID = 1, 3  # two of the felt's four tiles
TREASURE_SPOTS = ("earth_stone", "wind_statue", "fire_crystal", "ocean_chalice")

SHAPES: dict[str, tuple[str, ...]] = {
    # the standard island: rows of 2-4-6-6-4-2
    "classic": ("..XX..",
                ".XXXX.",
                "XXXXXX",
                "XXXXXX",
                ".XXXX.",
                "..XX.."),
    # a skull: the dome, two eye sockets and the nose bridge between them, two teeth
    "skull": (".XXXXX.",
              "XXXXXXX",
              "X..X..X",
              "XXXXXXX",
              "..X.X.."),
    # a bay: a C open to the east, two tiles thick
    "bay": (".XXXXX.",
            "XXXXX..",
            "XX.....",
            "XX.....",
            "XXXXX..",
            ".XXXXX."),
    # two islands joined by a one-tile bridge
    "twin": (".XX.XX.",
             "XXX.XXX",
             "XXXXXXX",
             "XXX.XX.",
             ".X...X."),
    # a ring round a lagoon
    "atoll": ("..XXXX..",
              ".XX..XX.",
              "XX....XX",
              "XX....XX",
              ".XX..XX.",
              "..XXXX.."),
}


def csv(rows: list[list[int]]) -> str:
    return ",\n".join(",".join(str(v) for v in row) for row in rows)


def corner_spots(rows: tuple[str, ...]) -> list[tuple[int, int]]:
    """A free cell for each treasure figure: the free cell nearest each corner, in the
    order top-left, top-right, bottom-left, bottom-right."""
    h, w = len(rows), len(rows[0])
    free = [(c, r) for r in range(h) for c in range(w) if rows[r][c] != "X"]
    spots: list[tuple[int, int]] = []
    for cx, cy in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
        left = [f for f in free if f not in spots]
        spots.append(min(left, key=lambda f: (abs(f[0] - cx) + abs(f[1] - cy), f)))
    return spots


def check(shape: str, rows: tuple[str, ...]) -> None:
    h, w = len(rows), len(rows[0])
    if any(len(r) != w for r in rows) or w > 8 or h > 8:
        raise ValueError(f"{shape}: rows of one width, at most 8x8")
    if sum(r.count("X") for r in rows) != 24:
        raise ValueError(f"{shape}: 24 slots needed")


def tmx(shape: str, rows: tuple[str, ...]) -> str:
    check(shape, rows)
    h, w = len(rows), len(rows[0])
    sea = [[SEA_GID] * w for _ in range(h)]
    slots = [[SLOT_GID if ch == "X" else 0 for ch in row] for row in rows]
    objects = "\n".join(
        f'  <object id="{i}" name="{name}" x="{c * TILE}" y="{r * TILE}" '
        f'width="{TILE}" height="{TILE}"/>'
        for i, (name, (c, r)) in enumerate(zip(TREASURE_SPOTS, corner_spots(rows),
                                               strict=True), start=1))
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" \
width="{w}" height="{h}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" \
backgroundcolor="#1b4f72" nextlayerid="4" nextobjectid="{len(TREASURE_SPOTS) + 1}">
 <properties>
  <property name="game" value="forbidden_island"/>
  <property name="layout" value="{shape}"/>
 </properties>
 <tileset firstgid="1" name="felt" tilewidth="{TILE}" tileheight="{TILE}" tilecount="4" \
columns="4">
  <image source="../assets/images/felt_tiles.png" width="320" height="80"/>
 </tileset>
 <layer id="1" name="sea" width="{w}" height="{h}">
  <data encoding="csv">
{csv(sea)}
</data>
 </layer>
 <layer id="2" name="island_slots" width="{w}" height="{h}">
  <data encoding="csv">
{csv(slots)}
</data>
 </layer>
 <objectgroup id="3" name="treasure_spots">
{objects}
 </objectgroup>
</map>
"""


def main() -> None:
    for shape, rows in SHAPES.items():
        path = ROOT / "levels" / f"forbidden_island_{shape}.tmx"
        path.write_text(tmx(shape, rows), encoding="utf-8")
        print(path.relative_to(ROOT))


if __name__ == "__main__":
    main()
