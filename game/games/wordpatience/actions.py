"""The solitaire's actions (rules sheet S3-S5, S9). Columns are numbered 0-7 (column 0
is dealt 1 card, column 7 eight); a foundation is named by its suit ("S", "H", "C",
"D"). Every field has a default, so the fuzzer can make any of them for the seat alone.

- `MoveRun(src, count, dst)`: the top `count` face-up cards of column `src`, as a unit,
  onto column `dst`.
- `ColumnToFoundation(src)`: column `src`'s top card to its suit's foundation.
- `WasteToColumn(dst)`, `WasteToFoundation()`: the waste's top card.
- `FoundationToColumn(suit, dst)`: a foundation's top card back onto a column (S9).
- `TurnStock()`: the stock's top card to the waste; with the stock empty, the waste
  turned over as the new stock (a redeal, S5).

Undo is no action: the table rebuilds the state from the log without its last action
(`model.undone`)."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.protocol import Action, ActionCodec


@dataclass(frozen=True, slots=True)
class MoveRun(Action):
    seat: int = 0
    src: int = 0
    count: int = 1
    dst: int = 1
    kind = "move_run"


@dataclass(frozen=True, slots=True)
class ColumnToFoundation(Action):
    seat: int = 0
    src: int = 0
    kind = "column_to_foundation"


@dataclass(frozen=True, slots=True)
class WasteToColumn(Action):
    seat: int = 0
    dst: int = 0
    kind = "waste_to_column"


@dataclass(frozen=True, slots=True)
class WasteToFoundation(Action):
    seat: int = 0
    kind = "waste_to_foundation"


@dataclass(frozen=True, slots=True)
class FoundationToColumn(Action):
    seat: int = 0
    suit: str = "S"
    dst: int = 0
    kind = "foundation_to_column"


@dataclass(frozen=True, slots=True)
class TurnStock(Action):
    seat: int = 0
    kind = "turn_stock"


CODEC = ActionCodec(MoveRun, ColumnToFoundation, WasteToColumn, WasteToFoundation,
                    FoundationToColumn, TurnStock)
