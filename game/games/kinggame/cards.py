"""The King game's cards (rules sheet §1.1, K2, K11): the joker and the number cards 1 to
N-1, one card per player, drawn as ordinary card faces (A, 2, 3 ...). Card id 0 is the
joker and id k the number k, so a card's number is its id. Each round every card is dealt
again at random, one to each seat."""

from __future__ import annotations

import random
from functools import cache

from game.core.cards import Card, Pack

JOKER = 0
RANKS = "A23456789TJQK"  # numbers 1-13 (K11: up to 14 players; the app plays 3-10)
SUIT = "H"


@cache
def king_pack(players: int) -> Pack:
    """The joker ("RJ") and the numbers 1 .. players-1 ("AH", "2H", ...)."""
    if not 2 <= players <= len(RANKS) + 1:
        raise ValueError(f"no King game pack for {players!r} players")
    cards = [Card(JOKER, "R", "J")]
    cards += [Card(n, RANKS[n - 1], SUIT) for n in range(1, players)]
    return Pack(f"king{players}", tuple(cards))


def number_of(card: int) -> int | None:
    """The number a card shows (None for the joker)."""
    return None if card == JOKER else card


def deal(players: int, rng: random.Random) -> list[int]:
    """A seat's card, for every seat: the pack shuffled, one card each."""
    cards = list(range(players))
    rng.shuffle(cards)
    return cards
