"""Cards and packs as data.

A card in a state is a small int (its id in the pack), so hands copy and compare
fast; the pack turns ids into `Card` records and short codes ("3S", "BJ", "QH~1")
for observations, logs and saves. Other card sets (hwatu, game-specific decks)
are further `Pack`s built from their own rank and suit tables.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

FRENCH_RANKS = "3456789TJQKA2"  # climbing-game order, low to high
FRENCH_SUITS = "SHCD"  # spades, hearts, clubs, diamonds
JOKERS = ("B", "R")  # black (small) joker, red (big) joker


@dataclass(frozen=True, slots=True)
class Card:
    id: int
    rank: str  # one notation character: "3".."9", "T", "J", "Q", "K", "A", "2", "B", "R"
    suit: str  # "S", "H", "C", "D"; "J" for jokers
    deck: int = 0

    @property
    def code(self) -> str:
        base = self.rank + self.suit
        return base if self.deck == 0 else f"{base}~{self.deck}"

    @property
    def is_joker(self) -> bool:
        return self.suit == "J"


@dataclass(frozen=True)
class Pack:
    """An ordered, immutable set of physical cards; ids are positions."""

    name: str
    cards: tuple[Card, ...]

    def __len__(self) -> int:
        return len(self.cards)

    def __getitem__(self, card_id: int) -> Card:
        return self.cards[card_id]

    @cached_property
    def ids(self) -> tuple[int, ...]:
        return tuple(range(len(self.cards)))

    @cached_property
    def _by_code(self) -> dict[str, int]:
        return {c.code: c.id for c in self.cards}

    def code(self, card_id: int) -> str:
        return self.cards[card_id].code

    def codes(self, card_ids) -> list[str]:
        return [self.cards[i].code for i in card_ids]

    def from_codes(self, codes) -> list[int]:
        return [self._by_code[c] for c in codes]


def french_pack(decks: int = 1, jokers: bool = True) -> Pack:
    """`decks` standard 52-card packs, each with a black and a red joker if `jokers`."""
    cards: list[Card] = []
    for deck in range(decks):
        for rank in FRENCH_RANKS:
            for suit in FRENCH_SUITS:
                cards.append(Card(len(cards), rank, suit, deck))
        if jokers:
            for rank in JOKERS:
                cards.append(Card(len(cards), rank, "J", deck))
    name = f"french{decks}{'j' if jokers else ''}"
    return Pack(name, tuple(cards))


def token_pack(name: str, counts: dict[str, int]) -> Pack:
    """Physical tokens that are not playing cards (condiment pieces, cups, stars), as a
    pack so the generic checkers can count them: `counts` maps a kind to how many
    there are; codes are the kind, then "kind~1", "kind~2"... for the copies."""
    cards: list[Card] = []
    for kind, n in counts.items():
        for copy in range(n):
            cards.append(Card(len(cards), kind, "", copy))
    return Pack(name, tuple(cards))
