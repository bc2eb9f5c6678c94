"""The King game's actions (rules sheet §1.3 "Decisions", K3-K8). Every field has a
default, so the fuzzer can make any of them for a seat alone.

- `Peek`: a seat looks at its own card (each in seat order, alone: the table shows a
  hand-off first).
- `Command`: the King calls one or two numbers (`numbers`, in the order X, Y) and gives
  a task: a task of the deck by id (`task`) or his own words (`text`, at most 200
  characters), one of the two.
- `Draw`: the King calls the numbers and lets the app draw a task from the deck at random.
- `Done` / `Veto`: a target has done the task, or refuses it (the King gives another).
- `Next` / `End`: at a round's end, the host (the round's King) deals the next round or
  ends the game."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.protocol import Action, ActionCodec


@dataclass(frozen=True, slots=True)
class Peek(Action):
    kind = "peek"


@dataclass(frozen=True, slots=True)
class Command(Action):
    numbers: tuple[int, ...] = (1,)
    task: str = ""  # a task id of the deck, or "" with `text`
    text: str = ""  # the King's own task, or "" with `task`
    kind = "command"


@dataclass(frozen=True, slots=True)
class Draw(Action):
    numbers: tuple[int, ...] = (1,)
    kind = "draw"


@dataclass(frozen=True, slots=True)
class Done(Action):
    kind = "done"


@dataclass(frozen=True, slots=True)
class Veto(Action):
    kind = "veto"


@dataclass(frozen=True, slots=True)
class Next(Action):
    kind = "next"


@dataclass(frozen=True, slots=True)
class End(Action):
    kind = "end"


CODEC = ActionCodec(Peek, Command, Draw, Done, Veto, Next, End)
