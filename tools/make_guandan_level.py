"""Write the Guan Dan (掼蛋) table layout levels/guandan.tmx: four seats, partners across.

An ordinary Tiled file (open it and move anchors in Tiled freely); this script is how
the first version was laid out. Positions go round the table anticlockwise on
screen, in turn order: 0 the viewer at the bottom, 1 right, 2 top (the viewer's
partner), 3 left. Each seat has a panel `info_p`, a face-down stack `hand_p`, a pile
`played_p` between it and the centre, and `reveal_p` where its cards lie face up
after the hand. `board` holds both teams' levels; `tracker` the unseen cards.
Run: python tools/make_guandan_level.py
"""

from __future__ import annotations

import card_table_level

CARD_W = 84

# name: (x, y, w, h, {property: value})
ANCHORS: dict[str, tuple] = {
    "status": (16, 12, 420, 40, {}),
    "tracker": (16, 60, 420, 56, {}),
    "board": (860, 10, 280, 106, {}),
    "menu": (1154, 12, 110, 40, {}),
    # The viewer.
    "info_0": (8, 536, 150, 176, {"layout": "bottom"}),
    "hand_0": (166, 580, 1106, 124, {}),
    "played_0": (330, 386, 620, 96, {"align": "center"}),
    # Right: panel at the edge, stack under it, pile inward at the panel's height.
    "info_1": (1062, 200, 210, 104, {"layout": "side"}),
    "hand_1": (1112, 312, 110, 104, {}),
    "played_1": (700, 250, 350, 96, {"align": "right"}),
    "reveal_1": (1000, 150, 272, 380, {"align": "right"}),
    # Top: the partner, panel and stack in the middle, pile under them.
    "info_2": (520, 10, 210, 104, {"layout": "side"}),
    "hand_2": (740, 18, 80, 86, {}),
    "played_2": (440, 134, 400, 96, {"align": "center"}),
    "reveal_2": (300, 120, 680, 112, {"align": "center"}),
    # Left.
    "info_3": (8, 200, 210, 104, {"layout": "side"}),
    "hand_3": (58, 312, 110, 104, {}),
    "played_3": (230, 250, 350, 96, {"align": "left"}),
    "reveal_3": (8, 150, 272, 380, {"align": "left"}),
    # Shared.
    "message": (290, 488, 700, 28, {}),
    "buttons": (290, 520, 700, 50, {}),
    "table": (226, 124, 828, 364, {}),
    "center_text": (226, 292, 828, 64, {}),
    "deck": (600, 262, 80, 112, {}),
}


def main() -> None:
    card_table_level.write("guandan", ANCHORS, {
        "game": "guandan", "seats": 4, "ranks": "23456789TJQKA", "card_w": float(CARD_W),
        "card_h": float(round(CARD_W * 1.41)), "played_scale": 0.7})


if __name__ == "__main__":
    main()
