"""Where a piece may go (rules sheet C2, C3): on the board, on empty cells, never
edge to edge with its own colour, corner to corner with it at least once (a colour's
first piece covers its start cell instead). Other colours may be touched anyhow.

`placement_problem` says why a placement is refused; `placements` lists every legal
one, tried only where a piece can touch its colour's free corners (the anchors)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from game.games.blokus.board import Geometry
from game.games.blokus.pieces import orientations

Placement = tuple[str, int, int, int]  # (piece, orientation, x, y of its box's top-left)


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


def fits(geo: Geometry, occupied: int, own: int, start: int,
         pieces: Iterable[str]) -> Iterator[Placement]:
    """Every legal placement of the given pieces, tried from the colour's anchors (one
    may come more than once: from each of its cells that lies on an anchor)."""
    free = anchors(geo, occupied, own, start)
    if not free:
        return
    forbidden = occupied | geo.edges(own)
    points = geo.cells(free)
    for piece in pieces:
        for o, shape in enumerate(orientations(piece)):
            mask, w, h = geo.shape_mask(piece, o)
            for ax, ay in points:
                for cx, cy in shape:
                    x, y = ax - cx, ay - cy
                    if 0 <= x and 0 <= y and x + w <= geo.size and y + h <= geo.size \
                            and not (mask << (y * geo.stride + x)) & forbidden:
                        yield piece, o, x, y


def placements(geo: Geometry, occupied: int, own: int, start: int,
               pieces: Iterable[str]) -> list[Placement]:
    """Every legal placement of the given pieces, each once, in a fixed order."""
    return sorted(set(fits(geo, occupied, own, start, pieces)))


def can_move(geo: Geometry, occupied: int, own: int, start: int, pieces: Iterable[str]) -> bool:
    """Whether any of the pieces fits anywhere (stops at the first that does)."""
    return next(fits(geo, occupied, own, start, pieces), None) is not None
