"""Which cards pair with which: month lookups on a table or a hand (rules sheet §3).

A card matches the table cards of its month. A choice between two of them is offered
only when they differ (§3 [P]): they differ when their category or junk value does, so
two plain junk of a month are taken without asking, the lower id first.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.games.gostop.cards import BONUS_CARD, CARDS


def month(card: int) -> int:
    return CARDS[card].month


def is_bonus(card: int) -> bool:
    return CARDS[card].category == BONUS_CARD


def of_month(cards: Iterable[int], m: int) -> list[int]:
    """The cards of month `m` among `cards`, in their order."""
    return [c for c in cards if CARDS[c].month == m]


def by_month(cards: Iterable[int]) -> dict[int, list[int]]:
    """Cards grouped by month (bonus cards under month 0)."""
    groups: dict[int, list[int]] = {}
    for c in cards:
        groups.setdefault(CARDS[c].month, []).append(c)
    return groups


def _worth(card: int) -> tuple[str, int]:
    c = CARDS[card]
    return c.category, c.junk_value


def choice_needed(cards: list[int]) -> bool:
    """Two table cards that differ for scoring: the player picks which to take."""
    return len(cards) == 2 and _worth(cards[0]) != _worth(cards[1])


def auto_pick(cards: list[int]) -> int:
    """The card taken when the two are alike."""
    return min(cards)


def four_of_a_month(cards: Iterable[int]) -> list[int]:
    """The months all four of whose cards are among `cards` (sorted)."""
    return sorted(m for m, group in by_month(cards).items() if m and len(group) == 4)
