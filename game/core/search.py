"""One search player for every game: determinized Monte-Carlo.

For a decision it samples worlds: full states consistent with everything the seat has
seen (the game's `determinize(seat, rng)`, which the caller closes over; the player
itself never holds the real state). In each world it tries every candidate action on
a copy (`clone`) and plays the rest of the game out with the game's roll-out policy,
then keeps the candidate with the best average result for its seat. Every candidate
is tried on the same worlds, so luck of the sample does not blur the comparison.

It stops at `max_worlds` worlds or when the per-decision wall-clock budget is spent,
whichever comes first: deterministic for a seed whenever `max_worlds` is reached first.
The budget is checked after each world, and inside a world at every roll-out move
against its ceiling (the budget and `OVERRUN`, on the wall clock): a world still being
played then is dropped unfinished, so a slow world or a busy machine cannot stretch a
decision past the ceiling (with no world finished, the first guess is the answer).
The garbage collector waits while a decision searches: on a busy machine one full
collection in a search took 0.5 to 1.3 s, more than the whole budget.

A few noisy roll-outs can make a worse move look better than the game's first guess
(usually a good heuristic player's pick). With `confidence` z > 0 the search leaves the
first guess only for a candidate whose gain over it, world by world on the same worlds,
is more than z standard errors above zero.

What a game supplies (`SearchGame`): the roll-out policy, and optionally which legal
actions are worth trying (a climbing game's lead can have hundreds), how to value an
ended world for a seat, and a dexterity minigame's result (`outcome`) for worlds that
wait on one.
"""

from __future__ import annotations

import gc
import math
import random
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from game.core.decisions import Outcome, decision_of
from game.core.protocol import Action

Policy = Callable[[Any, int, random.Random], Action]
Worlds = Callable[[random.Random], Any]

# How far past its budget a world still being played may go before it is dropped: the
# search's wall-clock ceiling is `time_budget + OVERRUN` from the decision's start. None:
# on a busy machine (2 cores, load 15) even 50 ms more let decisions of a 0.4 s budget
# reach 0.6 s, and dropping the world under way costs one world of ms in hundreds.
OVERRUN = 0.0


class OutOfTime(Exception):
    """Raised inside a world (a roll-out move) once the decision's ceiling has passed."""


def random_policy(state: Any, seat: int, rng: random.Random) -> Action:
    legal = state.legal_actions(seat)
    return legal[rng.randrange(len(legal))]


def every_action(observation: dict, legal: list[Action]) -> list[Action]:
    return list(legal)


def own_return(state: Any, seat: int) -> float:
    return float(state.returns()[seat])


@dataclass
class SearchGame:
    """What the search needs of a game beyond the State protocol."""

    # The move every seat makes in a roll-out: (world, seat, rng) -> a legal action. It
    # need not list every legal action first (a fast policy builds only its choice).
    rollout: Policy = random_policy
    # The actions worth searching, best guess first (ties go to the earlier one).
    candidates: Callable[[dict, list[Action]], list[Action]] = every_action
    # An ended world's worth to a seat (by default its return).
    value: Callable[[Any, int], float] = own_return
    # A world waiting on a minigame: a plausible measured result, as an action.
    outcome: Callable[[Any, random.Random], Action] | None = None
    max_turns: int = field(default=10_000)  # a roll-out always ends sooner; guards bugs
    # A long game's roll-out may stop after `horizon` moves and have `estimate` judge the
    # world for the seat instead of playing to the end (None: always to the end).
    horizon: int | None = None
    estimate: Callable[[Any, int], float] | None = None


