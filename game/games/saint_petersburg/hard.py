"""Saint Petersburg's hard computer player: for now the normal one (a search comes)."""

from __future__ import annotations

from game.games.saint_petersburg.ai import Merchant


class HardMerchant(Merchant):
    level = "hard"

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
