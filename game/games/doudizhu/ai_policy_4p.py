"""Four-player rank-level playing policies (easy, normal), on the same `Table` view
the 3-player ones read (ai_policy.Table: one seat's rank counts plus public facts).

The normal player sheds its lowest cards in the biggest plain play that holds them,
never breaks a bomb (a rank held 4+ times) for a plain play, lets a partner's trick
stand, and bombs only when an enemy is close to going out. It is also the roll-out
policy of the Monte-Carlo player, which calls it thousands of times per move, so it
builds only the plays it can choose (those holding its lowest card when it leads,
the cheapest beater when it follows) instead of every play of a 25-card hand: a
test pins it to the same choice as the definition over `legal_plays_4p`.
"""

from __future__ import annotations

import random

from game.games.doudizhu.ai_policy import Table
from game.games.doudizhu.rules import BLACK_JOKER, NUM_RANKS, RED_JOKER, Combination
from game.games.doudizhu.rules_4p import (
    POSITIONS,
    SEQUENCES_4P,
    beats_4p,
    is_bomb_4p,
    legal_plays_4p,
    rank_at,
    readings_4p,
)

DANGER = 6  # an enemy with this few cards left is worth a bomb
BOMB_MIN = 4  # a rank held this often is a bomb, kept whole by plain plays
LONGEST = POSITIONS - 1  # a sequence never uses the ace at both ends
# Plain plays of one rank: (cards, jokers allowed).
OF_A_RANK = {"single": (1, True), "pair": (2, True), "trio": (3, False)}


def low_first(combo: Combination) -> tuple:
    """Lowest cards first (by rank order), then the bigger play."""
    return (min(combo.ranks), -len(combo.ranks), combo.key)


def bomb_order(combo: Combination) -> tuple:
    """Smallest bomb first: plain bombs by size then rank, the joker bomb last."""
    return (combo.kind, combo.length, combo.key)


def plain_counts(counts) -> list[int]:
    """The counts a plain play may take from: ranks held as bombs left out."""
    return [c if c < BOMB_MIN else 0 for c in counts]


def runs(counts, width: int, fewest: int, above: int = -1) -> list[tuple[int, int, tuple]]:
    """(top position, length, ranks) of every run of `width` cards a rank, at least
    `fewest` long, whose top is above `above`: in rules_4p's order (by first
    position, then length)."""
    held = [counts[rank_at(p)] >= width for p in range(POSITIONS)]
    out = []
    for start in range(POSITIONS):
        for end in range(start, min(POSITIONS, start + LONGEST)):
            if not held[end]:
                break
            if end > above and end - start + 1 >= fewest:
                out.append((end, end - start + 1, tuple(rank_at(p) for p in range(start, end + 1))))
    return out


def _sequence(kind: str, top: int, length: int, ranks: tuple[int, ...]) -> Combination:
    width = SEQUENCES_4P[kind][0]
    return Combination(kind, top, length, tuple(sorted(ranks * width)))


def _plane_pairs(counts, above: int = -1, length: int | None = None) -> list[Combination]:
    pair_runs = runs(counts, 2, 2)
    return [Combination("plane_pair", top, n, tuple(sorted(trios * 3 + pairs * 2)))
            for top, n, trios in runs(counts, 3, 2, above) if length in (None, n)
            for _ptop, plen, pairs in pair_runs
            if plen == n and not set(trios) & set(pairs)]


def _trio_pair(trio: int, pair: int) -> Combination:
    return Combination("trio_pair", trio, 1, tuple(sorted((trio,) * 3 + (pair,) * 2)))


def bombs_of(counts) -> list[Combination]:
    out = [Combination("bomb", r, n, (r,) * n)
           for r in range(BLACK_JOKER) for n in range(BOMB_MIN, counts[r] + 1)]
    if counts[BLACK_JOKER] == 2 and counts[RED_JOKER] == 2:
        out.append(Combination("joker_bomb", RED_JOKER, 4, (BLACK_JOKER,) * 2 + (RED_JOKER,) * 2))
    return out


def finishing(counts, prev: Combination | None) -> Combination | None:
    """The one play that empties the hand (and beats `prev`), if there is one."""
    shape = {c for c in counts if c}
    if len(shape) > 2 or sum(1 for c in counts if c) > 2 and shape not in ({1}, {2}, {3}, {2, 3}):
        return None  # more than two ranks: only a sequence or a plane with pairs
    ranks = tuple(r for r in range(NUM_RANKS) for _ in range(counts[r]))
    return next((c for c in readings_4p(ranks) if prev is None or beats_4p(c, prev)), None)


