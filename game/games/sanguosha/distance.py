"""Seats around the living: distance, attack range and turn order (rules sheet §4).

Seats are numbered in turn order and `alive` says per seat who is still in; the dead
are skipped for every count. Distance modifiers come in as data: `minus` is what the
one measuring takes off his distance to others (−1 horse, Horsemanship), `plus` what
the one measured adds to others' distance to him (+1 horse). `modifiers` sums them
from a seat's equipped slots and skills, so a new skill is one table entry.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

from game.games.sanguosha.cards import CARDS, KINDS, MINUS_HORSE, PACK, PLUS_HORSE, UNARMED_RANGE
from game.games.sanguosha.characters import active_skills
from game.games.sanguosha.identities import LORD

MIN_DISTANCE = 1
SNATCH_REACH = 1  # Snatch needs distance <= 1; horses count, weapon range does not
# What each slot or skill changes: (off the holder's distance to others, onto others'
# distance to the holder).
SLOT_MODIFIERS: dict[str, tuple[int, int]] = {MINUS_HORSE: (1, 0), PLUS_HORSE: (0, 1)}
SKILL_MODIFIERS: dict[str, tuple[int, int]] = {"horsemanship": (1, 0)}


def _check(alive: Sequence[bool], *seats: int) -> None:
    for seat in seats:
        if not 0 <= seat < len(alive) or not alive[seat]:
            raise ValueError(f"seat {seat} is not a living seat")


def seats_between(alive: Sequence[bool], a: int, b: int) -> int:
    """Steps from a to b over living seats, the shorter way round (neighbours = 1)."""
    _check(alive, a, b)
    n = len(alive)
    forward = sum(alive[(a + i) % n] for i in range(1, (b - a) % n + 1))
    living = sum(alive)
    return min(forward, living - forward)


def modifiers(slots: Iterable[str], skills: Iterable[str] = ()) -> tuple[int, int]:
    """(minus, plus) of a seat from its equipped slots and its skills."""
    found = [SLOT_MODIFIERS.get(s, (0, 0)) for s in slots]
    found += [SKILL_MODIFIERS.get(s, (0, 0)) for s in skills]
    return sum(m for m, _ in found), sum(p for _, p in found)


def distance(alive: Sequence[bool], a: int, b: int, minus: int = 0, plus: int = 0) -> int:
    """Distance from a to b: every modifier added first, then the minimum of 1 applied once
    (clarification 2026-11); 0 to oneself."""
    if a == b:
        _check(alive, a)
        return 0
    return max(MIN_DISTANCE, seats_between(alive, a, b) - minus + plus)


def attack_range(weapon: str | None) -> int:
    """The range of the weapon card named, 1 without one (§4)."""
    if weapon is None:
        return UNARMED_RANGE
    reach = KINDS[weapon].range
    if reach is None:
        raise ValueError(f"{weapon!r} is not a weapon")
    return reach


def within(alive: Sequence[bool], a: int, b: int, reach: int,
           minus: int = 0, plus: int = 0) -> bool:
    """Whether another living seat b is at distance <= reach from a."""
    return a != b and distance(alive, a, b, minus, plus) <= reach


def in_attack_range(alive: Sequence[bool], a: int, b: int, weapon: str | None = None,
                    minus: int = 0, plus: int = 0) -> bool:
    """Whether a may Slash b: b is another living seat within a's weapon's range."""
    return within(alive, a, b, attack_range(weapon), minus, plus)


def in_turn_order(alive: Sequence[bool], start: int) -> Iterator[int]:
    """The living seats once round in turn order, from `start` or, when it is dead, the
    next living seat after it (clarification 2026-11)."""
    n = len(alive)
    return (s % n for s in range(start, start + n) if alive[s % n])


def next_alive(alive: Sequence[bool], seat: int) -> int:
    """The next living seat after `seat` in turn order (itself when it is the only one)."""
    return next(in_turn_order(alive, seat + 1))


def seen_from(seats: Sequence[dict], a: int) -> dict[int, tuple[int, bool]]:
    """From an observation's seats (all public: who lives, equipment, characters): each
    other living seat's distance from `a` and whether it is within a's attack range."""
    alive = [s["alive"] for s in seats]

    def mods(s: int) -> tuple[int, int]:
        seat = seats[s]
        skills = active_skills(seat["character"], seat["identity"] == LORD) \
            if seat["character"] else ()
        return modifiers(seat["equipment"], skills)

    weapon = seats[a]["equipment"].get("weapon")
    reach = attack_range(None if weapon is None else CARDS[PACK.from_codes([weapon])[0]].name)
    minus = mods(a)[0]
    out = {}
    for b in range(len(seats)):
        if b != a and alive[b]:
            d = distance(alive, a, b, minus, mods(b)[1])
            out[b] = (d, d <= reach)
    return out
