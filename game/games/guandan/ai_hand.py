"""Guan Dan hand judgement for the computer players: what a hand costs to empty, and
what the unseen cards could still beat.

`hand_cost(faces, level)` splits a hand into plays and sums what each costs: a weak
group is about one turn to get rid of, a group nobody is likely to beat costs little,
a bomb is worth a turn back (negative). Bombs and the joker bomb are kept whole, a
straight flush is tried, sequences are searched, triples take the lowest pairs as
full houses, and each wild card is tried where it helps most (completing a bomb, a
sequence or a lone card's pair, or as the level card itself). Everything works on
rank counts, memoised, so a decision can afford a few dozen evaluations.

`Unseen` counts the cards neither in this hand nor played (card counting for hard).
Nothing here sees a state: only faces from the public pack and the rules' helpers.
"""

from __future__ import annotations

from functools import lru_cache

from game.core.cards import french_pack
from game.games.guandan import rules
from game.games.guandan.rules import ACE, BJ, JOKERS, LEVEL_SLOT, SJ, SUITS, Combo, Face

PACK = french_pack(2)
# Card id -> face, as the model reads the pack (the core's black joker is the small one).
FACES: tuple[Face, ...] = tuple(
    (SJ, "J") if c.rank == "B" else (BJ, "J") if c.rank == "R"
    else (rules.CHAR_RANK[c.rank], c.suit) for c in PACK.cards)
ID_OF_CODE = {c.code: c.id for c in PACK.cards}
PLAIN = tuple(range(2, ACE + 1))

# What a group costs: a bomb wins a turn back; the joker bomb most.
JOKER_BOMB = -1.4
STRAIGHT_FLUSH = -0.75


def bomb_cost(size: int) -> float:
    return -0.45 - 0.12 * (size - 4)


def set_strength(kind: str, key: int) -> float:
    """0 (anybody beats it) .. 1 (nobody can without a bomb), by level order."""
    s = (key - 9) / 8
    if kind == "pair":
        s += 0.1
    elif kind in ("triple", "full_house"):
        s += 0.2
    return min(1.0, max(0.0, s))


def seq_strength(kind: str, top: int) -> float:
    s = (top - 8) / 6 + (0.1 if kind != "straight" else 0.0)
    return min(1.0, max(0.0, s))


def combo_strength(combo: Combo) -> float:
    if combo.is_bomb:
        return 1.0
    if combo.kind in rules.SEQUENCES:
        return seq_strength(combo.kind, combo.key)
    return set_strength(combo.kind, combo.key)


# --- the decomposition -------------------------------------------------------------------

Counts = tuple[int, ...]  # index = natural rank 2..14, 16 SJ, 17 BJ; wilds not counted


def summary(faces, level: int) -> tuple[Counts, int, tuple[int, ...]]:
    """(counts by natural rank, wild cards, per-suit bitmask of ranks held)."""
    counts = [0] * (BJ + 1)
    masks = dict.fromkeys(SUITS, 0)
    wilds = 0
    for rank, suit in faces:
        if rank == level and suit == rules.WILD_SUIT:
            wilds += 1
            continue
        counts[rank] += 1
        if rank <= ACE:
            masks[suit] |= 1 << rank | (2 if rank == ACE else 0)
    return tuple(counts), wilds, tuple(masks[s] for s in SUITS)


def hand_cost(faces, level: int) -> float:
    """About how many turns the hand still needs (lower is better)."""
    return _cost(*summary(faces, level), level)


@lru_cache(maxsize=50_000)
def _cost(counts: Counts, wilds: int, masks: tuple[int, ...], level: int) -> float:
    c = list(counts)
    base = 0.0
    if c[SJ] == 2 and c[BJ] == 2:
        base, c[SJ], c[BJ] = JOKER_BOMB, 0, 0
    best = base + _rest(tuple(c), wilds, level)
    for ranks, need in _flush_options(c, wilds, masks):
        c2 = list(c)
        for r in ranks:
            c2[r] -= 1
        best = min(best, base + STRAIGHT_FLUSH + _rest(tuple(c2), wilds - need, level))
    return best


def _flush_options(c: list[int], wilds: int, masks: tuple[int, ...]):
    """Straight flushes the hand holds (a wild may fill a gap), none breaking a bomb."""
    found = []
    for mask in masks:
        for top in range(5, ACE + 1):
            have = [ACE if bit == 1 else bit for bit in range(top - 4, top + 1)
                    if mask >> bit & 1]
            need = 5 - len(have)
            if need <= wilds and need <= 1 and all(c[r] < 4 for r in have):
                found.append((have, need))
    found.sort(key=lambda f: f[1])
    return found[:4]


SEQS: tuple[tuple[str, int, tuple[int, ...], int], ...] = tuple(
    (kind, top, tuple(ACE if r == 1 else r for r in range(top - groups + 1, top + 1)), copies)
    for kind, (groups, copies) in rules.SEQUENCES.items()
    for top in range(groups, ACE + 1))


