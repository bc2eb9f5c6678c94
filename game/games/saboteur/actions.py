"""Saboteur's actions: a turn plays one card (a path into the maze, a broken tool or a
repair in front of a player, a map on a goal, a rockfall on a tunnel) or passes one
face down (C4); a gold-digger paid after a win takes one nugget card (C6). Every field
has a default, so the fuzzer can make any of them of a seat alone."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.protocol import Action, ActionCodec, CardId


@dataclass(frozen=True, slots=True)
class PlacePath(Action):
    card: CardId = CardId(0)
    x: int = 0
    y: int = 0
    turned: bool = False
    kind = "place"


@dataclass(frozen=True, slots=True)
class BreakTool(Action):
    card: CardId = CardId(0)
    target: int = 0
    kind = "break"


@dataclass(frozen=True, slots=True)
class Repair(Action):
    card: CardId = CardId(0)
    target: int = 0
    tool: str = "pick"
    kind = "repair"


@dataclass(frozen=True, slots=True)
class Map(Action):
    card: CardId = CardId(0)
    goal: int = 0  # the goal row's index, top to bottom
    kind = "map"


@dataclass(frozen=True, slots=True)
class Rockfall(Action):
    card: CardId = CardId(0)
    x: int = 0
    y: int = 0
    kind = "rockfall"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    card: CardId = CardId(0)
    kind = "pass"


@dataclass(frozen=True, slots=True)
class TakeNugget(Action):
    card: CardId = CardId(0)
    kind = "take_nugget"


CODEC = ActionCodec(PlacePath, BreakTool, Repair, Map, Rockfall, Pass, TakeNugget)
TURN_ACTIONS = (PlacePath, BreakTool, Repair, Map, Rockfall, Pass)
