"""Four-player Dou Di Zhu's combinations: rules sheet §9 (they replace §5 completely).

Two packs: a hand is 15 rank counts as in rules.py (3 … A, 2, B, R), up to 8 of a
rank and 2 of each joker. Sequences may run A-low (A-2-3-4-5), 2-low (2-3-4-5-6) or
A-high (…K-A), never J-Q-K-A-2: they live on *positions* 0..13 = A(low), 2(low),
3, …, K, A(high), and a sequence is compared by its top position. Bombs are 4 to 8
of a rank (more cards beat fewer, then the higher rank); all four jokers are the
joker bomb, which beats everything. No single kickers, no quad-plus-two.
"""

from __future__ import annotations

from functools import lru_cache

from game.core.protocol import IllegalAction
from game.games.doudizhu.rules import (
    ACE,
    BLACK_JOKER,
    NAMES,
    NUM_RANKS,
    RANK_CHARS,
    RED_JOKER,
    TWO,
    Combination,
    count_ranks,
)

COPIES = 8  # of each plain rank (two packs)
BOMB_SIZES = range(4, COPIES + 1)
POSITIONS = 14  # A(low) 2(low) 3 … K A(high)
# Sequences: (cards per rank, fewest ranks).
SEQUENCES_4P = {"straight": (1, 5), "pair_straight": (2, 3), "plane": (3, 2)}
KINDS_4P = ("single", "pair", "trio", "trio_pair", "straight", "pair_straight", "plane",
            "plane_pair", "bomb", "joker_bomb")
NAMES_4P = {**NAMES, "joker_bomb": ("Joker bomb", "天王炸")}


def rank_at(pos: int) -> int:
    """The rank at a sequence position: 0 = A (low), 1 = 2 (low), 2..12 = 3..K, 13 = A."""
    if pos in (0, POSITIONS - 1):
        return ACE
    return TWO if pos == 1 else pos - 2


def top_rank(combo: Combination) -> str:
    """The deciding card as a rank character (a sequence's top card)."""
    if combo.kind == "joker_bomb":
        return RANK_CHARS[RED_JOKER]
    if combo.kind in SEQUENCES_4P or combo.kind == "plane_pair":
        return RANK_CHARS[rank_at(combo.key)]
    return RANK_CHARS[combo.key]


def _run(ranks: set[int]) -> list[tuple[int, int]]:
    """Every way `ranks` lie on consecutive positions: (top position, length). The ace
    may sit low or high (both, for the 13 ranks A…K / 2…A), the two only low."""
    if not ranks or ranks & {BLACK_JOKER, RED_JOKER}:
        return []
    found = []
    for ace in (0, POSITIONS - 1) if ACE in ranks else (None,):
        pos = sorted(ace if r == ACE else 1 if r == TWO else r + 2 for r in ranks)
        if pos[-1] - pos[0] == len(pos) - 1:
            found.append((pos[-1], len(pos)))
    return found


def readings_4p(ranks) -> list[Combination]:
    """Every legal reading of these cards under §9 (empty: no play)."""
    return list(_readings(tuple(sorted(ranks))))


@lru_cache(maxsize=65536)
def _readings(ranks: tuple[int, ...]) -> tuple[Combination, ...]:
    n = len(ranks)
    if n == 0:
        return ()
    counts = count_ranks(ranks)
    present = {r for r in range(NUM_RANKS) if counts[r]}
    jokers = counts[BLACK_JOKER] + counts[RED_JOKER]
    found: list[Combination] = []
    if n == 1:
        found.append(Combination("single", ranks[0], 1, ranks))
    if len(present) == 1:
        r = ranks[0]
        if n == 2:
            found.append(Combination("pair", r, 1, ranks))  # BJ+BJ and RJ+RJ too
        elif n == 3 and not jokers:
            found.append(Combination("trio", r, 1, ranks))
        elif n in BOMB_SIZES and not jokers:
            found.append(Combination("bomb", r, n, ranks))
    if n == 4 and counts[BLACK_JOKER] == 2 and counts[RED_JOKER] == 2:
        found.append(Combination("joker_bomb", RED_JOKER, 4, ranks))
    shape = sorted((counts[r] for r in present), reverse=True)
    if shape == [3, 2]:
        trio = next(r for r in present if counts[r] == 3)
        if trio < BLACK_JOKER:
            found.append(Combination("trio_pair", trio, 1, ranks))
    for kind, (width, fewest) in SEQUENCES_4P.items():
        if all(counts[r] == width for r in present) and len(present) >= fewest:
            found += [Combination(kind, top, length, ranks) for top, length in _run(present)]
    if n % 5 == 0 and n >= 10 and set(shape) == {3, 2}:
        trios = {r for r in present if counts[r] == 3}
        pairs = present - trios
        if len(trios) == len(pairs) == n // 5 and _run(pairs):
            found += [Combination("plane_pair", top, length, ranks)
                      for top, length in _run(trios)]
    return tuple(found)


