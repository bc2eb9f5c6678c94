"""Write the Blokus tables levels/blokus_<n>p.tmx (n = 2, 3, 4).

The board in the middle (its cells come from the game: 20 a side, 14 on the Duo board),
a tray of pieces by each corner for the colour that starts there (`tray_0` Blue top
left, `tray_1` Yellow top right, `tray_2` Red bottom right, `tray_3` Green bottom left;
on the Duo board the first two), the controls under the board (turn, flip, every
legal place), the banner, the log and the menu.
Run: python tools/make_blokus_levels.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from card_table_level import TOP_BAR, write  # noqa: E402

ANCHORS = {
    **TOP_BAR,
    "board": (340, 52, 600, 600),
    "controls": (340, 662, 600, 48),
    "tray_0": (8, 52, 324, 324),
    "tray_1": (948, 52, 324, 324),
    "tray_2": (948, 386, 324, 324),
    "tray_3": (8, 386, 324, 324),
    "log": (868, 52, 404, 496),
}


def main() -> None:
    for n in (2, 3, 4):
        write(f"blokus_{n}p", {k: (*r, {}) for k, r in ANCHORS.items()},
              {"game": "blokus", "players": n})


if __name__ == "__main__":
    main()
