"""Hand decomposition for the computer players: split a hand into the fewest plays.

A hand is 15 rank counts (rules.py ranks 0..14 = 3..A, 2, B, R). The rocket and every
bomb are kept whole; then a memoised search tries every set of chains (straights,
pair straights, bare planes) and groups what is left into trios, pairs and singles,
hanging the lowest singles (or pairs) on trios and planes as kickers. Among plans with
the same number of plays it prefers the one whose loose singles and pairs are highest,
because low loose cards are the ones that are hard to get rid of.

Results are cached by the counts tuple: the Monte-Carlo player asks for the same hands
thousands of times per move.
"""

from __future__ import annotations

from functools import lru_cache

from game.games.doudizhu.rules import (
    ACE,
    BLACK_JOKER,
    RED_JOKER,
    SEQUENCES,
    TWO,
    Combination,
)

# (kind, cards per rank, shortest run, longest run)
_CHAINS = tuple((kind, *SEQUENCES[kind]) for kind in ("straight", "pair_straight", "plane"))
_CACHE_LIMIT = 200_000

# A chain in the search is a small tuple: (kind index, low rank, length).
Chain = tuple[int, int, int]


def _chains(counts: tuple[int, ...]) -> list[Chain]:
    found = []
    for index, (_kind, width, shortest, longest) in enumerate(_CHAINS):
        run = 0  # length of the run of ranks with >= width cards ending at r
        for r in range(ACE + 1):
            if counts[r] >= width:
                run += 1
                # every chain ending at r: lengths shortest..min(run, longest)
                for length in range(shortest, min(run, longest) + 1):
                    found.append((index, r - length + 1, length))
            else:
                run = 0
    return found


def _take(counts: tuple[int, ...], chain: Chain) -> tuple[int, ...]:
    index, low, length = chain
    width = _CHAINS[index][1]
    out = list(counts)
    for r in range(low, low + length):
        out[r] -= width
    return tuple(out)


def _finish(counts: tuple[int, ...], planes: tuple[int, ...]) -> tuple[int, int, list, list]:
    """Group the loose cards. Returns (plays, tie-break score, trio plan, leftovers) where
    the plans say which kickers hang on which trio or plane."""
    trios = [r for r in range(TWO + 1) if counts[r] == 3]
    pairs = [r for r in range(TWO + 1) if counts[r] == 2]
    singles = [r for r in range(RED_JOKER + 1) if counts[r] == 1]
    # 2s and jokers stay loose: they win tricks on their own.
    low_singles = [r for r in singles if r < TWO]
    low_pairs = [r for r in pairs if r < TWO]
    carried: list[tuple[str, int, tuple[int, ...]]] = []  # (carrier kind, key, kickers)
    for n in planes:
        if len(low_singles) >= n:
            carried.append(("plane_single", n, tuple(low_singles[:n])))
            low_singles = low_singles[n:]
        elif len(low_pairs) >= n:
            carried.append(("plane_pair", n, tuple(low_pairs[:n])))
            low_pairs = low_pairs[n:]
        else:
            carried.append(("plane", n, ()))
    for t in trios:
        if low_singles:
            carried.append(("trio_single", t, (low_singles.pop(0),)))
        elif low_pairs and low_pairs[0] != t:
            carried.append(("trio_pair", t, (low_pairs.pop(0),)))
        else:
            carried.append(("trio", t, ()))
    loose_singles = low_singles + [r for r in singles if r >= TWO]
    loose_pairs = low_pairs + [r for r in pairs if r >= TWO]
    plays = len(carried) + len(loose_singles) + len(loose_pairs)
    # Tie-break: high loose cards are good, high kickers are wasted.
    score = 2 * (sum(loose_singles) + sum(loose_pairs)) - sum(k for c in carried for k in c[2])
    return plays, score, carried, [loose_singles, loose_pairs]


@lru_cache(maxsize=_CACHE_LIMIT)
def _search(counts: tuple[int, ...], planes: tuple[int, ...]) -> tuple[int, int, tuple]:
    """Best (plays, -loose sum, chains) for these counts, given planes already chosen
    (their kickers come from what is left, so they are part of the key)."""
    plays, loose, _c, _l = _finish(counts, planes)
    best = (plays, -loose, ())
    for chain in _chains(counts):
        rest = _take(counts, chain)
        sub_planes = planes + (chain[2],) if chain[0] == 2 else planes
        sub = _search(rest, sub_planes)
        cand = (sub[0] + (chain[0] != 2), sub[1], (chain,) + sub[2])
        if cand[:2] < best[:2]:
            best = cand
    return best


def _split_rocket_and_bombs(counts: tuple[int, ...]) -> tuple[list[Combination], tuple]:
    """The rocket and every bomb, kept whole, and the counts left for the search."""
    rest = list(counts)
    whole: list[Combination] = []
    if rest[BLACK_JOKER] and rest[RED_JOKER]:
        whole.append(Combination("rocket", RED_JOKER, 1, (BLACK_JOKER, RED_JOKER)))
        rest[BLACK_JOKER] = rest[RED_JOKER] = 0
    for r in range(TWO + 1):
        if rest[r] == 4:
            whole.append(Combination("bomb", r, 1, (r,) * 4))
            rest[r] = 0
    return whole, tuple(rest)


def decompose(counts) -> tuple[Combination, ...]:
    """The hand as the fewest plays: rocket, bombs, chains, trios with kickers, pairs,
    singles. Every card appears in exactly one play."""
    return _decompose(tuple(counts))


@lru_cache(maxsize=_CACHE_LIMIT)
def _decompose(counts: tuple[int, ...]) -> tuple[Combination, ...]:
    groups, counts_t = _split_rocket_and_bombs(counts)
    _plays, _loose, chains = _search(counts_t, ())
    planes: list[int] = []
    for chain in chains:
        counts_t = _take(counts_t, chain)
        index, low, length = chain
        kind, width = _CHAINS[index][:2]
        if kind == "plane":
            planes.append(length)
            continue
        groups.append(Combination(kind, low, length, tuple(
            r for r in range(low, low + length) for _ in range(width))))
    _p, _l, carried, (singles, pairs) = _finish(counts_t, tuple(planes))
    plane_lows = [c[1] for c in chains if c[0] == 2]
    plane_index = 0
    for kind, key_or_n, kickers in carried:
        if kind.startswith("plane"):
            n, low = key_or_n, plane_lows[plane_index]
            plane_index += 1
            wing = 2 if kind == "plane_pair" else 1
            ranks = sorted([r for r in range(low, low + n) for _ in range(3)]
                           + [k for k in kickers for _ in range(wing)])
            groups.append(Combination(kind, low, n, tuple(ranks)))
        else:
            wing = 2 if kind == "trio_pair" else 1
            ranks = sorted([key_or_n] * 3 + [k for k in kickers for _ in range(wing)])
            groups.append(Combination(kind, key_or_n, 1, tuple(ranks)))
    groups.extend(Combination("pair", r, 1, (r, r)) for r in pairs)
    groups.extend(Combination("single", r, 1, (r,)) for r in singles)
    return tuple(groups)


def plays_needed(counts) -> int:
    """How many plays the best decomposition needs (the hand's 'turn count').
    Same search as `decompose`, without building the plays: the policies ask this
    for every candidate of every turn of every roll-out."""
    return _plays_needed(tuple(counts))


@lru_cache(maxsize=_CACHE_LIMIT)
def _plays_needed(counts: tuple[int, ...]) -> int:
    whole, rest = _split_rocket_and_bombs(counts)
    return len(whole) + _search(rest, ())[0]
