"""Write the Go-Stop table layouts levels/gostop_2p.tmx and levels/gostop_3p.tmx.

The play area fills the left of the screen, the seats' panels the right column:
`captures_<pos>` (a seat's captured cards, sorted into brights, animals, ribbons and
junk), `table` (the centre: the stock at its left, a place per month in two rows of six),
`prompt` (what the viewer is asked, with a button at its right end when an answer is
not a card), `choice` (the panel over the centre that asks Go or Stop, or chongtong),
`hand` (the viewer's hand), `seat_<pos>` (a seat's panel: name, hand, live tally),
`log`, `menu` and `log_button`. Positions count round the table from the viewer
(`pos` 0) in playing order: with three, `pos` 1 plays after the viewer and sits to his
right, so his captures take the right half of the top strip.
Laid out for 1280x720. Run: python tools/make_gostop_levels.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from card_table_level import write  # noqa: E402

PLAY_X, PLAY_W = 12, 1018  # the left play area
SIDE_X, SIDE_W = 1040, 232  # the right column of panels
SHARED = {
    "table": (PLAY_X, 116, PLAY_W, 328),
    "prompt": (PLAY_X, 448, PLAY_W, 30),
    "choice": (PLAY_X + 249, 160, 520, 240),  # room for what each would pay on a Stop
    "captures_0": (PLAY_X, 482, PLAY_W, 98),
    "hand": (PLAY_X, 584, PLAY_W, 130),
    "seat_0": (SIDE_X, 470, SIDE_W, 178),
    "menu": (SIDE_X, 656, 112, 52),
    "log_button": (SIDE_X + 120, 656, 112, 52),
}
# Per player count: the other seats' capture strips and panels, and the log's place.
OTHERS = {
    2: {"captures_1": (PLAY_X, 8, PLAY_W, 100), "seat_1": (SIDE_X, 8, SIDE_W, 178),
        "log": (SIDE_X, 194, SIDE_W, 268)},
    # The opponents' strips in the order of their panels (the next to play first).
    3: {"captures_1": (PLAY_X, 8, PLAY_W // 2 - 4, 100),
        "captures_2": (PLAY_X + PLAY_W // 2 + 4, 8, PLAY_W // 2 - 4, 100),
        "seat_1": (SIDE_X, 8, SIDE_W, 150), "seat_2": (SIDE_X, 164, SIDE_W, 150),
        "log": (SIDE_X, 322, SIDE_W, 140)},
}


def anchors(n: int) -> dict[str, tuple]:
    return {name: (*r, {}) for name, r in {**SHARED, **OTHERS[n]}.items()}


def main() -> None:
    for n in OTHERS:
        write(f"gostop_{n}p", anchors(n), {"game": "gostop", "players": n})


if __name__ == "__main__":
    main()
