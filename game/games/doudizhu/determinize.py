"""What each seat can know in a hand of Dou Di Zhu (rules sheet §8, §9), and a state
one seat cannot tell from the real one, for search.

A seat knows:
- its own hand, every card played (the table) and the whole auction;
- the card dealt face up (it picks the first bidder): in its holder's hand until played;
- the 3-player kitty, turned face up and taken by the landlord: in his hand until played;
- the landlord's whole hand once he plays it face up (明牌);
- the 4-player kitty: only the landlord sees it (it is then his hand);
- at the end, every hand.
Everything else (the other hands, a kitty still face down) is unknown to it: any deal of
those cards into the same places, each hand keeping its size, is as likely. The next
deal after a redeal comes from the state's RNG, so a determinization reseeds it.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.core.determinize import deal_unknown, hidden_card_zones, reseed

if TYPE_CHECKING:
    from game.games.doudizhu.model import DdzState


def unknown_cards(state: DdzState, seat: int) -> set[int]:
    """The cards `seat` cannot place: `hidden_from` is exactly those."""
    return state.hidden_from(seat)


def hidden_values(state: DdzState, seat: int) -> dict[str, list[str]]:
    """The other hands (and a face-down kitty) holding cards `seat` cannot place."""
    return hidden_card_zones(state, seat, unknown_cards(state, seat))


def determinize(state: DdzState, seat: int, rng: random.Random) -> DdzState:
    """A new state `seat` cannot tell from `state`: the cards it cannot place dealt at
    random into the places they hold, the RNG reseeded. Not reachable from the seed, so
    its `to_json` does not replay it; everything else plays on it."""
    det = state.clone()
    unknown = unknown_cards(state, seat)
    if unknown:
        kitty_down = det.landlord is None  # the kitty is a zone of its own until taken
        zones = det.hands + [det.kitty] if kitty_down else det.hands
        dealt = deal_unknown(zones, unknown, rng)
        det.hands = [det.sort_hand(h) for h in dealt[:det.seats]]
        if kitty_down:
            det.kitty = dealt[det.seats]
        elif not det.kitty_revealed:
            det.kitty = _kitty_again(det, unknown, rng)
    det.rng = reseed(rng)
    return det


def _kitty_again(det: DdzState, unknown: set[int], rng: random.Random) -> list[int]:
    """The 4-player kitty the landlord took unseen, consistent with his new hand: the
    kitty cards the seat can place (played ones) stay, the others are cards now dealt
    to him, so his own view of the determinization stays a possible one."""
    kept = [c for c in det.kitty if c not in unknown]
    fresh = [c for c in det.hands[det.landlord] if c in unknown]
    return kept + rng.sample(fresh, len(det.kitty) - len(kept))
