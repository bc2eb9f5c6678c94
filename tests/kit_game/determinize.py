"""What each High Card seat knows: its own hand, how many cards the others hold, the
pile and the cards each seat has taken (all played face up), the scores. The others'
hands and the undealt stock are hidden; a made-up world deals them again."""

from __future__ import annotations

import random
from typing import Any

from game.core.determinize import deal_unknown, hidden_card_zones, reseed


def observation(state: Any, seat: int) -> dict:
    codes = state.pack.codes
    return {"seat": seat, "players": state.players, "round": state.round,
            "asked": state.to_act, "leader": state.leader, "hand": codes(state.hands[seat]),
            "counts": [len(h) for h in state.hands], "pile": codes(state.pile),
            "taken": [codes(t) for t in state.taken], "scores": list(state.scores)}


def hidden_from(state: Any, seat: int) -> set[int]:
    return {c for s, h in enumerate(state.hands) if s != seat for c in h} | set(state.stock)


def hidden_values(state: Any, seat: int) -> dict:
    return hidden_card_zones(state, seat)


def determinize(state: Any, seat: int, rng: random.Random) -> Any:
    world = state.clone()
    zones = [h for s, h in enumerate(world.hands) if s != seat] + [world.stock]
    dealt = iter(deal_unknown(zones, hidden_from(state, seat), rng))
    world.hands = [h if s == seat else sorted(next(dealt)) for s, h in enumerate(world.hands)]
    world.stock = sorted(next(dealt))
    world.rng = reseed(rng)
    return world
