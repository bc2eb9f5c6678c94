"""What each Saint Petersburg seat may know (rules sheet §7, C10), and worlds made up from it.

Open to all: the rows, every display, the discard pile, points, hand sizes, each stack's
size, and every card taken into a hand from a row (it lay face up for all to see). A
seat's own: its hand, its rubles (everyone's with the open-rubles option; else the others'
only as a band of ten, as the printed game keeps them face down and asks nobody to
count), the card its Observatory drew, its Pub purchase while the Pub is open. Hidden:
the stacks' order, a card another seat drew with an Observatory (into his hand, or still
to be decided), the others' exact rubles, the others' Pub purchases until all are in.

A made-up world deals each stack again with the hidden cards that came from it (a
card's back shows its stack), puts the others' rubles anywhere in their bands, and draws
the others' Pub answers again."""

from __future__ import annotations

import random
from typing import Any

from game.core.determinize import hidden_card_zones, reseed
from game.games.saint_petersburg.cards import PACK, kind_of
from game.games.saint_petersburg.scoring import pub_limit

BAND = 10  # another's hidden rubles are seen as a band this wide (the model's observation)


def secret_of_others(state: Any, seat: int) -> set[int]:
    """Cards in other seats' hands, or drawn by another's Observatory, the seat never saw."""
    cards = {c for s in range(state.players) if s != seat for c in state.secret[s]}
    if state.drawn is not None and state.turn != seat:
        cards.add(state.drawn)
    return cards


def secret_purses(state: Any, seat: int) -> list[int]:
    """The seats whose rubles `seat` sees only as a band (C10's default)."""
    return [s for s in range(state.players) if state.rubles_seen(s, seat) is None]


def hidden_from(state: Any, seat: int) -> set[int]:
    if state.step == "over":
        return set()
    return {c for cards in state.stacks.values() for c in cards} | secret_of_others(state, seat)


def hidden_values(state: Any, seat: int) -> dict:
    """Each stack's order, while it could be otherwise; the zones whose cards the seat
    cannot place: a stack's cards are its own (only
    their order is secret) unless a card drawn from it lies unseen in another's hand.
    Others' Pub answers while it is open are not named: a world draws them again, and no
    observation shows one before all are in."""
    if state.step == "over":
        return {}
    values: dict = {f"{name}_order": PACK.codes(cards)
                    for name, cards in state.stacks.items() if len(cards) >= 2}
    values.update({f"rubles{s}": state.rubles[s] for s in secret_purses(state, seat)})
    unseen = secret_of_others(state, seat)
    if unseen:
        stacks = {kind_of(c).stack for c in unseen}
        unplaced = unseen | {c for s in stacks for c in state.stacks[s]}
        values.update(hidden_card_zones(state, seat, unplaced))
    return values


def determinize(state: Any, seat: int, rng: random.Random) -> Any:
    world = state.clone()
    unseen = sorted(secret_of_others(state, seat))
    swap: dict[int, int] = {}  # each unseen card to the card dealt in its place
    for name, stack in world.stacks.items():
        here = [c for c in unseen if kind_of(c).stack == name]
        pool = list(stack) + here
        rng.shuffle(pool)
        world.stacks[name] = pool[:len(stack)]
        swap.update(zip(here, pool[len(stack):], strict=True))
    world.hands = [[swap.get(c, c) for c in hand] for hand in world.hands]
    world.secret = [[swap.get(c, c) for c in cards] for cards in world.secret]
    if world.drawn is not None:
        world.drawn = swap.get(world.drawn, world.drawn)
    for s in secret_purses(state, seat):  # anywhere in the band the seat sees
        world.rubles[s] = state.rubles[s] // BAND * BAND + rng.randrange(BAND)
    for s in list(world.pub_bought):
        if s != seat:
            most = pub_limit(world.display_kinds(s), world.rubles[s])
            world.pub_bought[s] = rng.randint(0, most)
    world.rng = reseed(rng)
    return world
