"""What each seat can know in a hand of Guan Dan (rules sheet §6, §9), and a state one
seat cannot tell from the real one, for search.

A seat knows:
- its own hand and every card played;
- a tribute card it paid or received, and a card it returned or was given back: in the
  other one's hand until played (`hidden_from` leaves those out);
- a tribute it received was the payer's highest card (wild hearts excepted): the payer
  holds nothing higher but wild hearts (what he got back aside);
- after a resisted tribute, that the payers named hold both big jokers: one holder has
  both, two holders one each (until played);
- at the end, every hand.
Any other deal of the remaining cards into the same hands is possible for it. (A seat
that did not receive a tribute does not know its card, and what the tribute's size
tells it is not kept.) The RNG only deals the next hand, but a determinization reseeds
it all the same.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.core.determinize import deal_unknown, hidden_card_zones, reseed
from game.games.guandan.rules import BJ, is_wild

if TYPE_CHECKING:
    from game.games.guandan.model import GdState


def _big_jokers_owed(state: GdState, seat: int) -> tuple[list[int], list[int]]:
    """After a resisted tribute: the big jokers `seat` cannot see (not its own, not
    played), and the holders still to hold one (a holder per card)."""
    from game.games.guandan.model import FACES  # the model imports this module
    holders = state.resisted_by or []
    unseen = [c for s, hand in enumerate(state.hands) if s != seat
              for c in hand if FACES[c][0] == BJ]
    if not holders or not unseen:
        return [], []
    if len(holders) == 1:
        return unseen, holders * len(unseen)
    played = {s for s, cards in state.history if cards for c in cards if FACES[c][0] == BJ}
    owed = [h for h in holders if h != seat and h not in played]
    return unseen, owed


def unknown_cards(state: GdState, seat: int) -> set[int]:
    """The cards `seat` cannot place: hidden from it, and not big jokers a lone
    resisting holder must have."""
    unknown = state.hidden_from(seat)
    unseen, owed = _big_jokers_owed(state, seat)
    if len(set(owed)) == 1:
        unknown.difference_update(unseen)
    return unknown


def hidden_values(state: GdState, seat: int) -> dict[str, list[str]]:
    """The other hands holding cards `seat` cannot place."""
    return hidden_card_zones(state, seat, unknown_cards(state, seat))


def determinize(state: GdState, seat: int, rng: random.Random) -> GdState:
    """A new state `seat` cannot tell from `state`: the cards it cannot place dealt at
    random into the places they hold (two resisting holders' big jokers between them),
    the RNG reseeded. Not reachable from the seed, so its `to_json` does not replay it;
    everything else plays on it."""
    det = state.clone()
    unknown = unknown_cards(state, seat)
    if unknown:
        unseen, owed = _big_jokers_owed(state, seat)
        placed = {}
        if len(set(owed)) > 1:
            unseen = [c for c in unseen if c in unknown]
            rng.shuffle(unseen)
            placed = dict(zip(unseen, owed, strict=True))
        dealt = deal_unknown(det.hands, unknown, rng, placed, _nothing_higher(state, seat))
        det.hands = [det.sort_hand(h) for h in dealt]
    det.rng = reseed(rng)
    return det


def _nothing_higher(state: GdState, seat: int) -> dict[int, Callable[[int], bool]]:
    """For each tribute `seat` received: its payer may hold only cards no higher than
    it, or wild hearts (§6: he paid his highest)."""
    from game.games.guandan.model import FACES  # the model imports this module
    limits: dict[int, Callable[[int], bool]] = {}
    rank_of, level = state.rank_of, state.level
    for record in state.tributes:
        if record["to"] == seat:
            top = rank_of[record["card"]]
            limits[record["from"]] = (
                lambda c, top=top: rank_of[c] <= top or is_wild(FACES[c], level))
    return limits
