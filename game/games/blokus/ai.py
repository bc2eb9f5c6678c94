"""Blokus's computer players (rules sheet §6): easy places a random legal piece; normal
is the sheet's greedy evaluation of every legal placement: three points a square (big
pieces early), one for each corner it opens to its own colour, 1.2 off for each corner
it shuts to an opponent's, and a pull toward the board's centre over a colour's first
moves. Hard, a Monte Carlo search over greedy's best few, is in hard.py."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.agents import RandomAgent, agent_for
from game.core.protocol import Action
from game.core.rng import GameRng
from game.games.blokus.board import Geometry
from game.games.blokus.model import OWNERS, base_of, layout_of
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
        layout = layout_of(observation["variant"])
        geo = layout.geometry
        own = [0] * len(layout.colours)
        for colour, piece, orientation, x, y in observation["placed"]:
            own[colour] |= placed_mask(geo, piece, orientation, x, y)
        occupied = 0
        for mask in own:
            occupied |= mask
        return cls(geo, own, occupied, OWNERS[base_of(observation["variant"])])

    def anchors(self, colour: int, occupied: int, own: int | None = None) -> int:
        mask = self.own[colour] if own is None else own
        return self.geometry.corners(mask) & ~occupied


def rivals_of(pos: Position, colour: int, out: list[bool], seat: int | None) -> list[int]:
    """The colours still in play that are not this seat's."""
    return [c for c, owner in enumerate(pos.owners)
            if not out[c] and c != colour and (owner != seat or owner is None)]


def evaluate(pos: Position, colour: int, rivals: list[int], moves_made: int,
             placement: tuple[str, int, int, int]) -> float:
    """The sheet's greedy value of one placement (§6): squares, own corners opened,
    rivals' corners shut, the pull to the centre over the colour's first moves."""
    geo = pos.geometry
    piece, orientation, x, y = placement
    cells = placed_mask(geo, piece, orientation, x, y)
    occupied = pos.occupied | cells
    opened = pos.anchors(colour, occupied, pos.own[colour] | cells).bit_count() \
        - pos.anchors(colour, pos.occupied).bit_count()
    shut = sum(pos.anchors(c, pos.occupied).bit_count() - pos.anchors(c, occupied).bit_count()
               for c in rivals)
    score = SQUARE * size(piece) + OWN_CORNER * opened + THEIR_CORNER * shut
    if moves_made < OPENING:
        centre = (geo.size - 1) / 2
        score -= CENTRE * min(abs(cx - centre) + abs(cy - centre) for cx, cy in geo.cells(cells))
    return score


class Greedy:
    """The sheet's greedy evaluation; `noise` (0 for normal) shakes the scores."""

    def __init__(self, seed: int, noise: float = 0.0) -> None:
        self.rng = GameRng(seed)
        self.noise = noise

    def ranked(self, observation: dict, legal: list[Action]) -> list[tuple[float, Action]]:
        pos = Position.of(observation)
        colour = observation["colour"]
        rivals = rivals_of(pos, colour, observation["out"], observation["asked"])
        moves = sum(1 for p in observation["placed"] if p[0] == colour)
        out = []
        for action in legal:
            score = evaluate(pos, colour, rivals, moves,
                             (action.piece, action.orientation, action.x, action.y))
            if self.noise:
                score += self.rng.gauss(0.0, self.noise)
            out.append((score, action))
        out.sort(key=lambda pair: -pair[0])
        return out

    def choose(self, observation: dict, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        return self.ranked(observation, legal)[0][1]


LEVELS = ("easy", "normal", "hard")


def make_agent(level: str, seed: int):
    from game.games.blokus.hard import MonteCarlo  # the hard player builds on Greedy

    return agent_for({"easy": RandomAgent, "normal": Greedy, "hard": MonteCarlo}, level, seed)
