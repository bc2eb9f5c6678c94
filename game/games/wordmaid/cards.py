"""The word game's own 54-card deck (E1, E13): 52 headword cards, each with a normal index
(rank and suit, so it can serve the solitaire too) and an English headword whose first
letter is printed large, plus 2 jokers (wild letters).

A card is an id of `PACK`; its code is the index ("AS", "TH", "KD"; the jokers "BJ",
"RJ"), upper case, so no code is ever a word (words are lower case) and an observation
naming a played word never looks like a hidden card."""

from __future__ import annotations

from game.core.cards import Card, Pack

RANKS = "A23456789TJQK"
SUITS = "SHCD"  # spades, hearts, clubs, diamonds
HEADWORDS = {  # E13's table, by suit, A to K
    "S": "apple ant arm axe egg ear eye eel elf eagle ice ink iron",
    "H": "owl oak olive otter urn uncle bus cat cup dog duck fish goat",
    "C": "gift hat horse key lion lamp leaf moon milk nest nose net pig",
    "D": "pen rose rain ring sun star sock ship tree tent tiger whale yak",
}
JOKER = "?"  # a joker's letter before it is chosen, and its "headword"


def _pack() -> tuple[Pack, tuple[str, ...]]:
    cards: list[Card] = []
    words: list[str] = []
    for suit in SUITS:
        for rank, word in zip(RANKS, HEADWORDS[suit].split(), strict=True):
            cards.append(Card(len(cards), rank, suit))
            words.append(word)
    for rank in ("B", "R"):
        cards.append(Card(len(cards), rank, "J"))
        words.append(JOKER)
    return Pack("wordmaid", tuple(cards)), tuple(words)


PACK, _WORDS = _pack()
JOKERS = frozenset(c.id for c in PACK.cards if c.is_joker)


def headword(card: int) -> str:
    """The card's headword ("?" for a joker)."""
    return _WORDS[card]


def letter(card: int) -> str:
    """What the card gives from a hand: its big first letter ("?" for a joker: any)."""
    return _WORDS[card][0]


def is_joker(card: int) -> bool:
    return card in JOKERS


def card_view(card: int) -> dict:
    """A face-up card for an observation or an event: its code, headword and big letter."""
    return {"code": PACK.code(card), "word": headword(card), "letter": letter(card)}
