"""A Guan Dan match: hands until a team passes A (rules sheet §7).

The generic match keeps hand seeds and running totals (levels won and lost, per
seat); this one also carries what the next hand is dealt with: both teams' levels,
whose level is played and the last finishing order for tribute.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.match import Match
from game.core.savefile import expect
from game.games.guandan.levels import HandSetup


@dataclass
class GdMatch(Match):
    setup: HandSetup | None = None  # the hand being played or next to deal
    winner: int | None = None  # the team that passed A

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.setup is None:
            self.setup = HandSetup()
        elif isinstance(self.setup, dict):
            self.setup = HandSetup.from_json(self.setup)

    def record_result(self, result: dict) -> None:
        """A finished hand's result from the model: levels, next setup, the winner."""
        self.record_hand(result["deltas"])
        self.setup = HandSetup.from_json(result["next"])
        if result["match_won"]:
            self.winner = result["winners"]

    def is_over(self) -> bool:
        return self.winner is not None

    def to_json(self) -> dict:
        return {**super().to_json(), "setup": self.setup.to_json(), "winner": self.winner}

    @classmethod
    def from_save(cls, data: Any, seats: int) -> GdMatch:
        expect(isinstance(data, dict) and data.get("winner") in (None, 0, 1)
               and type(data.get("winner")) is not bool, "its match winner is damaged")
        HandSetup.from_json(data.get("setup"))  # ValueError: damaged
        return super().from_save(data, seats)
