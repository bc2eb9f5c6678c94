"""The dictionary (E4, E15) and the word search (E17) every part of the game shares.

`words.txt` (2-7 letters) and `common.txt` lie beside this file, made by
tools/make_wordmaid_words.py from Debian's SCOWL lists (licence: WORDS-LICENSE.txt).

The search runs on an index built once: the dictionary's words grouped by their sorted
letters (anagrams share one entry), each entry with a 26-bit mask of its letters, by
length. For a hand (its cards' first letters, "?" for a joker) and a table card (its
headword, "?" for a joker) an entry is playable if some 1-2 letters of the headword, at
distinct positions (a table joker: any one letter), with the hand's letters and jokers
make up its letters, and at least one hand card is used (E14). Entries whose letters the
hand and the table card cannot reach are skipped by their mask before any counting, so
a search is a few milliseconds even for a 27-card hand.

For each playable word the search gives the table positions that use the most hand
cards (one table letter if one does; then the fewest hand jokers; then the lowest
positions): the play that sheds the most."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

HERE = Path(__file__).resolve().parent
MAX_LEN = 7
MIN_LEN = 3  # E4's default; 2 with the variant's option
ALPHABET = "abcdefghijklmnopqrstuvwxyz"
WILD = "?"


@cache
def words() -> frozenset[str]:
    """Every word of the dictionary."""
    return frozenset((HERE / "words.txt").read_text(encoding="utf-8").split())


@cache
def common_words() -> frozenset[str]:
    """The common words (E15's learner filter; the easy computer's vocabulary)."""
    return frozenset((HERE / "common.txt").read_text(encoding="utf-8").split())


def is_word(word: str, min_len: int = MIN_LEN) -> bool:
    return min_len <= len(word) <= MAX_LEN and word in words()


@dataclass(frozen=True, slots=True)
class Entry:
    mask: int  # a bit per letter present
    need: tuple[tuple[int, int], ...]  # (letter index, count)
    words: tuple[str, ...]  # the anagrams, sorted


@cache
def index() -> dict[int, tuple[Entry, ...]]:
    """The dictionary by length, anagrams grouped."""
    groups: dict[str, list[str]] = defaultdict(list)
    for word in words():
        groups["".join(sorted(word))].append(word)
    by_len: dict[int, list[Entry]] = defaultdict(list)
    for key, group in groups.items():
        counts: dict[int, int] = {}
        for ch in key:
            counts[ord(ch) - 97] = counts.get(ord(ch) - 97, 0) + 1
        mask = 0
        for li in counts:
            mask |= 1 << li
        by_len[len(key)].append(Entry(mask, tuple(sorted(counts.items())), tuple(sorted(group))))
    return {n: tuple(entries) for n, entries in sorted(by_len.items())}


def _choose_table(need, have, jokers: int, table: str, length: int
                  ) -> tuple[int, ...] | None:
    """The table positions that make this entry with the most hand cards (None: none)."""
    want = dict(need)
    deficit = 0
    for li, count in need:
        if count > have[li]:
            deficit += count - have[li]
    if table == WILD:
        return (0,) if deficit <= jokers + 1 and length >= 2 else None
    best = None  # a single letter: (deficit left, position)
    for pos, ch in enumerate(table):
        li = ord(ch) - 97
        c = want.get(li, 0)
        if not c:
            continue
        left = deficit - 1 if c > have[li] else deficit
        if best is None or left < best[0]:
            best = (left, pos)
    if best is not None and best[0] <= jokers and length >= 2:
        return (best[1],)
    if best is None or length < 3:
        return None
    pair = None
    for i in range(len(table)):
        a = ord(table[i]) - 97
        ca = want.get(a, 0)
        if not ca:
            continue
        for j in range(i + 1, len(table)):
            b = ord(table[j]) - 97
            cb = want.get(b, 0)
            if a == b:
                if ca < 2:
                    continue
                cut = min(2, max(0, ca - have[a]))
            else:
                if not cb:
                    continue
                cut = (1 if ca > have[a] else 0) + (1 if cb > have[b] else 0)
            if deficit - cut <= jokers and (pair is None or cut > pair[0]):
                pair = (cut, (i, j))
    return pair[1] if pair is not None else None


@lru_cache(maxsize=4096)
def playable(hand: str, table: str, min_len: int = MIN_LEN) -> tuple[tuple[str, tuple], ...]:
    """Every word the hand's letters (`hand`: one letter a card, "?" a joker) and the table
    card (`table`: its headword, "?" a joker) make, with the table positions that shed
    the most: ((word, positions), ...) sorted by word."""
    have = [0] * 26
    jokers = 0
    for ch in hand:
        if ch == WILD:
            jokers += 1
        else:
            have[ord(ch) - 97] += 1
    avail = 0
    for li in range(26):
        if have[li]:
            avail |= 1 << li
    wild = jokers
    if table == WILD:
        wild += 1
    else:
        for ch in table:
            avail |= 1 << (ord(ch) - 97)
    outside = ~avail
    longest = min(MAX_LEN, len(hand) + (1 if table == WILD else 2))
    found: list[tuple[str, tuple]] = []
    for length, entries in index().items():
        if length < min_len or length > longest:
            continue
        for entry in entries:
            extra = entry.mask & outside
            if extra and (not wild or extra.bit_count() > wild):
                continue
            positions = _choose_table(entry.need, have, jokers, table, length)
            if positions is not None:
                found.extend((w, positions) for w in entry.words)
    found.sort()
    return tuple(found)


def count_words(hand_letters: str, table_word: str, min_len: int = MIN_LEN) -> int:
    """The learner's hint (E12): how many words can be made now from these hand letters
    ("?" a joker) and this table card's headword ("?" a joker)."""
    return len(playable("".join(sorted(hand_letters)), table_word, min_len))


def common_count(hand_letters: str, table_word: str, min_len: int = MIN_LEN) -> int:
    """The hint in learner mode (E15): the common words among them."""
    common = common_words()
    return sum(1 for w, _ in playable("".join(sorted(hand_letters)), table_word, min_len)
               if w in common)


def table_letters_of(word: str, table: str, positions: tuple[int, ...]) -> list[str]:
    """The letters the table card gives at these positions (a joker's: unknown, "?")."""
    return [WILD if table == WILD else table[p] for p in positions]
