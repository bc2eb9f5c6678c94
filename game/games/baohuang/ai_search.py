"""Bao Huang's hard player: the core's search (`game/core/search.py`) with Bao Huang's
roll-out policy, candidates and value.

- Candidates (from the seat's observation and legal list only): the card-counting
  heuristic's choice (`HardAgent`) first, then a few sensible others. The emperor's
  choice (ascend, abdicate, solo, the named card) and the declarations (open guard,
  rebel) are searched among their few actions: that is where the search gains most.
  A play is searched only near the end (some hand down to `PLAY_AT` cards; earlier
  the greedy roll-outs judge plays no better than the heuristic, measured with
  bh-ai-strength): leading, the whole sets the heuristic ranks best and the lowest
  single; following, a pass, the cheapest beats and the cheapest with a 2 or joker.
  The heuristic's play keeps a head start (`FIRST_MARGIN` points a world).
- Roll-out: a fast greedy player that reads the sampled world (a made-up world, so its
  hands and true roles are fair) and builds only its own play, on rank counts: go out
  when the hand is one play, lead the lowest whole set (2s and jokers last), let a
  partner's trick stand, beat an opponent with the lowest exact set, break a set or
  spend a 2 or joker only when he or the seat is close to going out.
- Value: the seat's score for the hand (the model's deltas).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.core.protocol import Action
from game.core.search import SearchAgent, SearchGame
from game.games.baohuang.ai import (
    OPEN_GUARD_AT,
    REBEL_AT,
    HardAgent,
    play_ranks,
    rank_table,
    view_of,
)
from game.games.baohuang.ai_policy import play_cost, strength
from game.games.baohuang.model import SEATS, Pass, Play
from game.games.baohuang.rules import BIG, PLAIN_RANKS, SIX, SMALL, TWO, legal_plays
from game.games.baohuang.ruleset import Ruleset

if TYPE_CHECKING:
    from game.games.baohuang.model import BhState

TIME_BUDGET = 0.3  # seconds of search per decision
MAX_WORLDS = 32  # sampled worlds per decision (deterministic when reached first)
MAX_CANDIDATES = 5
# Plays are searched only near the end (some hand down to this many cards): earlier the
# greedy roll-outs judge a play worse than the heuristic does (bh-ai-strength).
PLAY_AT = 10
# The first guess of a play keeps this head start (points a world): the roll-outs are
# cruder players than the heuristic, so another play must beat it clearly, not by the
# luck of a few worlds.
FIRST_MARGIN = 1.0
URGENT = 6  # an opponent (or the seat itself) this close to out: spend control on him
RANKS = 18  # rank values run 6 .. 17; counts are lists indexed by rank

Ranks = tuple[int, ...]  # a play as ascending rank values
PASSES = tuple(Pass(s) for s in range(SEATS))  # actions are immutable: one pass per seat


# --- the roll-out policy ----------------------------------------------------------------


def rollout(world: BhState, seat: int, rng: random.Random) -> Action:
    """The seat's move in a roll-out: a play built on rank counts, or a pass."""
    if world.phase != "play":
        return _speak(world, seat)
    prev = world.to_beat()
    if prev is not None and _partners(world, seat, world.last_play[0]):
        return PASSES[seat]
    hand = world.hands[seat]
    rank_of = world.rank_of
    counts = [0] * RANKS
    for c in hand:
        counts[rank_of[c]] += 1
    if prev is None:
        return Play(seat, _cards(hand, rank_of, _lead(counts, world.rules.hold6)))
    owner = world.last_play[0]
    urgent = len(world.hands[owner]) <= URGENT or len(hand) <= URGENT
    if world.rules.roast and (prev[-1] >= SMALL):
        ranks = _roast_beat(counts, prev, world.rules.hold6) if urgent else None
    else:
        ranks = _beat(counts, len(hand), prev, urgent)
    return PASSES[seat] if ranks is None else Play(seat, _cards(hand, rank_of, ranks))


def _partners(world: BhState, a: int, b: int) -> bool:
    royals = (world.emperor, world.guard)
    return (a in royals) == (b in royals)


def _whole(counts: list[int]) -> bool:
    """Is the hand one play: one plain rank (or none) with jokers?"""
    return sum(1 for r in PLAIN_RANKS if counts[r]) <= 1


def _lead(counts: list[int], hold6: bool) -> Ranks:
    """The whole hand if it is one play, else the lowest whole set (2s, jokers last)."""
    if _whole(counts):
        return _as_ranks(counts)
    low = next((r for r in PLAIN_RANKS if counts[r] and r < TWO and not (hold6 and r == SIX)),
               None)
    if low is None:  # only 2s, jokers (and held-back 6s) left
        low = TWO if counts[TWO] else None
    if low is None:
        return (SMALL,) * counts[SMALL] + (BIG,) * counts[BIG]
    return (low,) * counts[low]


def _as_ranks(counts: list[int]) -> Ranks:
    return tuple(r for r in range(SIX, RANKS) for _ in range(counts[r]))


