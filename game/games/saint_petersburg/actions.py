"""Saint Petersburg's actions (rules sheet §4, C3-C8). Every field has a default, so the
fuzzer can make any of them for a seat alone.

In a phase's action loop the seat to act may `Buy` a card of either row into his display,
`Take` one into his hand, `Play` one from his hand, use an Observatory (`Observe`, in the
Building phase) or `Pass`. A trading card names the card it `displaces` (one card of his
display; empty for any other card). After `Observe` the drawn card is bought, taken or
`Discard`ed. After the Building phase's scoring each Pub owner says how many points he
buys (`PubPoints`)."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.protocol import Action, ActionCodec, CardId


@dataclass(frozen=True, slots=True)
class Buy(Action):
    card: CardId = CardId(0)
    displaces: tuple[CardId, ...] = ()  # a trading card's target: one card of the display
    kind = "buy"


@dataclass(frozen=True, slots=True)
class Take(Action):
    card: CardId = CardId(0)
    kind = "take"


@dataclass(frozen=True, slots=True)
class Play(Action):
    card: CardId = CardId(0)
    displaces: tuple[CardId, ...] = ()
    kind = "play"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    kind = "pass"


@dataclass(frozen=True, slots=True)
class Observe(Action):
    stack: str = "worker"
    kind = "observe"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    card: CardId = CardId(0)
    kind = "discard"


@dataclass(frozen=True, slots=True)
class PubPoints(Action):
    points: int = 0
    kind = "pub_points"


CODEC = ActionCodec(Buy, Take, Play, Pass, Observe, Discard, PubPoints)
