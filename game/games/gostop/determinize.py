"""What each seat of a Go-Stop hand may know (rules sheet §10), and worlds made up from
it: the observation, the cards hidden from a seat, and a state it cannot tell from the
real one (the model's methods of the same names call these)."""

from __future__ import annotations

import random
from typing import Any

from game.core.determinize import deal_unknown, hidden_card_zones, reseed
from game.games.gostop.matching import by_month
from game.games.gostop.pack import code, codes
from game.games.gostop.scoring import best_score


def observation(state, seat: int) -> dict:
    p = state.pending
    over = state.result is not None
    scores = [best_score(c) for c in state.captures]
    return {
        "seat": seat, "players": state.players, "variant": state.variant,
        "phase": state.phase, "to_act": state.to_act, "dealer": state.dealer,
        "turn": state.turn_no, "target": state.options.goal, "nagari": state.nagari,
        "redeals": state.redeals,
        "hand": codes(state.hands[seat]), "hand_counts": state.hand_counts(),
        "table": codes(state.table),
        "stacks": [[m, state.ppuk_maker.get(m)] for m, cards in
                   sorted(by_month(state.table).items()) if len(cards) == 3],
        "stock_count": len(state.stock),
        "captures": [codes(c) for c in state.captures],
        "scores": [s.total for s in scores],
        "gos": list(state.gos), "go_points": list(state.go_points),
        "shakes": list(state.shakes), "bombs": list(state.bombs),
        "skips": list(state.skips), "ppuks": list(state.ppuks),
        "first_ppuk": list(state.first_ppuk),
        "shown": [codes(c) for c in state.shown], "chongtong": list(state.chongtong),
        "played": None if p["played"] is None else code(p["played"]),
        "flipped": None if p["flip"] is None else code(p["flip"]),
        "choosing": None if p["choosing"] is None else code(p["choosing"]),
        "choices": codes(p["options"]), "taking": codes(p["take"]),
        "result": state.result,
        "hands": [codes(h) for h in state.hands] if over else None,
    }


def hidden_from(state, seat: int) -> set[int]:
    """The stock, and other hands but their shown cards (every hand once over)."""
    hidden = set(state.stock)
    if state.result is None:
        for other in range(state.players):
            if other != seat:
                hidden.update(set(state.hands[other]) - set(state.shown[other]))
    return hidden


def hidden_values(state, seat: int) -> dict:
    return hidden_card_zones(state, seat)


def determinize(state, seat: int, rng: random.Random) -> Any:
    """A state `seat` cannot tell from this one: the cards it cannot place dealt at
    random among the other hands and the stock (sizes and shown cards kept), the
    stock in a new order, the RNG reseeded. Not reachable from the seed, so its
    `to_json` does not replay it; everything else plays on it."""
    world = state.clone()
    others = [s for s in range(state.players) if s != seat]
    zones = [world.hands[s] for s in others] + [world.stock]
    dealt = deal_unknown(zones, state.hidden_from(seat), rng)
    for s, hand in zip(others, dealt, strict=False):
        world.hands[s] = sorted(hand)
    world.stock = dealt[-1]
    rng.shuffle(world.stock)
    world.rng = reseed(rng)
    return world
