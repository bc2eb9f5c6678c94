"""The generic leak check: a seat's view tells nothing of what is hidden from it.

For one state and one seat it draws determinizations (`state.determinize(seat, rng)`)
and requires of each (of the first `samples` only, past the observation):

- the seat's observation is identical (canonical JSON) to the real one, and so is the
  seat's list of legal actions when it is to act;
- every card is in exactly one zone and every zone keeps its size; every card the seat
  may see (not in `hidden_from(seat)`, its own hand among them) stays in its zone, and
  so does a hidden card `hidden_values` does not name (one the seat can place anyway);
- `hidden_values(seat)` names the same values that are no card zone.

And of all of them together that they really vary what is hidden: where the card
zones `hidden_values` names are two or more, some determinization deals them
differently; and every named value that is no card zone (a role, a pending secret
choice: a game names one only while it has two candidates or more from the seat's
view) differs from the real one in some determinization. A leak then shows: a
determinization that moves a hidden card, role or choice changes an observation that
shows it. Determinizations are drawn until every variation is seen (up to
`max_samples`), so with a seeded `rng` the check gives the same answer every run, and
a correct game fails only by a chance below (1 - p) ** max_samples, p the chance of
the rarest other value.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.core.playout_check import InvariantBroken, strings_in
from game.core.protocol import State

SAMPLES = 12  # determinizations checked in full
MAX_SAMPLES = 2000  # drawn at most while some required variation is not yet seen


@dataclass
class LeakReport:
    drawn: int  # determinizations drawn
    card_zones: int  # card zones hidden_values names (2 or more: their deal must vary)
    values: int  # named values that are no card zone (each must vary)


def canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


def check_no_leak(state: State, seat: int, rng: random.Random, samples: int = SAMPLES,
                  max_samples: int = MAX_SAMPLES, where: str = "") -> LeakReport:
    """Raise InvariantBroken if `seat`'s view of `state` could tell a determinization
    from the real state, or if the determinizations do not vary what is hidden."""
    where = f"{where}, seat {seat}" if where else f"seat {seat}"
    before = canonical(state.observation(seat))
    real = state.hidden_values(seat)
    zones = state.card_zones()
    open_zones = [name for name in zones if name in real]
    others = {key for key in real if key not in zones}
    named = set(strings_in([real[z] for z in open_zones]))
    hidden = state.hidden_from(seat)
    code = state.pack.code
    # cards that stay put: seen by the seat, or hidden but placed by what it has seen
    fixed_at = {c: name for name, cards in zones.items() for c in cards
                if c not in hidden or code(c) not in named}
    sizes = {name: len(cards) for name, cards in zones.items()}
    legal = _legal(state, seat)
    to_vary, cards_vary = set(others), len(open_zones) >= 2
    drawn = 0
    while drawn < samples or (drawn < max_samples and (to_vary or cards_vary)):
        det = state.determinize(seat, rng)
        drawn += 1
        if det is state:
            raise InvariantBroken(f"{where}: determinize returned the state itself")
        after = canonical(det.observation(seat))
        if after != before:
            raise InvariantBroken(f"{where}: the observation tells a determinization apart: "
                                  f"{_first_difference(before, after)}")
        values = det.hidden_values(seat)
        if drawn <= samples:
            _check_cards(state, det, sizes, fixed_at, where)
            if {k for k in values if k not in zones} != others:
                raise InvariantBroken(f"{where}: hidden_values names {sorted(values)} in a "
                                      f"determinization, {sorted(real)} in the state")
            if _legal(det, seat) != legal:
                raise InvariantBroken(f"{where}: the seat's legal actions differ in a "
                                      "determinization")
        to_vary = {key for key in to_vary if values.get(key) == real[key]}
        if cards_vary and any(values.get(z) != real[z] for z in open_zones):
            cards_vary = False
    if cards_vary:
        raise InvariantBroken(f"{where}: {drawn} determinizations never dealt the hidden cards "
                              f"of {open_zones} differently")
    if to_vary:
        raise InvariantBroken(f"{where}: {drawn} determinizations never changed "
                              f"{sorted(to_vary)}")
    return LeakReport(drawn, len(open_zones), len(others))


def check_events_tell_no_more(state: State, seat: int, rng: random.Random, samples: int = 4,
                              where: str = "") -> int:
    """Raise InvariantBroken if the events of an action tell `seat` more than its
    observation does: in the real state and in a world the seat cannot tell from it
    (`determinize(seat)`), the seat asked now takes the same action; in a secret choice
    (`Simultaneous`: nobody sees another's choice until all are in) it takes any of its
    actions in each, since what it may do there depends on what the seat cannot see.
    Whenever the seat's observations after the two actions are the same, so must be the
    events it is shown (the public part with its own private part), one by one. A role
    named in a night's public event, say, fails this. Returns the pairs of worlds
    compared."""
    from game.core.decisions import Simultaneous, decision_of

    decision = decision_of(state)
    if decision is None or not hasattr(decision, "asked"):
        return 0
    secret = isinstance(decision, Simultaneous)
    actor = decision.asked
    legal = state.legal_actions(actor)
    if not legal:
        return 0
    compared = 0
    for _ in range(samples):
        world = state.determinize(seat, rng)
        there = world.legal_actions(actor)
        if not there:
            continue
        action = rng.choice(legal)
        if secret:
            other = rng.choice(there)
        elif action in there:
            other = action
        else:
            continue
        real = state.clone()
        shown = [canonical(_as_seen(ev, seat)) for ev in real.apply(action)]
        told = [canonical(_as_seen(ev, seat)) for ev in world.apply(other)]
        if canonical(real.observation(seat)) != canonical(world.observation(seat)):
            continue  # the action showed the seat something: the worlds are told apart
        compared += 1
        if shown != told:
            first = next(i for i, (a, b) in enumerate(zip(shown, told, strict=False)) if a != b) \
                if len(shown) == len(told) else min(len(shown), len(told))
            raise InvariantBroken(
                f"{where}, seat {seat}: seat {actor}'s {type(action).__name__} shows events "
                f"that tell apart worlds the seat's observation does not: "
                f"{shown[first] if first < len(shown) else None} vs "
                f"{told[first] if first < len(told) else None}")
    return compared


def check_a_random_game(state: State, agent: Any, every: int,
                        looked_at: Callable[[State], None] | None = None) -> int:
    """Play `state` to its end by `agent` (`choose(observation, legal)`), checking every
    seat at every `every`-th position: it cannot tell a made-up world from the real one
    (`check_no_leak`) and no event tells it more (`check_events_tell_no_more`); at the
    end, the leak check again. `looked_at(state)` sees each position checked. Returns
    the checks made before the end (a seat at a position each)."""
    seats = range(len(state.returns()))
    checked = k = 0
    while not state.is_terminal():
        if k % every == 0:
            for seat in seats:
                check_no_leak(state, seat, random.Random(k))
                check_events_tell_no_more(state, seat, random.Random(k))
                checked += 1
            if looked_at is not None:
                looked_at(state)
        seat = state.to_act
        state.apply(agent.choose(state.observation(seat), state.legal_actions(seat)))
        k += 1
    for seat in seats:
        check_no_leak(state, seat, random.Random(k))
    return checked


def _as_seen(event: Any, seat: int) -> dict:
    seen = event.seen_by(seat)
    return {"kind": seen.kind, "seat": seen.seat, "data": seen.data}


def _legal(state: State, seat: int) -> list[dict] | None:
    if state.to_act != seat:
        return None
    return [a.to_json() for a in state.legal_actions(seat)]


def _check_cards(state: State, det: State, sizes: dict[str, int], fixed_at: dict[int, str],
                 where: str) -> None:
    zones = det.card_zones()
    located = sorted(c for cards in zones.values() for c in cards)
    if located != list(state.pack.ids):
        raise InvariantBroken(f"{where}: a determinization lost or duplicated cards")
    resized = {name for name, cards in zones.items() if len(cards) != sizes.get(name)}
    if resized or set(zones) != set(sizes):
        raise InvariantBroken(f"{where}: a determinization changed zones {sorted(resized)}")
    at = {c: name for name, cards in zones.items() for c in cards}
    moved = sorted(state.pack.code(c) for c, name in fixed_at.items() if at[c] != name)
    if moved:
        raise InvariantBroken(f"{where}: a determinization moved cards the seat can place "
                              f"{moved}")


def _first_difference(a: str, b: str) -> str:
    """Where two canonical observations part, with a little context."""
    i = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y),
             min(len(a), len(b)))
    return f"...{a[max(0, i - 60):i + 40]}... vs ...{b[max(0, i - 60):i + 40]}..."
