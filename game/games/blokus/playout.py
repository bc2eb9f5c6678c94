"""A Blokus position made for speed, for the hard player's play-outs: the same rules as
the model (placement.py's cover table, C3's turn order, C5's scores) with none of its
bookkeeping. A play-out lets each colour in turn lay its biggest piece that fits at a
random one of its corners, the way strong programs' light play-outs do, until no colour
can move."""

from __future__ import annotations

import random
from functools import cache

from game.games.blokus.ai import Position
from game.games.blokus.board import Geometry, bit_indices
from game.games.blokus.model import layout_of, scoring_of
from game.games.blokus.pieces import NAMES, size
from game.games.blokus.placement import cover_table
from game.games.blokus.scoring import colour_score

Move = tuple[str, int]  # (piece, the cells it covers)
SIZES = {piece: size(piece) for piece in NAMES}


@cache
def mask_table(geo: Geometry) -> tuple[dict[str, tuple[int, ...]], ...]:
    """placement.cover_table with only the cells each placement covers, each list in a
    fixed shuffled order, so a play-out's first fit at a corner is not always the
    piece's first orientation."""
    rng = random.Random(geo.size)
    out = []
    for cell in cover_table(geo):
        shuffled = {}
        for piece, covers in cell.items():
            masks = [cover[0] for cover in covers]
            rng.shuffle(masks)
            shuffled[piece] = tuple(masks)
        out.append(shuffled)
    return tuple(out)


class Sim:
    """Each colour's squares and tray, whose turn, who is out; `copy` is cheap."""

    __slots__ = ("geo", "table", "starts", "own", "occupied", "left", "last", "out",
                 "colour", "scoring")

    def __init__(self, geo: Geometry, starts: list[int], scoring: str) -> None:
        self.geo, self.starts, self.scoring = geo, starts, scoring
        self.table = mask_table(geo)
        n = len(starts)
        self.own = [0] * n
        self.occupied = 0
        self.left: list[list[str]] = [[] for _ in range(n)]
        self.last: list[str | None] = [None] * n
        self.out = [False] * n
        self.colour = 0

    @classmethod
    def of(cls, observation: dict) -> Sim:
        """The position an observation describes (everything in Blokus is open)."""
        variant = observation["variant"]
        layout = layout_of(variant)
        geo = layout.geometry
        sim = cls(geo, [geo.bit(*s) for s in layout.starts], scoring_of(variant))
        board = Position.of(observation)
        sim.own, sim.occupied = board.own, board.occupied
        for colour, piece, *_ in observation["placed"]:
            sim.last[colour] = piece
        sim.left = [sorted(t, key=size, reverse=True) for t in observation["left"]]
        sim.out = list(observation["out"])
        sim.colour = observation["colour"]
        return sim

    def copy(self) -> Sim:
        other = Sim.__new__(Sim)
        other.geo, other.table, other.starts = self.geo, self.table, self.starts
        other.scoring, other.occupied, other.colour = self.scoring, self.occupied, self.colour
        other.own = list(self.own)
        other.left = [list(t) for t in self.left]
        other.last = list(self.last)
        other.out = list(self.out)
        return other

    # -- moves ------------------------------------------------------------------------
    def anchor_covers(self, colour: int) -> list[dict]:
        own = self.own[colour]
        free = (self.geo.corners(own) if own else self.starts[colour]) & ~self.occupied
        return [self.table[cell] for cell in bit_indices(free)]

    def moves(self, colour: int) -> list[Move]:
        """Every legal move of the colour, each once."""
        forbidden = self.occupied | self.geo.edges(self.own[colour])
        points = self.anchor_covers(colour)
        seen: set[int] = set()
        out = []
        for piece in self.left[colour]:
            for covers in points:
                for mask in covers[piece]:
                    if not mask & forbidden and mask not in seen:
                        seen.add(mask)
                        out.append((piece, mask))
        return out

    def light_move(self, colour: int, rng: random.Random) -> Move | None:
        """The play-out's move: the biggest piece that fits at one of the colour's
        corners, the corners and the equal-sized pieces tried from a random one on (a
        turn of the list is as fair to the first and far cheaper than a shuffle)."""
        points = self.anchor_covers(colour)
        if not points:
            return None
        draw = rng.random
        first = int(draw() * len(points))
        points = points[first:] + points[:first]
        forbidden = self.occupied | self.geo.edges(self.own[colour])
        for group in self.groups(colour):
            first = int(draw() * len(group))
            for piece in group[first:] + group[:first]:
                for covers in points:
                    for mask in covers[piece]:
                        if not mask & forbidden:
                            return piece, mask
        return None

    def groups(self, colour: int) -> list[list[str]]:
        """The colour's tray in groups of equal size, biggest first."""
        out: list[list[str]] = []
        last = 0
        for piece in self.left[colour]:
            n = SIZES[piece]
            if n != last:
                out.append([])
                last = n
            out[-1].append(piece)
        return out

    # -- playing ----------------------------------------------------------------------
    def play(self, move: Move) -> None:
        piece, mask = move
        c = self.colour
        self.own[c] |= mask
        self.occupied |= mask
        self.left[c].remove(piece)
        self.last[c] = piece
        self.advance()

    def advance(self) -> None:
        """The next colour not yet out (it may turn out to be stuck when asked)."""
        n = len(self.own)
        for step in range(1, n + 1):
            c = (self.colour + step) % n
            if not self.out[c]:
                self.colour = c
                return

    def playout(self, rng: random.Random) -> list[int]:
        """Play light moves to the end; each colour's score (higher better)."""
        while not all(self.out):
            c = self.colour
            move = self.light_move(c, rng) if self.left[c] else None
            if move is None:
                self.out[c] = True
                self.advance()
            else:
                self.play(move)
        return self.colour_values()

    def colour_values(self) -> list[int]:
        sign = 1 if self.scoring == "official" else -1
        return [sign * colour_score(self.left[c], self.last[c], self.scoring)
                for c in range(len(self.own))]
