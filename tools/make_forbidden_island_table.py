"""Write the Forbidden Island table layout levels/forbidden_island.tmx (the island's
shape is a map of its own: tools/make_forbidden_island_levels.py).

Anchors: `board` (the island, each shape's grid scaled into it), `meter` (the water
meter), the decks and discards (`treasure_deck`, `treasure_discard`, `flood_deck`,
`flood_discard`), `seat_0`..`seat_3` (each adventurer's panel: pawn, role, open hand),
`banner` (whose turn), `prompt`, `buttons` (the turn's actions), `menu`, `log_button`,
`log`. Run: python tools/make_forbidden_island_table.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from card_table_level import write  # noqa: E402

ANCHORS = {
    "board": (206, 48, 620, 590),
    "banner": (206, 6, 620, 36),
    "meter": (24, 56, 64, 470),
    "treasure_deck": (104, 56, 78, 109),
    "treasure_discard": (104, 176, 78, 109),
    "flood_deck": (104, 312, 78, 109),
    "flood_discard": (104, 432, 78, 109),
    "prompt": (206, 642, 620, 28),
    "buttons": (206, 674, 620, 40),
    "menu": (12, 672, 84, 40),
    "log_button": (104, 672, 84, 40),
    "log": (846, 48, 424, 590),
}
SEAT_W, SEAT_H, SEAT_X, SEAT_Y, SEAT_GAP = 424, 142, 846, 48, 8


def anchors() -> dict[str, tuple]:
    out: dict[str, tuple] = {name: (*r, {}) for name, r in ANCHORS.items()}
    for i in range(4):
        out[f"seat_{i}"] = (SEAT_X, SEAT_Y + i * (SEAT_H + SEAT_GAP), SEAT_W, SEAT_H, {})
    return out


def main() -> None:
    write("forbidden_island", anchors(), {"game": "forbidden_island"})


if __name__ == "__main__":
    main()
