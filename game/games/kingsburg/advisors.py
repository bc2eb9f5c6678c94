"""Kingsburg's 18 advisors and their rewards, read from `advisors.json` (rules sheet §6.1,
C5): the fixed part of a reward (goods, soldiers, victory points, "+2" tokens, a peek at
the next enemy, the Smuggler's price) and the choice its player makes (one of listed
goods, goods of choice, the Alchemist's exchange)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from game.games.kingsburg.goods import GOODS, choices

FIRST, LAST = 1, 18


@dataclass(frozen=True, slots=True)
class Advisor:
    number: int
    key: str
    goods: dict[str, int] = field(default_factory=dict)
    options: tuple[tuple[str, ...], ...] = ()  # one of these, the player's choice
    any: int = 0  # goods of the player's choice
    vp: int = 0
    pay_vp: int = 0  # paid whatever the score (C5: the Smuggler)
    soldiers: int = 0
    plus2: int = 0
    peek: bool = False
    exchange: bool = False  # the Alchemist: one good back, one of each other kind

    @property
    def chooses(self) -> bool:
        """Whether its player has a choice to make (which goods; the Alchemist's good)."""
        return bool(self.options or self.any or self.exchange)


@cache
def data() -> dict:
    return json.loads(Path(__file__).with_name("advisors.json").read_text(encoding="utf-8"))


def _advisor(raw: dict) -> Advisor:
    raw = dict(raw)
    raw["options"] = tuple(tuple(o) for o in raw.get("options", ()))
    return Advisor(**raw)


ADVISORS: dict[int, Advisor] = {a["number"]: _advisor(a) for a in data()["advisors"]}
NUMBERS = tuple(range(FIRST, LAST + 1))


def by_key(key: str) -> Advisor:
    return next(a for a in ADVISORS.values() if a.key == key)


def goods_options(advisor: Advisor) -> list[tuple[str, ...]]:
    """The goods lists its player may choose between (empty: no goods choice)."""
    if advisor.options:
        return [tuple(sorted(o, key=GOODS.index)) for o in advisor.options]
    if advisor.any:
        return choices(advisor.any)
    return []


def exchange_options(store: dict[str, int]) -> list[tuple[str, ...]]:
    """The goods the Alchemist may take back: any kind the player holds (C5: none, no
    exchange)."""
    return [(g,) for g in GOODS if store[g] > 0]


def exchanged(good: str) -> dict[str, int]:
    """What the Alchemist's exchange does to a store: -1 `good`, +1 of each other kind."""
    return {g: -1 if g == good else 1 for g in GOODS}