@lru_cache(maxsize=200_000)
def _rest(counts: Counts, wilds: int, level: int) -> float:
    c = list(counts)
    total = 0.0
    for r in PLAIN:
        if c[r] >= 4:
            total += bomb_cost(c[r])
            c[r] = 0
    return total + _seq(tuple(c), wilds, level, 0, 0)


@lru_cache(maxsize=200_000)
def _seq(c: Counts, wilds: int, level: int, start: int, depth: int) -> float:
    best = _sets(c, wilds, level)
    if depth >= 4:
        return best
    for i in range(start, len(SEQS)):
        kind, top, ranks, copies = SEQS[i]
        need = 0
        useful = 0
        for r in ranks:
            n = c[r]
            if n < copies:
                need += copies - n
            elif n == copies or (copies == 1 and n == 3):
                useful += 1
        if need > wilds or need > 1 or useful < len(ranks) - 2:
            continue
        c2 = list(c)
        for r in ranks:
            c2[r] = max(0, c2[r] - copies)
        cost = 1.0 - seq_strength(kind, top)
        best = min(best, cost + _seq(tuple(c2), wilds - need, level, i, depth + 1))
    return best


@lru_cache(maxsize=200_000)
def _sets(c: Counts, wilds: int, level: int) -> float:
    """Singles, pairs, triples (triples with the lowest pairs as full houses) and bombs
    made with wilds; each wild tried as the level card or on a rank it improves."""
    if wilds:
        options = {level} | {r for r in PLAIN if 1 <= c[r] <= 3}
        best = 99.0
        for r in options:
            c2 = list(c)
            c2[r] += 1
            best = min(best, _sets(tuple(c2), wilds - 1, level))
        return best
    total = 0.0
    triples, pairs = [], []
    for r in PLAIN + JOKERS:
        n = c[r]
        if not n:
            continue
        key = rules.level_value(r, level)
        if n >= 4:
            total += bomb_cost(n)
        elif n == 3:
            triples.append(key)
        elif n == 2:
            pairs.append(key)
        else:
            total += 1.0 - set_strength("single", key)
    triples.sort()
    pairs.sort()
    merged = 0
    for t in triples:
        if merged < len(pairs) and pairs[merged] <= ACE:
            total += 1.0 - set_strength("full_house", t)
            merged += 1
        else:
            total += 1.0 - set_strength("triple", t)
    for p in pairs[merged:]:
        total += 1.0 - set_strength("pair", p)
    return total


def clear_caches() -> None:
    """Forget the memoised evaluations (for fair timing)."""
    for fn in (_cost, _rest, _seq, _sets):
        fn.cache_clear()


def single_combination(faces, level: int) -> bool:
    """Do these cards make one play (so the holder could go out in one turn)?"""
    return bool(faces) and bool(rules.readings(faces, level))


# --- card counting -------------------------------------------------------------------------


class Unseen:
    """Cards neither in this hand nor played yet: what the other three hold between them."""

    def __init__(self, hand_ids, played_ids, level: int) -> None:
        self.level = level
        counts = [0] * (BJ + 1)
        wilds = 0
        for card in range(len(FACES)):
            counts[FACES[card][0]] += 1
        counts[level] -= 2  # the two wild hearts are counted apart
        wilds = 2
        for card in list(hand_ids) + list(played_ids):
            rank, suit = FACES[card]
            if rank == level and suit == rules.WILD_SUIT:
                wilds -= 1
            else:
                counts[rank] -= 1
        self.counts = counts
        self.wilds = wilds

    def bombs_possible(self) -> int:
        """How many bombs the other hands could hold at most (a rough upper count)."""
        n = sum(1 for r in PLAIN if self.counts[r] + self.wilds >= 4)
        if self.counts[SJ] == 2 and self.counts[BJ] == 2:
            n += 1
        return n

    def beatable(self, combo: Combo, most: int) -> bool:
        """Could some other hand (at most `most` cards) beat this non-bomb play without a
        bomb? Treats the unseen cards as one hand, so it errs on the side of yes."""
        if combo.is_bomb:
            return False
        if most < combo.size:
            return False
        level, c, w = self.level, self.counts, self.wilds
        if combo.kind in rules.SETS or combo.kind == "full_house":
            n = 3 if combo.kind == "full_house" else rules.SETS[combo.kind]
            for r in PLAIN + JOKERS:
                if rules.level_value(r, level) <= combo.key:
                    continue
                if r in JOKERS:
                    if c[r] >= n:
                        return True
                elif c[r] + w >= n and c[r] > 0:
                    return True
            if combo.kind != "full_house" and combo.key < LEVEL_SLOT and w >= n:
                return True  # the wilds themselves, as level cards
            return False
        groups, copies = rules.SEQUENCES[combo.kind]
        for top in range(combo.key + 1, ACE + 1):
            short = sum(max(0, copies - c[ACE if r == 1 else r])
                        for r in range(top - groups + 1, top + 1))
            if short <= w:
                return True
        return False

    def beats_possible(self, combo: Combo, most: int) -> bool:
        """Could it be beaten at all, bombs included?"""
        return self.beatable(combo, most) or (most >= 4 and self.bombs_possible() > 0)
