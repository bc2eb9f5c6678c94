"""What each seat may know (rules sheet §9 "Hidden info", §3.3, C5, C7), and worlds made up
from it.

Open to all: the placards, the board, the tiles, every card on the table, the discard
pile (face up), each hand's size, and the cards in a hand that everyone saw go there (clan
cards back from the table at a deal's end). A seat's own: its hand, its money (everyone's
with the "-open" option, and everyone's once the game is over; else the others' only as a
band). Hidden: the deck's order, the other hands' cards no one else saw, the others' exact
money.

A made-up world deals the cards the seat cannot place (the deck's and the others' unseen
hand cards) again at random into the places they left, puts the others' money anywhere in
its band, and reseeds the dice. While a deal's talks run, everyone knows the deal can still
be filled (C5: the app would have announced a breakdown), so a world is dealt again until
that holds in it too. A world forgets which cards went into the deck at a reshuffle (a
player rarely counts the discard pile)."""

from __future__ import annotations

import random
from typing import Any

from game.core.determinize import deal_unknown, hidden_card_zones, reseed
from game.games.imtheboss.data import MONEY_BAND
from game.games.imtheboss.money import band
from game.games.imtheboss.slots import unfillable

TRIES = 200  # deals drawn at most for a world in which the deal can still be filled


def unseen_in_hand(state: Any, seat: int) -> set[int]:
    """The cards in `seat`'s hand the other seats never saw."""
    shown = set(state.shown[seat])
    return {c for c in state.hands[seat] if c not in shown}


def hidden_from(state: Any, seat: int) -> set[int]:
    hidden = set(state.deck)
    for s in range(state.players):
        if s != seat:
            hidden |= unseen_in_hand(state, s)
    return hidden


def secret_purses(state: Any, seat: int) -> list[int]:
    return [s for s in range(state.players) if state.money_seen(s, seat) is None]


def hidden_values(state: Any, seat: int) -> dict:
    values: dict[str, Any] = hidden_card_zones(state, seat)
    if len(state.deck) >= 2:
        values["deck_order"] = state.pack.codes(state.deck)
    values.update({f"money{s}": state.money[s] for s in secret_purses(state, seat)})
    return values


def fillable_known(state: Any) -> bool:
    """Whether everyone knows the deal can still be filled: its talks run with no card
    waiting in a window (the last check found it could, and nothing changed since)."""
    deal = state.deal
    return deal is not None and deal.stage != "opening" and deal.window is None


def determinize(state: Any, seat: int, rng: random.Random) -> Any:
    world = state.clone()
    unknown = hidden_from(state, seat)
    others = [s for s in range(state.players) if s != seat]
    zones = [state.deck] + [state.hands[s] for s in others]
    must_fill = fillable_known(state)
    for _ in range(TRIES):
        dealt = deal_unknown(zones, unknown, rng)
        world.deck = dealt[0]
        for s, hand in zip(others, dealt[1:], strict=True):
            world.hands[s] = hand
        if not must_fill or unfillable(world) is None:
            break
    for s in secret_purses(state, seat):  # anywhere in the band the seat sees
        world.money[s] = band(state.money[s]) + rng.randrange(MONEY_BAND)
    world.rng = reseed(rng)
    return world
