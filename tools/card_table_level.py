"""Writes a card-table layout as a Tiled map: the felt tile layer and one object
layer of named anchors (see DESIGN.md "Levels"). The per-game scripts
(make_baohuang_level.py, make_guandan_level.py) give the anchors and map properties.
"""

from __future__ import annotations

import random
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COLS, ROWS, TILE = 16, 9, 80


# The strip along the top every kit table shares: the banner, fast forward, the log and
# the menu (`KitScene` reads these places by name).
TOP_BAR = {
    "banner": (8, 8, 820, 36),
    "fast_forward": (836, 8, 200, 36),
    "log_button": (1044, 8, 110, 36),
    "menu": (1162, 8, 110, 36),
}


def felt() -> str:
    rnd = random.Random(5)  # the same felt every time a script runs
    rows = [",".join(str(rnd.randint(1, 4)) for _ in range(COLS)) for _ in range(ROWS)]
    return ",\n".join(rows)


def obj(i: int, name: str, x, y, w, h, props: dict) -> str:
    head = f'  <object id="{i}" name="{name}" x="{x}" y="{y}" width="{w}" height="{h}"'
    if not props:
        return head + "/>"
    lines = "".join(f'    <property name="{k}" value="{v}"/>\n' for k, v in props.items())
    return f"{head}>\n   <properties>\n{lines}   </properties>\n  </object>"


def prop(name: str, value) -> str:
    kind = ' type="int"' if isinstance(value, int) else (
        ' type="float"' if isinstance(value, float) else "")
    return f'  <property name="{name}"{kind} value="{value}"/>'


def tmx(anchors: dict[str, tuple], props: dict[str, object]) -> str:
    """`anchors`: name -> (x, y, w, h, {property: value}); `props`: map properties."""
    objects = "\n".join(obj(i, name, *spec)
                        for i, (name, spec) in enumerate(anchors.items(), start=1))
    properties = "\n".join(prop(k, v) for k, v in props.items())
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" \
width="{COLS}" height="{ROWS}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" \
backgroundcolor="#18684a" nextlayerid="3" nextobjectid="{len(anchors) + 1}">
 <properties>
{properties}
 </properties>
 <tileset firstgid="1" name="felt" tilewidth="{TILE}" tileheight="{TILE}" tilecount="4" \
columns="4">
  <image source="../assets/images/felt_tiles.png" width="320" height="80"/>
 </tileset>
 <layer id="1" name="felt" width="{COLS}" height="{ROWS}">
  <data encoding="csv">
{felt()}
</data>
 </layer>
 <objectgroup id="2" name="anchors">
{objects}
 </objectgroup>
</map>
"""


def write(name: str, anchors: dict[str, tuple], props: dict[str, object]) -> Path:
    path = ROOT / "levels" / f"{name}.tmx"
    path.write_text(tmx(anchors, props), encoding="utf-8")
    print(path.relative_to(ROOT))
    return path
