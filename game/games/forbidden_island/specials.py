"""The special cards, played at any time by anyone, at no action: rules sheet §1.2, §3.

Hands are open and the table decides together, so in every decision of the game the
seat asked may play a special card from any player's hand (the holder discards it).
Helicopter Lift: any pawns standing on one tile (one or more of them) fly to any other
tile; pawns waiting to swim from a sunk tile may be lifted off it instead. With every
treasure captured and everyone on Fools' Landing, a Helicopter Lift lifts off: the win.
Sandbags: shore up any flooded tile.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from game.core.protocol import Event
from game.games.forbidden_island import movement, victory
from game.games.forbidden_island.actions import Lift, LiftOff, Sandbags
from game.games.forbidden_island.tiles import DRY, FLOODED, HELICOPTER_LIFT, PACK, SANDBAGS, kind


def held(state: Any, card_kind: str) -> list[tuple[int, int]]:
    """(holder, card) for every card of `card_kind` in any hand."""
    return [(h, c) for h in range(state.players) for c in state.hands[h] if kind(c) == card_kind]


def groups(state: Any) -> dict[str, list[int]]:
    """The pawns on each tile that has any (a sunk one while they wait to swim)."""
    on: dict[str, list[int]] = {}
    for seat, tile in enumerate(state.pos):
        on.setdefault(tile, []).append(seat)
    return on


def lift_choices(state: Any) -> list[tuple[tuple[int, ...], str]]:
    """(pawns, tile) for every lift there is: a non-empty group of the pawns on one
    tile, to any other tile."""
    choices = []
    tiles = [t for t in state.layout if movement.unsunk(state, t)]
    for source, pawns in sorted(groups(state).items(), key=lambda g: g[1]):
        for n in range(1, len(pawns) + 1):
            for group in combinations(pawns, n):
                choices += [(group, t) for t in tiles if t != source]
    return choices


def sandbag_tiles(state: Any) -> list[str]:
    return [t for t in state.layout if state.tiles[t] == FLOODED]


def plays(state: Any, seat: int) -> list:
    """Every special card play open to the seat asked now."""
    out: list = []
    lifts = held(state, HELICOPTER_LIFT)
    if lifts and victory.may_lift_off(state):
        out += [LiftOff(seat, h, c) for h, c in lifts]
    if lifts:
        choices = lift_choices(state)
        out += [Lift(seat, h, c, pawns, t) for h, c in lifts for pawns, t in choices]
    out += [Sandbags(seat, h, c, t) for h, c in held(state, SANDBAGS) for t in sandbag_tiles(state)]
    return out


def _spend(state: Any, holder: int, card: int) -> None:
    state.hands[holder].remove(card)
    state.treasure_discard.append(card)


def lift(state: Any, action: Lift) -> list[Event]:
    _spend(state, action.holder, action.card)
    source = state.pos[action.pawns[0]]
    for pawn in action.pawns:
        state.pos[pawn] = action.tile
        if pawn in state.swimmers:  # lifted off a sinking tile instead of swimming
            state.swimmers.remove(pawn)
    return [Event("lifted", action.seat, {"holder": action.holder,
                                          "card": PACK.code(action.card),
                                          "pawns": list(action.pawns), "from": source,
                                          "tile": action.tile})]


def lift_off(state: Any, action: LiftOff) -> list[Event]:
    _spend(state, action.holder, action.card)
    played = Event("lifted_off", action.seat, {"holder": action.holder,
                                               "card": PACK.code(action.card)})
    return [played] + victory.finish(state, True, victory.WON)


def sandbags(state: Any, action: Sandbags) -> list[Event]:
    _spend(state, action.holder, action.card)
    state.tiles[action.tile] = DRY
    return [Event("sandbagged", action.seat, {"holder": action.holder,
                                              "card": PACK.code(action.card),
                                              "tile": action.tile})]
