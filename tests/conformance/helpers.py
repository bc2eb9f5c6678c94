"""What every conformance test shares: the catalogue to parametrize over, random
playouts of a game's states (a state waiting for a dexterity minigame's result gets
one from the game's `GameDef.outcome`).

Registering a game in `game/games/catalogue.py` enrols it in every test here.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from game.core.agents import RandomAgent
from game.core.decisions import Simultaneous, decision_of
from game.core.gamedef import GameDef
from game.core.protocol import Action
from game.games import catalogue

GAMES: dict[str, GameDef] = catalogue.load()

each_game = pytest.mark.parametrize("game", list(GAMES.values()), ids=list(GAMES))
each_variant = pytest.mark.parametrize(
    ("game", "variant"), [(g, v) for g in GAMES.values() for v in g.variants],
    ids=[f"{g.key}-{v}" for g in GAMES.values() for v in g.variants])

# The games more than one person can share: a one-player solitaire has no pass-and-play.
SHARED = [g for g in GAMES.values() if max(g.seats) >= 2]
each_shared_game = pytest.mark.parametrize("game", SHARED, ids=[g.key for g in SHARED])

MAX_ACTIONS = 5000  # a random playout longer than this is a game that does not end


def outcome_for(game: GameDef) -> Callable[[Any, random.Random], Action] | None:
    """How a state of this game waiting for a measured result gets one (GameDef.outcome)."""
    return game.outcome


def seats_of(state) -> int:
    """How many seats a state has (its returns list one number per seat)."""
    return len(state.returns())


def asked_now(state) -> set[int]:
    """The seats that may act now: the seat to act, or every seat of a simultaneous
    choice still to choose (each may answer in any order)."""
    decision = decision_of(state)
    if isinstance(decision, Simultaneous):
        return set(decision.seats)
    return {state.to_act}


def awaiting(state) -> bool:
    waiting = getattr(state, "awaiting_outcome", None)
    return bool(waiting and waiting())


def choices(game: GameDef, state, rng: random.Random) -> list[Action]:
    """The acting seat's legal actions, or a sampled minigame outcome when the state
    waits for one."""
    legal = state.legal_actions(state.to_act)
    if not legal and awaiting(state):
        outcome = outcome_for(game)
        assert outcome is not None, (
            f"{game.key} waits for a minigame outcome: give its GameDef an outcome "
            "sampler (GameDef.outcome)")
        legal = [outcome(state, rng)]
    return legal


def random_actions(game: GameDef, variant: str, seed: int) -> list[Action]:
    """The actions of one random playout from `new_state(seed, variant)` to its end
    (seat to act and choice as the core checker's RandomAgent makes them)."""
    state = game.new_state(seed, variant)
    agent = RandomAgent(seed)
    actions: list[Action] = []
    while not state.is_terminal():
        legal = choices(game, state, agent.rng)
        assert legal, f"{game.key} {variant} seed {seed}: seat {state.to_act} cannot act"
        action = agent.choose(state.observation(state.to_act), legal)
        state.apply(action)
        actions.append(action)
        assert len(actions) <= MAX_ACTIONS, f"{game.key} {variant} seed {seed} does not end"
    return actions


def replayed(game: GameDef, variant: str, seed: int, actions: list[Action]) -> Iterator:
    """(i, state) for the state after i of `actions` from the same start (i = 0: the
    deal), applying them again one by one: the same state object, moved on."""
    state = game.new_state(seed, variant)
    yield 0, state
    for i, action in enumerate(actions, 1):
        state.apply(action)
        yield i, state


def plain(value: Any) -> Any:
    """A deep JSON copy, so a later mutation of the state cannot change a snapshot."""
    return json.loads(json.dumps(value))


def snapshot(state) -> tuple[Any, list[Any]]:
    return plain(state.to_json()), [plain(state.observation(s)) for s in range(seats_of(state))]


def relabelled(action: Action, seat: int) -> Action | None:
    """The same action said by another seat, when the action class allows it."""
    try:
        return dataclasses.replace(action, seat=seat)
    except (TypeError, ValueError):
        return None
