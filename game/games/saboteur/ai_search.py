"""Saboteur's hard player: the core's search (`game/core/search.py`) over worlds drawn
by `determinize` (the other hands, the draw pile, the goals no own map showed, and
the hidden dwarves dealt again).

- Who is who and where the gold lies (`ai_beliefs.read_roles`, `posterior`): every
  public act weighed by how likely it is from a normal digger and from a normal
  saboteur (a normal digger never plays a dead end, never lengthens the way, never
  breaks a trusted seat nor mends a suspected one), a digger's act under each place
  the gold may lie (one who mapped goal g and then digs away from it read g as a
  stone); the joint over the saboteur seats and the gold goal, enumerated. In 4-seat
  games of normal players its Brier score on the others' roles is 0.011 against 0.064
  for C9's suspicion, and it gives the true gold 0.83 against 0.68 for own maps alone.
- First guess and candidates: the normal player's tables read with that posterior
  (`InformedAgent`: whom to break or mend by each seat's chance of being a saboteur,
  where to dig by the gold's posterior, a goal that may hold the gold turned up rather
  than mapped), its best action first, then the best action of each other option
  (break a suspect, pass, block, ...: at most MAX_CANDIDATES).
- Worlds: each deals the saboteur cards and the gold as one draw of the posterior.
- Roll-out: the normal player for every seat, reading the world as its seat would
  (`Glance`: the maze, its hand, its role, its own maps; suspicion carried along the
  roll-out from the root's reading, every act read as it is played), the geometry
  shared by all seats for a maze.
- Value: the seat's gold from this round. A round can be 70 turns, so a roll-out
  stops at the round's end or after HORIZON moves; then the world is judged by
  `estimate`: the chance the seat's side wins the round, read from a table of normal
  players' rounds (cards to the gold, cards left a player), times what a win pays.
- The first guess stays unless another candidate beats it by more than CONFIDENCE
  standard errors, world by world (the core's `confidence`).

Measured on the strength bench at 4 seats (every deal twice, hard at the even seats
then at the odd ones, normal at the others; per seat and game, paired by deal):
`.venv/bin/python -c "from game.games.saboteur.bench import strength;
strength(80, 2, pairings=(('hard','normal'),), players=4)"`, 80 deals: hard 5.24 gold a
game against normal's 3.63, +1.61 ± 0.15 (11.0 standard errors), rounds won +0.27 ±
0.04 (6.5 se). Before the posterior (the normal player's first guess, worlds dealt by
C9's suspicion) it read +0.47 ± 0.26 gold, +0.07 ± 0.07 rounds on 30 deals. The informed
player alone, without the search, is only +0.16 ± 0.06 gold (600 deals): the edge is
the search's worlds dealt by the posterior. Normal over easy on the same bench (300
deals): +0.52 ± 0.10 gold, +0.15 ± 0.03 rounds. The bench as `make bench` runs it
(`python -m game.bench saboteur-strength --workers 2`: 4 seats, 100 deals) read hard
4.89 gold a game against normal's 3.80, +1.10 ± 0.16 (7.0 se), rounds won +0.16 ± 0.04
(3.7 se). Decision time at 10 seats
(`python -m game.bench saboteur-ai-time --games 4 --hard-games 1`): hard p50 215 ms,
p95 302 ms, 32 worlds a searched decision (p50).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.core.protocol import Action
from game.core.search import SearchAgent, SearchGame
from game.games.saboteur.ai import DIGGER, SABOTEUR, TIERS, NormalAgent, Seen, take_highest
from game.games.saboteur.ai_beliefs import (
    FAR,
    Board,
    Posterior,
    Reading,
    Suspicion,
    act_step,
    geometry,
    goal_belief,
    posterior,
    read_roles,
)
from game.games.saboteur.cards import (
    INFO,
    NUGGETS,
    PACK,
    SABOTEURS,
    nuggets_drawn,
    per_players,
    saboteur_pay,
)
from game.games.saboteur.maze import carries
from game.games.saboteur.payout import takers

TIME_BUDGET = 0.3
MAX_WORLDS = 32
MAX_CANDIDATES = 4
HORIZON = 14  # roll-out moves before the world is judged
CONFIDENCE = 1.0
SPARE_ODDS = 0.3 / 0.7  # the spare dwarf: a saboteur as often as a seat nobody suspects
MEAN_NUGGET = sum(INFO[c].value for c in NUGGETS) / len(NUGGETS)

# P(the gold-diggers win the round), from normal players' rounds (5 and 10 seats):
# rows by cards still needed to reach the gold (1..9, more reads as 9), columns by the
# cards left (hands and pile) a player: under 1, 1-2, 2-3, 3-4, 4-6, 6 or more.
DIG_WIN = (
    (0.15, 0.27, 0.52, 0.60, 0.65, 0.80),
    (0.07, 0.18, 0.30, 0.47, 0.52, 0.62),
    (0.02, 0.06, 0.12, 0.33, 0.42, 0.52),
    (0.01, 0.03, 0.12, 0.20, 0.42, 0.47),
    (0.01, 0.02, 0.10, 0.14, 0.36, 0.45),
    (0.01, 0.02, 0.08, 0.12, 0.34, 0.44),
    (0.01, 0.02, 0.06, 0.12, 0.30, 0.42),
    (0.00, 0.02, 0.05, 0.10, 0.26, 0.38),
    (0.00, 0.01, 0.03, 0.08, 0.22, 0.34),
)
LEFT_BOUNDS = (1, 2, 3, 4, 6)


def dig_win(dist: int, left_each: float) -> float:
    column = sum(1 for bound in LEFT_BOUNDS if left_each >= bound)
    return 1.0 if dist <= 0 else DIG_WIN[min(dist, len(DIG_WIN)) - 1][column]


# -- the world a roll-out plays: the round, read as it goes -------------------------------

_ROUND_CLASSES: dict[type, type] = {}


def round_world(world: Any, sus: Suspicion) -> Any:
    """`world` as a roll-out plays it: over at the round's end, every act read into the
    suspicion the roll-out carries (plain lists on the world, so a clone copies them)."""
    cls = type(world)
    if cls not in _ROUND_CLASSES:
        _ROUND_CLASSES[cls] = type(f"Round{cls.__name__}", (cls,), {
            "is_terminal": _round_over, "apply": _apply_read})
        _ROUND_CLASSES[_ROUND_CLASSES[cls]] = _ROUND_CLASSES[cls]
    world.__class__ = _ROUND_CLASSES[cls]
    world.root_results = len(world.results)
    world.root_gold = [world.gold_of(s) for s in range(world.players)]
    world.s_level, world.s_built = list(sus.level), list(sus.built)
    world.s_last = list(sus.last_built)
    world.geo_key, world.geo = None, None
    return world


def _round_over(world: Any) -> bool:
    return world.phase == "over" or len(world.results) > world.root_results


def _apply_read(world: Any, action: Action) -> list:
    kind = action.kind
    if kind in ("place", "rockfall", "break", "repair"):
        geo = world_geometry(world)
        public = goal_belief(geo.board.goals, geo.board.face_down, world.maze, {})
        sus = Suspicion(world.s_level, world.s_built, world.s_last)
        target = {"place": lambda a: [a.x, a.y, a.turned], "rockfall": lambda a: [a.x, a.y],
                  "break": lambda a: a.target, "repair": lambda a: [a.target, a.tool]}
        act = [action.seat, kind, PACK.code(action.card), target[kind](action)]
        sus.bump(action.seat, act_step(geo, public, sus, act))
        if kind == "place":
            built = carries(action.card) and geo.expected(public, geo.after_place(
                action.card, (action.x, action.y), action.turned)) < geo.expected(public)
            sus.last_built[action.seat] = built
            sus.built[action.seat] += built
    return type(world).__mro__[1].apply(world, action)


def world_geometry(world: Any):
    """The world's maze read once per act (every seat shares it)."""
    key = (world.round, len(world.acts))
    if world.geo_key != key:
        world.geo = geometry(Board(world.maze, frozenset(world.face_down),
                                   world.layout.start, world.layout.goals))
        world.geo_key = key
    return world.geo


