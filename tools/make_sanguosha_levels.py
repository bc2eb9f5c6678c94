"""Write the Sanguosha table layouts levels/sanguosha_<n>p.tmx (n = 4 .. 10).

One map per player count (as A la Carte does: `GameDef.levels` names a level per count),
so each count gets the seat places that suit it and Tiled can move any of them alone.
Seats are named by screen position, not by seat number: `seat_0` is the viewer's own
panel at the bottom right, `seat_1` the next seat in turn order (right-hand side,
lowest), then up the right side, right to left along the top and down the left side:
the turn goes round the oval table counter-clockwise, as on the published app.

Shared anchors: `table` (the oval), `deck`, `discard`, `centre` (cards being resolved),
`log` (the event log), `prompt` (what the viewer is asked), `buttons`, `hand` (the
viewer's hand strip), `menu` and `log_button`. Everything is laid out for 1280x720
with ten seats in mind: the nine other seats, 184x150 each, never overlap the centre.
Run: python tools/make_sanguosha_levels.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from card_table_level import write  # noqa: E402

W, H = 1280, 720
PANEL_W, PANEL_H = 184, 150  # another seat's panel
MARGIN = 12
TOP_Y = 8
SIDE_ONE_Y = 226  # a side with one seat
SIDE_TWO_Y = (170, 330)  # a side with two seats (upper, lower)
SHARED = {
    "table": (150, 96, 980, 392),
    "deck": (292, 232, 72, 102),
    "discard": (380, 232, 72, 102),
    "centre": (470, 196, 344, 226),
    "log": (826, 172, 246, 288),
    "prompt": (216, 466, 848, 30),
    "buttons": (232, 502, 790, 40),
    "hand": (12, 548, 1010, 166),
    "seat_0": (1034, 500, 234, 212),
    "menu": (12, 502, 100, 38),
    "log_button": (120, 502, 100, 38),
}


def split(others: int) -> tuple[int, int]:
    """How many of the other seats sit on each side, and how many along the top."""
    side = 1 if others <= 6 else 2
    return side, others - 2 * side


def top_row(k: int) -> list[tuple[int, int]]:
    """`k` panels along the top, right to left, a little lower at the ends (an oval)."""
    if k == 1:
        return [((W - PANEL_W) // 2, TOP_Y)]
    lo, hi = (MARGIN, W - MARGIN - PANEL_W) if k >= 4 else (250, W - 250 - PANEL_W)
    out = []
    for i in range(k):
        x = hi - (hi - lo) * i / (k - 1)
        d = abs(i - (k - 1) / 2) / ((k - 1) / 2)
        out.append((round(x), round(TOP_Y + 10 * d * d)))
    return out


def seat_places(n: int) -> list[tuple[int, int]]:
    """The other seats' panels (top-left corners), in turn order from the viewer's."""
    side, top = split(n - 1)
    right_x, left_x = W - MARGIN - PANEL_W, MARGIN
    ys = [SIDE_ONE_Y] if side == 1 else list(SIDE_TWO_Y)
    right = [(right_x, y) for y in reversed(ys)]  # lowest first: the next seat
    left = [(left_x, y) for y in ys]  # top first, going down
    return right + top_row(top) + left


def anchors(n: int) -> dict[str, tuple]:
    out: dict[str, tuple] = {name: (*r, {}) for name, r in SHARED.items()}
    for pos, (x, y) in enumerate(seat_places(n), start=1):
        out[f"seat_{pos}"] = (x, y, PANEL_W, PANEL_H, {})
    return out


def main() -> None:
    for n in range(4, 11):
        write(f"sanguosha_{n}p", anchors(n), {"game": "sanguosha", "players": n})


if __name__ == "__main__":
    main()
