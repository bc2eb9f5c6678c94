"""Write the word solitaire's table levels/wordpatience.tmx (one player).

Along the top the banner and the buttons (Winnable?, Hint, Undo, New deal, the log,
the menu). Under them the stock and the waste at the left, the game's numbers (games
won, score, time, the solver's answer) beside them, the four foundations at the right
over columns 5-8. The eight columns fill the rest (`tableau`; each column's cards are
laid out in code, squeezed to fit).
Run: python tools/make_wordpatience_levels.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from card_table_level import write  # noqa: E402

ANCHORS = {
    "banner": (8, 8, 552, 36),
    "winnable": (568, 8, 140, 36),
    "hint": (716, 8, 90, 36),
    "undo": (814, 8, 90, 36),
    "new_deal": (912, 8, 120, 36),
    "log_button": (1040, 8, 110, 36),
    "menu": (1158, 8, 114, 36),
    "fast_forward": (8, 676, 200, 36),
    "stock": (38, 58, 112, 158),
    "waste": (194, 58, 152, 158),
    "info": (362, 58, 272, 158),
    "foundations": (662, 58, 580, 158),
    "tableau": (38, 232, 1204, 482),
    "log": (868, 52, 404, 496),
}


def main() -> None:
    write("wordpatience", {k: (*r, {}) for k, r in ANCHORS.items()}, {"game": "wordpatience"})


if __name__ == "__main__":
    main()
