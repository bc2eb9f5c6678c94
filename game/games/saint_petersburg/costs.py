"""What a card costs a player (rules sheet C5) and what a trading card may displace (C6).

A display is the kinds a player has laid out (trading cards included); costs never
fall below one ruble."""

from __future__ import annotations

from collections.abc import Sequence

from game.games.saint_petersburg.cards import Kind

VILLAGE_WORTH = 6  # Potjomkin's Village counts as this when a trading card displaces it


def displaced_worth(kind: Kind) -> int:
    """What a displaced card takes off a trading card's price: its printed cost."""
    return VILLAGE_WORTH if kind.effect == "village" else kind.cost


def price(kind: Kind, display: Sequence[Kind], lower_row: bool = False,
          displaces: Kind | None = None) -> int:
    """The rubles `kind` costs a player with `display` (C5): bought from the lower row,
    one less; one less per card of the same name laid out; one less for a building with
    a Carpenter Workshop, for an aristocrat with a Gold Smelter; a trading card less the
    card it displaces. At least 1."""
    cost = kind.cost - (1 if lower_row else 0)
    cost -= sum(1 for owned in display if owned.key == kind.key)
    effects = {owned.effect for owned in display}
    if kind.colour == "building" and "carpenter" in effects:
        cost -= 1
    if kind.colour == "aristocrat" and "smelter" in effects:
        cost -= 1
    if displaces is not None:
        cost -= displaced_worth(displaces)
    return max(1, cost)


def may_displace(trading: Kind, target: Kind) -> bool:
    """Whether trading card `trading` may displace `target` (C6): a basic card of its
    colour; among workers the same trade symbol, the Czar and Carpenter matching any."""
    if target.trading or target.colour != trading.colour:
        return False
    if trading.colour != "worker":
        return True
    return "any" in (trading.symbol, target.symbol) or trading.symbol == target.symbol
