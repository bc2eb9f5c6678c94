"""Write the Saboteur tables levels/saboteur_<n>p.tmx (n = 3 .. 10).

The maze's layout (rules sheet §2) is part of each map: the anchor `maze_start` and
`maze_goal_0` .. `maze_goal_2` (top to bottom) carry their cell as `col` and `row`
properties (rows grow downward; the start at (0, 0)), so a level designer can move a
goal and the game follows. The board grows past them in every direction.

Table anchors: `maze` (the view the maze is drawn in, panned and zoomed), `hand` (the
viewer's cards), `me` (the viewer's panel: role, broken tools, gold), `seat_1` ..
`seat_<n-1>` (the others, clockwise from the viewer's left: up the left side, down the
right), `deck`, `discard`, `banner`, `log`, `log_button`,
`fast_forward`, `menu`.
Run: python tools/make_saboteur_levels.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from card_table_level import TOP_BAR, write  # noqa: E402

START = (0, 0)
GOALS = ((8, -2), (8, 0), (8, 2))
PANEL_W, PANEL_H, GAP = 176, 88, 8
LEFT_X, RIGHT_X = 8, 1096
TOP, HEIGHT = 52, 496  # the band the side panels and the maze share
SHARED = {
    **TOP_BAR,
    "maze": (192, TOP, 896, HEIGHT),
    "me": (8, 556, 200, 156),
    "hand": (216, 556, 768, 156),
    "deck": (1000, 564, 92, 140),
    "discard": (1108, 564, 92, 140),
    "log": (868, 52, 404, 496),
}


def column(x: int, n: int, downward: bool) -> list[tuple[int, int]]:
    """`n` panel places stacked at `x`, centred in the band, listed top down or up."""
    total = n * PANEL_H + (n - 1) * GAP
    top = TOP + (HEIGHT - total) // 2
    places = [(x, top + i * (PANEL_H + GAP)) for i in range(n)]
    return places if downward else places[::-1]


def side_places(others: int) -> list[tuple[int, int]]:
    """The others' panels clockwise from the viewer's left: up the left side, then down
    the right (the left side takes the odd one)."""
    left = (others + 1) // 2
    return column(LEFT_X, left, False) + column(RIGHT_X, others - left, True)


def anchors(players: int) -> dict[str, tuple]:
    out: dict[str, tuple] = {name: (*r, {}) for name, r in SHARED.items()}
    out["maze_start"] = (0, 0, 0, 0, {"col": START[0], "row": START[1]})
    for i, (col, row) in enumerate(GOALS):
        out[f"maze_goal_{i}"] = (0, 0, 0, 0, {"col": col, "row": row})
    for pos, (x, y) in enumerate(side_places(players - 1), start=1):
        out[f"seat_{pos}"] = (x, y, PANEL_W, PANEL_H, {})
    return out


def main() -> None:
    for n in range(3, 11):
        write(f"saboteur_{n}p", anchors(n), {"game": "saboteur", "players": n})


if __name__ == "__main__":
    main()
