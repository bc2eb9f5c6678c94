"""The 16 "Big Deal" spaces in their loop (rules sheet §3.1, our values; C2, C6): each
with the investors it needs (Inv), the dividends it pays (Div), the families it requires
and those that may fill the remaining slots; the dollar marker's moves over open spaces."""

from __future__ import annotations

from dataclasses import dataclass

from game.games.imtheboss.data import data


@dataclass(frozen=True, slots=True)
class Space:
    number: int
    inv: int
    div: int
    required: tuple[str, ...]
    optional: tuple[str, ...]

    @property
    def pick(self) -> int:
        """How many optional families fill the slots the required ones leave."""
        return self.inv - len(self.required)

    @property
    def listed(self) -> tuple[str, ...]:
        """Every family that may join this deal; any other never can (C2)."""
        return self.required + self.optional

    def fair_share(self) -> int:
        """Dividends per investor, rounded down, at least one (the AI's yardstick, C8)."""
        return max(1, self.div // self.inv)


def _space(raw: dict) -> Space:
    return Space(raw["number"], raw["inv"], raw["div"], tuple(raw["required"]),
                 tuple(raw["optional"]))


SPACES: dict[int, Space] = {s["number"]: _space(s) for s in data()["spaces"]}
NUMBERS: tuple[int, ...] = tuple(SPACES)


def open_spaces(tiles: dict[int, int]) -> list[int]:
    """The spaces no deal tile covers, in clockwise order."""
    return [n for n in NUMBERS if n not in tiles]


def move(start: int, steps: int, tiles: dict[int, int]) -> int:
    """Where the marker lands moving `steps` open spaces clockwise from `start`, closed
    spaces skipped, wrapping round the loop as often as needed (C6)."""
    spaces = open_spaces(tiles)
    if start in spaces:
        return spaces[(spaces.index(start) + steps) % len(spaces)]
    # the marker's own space is always open in play; from a closed one, count onwards
    later = [n for n in spaces if n > start] + [n for n in spaces if n < start]
    return later[(steps - 1) % len(later)]


def next_open(start: int, tiles: dict[int, int]) -> int:
    """The next open space clockwise after `start` (where the marker goes after a deal)."""
    return move(start, 1, tiles)
