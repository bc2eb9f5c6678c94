"""The stored playthrough: what every seat saw, step by step, in one seeded game.

If this fails after an intended change, read the diff (it shows exactly what some
seat can now see differently), then regenerate:
    python tools/record_playthrough.py doudizhu 7 > tests/doudizhu/playthroughs/seed_7.txt
"""

from pathlib import Path

from game.core.playthrough import transcript
from game.games.doudizhu.model import DdzState

STORED = Path(__file__).parent / "playthroughs" / "seed_7.txt"


def test_playthrough_matches_the_stored_transcript():
    assert transcript(DdzState.new, 3, 7) == STORED.read_text(encoding="utf-8")


def test_transcript_shows_a_hand_only_to_its_owner_until_the_hand_ends():
    lines = STORED.read_text(encoding="utf-8").splitlines()
    owner_lines = [line for line in lines if ' hand=["' in line and 'phase="over"' not in line]
    assert owner_lines  # every seat's own hand appears at the deal and after its plays
    reveals = [line for line in lines if "hands=[[" in line]
    assert len(reveals) == 3  # each seat sees every hand once, when the hand is over
    assert all('phase="over"' in line for line in reveals)
