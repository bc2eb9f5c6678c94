"""The beanometer (rules sheet §1.1, C4): how many coins a field of beans gives when
harvested, and the next step it could reach."""

from __future__ import annotations

from game.games.bohnanza.cards import BEANS


def coins(bean: str, count: int) -> int:
    """The highest step whose beans are no more than `count` (0 below the first)."""
    best = 0
    for step, needed in enumerate(BEANS[bean].meter, start=1):
        if needed is not None and needed <= count:
            best = step
    return best


def next_step(bean: str, count: int) -> tuple[int, int] | None:
    """(beans in all for it, coins) of the first step above what `count` gives now, or
    None at the top."""
    now = coins(bean, count)
    for step, needed in enumerate(BEANS[bean].meter, start=1):
        if needed is not None and step > now:
            return needed, step
    return None
