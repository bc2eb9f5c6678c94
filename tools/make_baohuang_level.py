"""Write the Bao Huang (保皇) table layout levels/baohuang.tmx: five seats.

An ordinary Tiled file (open it and move anchors in Tiled freely); this script is how
the first version was laid out. Positions go round the table anticlockwise on
screen, in turn order: 0 the viewer at the bottom, 1 right, 2 top right, 3 top
left, 4 left. Each seat has a panel `info_p`, a face-down stack `hand_p`, a pile
`played_p` between it and the centre, and `reveal_p` where its cards lie face up
after the hand. Run: python tools/make_baohuang_level.py
"""

from __future__ import annotations

import random
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COLS, ROWS, TILE = 16, 9, 80
CARD_W = 80

# name: (x, y, w, h, {property: value})
ANCHORS: dict[str, tuple] = {
    "status": (16, 12, 330, 40, {}),
    "tracker": (446, 8, 388, 56, {}),
    "menu": (1154, 12, 110, 40, {}),
    "kitty": (556, 70, 168, 82, {}),
    # The viewer.
    "info_0": (8, 536, 150, 176, {"layout": "bottom"}),
    "hand_0": (166, 584, 1106, 120, {}),
    "played_0": (330, 388, 620, 94, {"align": "center"}),
    # Right: panel at the edge, stack under it, pile inward at the panel's height.
    "info_1": (1062, 236, 210, 104, {"layout": "side"}),
    "hand_1": (1112, 346, 110, 104, {}),
    "played_1": (664, 284, 384, 94, {"align": "right"}),
    "reveal_1": (1062, 346, 210, 182, {"align": "right"}),
    # Top right: panel and stack on top, pile right under the panel.
    "info_2": (834, 62, 210, 104, {"layout": "side"}),
    "hand_2": (748, 60, 80, 86, {}),
    "played_2": (664, 180, 384, 94, {"align": "right"}),
    "reveal_2": (660, 172, 392, 112, {"align": "right"}),
    # Top left.
    "info_3": (236, 62, 210, 104, {"layout": "side"}),
    "hand_3": (452, 60, 80, 86, {}),
    "played_3": (232, 180, 384, 94, {"align": "left"}),
    "reveal_3": (228, 172, 392, 112, {"align": "left"}),
    # Left.
    "info_4": (8, 236, 210, 104, {"layout": "side"}),
    "hand_4": (58, 346, 110, 104, {}),
    "played_4": (232, 284, 384, 94, {"align": "left"}),
    "reveal_4": (8, 346, 210, 182, {"align": "left"}),
    # Shared.
    "message": (290, 488, 700, 28, {}),
    "buttons": (290, 520, 700, 50, {}),
    "table": (226, 172, 828, 316, {}),
    "center_text": (226, 292, 828, 64, {}),
    "deck": (600, 262, 80, 112, {}),
}


def felt() -> str:
    rnd = random.Random(5)  # the same felt every time the script runs
    rows = [",".join(str(rnd.randint(1, 4)) for _ in range(COLS)) for _ in range(ROWS)]
    return ",\n".join(rows)


def obj(i: int, name: str, x, y, w, h, props: dict) -> str:
    head = f'  <object id="{i}" name="{name}" x="{x}" y="{y}" width="{w}" height="{h}"'
    if not props:
        return head + "/>"
    lines = "".join(f'    <property name="{k}" value="{v}"/>\n' for k, v in props.items())
    return f"{head}>\n   <properties>\n{lines}   </properties>\n  </object>"


def tmx() -> str:
    objects = "\n".join(obj(i, name, *spec)
                        for i, (name, spec) in enumerate(ANCHORS.items(), start=1))
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" \
width="{COLS}" height="{ROWS}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" \
backgroundcolor="#18684a" nextlayerid="3" nextobjectid="{len(ANCHORS) + 1}">
 <properties>
  <property name="game" value="baohuang"/>
  <property name="seats" type="int" value="5"/>
  <property name="ranks" value="6789TJQKA2"/>
  <property name="card_w" type="float" value="{CARD_W}"/>
  <property name="card_h" type="float" value="{round(CARD_W * 1.41)}"/>
  <property name="played_scale" type="float" value="0.72"/>
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


def main() -> None:
    path = ROOT / "levels" / "baohuang.tmx"
    path.write_text(tmx(), encoding="utf-8")
    print(path.relative_to(ROOT))


if __name__ == "__main__":
    main()
