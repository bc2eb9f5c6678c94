"""Blokus's computer players (rules sheet §6): easy places a random legal piece; normal
is the sheet's greedy evaluation of every legal placement: three points a square (big
pieces early), one for each corner it opens to its own colour, 1.2 off for each corner
it shuts to an opponent's, and a pull toward the board's centre over a colour's first
moves. (Hard, a search, is to come.)"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.agents import RandomAgent, agent_for
from game.core.protocol import Action
from game.core.rng import GameRng
from game.games.blokus.board import Geometry
from game.games.blokus.model import CLASSIC_LAYOUT, DUO_LAYOUT, OWNERS
from game.games.blokus.pieces import size
from game.games.blokus.placement import placed_mask

SQUARE, OWN_CORNER, THEIR_CORNER, CENTRE = 3.0, 1.0, 1.2, 0.3
OPENING = 6  # a colour's moves the pull toward the centre lasts


@dataclass
class Position:
    """The board as bit masks, rebuilt from an observation's placements."""

    geometry: Geometry
    own: list[int]
    occupied: int
    owners: tuple[int | None, ...]

    @classmethod
    def of(cls, observation: dict) -> Position:
        base = observation["variant"].removesuffix("-simple")
        layout = DUO_LAYOUT if base == "2p-duo" else CLASSIC_LAYOUT
        geo = layout.geometry
        own = [0] * len(layout.colours)
        for colour, piece, orientation, x, y in observation["placed"]:
            own[colour] |= placed_mask(geo, piece, orientation, x, y)
        occupied = 0
        for mask in own:
            occupied |= mask
        return cls(geo, own, occupied, OWNERS[base])

    def anchors(self, colour: int, occupied: int, own: int | None = None) -> int:
        mask = self.own[colour] if own is None else own
        return self.geometry.corners(mask) & ~occupied


class Greedy:
    """The sheet's greedy evaluation; `noise` (0 for normal) shakes the scores."""

    def __init__(self, seed: int, noise: float = 0.0) -> None:
        self.rng = GameRng(seed)
        self.noise = noise

    def choose(self, observation: dict, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        pos = Position.of(observation)
        colour = observation["colour"]
        seat = observation["asked"]
        rivals = [c for c, owner in enumerate(pos.owners)
                  if not observation["out"][c] and c != colour and owner != seat]
        before = {c: pos.anchors(c, pos.occupied).bit_count() for c in rivals}
        mine_before = pos.anchors(colour, pos.occupied).bit_count()
        moves = sum(1 for p in observation["placed"] if p[0] == colour)
        geo = pos.geometry
        centre = (geo.size - 1) / 2
        best, best_score = legal[0], float("-inf")
        for action in legal:
            cells = placed_mask(geo, action.piece, action.orientation, action.x, action.y)
            occupied = pos.occupied | cells
            mine = pos.anchors(colour, occupied, pos.own[colour] | cells).bit_count()
            shut = sum(before[c] - pos.anchors(c, occupied).bit_count() for c in rivals)
            score = SQUARE * size(action.piece) + OWN_CORNER * (mine - mine_before) \
                + THEIR_CORNER * shut
            if moves < OPENING:
                near = min(abs(x - centre) + abs(y - centre) for x, y in geo.cells(cells))
                score -= CENTRE * near
            if self.noise:
                score += self.rng.gauss(0.0, self.noise)
            if score > best_score:
                best, best_score = action, score
        return best


LEVELS = ("easy", "normal")


def make_agent(level: str, seed: int):
    return agent_for({"easy": RandomAgent, "normal": Greedy}, level, seed)
