"""Guan Dan plays and their comparison: rules sheet §2-§4.

A card here is a face `(rank, suit)`: ranks 2 .. 14 for 2 .. A in natural order,
`SJ` = 16 the small (black) joker and `BJ` = 17 the big (red) joker; suits "SHCD",
"J" for jokers. (The physical pack is the core's two French packs, whose joker codes
say colour: "BJ" there is the black one. In this module and its tests BJ is *big*.)

The level rank of the hand moves up to just below the jokers in level order (§2);
the two hearts of that rank are wild (§3): each stands for any card but a joker.
Because of them a set of cards can read several ways, so classification is a
search: `readings` finds every combination a selection can be read as, and `plays`
every combination a hand can make, both from one enumeration of patterns (§4).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from functools import cache, lru_cache
from typing import NamedTuple

from game.core.protocol import IllegalAction

TWO, TEN, JACK, QUEEN, KING, ACE = 2, 10, 11, 12, 13, 14
LEVEL_SLOT = 15  # where the level rank sits in level order: above A, below the jokers
SJ, BJ = 16, 17  # small (black) joker, big (red) joker
JOKERS = (SJ, BJ)
PLAIN = tuple(range(TWO, ACE + 1))
LEVELS = PLAIN  # a team's level runs 2 .. A
SUITS = "SHCD"
WILD_SUIT = "H"
MAX_WILDS = 2
RANK_CHAR = {**{r: str(r) for r in range(2, 10)}, TEN: "T", JACK: "J", QUEEN: "Q",
             KING: "K", ACE: "A"}
CHAR_RANK = {ch: r for r, ch in RANK_CHAR.items()}

Face = tuple[int, str]


class Combo(NamedTuple):
    """One reading of a play: its kind, the key it is compared by and its size."""

    kind: str
    key: int  # level order for same-rank kinds, the natural top card for sequences
    size: int

    @property
    def is_bomb(self) -> bool:
        return self.kind in BOMB_KINDS

    @property
    def power(self) -> tuple[int, int]:
        """Place on the bomb ladder (§4): 4-card bomb < 5-card bomb < straight flush <
        6- .. 10-card bombs < the joker bomb; then the key."""
        if self.kind == "joker_bomb":
            return (9, 0)
        if self.kind == "straight_flush":
            return (3, self.key)
        if self.kind == "bomb":
            return (self.size - 3 if self.size <= 5 else self.size - 2, self.key)
        return (0, self.key)

    @property
    def reading(self) -> str:
        """How an action names this reading: "straight:9"."""
        return f"{self.kind}:{self.key}"


BOMB_KINDS = frozenset({"bomb", "straight_flush", "joker_bomb"})
# Fixed shapes (§4): kind -> (groups, copies per group); sequences run in natural order.
SEQUENCES = {"straight": (5, 1), "tube": (3, 2), "plate": (2, 3)}
SETS = {"single": 1, "pair": 2, "triple": 3}
KINDS = ("single", "pair", "triple", "full_house", "straight", "tube", "plate", "bomb",
         "straight_flush", "joker_bomb")
NAMES = {
    "single": ("Single", "单张"), "pair": ("Pair", "对子"), "triple": ("Triple", "三同张"),
    "full_house": ("Full house", "三带二"), "straight": ("Straight", "顺子"),
    "tube": ("Tube", "三连对"), "plate": ("Plate", "钢板"), "bomb": ("Bomb", "炸弹"),
    "straight_flush": ("Straight flush", "同花顺"), "joker_bomb": ("Joker bomb", "天王炸"),
}


# --- ranks, orders and faces (§2) -----------------------------------------------------


def level_value(rank: int, level: int) -> int:
    """Level order: 2 < … < A < the level rank < small joker < big joker."""
    return LEVEL_SLOT if rank == level else rank


def is_wild(face: Face, level: int) -> bool:
    return face[0] == level and face[1] == WILD_SUIT


def natural(rank: int) -> int:
    """A sequence position as a rank: 1 is the low ace."""
    return ACE if rank == 1 else rank


def parse(text: str) -> list[Face]:
    """"7H 8S SJ BJ 10D" -> faces. A card is a rank (2-9, 10 or T, J, Q, K, A) then a
    suit (S H C D); SJ and BJ are the small and big jokers."""
    faces = []
    for token in text.upper().replace("10", "T").split():
        if token in ("SJ", "BJ"):
            faces.append((SJ if token == "SJ" else BJ, "J"))
        elif len(token) == 2 and token[0] in CHAR_RANK and token[1] in SUITS:
            faces.append((CHAR_RANK[token[0]], token[1]))
        else:
            raise ValueError(f"not a Guan Dan card: {token!r} (write e.g. 7H, 10S, SJ, BJ)")
    return faces


def face_text(face: Face) -> str:
    rank, suit = face
    if rank in JOKERS:
        return "SJ" if rank == SJ else "BJ"
    return RANK_CHAR[rank] + suit


def rank_text(rank: int) -> str:
    """A rank as players write it: 2 … 10, J, Q, K, A."""
    return "10" if rank == TEN else RANK_CHAR.get(natural(rank), "?")


# --- the pattern search (§3, §4) -------------------------------------------------------

# A pattern asks for cards by slot: a rank (any suit) or a (rank, suit) face.
Slot = int | Face
Need = tuple[tuple[Slot, int], ...]


class Tally:
    """What a set of faces offers the search: plain cards by rank and by face, jokers,
    and the wild cards."""

    def __init__(self, faces: Iterable[Face], level: int) -> None:
        self.level = level
        self.by_rank = [0] * (BJ + 1)
        self.by_face: dict[Face, int] = {}
        self.wilds = 0
        for face in faces:
            if is_wild(face, level):
                self.wilds += 1
            else:
                self.by_rank[face[0]] += 1
                self.by_face[face] = self.by_face.get(face, 0) + 1

    def has(self, slot: Slot) -> int:
        return self.by_face.get(slot, 0) if isinstance(slot, tuple) else self.by_rank[slot]

    def wilds_needed(self, need: Need) -> int:
        return sum(max(0, n - self.has(slot)) for slot, n in need)


def _sequence_needs(kind: str) -> Iterator[tuple[int, Need]]:
    groups, copies = SEQUENCES[kind]
    for start in range(1, ACE - groups + 2):  # A low (1) up to the run ending on A
        yield start + groups - 1, tuple((natural(r), copies) for r in range(start, start + groups))


@cache
def _pattern_table(level: int) -> dict[str, tuple[tuple[Combo, Need], ...]]:
    """Every combination of each kind at this level, as (combo, need): what the search
    tries against a hand."""
    table: dict[str, list[tuple[Combo, Need]]] = {kind: [] for kind in KINDS}
    for kind, n in SETS.items():
        for rank in PLAIN + (JOKERS if kind != "triple" else ()):
            table[kind].append((Combo(kind, level_value(rank, level), n), ((rank, n),)))
    pairs = (level,) + tuple(r for r in PLAIN + JOKERS if r != level)  # wilds as themselves
    for trip in PLAIN:
        for pair in pairs:
            if pair != trip:
                table["full_house"].append(
                    (Combo("full_house", level_value(trip, level), 5), ((trip, 3), (pair, 2))))
    for kind in SEQUENCES:
        for top, need in _sequence_needs(kind):
            table[kind].append((Combo(kind, top, len(need) * need[0][1]), need))
    for rank in PLAIN:
        for n in range(4, 8 + MAX_WILDS + 1):
            table["bomb"].append((Combo("bomb", level_value(rank, level), n), ((rank, n),)))
    for suit in SUITS:
        for top, need in _sequence_needs("straight"):
            table["straight_flush"].append(
                (Combo("straight_flush", top, 5), tuple(((r, suit), 1) for r, _ in need)))
    table["joker_bomb"].append((Combo("joker_bomb", 0, 4), ((SJ, 2), (BJ, 2))))
    return {kind: tuple(found) for kind, found in table.items()}


def _patterns(level: int, kinds: Iterable[str]) -> Iterator[tuple[Combo, Need]]:
    table = _pattern_table(level)
    for kind in kinds:
        yield from table[kind]


def _stands_for(tally: Tally, need: Need) -> tuple[Face, ...]:
    """The cards the wilds stand for when `need` is met from this tally (suit "" when
    any suit would do)."""
    stands: list[Face] = []
    for slot, n in need:
        face = slot if isinstance(slot, tuple) else (slot, "")
        stands += [face] * max(0, n - tally.has(slot))
    return tuple(stands)


def _allowed(tally: Tally, combo: Combo, need: Need) -> bool:
    """Enough wilds, never a wild for a joker, and wilds alone only as themselves (a
    level single or pair, clarification "wild cards alone")."""
    short = 0
    for slot, n in need:
        missing = max(0, n - tally.has(slot))
        if missing and (slot if isinstance(slot, int) else slot[0]) in JOKERS:
            return False
        short += missing
    if short > tally.wilds:
        return False
    if short == combo.size:
        return combo.kind in SETS and combo.key == LEVEL_SLOT
    return True


def kinds_to_follow(prev: Combo | None) -> tuple[str, ...]:
    """The kinds that may answer `prev`: anything on a lead, else its own kind or a bomb."""
    if prev is None:
        return KINDS
    if prev.is_bomb:
        return ("bomb", "straight_flush", "joker_bomb")
    return (prev.kind, "bomb", "straight_flush", "joker_bomb")


def beats(play: Combo, prev: Combo) -> bool:
    """§4: any bomb beats any non-bomb; bombs go by the ladder; otherwise the same kind
    and size with a higher key."""
    if play.is_bomb or prev.is_bomb:
        return play.is_bomb and (not prev.is_bomb or play.power > prev.power)
    return play.kind == prev.kind and play.size == prev.size and play.key > prev.key


KIND_SIZES = {"single": (1,), "pair": (2,), "triple": (3,), "full_house": (5,),
              "straight": (5,), "tube": (6,), "plate": (6,), "bomb": tuple(range(4, 11)),
              "straight_flush": (5,), "joker_bomb": (4,)}


def readings(faces: Sequence[Face], level: int, prev: Combo | None = None) -> list[Combo]:
    """Every combination these exact cards can be read as (beating `prev` if given),
    strongest first. Empty when they make none."""
    return list(read_with_wilds(faces, level, prev))


def read_with_wilds(faces: Sequence[Face], level: int,
                    prev: Combo | None = None) -> dict[Combo, tuple[Face, ...]]:
    """`readings`, each with what its wilds stand for."""
    tally = Tally(faces, level)
    size = len(faces)
    kinds = [k for k in kinds_to_follow(prev) if size in KIND_SIZES[k]]
    found: dict[Combo, tuple[Face, ...]] = {}
    for combo, need in _patterns(level, kinds):
        if combo.size != size or combo in found:
            continue
        # Every plain card of the selection must be used: no slot may ask for fewer.
        if any(tally.has(slot) > n for slot, n in need):
            continue
        used = sum(tally.has(slot) for slot, _ in need)
        if used != size - tally.wilds or not _allowed(tally, combo, need):
            continue
        if prev is None or beats(combo, prev):
            found[combo] = _stands_for(tally, need)
    order = sorted(found, key=lambda c: (c.is_bomb, c.power, KINDS.index(c.kind)),
                   reverse=True)
    return {combo: found[combo] for combo in order}


@cache
def _needs_of(level: int) -> dict[Combo, tuple[Need, ...]]:
    """The patterns by the combination they make, in the pattern table's order."""
    index: dict[Combo, list[Need]] = {}
    for entries in _pattern_table(level).values():
        for combo, need in entries:
            index.setdefault(combo, []).append(need)
    return {combo: tuple(needs) for combo, needs in index.items()}


