"""The hard player: determinized Monte-Carlo search on top of the normal heuristic.

For each decision it deals the unseen cards at random in a way that fits what the
seat knows (hand sizes, every card played, the kitty cards the landlord has not
played yet), then for a few candidate plays (the heuristic's own choice first) plays
the rest of the hand out with the normal policy for every seat, and keeps the
candidate with the best average result for its side (a win or loss, times the
final multiplier). Every candidate is tried on the same sampled deals, so the
comparison is not blurred by luck of the deal.

One search serves both forms of the game: a `SearchRules` names the seat count, the
roll-out policy and candidate generator, how an observation becomes a `Table`, and
whether bombs double and springs count. `CLASSIC` here is the 3-player game;
ai_4p.FOUR_PLAYER_SEARCH the four-player one (sheet §9).

Deterministic for a given seed whenever `max_deals` (48 sampled deals) is reached
before the time budget (0.3 s), which is most moves even on a slow two-core machine;
when the budget is hit first, the search is cut short and depends on the clock.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable
from functools import partial
from operator import sub
from typing import NamedTuple

from game.core.protocol import Action
from game.games.doudizhu.ai import (
    NormalAgent,
    action_for,
    ranks_of,
    table_from,
)
from game.games.doudizhu.ai_hand import decompose
from game.games.doudizhu.ai_policy import (
    Table,
    _lead_score,
    can_be_beaten,
    normal_play,
)
from game.games.doudizhu.rules import NUM_RANKS, Combination, legal_plays

MAX_TURNS = 400  # a roll-out always ends far sooner; this only guards against a bug

Choice = Combination | None  # a play, or None for a pass


class SearchRules(NamedTuple):
    """One form of the game as the search sees it."""

    seats: int
    policy: Callable[[Table], Choice]  # every seat's roll-out policy (the normal player)
    candidates: Callable[[Table, int], list[Choice]]  # the policy's choice first
    table_from: Callable[[dict], Table]
    landlord_known: Callable[[dict], list[int]]  # ranks of his cards the seat knows
    action_for: Callable[[Choice, list[Action]], Action]
    is_bomb: Callable[[Combination], bool]
    bombs_double: bool
    springs: bool  # spring and anti-spring double the score


def follow_candidates(first: Choice, plays: Iterable[Combination], k: int,
                      is_bomb: Callable[[Combination], bool],
                      bomb_order: Callable[[Combination], tuple]) -> list[Choice]:
    """Answers to a play: the policy's, a pass, the two cheapest and the dearest
    plain beaters, the smallest bomb, then the other plain beaters (at most k)."""
    out: list[Choice] = [first]

    def add(c: Choice) -> None:
        if c not in out and len(out) < k:
            out.append(c)

    add(None)
    plays = list(plays)
    plain = sorted((c for c in plays if not is_bomb(c)), key=lambda c: c.key)
    bombs = sorted((c for c in plays if is_bomb(c)), key=bomb_order)
    for c in plain[:2]:
        add(c)
    if plain:
        add(plain[-1])
    if bombs:
        add(bombs[0])
    for c in plain[2:]:
        add(c)
    return out


def endgame(t: Table) -> bool:
    """Few cards: roll-outs are short, and the exact order of plays matters."""
    return sum(t.hand) <= 10 or min(t.sizes) <= 4


def candidates(t: Table, k: int) -> list[Choice]:
    """The heuristic's choice first, then other sensible plays (None = pass)."""
    first = normal_play(t)
    if endgame(t):
        k += 4
    if t.prev is not None:
        return follow_candidates(first, legal_plays(list(t.hand), t.prev), k,
                                 lambda c: c.is_bomb, lambda c: (c.kind == "rocket", c.key))
    out: list[Choice] = [first]

    def add(c: Choice) -> None:
        if c not in out and len(out) < k:
            out.append(c)

    plan = decompose(t.hand)
    order = sorted(plan, key=lambda g: _lead_score(g, not can_be_beaten(t.pool, g)))
    for g in order:
        add(g)
    low = min(r for r in range(NUM_RANKS) if t.hand[r])
    add(Combination("single", low, 1, (low,)))
    if endgame(t) and sum(t.hand) <= 10:
        for c in sorted(legal_plays(list(t.hand), None), key=lambda c: -len(c.ranks)):
            add(c)
    return out


