"""A random-playout checker any game can use.

Plays N random games and, after every action, checks the invariants of the model
layer: no card is lost or duplicated, no observation or event shows a seat a card it
may not see, and the JSON round trip gives an equal state.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from game.core.agents import RandomAgent
from game.core.decisions import Outcome, decision_of
from game.core.protocol import Action, Event, State


class InvariantBroken(AssertionError):
    pass


@dataclass
class PlayoutReport:
    games: int = 0
    actions: int = 0


def strings_in(value: object) -> Iterator[str]:
    """Every string in a JSON-like value (dict keys that are strings included)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from strings_in(k)
            yield from strings_in(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from strings_in(v)


def check_state(state: State, seats: int, where: str, round_trip: bool = True) -> None:
    """The invariants at one state. `round_trip=False` for a state a test built by hand:
    a save replays the actions from the seed, which such a state did not come from."""
    located = sorted(c for zone in state.card_zones().values() for c in zone)
    if located != list(state.pack.ids):
        raise InvariantBroken(f"{where}: cards lost or duplicated")
    for seat in range(seats):
        obs = state.observation(seat)
        json.dumps(obs)  # an observation must be plain JSON
        hidden_codes = set(state.pack.codes(state.hidden_from(seat)))
        seen = hidden_codes.intersection(strings_in(obs))
        if seen:
            raise InvariantBroken(f"{where}: seat {seat} sees hidden cards {sorted(seen)}")
    if not round_trip:
        return
    data = json.loads(json.dumps(state.to_json()))
    again = type(state).from_json(data)
    if again.to_json() != state.to_json():
        raise InvariantBroken(f"{where}: JSON round trip changed the state")


def check_events(state: State, events: list[Event], seats: int, where: str) -> None:
    """What each seat is shown of the events of an action (`Event.seen_by`) names no card
    hidden from that seat: a card for one seat's eyes goes in its private part."""
    for seat in range(seats):
        hidden_codes = set(state.pack.codes(state.hidden_from(seat)))
        for event in events:
            seen = hidden_codes.intersection(strings_in(event.seen_by(seat).data))
            if seen:
                raise InvariantBroken(f"{where}: seat {seat} is shown hidden cards "
                                      f"{sorted(seen)} by a {event.kind} event")


def check_random_playouts(
    new_state: Callable[[int], State], seats: int, games: int, seed: int = 0,
    max_actions: int = 10_000, outcome: Callable[[State, random.Random], Action] | None = None,
) -> PlayoutReport:
    """Play `games` random games from `new_state(seed)` and check every step.

    A state waiting for something the rules do not decide (a dexterity minigame's
    measured result) offers no legal actions; `outcome(state, rng)` supplies it."""
    report = PlayoutReport()
    for game_index in range(games):
        game_seed = seed + game_index
        state = new_state(game_seed)
        agent = RandomAgent(game_seed)
        check_state(state, seats, f"game seed {game_seed}, start")
        check_events(state, state.opening_events(), seats, f"game seed {game_seed}, deal")
        while not state.is_terminal():
            seat = state.to_act
            legal = state.legal_actions(seat)
            if not legal and outcome is not None and isinstance(decision_of(state), Outcome):
                legal = [outcome(state, agent.rng)]
            if not legal:
                raise InvariantBroken(f"game seed {game_seed}: seat {seat} has no legal action")
            action = agent.choose(state.observation(seat), legal)
            events = state.apply(action)
            report.actions += 1
            where = f"game seed {game_seed}, after {action}"
            check_state(state, seats, where)
            check_events(state, events, seats, where)
            if report.actions > max_actions * (game_index + 1):
                raise InvariantBroken(f"game seed {game_seed}: did not end")
        report.games += 1
    return report
