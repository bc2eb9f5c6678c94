"""What each Sanguosha seat may know, and worlds made up from it: the observation, the
cards and values hidden from a seat, and a state it cannot tell from the real one (the
model's methods of the same names call these)."""

from __future__ import annotations

import random
from typing import Any

from game.core.determinize import deal_unknown, hidden_card_zones, reseed
from game.games.sanguosha.cards import PACK


def observation(state, seat: int) -> dict:
    codes = PACK.codes
    return {
        "seat": seat, "players": state.players, "phase": state.phase,
        "current": state.current, "asked": state.to_act,
        "about": getattr(state.asking, "about", ""),
        "hand": codes(state.seats[seat].hand),
        "seats": [{
            "identity": state.identity_seen(s, seat),
            "character": other.character,  # set at the lord's pick, the others' reveal
            "hp": other.hp, "max_hp": other.max_hp, "alive": other.alive,
            "hand_count": len(other.hand),
            "equipment": {slot: state.code(c) for slot, c in other.equipment.items()},
            "judging": codes(other.judging),
        } for s, other in enumerate(state.seats)],
        "candidates": list(state.candidates.get(seat, ())),
        "my_pick": state.picks.get(seat),
        "picked": sorted(state.picks),
        "deck_count": len(state.deck), "discard": codes(state.discard),
        "processing": codes(state.processing),
        "slashes_used": state.slashes_used if seat == state.current else None,
        "acts": [list(a) for a in state.acts],
        "resolving": [step.public() for step in state.stack],
        "result": state.result,
    }


def hidden_from(state, seat: int) -> set[int]:
    """The deck and other hands, less the cards whose place `seat` knows."""
    hidden = set(state.deck)
    if state.result is None:
        for s, other in enumerate(state.seats):
            if s != seat:
                hidden.update(other.hand)
    return hidden - state.known[seat]


def hidden_values(state, seat: int) -> dict:
    """Other hands and the deck's order (cards `seat` cannot place), identities not
    yet shown, and others' candidates and pending picks."""
    values: dict = dict(hidden_card_zones(state, seat))
    unshown = [s for s, other in enumerate(state.seats)
               if s != seat and not other.revealed]
    if len({state.seats[s].identity for s in unshown}) > 1:
        for s in unshown:
            values[f"identity_{s}"] = state.seats[s].identity
    for s, keys in state.candidates.items():
        if s != seat and state.phase == "setup":
            values[f"candidates_{s}"] = sorted(keys)
            if s in state.picks:
                values[f"pick_{s}"] = state.picks[s]
    return values


def determinize(state, seat: int, rng: random.Random) -> Any:
    """A state `seat` cannot tell from this one: other hands and the deck dealt again
    from the cards it cannot place, the deck in a new order; unshown identities
    shuffled among the seats that hide them; during setup, others' candidates and
    picks drawn again."""
    from game.games.sanguosha.setup import redraw_candidates
    world = state.clone()
    unknown = state.hidden_from(seat)
    # Deck cards a step in progress holds by id (Stargaze's, looked at where they lie)
    # are a zone of their own on top: dealt again like the rest, renamed in the step.
    held = sum(step.deck_top_held() for step in world.stack)
    top = world.deck[len(world.deck) - held:]
    zones = [world.seats[s].hand for s in range(state.players) if s != seat] + [
        world.deck[:len(world.deck) - held], top]
    dealt = deal_unknown(zones, unknown, rng)
    for s, hand in zip([s for s in range(state.players) if s != seat], dealt, strict=False):
        world.seats[s].hand = hand
    rng.shuffle(dealt[-2])  # nobody knows the order
    if held:  # each unknown card on top replaced where it lies, the known ones kept
        fresh = iter([c for c in dealt[-1] if c in unknown or c not in top])
        new_top = [next(fresh) if c in unknown else c for c in top]
        for step in world.stack:
            step.rename_cards(dict(zip(top, new_top, strict=True)))
        top = new_top
    world.deck = dealt[-2] + top
    for step in world.stack:
        held = step.hand_held()
        if held is not None and held[0] != seat:
            owner, cards = held
            hand = world.seats[owner].hand
            spare = iter([c for c in hand if c not in cards])
            step.rename_cards({c: next(spare) for c in cards
                               if c in unknown and c not in hand})
    unshown = [s for s, other in enumerate(world.seats) if s != seat and not other.revealed]
    identities = [world.seats[s].identity for s in unshown]
    rng.shuffle(identities)
    for s, who in zip(unshown, identities, strict=True):
        world.seats[s].identity = who
    if world.phase == "setup":
        redraw_candidates(world, seat, rng)
    world.rng = reseed(rng)
    return world
