"""The variants (rules sheet §3.3, §7.3, §8, C8): a player count (3-6), and two options.

- "-open": everyone's money is shown exactly; by default another player's money is seen
  only as a band (the stacks lie on the table, their height judged, never counted).
- "-rK": the deal clock, K rounds of talks per deal (2 or 6; 4 without the option).

The 2-player game of §8 is left out (C8: an option, off by default)."""

from __future__ import annotations

from dataclasses import dataclass

from game.games.imtheboss.data import DEFAULT_ROUNDS, ROUND_CHOICES

PLAYERS = (3, 4, 5, 6)
OPEN = "-open"
CLOCKS = tuple(f"-r{k}" for k in ROUND_CHOICES if k != DEFAULT_ROUNDS)
VARIANTS = tuple(f"{n}p{shown}{clock}" for n in PLAYERS for shown in ("", OPEN)
                 for clock in ("", *CLOCKS))


@dataclass(frozen=True, slots=True)
class Options:
    players: int
    open_money: bool
    rounds: int


def options_of(variant: str) -> Options:
    if variant not in VARIANTS:
        raise ValueError(f"not an I'm the Boss! variant: {variant!r}")
    head, _, rest = variant.partition("-")
    parts = rest.split("-") if rest else []
    rounds = next((int(p[1:]) for p in parts if p.startswith("r")), DEFAULT_ROUNDS)
    return Options(int(head[:-1]), "open" in parts, rounds)


def variant_of(players: int, open_money: bool = False, rounds: int = DEFAULT_ROUNDS) -> str:
    """The variant name of these options (the inverse of `options_of`)."""
    clock = "" if rounds == DEFAULT_ROUNDS else f"-r{rounds}"
    return f"{players}p{OPEN if open_money else ''}{clock}"
