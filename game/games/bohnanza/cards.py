"""Bohnanza's beans and cards, read from `beans.json` (rules sheet §1.1 and C1): each
bean type with its count and beanometer, the pack of every card of all eleven types,
and the deck and fields each player count uses (classic, or the "Rio Grande deck").

A card's code is its type with "_bean" ("blue_bean", "blue_bean~7"), never a word an
observation uses otherwise (a field says "blue"), so the leak checks can look for hidden
codes in every string a seat is shown. Coins are bean cards turned over (§1.1), so a
treasury holds card ids too and every card stays in exactly one zone."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from game.core.cards import Card, Pack


@dataclass(frozen=True, slots=True)
class Bean:
    name: str
    cards: int
    meter: tuple[int | None, ...]  # beans needed for 1, 2, 3, 4 coins; None: no such step


@dataclass(frozen=True, slots=True)
class Mode:
    """What a player count plays with (C1)."""

    beans: tuple[str, ...]
    fields: int  # fields each player starts with
    third_field_cost: int | None  # None: there is no third field to buy


@cache
def data() -> dict:
    return json.loads(Path(__file__).with_name("beans.json").read_text(encoding="utf-8"))


BEANS: dict[str, Bean] = {name: Bean(name, b["cards"], tuple(b["meter"]))
                          for name, b in data()["beans"].items()}
PLAYERS = tuple(sorted(int(n) for n in data()["modes"]))
HAND, MARKET, DRAW, CYCLES = (data()[k] for k in ("hand", "market", "draw", "cycles"))


def _cards() -> tuple[Card, ...]:
    kinds = [(bean.name, copy) for bean in BEANS.values() for copy in range(bean.cards)]
    return tuple(Card(i, f"{name}_bean", "", copy) for i, (name, copy) in enumerate(kinds))


PACK = Pack("bohnanza", _cards())


def bean_named(code: str) -> str:
    """The bean of a card code ("blue_bean~7": "blue")."""
    return code.partition("~")[0].removesuffix("_bean")


def bean_of(card: int) -> str:
    return PACK[card].rank.removesuffix("_bean")


def mode(players: int, rio_grande: bool = False) -> Mode:
    m = data()["modes"][str(players)]
    beans = m["rio_grande" if rio_grande else "classic"]
    return Mode(tuple(data()["classic"] if beans == "classic" else beans), m["fields"],
                m["third_field_cost"])


def deck(players: int, rio_grande: bool = False) -> list[int]:
    """The ids of the cards this game shuffles (unshuffled, in pack order)."""
    used = set(mode(players, rio_grande).beans)
    return [c.id for c in PACK.cards if bean_of(c.id) in used]
