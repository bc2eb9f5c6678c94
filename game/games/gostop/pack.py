"""The hwatu as the core's `Pack`: ids and codes ("01a" .. "12d", "J2", "J3") as in
`cards`, so observations, logs and the generic checkers read the sheet's notation.

A game without the bonus cards uses the 48-card pack, so every card of its pack is in
play (the checkers count every card of the pack in some zone).
"""

from __future__ import annotations

from game.core.cards import Card, Pack
from game.games.gostop.cards import CARDS, DECK, Hwatu


def _card(c: Hwatu) -> Card:
    return Card(c.id, c.code[:-1], c.code[-1])  # rank + suit spell the code back


PACKS: dict[bool, Pack] = {  # with the bonus cards or not
    False: Pack("hwatu48", tuple(map(_card, DECK))),
    True: Pack("hwatu50", tuple(map(_card, CARDS))),
}


# The sheet codes of cards: the same in both packs, so the larger one names them all.
code, codes = PACKS[True].code, PACKS[True].codes
