"""Is this deal winnable? A depth-first search over the whole deal (the computer knows
every card: the face-down ones and the stock's order), under the model's rules (the
passes of the mode; foundation to column allowed).

- A safe foundation move (`hint.is_safe`) is made at once, without branching on others.
- The other moves in order: those that turn a face-down card up (the column hiding most
  first), to a foundation, the waste's card to a column, part of a run to free a card
  for a foundation, the stock, then the rest (other run moves, foundation to column).
- Never: a King's run from a column hiding nothing to an empty column (the same
  position with the columns renamed); a move giving back a position the game was in
  before (the rules refuse it). A line longer than the model's `IDLE_LIMIT` moves
  without progress is not looked for: no winning line comes near it.
- A transposition table of the positions searched, the columns as a set (their order
  does not matter), the pass in normal mode; each kept as its 64-bit hash (two positions
  sharing one, which would cut a line short, is far rarer than running out of budget).
- No garbage collection while it runs (it makes only acyclic tuples), so a search on a
  thread beside the table does not stop the table's frames for a collection.
- A budget of nodes and of seconds: "unknown" when it runs out.

`solve(state)` answers for the state as it stands (a fresh deal or a game under way):
`Verdict.winnable` with a winning line of the model's actions, `not_winnable` when the
search was complete, or `unknown`."""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass, field
from enum import Enum

from game.core.protocol import Action, IllegalAction
from game.core.search import collector_waits
from game.games.wordpatience.actions import (
    ColumnToFoundation,
    FoundationToColumn,
    MoveRun,
    TurnStock,
    WasteToColumn,
    WasteToFoundation,
)
from game.games.wordpatience.deck import KING, SUITS, is_red, rank
from game.games.wordpatience.hint import is_safe
from game.games.wordpatience.model import COLUMNS, PatienceState

NODES = 200_000
SECONDS = 2.0
NARROW_SHARE = 0.4  # of the time, for the first, narrow look


class Verdict(Enum):
    WINNABLE = "winnable"
    NOT_WINNABLE = "not_winnable"
    UNKNOWN = "unknown"


@dataclass
class Answer:
    verdict: Verdict
    nodes: int
    seconds: float
    line: list[Action] = field(default_factory=list)  # a winning line, when winnable


class _OutOfBudget(Exception):
    pass


def _fits(card: int, below: int) -> bool:
    return rank(below) == rank(card) + 1 and is_red(card) != is_red(below)


