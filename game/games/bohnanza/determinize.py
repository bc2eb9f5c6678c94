"""What each Bohnanza seat may know (rules sheet §6, C7), and worlds made up from it.

Open to all: every field (its bean and count), the market, the cards each seat has
received and must plant, the discard pile and the draw pile's size, hand sizes, the open
bids (the beans they give, not which cards), and every harvest (so each treasury's
beans can be worked out: the coin count is shown only to its owner, as C7's default,
but it is no secret the rules keep). A seat's own: its hand and its order, the bid it
made in a round still open. Hidden: the other hands and their order, the draw pile's
order, the others' bids in a round not yet closed. A made-up world deals the other hands
and the pile again, keeping in each hand the cards its open bids show, and draws the
others' answers in an open round again."""

from __future__ import annotations

import random
from typing import Any

from game.core.determinize import deal_unknown, hidden_card_zones, reseed


def shown_in_bids(state: Any, seat: int) -> set[int]:
    """Cards in other hands whose beans their open bids have shown (kept in a world)."""
    return {c for s, b in state.bids.items() if s != seat for c in b.give}


def hidden_from(state: Any, seat: int) -> set[int]:
    if state.phase == "over":
        return set()
    hidden = set(state.draw_pile)
    for s in range(state.players):
        if s != seat:
            hidden |= set(state.hands[s])
    return hidden


def hidden_values(state: Any, seat: int) -> dict:
    # The others' answers in an open round are not named: a world forgets them (they
    # are asked again), so no world could show one, and the observation check already
    # sees any answer an observation let slip.
    return hidden_card_zones(state, seat)


def determinize(state: Any, seat: int, rng: random.Random) -> Any:
    world = state.clone()
    others = [s for s in range(state.players) if s != seat]
    unknown = hidden_from(state, seat) - shown_in_bids(state, seat)
    zones = deal_unknown([world.hands[s] for s in others] + [world.draw_pile], unknown, rng)
    for s, zone in zip(others, zones, strict=False):
        kept = [c for c in world.hands[s] if c not in unknown]
        rng.shuffle(zone)  # the order of a hand is secret too
        world.hands[s] = kept + [c for c in zone if c not in kept]
    world.draw_pile = zones[-1]
    rng.shuffle(world.draw_pile)
    for s in world.answered:
        if s != seat:  # what another seat answered in an open round is drawn again
            options = [a for a in world.bid_actions(s) if a.kind in ("bid", "no_bid")]
            choice = rng.choice(options)
            world.answered[s] = choice if choice.kind == "bid" else None
    world.rng = reseed(rng)
    return world
