"""Render the Sanguosha table's screenshot scenes to PNG (1280x720 and 2560x1440).

Run: .venv/bin/python tools/sanguosha_table_shot.py OUT_DIR
Headless: SDL's dummy video and audio drivers.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__)
        return 2
    from game.games.sanguosha.shots import render_all

    for path in render_all(argv[0]):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
