"""Write the Saboteur tables levels/saboteur_<n>p.tmx (n = 3 .. 10).

The maze's layout (rules sheet §2) is part of each map: the anchor `maze_start` and
`maze_goal_0` .. `maze_goal_2` (top to bottom) carry their cell as `col` and `row`
properties (rows grow downward; the start at (0, 0)), so a level designer can move a
goal and the game follows. The board grows past them in every direction.

Table anchors: `maze` (the view the maze is drawn in, panned and zoomed), `hand` (the
viewer's cards), `me` (the viewer's panel: role, broken tools, gold), `seat_1` ..
`seat_<n-1>` (the others, clockwise from the viewer's left: up the left side, along
the top, down the right), `deck`, `discard`, `banner`, `log`, `log_button`,
`fast_forward`, `menu`.
Run: python tools/make_saboteur_levels.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from card_table_level import write  # noqa: E402

START = (0, 0)
GOALS = ((8, -2), (8, 0), (8, 2))
PANEL_W, PANEL_H = 176, 96
# The nine places round the maze, clockwise from the bottom left.
SLOTS = ((8, 438), (8, 318), (8, 198),
         (294, 52), (552, 52), (810, 52),
         (1096, 198), (1096, 318), (1096, 438))
SHARED = {
    "banner": (8, 8, 820, 36),
    "fast_forward": (836, 8, 200, 36),
    "log_button": (1044, 8, 110, 36),
    "menu": (1162, 8, 110, 36),
    "maze": (192, 156, 896, 392),
    "me": (8, 560, 200, 152),
    "hand": (216, 556, 760, 156),
    "deck": (1000, 568, 100, 140),
    "discard": (1120, 568, 100, 140),
    "log": (868, 52, 404, 496),
}


def spread(others: int) -> list[int]:
    """Which of the nine places `others` seats take, spread evenly round the maze."""
    return [round((i + 0.5) * len(SLOTS) / others - 0.5) for i in range(others)]


def anchors(players: int) -> dict[str, tuple]:
    out: dict[str, tuple] = {name: (*r, {}) for name, r in SHARED.items()}
    out["maze_start"] = (0, 0, 0, 0, {"col": START[0], "row": START[1]})
    for i, (col, row) in enumerate(GOALS):
        out[f"maze_goal_{i}"] = (0, 0, 0, 0, {"col": col, "row": row})
    for pos, slot in enumerate(spread(players - 1), start=1):
        out[f"seat_{pos}"] = (*SLOTS[slot], PANEL_W, PANEL_H, {})
    return out


def main() -> None:
    for n in range(3, 11):
        write(f"saboteur_{n}p", anchors(n), {"game": "saboteur", "players": n})


if __name__ == "__main__":
    main()
