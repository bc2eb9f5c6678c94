"""What each Saint Petersburg seat may know (rules sheet §7, C10), and worlds made up from it.

Open to all: the rows, every display, the discard pile, points, hand sizes, each stack's
size, and every card taken into a hand from a row (it lay face up for all to see). A
seat's own: its hand, its rubles (everyone's with the open-rubles option; they are no
secret the rules keep, only one the printed game asks players to remember), the card its
Observatory drew, its Pub purchase while the Pub is open. Hidden: the stacks' order, a
card another seat drew with an Observatory (into his hand, or still to be decided), the
others' Pub purchases until all are in.

A made-up world deals each stack again with the hidden cards that came from it (a
card's back shows its stack), and draws the others' Pub answers again."""

from __future__ import annotations

import random
from typing import Any

from game.core.determinize import hidden_card_zones, reseed
from game.games.saint_petersburg.cards import kind_of
from game.games.saint_petersburg.scoring import pub_limit


def secret_of_others(state: Any, seat: int) -> set[int]:
    """Cards in other seats' hands, or drawn by another's Observatory, the seat never saw."""
    cards = {c for s in range(state.players) if s != seat for c in state.secret[s]}
    if state.drawn is not None and state.turn != seat:
        cards.add(state.drawn)
    return cards


def hidden_from(state: Any, seat: int) -> set[int]:
    if state.step == "over":
        return set()
    return {c for cards in state.stacks.values() for c in cards} | secret_of_others(state, seat)


def hidden_values(state: Any, seat: int) -> dict:
    # Others' Pub answers while it is open are not named: a world draws them again, and no
    # observation shows one before all are in.
    return hidden_card_zones(state, seat)


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
    for s in list(world.pub_bought):
        if s != seat:
            most = pub_limit(world.display_kinds(s), world.rubles[s])
            world.pub_bought[s] = rng.randint(0, most)
    world.rng = reseed(rng)
    return world