def read_as(faces: Sequence[Face], level: int, combo: Combo) -> tuple[Face, ...] | None:
    """What the wilds stand for when these exact cards are read as `combo`, or None
    when they cannot be: `read_with_wilds(faces, level).get(combo)`, trying only that
    combination's patterns (a play that names its reading is checked this way)."""
    return _read_as(tuple(sorted(faces)), level, combo)


@lru_cache(maxsize=20_000)  # searches play the same few shapes over and over
def _read_as(faces: tuple[Face, ...], level: int, combo: Combo) -> tuple[Face, ...] | None:
    needs = _needs_of(level).get(combo)
    if needs is None or len(faces) != combo.size:
        return None
    tally = Tally(faces, level)
    plain = combo.size - tally.wilds
    for need in needs:
        if any(tally.has(slot) > n for slot, n in need):
            continue
        if sum(tally.has(slot) for slot, _ in need) != plain or \
                not _allowed(tally, combo, need):
            continue
        return _stands_for(tally, need)
    return None


def why_not(faces: Sequence[Face], level: int, prev: Combo | None,
            reading: str = "") -> tuple[Combo | None, IllegalAction | None]:
    """The reading these cards are played as, or the refusal: not a combination, does
    not beat the play on the table, or several readings and none chosen."""
    if not faces:
        return None, IllegalAction("choose", "Choose the cards you want to play.")
    every = readings(faces, level)
    if not every:
        return None, IllegalAction("shape", "Those cards are not a Guan Dan combination.")
    legal = [c for c in every if prev is None or beats(c, prev)]
    if not legal:
        return None, IllegalAction(
            "weak", "That does not beat the play on the table.", play=every[0].kind,
            prev=prev.kind if prev else "")
    if reading:
        chosen = next((c for c in legal if c.reading == reading), None)
        if chosen is None:
            return None, IllegalAction("reading", "Those cards cannot be played that way.")
        return chosen, None
    if len(legal) > 1:
        return None, IllegalAction("which", "Those cards can be played more than one way: "
                                   "choose one.", n=len(legal))
    return legal[0], None


