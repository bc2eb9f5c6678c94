"""Saint Petersburg's start tokens (rules sheet §3, C2, §6): one per phase; the holder of a
phase's token acts first in it. Each token moves one seat clockwise each round."""

from __future__ import annotations

import random

from game.games.saint_petersburg.cards import STACKS


def deal_tokens(players: int, rng: random.Random) -> dict[str, int]:
    """Four players: one token each, at random. Three: one each and a random seat the
    fourth (the Trading token) too. Two: a random seat holds Worker and Aristocrat, the
    other Building and Trading (C2)."""
    if players == 2:
        a = rng.randrange(2)
        return {"worker": a, "building": 1 - a, "aristocrat": a, "trading": 1 - a}
    seats = list(range(players))
    rng.shuffle(seats)
    if players == 3:
        seats.append(rng.randrange(3))
    return dict(zip(STACKS, seats, strict=True))


def passed_on(tokens: dict[str, int], players: int) -> dict[str, int]:
    """Every token one seat clockwise (the round's end)."""
    return {phase: (seat + 1) % players for phase, seat in tokens.items()}
