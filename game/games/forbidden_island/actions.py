"""Forbidden Island's actions (rules sheet §3, §1.2, §1.4).

Tiles are named by their key ("fools_landing"), pawns by their owner's seat, cards by
their id in the pack. The turn's actions cost one of three actions each; the special
cards cost none and may be played in any decision of the game by the seat asked, from
any player's open hand (`holder`).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.protocol import Action, ActionCodec, CardId

NONE = ""  # no second tile: the Engineer shoring up only one


@dataclass(frozen=True, slots=True)
class Move(Action):
    """Move to a tile in reach (orthogonal; the Explorer diagonally too; the Diver
    through a chain of flooded and sunk places)."""

    tile: str = ""
    kind = "move"


@dataclass(frozen=True, slots=True)
class Fly(Action):
    """The Pilot, once per turn: fly to any tile."""

    tile: str = ""
    kind = "fly"


@dataclass(frozen=True, slots=True)
class Navigate(Action):
    """The Navigator: move another player's pawn up to two tiles."""

    pawn: int = 0
    tile: str = ""
    kind = "navigate"


@dataclass(frozen=True, slots=True)
class Shore(Action):
    """Shore up a flooded tile (the Engineer: a second one for the same action)."""

    tile: str = ""
    second: str = NONE
    kind = "shore"


@dataclass(frozen=True, slots=True)
class Give(Action):
    """Give a treasure card to a player on your tile (the Messenger: anywhere)."""

    to: int = 0
    card: CardId = CardId(0)
    kind = "give"


@dataclass(frozen=True, slots=True)
class Capture(Action):
    """Capture a treasure: on one of its tiles, discard four of its cards."""

    treasure: str = ""
    kind = "capture"


@dataclass(frozen=True, slots=True)
class EndActions(Action):
    """No more actions this turn: draw the two treasure cards."""

    kind = "end_actions"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Over the hand limit: discard a card."""

    card: CardId = CardId(0)
    kind = "discard"


@dataclass(frozen=True, slots=True)
class DrawFlood(Action):
    """The flood phase: draw the next flood card."""

    kind = "draw_flood"


@dataclass(frozen=True, slots=True)
class Swim(Action):
    """Your tile sank: swim to a tile in reach."""

    tile: str = ""
    kind = "swim"


@dataclass(frozen=True, slots=True)
class Lift(Action):
    """A Helicopter Lift from `holder`'s hand: `pawns` (seats, sorted), all standing on
    one tile, fly to `tile`."""

    holder: int = 0
    card: CardId = CardId(0)
    pawns: tuple[int, ...] = ()
    tile: str = ""
    kind = "lift"


@dataclass(frozen=True, slots=True)
class LiftOff(Action):
    """A Helicopter Lift with every treasure captured and everyone on Fools' Landing:
    the adventurers fly off the island and win."""

    holder: int = 0
    card: CardId = CardId(0)
    kind = "lift_off"


@dataclass(frozen=True, slots=True)
class Sandbags(Action):
    """Sandbags from `holder`'s hand: shore up any flooded tile."""

    holder: int = 0
    card: CardId = CardId(0)
    tile: str = ""
    kind = "sandbags"


TURN_ACTIONS = (Move, Fly, Navigate, Shore, Give, Capture)  # each costs one action
SPECIAL_PLAYS = (Lift, LiftOff, Sandbags)  # any time, any seat asked, no action
CODEC = ActionCodec(Move, Fly, Navigate, Shore, Give, Capture, EndActions, Discard,
                    DrawFlood, Swim, Lift, LiftOff, Sandbags)
