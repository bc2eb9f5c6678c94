"""Bao Huang plays, comparison, the 憋6 rule, scoring and the end of a hand: rules sheet
§1, §5-§11.

Cards are rank values here (suits never matter): 6 .. 14 for 6 .. A, 15 for 2, 16 for
the small (black) joker, 17 for the big (red) joker. Text notation follows the card
codes of `game.core.cards`: "6789TJQKA2", "B" small joker, "R" big joker. A hand is a
dict {rank value: count}. Everything is a pure function for the model, hints and AIs.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from functools import lru_cache
from itertools import permutations
from typing import NamedTuple

from game.core.cards import Card, Pack, french_pack
from game.core.protocol import IllegalAction

SIX, ACE, TWO, SMALL, BIG = 6, 14, 15, 16, 17
JOKERS = (SMALL, BIG)
PLAIN_RANKS = tuple(range(SIX, TWO + 1))  # the ranks a set is made of
RANK_VALUE = {ch: v for v, ch in enumerate("6789TJQKA2BR", start=SIX)}
RANK_CHAR = {v: ch for ch, v in RANK_VALUE.items()}
MAX_SET = 16  # four packs hold 16 cards of each plain rank

# The marked cards are physical cards of pack 0 (sheet §1): sceptre and sword.
EMPEROR_CARD = "RJ"  # a big (red) joker
GUARD_CARD = "BJ"  # a small (black) joker

# Cards each deck leaves out of four 54-card packs (sheet §1, §8): ranks, then codes.
DECKS = {
    "ls168": ("345", ()),
    "wh165": ("345", ("6H~3", "6C~3", "6D~3")),  # three of the sixteen 6s
}


def card_rank(card: Card) -> int:
    return RANK_VALUE[card.rank]


def parse(text: str) -> list[int]:
    """"RB777" -> rank values, high to low. "10" may be written for T."""
    cleaned = text.upper().replace("10", "T").replace(" ", "")
    try:
        return sorted((RANK_VALUE[ch] for ch in cleaned), reverse=True)
    except KeyError:
        raise ValueError(f"not a Bao Huang card in {text!r}: use 6-9 T J Q K A 2 B R") from None


def text(ranks) -> str:
    return "".join(RANK_CHAR[r] for r in sorted(ranks, reverse=True))


def baohuang_pack(deck: str = "ls168") -> Pack:
    """Four packs minus the 3s, 4s and 5s (and for "wh165" three 6s), ids renumbered."""
    dropped_ranks, dropped_codes = DECKS[deck]
    kept = [c for c in french_pack(4).cards
            if c.rank not in dropped_ranks and c.code not in dropped_codes]
    cards = tuple(Card(i, c.rank, c.suit, c.deck) for i, c in enumerate(kept))
    return Pack(f"baohuang{len(cards)}", cards)


def is_emperor_card(code: str) -> bool:
    return code == EMPEROR_CARD


def is_guard_card(code: str) -> bool:
    return code == GUARD_CARD


# --- Plays (sheet §5) --------------------------------------------------------------------


class Shape(NamedTuple):
    """A legal play: a set of one plain rank with jokers attached, or jokers only."""

    kind: str  # "set" or "jokers"
    rank: int | None  # the plain rank of a set; None for jokers only
    count: int  # plain cards in a set; 0 for jokers only
    big: int
    small: int

    @property
    def size(self) -> int:
        return self.count + self.big + self.small


def _why_shape(ranks) -> IllegalAction | None:
    if not ranks:
        return IllegalAction("empty", "Choose at least one card.")
    if any(r not in RANK_CHAR for r in ranks):
        return IllegalAction("bad_rank", "That card is not in the Bao Huang deck.")
    plain = [r for r in ranks if r not in JOKERS]
    kinds = set(plain)
    if len(kinds) > 1:
        if TWO in kinds:
            return IllegalAction("two_attached", "2s cannot be attached to another rank; "
                                 "only jokers can.")
        return IllegalAction("mixed", "A play is one rank, with jokers attached if you like.")
    if len(plain) > MAX_SET:
        return IllegalAction("too_many", f"A set has at most {MAX_SET} cards of a rank.")
    return None


def classify(ranks) -> Shape | None:
    """The shape of a play, or None if the cards are not a legal play."""
    if _why_shape(ranks) is not None:
        return None
    big, small = ranks.count(BIG), ranks.count(SMALL)
    plain = [r for r in ranks if r not in JOKERS]
    if not plain:
        return Shape("jokers", None, 0, big, small)
    return Shape("set", plain[0], len(plain), big, small)


def _roasts(old) -> bool:
    # Roasting only changes anything when the play being beaten holds a joker (§9).
    return any(r in JOKERS for r in old)


# Roasting cores (§9): besides a single strictly higher card, the joker groups that
# beat one joker of the old play.
ROAST_CORES = {
    BIG: ((BIG, BIG), (SMALL, SMALL, SMALL)),
    SMALL: ((SMALL, SMALL),),
}


def _plain_beats(new, old) -> bool:
    if len(new) != len(old):
        return False
    return all(n > o for n, o in zip(sorted(new, reverse=True), sorted(old, reverse=True),
                                     strict=True))


@lru_cache(maxsize=4096)
def _cover(old: tuple[int, ...], new: tuple[tuple[int, int], ...]) -> bool:
    """Can disjoint cores from the `new` counts beat every card of `old` (high to low)?
    Unused new cards are simply leftovers, which may join any group."""
    if not old:
        return True
    card, rest = old[0], old[1:]
    have = dict(new)
    options = [(r,) for r in have if r > card]
    options += ROAST_CORES.get(card, ())
    for core in options:
        need = Counter(core)
        if all(have.get(r, 0) >= n for r, n in need.items()):
            left = tuple(sorted((r, have[r] - need.get(r, 0)) for r in have
                                if have[r] > need.get(r, 0)))
            if _cover(rest, left):
                return True
    return False


def beats(new, old, roasting: bool = False) -> bool:
    """Does play `new` beat play `old` (both valid rank lists)? §5, or §9 when roasting."""
    if not (roasting and _roasts(old)):
        return _plain_beats(new, old)
    return _cover(tuple(sorted(old, reverse=True)), tuple(sorted(Counter(new).items())))


def why_not(ranks, prev=None, roasting: bool = False) -> IllegalAction | None:
    """Why these cards cannot be played (on `prev`, if given); None when they can."""
    refusal = _why_shape(ranks)
    if refusal is not None or prev is None or beats(ranks, prev, roasting):
        return refusal
    roast = roasting and _roasts(prev)
    if not roast and BIG in prev:
        return IllegalAction("big_joker", "Only roasting can beat a play with a big joker.")
    if not roast and len(ranks) != len(prev):
        return IllegalAction("count", f"You must play {len(prev)} cards.", count=len(prev))
    return IllegalAction("low", "Every card must beat a card of the play on the table.")


# --- Enumerating plays --------------------------------------------------------------------


def hold_six_ok(counts: dict[int, int], play) -> bool:
    """憋6 (§9): 6s may only go in the final play, which takes every remaining card."""
    if SIX not in play:
        return True
    return Counter(play) == Counter({r: n for r, n in counts.items() if n > 0})


def _joker_options(counts: dict[int, int]) -> list[tuple[int, ...]]:
    return [(SMALL,) * s + (BIG,) * b
            for b in range(counts.get(BIG, 0) + 1) for s in range(counts.get(SMALL, 0) + 1)]


def _all_plays(counts: dict[int, int]) -> list[tuple[int, ...]]:
    jokers = _joker_options(counts)
    plays = [j for j in jokers if j]
    for rank in PLAIN_RANKS:
        for n in range(1, min(counts.get(rank, 0), MAX_SET) + 1):
            plays.extend((rank,) * n + j for j in jokers)
    return plays


def legal_plays(counts: dict[int, int], prev=None, roasting: bool = False,
                hold_six: bool = False) -> list[tuple[int, ...]]:
    """Every distinct play of this hand as an ascending rank tuple: any play when leading
    (`prev` None), else the plays that beat `prev`."""
    plays = _all_plays(counts)
    if prev is not None:
        if not (roasting and _roasts(prev)):
            plays = [p for p in plays if len(p) == len(prev)]  # cheap cut before `beats`
        plays = [p for p in plays if beats(p, prev, roasting)]
    if hold_six:
        plays = [p for p in plays if hold_six_ok(counts, p)]
    return plays


# --- Finishing places (§2, §8) -----------------------------------------------------------

PLACE_NAMES = {
    "ls": {1: "头客", 2: "二客", 3: "三客", 4: "二拉", 5: "大拉"},
    "wh": {1: "头科", 2: "二科", 3: "三科", 4: "二落", 5: "大落"},
    "en": {1: "First", 2: "Second", 3: "Third", 4: "Fourth", 5: "Last"},
}


def place_name(place: int, names: str = "en") -> str:
    return PLACE_NAMES[names][place]


# --- Scoring: Lianzhong simple (§7) ---------------------------------------------------------

# Each role's share of the guard's score; the three farmers pay what the royals win.
ROYAL_SHARES = {"emperor": 2, "guard": 1, "farmer": -1}

# Solo emperor (§7): the emperor's score by his place; each of the four others pays a
# quarter. Open solo ends at the first finisher, so any place but 1st loses.
SOLO_SCORES = {
    "open": {1: 24, 2: -24, 3: -24, 4: -24, 5: -24},
    "secret": {1: 12, 2: 0, 3: -12, 4: -12, 5: -12},  # 4th/5th are [P]
}


def _check_places(*places: int) -> None:
    if len(set(places)) != len(places) or not all(1 <= p <= 5 for p in places):
        raise ValueError(f"places must be different and 1..5, got {places}")


def _royal_split(guard: int) -> tuple[int, int, int]:
    return tuple(share * guard for share in ROYAL_SHARES.values())  # type: ignore[return-value]


def ls_score(emperor_place: int, guard_place: int) -> tuple[int, int, int]:
    """(emperor, guard, each farmer) when emperor and guard are two players."""
    _check_places(emperor_place, guard_place)
    return _royal_split(6 - (emperor_place + guard_place))


def _solo_split(emperor: int) -> tuple[int, int]:
    return emperor, -emperor // 4


def solo_score(kind: str, emperor_place: int) -> tuple[int, int]:
    """(emperor, each of the other four) for an "open" or "secret" solo."""
    _check_places(emperor_place)
    return _solo_split(SOLO_SCORES[kind][emperor_place])


def doubled(scores: tuple[int, ...], open_guard: bool, rebellion_success: bool
            ) -> tuple[int, ...]:
    """Open guard or a successful rebellion doubles every score, once even if both."""
    factor = 2 if open_guard or rebellion_success else 1
    return tuple(factor * s for s in scores)


# --- Scoring: Weihai (§8) -----------------------------------------------------------------

WH_PLACE_POINTS = {1: 4, 2: 2, 3: 0, 4: -2, 5: -4}
WH_SOLO_SCORES = {
    "declared": {1: 32, 2: -32, 3: -32, 4: -32, 5: -32},  # 独保
    "open": {1: 32, 2: -32, 3: -32, 4: -32, 5: -32},  # 明独
    "secret": {1: 16, 2: 8, 3: 0, 4: -8, 5: -16},  # 暗独
}


def wh_score(emperor_place: int, guard_place: int) -> tuple[int, int, int]:
    """(emperor, guard, each farmer): S = points(E) + points(G); 2S, S, -S."""
    _check_places(emperor_place, guard_place)
    return _royal_split(WH_PLACE_POINTS[emperor_place] + WH_PLACE_POINTS[guard_place])


def wh_solo_score(kind: str, emperor_place: int) -> tuple[int, int]:
    """(emperor, each of the other four) for a "declared", "open" or "secret" solo."""
    _check_places(emperor_place)
    return _solo_split(WH_SOLO_SCORES[kind][emperor_place])


def wh_doubled(scores: tuple[int, ...], open_guard: bool, rebellion_success: bool,
               kick_success: bool) -> tuple[int, ...]:
    """§8: open guard or rebellion x2 (once); a successful kick x2 on top."""
    factor = 2 if kick_success else 1
    return tuple(factor * s for s in doubled(scores, open_guard, rebellion_success))


# --- A hand's scores and its end (§6, §7, §8, §11) -------------------------------------------


class Roles(NamedTuple):
    """Who the emperor plays with: a guard, or nobody when he plays alone."""

    emperor: int
    guard: int | None  # None when he plays alone
    solo: str | None  # "open" or "secret" when he plays alone; None with a guard


def hand_scores(places: Sequence[int], roles: Roles, scoring: str = "ls",
                open_guard: bool = False, rebels: Sequence[int] = ()) -> list[int]:
    """Each seat's score for a complete finishing order (`places`: seats, first to last)
    by the §7 table ("ls") or the §8 one ("wh"); an open guard or a successful
    rebellion (two rebels or more, whose side scores above 0) doubles, once."""
    place = {seat: i + 1 for i, seat in enumerate(places)}
    wh = scoring == "wh"
    if roles.solo:
        solo = wh_solo_score if wh else solo_score
        emperor, other = solo(roles.solo, place[roles.emperor])
        deltas = tuple(emperor if s == roles.emperor else other for s in range(len(places)))
    else:
        royal = wh_score if wh else ls_score
        emperor, guard, farmer = royal(place[roles.emperor], place[roles.guard])
        deltas = tuple(emperor if s == roles.emperor else guard if s == roles.guard else farmer
                       for s in range(len(places)))
    rebellion_success = len(rebels) >= 2 and deltas[rebels[0]] > 0
    return list(doubled(deltas, open_guard, rebellion_success))


def possible_roles(emperor: int, shown: Roles | None, rebels: Iterable[int],
                   places: Iterable[int], seats: int) -> list[Roles]:
    """Every role assignment the public information allows (§11): the roles themselves
    once they are public (`shown`: the guard revealed, or a solo open or revealed);
    while they are hidden, a guard in any seat that is not the emperor, has not rebelled
    (the guard cannot) and is not out (going out he would have played the guard card,
    which shows him), or no guard at all: a secret solo."""
    if shown is not None:
        return [shown]
    ruled_out = {emperor, *rebels, *places}
    return [Roles(emperor, seat, None) for seat in range(seats) if seat not in ruled_out] + [
        Roles(emperor, None, "secret")]


def hand_decided(places: Sequence[int], assignments: Iterable[Roles], seats: int,
                 scoring: str = "ls", open_guard: bool = False,
                 rebels: Sequence[int] = ()) -> bool:
    """See `_hand_decided`; every argument made hashable, so a search's many roll-outs
    reaching the same places ask the permutations once."""
    return _hand_decided(tuple(places), tuple(assignments), seats, scoring, open_guard,
                         tuple(rebels))


@lru_cache(maxsize=4096)
def _hand_decided(places: tuple[int, ...], assignments: tuple[Roles, ...], seats: int,
                  scoring: str, open_guard: bool, rebels: tuple[int, ...]) -> bool:
    """Can the hand stop now (§6)? Only if, under every one of the `assignments`, each
    finishing order of the seats not yet out gives the same scores.

    The sheet lets the hand stop "as soon as every score is determined"; determined
    here means for the whole table, under every assignment it cannot rule out, not
    merely under the true roles: a game must not reveal hidden roles through its flow.
    (With the true roles alone, two commoners out first would end a secret solo at
    once, as §7 allows, but not a hand with a hidden guard, so the third commoner
    would learn which it is.)"""
    rest = [s for s in range(seats) if s not in places]
    return all(
        len({tuple(hand_scores([*places, *order], roles, scoring, open_guard, rebels))
             for order in permutations(rest)}) == 1
        for roles in assignments)


# --- Tribute: BR best rules (§10) ----------------------------------------------------------

# Cards each role receives (+) or pays (-): (emperor, guard, each farmer), by the royal
# places in either order. 3+4 is filled by the table's symmetry (sheet ⚠).
_ROYAL_TRIBUTE_ROWS = {
    (4, 2, -2): ((1, 2),),
    (2, 1, -1): ((1, 3), (1, 4), (2, 3)),
    (0, 0, 0): ((1, 5), (2, 4)),
    (-2, -1, 1): ((2, 5), (3, 5), (3, 4)),
    (-4, -2, 2): ((4, 5),),
}
BR_TRIBUTE = {frozenset(pair): row for row, pairs in _ROYAL_TRIBUTE_ROWS.items()
              for pair in pairs}
# Emperor alone (自保): (emperor, each of the four others) by his place.
BR_TRIBUTE_ALONE = {1: (8, -2), 2: (4, -1), 3: (0, 0), 4: (-4, 1), 5: (-8, 2)}


def br_tribute(emperor_place: int, guard_place: int | None = None) -> tuple[int, ...]:
    """Tribute cards by role; `guard_place` None means the emperor played alone."""
    if guard_place is None:
        _check_places(emperor_place)
        return BR_TRIBUTE_ALONE[emperor_place]
    _check_places(emperor_place, guard_place)
    return BR_TRIBUTE[frozenset((emperor_place, guard_place))]
