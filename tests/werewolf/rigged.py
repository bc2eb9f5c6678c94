"""Werewolf states with the roles dealt as a test says (tests only)."""

from __future__ import annotations

from game.core.decisions import Simultaneous
from game.games.werewolf.model import WerewolfState
from game.games.werewolf.roles import THIEF, role_of_card


def dealt(variant: str, roles: list[str], extras: tuple[str, ...] = (),
          seed: int = 1) -> WerewolfState:
    """A new game of `variant` whose seats hold `roles` (and the cards aside `extras`),
    before its first choice."""
    state = WerewolfState.new(seed, variant)
    free = list(state.pack.ids)

    def card(role: str) -> int:
        c = next(c for c in free if role_of_card(state.pack, c) == role)
        free.remove(c)
        return c

    state.cards = [card(r) for r in roles]
    state.extras = sorted(card(r) for r in extras)
    assert not free, "the rigged roles must use every card of the deck"
    state.thief = next((s for s, r in enumerate(roles) if r == THIEF), None)
    return state


def play(state: WerewolfState, *actions) -> list:
    """Apply each action in turn; every event, in order."""
    events = []
    for action in actions:
        events += state.apply(action)
    return events


def step_key(state: WerewolfState) -> tuple:
    return state.phase, state.lap, state.night, state.day, state.revote


def lap(state: WerewolfState, **powers) -> list:
    """Complete the current simultaneous step (a lap of the night, a vote, the talk):
    seats named in `powers` (seat3=action) do that, every other seat still to choose its
    first legal choice (a decoy mark, a vote for the lowest seat, done talking)."""
    chosen = {int(k[4:]): a for k, a in powers.items()}
    key, events = step_key(state), []
    while step_key(state) == key and isinstance(state.decision(), Simultaneous):
        seat = state.decision().asked
        events += state.apply(chosen.pop(seat, None) or state.legal_actions(seat)[0])
    assert not chosen, f"{sorted(chosen)} were not asked"
    return events
