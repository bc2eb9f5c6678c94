"""How far a capture area is towards each named set (rules sheet §6): godori's three
birds, the three ribbon sets, and the brights (three score). The table shows it beside
the captures and warns when an opponent needs one card more that nobody has captured
yet: what a player at a real table keeps an eye on.

Only public knowledge goes in: the capture areas, which every seat sees.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass

from game.games.gostop.cards import (
    BRIGHT,
    CHEONGDAN,
    CHODAN,
    DECK,
    GODORI,
    HONGDAN,
    RIBBON_SETS,
)

BRIGHTS: frozenset[int] = frozenset(c.id for c in DECK if c.category == BRIGHT)
BRIGHTS_TO_SCORE = 3
# Each set: its cards and how many of them score; in the order the table lists them.
SETS: dict[str, tuple[frozenset[int], int]] = {
    "gwang": (BRIGHTS, BRIGHTS_TO_SCORE),
    "godori": (GODORI, len(GODORI)),
    HONGDAN: (RIBBON_SETS[HONGDAN], 3),
    CHEONGDAN: (RIBBON_SETS[CHEONGDAN], 3),
    CHODAN: (RIBBON_SETS[CHODAN], 3),
}
# The capture group whose heading a set's progress sits beside.
SET_GROUP = {"gwang": "bright", "godori": "animal", HONGDAN: "ribbon", CHEONGDAN: "ribbon",
             CHODAN: "ribbon"}


@dataclass(frozen=True, slots=True)
class SetProgress:
    name: str  # a key of SETS (and of the gs_korean_* words)
    have: int
    need: int
    live: frozenset[int]  # the set's cards nobody has captured yet

    @property
    def done(self) -> bool:
        return self.have >= self.need

    @property
    def one_away(self) -> bool:
        """One card short, and a card that would finish it is still to be won."""
        return self.have == self.need - 1 and bool(self.live)

    @property
    def dead(self) -> bool:
        """Out of reach: too few of its cards are left for anyone's taking."""
        return not self.done and self.have + len(self.live) < self.need


def set_progress(captures: Collection[int], others: Iterable[Collection[int]]
                 ) -> list[SetProgress]:
    """The sets a capture area has begun (at least one card), given the other seats'
    capture areas: how many it holds, and which missing cards are still live."""
    held = set(captures)
    taken = held.union(*others)
    out = []
    for name, (cards, need) in SETS.items():
        have = len(cards & held)
        if have:
            out.append(SetProgress(name, have, need, frozenset(cards - taken)))
    return out


def completing(progress: Iterable[SetProgress]) -> dict[int, list[str]]:
    """The live cards that would finish a set one card short: card id -> set names."""
    out: dict[int, list[str]] = {}
    for p in progress:
        if p.one_away and not p.done:
            for card in sorted(p.live):
                out.setdefault(card, []).append(p.name)
    return out
