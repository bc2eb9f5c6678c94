"""Building A la Carte positions for the tests: a forced die, chosen dishes, pans, cups."""

from __future__ import annotations

import random

import pytest

from game.core.protocol import IllegalAction
from game.core.rng import GameRng
from game.games.alacarte import skill
from game.games.alacarte.data import CREPE, SALT
from game.games.alacarte.model import AlcState, Heat, Pour, Season

# Die face indices, in the order of the TOML file.
HEAT1, HEAT2, HEAT3, ALL, CHOOSE, CUP = range(6)

# Dish ids used by the tests.
FIDEL, EAU, TARTE, SOUR_ENDS = 1, 2, 3, 4
ELEPHANT, EEL = 5, 8
HIPPO, ROOSTER, GAZPACHO = 9, 10, 12
KIPPER = 13


class QueuedRng(GameRng):
    """The state's seeded RNG, but `randrange` answers from `queue` while it lasts:
    the die roll and the cup draw are the model's only randrange calls."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.queue: list[int] = []

    def randrange(self, *args, **kwargs):
        if self.queue:
            return self.queue.pop(0)
        return super().randrange(*args, **kwargs)


def table(dishes: list[int | None], *, variant: str | None = None, current: int = 0,
          levels: list[int] | None = None, seed: int = 1) -> AlcState:
    """A game past its set-up: seat i cooks dishes[i] (CREPE puts the crêpe in), knobs
    at `levels`, and it is `current`'s turn with three actions."""
    state = AlcState.new(seed, variant or f"{len(dishes)}p")
    state.rng = QueuedRng(seed)
    state.available = sorted(d for d in state.data.dishes if d != CREPE)
    for seat, dish in enumerate(dishes):
        state.dish[seat] = dish
        if dish == CREPE:
            state.crepe[seat] = "in_pan"
        elif dish is not None:
            state.available.remove(dish)
    state.levels = list(levels) if levels else [0] * state.n
    state.setup, state.choosers, state.phase = False, [], "action"
    state.first = state.current = current
    state._reset_turn()
    return state


def deal_cups(state: AlcState, hands: dict[int, list[str]],
              pool: list[str] | None = None) -> None:
    """Give each seat the named cups. The others go to the pool, or, when `pool` names
    kinds, those kinds to the pool and the rest to the discard."""
    ids = state.cup_pool + state.cup_discard + [c for hand in state.cups for c in hand]
    free: dict[str, list[int]] = {}
    for cup in sorted(ids):
        free.setdefault(state.cup_kinds([cup])[0], []).append(cup)
    state.cups = [[free[k].pop() for k in hands.get(seat, [])] for seat in range(state.n)]
    if pool is None:
        state.cup_pool, state.cup_discard = sorted(c for cs in free.values() for c in cs), []
    else:
        state.cup_pool = sorted(free[k].pop() for k in pool)
        state.cup_discard = sorted(c for cs in free.values() for c in cs)


def fill(state: AlcState, seat: int, kinds: str) -> None:
    """Put pieces into a pan straight from the dispensers (salt from the first one that
    has some): a pan seasoned earlier."""
    for kind in kinds:
        source = next(c for c in state.dispensers if kind in state.kinds(state.dispensers[c])) \
            if kind == SALT else kind
        inside = state.dispensers[source]
        piece = next(p for p in inside if state.kind_of(p) == kind)
        inside.remove(piece)
        state.pan[seat].append(piece)


def serve(state: AlcState, seat: int, *dishes: int) -> None:
    """Dishes already finished onto a seat's tray (taken from the centre)."""
    for dish in dishes:
        if dish != CREPE:
            state.available.remove(dish)
        state.trays[seat].append(dish)


def give_stars(state: AlcState, seat: int, count: int) -> None:
    for _ in range(count):
        state.stars[seat].append(state.star_pool.pop())


def outcome(state: AlcState, kinds: str) -> Pour:
    """The pour that drops `kinds` from the pending dispenser."""
    rest = state.kinds(state.dispensers[state.pending["colour"]])
    for kind in kinds:
        rest.remove(kind)
    return Pour(state.pending["seat"], tuple(kinds), tuple(rest))


def season(state: AlcState, seat: int, colour: str, kinds: str | None = None) -> list:
    """One Season action whose pour drops `kinds` (by default one piece of `colour`)."""
    state.apply(Season(seat, colour))
    return state.apply(outcome(state, colour if kinds is None else kinds))


def roll(state: AlcState, seat: int, *faces: int) -> list:
    """A Heat action with the die (and then any cup draw) forced to `faces`."""
    state.rng.queue.extend(faces)
    return state.apply(Heat(seat))


def refused(state: AlcState, action, reason: str) -> IllegalAction:
    """The action is rejected with `reason` and the state is exactly as before."""
    before = state.snapshot()
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)
    assert caught.value.reason == reason, str(caught.value)
    assert str(caught.value)
    assert state.snapshot() == before
    return caught.value


def skill_outcome(state: AlcState, rng: random.Random, level: str = "normal",
                  target: int = 1):
    """What a computer hand of `level` does in the pending minigame (measured tables)."""
    return skill.sampled_outcome(state, rng, level, target)


def kinds_in(state: AlcState, pieces: list[int]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for kind in state.kinds(pieces):
        counts[kind] = counts.get(kind, 0) + 1
    return counts