class _Search:
    def __init__(self, s: PatienceState, nodes: int, seconds: float) -> None:
        self.down = [list(d) for d in s.down]
        self.up = [list(u) for u in s.up]
        self.stock, self.waste, self.found = list(s.stock), list(s.waste), list(s.found)
        self.passes = s.passes
        self.max_passes = s.options.passes
        self.budget, self.deadline = nodes, time.perf_counter() + seconds
        self.nodes = 0
        self.seen: set[int] = set()
        self.line: list[tuple] = []
        self.narrow = False  # leave out the moves that seldom help (a first, quick look)
        # The game's own past (the model's keys): a move that would give one back is
        # refused by the rules, so the search makes none. `shapes` finds the few
        # positions worth comparing whole (the same face-down counts and foundations).
        self.history = s.history
        self.shapes = {(k[0], k[4]) for k in s.history}

    def key(self) -> tuple:
        return (tuple(sorted(zip(map(tuple, self.down), map(tuple, self.up), strict=True))),
                tuple(self.waste), tuple(self.stock), tuple(self.found),
                0 if self.max_passes is None else self.passes)

    def repeats(self) -> bool:
        """Whether the position now is one the game was in before the search began (the
        model's key: see `PatienceState.key`)."""
        downs, found = tuple(len(d) for d in self.down), tuple(self.found)
        if (downs, found) not in self.shapes:
            return False
        stock = len(self.stock) if self.passes == 1 else tuple(self.stock)
        key = (downs, tuple(tuple(u) for u in self.up), tuple(self.waste), stock, found,
               0 if self.max_passes is None else self.passes)
        return key in self.history

    def moves(self) -> list[tuple]:
        up, down, found, waste = self.up, self.down, self.found, self.waste
        for c in range(COLUMNS):
            if up[c] and rank(up[c][-1]) == found[up[c][-1] // 13] and \
                    is_safe(up[c][-1], found):
                return [("cf", c)]
        if waste and rank(waste[-1]) == found[waste[-1] // 13] and is_safe(waste[-1], found):
            return [("wf",)]
        scored: list[tuple[int, tuple]] = []
        empty = [c for c in range(COLUMNS) if not up[c]]
        for c in range(COLUMNS):
            if up[c] and rank(up[c][-1]) == found[up[c][-1] // 13]:
                frees = len(up[c]) == 1 and down[c]
                scored.append((0 if frees else 2, ("cf", c)))
        if waste and rank(waste[-1]) == found[waste[-1] // 13]:
            scored.append((2, ("wf",)))
        for src in range(COLUMNS):
            run = up[src]
            for k, card in enumerate(run):
                count = len(run) - k
                whole = k == 0
                if whole and rank(card) == KING and empty:
                    if down[src]:
                        scored.append((1, ("mr", src, count, empty[0])))
                for dst in range(COLUMNS):
                    if dst != src and up[dst] and _fits(card, up[dst][-1]):
                        if whole:
                            pri = 1 if down[src] else 5
                        else:
                            under = run[k - 1]
                            pri = 4 if rank(under) == found[under // 13] else 7
                        scored.append((pri, ("mr", src, count, dst)))
        if waste:
            card = waste[-1]
            for dst in range(COLUMNS):
                if up[dst] and _fits(card, up[dst][-1]):
                    scored.append((3, ("wc", dst)))
            if rank(card) == KING and empty:
                scored.append((3, ("wc", empty[0])))
        for j in range(1, len(self.stock) + 1):  # a stock card turned up and played at once
            card = self.stock[-j]
            if rank(card) == found[card // 13]:
                scored.append((2, ("tp", j, -1)))
            for dst in range(COLUMNS):
                if up[dst] and _fits(card, up[dst][-1]):
                    scored.append((3, ("tp", j, dst)))
            if rank(card) == KING and empty:
                scored.append((3, ("tp", j, empty[0])))
        if (self.stock or waste) and (self.max_passes is None
                                      or self.passes < self.max_passes):
            scored.append((5, ("rd", len(self.stock))))
        for s in range(4):
            if found[s]:
                card = s * 13 + found[s] - 1
                for dst in range(COLUMNS):
                    if up[dst] and _fits(card, up[dst][-1]):
                        scored.append((8, ("fc", s, dst)))
        if self.narrow:  # the first look: no run split without a card going home, no
            scored = [p for p in scored if p[0] < 7]  # card taken back from a foundation
        scored.sort(key=lambda p: (p[0], -len(down[p[1][1]]) if p[1][0] in ("cf", "mr") else 0))
        return [m for _, m in scored]

    def do(self, m: tuple) -> tuple:
        up, down = self.up, self.down
        kind = m[0]
        card = -1
        if kind == "cf":
            card = up[m[1]].pop()
            self.found[card // 13] += 1
            src = m[1]
        elif kind == "wf":
            card = self.waste.pop()
            self.found[card // 13] += 1
            return (m, False, card)
        elif kind == "mr":
            _, src, count, dst = m
            up[dst] += up[src][-count:]
            del up[src][-count:]
        elif kind == "wc":
            up[m[1]].append(self.waste.pop())
            return (m, False, -1)
        elif kind == "fc":
            s = m[1]
            self.found[s] -= 1
            up[m[2]].append(s * 13 + self.found[s])
            return (m, False, -1)
        elif kind == "tp":  # turn j cards, play the last
            for _ in range(m[1]):
                self.waste.append(self.stock.pop())
            card = self.waste.pop()
            if m[2] < 0:
                self.found[card // 13] += 1
            else:
                up[m[2]].append(card)
            return (m, False, card)
        else:  # "rd": turn the rest, then the waste over as the stock
            for _ in range(m[1]):
                self.waste.append(self.stock.pop())
            self.stock, self.waste = self.waste[::-1], []
            self.passes += 1
            return (m, False, -1)
        turned = not up[src] and bool(down[src])
        if turned:
            up[src].append(down[src].pop())
        return (m, turned, card)

    def undo(self, info: tuple) -> None:
        m, turned, card = info
        up = self.up
        kind = m[0]
        if kind in ("cf", "mr") and turned:
            self.down[m[1]].append(up[m[1]].pop())
        if kind == "cf":
            self.found[card // 13] -= 1
            up[m[1]].append(card)
        elif kind == "wf":
            self.found[card // 13] -= 1
            self.waste.append(card)
        elif kind == "mr":
            _, src, count, dst = m
            up[src] += up[dst][-count:]
            del up[dst][-count:]
        elif kind == "wc":
            self.waste.append(up[m[1]].pop())
        elif kind == "fc":
            card = up[m[2]].pop()
            self.found[card // 13] += 1
        elif kind == "tp":
            if m[2] < 0:
                self.found[card // 13] -= 1
            else:
                up[m[2]].pop()
            self.waste.append(card)
            for _ in range(m[1]):
                self.stock.append(self.waste.pop())
        else:  # "rd"
            self.waste, self.stock = self.stock[::-1], []
            self.passes -= 1
            for _ in range(m[1]):
                self.stock.append(self.waste.pop())

    def dfs(self) -> bool:
        self.nodes += 1
        if self.nodes > self.budget or (self.nodes & 1023 == 0
                                        and time.perf_counter() > self.deadline):
            raise _OutOfBudget
        if sum(self.found) == 52:
            return True
        key = hash(self.key())  # 64 bits kept, not the position: a tenth of the memory
        if key in self.seen:
            return False
        self.seen.add(key)
        for m in self.moves():
            first_pass = self.passes == 1
            info = self.do(m)
            # cards turned from the stock on the first pass, or from a column, are seen
            # for the first time: the position is new, whatever came before
            reveals = info[1] or (first_pass and m[0] in ("tp", "rd") and m[1] > 0)
            if not reveals and self.repeats():
                self.undo(info)
                continue
            self.line.append(m)
            if self.dfs():
                return True
            self.line.pop()
            self.undo(info)
        return False


def _actions(m: tuple) -> list[Action]:
    """The model's actions of one of the search's moves (a stock card turned up and
    played is several turns and the play)."""
    if m[0] == "tp":
        play = WasteToFoundation(0) if m[2] < 0 else WasteToColumn(0, m[2])
        return [TurnStock(0)] * m[1] + [play]
    if m[0] == "rd":
        return [TurnStock(0)] * (m[1] + 1)
    return [_action(m)]


def _action(m: tuple) -> Action:
    kind = m[0]
    if kind == "cf":
        return ColumnToFoundation(0, m[1])
    if kind == "wf":
        return WasteToFoundation(0)
    if kind == "mr":
        return MoveRun(0, m[1], m[2], m[3])
    if kind == "wc":
        return WasteToColumn(0, m[1])
    if kind == "fc":
        return FoundationToColumn(0, SUITS[m[1]], m[2])
    return TurnStock(0)


class Solver:
    """One search, made from `state` (its cards copied at once) and run by `run()`, on any
    thread: `nodes` says how far it has got meanwhile, `cancel()` ends it (as out of
    budget) at its next position.

    It looks twice: first narrowly (no run split without a card going home, nothing
    taken back from a foundation) for up to `NARROW_SHARE` of the time, which finds most
    winning lines quickly; then, unless that won, over every move with what is left, the
    only search whose end proves a deal cannot be won."""

    def __init__(self, state: PatienceState, nodes: int = NODES,
                 seconds: float = SECONDS) -> None:
        self.budget_nodes, self.budget_seconds = nodes, seconds
        self._first = _Search(state, nodes, seconds * NARROW_SHARE)
        self._first.narrow = True
        self._full = _Search(state, nodes, seconds)
        self._search = self._first
        self._start = state.clone()  # a winning line is checked on it by the rules
        self._cancelled = False

    @property
    def nodes(self) -> int:
        return self._first.nodes + self._full.nodes

    def cancel(self) -> None:
        self._cancelled = True
        self._first.budget = self._full.budget = 0

    def run(self) -> Answer:
        start = time.perf_counter()
        limit = sys.getrecursionlimit()
        sys.setrecursionlimit(max(limit, 20_000))
        try:
            with collector_waits():
                first = self._look(self._first, start + self.budget_seconds * NARROW_SHARE)
                if first:  # a winning line; else (none there, or no time) the full look
                    return self._answer(first, start)
                if self._cancelled:
                    return Answer(Verdict.UNKNOWN, self.nodes, time.perf_counter() - start)
                self._search = self._full
                self._full.budget = self.budget_nodes - self._first.nodes
                full = None if self._full.budget <= 0 else \
                    self._look(self._full, start + self.budget_seconds)
        finally:
            sys.setrecursionlimit(limit)
        if full is None:
            return Answer(Verdict.UNKNOWN, self.nodes, time.perf_counter() - start)
        return self._answer(full, start)

    @staticmethod
    def _look(search: _Search, deadline: float) -> list[tuple] | bool | None:
        """A winning line, False when the search ended without one, None out of budget."""
        search.deadline = deadline
        try:
            return list(search.line) if search.dfs() else False
        except _OutOfBudget:
            return None

    def _answer(self, found: list[tuple] | bool, start: float) -> Answer:
        took = time.perf_counter() - start
        if found is False:  # the full look ended: no line wins
            return Answer(Verdict.NOT_WINNABLE, self.nodes, took)
        line = [a for m in found for a in _actions(m)]
        if not self._wins(line):  # a rule the search does not model (the idle limit)
            return Answer(Verdict.UNKNOWN, self.nodes, took)
        return Answer(Verdict.WINNABLE, self.nodes, took, line)

    def _wins(self, line: list[Action]) -> bool:
        """Whether the line, played by the rules from the position searched, wins."""
        state = self._start.clone()
        try:
            for action in line:
                state.apply(action)
        except IllegalAction:
            return False
        return state.won


def solve(state: PatienceState, nodes: int = NODES, seconds: float = SECONDS) -> Answer:
    """Whether the game can still be won from `state`, every card known."""
    return Solver(state, nodes, seconds).run()
