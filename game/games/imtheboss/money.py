"""Money (rules sheet §3.3, C5, C7): the bank is unlimited, so money is a number per player.
A closed deal's payout; the band another player's hidden money is seen as."""

from __future__ import annotations

from game.games.imtheboss.data import MONEY_BAND
from game.games.imtheboss.tiles import TILES


def band(money: int) -> int:
    """The low end of the band (`MONEY_BAND` wide) someone else's hidden money lies in:
    the stack is on the table, only its height can be judged."""
    return money // MONEY_BAND * MONEY_BAND


def payout(tile: int, div: int, promises: dict[int, int], boss: int) -> dict[int, int]:
    """Each seat's money from a closed deal: every promise paid in dividends times the
    tile's value, the Boss keeping the dividends not promised (C5)."""
    value = TILES[tile].value
    paid = {seat: d * value for seat, d in promises.items() if d}
    paid[boss] = paid.get(boss, 0) + (div - sum(promises.values())) * value
    return paid