def _beat(counts: list[int], size: int, prev: Ranks, urgent: bool) -> Ranks | None:
    """The cheapest beat of `prev` (no roasting): an exact set first, then (urgent
    only) a broken set, 2s, jokers. The whole hand whenever it beats."""
    n = len(prev)
    top = prev[::-1]  # high to low: each card of the new play must beat the one here
    if top[0] == BIG:
        return None
    if size == n and _whole(counts):
        mine = _as_ranks(counts)
        if all(a > b for a, b in zip(mine[::-1], top, strict=True)):
            return mine
    need = top[0]  # a plain set must beat the top card
    if need < SMALL:
        for r in range(need + 1, TWO):
            if counts[r] == n:
                return (r,) * n
        if not urgent:
            return None
        for r in range(need + 1, TWO + 1):
            if counts[r] >= n:
                return (r,) * n
    elif not urgent:
        return None
    small, big = counts[SMALL], counts[BIG]
    for j in range(1, min(n, small + big) + 1):  # fewest jokers, small ones first
        for s in range(min(j, small), -1, -1):
            b = j - s
            if b > big or (b and top[0] >= BIG) or (s and top[b] >= SMALL):
                continue
            k = n - j
            if not k:
                return (SMALL,) * s + (BIG,) * b
            for r in range(top[j] + 1, TWO + 1):
                if counts[r] >= k:
                    return (r,) * k + (SMALL,) * s + (BIG,) * b
    return None


def _roast_beat(counts: list[int], prev: Ranks, hold6: bool) -> Ranks | None:
    """Roasting a play with jokers: the smallest legal answer, if any (rare)."""
    hand = {r: counts[r] for r in range(SIX, RANKS) if counts[r]}
    found = legal_plays(hand, prev, True, hold6)
    return min(found, key=lambda p: (len(p), sum(p)), default=None)


def _cards(hand: list[int], rank_of, ranks: Ranks) -> tuple[int, ...]:
    """Card ids of the hand for these ranks (suits never matter)."""
    need = [0] * RANKS
    for r in ranks:
        need[r] += 1
    out = []
    for c in hand:
        r = rank_of[c]
        if need[r]:
            need[r] -= 1
            out.append(c)
    return tuple(out)


def _speak(world: BhState, seat: int) -> Action:
    """Emperor and declare phases in a roll-out: the normal player's thresholds on the
    world's hand, among the few legal actions."""
    legal = world.legal_actions(seat)
    hand = {}
    for c in world.hands[seat] + (world.offered_cards if world.phase == "emperor" else []):
        r = world.rank_of[c]
        hand[r] = hand.get(r, 0) + 1
    value = strength(hand)
    if world.phase == "declare":
        loud = legal[1]
        at = OPEN_GUARD_AT if loud.choice == "open_guard" else REBEL_AT
        return loud if value >= at else legal[0]
    plain = [a for a in legal if a.kind == "ascend" and not a.open_solo]
    abdicate = [a for a in legal if a.kind == "abdicate"]
    if value >= 0.0 or not abdicate:
        return (plain or legal)[0]
    return abdicate[0]


# --- candidates ---------------------------------------------------------------------------


class Candidates:
    """The actions worth searching, from the observation and legal list only."""

    def __init__(self, guess: HardAgent, limit: int = MAX_CANDIDATES,
                 speak: bool = True, play_at: int = PLAY_AT,
                 margin: float = FIRST_MARGIN) -> None:
        self.guess = guess
        self.limit = limit
        self.speak = speak  # search the emperor and declare phases too
        self.play_at = play_at  # search a play only once a hand is down to this many cards
        self.margin = margin
        self.first: Action | None = None  # the first guess of the play searched now

    def value(self, world: BhState, seat: int) -> float:
        """The seat's score, plus the head start when the world tried the first guess
        of a play (the very object, so no other candidate gets it)."""
        first = self.first
        tried = first is not None and any(a is first for a in reversed(world.actions))
        return value(world, seat) + (self.margin if tried else 0.0)

    def __call__(self, observation: dict, legal: list[Action]) -> list[Action]:
        first = self.guess.choose(observation, legal)
        self.first = first if observation["phase"] == "play" else None
        if len(legal) == 1:
            return [first]
        if observation["phase"] != "play":
            rest = [a for a in legal if a != first] if self.speak else []
            return [first] + rest[:self.limit - 1]
        if min(n for n in observation["counts"] if n) > self.play_at:
            return [first]
        ranks = rank_table(Ruleset.parse(observation["variant"]).deck)
        plays: dict[Ranks, Action] = {}
        passing = None
        for action in legal:
            if action.kind == "pass":
                passing = action
            else:
                plays.setdefault(play_ranks(action, ranks), action)
        out = [first]

        def add(action: Action | None) -> None:
            if action is not None and action not in out and len(out) < self.limit:
                out.append(action)

        v = view_of(observation)
        cost = {p: play_cost(v.hand, p, v.guard_rank) for p in plays}
        if passing is not None:  # following
            add(passing)
            plain = sorted((p for p in plays if p[-1] < TWO), key=cost.__getitem__)
            dear = sorted((p for p in plays if p[-1] >= TWO), key=cost.__getitem__)
            for p in plain[:2] + dear[:1] + plain[2:]:
                add(plays[p])
            return out
        whole = [p for p in plays if p[-1] < SMALL and len(p) == v.hand[p[0]]]
        danger = self.guess.danger(v)
        for p in sorted(whole, key=lambda p: self.guess.lead_score(v, p, danger)):
            add(plays[p])
        add(min(plays.values(), key=lambda a: (len(a.cards), play_ranks(a, ranks))))
        return out


# --- value and the agent --------------------------------------------------------------------


def value(world: BhState, seat: int) -> float:
    return float(world.returns()[seat])


def make_search_agent(seed: int = 0, time_budget: float = TIME_BUDGET,
                      max_worlds: int = MAX_WORLDS, **options) -> SearchAgent:
    candidates = Candidates(HardAgent(seed), **options)
    game = SearchGame(rollout=rollout, candidates=candidates, value=candidates.value)
    return SearchAgent(game, seed=seed, time_budget=time_budget, max_worlds=max_worlds)


__all__ = ["rollout", "Candidates", "value", "make_search_agent"]
