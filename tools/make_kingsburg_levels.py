"""Write the Kingsburg table levels/kingsburg.tmx (one layout for 2 to 5 players: the other
players' panels along `seats` are laid out in code).

Along the top the banner and buttons, under them the court: the eighteen advisors in a
row. Under the court at the left the calendar (the year's eight phases), the enemy
stack and the King's die; at the right the other players. Below, the viewer's province
(five rows of four buildings) at the left, and at the right the dice tray, the purse
(goods, soldiers, points, +2 tokens) and the controls.
Run: python tools/make_kingsburg_levels.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from card_table_level import TOP_BAR, write  # noqa: E402

ANCHORS = {
    **TOP_BAR,
    "court": (8, 50, 1264, 104),
    "calendar": (8, 162, 420, 60),
    "enemy": (8, 228, 84, 118),
    "king_die": (100, 228, 80, 118),
    "battle": (188, 228, 240, 118),
    "seats": (436, 162, 836, 184),
    "province": (8, 356, 640, 300),
    "tray": (660, 356, 612, 120),
    "purse": (660, 480, 612, 64),
    "controls": (660, 548, 612, 164),
    "log": (868, 52, 404, 496),
}


def main() -> None:
    write("kingsburg", {k: (*r, {}) for k, r in ANCHORS.items()}, {"game": "kingsburg"})


if __name__ == "__main__":
    main()
