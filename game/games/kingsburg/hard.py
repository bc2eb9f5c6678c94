"""Kingsburg's hard computer player: the core search (`game.core.search.SearchAgent`,
through `decide`) over the dice still to come, the others' placements and the enemy
card unseen.

- Candidates: in the influence loop, the normal player's CANDIDATES best placements (or
  the pass) by its values (`ai.Steward.ranked`, its choice first); every other choice
  (rerolls, goods, the build, recruits, the Town Hall, losses) is the normal player's.
  (Builds searched too played no better: a roll-out to the year's end cannot see what
  a pass loses in tempo, and among buildings the values choose as well.)
- Worlds: `state.determinize(seat, rng)`: each year's card not seen dealt again from
  that year's cards, the dice reseeded. The dice already rolled are open: the others'
  groups and where they will go are what the search sees and the normal player does not.
- Roll-outs: each candidate is played on in the model by the normal player's policy
  for every seat up to the end of the year (the winter's battle and losses included;
  the first decision of the next year's aid), or the game's end; the world is then
  judged for every seat by the values (points, goods toward the buildings of the build
  steps left, "+2" tokens), my worth less the best other's.
- Budget: TIME_BUDGET seconds or MAX_WORLDS worlds a decision, whichever comes first;
  the core drops a world still being played at the budget.

What counted (hard among normal players, 2 players, 40 games a row): roll-outs to the
next quiet phase (the reward, the Envoy, recruiting) won 0.59; to the year's end 0.75.
A roll-out policy without the normal player's look at its other dice played worse than
normal itself (the fast policy lost 0.25 to normal), and the search with it lost too.

Measured (`kingsburg-strength`, `strength(300, 2)`, 300 games a row, the special seat
rotated): hard among normal wins 0.695 ± 0.027 at 2 players (7.3 se above the fair
0.5; mean score 46.7 against 43.1) and 0.413 ± 0.028 at 4 (5.7 se above 0.25; 43.3
against 39.4); normal among easy 0.933 ± 0.014 at 2 (30 se; 44.3 against 31.2) and
0.857 ± 0.020 at 4 (30 se; 40.2 against 26.6). `kingsburg-ai-time` (3 games a level):
hard's decisions p50 0.07 ms (most are not searched), p95 222 ms at 2 players and
224 ms at 4 (16-24 worlds a searched decision, 7-11 ms a world), max 336 ms; normal's
p95 2 ms, easy's 1.6 ms.
"""

from __future__ import annotations

import random
import time
from typing import Any

from game.core.protocol import Action
from game.core.search import OutOfTime, SearchAgent, SearchGame
from game.games.kingsburg.actions import Build, Influence, Pass
from game.games.kingsburg.ai import GOOD_PRICE, Steward
from game.games.kingsburg.buildings import has_effect
from game.games.kingsburg.enemies import ENEMIES
from game.games.kingsburg.values import (
    LEFTOVER_LAST,
    PLUS2,
    battle_value,
    build_steps,
    horizon,
    store_value,
)

TIME_BUDGET = 0.22  # seconds a decision searches
MAX_WORLDS = 24  # worlds a decision samples at most
CANDIDATES = 3  # the normal player's best actions searched
SEARCHED = (Influence, Pass)  # the decisions searched: the influence loop's
CHECK_EVERY = 8  # roll-out moves between looks at the clock
PHASE_INDEX = {"aid": 0, "spring": 1, "reward": 2, "summer": 3, "envoy": 4, "autumn": 5,
               "recruit": 6, "winter": 7}
QUIET = (0,)  # where a roll-out stops: the next year's aid (the reward 2, Envoy 4, recruit 6)


def position(world: Any) -> int:
    """How far into the game a world is, in phases."""
    return (world.year - 1) * len(PHASE_INDEX) + PHASE_INDEX[world.phase]


