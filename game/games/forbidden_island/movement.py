"""Where each adventurer can go and what he can shore up: rules sheet §3 and §1.4.

Everyone moves, shores up and swims orthogonally; the Explorer diagonally too. The Diver
moves through any chain of flooded and sunk places for one action, and swims to the
nearest tile; the Pilot flies anywhere once per turn and, when his tile sinks, flies
anywhere instead of swimming. A pawn the Navigator moves moves as a plain pawn would
(orthogonally, up to two tiles: the common reading of the sheet's "up to 2 adjacent
tiles"). Every answer is a list of tile keys in slot order.
"""

from __future__ import annotations

from typing import Any

from game.games.forbidden_island.tiles import DIVER, EXPLORER, FLOODED, PILOT, SUNK

NAVIGATOR_STEPS = 2


def in_slot_order(state: Any, slots) -> list[str]:
    return [state.layout[s] for s in sorted(set(slots))]


def unsunk(state: Any, tile: str) -> bool:
    return state.tiles[tile] != SUNK


def neighbours(state: Any, tile: str, diagonal: bool = False) -> list[int]:
    """The slots next to `tile`'s (sunk or not)."""
    return list(state.island.neighbours(state.slot_of[tile], diagonal))


def adjacent_unsunk(state: Any, tile: str, diagonal: bool = False) -> list[str]:
    return in_slot_order(state, (n for n in neighbours(state, tile, diagonal)
                                 if unsunk(state, state.layout[n])))


def diver_reach(state: Any, tile: str) -> list[str]:
    """Every tile the Diver reaches for one action: an adjacent tile, or the end of a
    chain of adjacent flooded and/or sunk places (he ends on a tile, never in water)."""
    start = state.slot_of[tile]
    seen, todo, ends = {start}, [start], set()
    while todo:
        for n in state.island.orth[todo.pop()]:
            if n in seen:
                continue
            seen.add(n)
            here = state.tiles[state.layout[n]]
            if here != SUNK:
                ends.add(n)
            if here in (FLOODED, SUNK):
                todo.append(n)
    return in_slot_order(state, ends)


def move_targets(state: Any, seat: int) -> list[str]:
    """Where `seat`'s pawn can move for one action (the Pilot's flight apart)."""
    role, tile = state.roles[seat], state.pos[seat]
    if role == DIVER:
        return diver_reach(state, tile)
    return adjacent_unsunk(state, tile, diagonal=role == EXPLORER)


def fly_targets(state: Any, seat: int) -> list[str]:
    """The Pilot's flight: any other tile, once per turn."""
    if state.roles[seat] != PILOT or state.flew:
        return []
    return [t for t in state.layout if unsunk(state, t) and t != state.pos[seat]]


def navigate_targets(state: Any, pawn: int) -> list[str]:
    """Where the Navigator can send `pawn`: one or two orthogonal steps over tiles."""
    start = state.pos[pawn]
    frontier, reached = [start], set()
    for _ in range(NAVIGATOR_STEPS):
        frontier = [t for here in frontier for t in adjacent_unsunk(state, here)]
        reached.update(frontier)
    reached.discard(start)
    return in_slot_order(state, (state.slot_of[t] for t in reached))


def shore_targets(state: Any, seat: int) -> list[str]:
    """The flooded tiles `seat` can shore up: his own and the adjacent ones."""
    tile = state.pos[seat]
    near = [state.slot_of[tile]] + neighbours(state, tile, state.roles[seat] == EXPLORER)
    return in_slot_order(state, (s for s in near if state.tiles[state.layout[s]] == FLOODED))


def swim_targets(state: Any, seat: int) -> list[str]:
    """Where `seat`'s pawn can swim from its sunk tile (none: it drowns)."""
    role, tile = state.roles[seat], state.pos[seat]
    if role == PILOT:
        return [t for t in state.layout if unsunk(state, t)]
    if role == DIVER:
        return nearest_tiles(state, tile)
    return adjacent_unsunk(state, tile, diagonal=role == EXPLORER)


def nearest_tiles(state: Any, tile: str) -> list[str]:
    """The tiles nearest `tile` counting orthogonal steps through water (the Diver's
    swim); every one at that distance, for him to choose among."""
    here = state.slot_of[tile]
    left = [s for s, t in enumerate(state.layout) if unsunk(state, t) and s != here]
    if not left:
        return []
    best = min(state.island.distance(here, s) for s in left)
    return in_slot_order(state, (s for s in left if state.island.distance(here, s) == best))
