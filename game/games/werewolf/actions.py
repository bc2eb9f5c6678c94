"""Werewolf's actions: what a player can do, night and day (rules sheet §7, Decisions).

A seat that names nobody uses NOBODY (-1): the Thief keeping his card, the Witch
pouring no poison, the wolves choosing no victim where the option allows it.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.protocol import Action, ActionCodec

NOBODY = -1


@dataclass(frozen=True, slots=True)
class Take(Action):
    """The Thief, night 1: take one of the two cards laid aside (NOBODY: keep his)."""

    card: int = NOBODY
    kind = "take"


@dataclass(frozen=True, slots=True)
class Couple(Action):
    """Cupid, night 1: the two lovers (himself among them if he likes)."""

    first: int = 0
    second: int = 1
    kind = "couple"


@dataclass(frozen=True, slots=True)
class Inspect(Action):
    """The Seer: look at one player's card."""

    target: int = 0
    kind = "inspect"


@dataclass(frozen=True, slots=True)
class Bite(Action):
    """A werewolf's vote for the night's victim."""

    target: int = 0
    kind = "bite"


@dataclass(frozen=True, slots=True)
class Peek(Action):
    """The Little Girl: spy on the wolves (True) or sleep."""

    look: bool = False
    kind = "peek"


@dataclass(frozen=True, slots=True)
class Brew(Action):
    """The Witch: heal tonight's victim and/or poison someone (NOBODY: no poison)."""

    heal: bool = False
    poison: int = NOBODY
    kind = "brew"


@dataclass(frozen=True, slots=True)
class Mark(Action):
    """A night turn without a power (the decoy): mark whom one suspects most."""

    suspect: int = 0
    kind = "mark"


@dataclass(frozen=True, slots=True)
class Elect(Action):
    """A vote for the Captain."""

    target: int = 0
    kind = "elect"


@dataclass(frozen=True, slots=True)
class Vote(Action):
    """A day vote for whom to eliminate."""

    target: int = 0
    kind = "vote"


@dataclass(frozen=True, slots=True)
class Decide(Action):
    """The Captain breaks a tied vote: whom of the tied to eliminate."""

    target: int = 0
    kind = "decide"


@dataclass(frozen=True, slots=True)
class Shoot(Action):
    """A dying Hunter's shot."""

    target: int = 0
    kind = "shoot"


@dataclass(frozen=True, slots=True)
class Succeed(Action):
    """A dying Captain names his successor."""

    target: int = 0
    kind = "succeed"


@dataclass(frozen=True, slots=True)
class Say(Action):
    """A statement made out loud, put on the record for the computer players:
    `what` is one of STATEMENTS; `role` only for a claim."""

    what: str = "accuse"
    target: int = 0
    role: str = ""
    kind = "say"


@dataclass(frozen=True, slots=True)
class Done(Action):
    """Finished talking: ready for the vote."""

    kind = "done"


STATEMENTS = ("accuse", "defend", "wolf", "not_wolf", "claim")
CODEC = ActionCodec(Take, Couple, Inspect, Bite, Peek, Brew, Mark, Elect, Vote, Decide,
                    Shoot, Succeed, Say, Done)
