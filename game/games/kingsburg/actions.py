"""Kingsburg's actions (rules sheet §3-§5, §10 "Decisions"). Every field has a default, so
the fuzzer can make any of them for a seat alone.

`Reroll` (with the Statue or the Chapel) or `KeepDice` after the roll; `Influence` an
advisor with a group of dice (indices into the seat's dice: 0-2 coloured, 3+ white), with
a "+2" token, the Market's ±1, the Envoy, or `Pass` for the season; `ChooseGoods` for a
choice the rules ask (a reward's goods, the Alchemist's good, the King's aid, the goods a
defeat takes); `Build` a building or `Pass`; `TownHall` (a good's name, "plus2", or ""
to decline); `Recruit` soldiers with the goods paid; `LoseBuilding` (the row whose
rightmost building goes)."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.protocol import Action, ActionCodec


@dataclass(frozen=True, slots=True)
class Reroll(Action):
    building: str = "statue"  # "statue" or "chapel"
    kind = "reroll"


@dataclass(frozen=True, slots=True)
class KeepDice(Action):
    kind = "keep_dice"


@dataclass(frozen=True, slots=True)
class Influence(Action):
    dice: tuple[int, ...] = (0,)
    advisor: int = 1
    plus2: bool = False
    market: int = 0  # -1, 0, +1
    envoy: bool = False
    kind = "influence"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    kind = "pass"


@dataclass(frozen=True, slots=True)
class ChooseGoods(Action):
    goods: tuple[str, ...] = ()
    kind = "choose_goods"


@dataclass(frozen=True, slots=True)
class Build(Action):
    building: str = "statue"
    kind = "build"


@dataclass(frozen=True, slots=True)
class TownHall(Action):
    pay: str = ""  # "gold", "wood", "stone", "plus2"; "" declines
    kind = "town_hall"


@dataclass(frozen=True, slots=True)
class Recruit(Action):
    gold: int = 0
    wood: int = 0
    stone: int = 0
    kind = "recruit"


@dataclass(frozen=True, slots=True)
class LoseBuilding(Action):
    row: int = 0  # 0-4
    kind = "lose_building"


CODEC = ActionCodec(Reroll, KeepDice, Influence, Pass, ChooseGoods, Build, TownHall, Recruit,
                    LoseBuilding)
