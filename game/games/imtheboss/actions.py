"""I'm the Boss!'s actions (rules sheet §4, §5, §7.2, C9). Every field has a default, so the
fuzzer can make any of them for a seat alone.

Around the table: `PlaceMarker` (the first player's right-hand neighbour, once), `DealHere`,
`Roll`, then `DealHere` or `Draw`; `Discard` down to the hand limit after a draw.

In a deal: the Boss `Lay`s clan cards, then `Negotiate` opens the talks. A say in a round:
the Boss `Propose`s a share for an investor, promises a share to keep out (`SidePay`),
`Lay`s a clan card, asks to `Close`, or `Abandon`s; another player offers his placard
(`OfferPlacard`) or a clan card (`OfferClan`, laid face up as it is offered); anyone plays
an influence card (`TravelPlacard`, `TravelClan`, `Recruit`, `PlayBoss`) or `Pass`es (WAIT).
A question is answered at once: `Accept`, `Reject`, `Counter`. A reaction window is
answered with a card (a `Stop` among them) or `Pass`."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.protocol import Action, ActionCodec, CardId


@dataclass(frozen=True, slots=True)
class PlaceMarker(Action):
    space: int = 1
    kind = "place_marker"


@dataclass(frozen=True, slots=True)
class DealHere(Action):
    kind = "deal_here"


@dataclass(frozen=True, slots=True)
class Roll(Action):
    kind = "roll"


@dataclass(frozen=True, slots=True)
class Draw(Action):
    kind = "draw"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    card: CardId = CardId(0)
    kind = "discard"


@dataclass(frozen=True, slots=True)
class Lay(Action):
    card: CardId = CardId(0)
    kind = "lay"


@dataclass(frozen=True, slots=True)
class Negotiate(Action):
    kind = "negotiate"


@dataclass(frozen=True, slots=True)
class OfferPlacard(Action):
    family: str = "H"
    ask: int = 0
    kind = "offer_placard"


@dataclass(frozen=True, slots=True)
class OfferClan(Action):
    card: CardId = CardId(0)
    ask: int = 0
    kind = "offer_clan"


@dataclass(frozen=True, slots=True)
class Propose(Action):
    to: int = 0
    family: str = "H"
    pay: int = 0
    kind = "propose"


@dataclass(frozen=True, slots=True)
class SidePay(Action):
    to: int = 0
    pay: int = 1
    kind = "side_pay"


@dataclass(frozen=True, slots=True)
class Accept(Action):
    kind = "accept"


@dataclass(frozen=True, slots=True)
class Reject(Action):
    kind = "reject"


@dataclass(frozen=True, slots=True)
class Counter(Action):
    pay: int = 0
    kind = "counter"


@dataclass(frozen=True, slots=True)
class TravelPlacard(Action):
    card: CardId = CardId(0)
    family: str = "H"
    kind = "travel_placard"


@dataclass(frozen=True, slots=True)
class TravelClan(Action):
    card: CardId = CardId(0)
    target: CardId = CardId(0)
    kind = "travel_clan"


@dataclass(frozen=True, slots=True)
class Recruit(Action):
    cards: tuple[CardId, ...] = ()
    family: str = "H"
    kind = "recruit"


@dataclass(frozen=True, slots=True)
class PlayBoss(Action):
    card: CardId = CardId(0)
    kind = "play_boss"


@dataclass(frozen=True, slots=True)
class Stop(Action):
    card: CardId = CardId(0)
    kind = "stop"


@dataclass(frozen=True, slots=True)
class Close(Action):
    kind = "close"


@dataclass(frozen=True, slots=True)
class Abandon(Action):
    kind = "abandon"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """WAIT in a say; no card in a reaction window. Always legal where a clock could run
    out, so a table's timer may send it."""

    kind = "pass"


PLAYS = (TravelPlacard, TravelClan, Recruit, PlayBoss, Stop)  # influence cards played

CODEC = ActionCodec(PlaceMarker, DealHere, Roll, Draw, Discard, Lay, Negotiate, OfferPlacard,
                    OfferClan, Propose, SidePay, Accept, Reject, Counter, TravelPlacard,
                    TravelClan, Recruit, PlayBoss, Stop, Close, Abandon, Pass)
