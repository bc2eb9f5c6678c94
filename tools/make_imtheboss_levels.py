"""Write the I'm the Boss! table levels/imtheboss.tmx (one layout for 3 to 6 players: the
other players' panels along `seats` are laid out in code).

Along the top the banner and buttons, under them the other players. At the left the
board: sixteen spaces in a loop (`board`; the spaces' own rects are laid out in code),
the tile stack, the deck and the discards in its middle. At the right the deal mat: the
deal's places, who fills them and for what, the offers and the reaction window. Along
the foot the viewer's purse and placards, his hand, and the controls.
Run: python tools/make_imtheboss_levels.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from card_table_level import TOP_BAR, write  # noqa: E402

ANCHORS = {
    **TOP_BAR,
    "seats": (8, 50, 1264, 100),
    "board": (8, 158, 560, 396),
    "mat": (578, 158, 694, 396),
    "purse": (8, 562, 250, 150),
    "hand": (266, 562, 650, 150),
    "controls": (924, 562, 348, 150),
    "log": (868, 52, 404, 496),
}


def main() -> None:
    write("imtheboss", {k: (*r, {}) for k, r in ANCHORS.items()}, {"game": "imtheboss"})


if __name__ == "__main__":
    main()