def glance(world: Any, seat: int) -> Seen:
    """What the normal player reads, straight from the world as `seat` sees it."""
    geo = world_geometry(world)
    goals = world.layout.goals
    known = {i: world.maze[goals[i]][0] for i in world.mapped[seat] if goals[i] in
             world.face_down}
    belief = goal_belief(goals, geo.board.face_down, world.maze, known)
    public = goal_belief(goals, geo.board.face_down, world.maze, {})
    return Seen(seat, world.players, world.role_of(seat), list(world.hands[seat]), geo,
                belief, public, [list(b) for b in world.broken],
                Suspicion(world.s_level, world.s_built, world.s_last))


class RolloutPolicy:
    """Every seat's roll-out move: the normal player's choice from its glance (a class,
    not a closure, so a hard player can be sent to the worker process)."""

    def __init__(self, agent: NormalAgent) -> None:
        self.agent = agent

    def __call__(self, world: Any, seat: int, rng: random.Random) -> Action:
        legal = world.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        if world.phase == "pick":
            return take_highest(legal)
        return self.agent.decide(glance(world, seat), legal)


# -- what a world is worth ------------------------------------------------------------------


def value(world: Any, seat: int) -> float:
    """The seat's gold from this round; a round not over yet: `estimate`."""
    if len(world.results) <= world.root_results and world.phase != "over":
        return estimate(world, seat)
    gained = world.gold_of(seat) - world.root_gold[seat]
    if world.phase == "pick" and world.offer:
        gained += pick_share(world, seat)
    return float(gained)


