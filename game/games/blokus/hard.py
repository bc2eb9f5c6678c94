"""Blokus's hard player (rules sheet §6): a Monte Carlo search. Greedy's best few
placements are the candidates; each is tried by playing the game out to its end many
times with light moves (playout.py), the tries shared out by sequential halving (rounds
that each drop the worse half) so the promising ones get more; the one whose play-outs
left its player furthest ahead (its lead as a sharp 0..1 reward: a win is the aim) is
placed. A colour's first moves, where every play-out is longest and the sheet's opening
advice is plain, are greedy's."""

from __future__ import annotations

import math
import random
import time

from game.core.protocol import Action
from game.games.blokus.ai import Greedy
from game.games.blokus.model import OWNERS, base_of
from game.games.blokus.placement import placed_mask
from game.games.blokus.playout import Sim
from game.games.blokus.scoring import player_totals

MARGIN_SCALE = 4.0  # squares of lead that make a play-out nearly a sure win: a win is the aim


def reward(values: list[int], seat: int) -> float:
    """How good a play-out's end is for `seat`, 0..1: its lead over the best other."""
    best_other = max(v for s, v in enumerate(values) if s != seat)
    return 0.5 + 0.5 * math.tanh((values[seat] - best_other) / MARGIN_SCALE)


class MonteCarlo(Greedy):
    CANDIDATES, OPENING_MOVES = 12, 2

    def __init__(self, seed: int, seconds: float = 0.9, playouts: int | None = None) -> None:
        super().__init__(seed)
        self.random = random.Random(seed)
        self.seconds, self.budget = seconds, playouts
        self.playouts_run = 0  # over all decisions (a perfect-information search: no worlds)

    def choose(self, observation: dict, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        colour = observation["colour"]
        ranked = [a for _, a in self.ranked(observation, legal)[:self.CANDIDATES]]
        if sum(1 for p in observation["placed"] if p[0] == colour) < self.OPENING_MOVES:
            return ranked[0]
        return ranked[self.search(observation, ranked)]

    def search(self, observation: dict, candidates: list[Action]) -> int:
        """The index of the candidate with the best mean play-out reward, found by
        sequential halving: the time (or budget) is cut into rounds; in each, every
        candidate still in is played out in turn, then the worse half is dropped."""
        root = Sim.of(observation)
        owners, seat = OWNERS[base_of(observation["variant"])], observation["asked"]
        moves = [(a.piece, placed_mask(root.geo, a.piece, a.orientation, a.x, a.y))
                 for a in candidates]
        visits = [0] * len(moves)
        totals = [0.0] * len(moves)

        def mean(i: int) -> float:
            return totals[i] / visits[i] if visits[i] else -1.0

        alive = list(range(len(moves)))
        rounds = max(1, math.ceil(math.log2(len(moves))))
        start, done = time.perf_counter(), 0
        for r in range(rounds):
            left = rounds - r
            budget = (self.budget - done) // left if self.budget else None
            until = start + self.seconds * (r + 1) / rounds
            played = 0
            while True:
                for i in alive:
                    sim = root.copy()
                    sim.play(moves[i])
                    values = player_totals(sim.playout(self.random), owners)
                    visits[i] += 1
                    totals[i] += reward(values, seat)
                    played += 1
                if (played >= budget) if budget is not None else (time.perf_counter() >= until):
                    break
            done += played
            if len(alive) > 1:
                alive.sort(key=lambda i: (-mean(i), i))
                alive = alive[:max(1, (len(alive) + 1) // 2)]
        self.playouts_run += done
        return max(alive, key=lambda i: (mean(i), -i))
