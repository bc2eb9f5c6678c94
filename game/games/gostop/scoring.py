"""Points of a capture area and the Go total: rules sheet §6, §7 and §5.

A capture area is any collection of card ids. Every set scores on its own and they add
up (clarification "Sets are independent"): godori and the ribbon sets score beside the
plain animal and ribbon counts. The result is a `Score` with the points per set and the
counts, because the table shows a live tally and the settlement needs the counts for the
penalties (§8).

The sake cup 09a counts either as an animal or as a double junk (§5). `score` takes the
use; `score_uses` gives every use the captures allow, so the settlement can choose per
holder (clarification "Sake cup"); `best_score` is the higher total, for the Go/Stop
check during play.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from game.games.gostop.cards import (
    ANIMAL,
    BRIGHT,
    CARDS,
    CHEONGDAN,
    CHODAN,
    GODORI,
    HONGDAN,
    JUNK,
    RAIN_BRIGHT,
    RIBBON,
    RIBBON_SETS,
    SAKE_CUP,
    SAKE_CUP_JUNK,
)

# The sake cup's two uses are named by the category it counts in.
USES = (ANIMAL, JUNK)
# (brights held, rain bright among them) -> points. Four brights score 4 with or without
# the rain bright: the sheet's ⚠ choice against Sloperama's 5.
BRIGHT_POINTS: dict[tuple[int, bool], int] = {
    (3, False): 3, (3, True): 2, (4, False): 4, (4, True): 4, (5, True): 15,
}
# A count of animals or ribbons scores 1 at this many cards, +1 per extra card.
COUNT_FROM = 5
JUNK_FROM = 10  # a junk value of 10 scores 1, +1 per extra value
GODORI_POINTS = 5
RIBBON_SET_POINTS = 3


@dataclass(frozen=True, slots=True)
class Score:
    """Points per set (0 when it does not score) and the counts behind them."""

    brights: int
    animals: int
    godori: int
    ribbons: int
    hongdan: int
    cheongdan: int
    chodan: int
    junk: int
    bright_count: int
    animal_count: int
    ribbon_count: int
    junk_value: int
    sake_cup: str | None  # the use counted (ANIMAL or JUNK); None without the sake cup

    @property
    def total(self) -> int:
        return (self.brights + self.animals + self.godori + self.ribbons + self.hongdan
                + self.cheongdan + self.chodan + self.junk)


def _over(count: int, start: int) -> int:
    """1 at `start`, +1 per extra, 0 below: the animal, ribbon and junk rule."""
    return max(0, count - start + 1)


def score(captures: Collection[int], sake_cup: str = ANIMAL) -> Score:
    """The points of a capture area with the sake cup (if held) counted as `sake_cup`."""
    if sake_cup not in USES:
        raise ValueError(f"the sake cup counts as {' or '.join(USES)}, not {sake_cup!r}")
    held = set(captures)
    cards = [CARDS[i] for i in held]
    has_cup = SAKE_CUP in held
    use = sake_cup if has_cup else None
    brights = sum(c.category == BRIGHT for c in cards)
    animals = sum(c.category == ANIMAL for c in cards) - (use == JUNK)
    ribbons = sum(c.category == RIBBON for c in cards)
    junk_value = sum(c.junk_value for c in cards) + (SAKE_CUP_JUNK if use == JUNK else 0)

    def ribbon_set(kind: str) -> int:
        return RIBBON_SET_POINTS if RIBBON_SETS[kind] <= held else 0

    return Score(
        brights=BRIGHT_POINTS.get((brights, RAIN_BRIGHT in held), 0),
        animals=_over(animals, COUNT_FROM),
        godori=GODORI_POINTS if GODORI <= held else 0,
        ribbons=_over(ribbons, COUNT_FROM),
        hongdan=ribbon_set(HONGDAN), cheongdan=ribbon_set(CHEONGDAN), chodan=ribbon_set(CHODAN),
        junk=_over(junk_value, JUNK_FROM),
        bright_count=brights, animal_count=animals, ribbon_count=ribbons,
        junk_value=junk_value, sake_cup=use,
    )


def score_uses(captures: Collection[int]) -> tuple[Score, ...]:
    """One `Score` per use the captures allow: animal then junk when the sake cup is
    held, the single score otherwise."""
    uses = USES if SAKE_CUP in captures else USES[:1]
    return tuple(score(captures, use) for use in uses)


def best_score(captures: Collection[int]) -> Score:
    """The higher-scoring use of the sake cup (§5 [P]), the animal on a tie: what the
    live tally and the Go/Stop check read. The settlement chooses on payment instead."""
    return max(score_uses(captures), key=lambda s: s.total)


def go_total(points: int, gos: int) -> int:
    """The value of a Stop after `gos` Gos (§7): +1 per Go, and doubled per Go from the
    third on: (points + gos) × 2^max(0, gos − 2)."""
    return (points + gos) * 2 ** max(0, gos - 2)
