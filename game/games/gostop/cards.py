"""The 48 hwatu cards and the two optional bonus cards as data: rules sheet §1.

A card is a `Hwatu`: its id (0 .. 47 in the sheet's table order, 48 and 49 for the bonus
cards J2 and J3), the sheet's code ("01a" .. "12d", "J2", "J3"), month, category and the
flags scoring needs. The deck is written once below in the sheet's own notation, so it
reads against the table; the set definitions (godori, the three ribbon sets) are derived
from the flags, so there is one source for each fact.

Korean decks put paulownia in November and rain in December (hanafuda has them the
other way round); the table follows the Korean order.
"""

from __future__ import annotations

from typing import NamedTuple

# Categories. Double junk is a junk card with junk value 2, not a category of its own.
BRIGHT, ANIMAL, RIBBON, JUNK, BONUS_CARD = "bright", "animal", "ribbon", "junk", "bonus"
CATEGORIES = (BRIGHT, ANIMAL, RIBBON, JUNK, BONUS_CARD)
# Ribbon sets (§6); the December ribbon 12c is a plain red ribbon in none of them.
HONGDAN, CHEONGDAN, CHODAN = "hongdan", "cheongdan", "chodan"
RIBBON_KINDS = (HONGDAN, CHEONGDAN, CHODAN)
# The other flags of the table's last column.
GODORI_BIRD, RAIN, DOUBLE, SAKE = "godori", "rain", "double", "sake"
SAKE_CUP_JUNK = 2  # the sake cup counts as a double junk when used as junk (§5)


class Hwatu(NamedTuple):
    """One card. `ribbon` is the ribbon set (None for 12c and for non-ribbons);
    `junk_value` is what it adds to the junk count: 1, 2 for the double junks 11b and
    12d, 2 / 3 for the bonus cards, 0 otherwise (the sake cup too: its junk use is a
    scoring choice, see `scoring`)."""

    id: int
    code: str
    month: int  # 1 .. 12; 0 for a bonus card
    category: str  # one of CATEGORIES
    rain_bright: bool = False
    godori: bool = False
    ribbon: str | None = None
    junk_value: int = 0
    sake_cup: bool = False

    @property
    def double_junk(self) -> bool:
        return self.category == JUNK and self.junk_value == 2


# The sheet's §1 table, month by month: code, category, flag ("" for none).
_TABLE: tuple[tuple[str, str, str], ...] = (
    ("01a", BRIGHT, ""), ("01b", RIBBON, HONGDAN), ("01c", JUNK, ""), ("01d", JUNK, ""),
    ("02a", ANIMAL, GODORI_BIRD), ("02b", RIBBON, HONGDAN), ("02c", JUNK, ""), ("02d", JUNK, ""),
    ("03a", BRIGHT, ""), ("03b", RIBBON, HONGDAN), ("03c", JUNK, ""), ("03d", JUNK, ""),
    ("04a", ANIMAL, GODORI_BIRD), ("04b", RIBBON, CHODAN), ("04c", JUNK, ""), ("04d", JUNK, ""),
    ("05a", ANIMAL, ""), ("05b", RIBBON, CHODAN), ("05c", JUNK, ""), ("05d", JUNK, ""),
    ("06a", ANIMAL, ""), ("06b", RIBBON, CHEONGDAN), ("06c", JUNK, ""), ("06d", JUNK, ""),
    ("07a", ANIMAL, ""), ("07b", RIBBON, CHODAN), ("07c", JUNK, ""), ("07d", JUNK, ""),
    ("08a", BRIGHT, ""), ("08b", ANIMAL, GODORI_BIRD), ("08c", JUNK, ""), ("08d", JUNK, ""),
    ("09a", ANIMAL, SAKE), ("09b", RIBBON, CHEONGDAN), ("09c", JUNK, ""), ("09d", JUNK, ""),
    ("10a", ANIMAL, ""), ("10b", RIBBON, CHEONGDAN), ("10c", JUNK, ""), ("10d", JUNK, ""),
    ("11a", BRIGHT, ""), ("11b", JUNK, DOUBLE), ("11c", JUNK, ""), ("11d", JUNK, ""),
    ("12a", BRIGHT, RAIN), ("12b", ANIMAL, ""), ("12c", RIBBON, ""), ("12d", JUNK, DOUBLE),
)
# The optional bonus cards [S]: code -> junk value.
_BONUS_TABLE: dict[str, int] = {"J2": 2, "J3": 3}


def _card(card_id: int, code: str, category: str, flag: str) -> Hwatu:
    junk = 2 if flag == DOUBLE else int(category == JUNK)
    return Hwatu(card_id, code, int(code[:2]), category, rain_bright=flag == RAIN,
                 godori=flag == GODORI_BIRD, ribbon=flag if flag in RIBBON_KINDS else None,
                 junk_value=junk, sake_cup=flag == SAKE)


DECK: tuple[Hwatu, ...] = tuple(_card(i, *row) for i, row in enumerate(_TABLE))
BONUS: tuple[Hwatu, ...] = tuple(Hwatu(len(DECK) + i, code, 0, BONUS_CARD, junk_value=value)
                                 for i, (code, value) in enumerate(_BONUS_TABLE.items()))
CARDS: tuple[Hwatu, ...] = DECK + BONUS  # every card, indexed by id
BY_CODE: dict[str, Hwatu] = {c.code: c for c in CARDS}

GODORI: frozenset[int] = frozenset(c.id for c in DECK if c.godori)
RIBBON_SETS: dict[str, frozenset[int]] = {
    kind: frozenset(c.id for c in DECK if c.ribbon == kind) for kind in RIBBON_KINDS
}
RAIN_BRIGHT: int = next(c.id for c in DECK if c.rain_bright)
SAKE_CUP: int = next(c.id for c in DECK if c.sake_cup)


def card(card_id: int) -> Hwatu:
    """The card with this id (0 .. 49)."""
    if not 0 <= card_id < len(CARDS):
        raise ValueError(f"no hwatu card with id {card_id} (ids run 0 .. {len(CARDS) - 1})")
    return CARDS[card_id]


def by_code(code: str) -> Hwatu:
    """"09a" -> the sake cup: the card the sheet writes with this code."""
    if code not in BY_CODE:
        raise ValueError(f"not a hwatu code: {code!r} (write e.g. 01a, 12d, J2)")
    return BY_CODE[code]


def ids(codes: str) -> tuple[int, ...]:
    """"01a 03a 12a" -> their ids, in the order written: capture areas in sheet notation."""
    return tuple(by_code(code).id for code in codes.split())