class SearchAgent:
    """Determinized Monte-Carlo over a game's roll-out policy, within a budget."""

    level = "hard"

    def __init__(self, game: SearchGame, seed: int = 0, time_budget: float = 0.3,
                 max_worlds: int = 48, clock: Callable[[], float] = time.perf_counter,
                 confidence: float = 0.0) -> None:
        self.game = game
        self.confidence = confidence
        self.rng = random.Random(seed)
        self.time_budget = time_budget
        self.max_worlds = max_worlds
        self.clock = clock
        self.rollouts = 0  # roll-outs played in all, for tests and benches
        self.last_worlds = 0  # worlds sampled for the last decision
        self.stop_at = math.inf  # the wall-clock ceiling of the decision under way

    def ceiling(self) -> float:
        """When (on `time.perf_counter`) the decision starting now must stop, even inside
        a world: its budget and OVERRUN. Never with an injected clock: a test's clock
        alone says when the search stops."""
        if self.clock is not time.perf_counter:
            return math.inf
        return time.perf_counter() + self.time_budget + OVERRUN

    def check_time(self) -> None:
        """Inside a world (each roll-out move): stop once the ceiling has passed."""
        if time.perf_counter() >= self.stop_at:
            raise OutOfTime

    def choose(self, observation: dict, legal: list[Action]) -> Action:
        """Without worlds to sample, the game's first candidate."""
        return self.game.candidates(observation, legal)[0]

    def choose_in(self, observation: dict, legal: list[Action], worlds: Worlds) -> Action:
        """The best candidate over worlds drawn with `worlds(rng)`."""
        with collector_waits():
            self.stop_at = self.ceiling()
            try:
                start = self.clock()
                candidates = self.game.candidates(observation, legal)
                if len(candidates) == 1:
                    self.last_worlds = 0
                    return candidates[0]
                return self._search(observation, candidates, worlds, start)
            finally:
                self.stop_at = math.inf

    def _search(self, observation: dict, candidates: list[Action], worlds: Worlds,
                start: float) -> Action:
        seat = observation["seat"]
        results: list[list[float]] = [[] for _ in candidates]  # per candidate, per world
        deadline = start + self.time_budget
        sampled = 0
        try:
            while sampled < self.max_worlds:
                world = worlds(self.rng)
                row = []
                for action in candidates:
                    self.check_time()
                    trial = world.clone()
                    trial.apply(action)
                    row.append(self.play_out(trial, seat))
                for i, value in enumerate(row):
                    results[i].append(value)
                sampled += 1
                if self.clock() >= deadline:
                    break
        except OutOfTime:
            pass  # the world under way is dropped: every candidate keeps the same worlds
        self.last_worlds = sampled
        if not sampled:
            return candidates[0]
        best = max(range(len(candidates)), key=lambda i: (sum(results[i]), -i))
        if best and not clearly_better(results[best], results[0], self.confidence):
            best = 0
        return candidates[best]

    def play_out(self, world: Any, seat: int) -> float:
        """Play `world` to its end with the roll-out policy; its worth to `seat`."""
        if getattr(world, "decision", None) is not None or \
                getattr(world, "awaiting_outcome", None) is not None:
            return self._play_out_decisions(world, seat)
        # One-seat turns only (decision_of would make a Turn of to_act each step).
        game, rng, apply, rollout = self.game, self.rng, world.apply, self.game.rollout
        clock, stop_at = time.perf_counter, self.stop_at
        for move in range(game.max_turns):
            if clock() >= stop_at:
                raise OutOfTime
            if world.is_terminal() or (who := world.to_act) is None:
                self.rollouts += 1
                return game.value(world, seat)
            if move == game.horizon:
                self.rollouts += 1
                return game.estimate(world, seat)
            apply(rollout(world, who, rng))
        raise RuntimeError("a roll-out did not end")

    def _play_out_decisions(self, world: Any, seat: int) -> float:
        game, rng = self.game, self.rng
        for move in range(game.max_turns):
            self.check_time()
            decision = decision_of(world)
            if decision is None:
                self.rollouts += 1
                return game.value(world, seat)
            if game.horizon is not None and move == game.horizon:
                self.rollouts += 1
                return game.estimate(world, seat)
            who = decision.asked
            if isinstance(decision, Outcome):
                if game.outcome is None:
                    raise RuntimeError("a world waits on a minigame: the game needs `outcome`")
                world.apply(game.outcome(world, rng))
                continue
            world.apply(game.rollout(world, who, rng))
        raise RuntimeError("a roll-out did not end")


@contextmanager
def collector_waits() -> Iterator[None]:
    """No garbage collection inside (a decision): it runs once the block is left."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()


def clearly_better(mine: list[float], first: list[float], z: float) -> bool:
    """Whether results `mine` beat `first` (the same worlds, in order) by more than `z`
    standard errors of the mean difference; with z = 0, whether they beat it at all."""
    gains = [a - b for a, b in zip(mine, first, strict=True)]
    n = len(gains)
    mean = sum(gains) / n
    if z <= 0 or n < 2:
        return mean > 0
    spread = sum((g - mean) ** 2 for g in gains) / (n - 1)
    return mean > z * (spread / n) ** 0.5


def decide(agent: Any, state: Any, seat: int, legal: list[Action]) -> Action:
    """Ask `agent` for `seat`'s choice: its observation and the legal actions; an agent
    that searches (`choose_in`) also gets worlds drawn by `state.determinize(seat, rng)`,
    everything the seat knows and nothing more, never the state itself."""
    search = getattr(agent, "choose_in", None)
    if search is None:
        return agent.choose(state.observation(seat), legal)
    with collector_waits():
        observation = state.observation(seat)
        return search(observation, legal, lambda rng: state.determinize(seat, rng))