def boundary(world: Any, quiet: tuple[int, ...] = QUIET) -> int:
    """The next quiet phase after the world's own: a roll-out ends there."""
    here = position(world)
    year_start = here - here % len(PHASE_INDEX)
    for q in quiet:
        if year_start + q > here:
            return year_start + q
    return year_start + len(PHASE_INDEX)


def worth(world: Any, seat: int) -> float:
    """A seat's position in a world, in points: its points and what the values make of
    its goods, tokens and soldiers (against the card on the deck)."""
    obs = {"year": world.year, "phase": world.phase, "step": world.step, "ask": None}
    rows, goods = world.rows[seat], world.goods[seat]
    builds = build_steps(obs)
    hz = horizon(obs)
    value = world.vp[seat] + store_value(goods, rows, builds, hz) + PLUS2 * world.plus2[seat]
    if world.phase != "winter" and world.deck:
        good = GOOD_PRICE if builds > 0 else LEFTOVER_LAST + 0.1
        price = (1 if has_effect(rows, "barracks") else 2) * good
        value += battle_value(world.soldiers[seat], rows, goods, [ENEMIES[world.deck[0]]], hz,
                              price)
    return value


def margin(world: Any, seat: int) -> float:
    """My worth less the best other's (the final scores at the game's end)."""
    if world.is_terminal():
        scores = world.returns()
    else:
        scores = [worth(world, s) for s in range(world.players)]
    return scores[seat] - max(v for s, v in enumerate(scores) if s != seat)


class HardSteward(SearchAgent):
    """The core's search over the normal player's best few placements, each played on
    to the year's end by the normal player's policy and judged by the values."""

    level = "hard"

    def __init__(self, seed: int = 0, time_budget: float = TIME_BUDGET,
                 max_worlds: int = MAX_WORLDS, many: int = CANDIDATES,
                 quiet: tuple[int, ...] = QUIET, look: bool = True,
                 searched: tuple = SEARCHED, **options: Any) -> None:
        self.planner = Steward(seed)  # the first guess, and every choice not searched
        self.rollers = [Steward(seed + 1 + s, lookahead=look) for s in range(5)]
        self.many = many
        self.quiet = quiet
        self.searched = searched
        super().__init__(SearchGame(candidates=self.candidates, rollout=self.rollout_move),
                         seed=seed, time_budget=time_budget, max_worlds=max_worlds, **options)

    def candidates(self, observation: dict, legal: list[Action]) -> list[Action]:
        """The normal player's `many` best actions, its choice first; one for a choice
        not searched."""
        if len(legal) == 1:
            return list(legal)
        first = legal[0]
        if observation.get("ask") is not None or not isinstance(first, self.searched):
            return [self.planner.choose(observation, legal)]
        ranked = self.planner.ranked(observation, legal)
        order = sorted(range(len(ranked)), key=lambda i: (-ranked[i][0], i))
        out = [ranked[i][1] for i in order[:self.many]]
        if isinstance(out[0], Build):  # passing is never judged fairly by a short roll-out
            out = [a for a in out if not isinstance(a, Pass)]
        return out

    def rollout_move(self, world: Any, seat: int, rng: random.Random) -> Action:
        legal = world.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        return self.rollers[seat].choose(world.observation(seat), legal)

    def play_out(self, world: Any, seat: int) -> float:
        """`world` to the next quiet phase (or the game's end) by the roll-out policy; my
        worth less the best other's."""
        stop = boundary(world, self.quiet)
        stop_at, clock = self.stop_at, time.perf_counter
        moves = 0
        while not world.is_terminal():
            if position(world) >= stop and not world.asks:
                break
            who = world.to_act
            world.apply(self.rollout_move(world, who, self.rng))
            moves += 1
            if moves % CHECK_EVERY == 0 and clock() >= stop_at:
                raise OutOfTime
        self.rollouts += 1
        return margin(world, seat)


__all__ = ["HardSteward", "margin", "worth"]
