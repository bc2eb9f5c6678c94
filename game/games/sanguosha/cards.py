"""The 104 playing cards of the standard edition as data: rules sheet §6.

A card is a `CardDef`: its id (0 .. 103, the position in `deck()`), suit and rank,
and its name key, which says everything else through `KINDS`: the card type, an
equipment card's slot and a weapon's attack range. The copies come from one table
written in the sheet's own notation ("♠7 ♣J ♦K"), so the data reads against the sheet.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

from game.core.cards import Card, Pack

SUITS = "♠♥♣♦"
RED_SUITS = frozenset("♥♦")
RANK_CHARS = {"A": 1, "J": 11, "Q": 12, "K": 13, **{str(r): r for r in range(2, 11)}}

# Card types.
BASIC, TRICK, DELAYED, EQUIPMENT = "basic", "trick", "delayed_trick", "equipment"
TYPES = (BASIC, TRICK, DELAYED, EQUIPMENT)
# Equipment slots: a seat holds at most one card in each.
WEAPON, ARMOUR, PLUS_HORSE, MINUS_HORSE = "weapon", "armour", "plus_horse", "minus_horse"
SLOTS = (WEAPON, ARMOUR, PLUS_HORSE, MINUS_HORSE)
UNARMED_RANGE = 1  # attack range with no weapon (§4)


class Kind(NamedTuple):
    """What a card name is: its type, its equipment slot, a weapon's attack range."""

    type: str
    slot: str | None = None
    range: int | None = None


def _weapon(reach: int) -> Kind:
    return Kind(EQUIPMENT, WEAPON, reach)


KINDS: dict[str, Kind] = {
    "slash": Kind(BASIC), "dodge": Kind(BASIC), "peach": Kind(BASIC),
    "dismantle": Kind(TRICK), "snatch": Kind(TRICK), "duel": Kind(TRICK),
    "collateral": Kind(TRICK), "ex_nihilo": Kind(TRICK), "nullification": Kind(TRICK),
    "barbarian_invasion": Kind(TRICK), "arrow_barrage": Kind(TRICK),
    "peach_garden": Kind(TRICK), "harvest": Kind(TRICK),
    "indulgence": Kind(DELAYED), "lightning": Kind(DELAYED),
    "zhuge_crossbow": _weapon(1), "double_swords": _weapon(2), "qinggang_sword": _weapon(2),
    "ice_sword": _weapon(2), "green_dragon_blade": _weapon(3), "serpent_spear": _weapon(3),
    "rock_cleaving_axe": _weapon(3), "sky_halberd": _weapon(4), "kirin_bow": _weapon(5),
    "eight_trigrams": Kind(EQUIPMENT, ARMOUR), "renwang_shield": Kind(EQUIPMENT, ARMOUR),
    # Each horse card has its own name; the slot says which way it changes distance.
    "jueying": Kind(EQUIPMENT, PLUS_HORSE), "dilu": Kind(EQUIPMENT, PLUS_HORSE),
    "zhuahuang_feidian": Kind(EQUIPMENT, PLUS_HORSE),
    "chitu": Kind(EQUIPMENT, MINUS_HORSE), "dayuan": Kind(EQUIPMENT, MINUS_HORSE),
    "zixing": Kind(EQUIPMENT, MINUS_HORSE),
}

