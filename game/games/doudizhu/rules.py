"""Dou Di Zhu combinations, comparison and scoring: rules sheet §1, §5 and §7.

Cards are ranks here (suits never matter): ints 0..14 for 3 4 5 6 7 8 9 T J Q K A
2 B R, where B is the black (small) joker and R the red (big) joker. A hand is a
list of 15 counts. Everything is a pure function, shared by the model, the hint
and the computer players.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import NamedTuple

from game.core.protocol import IllegalAction

RANK_CHARS = "3456789TJQKA2BR"
ACE, TWO, BLACK_JOKER, RED_JOKER = 11, 12, 13, 14
NUM_RANKS = 15

KINDS = (
    "single", "pair", "trio", "trio_single", "trio_pair", "straight", "pair_straight",
    "plane", "plane_single", "plane_pair", "bomb", "rocket",
    "quad_two_singles", "quad_two_pairs",
)

# Sequences run from 3 up to A: (cards per rank, minimum length, maximum length).
SEQUENCES = {
    "straight": (1, 5, 12),
    "pair_straight": (2, 3, 10),
    "plane": (3, 2, 6),
}
# A plane with wings: the kicker shape (cards per kicker rank) and the most triplets
# a 20-card hand can hold with wings.
PLANE_WINGS = {"plane_single": (1, 5), "plane_pair": (2, 4)}

NAMES = {
    "single": ("Single", "单张"), "pair": ("Pair", "对子"), "trio": ("Triplet", "三张"),
    "trio_single": ("Triplet + single", "三带一"), "trio_pair": ("Triplet + pair", "三带二"),
    "straight": ("Sequence", "顺子"), "pair_straight": ("Pair sequence", "连对"),
    "plane": ("Airplane", "飞机"), "plane_single": ("Airplane + singles", "飞机带单"),
    "plane_pair": ("Airplane + pairs", "飞机带对"), "bomb": ("Bomb", "炸弹"),
    "rocket": ("Rocket", "火箭"), "quad_two_singles": ("Four + two singles", "四带二"),
    "quad_two_pairs": ("Four + two pairs", "四带两对"),
}


class Combination(NamedTuple):
    """One legal play: its kind, the rank that decides comparison, its length and cards."""

    kind: str
    key: int  # the deciding rank as an int; the lowest rank of a sequence or plane
    length: int  # cards in a straight, pairs in a pair straight, triplets in a plane, else 1
    ranks: tuple[int, ...]  # every card's rank, ascending

    @property
    def key_rank(self) -> str | None:
        return None if self.kind == "rocket" else RANK_CHARS[self.key]

    @property
    def is_bomb(self) -> bool:
        return self.kind == "bomb" or self.kind == "rocket"

    def text(self) -> str:
        return "".join(RANK_CHARS[r] for r in self.ranks)


class CardParseError(ValueError):
    pass


def parse_cards(text: str) -> tuple[int, ...]:
    """"33344456" -> rank ints, ascending. Ranks 3456789TJQKA2, B and R jokers; "10" = T."""
    cleaned = text.upper().replace("10", "T").replace(" ", "").replace("-", "").replace(",", "")
    try:
        return tuple(sorted(RANK_CHARS.index(ch) for ch in cleaned))
    except ValueError:
        raise CardParseError(f"not a card in {text!r}: ranks are 3-9 T J Q K A 2 B R") from None


def count_ranks(ranks) -> list[int]:
    counts = [0] * NUM_RANKS
    for r in ranks:
        counts[r] += 1
    return counts


def _ranks_of(pairs) -> tuple[int, ...]:
    """Expand (rank, copies) pairs to an ascending rank tuple."""
    out: list[int] = []
    for rank, copies in sorted(pairs):
        out.extend([rank] * copies)
    return tuple(out)


def _sequence_run(counts: list[int], width: int) -> tuple[int, int] | None:
    """If the cards are exactly `width` copies of consecutive ranks within 3..A,
    return (lowest rank, number of ranks)."""
    present = [r for r in range(NUM_RANKS) if counts[r]]
    if any(counts[r] != width for r in present) or present[-1] > ACE:
        return None
    if present[-1] - present[0] + 1 != len(present):
        return None
    return present[0], len(present)


def _plane_with_wings(counts: list[int], n_cards: int, kind: str) -> list[Combination]:
    """Every way to read the cards as n consecutive triplets plus n kickers of one shape
    (strict rule: kickers differ from each other and from the triplet ranks; never
    both jokers as single kickers)."""
    wing, _most = PLANE_WINGS[kind]
    n, rest = divmod(n_cards, 3 + wing)
    if rest or n < 2:
        return []
    found = []
    for low in range(0, ACE - n + 2):
        body = range(low, low + n)
        if any(counts[r] < 3 for r in body):
            continue
        left = list(counts)
        for r in body:
            left[r] -= 3
        if any(left[r] for r in body):
            continue  # a kicker would share a triplet's rank
        if all(c in (0, wing) for c in left) and sum(1 for c in left if c) == n:
            if wing == 1 and left[BLACK_JOKER] and left[RED_JOKER]:
                continue
            found.append(Combination(kind, low, n, _ranks_of(
                [(r, 3) for r in body] + [(r, wing) for r in range(NUM_RANKS) if left[r]])))
    return found


def readings(ranks) -> list[Combination]:
    """Every legal reading of a set of cards (usually one; empty if it is no play)."""
    return list(_readings(tuple(sorted(ranks))))


@lru_cache(maxsize=65536)  # plays repeat a lot across hands, rollouts and the UI
def _readings(ranks: tuple[int, ...]) -> tuple[Combination, ...]:
    n = len(ranks)
    if n == 0:
        return []
    counts = count_ranks(ranks)
    shape = sorted((c for c in counts if c), reverse=True)
    top = max(range(NUM_RANKS), key=lambda r: (counts[r], r))  # rank of the largest group
    found: list[Combination] = []
    if n == 1:
        found.append(Combination("single", ranks[0], 1, ranks))
    elif n == 2 and shape == [2]:
        found.append(Combination("pair", ranks[0], 1, ranks))
    elif n == 2 and ranks == (BLACK_JOKER, RED_JOKER):
        found.append(Combination("rocket", RED_JOKER, 1, ranks))
    elif shape == [3]:
        found.append(Combination("trio", top, 1, ranks))
    elif shape == [4]:
        found.append(Combination("bomb", top, 1, ranks))
    elif shape == [3, 1]:
        found.append(Combination("trio_single", top, 1, ranks))
    elif shape == [3, 2]:
        found.append(Combination("trio_pair", top, 1, ranks))
    elif shape == [4, 1, 1] and not (counts[BLACK_JOKER] and counts[RED_JOKER]):
        found.append(Combination("quad_two_singles", top, 1, ranks))
    elif shape == [4, 2, 2]:
        found.append(Combination("quad_two_pairs", top, 1, ranks))
    for kind, (width, shortest, _longest) in SEQUENCES.items():
        if n % width == 0 and n // width >= shortest:
            run = _sequence_run(counts, width)
            if run:
                found.append(Combination(kind, run[0], run[1], ranks))
    for kind in PLANE_WINGS:
        found.extend(_plane_with_wings(counts, n, kind))
    return tuple(found)


def preference(combo: Combination) -> tuple[int, int, int]:
    """Sheet §5: prefer the rocket, then a bomb, then the reading with the highest main rank."""
    return (combo.kind == "rocket", combo.kind == "bomb", combo.key + combo.length - 1)


def classify(ranks) -> Combination | None:
    """The combination these cards form, or None if they are not one legal play."""
    found = readings(ranks)
    return max(found, key=preference) if found else None


def beats(play: Combination, prev: Combination) -> bool:
    """Does `play` beat `prev` (sheet §4): same kind and length and higher, or a bomb
    over any non-bomb or lower bomb, or the rocket over everything."""
    if play.kind == "rocket":
        return prev.kind != "rocket"
    if prev.kind == "rocket":
        return False
    if play.kind == "bomb":
        return prev.kind != "bomb" or play.key > prev.key
    return play.kind == prev.kind and play.length == prev.length and play.key > prev.key


def why_not(play: Combination | None, prev: Combination | None) -> IllegalAction | None:
    """Why a play is refused (reason key, kind names and an English sentence), or None
    when it is legal."""
    if play is None:
        return IllegalAction("not_combo", "Those cards are not a legal combination.")
    if prev is None or beats(play, prev):
        return None
    prev_name = NAMES[prev.kind][0].lower()
    if prev.kind == "rocket":
        return IllegalAction("rocket", "Nothing beats the rocket.")
    if play.kind != prev.kind or play.length != prev.length:
        if prev.kind in SEQUENCES or prev.kind in PLANE_WINGS:
            return IllegalAction("same_len", f"You must play a {prev_name} of the same length, "
                                 "or a bomb.", prev=prev.kind)
        return IllegalAction("kind", f"You must play a {prev_name}, or a bomb.", prev=prev.kind)
    return IllegalAction("low", f"Your {NAMES[play.kind][0].lower()} does not beat the "
                         f"{prev_name} on the table.", play=play.kind, prev=prev.kind)


# --- Enumerating every legal play from a hand -------------------------------------------


def _groups(counts: list[int], above: int, width: int, highest: int = RED_JOKER) -> list[int]:
    return [r for r in range(above + 1, highest + 1) if counts[r] >= width]


def _runs(counts: list[int], width: int) -> list[int]:
    """run[r]: how many consecutive ranks from r upward (within 3..A) hold `width` cards."""
    run = [0] * (ACE + 2)
    for r in range(ACE, -1, -1):
        run[r] = run[r + 1] + 1 if counts[r] >= width else 0
    return run


# Plays without kickers never change, so they are built once.
_SIMPLE = {
    kind: tuple(Combination(kind, r, 1, (r,) * width) for r in range(NUM_RANKS))
    for kind, width in (("single", 1), ("pair", 2), ("trio", 3), ("bomb", 4))
}
_ROCKET = Combination("rocket", RED_JOKER, 1, (BLACK_JOKER, RED_JOKER))
_SEQUENCE_PLAYS = {
    kind: {(low, ln): Combination(kind, low, ln, tuple(
        r for r in range(low, low + ln) for _ in range(width)))
        for ln in range(shortest, longest + 1) for low in range(0, ACE - ln + 2)}
    for kind, (width, shortest, longest) in SEQUENCES.items()
}


def _sequences(counts: list[int], kind: str, above: int, length: int | None) -> list[Combination]:
    width, shortest, longest = SEQUENCES[kind]
    run = _runs(counts, width)
    table = _SEQUENCE_PLAYS[kind]
    if length is not None:
        return [table[low, length] for low in range(above + 1, ACE - length + 2)
                if run[low] >= length]
    return [table[low, ln] for low in range(ACE + 1)
            for ln in range(shortest, min(run[low], longest) + 1)]


def _kicker_sets(counts: list[int], exclude: range | tuple, n: int, wing: int):
    pool = [r for r in range(NUM_RANKS) if counts[r] >= wing and r not in exclude]
    for chosen in combinations(pool, n):
        if wing == 1 and BLACK_JOKER in chosen and RED_JOKER in chosen:
            continue
        yield chosen


def _planes_with_wings(counts, kind, above, length) -> list[Combination]:
    wing, longest = PLANE_WINGS[kind]
    lengths = range(2, longest + 1) if length is None else (length,)
    found = []
    run = _runs(counts, 3)
    planes = _SEQUENCE_PLAYS["plane"]
    for n in lengths:
        for low in range(above + 1, ACE - n + 2):
            if run[low] < n:
                continue
            body = planes[low, n].ranks
            for kickers in _kicker_sets(counts, range(low, low + n), n, wing):
                found.append(Combination(kind, low, n, tuple(sorted(body + kickers * wing))))
    return found


def _with_kickers(counts, kind, above, core: int, n_kickers: int, wing: int):
    found = []
    for rank in _groups(counts, above, core, highest=TWO):
        body = (rank,) * core
        for kickers in _kicker_sets(counts, (rank,), n_kickers, wing):
            found.append(Combination(kind, rank, 1, tuple(sorted(body + kickers * wing))))
    return found


_WIDTH = {"single": 1, "pair": 2, "trio": 3, "bomb": 4}


def _plays_of_kind(counts: list[int], kind: str, above: int, length: int | None):
    if kind in _SIMPLE:
        width, table = _WIDTH[kind], _SIMPLE[kind]
        return [table[r] for r in range(above + 1, NUM_RANKS) if counts[r] >= width]
    if kind == "rocket":
        return [_ROCKET] if counts[BLACK_JOKER] and counts[RED_JOKER] else []
    if kind == "trio_single":
        return _with_kickers(counts, kind, above, 3, 1, 1)
    if kind == "trio_pair":
        return _with_kickers(counts, kind, above, 3, 1, 2)
    if kind == "quad_two_singles":
        return _with_kickers(counts, kind, above, 4, 2, 1)
    if kind == "quad_two_pairs":
        return _with_kickers(counts, kind, above, 4, 2, 2)
    if kind in SEQUENCES:
        return _sequences(counts, kind, above, length)
    return _planes_with_wings(counts, kind, above, length)


def legal_plays(counts: list[int], prev: Combination | None = None) -> list[Combination]:
    """Every combination this hand may play: any play when leading (prev None),
    else the plays that beat `prev`."""
    if prev is None:
        found = []
        for kind in KINDS:
            found.extend(_plays_of_kind(counts, kind, -1, None))
        return found
    if prev.kind == "rocket":
        return []
    found = [] if prev.kind == "bomb" else _plays_of_kind(counts, prev.kind, prev.key, prev.length)
    found.extend(_plays_of_kind(counts, "bomb", prev.key if prev.kind == "bomb" else -1, None))
    found.extend(_plays_of_kind(counts, "rocket", -1, None))
    return found


# --- Scoring (sheet §7) -----------------------------------------------------------------


def hand_value(bid: int, multiplier: int) -> int:
    """S = base (the winning bid) x M."""
    return bid * multiplier


def settle(landlord: int, landlord_won: bool, value: int, seats: int = 3) -> list[int]:
    """Score deltas: the landlord wins or pays 2S, each farmer pays or wins S."""
    sign = 1 if landlord_won else -1
    return [sign * value * (seats - 1) if s == landlord else -sign * value for s in range(seats)]