class Sim:
    """A hand being played out on rank counts only."""

    __slots__ = ("hands", "landlord", "current", "prev", "prev_seat", "multiplier",
                 "plays_made", "rules", "remaining", "seats", "doubles")

    def __init__(self, hands, landlord, current, prev, prev_seat, multiplier, plays_made,
                 rules: SearchRules) -> None:
        self.hands = hands
        self.landlord = landlord
        self.current = current
        self.prev = prev
        self.prev_seat = prev_seat
        self.multiplier = multiplier
        self.plays_made = plays_made
        self.rules = rules
        self.remaining = list(map(sum, zip(*hands, strict=True)))  # every hand's cards, per rank
        # Read once here, not on every step of the roll-out.
        self.seats = rules.seats
        self.doubles = rules.is_bomb if rules.bombs_double else None

    def table(self) -> Table:
        seat = self.current
        hands = self.hands
        pool = tuple(map(sub, self.remaining, hands[seat]))
        prev = None if self.prev_seat == seat else self.prev
        return Table(seat, self.landlord, tuple(hands[seat]),
                     tuple(map(sum, hands)), prev, self.prev_seat, pool)

    def step(self, combo: Choice) -> int | None:
        """Apply the current seat's play (None = pass); return the winner if it went out."""
        seat = self.current
        if combo is not None:
            hand = self.hands[seat]
            remaining = self.remaining
            for r in combo.ranks:
                hand[r] -= 1
                remaining[r] -= 1
            self.prev, self.prev_seat = combo, seat
            self.plays_made[seat] += 1
            if self.doubles is not None and self.doubles(combo):
                self.multiplier *= 2
            if not any(hand):
                return seat
        self.current = (seat + 1) % self.seats
        return None

    def value_for(self, seat: int, winner: int, stakes: float = 1.0) -> float:
        """The result for `seat`'s side: +/- 1 for the win, plus `stakes` times the
        final multiplier beyond 1 (bombs, spring), so points count but wins come first."""
        landlord_won = winner == self.landlord
        multiplier = self.multiplier
        if self.rules.springs:
            farmers = [s for s in range(self.rules.seats) if s != self.landlord]
            if landlord_won and all(self.plays_made[f] == 0 for f in farmers):
                multiplier *= 2
            elif not landlord_won and self.plays_made[self.landlord] == 1:
                multiplier *= 2
        mine = (seat == self.landlord) == landlord_won
        value = 1.0 + stakes * (multiplier - 1)
        return value if mine else -value


def rollout(sim: Sim, first: Choice, me: int, stakes: float = 1.0) -> float:
    """Play `first`, then every seat by the roll-out policy to the end: `me`'s result."""
    policy = sim.rules.policy
    winner = sim.step(first)
    turns = 0
    while winner is None:
        winner = sim.step(policy(sim.table()))
        turns += 1
        if turns > MAX_TURNS:
            raise RuntimeError("roll-out did not end")
    return sim.value_for(me, winner, stakes)


def landlord_known(observation: dict, ranks: Callable[[Iterable[str]], list[int]] = ranks_of
                   ) -> list[int]:
    """Ranks of the landlord's cards everyone knows: his whole hand when he plays face
    up, else the kitty cards he still holds (everyone saw the kitty; in the four-player
    game nobody but he did, and his observation alone carries it)."""
    kitty = observation.get("kitty")
    landlord = observation["landlord"]
    if not kitty or landlord is None or landlord == observation["seat"]:
        return []
    if observation.get("shown_hand"):
        return ranks(observation["shown_hand"])
    played = {code for seat, codes in observation["history"] if seat == landlord and codes
              for code in codes}
    return ranks([c for c in kitty if c not in played])