# --- every play a hand can make ------------------------------------------------------


class Found(NamedTuple):
    """A play from a hand: positions in the hand list, the reading, and what each wild
    stands for (faces; suit "" when any suit would do)."""

    cards: tuple[int, ...]
    combo: Combo
    wild_as: tuple[Face, ...]


def plays(hand: Sequence[Face], level: int, prev: Combo | None = None) -> list[Found]:
    """Every combination the hand can play (beating `prev` when given), one choice of
    cards per reading and pattern: plain cards before wilds, and among copies of a
    rank the ones least useful to a straight flush."""
    tally = Tally(hand, level)
    spare = _spare_order(hand, level)
    found: list[Found] = []
    seen: set = set()
    for combo, need in _patterns(level, kinds_to_follow(prev)):
        if prev is not None and not beats(combo, prev):
            continue
        if not _allowed(tally, combo, need):
            continue
        cards, wild_as = _pick(need, spare)
        key = (combo, tuple(sorted(cards)))
        if key not in seen:
            seen.add(key)
            found.append(Found(cards, combo, wild_as))
    return found


def _spare_order(hand: Sequence[Face], level: int) -> dict:
    """Positions of the hand by slot, best to give away first; "wild" for the wilds."""
    suits_near: dict[tuple[str, int], int] = {}
    for rank, suit in hand:
        for r in range(rank - 4, rank + 5):
            suits_near[(suit, r)] = suits_near.get((suit, r), 0) + 1
    order: dict = {"wild": []}
    for i, face in enumerate(hand):
        if is_wild(face, level):
            order["wild"].append(i)
            continue
        order.setdefault(face[0], []).append(i)
        order.setdefault(face, []).append(i)
    for slot, positions in order.items():
        if isinstance(slot, int):
            positions.sort(key=lambda i: (suits_near[(hand[i][1], hand[i][0])], i))
    return order


def _pick(need: Need, spare: dict) -> tuple[tuple[int, ...], tuple[Face, ...]]:
    cards: list[int] = []
    wild_as: list[Face] = []
    wilds = iter(spare["wild"])
    for slot, n in need:
        own = spare.get(slot, [])[:n]
        cards += own
        for _ in range(n - len(own)):
            cards.append(next(wilds))
            wild_as.append(slot if isinstance(slot, tuple) else (slot, ""))
    return tuple(cards), tuple(wild_as)


def parse_reading(reading: str, size: int) -> Combo:
    kind, key = reading.split(":")
    if kind not in KINDS:
        raise ValueError(f"unknown kind {kind!r}")
    return Combo(kind, int(key), size)
