"""Kingsburg's enemy cards, read from `enemies.json` (rules sheet C1, §2): 25 cards, five
a year, each with its type, strength, a winner's reward and a loser's penalty. The deck
of a game is one card of each year, drawn at random, year I on top; the other twenty go
back to the box unseen. A card is a card of `PACK` (its code: its key,
"enemy_I_barbarians_2"), so the checkers can follow which are hidden."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from game.core.cards import Pack, token_pack

YEARS = 5
ROMAN = ("I", "II", "III", "IV", "V")


@dataclass(frozen=True, slots=True)
class Outcome:
    """A card's reward or penalty: victory points (negative: lost), goods of those kinds,
    goods of the player's choice, buildings lost."""

    vp: int = 0
    goods: dict[str, int] = field(default_factory=dict)
    any: int = 0
    buildings: int = 0


@dataclass(frozen=True, slots=True)
class Enemy:
    key: str
    year: int
    type: str
    strength: int
    victory: Outcome
    defeat: Outcome


@cache
def data() -> dict:
    return json.loads(Path(__file__).with_name("enemies.json").read_text(encoding="utf-8"))


TYPES: tuple[str, ...] = tuple(data()["types"])
ENEMIES: tuple[Enemy, ...] = tuple(
    Enemy(**{**c, "victory": Outcome(**c["victory"]), "defeat": Outcome(**c["defeat"])})
    for c in data()["cards"])
PACK: Pack = token_pack("kingsburg_enemies", {e.key: 1 for e in ENEMIES})


def enemy_of(card: int) -> Enemy:
    return ENEMIES[card]


def year_of(card: int) -> int:
    return ENEMIES[card].year


def cards_of_year(year: int) -> list[int]:
    return [i for i, e in enumerate(ENEMIES) if e.year == year]


def strengths(year: int) -> tuple[int, int]:
    """The strengths a year's card back shows (public): its lowest and highest."""
    values = [ENEMIES[c].strength for c in cards_of_year(year)]
    return min(values), max(values)


def deal(rng: random.Random) -> tuple[list[int], list[int]]:
    """The game's deck (one card a year, year I first) and the box (the rest, sorted)."""
    deck = [rng.choice(cards_of_year(y)) for y in range(1, YEARS + 1)]
    box = sorted(set(range(len(ENEMIES))) - set(deck))
    return deck, box
