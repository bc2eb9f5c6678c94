"""Where a piece may go (rules sheet C2, C3): on the board, on empty cells, never
edge to edge with its own colour, corner to corner with it at least once (a colour's
first piece covers its start cell instead). Other colours may be touched anyhow.

`placement_problem` says why a placement is refused; `placements` lists every legal
one, tried only where a piece can touch its colour's free corners (the anchors)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import cache

from game.games.blokus.board import Geometry, bit_indices
from game.games.blokus.pieces import NAMES, orientations

Placement = tuple[str, int, int, int]  # (piece, orientation, x, y of its box's top-left)
Cover = tuple[int, int, int, int]  # (cells covered, orientation, x, y)


def placed_mask(geo: Geometry, piece: str, orientation: int, x: int, y: int) -> int | None:
    """The cells the piece covers lying there, or None when it leaves the board."""
    mask, w, h = geo.shape_mask(piece, orientation)
    if x < 0 or y < 0 or x + w > geo.size or y + h > geo.size:
        return None
    return mask << (y * geo.stride + x)


def placement_problem(geo: Geometry, occupied: int, own: int, start: int, piece: str,
                      orientation: int, x: int, y: int) -> str | None:
    """Why the piece may not lie there for a colour whose squares are `own` (start: the
    bit of its start cell), or None when it may."""
    cells = placed_mask(geo, piece, orientation, x, y)
    if cells is None:
        return "off_board"
    if cells & occupied:
        return "overlap"
    if cells & geo.edges(own):
        return "own_edge"
    if not own:
        return None if cells & start else "first_not_on_start"
    return None if cells & geo.corners(own) else "no_own_corner"


def anchors(geo: Geometry, occupied: int, own: int, start: int) -> int:
    """The free cells a colour's next piece may touch it at (its start cell at first)."""
    if not own:
        return start & ~occupied
    return geo.corners(own) & ~occupied


@cache
def cover_table(geo: Geometry) -> tuple[dict[str, tuple[Cover, ...]], ...]:
    """For each cell (by bit index), every on-board placement covering it, by piece:
    the move generator then tests only what could touch an anchor, one `&` each."""
    table: list[dict[str, list[Cover]]] = [{p: [] for p in NAMES}
                                          for _ in range(geo.stride * geo.size)]
    for piece in NAMES:
        for o in range(len(orientations(piece))):
            shape, w, h = geo.shape_mask(piece, o)
            for y in range(geo.size - h + 1):
                for x in range(geo.size - w + 1):
                    cover = (shape << (y * geo.stride + x), o, x, y)
                    for cell in bit_indices(cover[0]):
                        table[cell][piece].append(cover)
    return tuple({p: tuple(c) for p, c in cell.items()} for cell in table)


def fits(geo: Geometry, occupied: int, own: int, start: int,
         pieces: Iterable[str]) -> Iterator[Placement]:
    """Every legal placement of the given pieces, tried from the colour's anchors (one
    may come more than once: from each of its cells that lies on an anchor)."""
    free = anchors(geo, occupied, own, start)
    if not free:
        return
    forbidden = occupied | geo.edges(own)
    table = cover_table(geo)
    points = [table[cell] for cell in bit_indices(free)]
    for piece in pieces:
        for covers in points:
            for mask, o, x, y in covers[piece]:
                if not mask & forbidden:
                    yield piece, o, x, y


def placements(geo: Geometry, occupied: int, own: int, start: int,
               pieces: Iterable[str]) -> list[Placement]:
    """Every legal placement of the given pieces, each once, in a fixed order."""
    return sorted(set(fits(geo, occupied, own, start, pieces)))


def can_move(geo: Geometry, occupied: int, own: int, start: int, pieces: Iterable[str]) -> bool:
    """Whether any of the pieces fits anywhere (stops at the first that does)."""
    return next(fits(geo, occupied, own, start, pieces), None) is not None
