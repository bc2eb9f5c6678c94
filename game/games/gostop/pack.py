"""The hwatu as the core's `Pack`: ids and codes ("01a" .. "12d", "J2", "J3") as in
`cards`, so observations, logs and the generic checkers read the sheet's notation.

A game without the bonus cards uses the 48-card pack, so every card of its pack is in
play (the checkers count every card of the pack in some zone).
"""

from __future__ import annotations

from collections.abc import Iterable

from game.core.cards import Card, Pack
from game.games.gostop.cards import CARDS, DECK, Hwatu


def _card(c: Hwatu) -> Card:
    return Card(c.id, c.code[:-1], c.code[-1])  # rank + suit spell the code back


PACKS: dict[bool, Pack] = {  # with the bonus cards or not
    False: Pack("hwatu48", tuple(map(_card, DECK))),
    True: Pack("hwatu50", tuple(map(_card, CARDS))),
}


def codes(card_ids: Iterable[int]) -> list[str]:
    """The sheet codes of cards, in order (the same in both packs)."""
    return [CARDS[c].code for c in card_ids]


def code(card_id: int) -> str:
    return CARDS[card_id].code
