"""Print a seeded random game's playthrough transcript (game.core.playthrough) for any
game in the catalogue:

    python tools/record_playthrough.py doudizhu 7 > tests/doudizhu/playthroughs/seed_7.txt
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.playthrough import transcript  # noqa: E402
from game.games import catalogue  # noqa: E402


def main(argv: list[str]) -> int:
    game = catalogue.load()[argv[0]]
    sys.stdout.write(transcript(game.new_state, max(game.seats), int(argv[1])))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
