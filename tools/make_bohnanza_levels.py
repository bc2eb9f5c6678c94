"""Write the Bohnanza table levels/bohnanza.tmx (one layout for 3 to 7 players: the
other players' panels along `seats` are laid out in code for however many there are).

Along the top the banner and buttons, under them the other players; in the middle the
deck, the discard, the market and the trading mat (the offers); below, the viewer's
fields, coins, the offer being built (its beans wanted), the cards to plant, the buttons
and the hand along the foot.
Run: python tools/make_bohnanza_levels.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from card_table_level import TOP_BAR, write  # noqa: E402

ANCHORS = {
    **TOP_BAR,
    "seats": (8, 52, 1264, 150),
    "deck": (22, 236, 84, 118),
    "discard": (122, 236, 84, 118),
    "market": (222, 212, 236, 196),
    "mat": (470, 212, 802, 196),
    "fields": (16, 416, 390, 196),
    "treasury": (408, 416, 66, 170),
    "builder": (482, 416, 410, 76),
    "received": (482, 494, 410, 116),
    "controls": (904, 416, 368, 196),
    "hand": (16, 612, 1256, 100),
    "log": (868, 52, 404, 496),
}


def main() -> None:
    write("bohnanza", {k: (*r, {}) for k, r in ANCHORS.items()},
          {"game": "bohnanza"})


if __name__ == "__main__":
    main()
