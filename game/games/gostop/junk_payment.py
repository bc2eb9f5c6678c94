"""Which junk a player hands over when he owes junk: rules sheet §4 and the
clarification "Paying junk".

A debt is a junk value (one "take 1 junk" is a debt of 1 to each opponent; events add
up). The payer covers it with the least overpayment, and among those with the fewest
cards, so a double junk alone pays a debt of 2; a player without enough junk gives all
he has, and nothing when he has none.

Among equally good choices the payer keeps his most valuable cards: cards rank single
junk, then double junk, then the sake cup, then bonus cards (the order of §4 [P]), by id
within a rank, and the choice whose highest-ranked card is lowest wins (then the next).
The sake cup is givable as a double junk: §4 [P] lists it in the giving order and §5
lets its owner count it as a double junk.
"""

from __future__ import annotations

from collections.abc import Collection
from itertools import product

from game.games.gostop.cards import BONUS_CARD, CARDS, SAKE_CUP, SAKE_CUP_JUNK


def give_value(card_id: int) -> int:
    """What a card pays toward a junk debt: its junk value, 2 for the sake cup."""
    return SAKE_CUP_JUNK if card_id == SAKE_CUP else CARDS[card_id].junk_value


def _give_rank(card_id: int) -> tuple[int, int]:
    """Lower is given first: single 0, double 1, sake cup 2, bonus 3; then the id."""
    c = CARDS[card_id]
    if c.category == BONUS_CARD:
        return 3, card_id
    return (2 if c.sake_cup else c.junk_value - 1), card_id


def junk_payment(captures: Collection[int], owed: int) -> tuple[int, ...]:
    """The junk cards (ids, cheapest first) handed over for a debt of `owed` junk value."""
    pool = sorted((i for i in set(captures) if give_value(i)), key=_give_rank)
    if owed <= 0:
        return ()
    if sum(map(give_value, pool)) <= owed:
        return tuple(pool)  # all he has: exactly enough, or short
    groups: dict[int, list[int]] = {}
    for i in pool:  # by value, each group in giving order
        groups.setdefault(give_value(i), []).append(i)
    singles = groups.pop(1, [])
    best: tuple | None = None
    # Any count of the larger cards; single junk fills the rest (more would only overpay).
    for counts in product(*(range(len(g) + 1) for g in groups.values())):
        pick = [i for g, n in zip(groups.values(), counts, strict=True) for i in g[:n]]
        rest = owed - sum(map(give_value, pick))
        if rest > len(singles):
            continue
        pick += singles[:max(0, rest)]
        key = (sum(map(give_value, pick)) - owed, len(pick),
               sorted(map(_give_rank, pick), reverse=True))
        if best is None or key < best[0]:
            best = (key, pick)
    assert best is not None  # the pool covers the debt, so taking everything is a choice
    return tuple(sorted(best[1], key=_give_rank))
