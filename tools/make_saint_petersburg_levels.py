"""Write the Saint Petersburg table levels/saint_petersburg.tmx (one layout for 2 to 4
players: the other players' panels along `seats` are laid out in code).

Along the top the banner and buttons, under them the other players (tokens, rubles,
points, hand size, display by colour); in the middle the four stacks, the upper and
lower rows, the phase track with the start tokens, the discard pile and the card an
Observatory drew; below, the viewer's display by colour with each phase's income, the
rubles and points, the hand, and the controls.
Run: python tools/make_saint_petersburg_levels.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from card_table_level import TOP_BAR, write  # noqa: E402

ANCHORS = {
    **TOP_BAR,
    "seats": (8, 52, 1264, 146),
    "stacks": (12, 208, 156, 236),
    "upper": (178, 208, 720, 116),
    "lower": (178, 328, 720, 116),
    "phases": (908, 208, 364, 110),
    "discard": (908, 328, 84, 116),
    "drawn": (1000, 328, 84, 116),
    "pub": (1092, 328, 180, 116),
    "display": (12, 452, 800, 160),
    "purse": (12, 616, 800, 96),
    "hand": (822, 452, 450, 124),
    "controls": (822, 580, 450, 132),
    "log": (868, 52, 404, 496),
}


def main() -> None:
    write("saint_petersburg", {k: (*r, {}) for k, r in ANCHORS.items()},
          {"game": "saint_petersburg"})


if __name__ == "__main__":
    main()
