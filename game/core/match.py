"""A match: a series of hands with running totals (generic over games).

Each hand gets its own seed, derived from the match seed and the hand number, so a
hand can be named by a deal code and replayed alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.rng import GameRng
from game.core.savefile import expect, is_int, is_int_list


@dataclass
class Match:
    seats: int
    seed: int
    hands_target: int = 10  # sheet §7 [P]: 10 hands ...
    score_target: int = 100  # ... or until someone reaches +-100
    totals: list[int] = field(default_factory=list)
    results: list[list[int]] = field(default_factory=list)  # score deltas per finished hand
    hand_seeds: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.totals:
            self.totals = [0] * self.seats

    def next_hand_seed(self) -> int:
        """The seed of the next hand; fixed by the match seed and the hand number."""
        seed = GameRng(self.seed * 1_000_003 + len(self.hand_seeds)).getrandbits(32)
        self.hand_seeds.append(seed)
        return seed

    def record_hand(self, deltas: list[int]) -> None:
        self.results.append(list(deltas))
        self.totals = [t + d for t, d in zip(self.totals, deltas, strict=True)]

    @property
    def hands_played(self) -> int:
        return len(self.results)

    def is_over(self) -> bool:
        return self.hands_played >= self.hands_target or any(
            abs(t) >= self.score_target for t in self.totals)

    def leaders(self) -> list[int]:
        best = max(self.totals)
        return [s for s, t in enumerate(self.totals) if t == best]

    def to_json(self) -> dict:
        return {
            "seats": self.seats, "seed": self.seed, "hands_target": self.hands_target,
            "score_target": self.score_target, "totals": list(self.totals),
            "results": [list(r) for r in self.results], "hand_seeds": list(self.hand_seeds),
        }

    @classmethod
    def from_json(cls, data: dict) -> Match:
        return cls(**data)

    @classmethod
    def from_save(cls, data: Any, seats: int) -> Match:
        """`from_json` of a saved match, every field checked first (SaveError says
        which is wrong): the totals must be the sums of the hands' results."""
        expect(isinstance(data, dict) and data.get("seats") == seats,
               "its match is for another table")
        expect(is_int(data.get("seed")), "its match number is damaged")
        for target in ("hands_target", "score_target"):
            expect(is_int(data.get(target)) and data[target] > 0, f"its {target} is damaged")
        results = data.get("results")
        expect(isinstance(results, list) and all(is_int_list(r, seats) for r in results),
               "its hands' results are damaged")
        expect(is_int_list(data.get("totals"), seats), "its match totals are damaged")
        sums = [sum(column) for column in zip(*results, strict=True)] or [0] * seats
        expect(data["totals"] == sums, "its match totals do not add up")
        expect(is_int_list(data.get("hand_seeds")) and len(data["hand_seeds"]) >= len(results),
               "its hands' deal numbers are damaged")
        return cls.from_json(data)
