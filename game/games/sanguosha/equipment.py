"""Equipment (§6): equipping puts a card in its slot (a second one of the slot
discards the first); horses change distance (`distance.py`) and a weapon sets the
attack range. What each item does when it matters lives with that moment: the
Crossbow in `play.py` (Slash limit), Qinggang Sword and Eight Trigrams in `basic.py`
(the Dodge demand)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.sanguosha.basic import CardEffect

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState


class Equip(CardEffect):
    __slots__ = ()

    def run(self, state: SgsState) -> None:
        card = self.cards[0]
        slot = state.card(card).slot
        seat = state.seats[self.user]
        state.processing.remove(card)
        old = seat.equipment.get(slot)
        if old is not None:  # lost like any equipped card (Warrior Lady)
            state.lose(self.user, [old])
            state.to_discard([old])
        seat.equipment[slot] = card
        state.emit("equip", self.user, card=state.code(card), slot=slot,
                   replaced=None if old is None else state.code(old))
        state.pop()


def armour_works(state: SgsState, wearer: int, attacker: int | None) -> bool:
    """Qinggang Sword (locked): its wielder's Slash ignores the target's armour."""
    return attacker is None or state.weapon(attacker) != "qinggang_sword"