CLASSIC = SearchRules(seats=3, policy=normal_play, candidates=candidates, table_from=table_from,
                      landlord_known=partial(landlord_known, ranks=ranks_of),
                      action_for=action_for, is_bomb=Combination.is_bomb.fget, bombs_double=True,
                      springs=True)


class MonteCarlo:
    """The search, for an agent class that also has its game's bidding: set `rules`
    and answer a play decision with `search_play`. Plays within a per-move time
    budget and at most `max_deals` sampled deals."""

    rules: SearchRules = CLASSIC

    def __init__(self, seed: int = 0, time_budget: float = 0.3, max_deals: int = 48,
                 top_k: int = 6, stakes: float = 1.0,
                 clock: Callable[[], float] = time.perf_counter) -> None:
        self.rng = random.Random(seed)
        self.time_budget = time_budget
        self.max_deals = max_deals
        self.top_k = top_k
        self.stakes = stakes
        self.clock = clock
        self.rollouts = 0  # total roll-outs played, for tests and benchmarks
        self.last_deals = 0

    def search_play(self, observation: dict, legal: list[Action]) -> Action:
        start = self.clock()
        rules = self.rules
        t = rules.table_from(observation)
        cands = rules.candidates(t, self.top_k)
        if len(cands) == 1 or (cands[0] is not None and len(cands[0].ranks) == sum(t.hand)):
            return rules.action_for(cands[0], legal)
        return rules.action_for(self._search(observation, t, cands, start), legal)

    def _sample(self, observation: dict, t: Table, known: list[int]) -> list[list[int]]:
        """Hands for all seats: ours as it is, the unseen cards dealt at random to the
        others, the landlord keeping the `known` cards (ranks) he has not played."""
        unseen = [r for r in range(NUM_RANKS) for _ in range(t.pool[r])]
        for r in known:
            unseen.remove(r)
        self.rng.shuffle(unseen)
        seats = self.rules.seats
        hands: list[list[int]] = [[0] * NUM_RANKS for _ in range(seats)]
        hands[t.seat] = list(t.hand)
        for seat in range(seats):
            if seat == t.seat:
                continue
            size = t.sizes[seat]
            mine = known if seat == t.landlord else []
            need = size - len(mine)
            taken, unseen = unseen[:need], unseen[need:]
            for r in mine + taken:
                hands[seat][r] += 1
        return hands

    def _search(self, observation: dict, t: Table, cands: list[Choice], start: float) -> Choice:
        rules = self.rules
        known = rules.landlord_known(observation)
        plays_made = [0] * rules.seats
        for seat, codes in observation["history"]:
            if codes:
                plays_made[seat] += 1
        last = observation["last_play"]
        prev_seat = last["seat"] if last is not None else None
        totals = [0.0] * len(cands)
        deadline = start + self.time_budget
        deals = 0
        while deals < self.max_deals:
            hands = self._sample(observation, t, known)
            for i, cand in enumerate(cands):
                sim = Sim([list(h) for h in hands], t.landlord, t.seat, t.prev,
                          prev_seat if t.prev is not None else t.seat,
                          observation["multiplier"], list(plays_made), rules)
                totals[i] += rollout(sim, cand, t.seat, self.stakes)
                self.rollouts += 1
            deals += 1
            if self.clock() >= deadline:
                break
        self.last_deals = deals
        best = max(range(len(cands)), key=lambda i: (totals[i], -i))
        return cands[best]


class HardAgent(MonteCarlo, NormalAgent):
    """The 3-player hard level: it bids as the normal player does and searches its plays."""

    level = "hard"

    def play(self, observation: dict, legal: list[Action]) -> Action:
        return self.search_play(observation, legal)