def pick_share(world: Any, seat: int) -> int:
    """What `seat` takes of the nuggets still on offer, each taker taking the highest."""
    diggers = world.diggers()
    if seat not in diggers:
        return 0
    order = takers(world.picker, diggers, world.players)
    total = 0
    for card in sorted(world.offer, key=lambda c: -INFO[c].value):
        if next(order) == seat:
            total += INFO[card].value
    return total


def estimate(world: Any, seat: int) -> float:
    """The chance the seat's side wins the round (`dig_win`) times what a win pays it."""
    geo = world_geometry(world)
    goals = world.layout.goals
    gold = next(g for g, cell in enumerate(goals) if INFO[world.maze[cell][0]].gold)
    left = (sum(len(h) for h in world.hands) + len(world.deck)) / world.players
    p = dig_win(geo.dist[gold] if geo.dist[gold] < FAR else 9, left)
    diggers = len(world.diggers())
    if world.role_of(seat) == DIGGER:
        return p * nuggets_drawn(world.players) * MEAN_NUGGET / max(1, diggers)
    return (1 - p) * saboteur_pay(world.players - diggers)


# -- the search ----------------------------------------------------------------------------


class InformedAgent(NormalAgent):
    """The normal player's tables read with the hard player's `posterior`: whom it breaks
    or repairs by each seat's chance of being a saboteur, where it digs by the gold's
    posterior (its own maps and stones first, then the others' digging after their
    maps). Its own public suspicion (what the others read of it) stays C9's."""

    # A digger that can turn up a goal the gold may lie under does (before a map).
    tiers = {**TIERS, DIGGER: {**TIERS[DIGGER], "reach": 95}}

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._roles: Reading | None = None
        self.last: Posterior | None = None  # the posterior of the last reading

    def read(self, obs: dict) -> Seen:
        seen = super().read(obs)
        self._roles = read_roles(obs, self._roles)
        count = per_players(obs["players"])
        spare = count["saboteurs"] + count["diggers"] - obs["players"]
        self.last = post = posterior(self._roles, seen.seat, seen.role == SABOTEUR,
                                     count["saboteurs"], spare, seen.belief)
        seen.trust = post.saboteur
        if max(seen.belief) < 1.0:
            seen.belief = post.gold
        return seen


