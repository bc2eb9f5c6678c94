"""Write the A la Carte table layouts levels/alacarte_<n>p.tmx (n = 2, 3, 4).

The maps are ordinary Tiled files (open and move anchors in Tiled freely); this
script is how the first version was laid out: a shared kitchen band on top (dishes,
dispensers, die, sink, trash, cups) and one chef station per seat along the bottom.
Run: python tools/make_alacarte_levels.py
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = {
    "banner": (16, 8, 900, 50),
    "menu": (1150, 12, 116, 40),
    "rules": (1024, 12, 116, 40),
    "market": (16, 66, 420, 268),
    "dispensers": (452, 66, 376, 196),
    "buttons": (452, 272, 600, 52),
    "die": (842, 74, 92, 92),
    "sink": (948, 66, 150, 112),
    "trash": (1110, 66, 154, 112),
    "cup_pool": (842, 186, 206, 76),
    "star_pool": (1060, 186, 204, 76),
    "message": (452, 326, 812, 24),
}
STATION_Y, STATION_H, MARGIN, GAP, MAX_W = 354, 358, 16, 12, 400


def stations(n: int) -> list[tuple[int, int, int, int]]:
    width = min(MAX_W, (1280 - 2 * MARGIN - GAP * (n - 1)) // n)
    total = n * width + (n - 1) * GAP
    x0 = (1280 - total) // 2
    return [(x0 + i * (width + GAP), STATION_Y, width, STATION_H) for i in range(n)]


def tmx(n: int) -> str:
    anchors = dict(SHARED)
    anchors |= {f"station_{i}": r for i, r in enumerate(stations(n))}
    objects = "\n".join(
        f'  <object id="{i}" name="{name}" x="{x}" y="{y}" width="{w}" height="{h}"/>'
        for i, (name, (x, y, w, h)) in enumerate(anchors.items(), start=1))
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" \
width="16" height="9" tilewidth="80" tileheight="80" infinite="0" backgroundcolor="#6b4a2e" \
nextlayerid="2" nextobjectid="{len(anchors) + 1}">
 <properties>
  <property name="game" value="alacarte"/>
  <property name="players" type="int" value="{n}"/>
 </properties>
 <objectgroup id="1" name="anchors">
{objects}
 </objectgroup>
</map>
"""


def main() -> None:
    for n in (2, 3, 4):
        path = ROOT / "levels" / f"alacarte_{n}p.tmx"
        path.write_text(tmx(n), encoding="utf-8")
        print(path.relative_to(ROOT))


if __name__ == "__main__":
    main()
