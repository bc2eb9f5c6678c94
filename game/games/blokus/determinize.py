"""What each Blokus seat knows (rules sheet §7: no hidden information): everything. The
board, every tray, who is out, whose turn it is and the shared colour's turns are the
same in every seat's view; no card or choice is kept from anyone, so a made-up world is
the state itself, copied (with its RNG reseeded, though nothing is left to chance)."""

from __future__ import annotations

import random
from typing import Any

from game.core.determinize import reseed


def observation(state: Any, seat: int) -> dict:
    return {"seat": seat, "players": state.players, "variant": state.log.variant,
            "colours": list(state.layout.colours), "colour": state.colour,
            "asked": state.to_act, "placed": [list(p) for p in state.placed],
            "left": [list(t) for t in state.left], "out": list(state.out),
            "scores": state.scores(), "shared_turns": state.shared_turns}


def hidden_from(state: Any, seat: int) -> set[int]:
    return set()


def hidden_values(state: Any, seat: int) -> dict:
    return {}


def determinize(state: Any, seat: int, rng: random.Random) -> Any:
    world = state.clone()
    world.rng = reseed(rng)
    return world
