"""The night: rules sheet §3 (steps 4-9) and §5's two-lap night for one device.

Every living player gets a private turn in every lap, in seat order from a seat that
moves on each night, so how long someone holds the device tells nothing: a role with
a power uses it in its lap, everyone else marks a suspect (the decoy). The choices are
then processed in the official order (NIGHT_ORDER) when the lap is complete:

- first lap (night 1, with a Thief or Cupid in the deck): the Thief, then Cupid;
- main lap: the Seer, the werewolves' vote, the Little Girl's spying;
- late lap (with a Witch or Little Girl in the deck): the Witch, shown the victim
  only now that every wolf has voted; the Little Girl reads what she saw.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping

from game.games.werewolf.roles import CUPID, LITTLE_GIRL, SEER, THIEF, WITCH, WOLF

FIRST, MAIN, LATE = "first", "main", "late"
CAUGHT_BASE, CAUGHT_PER_PEEK = 0.20, 0.15  # sheet §5: p = 0.20 + 0.15 x earlier peeks


def laps(night: int, deck: Mapping[str, int]) -> tuple[str, ...]:
    """Tonight's laps, by the deck (public), not by who is still alive."""
    out = []
    if night == 1 and (deck.get(THIEF) or deck.get(CUPID)):
        out.append(FIRST)
    out.append(MAIN)
    if deck.get(WITCH) or deck.get(LITTLE_GIRL):
        out.append(LATE)
    return tuple(out)


def turn_order(alive: list[bool], night: int) -> tuple[int, ...]:
    """The living seats in seat order, starting one seat further each night."""
    n = len(alive)
    return tuple(s for s in ((night - 1 + i) % n for i in range(n)) if alive[s])


def power_in(role: str, lap: str, night: int, coupled: bool) -> str:
    """What a seat holding `role` does in `lap`: "take", "couple", "inspect", "bite",
    "peek", "brew", or "mark" (the decoy)."""
    if lap == FIRST:
        if role == THIEF and night == 1:
            return "take"
        if role == CUPID and not coupled:
            return "couple"
        return "mark"
    if lap == MAIN:
        if role == CUPID and night == 1 and not coupled:
            return "couple"  # a Thief who took Cupid's card chooses the lovers now
        return {SEER: "inspect", WOLF: "bite", LITTLE_GIRL: "peek"}.get(role, "mark")
    return "brew" if role == WITCH else "mark"


def wolves_victim(bites: Mapping[int, int], rng: random.Random) -> int:
    """The seat most wolves chose; a tie is drawn at random among the tied."""
    counts = Counter(bites.values())
    top = max(counts.values())
    tied = sorted(t for t, n in counts.items() if n == top)
    return tied[0] if len(tied) == 1 else rng.choice(tied)


def caught_chance(earlier_peeks: int) -> float:
    return min(1.0, CAUGHT_BASE + CAUGHT_PER_PEEK * earlier_peeks)
