"""Write the Bao Huang (保皇) table layout levels/baohuang.tmx: five seats.

An ordinary Tiled file (open it and move anchors in Tiled freely); this script is how
the first version was laid out. Positions go round the table anticlockwise on
screen, in turn order: 0 the viewer at the bottom, 1 right, 2 top right, 3 top
left, 4 left. Each seat has a panel `info_p`, a face-down stack `hand_p`, a pile
`played_p` between it and the centre, and `reveal_p` where its cards lie face up
after the hand. Run: python tools/make_baohuang_level.py
"""

from __future__ import annotations

import card_table_level

CARD_W = 80

# name: (x, y, w, h, {property: value})
ANCHORS: dict[str, tuple] = {
    "status": (16, 12, 330, 40, {}),
    "tracker": (446, 8, 388, 56, {}),
    "menu": (1154, 12, 110, 40, {}),
    "kitty": (556, 70, 168, 82, {}),
    # The viewer.
    "info_0": (8, 536, 150, 176, {"layout": "bottom"}),
    "hand_0": (166, 584, 1106, 120, {}),
    "played_0": (330, 388, 620, 94, {"align": "center"}),
    # Right: panel at the edge, stack under it, pile inward at the panel's height.
    "info_1": (1062, 236, 210, 104, {"layout": "side"}),
    "hand_1": (1112, 346, 110, 104, {}),
    "played_1": (664, 284, 384, 94, {"align": "right"}),
    "reveal_1": (1062, 346, 210, 182, {"align": "right"}),
    # Top right: panel and stack on top, pile right under the panel.
    "info_2": (834, 62, 210, 104, {"layout": "side"}),
    "hand_2": (748, 60, 80, 86, {}),
    "played_2": (664, 180, 384, 94, {"align": "right"}),
    "reveal_2": (660, 172, 392, 112, {"align": "right"}),
    # Top left.
    "info_3": (236, 62, 210, 104, {"layout": "side"}),
    "hand_3": (452, 60, 80, 86, {}),
    "played_3": (232, 180, 384, 94, {"align": "left"}),
    "reveal_3": (228, 172, 392, 112, {"align": "left"}),
    # Left.
    "info_4": (8, 236, 210, 104, {"layout": "side"}),
    "hand_4": (58, 346, 110, 104, {}),
    "played_4": (232, 284, 384, 94, {"align": "left"}),
    "reveal_4": (8, 346, 210, 182, {"align": "left"}),
    # Shared.
    "message": (290, 488, 700, 28, {}),
    "buttons": (290, 520, 700, 50, {}),
    "table": (226, 172, 828, 316, {}),
    "center_text": (226, 292, 828, 64, {}),
    "deck": (600, 262, 80, 112, {}),
}


def main() -> None:
    card_table_level.write("baohuang", ANCHORS, {
        "game": "baohuang", "seats": 5, "ranks": "6789TJQKA2", "card_w": float(CARD_W),
        "card_h": float(round(CARD_W * 1.41)), "played_scale": 0.72})


if __name__ == "__main__":
    main()
