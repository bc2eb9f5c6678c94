"""ddz4-ai-strength: the four-player levels against each other, seats swapped.

The same matches as ddz-ai-strength (bench/strength.py) with four seats: each deal
seed fixes the cards and the landlord (seed % 4 bids 3); side A plays it as landlord
against side B's three farmers, then B as landlord against A's farmers. Points are
per hand for the side (the landlord's ±3S, or the three farmers' ±S summed).
"""

from __future__ import annotations

from game.games.doudizhu.bench.strength import report

PAIRINGS_4P = (("hard", "normal"), ("hard", "easy"), ("normal", "easy"))
# Two hundred deals each way: with the hard player (up to 0.4 s a move) the two hard
# pairings take about 20 minutes each on two cores.
DEFAULT_DEALS_4P = 200


def main(deals: int | None = None, workers: int = 2, hard_options: dict | None = None,
         pairings=PAIRINGS_4P) -> dict:
    """`deals` per pairing (default 200), each played twice with the roles swapped."""
    return report("ddz4-ai-strength", pairings, deals or DEFAULT_DEALS_4P, workers,
                  hard_options, seats=4)
