"""The 98 influence cards (rules sheet §1, §5.4, C3) as a `Pack`: clan cards (4 per family),
travel cards (3 per family and 3 "send anyone"), recruitment, Boss and Stop cards. The
investor placards are no cards of the pack: they lie on the table, face up, always.

Codes say what a card is and which copy: "clan-H-1", "travel-K-2", "travel-any-3",
"recruit-17", "boss-4", "stop-9"; no code is a word an observation or event uses."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.cards import Card, Pack
from game.games.imtheboss.data import data
from game.games.imtheboss.families import LETTERS

CLAN, TRAVEL, RECRUIT, BOSS, STOP = "clan", "travel", "recruit", "boss", "stop"
ANYONE = "any"  # a travel card's "family" when it sends anyone
STOPPABLE = (TRAVEL, RECRUIT, BOSS)  # what a Stop may cancel (C3)


@dataclass(frozen=True, slots=True)
class Kind:
    type: str  # CLAN, TRAVEL, RECRUIT, BOSS, STOP
    family: str = ""  # a clan or travel card's family letter; ANYONE for "send anyone"


def _kinds() -> list[tuple[Kind, int]]:
    counts = data()["influence"]
    kinds = [(Kind(CLAN, f), counts["clan_per_family"]) for f in LETTERS]
    kinds += [(Kind(TRAVEL, f), counts["travel_per_family"]) for f in LETTERS]
    kinds += [(Kind(TRAVEL, ANYONE), counts["travel_anyone"]),
              (Kind(RECRUIT), counts["recruitment"]), (Kind(BOSS), counts["boss"]),
              (Kind(STOP), counts["stop"])]
    return kinds


def _code(kind: Kind, copy: int) -> str:
    return f"{kind.type}-{kind.family}-{copy}" if kind.family else f"{kind.type}-{copy}"


def _build() -> tuple[Pack, tuple[Kind, ...]]:
    cards, kinds = [], []
    for kind, count in _kinds():
        for copy in range(1, count + 1):
            cards.append(Card(len(cards), _code(kind, copy), ""))
            kinds.append(kind)
    return Pack("imtheboss", tuple(cards)), tuple(kinds)


PACK, KINDS = _build()


def kind_of(card: int) -> Kind:
    return KINDS[card]


def is_clan(card: int, family: str | None = None) -> bool:
    kind = KINDS[card]
    return kind.type == CLAN and (family is None or kind.family == family)


def of_type(cards: list[int], type_: str) -> list[int]:
    """The cards of `cards` of one type, lowest id first."""
    return sorted(c for c in cards if KINDS[c].type == type_)


def travel_fits(card: int, family: str) -> bool:
    """A travel card of that family, or one that sends anyone (C3)."""
    kind = KINDS[card]
    return kind.type == TRAVEL and kind.family in (family, ANYONE)


def one_of_each_kind(cards: list[int]) -> list[int]:
    """The lowest id of each kind among `cards`: copies of a kind play alike, so the
    legal actions name one."""
    seen: dict[Kind, int] = {}
    for c in sorted(cards):
        seen.setdefault(KINDS[c], c)
    return sorted(seen.values())
