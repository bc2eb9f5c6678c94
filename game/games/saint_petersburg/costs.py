"""What a card costs a player (rules sheet C5) and what a trading card may displace (C6).

A display is the kinds a player has laid out (trading cards included); costs never
fall below one ruble."""

from __future__ import annotations

from collections.abc import Sequence

from game.games.saint_petersburg.cards import Kind

MIN_PRICE = 1
VILLAGE_WORTH = 6  # Potjomkin's Village counts as this when a trading card displaces it


def displaced_worth(kind: Kind) -> int:
    """What a displaced card takes off a trading card's price: its printed cost."""
    return VILLAGE_WORTH if kind.effect == "village" else kind.cost


def price_parts(kind: Kind, display: Sequence[Kind], lower_row: bool = False,
                displaces: Kind | None = None) -> list[tuple[str, int]]:
    """Why `kind` costs what it does (C5), as (reason, rubles off) after ("printed",
    cost): "lower_row", "owned" (one per card of the same name laid out), "carpenter"
    (a building with a Carpenter Workshop), "smelter" (an aristocrat with a Gold
    Smelter), "displaced" (a trading card's target's printed cost, a Village's 6)."""
    parts = [("printed", kind.cost)]
    if lower_row:
        parts.append(("lower_row", 1))
    owned = sum(1 for k in display if k.key == kind.key)
    if owned:
        parts.append(("owned", owned))
    effects = {k.effect for k in display}
    if kind.colour == "building" and "carpenter" in effects:
        parts.append(("carpenter", 1))
    if kind.colour == "aristocrat" and "smelter" in effects:
        parts.append(("smelter", 1))
    if displaces is not None:
        parts.append(("displaced", displaced_worth(displaces)))
    return parts


def price(kind: Kind, display: Sequence[Kind], lower_row: bool = False,
          displaces: Kind | None = None) -> int:
    """The rubles `kind` costs a player with `display` (C5): the printed cost less every
    reduction of `price_parts`, at least 1."""
    printed, *off = price_parts(kind, display, lower_row, displaces)
    return max(MIN_PRICE, printed[1] - sum(n for _, n in off))


def may_displace(trading: Kind, target: Kind) -> bool:
    """Whether trading card `trading` may displace `target` (C6): a basic card of its
    colour; among workers the same trade symbol, the Czar and Carpenter matching any."""
    if target.trading or target.colour != trading.colour:
        return False
    if trading.colour != "worker":
        return True
    return "any" in (trading.symbol, target.symbol) or trading.symbol == target.symbol
