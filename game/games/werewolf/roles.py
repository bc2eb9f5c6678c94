"""The role cards and their sides: rules sheet §1.

A role is data: its side, the letter its cards carry in the pack (so a card's code,
"W1", never reads as a role's name in an observation), and what it does at night. The
Captain is a title, not a card (`captain.py`).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.cards import Card, Pack

VILLAGE, WOLVES, LOVERS = "village", "wolves", "lovers"


@dataclass(frozen=True)
class Role:
    key: str
    side: str
    letter: str  # the card code's first letter
    night: str = ""  # the night lap it acts in ("first", "main", "late"), "" for none
    max_copies: int = 1


ROLES: dict[str, Role] = {r.key: r for r in (
    Role("werewolf", WOLVES, "W", "main", max_copies=4),
    Role("villager", VILLAGE, "V", max_copies=19),  # the box has 13; the app is not a box
    Role("seer", VILLAGE, "S", "main"),
    Role("witch", VILLAGE, "H", "late"),
    Role("hunter", VILLAGE, "R"),
    Role("cupid", VILLAGE, "C", "first"),
    Role("little_girl", VILLAGE, "G", "main"),
    Role("thief", VILLAGE, "T", "first"),
)}
ROLE_ORDER = tuple(ROLES)  # the deck builder's and the variant name's order
WOLF, VILLAGER, SEER, WITCH, HUNTER, CUPID, LITTLE_GIRL, THIEF = ROLE_ORDER

# The official order in which the night's roles are processed (sheet §3, steps 4-9),
# whatever order the seats hold the device in.
NIGHT_ORDER = (THIEF, CUPID, SEER, WOLF, LITTLE_GIRL, WITCH)


def side_of(role: str) -> str:
    return ROLES[role].side


def role_pack(deck: dict[str, int]) -> Pack:
    """The game's role cards: per role its copies "W1", "W2"..., in ROLE_ORDER."""
    cards: list[Card] = []
    for key in ROLE_ORDER:
        for copy in range(deck.get(key, 0)):
            cards.append(Card(len(cards), ROLES[key].letter, str(copy + 1)))
    return Pack("werewolf-" + "".join(f"{ROLES[k].letter}{n}" for k, n in deck.items() if n),
                tuple(cards))


def role_of_card(pack: Pack, card: int) -> str:
    return LETTERS[pack[card].rank]


LETTERS = {r.letter: r.key for r in ROLES.values()}
