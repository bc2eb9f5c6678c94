"""A random-playout checker any game can use.

Plays N random games and, after every action, checks the invariants of the model
layer: no card is lost or duplicated, no observation or event shows a seat a card it
may not see, and the state is the previous state plus that one action (the action
applied again to a clone of the previous state gives the same game). The JSON round
trip of a save (which replays the whole log) is checked at sampled points: every
`ROUND_TRIP_EVERY`-th action, and the end. Replaying the whole log at every state cost
the square of the game's length (a 1,175-action game: 0.6 s to play, 105 s to check);
this costs a few times the playout.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from game.core.agents import RandomAgent
from game.core.decisions import Outcome, decision_of
from game.core.protocol import Action, Event, State

ROUND_TRIP_EVERY = 25  # actions between two full save round trips in a playout


class InvariantBroken(AssertionError):
    pass


@dataclass
class PlayoutReport:
    games: int = 0
    actions: int = 0


def strings_in(value: object) -> Iterator[str]:
    """Every string in a JSON-like value (dict keys that are strings included)."""
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, str):
            yield v
        elif isinstance(v, dict):
            for k, x in reversed(v.items()):
                stack.append(x)
                stack.append(k)
        elif isinstance(v, list | tuple):
            stack.extend(reversed(v))


_JSON_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')


def json_strings(text: str) -> set[str]:
    """Every string in a JSON text (keys included), as `strings_in` finds them in the
    value it encodes, but at the speed of a regular expression over the text; a key that
    was not a string (a number) is found as the text JSON wrote for it."""
    return {s if "\\" not in s else json.loads(f'"{s}"') for s in _JSON_STRING.findall(text)}


def check_state(state: State, seats: int, where: str, round_trip: bool = True) -> list[dict]:
    """The invariants at one state. `round_trip=False` for a state a test built by hand:
    a save replays the actions from the seed, which such a state did not come from.
    Returns every seat's observation (what `same_game` compares)."""
    located = sorted(c for zone in state.card_zones().values() for c in zone)
    if located != list(state.pack.ids):
        raise InvariantBroken(f"{where}: cards lost or duplicated")
    views = []
    for seat in range(seats):
        obs = state.observation(seat)
        text = json.dumps(obs)  # an observation must be plain JSON
        hidden_codes = set(state.pack.codes(state.hidden_from(seat)))
        seen = hidden_codes.intersection(json_strings(text))
        if seen:
            raise InvariantBroken(f"{where}: seat {seat} sees hidden cards {sorted(seen)}")
        views.append(obs)
    if round_trip:
        check_round_trip(state, seats, where, views)
    return views


def check_round_trip(state: State, seats: int, where: str,
                     views: list[dict] | None = None) -> State:
    """The state saved (its JSON, through text) and loaded again is the same game: the
    same save, and `same_game` (every seat sees the same, the cards lie the same, the
    same seat acts). Returns the loaded state."""
    data = json.loads(json.dumps(state.to_json()))
    again = type(state).from_json(data)
    if again.to_json() != state.to_json():
        raise InvariantBroken(f"{where}: JSON round trip changed the state")
    same_game(again, state, seats, f"{where}: the state saved and loaded again", views)
    return again


def same_game(copy: State, state: State, seats: int, what: str,
              views: list[dict] | None = None) -> None:
    """`copy` is the game `state` is: the same seat to act, the same end, every card in
    the same place (in order) and every seat's observation equal (`views`: the state's,
    when already made)."""
    if copy.to_act != state.to_act or copy.is_terminal() != state.is_terminal():
        raise InvariantBroken(f"{what} has seat {copy.to_act} to act, not {state.to_act}")
    if copy.card_zones() != state.card_zones():
        raise InvariantBroken(f"{what} has its cards elsewhere")
    for seat in range(seats):
        seen = views[seat] if views is not None else state.observation(seat)
        if copy.observation(seat) != seen:
            raise InvariantBroken(f"{what} shows seat {seat} something else")


def check_events(state: State, events: list[Event], seats: int, where: str,
                 hides_again: frozenset[str] = frozenset()) -> None:
    """What each seat is shown of the events of an action (`Event.seen_by`) names no card
    hidden from that seat: a card for one seat's eyes goes in its private part.

    The check reads the state after the action, so an event before one of the kinds in
    `hides_again` (the game's declared `EventType.hides_again`: a discard pile shuffled
    back into the deck) may rightly have shown cards that are out of sight again by
    then: only the events after the last such one are checked."""
    last = max((i for i, ev in enumerate(events) if ev.kind in hides_again), default=-1)
    for seat in range(seats):
        hidden_codes = set(state.pack.codes(state.hidden_from(seat)))
        for event in events[last + 1:]:
            seen = hidden_codes.intersection(strings_in(event.seen_by(seat).data))
            if seen:
                raise InvariantBroken(f"{where}: seat {seat} is shown hidden cards "
                                      f"{sorted(seen)} by a {event.kind} event")


def check_random_playouts(
    new_state: Callable[[int], State], seats: int, games: int, seed: int = 0,
    max_actions: int = 10_000, outcome: Callable[[State, random.Random], Action] | None = None,
    hides_again: frozenset[str] = frozenset(),
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
        played = 0
        while not state.is_terminal():
            seat = state.to_act
            legal = state.legal_actions(seat)
            if not legal and outcome is not None and isinstance(decision_of(state), Outcome):
                legal = [outcome(state, agent.rng)]
            if not legal:
                raise InvariantBroken(f"game seed {game_seed}: seat {seat} has no legal action")
            action = agent.choose(state.observation(seat), legal)
            before = state.clone()
            events = state.apply(action)
            report.actions += 1
            played += 1
            where = f"game seed {game_seed}, after {action}"
            views = check_state(state, seats, where, round_trip=False)
            check_events(state, events, seats, where, hides_again)
            # The previous state plus this one action is this state (a copy of it, the
            # action applied there: nothing shared, nothing left to chance)...
            before.apply(action)
            same_game(before, state, seats, f"{where}: the previous state plus it", views)
            # ... and at sampled points, and at the end, so is the saved game loaded again.
            if played % ROUND_TRIP_EVERY == 0 or state.is_terminal():
                check_round_trip(state, seats, where, views)
            if report.actions > max_actions * (game_index + 1):
                raise InvariantBroken(f"game seed {game_seed}: did not end")
        report.games += 1
    return report