def preference_4p(combo: Combination) -> tuple:
    """The reading a play is taken as when it has several: a bomb first, then the
    highest deciding card."""
    return (combo.kind == "joker_bomb", combo.kind == "bomb", combo.length, combo.key)


def is_bomb_4p(combo: Combination) -> bool:
    return combo.kind in ("bomb", "joker_bomb")


def beats_4p(play: Combination, prev: Combination) -> bool:
    """§9: the joker bomb beats everything; a bomb beats any non-bomb and a smaller
    bomb (more cards, then the higher rank); otherwise the same kind and size, higher."""
    if play.kind == "joker_bomb":
        return prev.kind != "joker_bomb"
    if prev.kind == "joker_bomb":
        return False
    if play.kind == "bomb":
        return prev.kind != "bomb" or (play.length, play.key) > (prev.length, prev.key)
    return play.kind == prev.kind and play.length == prev.length and play.key > prev.key


def why_not_4p(play: Combination | None, prev: Combination | None) -> IllegalAction | None:
    """Why a play is refused, in the reason keys the 3-player game uses; None if legal."""
    if play is None:
        return IllegalAction("not_combo", "Those cards are not a legal combination.")
    if prev is None or beats_4p(play, prev):
        return None
    prev_name = NAMES_4P[prev.kind][0].lower()
    if prev.kind == "joker_bomb":
        return IllegalAction("joker_bomb", "Nothing beats the joker bomb.")
    if play.kind != prev.kind or play.length != prev.length:
        reason = "same_len" if prev.kind in SEQUENCES_4P or prev.kind == "plane_pair" else "kind"
        return IllegalAction(reason, f"You must play a {prev_name} of the same size, or a bomb.",
                             prev=prev.kind)
    return IllegalAction("low", f"Your {NAMES_4P[play.kind][0].lower()} does not beat the "
                         f"{prev_name} on the table.", play=play.kind, prev=prev.kind)


# --- every legal play from a hand ----------------------------------------------------------


def _runs(counts: list[int], width: int, fewest: int) -> list[tuple[int, int, tuple]]:
    """(top position, length, ranks) of every run of `width` cards a rank."""
    out = []
    for start in range(POSITIONS):
        for end in range(start, min(POSITIONS, start + POSITIONS - 1)):
            if counts[rank_at(end)] < width:
                break
            if end - start + 1 >= fewest:
                out.append((end, end - start + 1,
                            tuple(rank_at(p) for p in range(start, end + 1))))
    return out


def all_plays(counts: list[int]) -> list[Combination]:
    """Every combination the hand can make (each once)."""
    plays: list[Combination] = []
    plain = range(BLACK_JOKER)
    for r in range(NUM_RANKS):
        c = counts[r]
        if c >= 1:
            plays.append(Combination("single", r, 1, (r,)))
        if c >= 2:
            plays.append(Combination("pair", r, 1, (r, r)))
        if c >= 3 and r in plain:
            plays.append(Combination("trio", r, 1, (r,) * 3))
            plays += [Combination("trio_pair", r, 1, tuple(sorted((r,) * 3 + (p, p))))
                      for p in range(NUM_RANKS) if p != r and counts[p] >= 2]
        if r in plain:
            plays += [Combination("bomb", r, size, (r,) * size) for size in range(4, c + 1)]
    if counts[BLACK_JOKER] == 2 and counts[RED_JOKER] == 2:
        plays.append(Combination("joker_bomb", RED_JOKER, 4,
                                 (BLACK_JOKER,) * 2 + (RED_JOKER,) * 2))
    for kind, (width, fewest) in SEQUENCES_4P.items():
        plays += [Combination(kind, top, length, tuple(sorted(rs * width)))
                  for top, length, rs in _runs(counts, width, fewest)]
    trio_runs = _runs(counts, 3, 2)
    pair_runs = _runs(counts, 2, 2)
    for top, length, trios in trio_runs:
        for _ptop, plen, pairs in pair_runs:
            if plen == length and not set(trios) & set(pairs):
                plays.append(Combination("plane_pair", top, length,
                                         tuple(sorted(trios * 3 + pairs * 2))))
    return list(dict.fromkeys(plays))


def legal_plays_4p(counts: list[int], prev: Combination | None = None) -> list[Combination]:
    """Every play the hand may make now: any when leading, else those that beat `prev`."""
    plays = all_plays(counts)
    return plays if prev is None else [p for p in plays if beats_4p(p, prev)]


# --- scoring (§9) --------------------------------------------------------------------------


def settle_4p(landlord: int, landlord_won: bool, value: int, seats: int = 4) -> list[int]:
    """Each farmer pays the landlord S, or the landlord pays each farmer S."""
    sign = 1 if landlord_won else -1
    return [sign * value * (seats - 1) if s == landlord else -sign * value
            for s in range(seats)]

