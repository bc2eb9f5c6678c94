"""Write the Werewolf village layouts levels/werewolf_<n>p.tmx (n = 5 .. 18).

The players sit round a village circle, one map per player count so Tiled can move
any seat alone. `seat_0` is the bottom centre (the one person's own seat, or player 1
at a party), then clockwise on screen: up the left side, along the top, down the
right. The places are spread evenly along an ellipse by arc length, so the side seats
of a full table of 18 do not crowd each other.

Shared anchors: `stage` (the centre: a private night turn, the morning, the votes),
`bar` (the statement bar and the day's buttons), `timer` (the discussion clock),
`log` (the story so far, when opened), `menu`, `log_button`.
Run: python tools/make_werewolf_levels.py
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from card_table_level import write  # noqa: E402

CX, CY, RX, RY = 640, 330, 548, 240  # the village circle
SEAT_W, SEAT_H = 104, 96
SHARED = {
    "stage": (352, 180, 576, 292),
    "bar": (124, 648, 1032, 62),
    "timer": (1090, 10, 180, 40),
    "log": (868, 60, 400, 560),
    "menu": (12, 664, 100, 40),
    "log_button": (1168, 664, 100, 40),
}


def ellipse_points(n: int, samples: int = 3600) -> list[tuple[float, float]]:
    """`n` points evenly spaced by arc length, the first at the bottom, going clockwise
    on screen (left side first)."""
    pts = [(CX + RX * math.cos(math.pi / 2 + 2 * math.pi * i / samples),
            CY + RY * math.sin(math.pi / 2 + 2 * math.pi * i / samples))
           for i in range(samples + 1)]
    lengths = [0.0]
    for a, b in zip(pts, pts[1:], strict=False):
        lengths.append(lengths[-1] + math.dist(a, b))
    total, out, j = lengths[-1], [], 0
    for k in range(n):
        target = total * k / n
        while lengths[j + 1] < target:
            j += 1
        out.append(pts[j])
    return out


def anchors(n: int) -> dict[str, tuple]:
    out: dict[str, tuple] = {name: (*r, {}) for name, r in SHARED.items()}
    for pos, (x, y) in enumerate(ellipse_points(n)):
        out[f"seat_{pos}"] = (round(x - SEAT_W / 2), round(y - SEAT_H / 2), SEAT_W, SEAT_H, {})
    return out


def main() -> None:
    for n in range(5, 19):
        write(f"werewolf_{n}p", anchors(n), {"game": "werewolf", "players": n})


if __name__ == "__main__":
    main()
