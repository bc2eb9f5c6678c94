"""What a computer chef's pours and flips tend to give, as measured tables.

The live game always runs the physics minigames (a computer chef performs them with
a generated cursor path). These tables, measured by `python -m game.bench alc-pour`
and `alc-crepe` over 200 seeds per row, serve two jobs that must be fast: the
chefs' planning (how likely a pour gives the count it aims for) and the random
playout checker, which draws outcomes from them instead of running the physics.
"""

from __future__ import annotations

import random

from game.games.alacarte.model import AlcState, Flip, Pour

SKILLS = ("easy", "normal", "hard")

# P(pieces poured = 0, 1, 2, 3+) for a computer pourer of each skill aiming for 1 or 2.
POUR_TABLE: dict[tuple[str, int], tuple[float, float, float, float]] = {
    ("easy", 1): (0.04, 0.23, 0.49, 0.24),
    ("easy", 2): (0.04, 0.17, 0.34, 0.45),
    ("normal", 1): (0.04, 0.45, 0.38, 0.13),
    ("normal", 2): (0.04, 0.20, 0.47, 0.29),
    ("hard", 1): (0.04, 0.64, 0.28, 0.04),
    ("hard", 2): (0.04, 0.26, 0.55, 0.15),
}
# Success rate of one crêpe flip attempt per skill.
FLIP_SUCCESS = {"easy": 0.30, "normal": 0.64, "hard": 0.86}


def pour_distribution(skill: str, target: int) -> tuple[float, float, float, float]:
    return POUR_TABLE[(skill, max(1, min(2, target)))]


def sample_pour(contents: list[str], skill: str, target: int,
                rng: random.Random) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(poured, remaining) as kinds: a count drawn from the table, the pieces nearest
    the neck first (a 3+ pour takes 3 or 4)."""
    weights = pour_distribution(skill, target)
    count = rng.choices(range(4), weights)[0]
    if count == 3:
        count += rng.random() < 0.3
    count = min(count, len(contents))
    return tuple(contents[:count]), tuple(contents[count:])


def sample_flip(skill: str, rng: random.Random) -> bool:
    return rng.random() < FLIP_SUCCESS[skill]


def sampled_outcome(state: AlcState, rng: random.Random, skill: str | None = None,
                    target: int | None = None) -> Pour | Flip:
    """The pending pour or flip as a computer hand of `skill` aiming for `target`
    pieces would do it (both drawn at random when not given), from the tables."""
    skill = skill or rng.choice(SKILLS)
    seat = state.pending["seat"]
    if state.awaiting_outcome() == "flip":
        return Flip(seat, sample_flip(skill, rng))
    target = target or rng.choice((1, 2))
    contents = state.kinds(state.dispensers[state.pending["colour"]])
    poured, remaining = sample_pour(contents, skill, target, rng)
    return Pour(seat, poured, remaining)
