"""Werewolf's hard computer player: the core search (`game/core/search.py`) over
determinized worlds, with an opponent model of the other computers.

- Inference: the seat knows how the other computers play (the normal player of
  `ai.py`), so it weighs every set of seats that could hold the hidden wolves by how
  likely their public acts (ballots, election ballots, tiebreaks, claims, accusations,
  defences, Seer words) were under that policy in a world where those seats are the
  wolves (`ai_beliefs.pack_model`): an importance weight over the role assignments
  consistent with the seat's hard facts. Its own choices read those beliefs (`Informed`:
  the normal policies on the sharper beliefs), and its worlds draw the hidden wolves from
  that posterior, the other hidden cards by the per-seat beliefs (`redeal`).
- Candidates: the informed pick first and a few next-best options of votes, bites,
  potions, inspections, tiebreaks, shots (`Options`); talk, decoys and Cupid: the pick
  only.
- Roll-outs: a normal player in every seat that only says what reveals roles, with the
  same random numbers for every candidate of a world (common random numbers); the
  others' pending secret choices of the step are the normal player's. From
  HORIZON_FROM players a roll-out stops after about two days and is judged by who lives
  (`estimate`).
- It leaves the first pick only for a gain CONFIDENCE standard errors clear.
- As a wolf (against normal villagers, who weigh seats one by one): it always
  counter-claims the Seer when a Seer claim names it (FAKE_CLAIM) and distances from a
  packmate the town doubts, accusing him and voting him when he is the town's top
  suspect (BUS, DOOMED_AT).

Measured on the 8-player strength bench (200 deals, gains paired by deal against
normal vs normal): the search alone, before the opponent model, gained +0.015 (± 0.042)
as the village and +0.025 (± 0.036) as the wolves; with the opponent model +0.320
(± 0.039) as the village (its top suspect at a day vote is a wolf 86% of the time
against 57% for the per-seat beliefs); with the wolves' refinements +0.335 (± 0.040)
as the wolves. Without the search the same policies gain +0.34 and +0.28 (1000 deals,
± 0.02): the inference and the wolves' play carry most of it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.core.protocol import Action
from game.core.search import SearchAgent, SearchGame
from game.games.werewolf import legal as rules
from game.games.werewolf.actions import Done, Mark
from game.games.werewolf.ai import NEVER, NormalAgent, View, pick
from game.games.werewolf.ai_beliefs import Beliefs, Packs, beliefs, informed
from game.games.werewolf.roles import SEER, WOLF, role_of_card

TIME_BUDGET = 0.3
MAX_WORLDS = 32
MAX_CANDIDATES = 3  # the first pick and this many less one next-best options
CONFIDENCE = 1.0  # leave the first pick only for a gain this many standard errors clear
HORIZON_FROM = 12  # at this many players or more a roll-out stops early and is judged
HORIZON_PER_SEAT = 10  # roll-out moves per player before then (about two days and nights)
WOLF_WEIGHT = 3.0  # a living wolf against a living villager in `estimate`: the 8-player
# preset (two wolves, six others) is about an even game between normal players
LOVERS_ESTIMATE = 0.25  # a mixed couple's chance while the game goes on
# A hard wolf against normal villagers (measured on the strength bench without search):
FAKE_CLAIM = 1.0  # named by a Seer claim, always counter-claim (normal: 0.15)
BUS = 1.0  # always distance from a packmate the town doubts: accuse him, and vote him
DOOMED_AT = 0.0  # when he is the town's top suspect (normal: half the time, and only
# once the town's P(wolf) of him is 0.6)
SEARCHED = frozenset({"vote", "bite", "brew", "inspect", "decide", "shoot", "elect",
                      "succeed", "take", "peek"})  # decoys, talk and Cupid: the pick only


class Informed(NormalAgent):
    """The normal policies on the opponent model's beliefs (`ai_beliefs.informed`),
    read once per observation."""

    level = "hard"

    def __init__(self, seed: int = 0, model: bool = True, fake_claim: float = FAKE_CLAIM,
                 bus: float = BUS, doomed_at: float = DOOMED_AT, **flags: Any) -> None:
        super().__init__(seed, **flags)
        self.model = model
        self.fake_claim = fake_claim
        self.bus = bus
        self.doomed_at = doomed_at
        self._read: tuple[dict, Beliefs, Packs | None] | None = None

    def read(self, obs: dict) -> tuple[Beliefs, Packs | None]:
        if self._read is None or self._read[0] is not obs:
            b, packs = informed(obs) if self.model else (beliefs(obs), None)
            self._read = (obs, b, packs)
        return self._read[1], self._read[2]

    def view(self, obs: dict) -> View:
        return View(obs, self.read(obs)[0])


class Options:
    """The hard player's candidates: the informed pick first, then its next-best options
    of a searched kind of decision."""

    def __init__(self, guess: NormalAgent) -> None:
        self.guess = guess

    def candidates(self, obs: dict, legal: list[Action]) -> list[Action]:
        if len(legal) == 1:
            return list(legal)
        options = self.guess.options(obs, legal)
        first = pick(options, self.guess.rng, self.guess.temperature)
        if legal[0].kind not in SEARCHED:
            return [first]
        out = [first]
        for score, action in sorted(options, key=lambda o: -o[0]):
            if len(out) >= MAX_CANDIDATES or score <= NEVER:
                break
            if action != first:
                out.append(action)
        return out


class RolloutPolicy:
    """The normal player in every seat of a world, without its idle chatter, and a
    decoy mark made without reading anything (a class, not a closure, so a hard player
    can be sent to the worker process)."""

    def __init__(self, agent: NormalAgent) -> None:
        self.agent = agent

    def __call__(self, world: Any, seat: int, rng: random.Random) -> Action:
        phase = world.phase
        if phase == "night" and rules.night_power(world, seat) == "mark":
            return Mark(seat, next(s for s in world.living() if s != seat))
        if phase == "discussion" and world.role(seat) not in (SEER, WOLF):
            return Done(seat)
        legal = world.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        return self.agent.choose(world.observation(seat), legal)


def rollout_policy(agent: NormalAgent) -> Callable[[Any, int, random.Random], Action]:
    return RolloutPolicy(agent)


def redeal(world: Any, b: Beliefs, rng: random.Random, packs: Packs | None = None) -> None:
    """Deal the cards of the seats `b` cannot place again among them: the hidden wolves
    to a set of seats drawn from `packs` (when given), then each seat in a random order
    drawing from the rest by how likely it holds each role."""
    seats = [s for s, r in enumerate(b.known) if r is None]
    pool = sorted(world.cards[s] for s in seats)  # not the order the deal left them in
    if packs is not None:
        wolves = set(rng.choices(packs.sets, weights=packs.weights)[0])
        cards = [c for c in pool if role_of_card(world.pack, c) == WOLF]
        if len(cards) == len(wolves):
            for s, c in zip(sorted(wolves), cards, strict=True):
                world.cards[s] = c
            seats = [s for s in seats if s not in wolves]
            pool = [c for c in pool if role_of_card(world.pack, c) != WOLF]
    rng.shuffle(seats)
    for s in seats:
        weights = [b.roles[s].get(role_of_card(world.pack, c), 0.0) for c in pool]
        if sum(weights) <= 0:
            weights = [1.0] * len(pool)
        world.cards[s] = pool.pop(rng.choices(range(len(pool)), weights=weights)[0])


def estimate(world: Any, seat: int) -> float:
    """A world cut short, judged for `seat`: its side's rough chance from who lives."""
    if world.is_terminal():
        return float(world.returns()[seat])
    roles = world.roles()
    wolves = sum(1 for s in world.living() if roles[s] == WOLF)
    others = len(world.living()) - wolves
    village = others / (others + WOLF_WEIGHT * wolves) if others + wolves else 0.0
    side = world.side(seat)
    if side == "village":
        return village
    return 1.0 - village if side == "wolves" else LOVERS_ESTIMATE


