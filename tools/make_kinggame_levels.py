"""Write the King game's table levels/kinggame.tmx (one layout for 3 to 10 people: their
places along `seats` are laid out in code).

Along the top the banner and buttons; under them every person's place (a card, the
name, the tally); below, the stage: the peek's private card, the King's command, the
order being answered, a round's end. The log opens over the right.
Run: python tools/make_kinggame_levels.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from card_table_level import write  # noqa: E402

ANCHORS = {
    "banner": (8, 8, 876, 40),
    "fast_forward": (892, 8, 138, 40),
    "log_button": (1038, 8, 112, 40),
    "menu": (1158, 8, 114, 40),
    "seats": (8, 56, 1264, 236),
    "stage": (8, 300, 1264, 412),
    "log": (868, 56, 404, 600),
}


def main() -> None:
    write("kinggame", {k: (*r, {}) for k, r in ANCHORS.items()}, {"game": "kinggame"})


if __name__ == "__main__":
    main()