# Every copy, by name, in the sheet's row order; ids follow this order.
STANDARD: tuple[tuple[str, str], ...] = (
    ("slash", "♠7 ♠8 ♠8 ♠9 ♠9 ♠10 ♠10 ♣2 ♣3 ♣4 ♣5 ♣6 ♣7 ♣8 ♣8 ♣9 ♣9 ♣10 ♣10 ♣J ♣J "
              "♥10 ♥10 ♥J ♦6 ♦7 ♦8 ♦9 ♦10 ♦K"),
    ("dodge", "♥2 ♥2 ♥K ♦2 ♦2 ♦3 ♦4 ♦5 ♦6 ♦7 ♦8 ♦9 ♦10 ♦J ♦J"),
    ("peach", "♥3 ♥4 ♥6 ♥7 ♥8 ♥9 ♥Q ♦Q"),  # ♦Q, not a second ♥Q: the sheet's ⚠ choice
    ("dismantle", "♠3 ♠4 ♠Q ♣3 ♣4 ♥Q"),
    ("snatch", "♠3 ♠4 ♠J ♦3 ♦4"),
    ("duel", "♠A ♣A ♦A"),
    ("collateral", "♣Q ♣K"),
    ("ex_nihilo", "♥7 ♥8 ♥9 ♥J"),
    ("nullification", "♠J ♣Q ♣K"),
    ("barbarian_invasion", "♠7 ♠K ♣7"),
    ("arrow_barrage", "♥A"),
    ("peach_garden", "♥A"),
    ("harvest", "♥3 ♥4"),
    ("indulgence", "♠6 ♣6 ♥6"),
    ("lightning", "♠A"),
    ("zhuge_crossbow", "♣A ♦A"),
    ("double_swords", "♠2"),
    ("qinggang_sword", "♠6"),
    ("green_dragon_blade", "♠5"),
    ("serpent_spear", "♠Q"),
    ("rock_cleaving_axe", "♦5"),
    ("sky_halberd", "♦Q"),
    ("kirin_bow", "♥5"),
    ("eight_trigrams", "♠2 ♣2"),
    ("jueying", "♠5"), ("dilu", "♣5"), ("zhuahuang_feidian", "♥K"),
    ("chitu", "♥5"), ("dayuan", "♠K"), ("zixing", "♦K"),
)
# The EX pack [V]: four more cards, ids 104 .. 107 after the standard ones.
EX: tuple[tuple[str, str], ...] = (
    ("ice_sword", "♠2"), ("renwang_shield", "♣2"), ("lightning", "♥Q"), ("nullification", "♦Q"),
)
STANDARD_SIZE = 104


@dataclass(frozen=True, slots=True)
class CardDef:
    id: int
    suit: str  # one of SUITS
    rank: int  # 1 (A) .. 13 (K)
    name: str  # a key of KINDS

    @property
    def kind(self) -> Kind:
        return KINDS[self.name]

    @property
    def type(self) -> str:
        return KINDS[self.name].type

    @property
    def slot(self) -> str | None:
        return KINDS[self.name].slot

    @property
    def range(self) -> int | None:
        """A weapon's attack range; None for any other card."""
        return KINDS[self.name].range

    @property
    def red(self) -> bool:
        return self.suit in RED_SUITS

    @property
    def label(self) -> str:
        """"♠10", "♥A": how the sheet writes the card's suit and rank."""
        return self.suit + rank_text(self.rank)


def rank_text(rank: int) -> str:
    return next(ch for ch, r in RANK_CHARS.items() if r == rank)


def parse_face(text: str) -> tuple[str, int]:
    """"♣J" -> ("♣", 11)."""
    suit, rank = text[0], text[1:]
    if suit not in SUITS or rank not in RANK_CHARS:
        raise ValueError(f"not a Sanguosha card face: {text!r} (write e.g. ♠7, ♥10, ♦K)")
    return suit, RANK_CHARS[rank]


def _build(rows: tuple[tuple[str, str], ...], first_id: int) -> tuple[CardDef, ...]:
    faces = [(name, parse_face(face)) for name, copies in rows for face in copies.split()]
    return tuple(CardDef(first_id + i, suit, rank, name)
                 for i, (name, (suit, rank)) in enumerate(faces))


@cache
def deck(ex: bool = False) -> tuple[CardDef, ...]:
    """The standard deck (ids 0 .. 103); with `ex`, the EX pack's four after them."""
    standard = _build(STANDARD, 0)
    return standard + _build(EX, len(standard)) if ex else standard


CARDS: tuple[CardDef, ...] = deck()
_SUIT_LETTER = {"♠": "S", "♥": "H", "♣": "C", "♦": "D"}
_RANK_LETTER = {1: "A", 10: "T", 11: "J", 12: "Q", 13: "K"}


def _pack() -> Pack:
    """The physical cards for the core: each suit and rank comes twice, so a code is the
    face, the second copy marked "~1" ("7S", "7S~1")."""
    seen: set[tuple[str, int]] = set()
    out = []
    for c in CARDS:
        copy = int((c.suit, c.rank) in seen)
        seen.add((c.suit, c.rank))
        out.append(Card(c.id, _RANK_LETTER.get(c.rank, str(c.rank)), _SUIT_LETTER[c.suit], copy))
    return Pack("sanguosha", tuple(out))


PACK = _pack()
