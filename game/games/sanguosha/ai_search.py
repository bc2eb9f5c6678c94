"""Sanguosha's hard player: the core's search (`game/core/search.py`) over worlds
drawn by `determinize` (other hands, the deck and hidden identities resampled).

- Candidates: the normal player's choice first, then the next best of its scored
  play-phase options (at most MAX_CANDIDATES), or for an answer both answering and
  passing. Decisions with one sensible option are not searched.
- Roll-out: the normal player for every seat, reading the sampled world's
  observation of that seat (a made-up world, so nothing real is seen).
- A whole game is long, so a roll-out stops after HORIZON moves and the world is
  judged (`estimate`): the health of the seat's side against the others', a side's
  dead counting as zero, plus the result when the game ended.
- Worlds keep what the seat has read of the others: the hidden identities are dealt
  again weighted by its stances (`ai_beliefs`), so a seat that has harmed the lord is
  a rebel in most worlds, not in a third of them as a blind shuffle would have it.
- The first guess stays unless another candidate beats it clearly: by more than
  CONFIDENCE standard errors of the gain, world by world (the core's `confidence`);
  the roll-outs are no better players than it, and a fixed head start (FIRST_MARGIN,
  now 0) did not tell noise from gain. On the strength bench's 300 deals, hard's seat
  won 0.467 against normal's 0.407 in the same seat of the same deal with z = 1.0
  (+0.060, about ± 0.036), against +0.023 with the fixed head start of 0.05.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.core.protocol import Action
from game.core.search import SearchAgent, SearchGame
from game.games.sanguosha.ai import NormalAgent
from game.games.sanguosha.ai_beliefs import FACT, elimination_prior, shown_identities, stances

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState

TIME_BUDGET = 0.3
MAX_WORLDS = 24
MAX_CANDIDATES = 4
HORIZON = 60  # roll-out moves before the world is judged
FIRST_MARGIN = 0.0  # a fixed head start in the estimate's units (CONFIDENCE does it better)
CONFIDENCE = 1.0  # leave the first guess only for a gain this many standard errors clear
EVIDENCE_SCALE = 2.0  # stance points (beyond the prior) that make an identity e times likelier
WIN = 1.0
SIDES = {"lord": "lord", "loyalist": "lord", "rebel": "rebel", "renegade": "renegade"}


def side_of(state: SgsState, seat: int) -> set[int]:
    """The seats that win with `seat` (the renegade alone)."""
    mine = SIDES[state.seats[seat].identity]
    if mine == "renegade":
        return {seat}
    return {s for s, other in enumerate(state.seats) if SIDES[other.identity] == mine}


def estimate(world: SgsState, seat: int) -> float:
    """Between -1 and 1: the seat's side's share of the health still at the table."""
    if world.is_terminal():
        return WIN if seat in world.result["winners"] else -WIN
    friends = side_of(world, seat)
    ours = sum(max(s.hp, 0) for i, s in enumerate(world.seats) if i in friends and s.alive)
    total = sum(max(s.hp, 0) for s in world.seats if s.alive) or 1
    share = len(friends) / len(world.seats)
    return (ours / total - share) * 2


def value(world: SgsState, seat: int) -> float:
    return WIN if seat in world.result["winners"] else -WIN


class Options:
    """The hard player's candidates: the normal player's pick first."""

    def __init__(self, first_guess: NormalAgent) -> None:
        self.guess = first_guess
        self.first: Action | None = None

    def candidates(self, obs: dict, legal: list[Action]) -> list[Action]:
        first = self.first = self.guess.choose(obs, legal)
        kinds = {a.kind for a in legal}
        out = [first]
        if "end_play" in kinds:
            scored = sorted(((self.guess.score_use(obs, a), i) for i, a in enumerate(legal)
                             if a.kind in ("use", "use_skill")), reverse=True)
            for score, i in scored:
                if len(out) >= MAX_CANDIDATES or score <= 0:
                    break
                if legal[i] is not first:
                    out.append(legal[i])
            end = next(a for a in legal if a.kind == "end_play")
            if end is not first and len(out) > 1:
                out.append(end)
        elif "respond" in kinds and "pass" in kinds:
            other = next((a for a in legal if a.kind != first.kind
                          and a.kind in ("respond", "pass")), None)
            if other is not None:
                out.append(other)
        return out

    def value(self, world: SgsState, seat: int) -> float:
        bonus = FIRST_MARGIN if any(a is self.first for a in world.log.actions) else 0.0
        return value(world, seat) + bonus

    def estimate(self, world: SgsState, seat: int) -> float:
        bonus = FIRST_MARGIN if any(a is self.first for a in world.log.actions) else 0.0
        return estimate(world, seat) + bonus


def rollout_policy(agent: NormalAgent):
    def policy(world: SgsState, seat: int, rng: random.Random) -> Action:
        legal = world.legal_actions(seat)
        if len(legal) == 1:
            return world.offer(legal[0])
        return world.offer(agent.choose(world.observation(seat), legal))
    return policy


def identity_weights(obs: dict) -> dict[int, dict[str, float]]:
    """For each seat whose identity the observer cannot see, how likely each identity
    is (unnormalised) from his stances: evidence for the lord's side favours loyalist,
    against it rebel; the renegade's acts read either way, so it stays even."""
    known = shown_identities(obs)
    prior, _ = elimination_prior(obs, known, FACT)
    stance = stances(obs)
    out = {}
    for s in range(len(obs["seats"])):
        if s not in known:
            lean = (stance[s] - prior) / EVIDENCE_SCALE
            out[s] = {"loyalist": math.exp(lean), "rebel": math.exp(-lean), "renegade": 1.0}
    return out


def deal_identities(world: SgsState, weights: dict[int, dict[str, float]],
                    rng: random.Random) -> None:
    """Deal the hidden identities of `world` again among the seats that hide them,
    each seat in a random order drawing from what is left by its weights."""
    seats = [s for s in weights if not world.seats[s].revealed]
    pool = [world.seats[s].identity for s in seats]
    rng.shuffle(seats)
    for s in seats:
        w = [weights[s].get(who, 1.0) for who in pool]
        pick = rng.choices(range(len(pool)), weights=w)[0]
        world.seats[s].identity = pool.pop(pick)


class BeliefSearchAgent(SearchAgent):
    """The core search, its worlds' identities dealt by what the seat believes."""

    def choose_in(self, observation: dict, legal: list[Action],
                  worlds: Callable[[random.Random], SgsState]) -> Action:
        if observation["phase"] == "setup":
            return super().choose_in(observation, legal, worlds)
        weights = identity_weights(observation)

        def believed(rng: random.Random) -> SgsState:
            world = worlds(rng)
            deal_identities(world, weights, rng)
            return world
        return super().choose_in(observation, legal, believed)


def hard_agent(seed: int = 0, time_budget: float = TIME_BUDGET,
               max_worlds: int = MAX_WORLDS, **search) -> SearchAgent:
    options = Options(NormalAgent(seed))
    game = SearchGame(rollout=rollout_policy(NormalAgent(seed + 1)),
                      candidates=options.candidates, value=options.value,
                      horizon=HORIZON, estimate=options.estimate)
    search.setdefault("confidence", CONFIDENCE)
    return BeliefSearchAgent(game, seed=seed, time_budget=time_budget,
                             max_worlds=max_worlds, **search)
