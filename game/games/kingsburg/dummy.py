"""The dummy dice of the 2-player game (rules sheet §8, C8; also a 3-player option): after
turn order is set each productive season, a set of three dice of an unused colour is
rolled and blocks the advisor of its total; a second set blocks its total's advisor, or
the next lower free one if that is taken. Dummy dice collect nothing."""

from __future__ import annotations

from collections.abc import Container

from game.games.kingsburg.advisors import FIRST


def dummy_advisor(total: int, taken: Container[int]) -> int | None:
    """The advisor a dummy set of dice showing `total` blocks: its total, else the next
    lower free one (none lower free: none, our choice)."""
    for advisor in range(total, FIRST - 1, -1):
        if advisor not in taken:
            return advisor
    return None