class Options:
    """The search's candidates: the informed player's best actions, its first guess
    first; the reading of the decision under way kept for the worlds."""

    def __init__(self, guess: InformedAgent) -> None:
        self.guess = guess
        self.seen: tuple[int, Seen] | None = None  # (id of the observation, its reading)

    def read(self, obs: dict) -> Seen:
        if self.seen is None or self.seen[0] != id(obs):
            self.seen = (id(obs), self.guess.read(obs))
        return self.seen[1]

    def candidates(self, obs: dict, legal: list[Action]) -> list[Action]:
        if obs["phase"] == "pick":
            return [take_highest(legal)]
        seen = self.read(obs)
        # The best action of each option (dig, break, pass, ...): different plans, whose
        # worlds differ enough for a few roll-outs to tell them apart.
        out: list[Action] = []
        options: set[str] = set()
        for _, i, option in self.guess.scored(seen, legal):
            if len(out) >= MAX_CANDIDATES:
                break
            if option not in options:
                options.add(option)
                out.append(legal[i])
        return out or [legal[0]]


def deal_roles(world: Any, seat: int, team: frozenset[int]) -> None:
    """The hidden dwarves of `world` dealt again: the saboteur cards to the seats of
    `team`, any left over to the spare."""
    others = [s for s in range(world.players) if s != seat]
    cards = [world.roles[s] for s in others] + list(world.spare)
    saboteurs = iter(sorted(c for c in cards if c in SABOTEURS))
    diggers = iter(sorted(c for c in cards if c not in SABOTEURS))
    for s in others:
        world.roles[s] = next(saboteurs) if s in team else next(diggers)
    world.spare = sorted(list(saboteurs) + list(diggers))


def place_gold(world: Any, goal: int) -> None:
    """The world's face-down goal cards laid again with the gold under `goal`."""
    cells = world.layout.goals
    there = cells[goal]
    held = next(c for c in cells if INFO[world.maze[c][0]].gold)
    if held != there and there in world.face_down and held in world.face_down:
        world.maze[held], world.maze[there] = world.maze[there], world.maze[held]


def draw(worlds: list[tuple[frozenset[int], int, float]],
         rng: random.Random) -> tuple[frozenset[int], int]:
    pick = rng.random()
    for team, goal, weight in worlds:
        pick -= weight
        if pick <= 0:
            return team, goal
    return worlds[-1][0], worlds[-1][1]


class BeliefSearchAgent(SearchAgent):
    """The core search, its worlds' dwarves and gold dealt by the seat's posterior."""

    def __init__(self, game: SearchGame, options: Options, **search: Any) -> None:
        super().__init__(game, **search)
        self.options = options

    def choose_in(self, observation: dict, legal: list[Action],
                  worlds: Callable[[random.Random], Any]) -> Action:
        if observation["phase"] != "turn":
            return super().choose_in(observation, legal, worlds)
        seat = observation["seat"]
        seen = self.options.read(observation)
        post = self.options.guess.last
        assert post is not None

        def believed(rng: random.Random) -> Any:
            world = worlds(rng)
            team, goal = draw(post.worlds, rng)
            deal_roles(world, seat, team)
            place_gold(world, goal)
            return round_world(world, seen.sus)
        return super().choose_in(observation, legal, believed)


def hard_agent(seed: int = 0, time_budget: float = TIME_BUDGET,
               max_worlds: int = MAX_WORLDS, **search: Any) -> SearchAgent:
    options = Options(InformedAgent(seed))
    game = SearchGame(rollout=RolloutPolicy(NormalAgent(seed + 1)),
                      candidates=options.candidates, value=value,
                      horizon=HORIZON, estimate=value)
    search.setdefault("confidence", CONFIDENCE)
    return BeliefSearchAgent(game, options, seed=seed, time_budget=time_budget,
                             max_worlds=max_worlds, **search)

