"""The deal (rules sheet §2): hands, table and stock from a shuffled pack.

| Players | Hand | Table | Stock (no bonus cards) |
|---|---|---|---|
| 2 | 10 each | 8 | 20 |
| 3 | 7 each | 6 | 21 |

Seats are numbered in playing order: seat s + 1 sits on seat s's right and plays after
it, so play goes anticlockwise round the table. The first cards go to the player on the
dealer's right (seat dealer + 1), one card at a time round the table, the dealer last;
then the table, then the rest is the stock (its top is the list's last card).

Bonus cards dealt to the table go to the dealer's captures and are replaced from the
stock top (a replacement that is a bonus card goes too). Four cards of one month on the
table (after the replacements) mean a redeal: the same RNG shuffles again, so a seed
names the final deal exactly ([V] or the dealer wins at once: `model`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.games.gostop.matching import four_of_a_month, is_bonus

HAND_SIZE: dict[int, int] = {2: 10, 3: 7}
TABLE_SIZE: dict[int, int] = {2: 8, 3: 6}


@dataclass(frozen=True, slots=True)
class Deal:
    hands: tuple[tuple[int, ...], ...]  # by seat
    table: tuple[int, ...]
    stock: tuple[int, ...]  # the top card last
    to_dealer: tuple[int, ...]  # bonus cards from the table
    redeals: int  # deals thrown in for four of a month on the table


def deal_order(players: int, dealer: int) -> list[int]:
    """Seats in the order they are dealt: the dealer's right first, the dealer last."""
    return [(dealer + 1 + i) % players for i in range(players)]


def turn_order(players: int, first: int) -> list[int]:
    """Every seat in playing order, from `first`."""
    return [(first + i) % players for i in range(players)]


def _split(deck: list[int], players: int, dealer: int) -> tuple[list[list[int]], list[int],
                                                                 list[int]]:
    hands: list[list[int]] = [[] for _ in range(players)]
    order = deal_order(players, dealer)
    dealt = HAND_SIZE[players] * players
    for i in range(dealt):
        hands[order[i % players]].append(deck[i])
    table = deck[dealt:dealt + TABLE_SIZE[players]]
    return hands, table, deck[dealt + TABLE_SIZE[players]:]


def _clear_bonus(table: list[int], stock: list[int]) -> list[int]:
    """Replace every bonus card on the table from the stock top; return them."""
    moved: list[int] = []
    while (i := next((i for i, c in enumerate(table) if is_bonus(c)), None)) is not None:
        moved.append(table[i])
        table[i] = stock.pop()
    return moved


def deal(rng: random.Random, players: int, dealer: int, pack_size: int,
         redeal_fours: bool = True) -> Deal:
    """Shuffle and deal until the table holds no four of a month (with `redeal_fours`
    off, the first deal stands: the four-on-table option wins it for the dealer)."""
    redeals = 0
    while True:
        deck = list(range(pack_size))
        rng.shuffle(deck)
        hands, table, stock = _split(deck, players, dealer)
        moved = _clear_bonus(table, stock)
        if not (redeal_fours and four_of_a_month(table)):
            return Deal(tuple(tuple(sorted(h)) for h in hands), tuple(table), tuple(stock),
                        tuple(moved), redeals)
        redeals += 1
