"""The Blokus board as bit masks (rules sheet C2, C3): a cell (x, y) is bit y * STRIDE + x
of a Python int, each row one bit wider than the board, so a shift left or right that
runs off a row's end lands in that spare column, which no piece may cover. A colour's
squares, all the squares taken, and the cells edge- and corner-next to a colour are then
a few shifts and ands, fast enough for thousands of playouts a second."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from game.games.blokus.pieces import orientations


@dataclass(frozen=True)
class Geometry:
    """A square board `size` cells a side."""

    size: int

    @property
    def stride(self) -> int:
        return self.size + 1

    def bit(self, x: int, y: int) -> int:
        return 1 << (y * self.stride + x)

    def cell_of(self, index: int) -> tuple[int, int]:
        return index % self.stride, index // self.stride

    @property
    def inside(self) -> int:
        """Every cell of the board (the spare column and beyond left out)."""
        return _inside(self.size)

    def cells(self, mask: int) -> list[tuple[int, int]]:
        return [self.cell_of(i) for i in bit_indices(mask)]

    def edges(self, mask: int) -> int:
        """The cells sharing an edge with `mask`'s (on the board, its own left out)."""
        s = self.stride
        return ((mask << 1) | (mask >> 1) | (mask << s) | (mask >> s)) & self.inside & ~mask

    def corners(self, mask: int) -> int:
        """The cells touching `mask`'s at a corner only (on the board)."""
        s = self.stride
        diagonal = (mask << (s + 1)) | (mask << (s - 1)) | (mask >> (s + 1)) | (mask >> (s - 1))
        return diagonal & self.inside & ~mask & ~self.edges(mask)

    def shape_mask(self, piece: str, orientation: int) -> tuple[int, int, int]:
        """(mask at the origin, width, height) of a piece lying one way."""
        return _shape(self.size, piece, orientation)


def bit_indices(mask: int) -> list[int]:
    """The indices of a mask's set bits, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


@cache
def _inside(size: int) -> int:
    row = (1 << size) - 1
    stride = size + 1
    out = 0
    for y in range(size):
        out |= row << (y * stride)
    return out


@cache
def _shape(size: int, piece: str, orientation: int) -> tuple[int, int, int]:
    stride = size + 1
    cells = orientations(piece)[orientation]
    mask = 0
    for x, y in cells:
        mask |= 1 << (y * stride + x)
    return mask, max(x for x, _ in cells) + 1, max(y for _, y in cells) + 1


CLASSIC = Geometry(20)
DUO = Geometry(14)
