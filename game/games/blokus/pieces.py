"""Blokus's 21 pieces (rules sheet gladiator_note.md, C1): each as the cells it covers
in one orientation (x right, y down, the origin at the top-left of its box). Every
other orientation is computed, not typed: the four quarter turns of the piece and of
its mirror image, each moved back to the origin, the copies dropped (91 in all)."""

from __future__ import annotations

from functools import cache

Cell = tuple[int, int]
Shape = tuple[Cell, ...]  # sorted cells, the box's top-left at (0, 0)

PIECES: dict[str, Shape] = {
    "I1": ((0, 0),),
    "I2": ((0, 0), (1, 0)),
    "I3": ((0, 0), (1, 0), (2, 0)),
    "V3": ((0, 0), (1, 0), (0, 1)),
    "I4": ((0, 0), (1, 0), (2, 0), (3, 0)),
    "O4": ((0, 0), (1, 0), (0, 1), (1, 1)),
    "T4": ((0, 0), (1, 0), (2, 0), (1, 1)),
    "L4": ((0, 0), (0, 1), (0, 2), (1, 2)),
    "Z4": ((0, 0), (1, 0), (1, 1), (2, 1)),
    "F": ((1, 0), (2, 0), (0, 1), (1, 1), (1, 2)),
    "I5": ((0, 0), (1, 0), (2, 0), (3, 0), (4, 0)),
    "L5": ((0, 0), (0, 1), (0, 2), (0, 3), (1, 3)),
    "N": ((0, 0), (0, 1), (1, 1), (1, 2), (1, 3)),
    "P": ((0, 0), (1, 0), (0, 1), (1, 1), (0, 2)),
    "T5": ((0, 0), (1, 0), (2, 0), (1, 1), (1, 2)),
    "U": ((0, 0), (2, 0), (0, 1), (1, 1), (2, 1)),
    "V5": ((0, 0), (0, 1), (0, 2), (1, 2), (2, 2)),
    "W": ((0, 0), (0, 1), (1, 1), (1, 2), (2, 2)),
    "X": ((1, 0), (0, 1), (1, 1), (2, 1), (1, 2)),
    "Y": ((0, 0), (0, 1), (0, 2), (0, 3), (1, 1)),
    "Z5": ((0, 0), (1, 0), (1, 1), (1, 2), (2, 2)),
}
NAMES = tuple(PIECES)  # a piece's index in a tray is its place here
MONOMINO = "I1"


def size(piece: str) -> int:
    return len(PIECES[piece])


def normalised(cells) -> Shape:
    """The cells moved so their box's top-left is (0, 0), sorted."""
    min_x = min(x for x, _ in cells)
    min_y = min(y for _, y in cells)
    return tuple(sorted((x - min_x, y - min_y) for x, y in cells))


def quarter_turn(cells) -> Shape:
    return normalised([(-y, x) for x, y in cells])


def mirrored(cells) -> Shape:
    return normalised([(-x, y) for x, y in cells])


@cache
def orientations(piece: str) -> tuple[Shape, ...]:
    """Every distinct way the piece may lie (turned and flipped), in a fixed order:
    the quarter turns of the piece, then of its mirror image, copies dropped."""
    out: list[Shape] = []
    for start in (normalised(PIECES[piece]), mirrored(PIECES[piece])):
        shape = start
        for _ in range(4):
            if shape not in out:
                out.append(shape)
            shape = quarter_turn(shape)
    return tuple(out)


def turned(piece: str, orientation: int) -> int:
    """The orientation a quarter turn (clockwise on screen) of `orientation` gives."""
    shapes = orientations(piece)
    return shapes.index(quarter_turn(shapes[orientation]))


def flipped(piece: str, orientation: int) -> int:
    """The orientation the mirror image (left to right) of `orientation` gives."""
    shapes = orientations(piece)
    return shapes.index(mirrored(shapes[orientation]))