def lead_plays(counts) -> list[Combination]:
    """The plain plays holding the lowest card a plain play may take, in
    `all_plays` order (empty when every rank held is a bomb)."""
    plain = plain_counts(counts)
    low = next((r for r in range(NUM_RANKS) if plain[r]), None)
    if low is None:
        return []
    out = [Combination(kind, low, 1, (low,) * n) for kind, (n, jokers) in OF_A_RANK.items()
           if plain[low] >= n and (jokers or low < BLACK_JOKER)]
    if plain[low] == 3 and low < BLACK_JOKER:
        out += [_trio_pair(low, p) for p in range(NUM_RANKS) if p != low and plain[p] >= 2]
    if plain[low] >= 2:
        out += [_trio_pair(t, low) for t in range(low + 1, BLACK_JOKER) if plain[t] == 3]
    for kind, (width, fewest) in SEQUENCES_4P.items():
        out += [_sequence(kind, top, n, rs) for top, n, rs in runs(plain, width, fewest)
                if low in rs]
    out += [c for c in _plane_pairs(plain) if low in c.ranks]
    return out


def cheapest_beater(counts, prev: Combination) -> Combination | None:
    """The lowest plain play of `prev`'s kind and size that beats it (bombs kept
    whole); None when there is none (or `prev` is a bomb)."""
    plain = plain_counts(counts)
    kind, key = prev.kind, prev.key
    if kind in OF_A_RANK:
        n, jokers = OF_A_RANK[kind]
        top = NUM_RANKS if jokers else BLACK_JOKER
        r = next((r for r in range(key + 1, top) if plain[r] >= n), None)
        return None if r is None else Combination(kind, r, 1, (r,) * n)
    if kind == "trio_pair":
        for t in range(key + 1, BLACK_JOKER):
            if plain[t] == 3:
                p = next((p for p in range(NUM_RANKS) if p != t and plain[p] >= 2), None)
                if p is not None:
                    return _trio_pair(t, p)
        return None
    if kind in SEQUENCES_4P:
        width = SEQUENCES_4P[kind][0]
        found = [_sequence(kind, top, n, rs) for top, n, rs in runs(plain, width, prev.length, key)
                 if n == prev.length]
        return min(found, key=lambda c: c.key) if found else None
    if kind == "plane_pair":
        found = _plane_pairs(plain, key, prev.length)
        return min(found, key=lambda c: c.key) if found else None
    return None  # a bomb: only a bigger bomb beats it


def normal_play_4p(t: Table) -> Combination | None:
    """The rank-level choice: a combination, or None to pass."""
    counts, prev = t.hand, t.prev
    out = finishing(counts, prev)
    if out is not None:
        return out
    if prev is None:
        plays = lead_plays(counts)
        if not plays:  # nothing but bombs: lead the lowest card all the same
            return min(legal_plays_4p(list(counts)), key=low_first)
        return min(plays, key=lambda c: (-len(c.ranks), c.key))
    if t.prev_seat != t.landlord and t.seat != t.landlord:
        return None  # the partner's trick stands
    plain = cheapest_beater(counts, prev)
    if plain is not None:
        return plain
    bombs = [b for b in bombs_of(counts) if beats_4p(b, prev)]
    enemies = [t.landlord] if t.seat != t.landlord else [s for s in range(len(t.sizes))
                                                         if s != t.seat]
    danger = min(t.sizes[e] for e in enemies)
    if bombs and (danger <= DANGER or sum(counts) <= 8):
        return min(bombs, key=bomb_order)
    return None


def easy_play_4p(t: Table, rng: random.Random) -> Combination | None:
    """Legal but naive: low cards first, some random leads, bombs and lazy passes."""
    plays = legal_plays_4p(list(t.hand), t.prev)
    plain = [p for p in plays if not is_bomb_4p(p)]
    if t.prev is None:
        return min(plain or plays, key=low_first) if rng.random() < 0.6 else rng.choice(plays)
    if not plays or rng.random() < 0.3:
        return None
    return min(plain, key=lambda p: p.key) if plain else (plays[0] if rng.random() < 0.5
                                                          else None)
