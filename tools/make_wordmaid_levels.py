"""Write the word game's table levels/wordmaid.tmx (one layout for 2 to 6 players: the
other players' panels along `seats` are laid out in code).

Along the top the banner and buttons, under them the other players. In the middle the
hand being drawn from, fanned face down (`fan`), the card on the table with its letters
(`table`) and the turn and hint (`info`); across the table the word being built or the
last word played (`word`); along the foot the viewer's hand and the buttons.
Run: python tools/make_wordmaid_levels.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from card_table_level import TOP_BAR, write  # noqa: E402

ANCHORS = {
    **TOP_BAR,
    "seats": (8, 52, 1264, 86),
    "fan": (8, 146, 760, 250),
    "table": (776, 146, 236, 250),
    "info": (1020, 146, 252, 250),
    "word": (8, 404, 1264, 94),
    "hand": (8, 506, 990, 206),
    "controls": (1006, 506, 266, 206),
    "log": (868, 52, 404, 496),
}


def main() -> None:
    write("wordmaid", {k: (*r, {}) for k, r in ANCHORS.items()}, {"game": "wordmaid"})


if __name__ == "__main__":
    main()