class HardAgent(SearchAgent):
    """The core search; its worlds' roles are dealt by what the seat believes, and the
    others' pending secret choices (votes, night powers) are the normal player's."""

    def __init__(self, game: SearchGame, guess: Informed, rollout: NormalAgent,
                 **search: Any) -> None:
        super().__init__(game, **search)
        self.guess = guess
        self.rollout_agent = rollout
        self.stream = 0  # the current world's roll-out random numbers

    def choose(self, observation: dict, legal: list[Action]) -> Action:
        """Without worlds to sample: the informed pick."""
        return self.guess.choose(observation, legal)

    def play_out(self, world: Any, seat: int) -> float:
        """Every candidate's roll-out in one world draws the same random numbers, so
        the worlds compare the candidates and not the dice (common random numbers): a
        ballot that changes nothing scores exactly what the first guess scores."""
        self.rollout_agent.rng.seed(self.stream)
        return super().play_out(world, seat)

    def choose_in(self, observation: dict, legal: list[Action],
                  worlds: Callable[[random.Random], Any]) -> Action:
        if len(legal) == 1:
            return legal[0]
        players = observation["players"]
        self.game.horizon = players * HORIZON_PER_SEAT if players >= HORIZON_FROM else None
        me, wolf = observation["seat"], observation["role"] == WOLF
        agent = self.rollout_agent
        guess = self.guess

        def believed(rng: random.Random) -> Any:
            b, packs = guess.read(observation)
            world = worlds(rng)
            redeal(world, b, rng, packs)
            self.stream = rng.getrandbits(48)
            if world.phase in ("night", "vote", "election"):
                for seat, choice in list(world.choices.items()):
                    if seat == me or (wolf and choice.kind == "bite"):
                        continue
                    if world.phase == "night" and rules.night_power(world, seat) == "mark":
                        world.choices[seat] = Mark(seat, next(s for s in world.living()
                                                              if s != seat))
                        continue
                    options = rules.actions(world, seat)
                    world.choices[seat] = options[0] if len(options) == 1 else \
                        agent.choose(world.observation(seat), options)
            return world
        return super().choose_in(observation, legal, believed)


def hard_agent(seed: int = 0, time_budget: float = TIME_BUDGET, max_worlds: int = MAX_WORLDS,
               confidence: float = CONFIDENCE, model: bool = True, fake_claim: float = FAKE_CLAIM,
               bus: float = BUS, doomed_at: float = DOOMED_AT, **flags: Any) -> HardAgent:
    guess = Informed(seed, model=model, fake_claim=fake_claim, bus=bus, doomed_at=doomed_at,
                     **flags)
    rollout = NormalAgent(seed + 1, quick_talk=True, **flags)
    game = SearchGame(rollout=rollout_policy(rollout), candidates=Options(guess).candidates,
                      estimate=estimate)
    return HardAgent(game, guess, rollout, seed=seed, time_budget=time_budget,
                     max_worlds=max_worlds, confidence=confidence)
