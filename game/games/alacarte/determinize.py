"""What each chef can know in A la Carte, and a state one chef cannot tell from the real
one, for search.

Everything on the table is public: pans, stoves, dishes, cups in front of each chef,
the dispensers' contents in order (they are see-through, and a pour's outcome depends
on that order), the sink and the spare pieces. Face down is only the cup pool, and
which cups are in it follows from all the others; a drawn cup is taken at random from
it by the state's RNG. So what no chef knows is the future: the die, the cup drawn,
the order a refill shakes into a dispenser. A determinization keeps the whole table,
shuffles the pool's order and reseeds the RNG. A minigame's measured result is no part
of the model (a playout asks `GameDef.outcome` for one).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.core.determinize import hidden_card_zones, reseed

if TYPE_CHECKING:
    from game.games.alacarte.model import AlcState


def hidden_values(state: AlcState, seat: int) -> dict[str, list[str]]:
    """The face-down cup pool (its contents follow from the public cups)."""
    return hidden_card_zones(state, seat)


def determinize(state: AlcState, seat: int, rng: random.Random) -> AlcState:
    """A new state `seat` cannot tell from `state`: the same table, the cup pool in
    another order, the RNG reseeded (the future die and draws). Not reachable from the
    seed, so its `to_json` does not replay it; everything else plays on it."""
    det = state.clone()
    rng.shuffle(det.cup_pool)
    det.rng = reseed(rng)
    return det
