"""Rank-level playing and bidding policies (easy and normal).

They see a `Table`: one seat's own rank counts plus public facts (hand sizes, the
play to beat and who made it, the cards nobody has played yet). Working on counts
rather than on the model's state keeps them fast enough to be the roll-out policy of
the Monte-Carlo player, which calls them thousands of times per move.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from game.games.doudizhu.ai_hand import decompose, plays_needed
from game.games.doudizhu.rules import (
    ACE,
    BLACK_JOKER,
    NUM_RANKS,
    RED_JOKER,
    SEQUENCES,
    TWO,
    Combination,
    legal_plays,
    readings,
)

SEATS = 3
FULL_DECK: tuple[int, ...] = (4,) * 13 + (1, 1)
_WIDTH = {"single": 1, "pair": 2, "trio": 3, "trio_single": 3, "trio_pair": 3,
          "quad_two_singles": 4, "quad_two_pairs": 4}
_PLANE_WIDTH = {"plane": 3, "plane_single": 3, "plane_pair": 3}


class Table(NamedTuple):
    """What one seat knows when it decides a play."""

    seat: int
    landlord: int
    hand: tuple[int, ...]  # own rank counts
    sizes: tuple[int, ...]  # cards left per seat
    prev: Combination | None  # the play to beat; None when leading
    prev_seat: int | None  # who made it
    pool: tuple[int, ...]  # cards in the other hands, as rank counts


def minus(counts, combo: Combination) -> tuple[int, ...]:
    out = list(counts)
    for r in combo.ranks:
        out[r] -= 1
    return tuple(out)


def can_be_beaten(pool, combo: Combination) -> bool:
    """Could some play made from `pool` beat `combo`? Treats both other hands as one
    pool, so it errs on the side of 'yes' (a pair split over two hands counts)."""
    kind, key = combo.kind, combo.key
    if kind == "rocket":
        return False
    if pool[BLACK_JOKER] and pool[RED_JOKER]:
        return True
    # Slices and `in` run in C: this is called for most candidates of every roll-out turn.
    if kind == "bomb":
        return 4 in pool[key + 1:TWO + 1]
    if 4 in pool[:TWO + 1]:
        return True
    if kind == "single":
        return any(pool[key + 1:])
    width = _WIDTH.get(kind)
    if width == 4:
        return False  # only a higher quad beats it, and every quad is a bomb already
    if width is not None:
        return key < TWO and max(pool[key + 1:TWO + 1]) >= width
    width = _PLANE_WIDTH.get(kind) or SEQUENCES[kind][0]
    n = combo.length
    run = 0
    for r in range(key + 1, ACE + 1):
        run = run + 1 if pool[r] >= width else 0
        if run >= n:
            return True
    return False


def _enemies(t: Table) -> list[int]:
    if t.seat == t.landlord:
        return [s for s in range(SEATS) if s != t.seat]
    return [t.landlord]


def _lead_score(g: Combination, boss: bool) -> float:
    """Lower leads first: low cards early, long chains early, control cards late."""
    score = float(g.key)
    if g.is_bomb:
        score += 100
    if boss:
        score += 30
    if len(g.ranks) >= 5:
        score -= 4
    elif len(g.ranks) >= 3:
        score -= 1
    return score


def whole_hand(counts) -> Combination | None:
    """The single play that empties the hand, if there is one."""
    n = sum(counts)
    if n > 20:
        return None
    found = readings(tuple(r for r in range(NUM_RANKS) for _ in range(counts[r])))
    return max(found, key=lambda c: (c.is_bomb, c.key)) if found else None


def _lead(t: Table) -> Combination:
    hand, pool = t.hand, t.pool
    plan = decompose(hand)
    if len(plan) == 1:
        return plan[0]
    if len(plan) <= 3:
        out = whole_hand(hand)
        if out is not None:
            return out
    boss = [not can_be_beaten(pool, g) for g in plan]
    if sum(1 for b in boss if not b) <= 1:
        # Everything but at most one play wins its trick: cash the winners, keep the
        # loser for last (non-bombs first, they do not double the stakes needlessly).
        winners = [g for g, b in zip(plan, boss, strict=True) if b]
        if winners:
            return min(winners, key=lambda g: (g.is_bomb, -len(g.ranks), g.key))
    farmer = t.seat != t.landlord
    nxt = (t.seat + 1) % SEATS
    if farmer and nxt != t.landlord:
        partner_left = t.sizes[nxt]
        low = min(r for r in range(NUM_RANKS) if hand[r])
        if partner_left == 1:
            return Combination("single", low, 1, (low,))  # feed the partner his last card
        if partner_left == 2:
            pair = next((r for r in range(TWO + 1) if hand[r] >= 2), None)
            if pair is not None and pair < ACE:
                return Combination("pair", pair, 1, (pair, pair))
    danger = min(t.sizes[e] for e in _enemies(t))
    order = sorted(range(len(plan)), key=lambda i: _lead_score(plan[i], boss[i]))
    if danger <= 2:
        # The enemy may hold exactly a single (or a pair): lead shapes he cannot follow.
        avoid = "single" if danger == 1 else "pair"
        for i in order:
            g = plan[i]
            if g.kind != avoid and g.kind != "single" and not g.is_bomb:
                return g
        if danger == 1:
            for i in order:
                if plan[i].kind != "single":
                    return plan[i]
            high = max(r for r in range(NUM_RANKS) if hand[r])
            return Combination("single", high, 1, (high,))
    return plan[order[0]]


def _follow(t: Table) -> Combination | None:
    hand, prev, pool = t.hand, t.prev, t.pool
    cands = legal_plays(list(hand), prev)
    if not cands:
        return None
    total = sum(hand)
    for c in cands:
        if len(c.ranks) == total:
            return c  # go out
    farmer = t.seat != t.landlord
    nxt = (t.seat + 1) % SEATS
    plain = [c for c in cands if not c.is_bomb]
    bombs = [c for c in cands if c.is_bomb]
    if farmer and t.prev_seat != t.landlord:
        # The partner holds the trick. Only take it over to stop a landlord who sits
        # next and is nearly out, with a play he cannot beat; or to finish next turn.
        if nxt == t.landlord and t.sizes[t.landlord] <= 2 and can_be_beaten(pool, prev):
            safe = [c for c in plain if not can_be_beaten(pool, c)]
            if safe:
                return min(safe, key=lambda c: c.key)
        for c in plain:
            rest = minus(hand, c)
            if not can_be_beaten(pool, c) and plays_needed(rest) == 1:
                return c
        return None
    danger = min(t.sizes[e] for e in _enemies(t))
    press = danger <= 2 or (not farmer and danger <= 3)
    base = plays_needed(hand)
    scored = []
    for c in plain:
        rest = minus(hand, c)
        scored.append((plays_needed(rest) - base, c.key, c))
    scored.sort(key=lambda s: (s[0], s[1]))
    if danger <= 2 and plain and (prev.kind == "single" or danger == 2):
        # The enemy is nearly out: take the trick with a play he cannot beat, else
        # with the highest one we have, whatever it costs the plan.
        safe = [s for s in scored if not can_be_beaten(pool, s[2])]
        if safe:
            return safe[0][2]
        return max(plain, key=lambda c: c.key)
    fit = [s for s in scored if s[0] <= -1]
    if fit:
        delta, key, choice = fit[0]
        # Spending a joker on a low card mid-hand wastes control; hold it.
        if (key >= BLACK_JOKER and not press and base > 3 and prev.key < ACE
                and prev.kind == "single"):
            return None
        return choice
    if press:
        if plain:
            safe = [s for s in scored if not can_be_beaten(pool, s[2])]
            if safe:
                return safe[0][2]
            return max(plain, key=lambda c: c.key)
        if bombs:
            return min(bombs, key=lambda c: (c.kind == "rocket", c.key))
        return None
    # A small break (same number of plays) is fine to take the lead from the enemy.
    cheap = [s for s in scored if s[0] == 0 and s[1] < TWO]
    if cheap and (sum(hand) <= 10 or prev.key >= 7):
        return cheap[0][2]
    if bombs:
        bomb = min(bombs, key=lambda c: (c.kind == "rocket", c.key))
        if danger <= 4 or plays_needed(minus(hand, bomb)) <= 2:
            return bomb
    return None


def normal_play(t: Table) -> Combination | None:
    """The heuristic play: None means pass (only when following)."""
    return _lead(t) if t.prev is None else _follow(t)


def easy_play(t: Table, rng: random.Random) -> Combination | None:
    """Legal but naive: low cards first, bombs at random, and some lazy passes."""
    hand = t.hand
    if t.prev is None:
        low = min(r for r in range(NUM_RANKS) if hand[r])
        if rng.random() < 0.6:
            return Combination("single", low, 1, (low,))
        plays = [c for c in legal_plays(list(hand), None) if not c.is_bomb]
        if not plays:
            return Combination("single", low, 1, (low,))
        return rng.choice(plays)
    cands = legal_plays(list(hand), t.prev)
    if not cands or rng.random() < 0.3:
        return None
    plain = [c for c in cands if not c.is_bomb]
    if plain:
        return min(plain, key=lambda c: c.key)
    return cands[0] if rng.random() < 0.5 else None


# --- bidding -----------------------------------------------------------------------------


def hand_strength(counts) -> float:
    """A rough score of a 17-card hand: high cards, bombs and few plays."""
    score = 4.0 * counts[RED_JOKER] + 3.0 * counts[BLACK_JOKER] + 2.0 * counts[TWO]
    score += 0.5 * counts[ACE]
    if counts[BLACK_JOKER] and counts[RED_JOKER]:
        score += 2
    score += sum(5.0 for r in range(TWO + 1) if counts[r] == 4)
    score += max(0, 10 - plays_needed(counts))
    return score


BID_THRESHOLDS = (9.0, 11.5, 14.0)  # strength needed for a bid of 1, 2, 3


def normal_bid(counts, high_bid: int, thresholds=BID_THRESHOLDS) -> int:
    strength = hand_strength(counts)
    value = sum(1 for t in thresholds if strength >= t)
    return value if value > high_bid else 0


def easy_bid(counts, high_bid: int, rng: random.Random) -> int:
    strength = hand_strength(counts) + rng.uniform(-4, 4)
    value = sum(1 for t in BID_THRESHOLDS if strength >= t)
    return value if value > high_bid else 0


# --- the optional auction and multipliers (auction.py) -------------------------------------

CALL_THRESHOLD = BID_THRESHOLDS[0]  # call the landlord with a hand worth a bid of 1
ROB_THRESHOLD = BID_THRESHOLDS[1]  # rob with one worth a bid of 2
# Measured (hand_strength): over 400 deals a landlord's 20 cards have median 10.0, top
# 15% 13.5, top 5% 17.0; a farmer's 17 cards after a normal-level auction (600 hands)
# median 7.0, top 15% 9.0, top 10% 10.0.
FARMER_DOUBLE = 9.5
LANDLORD_DOUBLE = 15.0
SHOW_THRESHOLD = 17.5


def call_choice(counts, robbing: bool, noise: float = 0.0) -> bool:
    """Call the landlord (or, once someone called, rob) when the hand is strong enough."""
    return hand_strength(counts) + noise >= (ROB_THRESHOLD if robbing else CALL_THRESHOLD)


def double_choice(counts, landlord: bool, noise: float = 0.0) -> bool:
    """Double in the doubling round with a hand in about the top eighth for its role
    (a landlord's hand is strong already: he doubles from a higher mark)."""
    return hand_strength(counts) + noise >= (LANDLORD_DOUBLE if landlord else FARMER_DOUBLE)


def show_choice(counts, noise: float = 0.0) -> bool:
    """Play face up only with a hand so strong that showing it costs little."""
    return hand_strength(counts) + noise >= SHOW_THRESHOLD
