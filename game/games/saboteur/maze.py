"""The maze: placing a path card (rules sheet C1), reaching the goals (C2) and the
link to the start through open tunnels (C1c, C3's cut-off parts).

The maze maps a cell (column, row; rows grow downward) to the card lying there and
whether it is turned 180 degrees. Goals still face down are in `face_down`: their edges
are not checked and they carry no link."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from game.games.saboteur.cards import DIRECTIONS, INFO, OPPOSITE, turned_edges

Cell = tuple[int, int]
Maze = dict[Cell, tuple[int, bool]]
SIDE_NAMES = {1: "north", 2: "east", 4: "south", 8: "west"}


def edges_of(card: int, turned: bool) -> int:
    edges = INFO[card].edges
    return turned_edges(edges) if turned else edges


def carries(card: int) -> bool:
    """Whether a card joins its open edges through its centre (not a dead end)."""
    return not INFO[card].dead_end


def neighbours(cell: Cell):
    x, y = cell
    for bit, dx, dy in DIRECTIONS:
        yield bit, (x + dx, y + dy)


@dataclass(frozen=True, slots=True)
class Links:
    """What the start reaches through open tunnels: the linked cards (whose centre
    carries the link), each with the card it was first reached from (the shortest way
    back to the start; None for the start), the face-down goals an open linked edge
    faces, and the empty cells an open linked edge faces (with the side of the empty
    cell it enters by)."""

    parent: dict[Cell, Cell | None]
    faced_goals: frozenset[Cell]
    open_ends: frozenset[tuple[Cell, int]]

    @property
    def linked(self):
        return self.parent.keys()


def links(maze: Maze, face_down: set[Cell] | frozenset[Cell], start: Cell) -> Links:
    parent: dict[Cell, Cell | None] = {start: None}
    goals, ends = set(), set()
    todo = deque([start])  # breadth first: each card's parent is on a shortest way back
    while todo:
        cell = todo.popleft()
        edges = edges_of(*maze[cell])
        for bit, nxt in neighbours(cell):
            if not edges & bit:
                continue
            there = maze.get(nxt)
            back = OPPOSITE[bit]
            if there is None:
                ends.add((nxt, back))
            elif nxt in face_down:
                goals.add(nxt)
            elif nxt not in parent and edges_of(*there) & back and carries(there[0]):
                parent[nxt] = cell
                todo.append(nxt)
    return Links(parent, frozenset(goals), frozenset(ends))


def placement_problem(maze: Maze, face_down: set[Cell] | frozenset[Cell], start: Cell,
                      card: int, cell: Cell, turned: bool,
                      found: Links | None = None) -> tuple[str, dict] | None:
    """Why `card` (turned or not) may not lie at `cell` (C1), as (reason, params), or
    None when it may."""
    if cell in maze:
        return "occupied", {}
    edges = edges_of(card, turned)
    touching = False
    for bit, nxt in neighbours(cell):
        there = maze.get(nxt)
        if there is None:
            continue
        touching = True
        if nxt in face_down:
            continue  # C1: edges facing a hidden goal are not checked
        if bool(edges & bit) != bool(edges_of(*there) & OPPOSITE[bit]):
            return f"edge_mismatch_{SIDE_NAMES[bit]}", {}
    if not touching:
        return "not_adjacent", {}
    found = found or links(maze, face_down, start)
    if not any((cell, bit) in found.open_ends for bit, _ in neighbours(cell) if edges & bit):
        return "not_linked", {}
    return None


def stone_turn(stone: int, cell: Cell, maze: Maze, found: Links) -> bool:
    """How a stone goal just reached lies (C2): turned when that joins more of the linked
    open edges facing it (both alike: as printed)."""
    def joins(turned: bool) -> int:
        edges = edges_of(stone, turned)
        return sum(1 for bit, nxt in neighbours(cell)
                   if edges & bit and nxt in found.linked
                   and edges_of(*maze[nxt]) & OPPOSITE[bit])
    return joins(True) > joins(False)
