"""Saint Petersburg's cards, read from `cards.json` (rules sheet §1, §2, C5, C6): each kind
with its colour, cost, rubles, points, copies, a worker's trade symbol and its effect;
the pack of every card; the four stacks they are shuffled into.

A card's colour is the phase that scores it and what a trading card may replace; its
stack is where it starts (the trading cards have their own, whatever their colour)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from game.core.cards import Card, Pack

STACKS = ("worker", "building", "aristocrat", "trading")  # the phases' order too


@dataclass(frozen=True, slots=True)
class Kind:
    key: str
    colour: str  # "worker", "building" or "aristocrat"
    cost: int  # printed price
    rubles: int  # paid in its colour's phase
    points: int
    count: int
    trading: bool = False
    symbol: str = ""  # a worker's trade symbol ("any": the Czar and Carpenter)
    effect: str = ""

    @property
    def stack(self) -> str:
        return "trading" if self.trading else self.colour


@cache
def data() -> dict:
    return json.loads(Path(__file__).with_name("cards.json").read_text(encoding="utf-8"))


KINDS: dict[str, Kind] = {k["key"]: Kind(**k) for k in data()["kinds"]}


def _cards() -> tuple[Card, ...]:
    copies = [(kind.key, copy) for kind in KINDS.values() for copy in range(kind.count)]
    return tuple(Card(i, key, "", copy) for i, (key, copy) in enumerate(copies))


PACK = Pack("saint_petersburg", _cards())


def kind_of(card: int) -> Kind:
    return KINDS[PACK[card].rank]


def stack_cards(stack: str) -> list[int]:
    """The ids of the cards that start in `stack` (unshuffled, in pack order)."""
    return [c.id for c in PACK.cards if KINDS[c.rank].stack == stack]


def kind_of_code(code: str) -> Kind:
    """The kind of the card with this code ("lumberjack~3")."""
    return KINDS[code.split("~")[0]]
