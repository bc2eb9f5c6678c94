"""Tribute (进贡), return (还贡) and resisting tribute (抗贡): rules sheet §6.

From the second hand on, the losers of the previous hand pay their highest card to
the winners, who each give one card back; a payer side holding both big jokers pays
nothing. Seats are numbered in turn order (anticlockwise), partners two apart.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.games.guandan.rules import TEN, Face, is_wild, level_value

SEATS = 4


def partner(seat: int) -> int:
    return (seat + 2) % SEATS


def team(seat: int) -> int:
    return seat % 2


@dataclass(frozen=True)
class TributePlan:
    """Who pays and who receives, from the previous hand's finishing order."""

    payers: tuple[int, ...]
    receivers: tuple[int, ...]  # 1st place, and 2nd in a double tribute

    @property
    def double(self) -> bool:
        return len(self.payers) == 2


def plan(places: Sequence[int], last_pays_first: bool = False) -> TributePlan:
    """§6: 1st+2nd → both losers pay (double); 1st+3rd → the 4th pays the 1st; 1st+4th →
    the 3rd-place loser pays the 1st (our choice; [V] the last player pays)."""
    first = places[0]
    partner_place = list(places).index(partner(first)) + 1
    if partner_place == 2:
        return TributePlan((places[2], places[3]), (places[0], places[1]))
    if partner_place == 3:
        return TributePlan((places[3],), (first,))
    return TributePlan((places[3] if last_pays_first else places[2],), (first,))


def resisted(big_jokers_held: int) -> bool:
    """The payers hold both big jokers between them: no tribute is paid."""
    return big_jokers_held >= 2


def tribute_card(hand: Sequence[Face], level: int) -> int:
    """Position of the card a payer must give: his highest in level order, the wild
    hearts excepted (judged at the level of the hand about to be played). Of tied
    copies, the first."""
    plain = [i for i, f in enumerate(hand) if not is_wild(f, level)]
    return max(plain, key=lambda i: (level_value(hand[i][0], level), -i))


def may_return(face: Face, any_card: bool = False) -> bool:
    """A returned card is 10 or lower in natural rank, any suit [A]; [V] any card."""
    return any_card or face[0] <= TEN


def assign(plan_: TributePlan, paid: dict[int, int]) -> tuple[list[tuple[int, int]], int]:
    """Who gets which tribute, and who leads the hand. `paid` maps a payer to his card's
    level value. Double tribute: the higher card goes to the 1st-place player, the
    other to the 2nd; on equal cards the 1st takes the card of the payer seated next
    after him. The payer of the higher (or that) card leads."""
    if not plan_.double:
        payer = plan_.payers[0]
        return [(payer, plan_.receivers[0])], payer
    first, second = plan_.receivers
    a, b = plan_.payers
    if paid[a] != paid[b]:
        high = a if paid[a] > paid[b] else b
    else:
        high = min(plan_.payers, key=lambda p: (p - first) % SEATS)
    low = b if high == a else a
    return [(high, first), (low, second)], high
