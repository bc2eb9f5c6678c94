"""The variant: how many adventurers, the difficulty, the island's shape.

A variant is written "<players>p-<difficulty>-<shape>", e.g. "4p-normal-classic": 2 to
4 players, a difficulty of DIFFICULTIES (the water meter's start, rules sheet §1.3), and
a shape there is a map for (`islands.shapes()`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from game.games.forbidden_island import islands
from game.games.forbidden_island.tiles import DIFFICULTIES

PLAYERS = (2, 3, 4)
DEFAULT_SHAPE = "classic"


@dataclass(frozen=True)
class Setup:
    players: int = 4
    difficulty: str = "normal"
    shape: str = DEFAULT_SHAPE

    def __post_init__(self) -> None:
        if self.players not in PLAYERS:
            raise ValueError(f"Forbidden Island is for 2 to 4 players, not {self.players!r:.10}")
        if self.difficulty not in DIFFICULTIES:
            raise ValueError(f"unknown difficulty {self.difficulty!r:.20}; "
                             f"one of {', '.join(DIFFICULTIES)}")
        if self.shape not in islands.shapes():
            raise ValueError(f"unknown island shape {self.shape!r:.20}; "
                             f"one of {', '.join(islands.shapes())}")

    @property
    def name(self) -> str:
        return f"{self.players}p-{self.difficulty}-{self.shape}"

    @property
    def water(self) -> int:
        """The water meter's start level."""
        return DIFFICULTIES[self.difficulty]

    @classmethod
    def parse(cls, variant: str) -> Setup:
        """The setup a variant names; ValueError for one that is not Forbidden Island's."""
        if not isinstance(variant, str):
            raise ValueError(f"a Forbidden Island variant is a string, not {variant!r:.20}")
        match = re.fullmatch(r"([0-9])p-([a-z]+)-([a-z][a-z0-9_]*)", variant)
        if not match:
            raise ValueError(f"unknown Forbidden Island variant {variant!r:.40}")
        return cls(int(match[1]), match[2], match[3])


VARIANTS: tuple[str, ...] = ("4p-normal-classic", "2p-novice-classic", "3p-elite-skull",
                             "4p-legendary-bay", "2p-normal-twin", "3p-novice-atoll")
