"""The Statue's and the Chapel's rerolls (rules sheet §6.2, C4, second pass): they look
at, and reroll, the player's three coloured dice only, each once a season.

Statue: all three show the same number: reroll one of them. Chapel: their total is 7 or
less: reroll all three."""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence

from game.games.kingsburg.buildings import has_effect, param
from game.games.kingsburg.dice import COLOURED, roll

REROLLS = ("statue", "chapel")


def applies(building: str, coloured: Sequence[int]) -> bool:
    if building == "statue":
        return len(set(coloured)) == 1
    return sum(coloured) <= param("chapel", "at_most")


def options(coloured: Sequence[int], province: Sequence[int],
            used: Collection[str]) -> list[str]:
    """The rerolls he may make now: his buildings', not used this season, that apply."""
    return [b for b in REROLLS
            if b not in used and has_effect(province, b) and applies(b, coloured)]


def reroll(dice: list[int], building: str, rng: random.Random) -> list[int]:
    """Reroll in place (the Statue: the last coloured die, all showing the same); the
    indices rerolled."""
    which = [COLOURED - 1] if building == "statue" else list(range(COLOURED))
    for i, value in zip(which, roll(rng, len(which)), strict=True):
        dice[i] = value
    return which
