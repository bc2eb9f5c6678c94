"""What each seat of the King game may know (rules sheet §1.3 "Hidden information", K3,
K6), and worlds made up from it.

Open to all: who has peeked, the King once revealed (the joker's holder), the numbers
called with the seats holding them once the command is given, the task, the past rounds'
calls, the tally. A seat's own: its card, dealt to it, which it may know from the deal
(hidden from every other seat); its observation shows it once it has peeked, so the
table shows it only behind the hand-off (K3). Hidden: every other card (the others'
numbers until called; a number not called is never shown, and the next round deals
every card again).

A made-up world deals the cards the seat cannot place again at random among the seats
holding them (each of those seats could hold any of those numbers) and reseeds the
shuffle of the rounds to come and the draws of tasks."""

from __future__ import annotations

import random
from typing import Any

from game.core.determinize import deal_unknown, hidden_card_zones, reseed


def shown_to_all(state: Any, seat: int) -> bool:
    """Whether everyone knows `seat`'s card: the revealed King's, or a called number's."""
    return seat == state.king or seat in state.targets


def hidden_from(state: Any, seat: int) -> set[int]:
    return {card for s, card in enumerate(state.hands)
            if s != seat and not shown_to_all(state, s)}


def hidden_values(state: Any, seat: int) -> dict:
    return hidden_card_zones(state, seat)


def determinize(state: Any, seat: int, rng: random.Random) -> Any:
    world = state.clone()
    unknown = hidden_from(state, seat)
    dealt = deal_unknown([[card] for card in state.hands], unknown, rng)
    world.hands = [zone[0] for zone in dealt]
    world.rng = reseed(rng)
    return world
