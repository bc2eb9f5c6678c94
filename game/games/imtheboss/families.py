"""The six families (rules sheet §1, C1): letter, name, head investor, colour; the deal of
their investor placards by player count, and who starts (the holder of the head investor
first in alphabetical order)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.games.imtheboss.data import data


@dataclass(frozen=True, slots=True)
class Family:
    letter: str
    name: str
    head: str
    colour: str


FAMILIES: dict[str, Family] = {f["letter"]: Family(**f) for f in data()["families"]}
LETTERS: tuple[str, ...] = tuple(FAMILIES)
BESIDE = None  # a placard's owner while it lies beside the board


def placard_split(players: int) -> tuple[int, int]:
    """(placards each player gets, placards left beside the board) (C1)."""
    split = data()["placards"][str(players)]
    return split["each"], split["beside"]


def deal_placards(players: int, rng: random.Random) -> dict[str, int | None]:
    """Each family's placard to its owner (a seat, or None: beside the board), at random."""
    each, _ = placard_split(players)
    letters = list(LETTERS)
    rng.shuffle(letters)
    owners: dict[str, int | None] = {f: BESIDE for f in LETTERS}
    for i, letter in enumerate(letters[:each * players]):
        owners[letter] = i % players
    return owners


def first_player(placards: dict[str, int | None]) -> int:
    """The holder of the head investor whose name comes first alphabetically (C1)."""
    held = [f for f, owner in placards.items() if owner is not BESIDE]
    first = min(held, key=lambda f: FAMILIES[f].head)
    owner = placards[first]
    assert owner is not None
    return owner


def left_of(seat: int, players: int) -> int:
    """Seats go clockwise: the seat to the left plays next."""
    return (seat + 1) % players


def right_of(seat: int, players: int) -> int:
    return (seat - 1) % players


def clockwise_from(seat: int, players: int) -> list[int]:
    """Every seat, `seat` first, then clockwise."""
    return [(seat + i) % players for i in range(players)]
