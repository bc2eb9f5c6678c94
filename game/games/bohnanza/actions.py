"""Bohnanza's actions (rules sheet §3, §4, C2-C5, §6). Every field has a default, so the
fuzzer can make any of them for a seat alone.

Planting: `Plant` the front card of the hand (step 1; the second is optional, declined by
`StopPlanting`), `PlantReceived` a card received or kept (step 3). Any time a seat is
asked: `Harvest` a field, `BuyField` (the third). Trading (step 2, always with the
active player): the active player `Keep`s a market card, `Ask`s the others for beans,
`Accept`s or `Reject`s a bid and says `Done`; the others `Bid` (or `NoBid`) when asked."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.protocol import Action, ActionCodec, CardId


@dataclass(frozen=True, slots=True)
class Plant(Action):
    field: int = 0
    kind = "plant"


@dataclass(frozen=True, slots=True)
class StopPlanting(Action):
    kind = "stop_planting"


@dataclass(frozen=True, slots=True)
class PlantReceived(Action):
    card: CardId = CardId(0)
    field: int = 0
    kind = "plant_received"


@dataclass(frozen=True, slots=True)
class Harvest(Action):
    field: int = 0
    kind = "harvest"


@dataclass(frozen=True, slots=True)
class BuyField(Action):
    kind = "buy_field"


@dataclass(frozen=True, slots=True)
class Keep(Action):
    slot: int = 0  # the market card kept (0 or 1)
    kind = "keep"


@dataclass(frozen=True, slots=True)
class Ask(Action):
    """The active player asks for beans: `wanted` (types), offering `give_slots` of the
    market and `give_cards` of his hand (either may be empty: a call for gifts)."""

    wanted: tuple[str, ...] = ()
    give_slots: tuple[int, ...] = ()
    give_cards: tuple[CardId, ...] = ()
    kind = "ask"


@dataclass(frozen=True, slots=True)
class Bid(Action):
    """A seat offers `give` (its hand cards; empty: it asks for a gift) for the active
    player's market `slots` and hand cards of the `beans` named (empty: a gift)."""

    give: tuple[CardId, ...] = ()
    slots: tuple[int, ...] = ()
    beans: tuple[str, ...] = ()
    kind = "bid"


@dataclass(frozen=True, slots=True)
class NoBid(Action):
    kind = "no_bid"


@dataclass(frozen=True, slots=True)
class Accept(Action):
    """The active player takes `bidder`'s bid, giving `cards` from his hand for the beans
    it names (as many of each as it names)."""

    bidder: int = 0
    cards: tuple[CardId, ...] = ()
    kind = "accept"


@dataclass(frozen=True, slots=True)
class Reject(Action):
    bidder: int = 0
    kind = "reject"


@dataclass(frozen=True, slots=True)
class Done(Action):
    kind = "done"


CODEC = ActionCodec(Plant, StopPlanting, PlantReceived, Harvest, BuyField, Keep, Ask, Bid,
                    NoBid, Accept, Reject, Done)
