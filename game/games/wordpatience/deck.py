"""The 52 headword cards (Clarifications E13, jokers left out, S1).

A card id is `suit * 13 + rank`: suits in E13's order ♠ ♥ ♣ ♦ ("S", "H", "C", "D"),
ranks 0 (Ace) to 12 (King). Each card shows its normal index (its code, "AS", "TH",
"KD") and an English headword ("apple" for the Ace of spades)."""

from __future__ import annotations

from game.core.cards import Card, Pack

RANKS = "A23456789TJQK"
SUITS = "SHCD"
KING = 12
RED_SUITS = frozenset({1, 3})  # hearts, diamonds

HEADWORDS = {
    "S": "apple ant arm axe egg ear eye eel elf eagle ice ink iron",
    "H": "owl oak olive otter urn uncle bus cat cup dog duck fish goat",
    "C": "gift hat horse key lion lamp leaf moon milk nest nose net pig",
    "D": "pen rose rain ring sun star sock ship tree tent tiger whale yak",
}

PACK = Pack("wordpatience", tuple(
    Card(s * 13 + r, RANKS[r], SUITS[s]) for s in range(4) for r in range(13)))
CODES = tuple(c.code for c in PACK.cards)
WORDS = tuple(word for s in SUITS for word in HEADWORDS[s].split())


def rank(card: int) -> int:
    return card % 13


def suit(card: int) -> int:
    return card // 13


def is_red(card: int) -> bool:
    return card // 13 in RED_SUITS


def headword(card: int) -> str:
    """The English word the card shows ("apple" for the Ace of spades)."""
    return WORDS[card]


def fits_on(card: int, below: int) -> bool:
    """Whether `card` may lie on `below` in a column: one rank lower, the other colour."""
    return below % 13 == card % 13 + 1 and is_red(card) != is_red(below)
