"""What every game's `determinize` is built from: a fast copy of a state, a deal of the
cards a seat cannot place, and the names of the card zones a seat cannot see into.

A determinization is a full state one seat cannot tell from the real one: every card
that seat may see stays where it is, every card hidden from it is dealt again at random
into the places it left (each zone keeps its size), and the state's RNG is reseeded, so
the future deal or die is hidden too.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Sequence
from typing import Any, TypeVar

from game.core.actionlog import ActionLog
from game.core.rng import GameRng

S = TypeVar("S")


def clone_state(state: S) -> S:
    """An independent copy of a state object: every attribute copied two levels deep
    (lists of lists, lists of dicts, dicts of lists: hands, pans, tribute records), the
    RNG copied with its position, an action log with its actions so far (the copy's
    moves are its own). Immutable values (packs, rule data, tuples) are shared. A model
    whose attributes nest deeper copies those itself."""
    copy = object.__new__(type(state))
    attrs = copy.__dict__
    for name, value in state.__dict__.items():
        kind = type(value)
        if kind is list:
            value = [_one_level(v) for v in value]
        elif kind is dict:
            value = {k: _one_level(v) for k, v in value.items()}
        elif kind is set:
            value = set(value)
        elif kind is ActionLog:
            value = ActionLog(value.seed, value.variant, list(value.actions))
        elif isinstance(value, random.Random):
            rng = GameRng()
            rng.setstate(value.getstate())
            value = rng
        attrs[name] = value
    return copy


def _one_level(value: Any) -> Any:
    kind = type(value)
    if kind is list:
        return list(value)
    if kind is dict:
        return dict(value)
    return value


def reseed(rng: random.Random) -> GameRng:
    """A fresh RNG for a determinized state's future chance events, drawn from `rng`."""
    return GameRng(rng.getrandbits(64))


def deal_unknown(zones: Sequence[list[int]], unknown: Collection[int], rng: random.Random,
                 placed: dict[int, int] | None = None,
                 allowed: dict[int, Callable[[int], bool]] | None = None) -> list[list[int]]:
    """The zones again, each card of `unknown` dealt at random into the places unknown
    cards left (every zone keeps its size and its known cards). `placed` forces some of
    the unknown cards into a zone by index (a card the rules tie to a role); `allowed`
    limits what a zone may take (what a seat showed it cannot hold: a tribute was his
    highest card). Limited zones are filled first, the most limited first, each with a
    uniform pick of the cards it may take: uniform over the deals that keep the limits
    when they nest (each allows everything another does, or more), as "nothing higher
    than" limits do."""
    placed = placed or {}
    allowed = allowed or {}
    pool = [c for zone in zones for c in zone if c in unknown and c not in placed]
    rng.shuffle(pool)
    kept = [[c for c in zone if c not in unknown] for zone in zones]
    forced: list[list[int]] = [[] for _ in zones]
    for card, z in placed.items():
        forced[z].append(card)
    need = [len(zone) - len(k) - len(f) for zone, k, f in zip(zones, kept, forced, strict=True)]
    if min(need, default=0) < 0:
        raise ValueError("a zone cannot take the cards placed in it")
    taken: list[list[int]] = [[] for _ in zones]
    used: set[int] = set()
    limited = sorted((i for i in allowed if need[i]),
                     key=lambda i: sum(1 for c in pool if allowed[i](c)))
    for i in limited:
        fits = [c for c in pool if c not in used and allowed[i](c)][:need[i]]
        if len(fits) < need[i]:
            raise ValueError(f"zone {i} cannot be filled within its limit")
        taken[i] = fits
        used.update(fits)
    rest = iter(c for c in pool if c not in used)
    for i, n in enumerate(need):
        if i not in allowed:
            taken[i] = [next(rest) for _ in range(n)]
    return [k + f + t for k, f, t in zip(kept, forced, taken, strict=True)]


def hidden_card_zones(state: Any, seat: int, unknown: Collection[int] | None = None,
                      ) -> dict[str, list[str]]:
    """Every card zone holding a card `seat` cannot place (`unknown`, by default every
    card hidden from it), by its `card_zones` name, as all its cards' sorted codes: the
    card part of a game's `hidden_values`. A hidden card the seat can place by what it
    has seen (a card the rules tie to a known holder) is no secret, so a zone of only
    such cards is left out."""
    unknown = state.hidden_from(seat) if unknown is None else set(unknown)
    if not unknown:
        return {}
    codes = state.pack.codes
    return {name: sorted(codes(cards)) for name, cards in state.card_zones().items()
            if not unknown.isdisjoint(cards)}
