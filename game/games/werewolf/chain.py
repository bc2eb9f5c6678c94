"""A chain of deaths, resolved in order (rules sheet §3 step 10 and the 2026-11
clarifications): each death reveals the role, then the lover dies of grief, then a dead
Hunter shoots, then a dead Captain names his successor; each of those deaths runs its
own chain first. The night's deaths (the victim, then the poisoned) are one chain.

The chain is a stack of steps on the state: ("die", seat, cause), ("shoot", hunter),
("succeed", old captain). `run` resolves steps until one needs a decision.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import Event
from game.games.werewolf.roles import HUNTER


def run(state: Any) -> tuple[list[Event], bool]:
    """Resolve the chain until it is empty (False) or waits for a seat (True)."""
    events: list[Event] = []
    while state.stack:
        kind, seat, *rest = state.stack[-1]
        if kind == "die":
            state.stack.pop()
            if state.alive[seat]:
                events.append(_die(state, seat, rest[0]))
            continue
        if any(state.alive):
            return events, True  # a Hunter's shot or a successor: the seat decides
        state.stack.pop()
    return events, False


def _die(state: Any, seat: int, cause: str) -> Event:
    state.alive[seat] = False
    role = state.role(seat)
    state.deaths.append({"seat": seat, "role": role, "cause": cause, "day": state.day})
    then: list[tuple] = []  # pushed last-first: grief, then the shot, then the successor
    if state.captain == seat:
        state.captain = None
        then.append(("succeed", seat))
    if role == HUNTER:
        then.append(("shoot", seat))
    partner = lover_of(state.lovers, seat)
    if partner is not None and state.alive[partner]:
        state.lovers_public = True
        then.append(("die", partner, "grief"))
    state.stack.extend(then)
    return Event("death", seat, {"role": role, "cause": cause})


def lover_of(lovers: tuple[int, int] | None, seat: int) -> int | None:
    if not lovers or seat not in lovers:
        return None
    return lovers[1] if lovers[0] == seat else lovers[0]
