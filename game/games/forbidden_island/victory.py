"""How the game ends: rules sheet §4.

Won: every treasure captured, every pawn on Fools' Landing, and a Helicopter Lift
played (Fools' Landing may be flooded). Lost, at once, when: both tiles of a treasure
not yet captured have sunk; Fools' Landing sinks; a pawn on a sinking tile has nowhere
to swim; the water meter reaches the skull.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import Event
from game.games.forbidden_island import movement
from game.games.forbidden_island.tiles import HELIPAD, SUNK, TILE, TREASURE_KEYS, treasure_tiles

WON = "lifted_off"
LOSSES = ("fools_landing_sunk", "treasure_lost", "drowned", "water_skull")


def may_lift_off(state: Any) -> bool:
    """Every treasure captured and every pawn on Fools' Landing."""
    return (len(state.captured) == len(TREASURE_KEYS)
            and all(tile == HELIPAD for tile in state.pos))


def loss_by_sinking(state: Any, tile: str) -> dict | None:
    """Why the game is lost now that `tile` has sunk (None: it goes on). Checked before
    anyone swims: a pawn with nowhere to swim drowns at once."""
    if tile == HELIPAD:
        return {"reason": "fools_landing_sunk", "tile": tile}
    treasure = TILE[tile].treasure
    if treasure and treasure not in state.captured \
            and all(state.tiles[t] == SUNK for t in treasure_tiles(treasure)):
        return {"reason": "treasure_lost", "treasure": treasure, "tile": tile}
    for seat in swimmers_on(state, tile):
        if not movement.swim_targets(state, seat):
            return {"reason": "drowned", "seat": seat, "tile": tile}
    return None


def swimmers_on(state: Any, tile: str) -> list[int]:
    """The seats whose pawns stand on `tile`, the active seat first, then in turn order."""
    order = [(state.active + i) % state.players for i in range(state.players)]
    return [s for s in order if state.pos[s] == tile]


def finish(state: Any, won: bool, reason: str, **details: Any) -> list[Event]:
    """End the game; the "over" event says how."""
    state.phase = "over"
    state.swimmers = []
    state.result = {"won": won, "reason": reason, **details}
    return [Event("over", None, dict(state.result))]
