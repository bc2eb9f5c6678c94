"""What a computer seat reads from the table (rules sheet §6, C9), from its observation only.

- The maze's geometry (`Geometry`): which cards the start reaches through open tunnels
  (as `maze.links`, with the way back to the start kept, so the "main route" to a goal
  can be named), the empty cells an open linked edge faces (the frontier), and for
  each face-down goal the number of cards still needed to reach it: a BFS over empty
  cells from the cells next to the goal, read at the frontier. It does not depend on
  what a seat believes, so every seat (and every roll-out move) shares one per maze.
- The goal belief (`goal_belief`): 1/3 each, fixed by the seat's own maps and by the
  stones turned up (C9). The expected distance to the gold weighs the goals by it.
- Suspicion (`Suspicion`): s(p) starts at 0.3 each round; +0.15 for an anti-goal act
  (a dead end on the main route, a rockfall on the main route, breaking a digger while
  the path is within 3 cards of a goal or right after he extended it, repairing a
  seat under suspicion), -0.1 for a constructive one (a path card bringing the gold
  nearer, a rockfall clearing the way, breaking a seat under suspicion); clamped to
  [0, 1]. It is read from the round's public acts (`observation["acts"]`), replayed
  on a maze rebuilt act by act, so a new agent mid-round reads the same numbers.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field

from game.games.saboteur.cards import GOALS, INFO, OPPOSITE, PACK, START
from game.games.saboteur.maze import Cell, Maze, carries, edges_of, links, neighbours

FAR = 20  # the distance of a goal nothing can reach now
START_SUSPICION = 0.3
RISE, FALL = 0.15, 0.1  # per anti-goal act, per constructive act (C9)
SUSPECTED = 0.6  # above this a digger breaks a seat's tools (§6)
TRUSTED = 0.5  # at or below this a seat passes for a digger
NEAR = 3  # "the path is near a goal": at most this many cards to go (C9)
CODE_ID = {PACK.code(i): i for i in range(len(PACK))}
HIDDEN_GOAL = GOALS[0]  # stands in a face-down goal's cell: occupied, never read


@dataclass
class Board:
    """The maze as a seat sees it: face-down goals occupy their cells but carry nothing."""

    maze: Maze
    face_down: frozenset[Cell]
    start: Cell
    goals: tuple[Cell, ...]


def board_of(obs: dict) -> Board:
    maze: Maze = {}
    down = set()
    for x, y, code, turned in obs["maze"]:
        maze[(x, y)] = (HIDDEN_GOAL if code is None else CODE_ID[code], turned)
        if code is None:
            down.add((x, y))
    return Board(maze, frozenset(down), tuple(obs["start"]),
                 tuple(tuple(c) for c in obs["goals"]))


def goal_belief(goals: tuple[Cell, ...], face_down: frozenset[Cell], maze: Maze,
                known: dict[int, int]) -> list[float]:
    """P(gold at each goal): uniform over the goals not known, fixed by own maps
    (`known`: goal index -> card) and by the goals turned up (C9)."""
    seen = {i: (known[i] if cell in face_down else maze[cell][0])
            for i, cell in enumerate(goals) if i in known or cell not in face_down}
    gold = [i for i, card in seen.items() if INFO[card].gold]
    weights = [1.0 if (i in gold if gold else i not in seen) else 0.0
               for i in range(len(goals))]
    total = sum(weights)
    return [w / total for w in weights] if total else [1 / len(goals)] * len(goals)


def known_goals(obs: dict) -> dict[int, int]:
    return {i: CODE_ID[code] for i, code in obs["known"]}


@dataclass
class Geometry:
    """The maze read for digging (see the module's doc)."""

    board: Board
    parent: dict[Cell, Cell | None]  # linked cells, each with the cell it is reached from
    ends: frozenset[Cell]  # empty cells an open linked edge faces
    targets: dict[int, Cell]  # the face-down goals by index
    dist: list[int]  # per goal: cards still needed (0: face up)
    ranked: dict[int, list[tuple[int, Cell]]] = field(default_factory=dict)

    def best_without(self, goal: int, cell: Cell) -> int:
        """The goal's distance if `cell` left the frontier."""
        for d, c in self.ranked.get(goal, ()):
            if c != cell:
                return d
        return FAR

    def expected(self, belief: list[float], dist: list[int] | None = None) -> float:
        dist = self.dist if dist is None else dist
        return sum(p * d for p, d in zip(belief, dist, strict=True))

    def after_place(self, card: int, cell: Cell, turned: bool) -> list[int]:
        """Each goal's distance once `card` lies at `cell` (a frontier cell)."""
        edges = edges_of(card, turned)
        passage = carries(card)
        goals = self.board.goals
        out = []
        for g, goal in enumerate(goals):
            if goal not in self.board.face_down:
                out.append(0)
                continue
            best = self.best_without(g, cell)
            if passage:
                maze = self.board.maze
                for bit, nxt in neighbours(cell):
                    if edges & bit:
                        if nxt == goal:
                            best = 0
                            break
                        if nxt not in maze:
                            best = min(best, cost(nxt, goal))
            out.append(best)
        return out

    def route(self, goal: int) -> list[Cell]:
        """The main route to a goal: the linked cells from the start to the frontier cell
        nearest the goal (nearest the start first)."""
        ranked = self.ranked.get(goal)
        if not ranked:
            return []
        end = ranked[0][1]
        x, y = end
        for bit, nxt in neighbours(end):
            if nxt in self.parent and edges_of(*self.board.maze[nxt]) & OPPOSITE[bit]:
                cell: Cell | None = nxt
                break
        else:
            return []
        out = []
        while cell is not None:
            out.append(cell)
            cell = self.parent[cell]
        return out[::-1]


def walk(maze: Maze, face_down: frozenset[Cell], start: Cell) -> tuple[dict, set, set]:
    """`maze.links` as the readings use it: (linked cell -> parent, frontier cells,
    face-down goals faced)."""
    found = links(maze, face_down, start)
    return found.parent, {cell for cell, _ in found.open_ends}, set(found.faced_goals)


def cost(cell: Cell, goal: Cell) -> int:
    """Cards needed to reach `goal` when the next one goes at the empty `cell`."""
    return abs(cell[0] - goal[0]) + abs(cell[1] - goal[1])


def geometry(board: Board) -> Geometry:
    parent, ends, _ = walk(board.maze, board.face_down, board.start)
    targets: dict[int, Cell] = {}
    dist: list[int] = []
    ranked: dict[int, list[tuple[int, Cell]]] = {}
    for g, goal in enumerate(board.goals):
        if goal not in board.face_down:
            dist.append(0)
            continue
        targets[g] = goal
        order = ranked[g] = sorted((cost(c, goal), c) for c in ends)
        dist.append(order[0][0] if order else FAR)
    return Geometry(board, parent, frozenset(ends), targets, dist, ranked)


def without(geo: Geometry, cell: Cell) -> Geometry:
    """The geometry once the card at `cell` is gone (a rockfall)."""
    b = geo.board
    maze = dict(b.maze)
    del maze[cell]
    return geometry(Board(maze, b.face_down, b.start, b.goals))


def rockfall_cells(geo: Geometry, digger: bool, belief: list[float]) -> list[Cell]:
    """The cells a rockfall is worth weighing on: for a digger the cards (dead ends,
    cut-off parts) lying beside the linked maze or the frontier; for a saboteur the
    main route to the likely gold."""
    maze = geo.board.maze
    tunnels = [c for c, (card, _) in maze.items() if INFO[card].group == "tunnel"]
    if digger:
        near = set(geo.parent) | geo.ends
        return [c for c in tunnels if c not in geo.parent
                and any(n in near for _, n in neighbours(c))]
    goal = likely_goal(geo, belief)
    return [c for c in geo.route(goal) if c in maze and INFO[maze[c][0]].group == "tunnel"]


def likely_goal(geo: Geometry, belief: list[float]) -> int:
    """The goal the gold most likely lies under, the nearer one on a tie."""
    return max(range(len(belief)), key=lambda g: (belief[g], -geo.dist[g], -g))


def near_distance(geo: Geometry, belief: list[float]) -> int:
    """Cards to go to the likely gold (the nearest of the likeliest goals)."""
    top = max(belief)
    return min(geo.dist[g] for g in range(len(belief)) if belief[g] >= top - 1e-9)


# -- suspicion -------------------------------------------------------------------------


@dataclass
class Suspicion:
    """s(p) per seat, and how many constructive paths each seat has played this round."""

    level: list[float]
    built: list[int]
    last_built: list[bool]  # whether the seat's last path card was constructive

    def bump(self, seat: int, step: float) -> None:
        self.level[seat] = min(1.0, max(0.0, self.level[seat] + step))


def fresh(players: int) -> Suspicion:
    return Suspicion([START_SUSPICION] * players, [0] * players, [False] * players)


def act_step(geo: Geometry, belief: list[float], sus: Suspicion, act: list) -> float:
    """How much an act moves its author's suspicion (C9), read on the maze before it."""
    _, kind, code, target = act
    step = ACT_READERS.get(kind)
    return step(geo, belief, sus, act) if step else 0.0


def _placed(geo: Geometry, belief: list[float], sus: Suspicion, act: list) -> float:
    card = CODE_ID[act[2]]
    x, y, turned = act[3]
    before = geo.expected(belief)
    after = geo.expected(belief, geo.after_place(card, (x, y), turned))
    if carries(card):
        return -FALL if after < before else 0.0
    goal = likely_goal(geo, belief)
    on_route = after > before or (goal in geo.targets
                                  and cost((x, y), geo.targets[goal]) <= geo.dist[goal])
    return RISE if on_route else 0.0


def _rockfall(geo: Geometry, belief: list[float], sus: Suspicion, act: list) -> float:
    cell = tuple(act[3])
    if cell not in geo.board.maze:
        return 0.0
    before = geo.expected(belief)
    after = without(geo, cell).expected(belief)
    return RISE if after > before else -FALL if after < before else 0.0


def _broke(geo: Geometry, belief: list[float], sus: Suspicion, act: list) -> float:
    target = act[3]
    if target == act[0]:
        return 0.0
    if sus.level[target] > SUSPECTED:
        return -FALL
    digger = sus.level[target] <= TRUSTED
    near = min(geo.dist[g] for g in range(len(belief)) if belief[g] > 0) <= NEAR
    return RISE if digger and (near or sus.last_built[target]) else 0.0


def _repaired(geo: Geometry, belief: list[float], sus: Suspicion, act: list) -> float:
    target = act[3][0]
    return RISE if target != act[0] and sus.level[target] > SUSPECTED else 0.0


ACT_READERS = {"place": _placed, "rockfall": _rockfall, "break": _broke, "repair": _repaired}


@dataclass
class Replay:
    """The round's public acts read so far: the maze rebuilt to the last one read, and
    the suspicion they gave (with the belief they were read with). Plain data: an
    agent keeps it between decisions and may be pickled with it."""

    round: int
    belief: list[float]
    read: int
    maze: Maze
    down: set[Cell]
    sus: Suspicion


def replay(obs: dict, belief: list[float], before: Replay | None = None) -> Replay:
    """Suspicion from the round's public acts, each read on the maze as it stood then
    (the maze rebuilt act by act from the start and the goal row; a goal face up now is
    turned up when a linked edge first faces it, as C2 does). `before`: an earlier
    reading of this round with the same belief, continued from where it stopped."""
    board = board_of(obs)
    acts = obs["acts"]
    if before is None or before.round != obs["round"] or before.belief != belief \
            or before.read > len(acts):
        maze: Maze = {board.start: (START, False)}
        for cell in board.goals:
            maze[cell] = (HIDDEN_GOAL, False)
        before = Replay(obs["round"], list(belief), 0, maze, set(board.goals),
                        fresh(obs["players"]))
    maze, down, sus = before.maze, before.down, before.sus
    for act in acts[before.read:]:
        seat, kind = act[0], act[1]
        if kind not in ACT_READERS:
            continue
        geo = geometry(Board(maze, frozenset(down), board.start, board.goals))
        sus.bump(seat, act_step(geo, belief, sus, act))
        if kind == "place":
            x, y, turned = act[3]
            card = CODE_ID[act[2]]
            sus.last_built[seat] = carries(card) and geo.expected(
                belief, geo.after_place(card, (x, y), turned)) < geo.expected(belief)
            sus.built[seat] += sus.last_built[seat]
            maze[(x, y)] = (card, turned)
            _turn_up(maze, down, board, board.maze)
        elif kind == "rockfall":
            maze.pop(tuple(act[3]), None)
    before.read = len(acts)
    return before


def _turn_up(maze: Maze, down: set[Cell], board: Board, now: Maze) -> None:
    """Goals a linked edge now faces, face up as they lie now (C2's cascade)."""
    while True:
        _, _, faced = walk(maze, frozenset(down), board.start)
        shown = [c for c in faced if c not in board.face_down]
        if not shown:
            return
        for cell in shown:
            down.discard(cell)
            maze[cell] = now[cell]


def role_weights(sus: list[float], seat: int) -> list[float]:
    """How strongly each seat's hidden dwarf leans to saboteur, as odds (0 for the
    seat itself: its own dwarf is known)."""
    return [0.0 if s == seat else (v + 0.02) / (1.02 - v) for s, v in enumerate(sus)]


# -- the hard player's reading: who is who and where the gold lies, Bayesian -------------------
#
# C9's suspicion moves by fixed steps, so one dead end across the route leaves its author
# "trusted" (0.3 + 0.15). A normal player's table is far more telling than that: a normal
# digger never plays a dead end, never lengthens the way to the gold, never breaks a
# trusted seat nor repairs a suspected one. `Reading` weighs every public act by how
# likely it is from a normal digger and from a normal saboteur, and a digger's act under
# each place the gold may lie: a digger who mapped goal g knows whether g holds the gold,
# so where he digs afterwards tells it (C9 allows reading a player's plays after his map).

# P(act | saboteur) and P(act | digger), by what the act does (for the digger: read with
# what he can believe, for the saboteur: with the public belief).
SAB_LIKE = {"dig": 0.8, "idle": 0.6, "block": 1.0, "dead_route": 1.0, "dead_off": 0.5,
            "cut": 1.0, "clear": 0.1, "rock_idle": 0.5, "break_trusted": 1.0,
            "break_doubted": 0.5, "break_suspect": 0.2, "repair_suspect": 1.0,
            "repair_trusted": 0.1, "repair_other": 0.5, "map_again": 0.5}
DIG_LIKE = {"dig": 1.0, "idle": 0.25, "block": 0.04, "dead_end": 0.04, "cut": 0.04,
            "clear": 1.0, "rock_idle": 0.2, "break_trusted": 0.08, "break_doubted": 0.3,
            "break_suspect": 1.0, "repair_suspect": 0.08, "repair_trusted": 1.0,
            "repair_other": 0.5, "map_known": 0.05, "map_unknown": 1.0}


def _gain_kind(gain: float) -> str:
    return "dig" if gain > 1e-9 else "block" if gain < -1e-9 else "idle"


def mapper_belief(goals: tuple[Cell, ...], down: frozenset[Cell], maze: Maze,
                  mapped: set[int], gold: int) -> list[float]:
    """What a seat that mapped the goals `mapped` believes if the gold lies at `gold`."""
    if gold in mapped:
        return [1.0 if g == gold else 0.0 for g in range(len(goals))]
    stones = {g: GOALS[1] for g in mapped}  # any stone: only "not the gold" is read
    return goal_belief(goals, down, maze, stones)


@dataclass
class Reading:
    """The round's public acts read for the hard player (see above): per seat, the log
    likelihood of its acts were it a saboteur, and were it a digger with the gold at each
    goal; the C9 suspicion read with the public belief (what the acts' authors read)."""

    round: int
    read: int
    maze: Maze
    down: set[Cell]
    sus: Suspicion
    mapped: list[set[int]]
    sab: list[float]
    dig: list[list[float]]


def read_roles(obs: dict, before: Reading | None = None) -> Reading:
    """`Reading` of the round's public acts, continuing `before` where it can."""
    board = board_of(obs)
    acts = obs["acts"]
    n, goals = obs["players"], board.goals
    if before is None or before.round != obs["round"] or before.read > len(acts):
        maze: Maze = {board.start: (START, False)}
        for cell in goals:
            maze[cell] = (HIDDEN_GOAL, False)
        before = Reading(obs["round"], 0, maze, set(goals), fresh(n), [set() for _ in range(n)],
                         [0.0] * n, [[0.0] * len(goals) for _ in range(n)])
    r = before
    for act in acts[r.read:]:
        seat, kind = act[0], act[1]
        down = frozenset(r.down)
        geo = geometry(Board(r.maze, down, board.start, goals))
        public = goal_belief(goals, down, r.maze, {})
        sab, dig = _likelihoods(geo, public, r, act)
        r.sab[seat] += math.log(sab)
        for h in range(len(goals)):
            r.dig[seat][h] += math.log(dig[h])
        if kind in ACT_READERS:
            r.sus.bump(seat, act_step(geo, public, r.sus, act))
        if kind == "place":
            x, y, turned = act[3]
            card = CODE_ID[act[2]]
            r.sus.last_built[seat] = carries(card) and geo.expected(
                public, geo.after_place(card, (x, y), turned)) < geo.expected(public)
            r.sus.built[seat] += r.sus.last_built[seat]
            r.maze[(x, y)] = (card, turned)
            _turn_up(r.maze, r.down, board, board.maze)
        elif kind == "rockfall":
            r.maze.pop(tuple(act[3]), None)
        elif kind == "map":
            r.mapped[seat].add(act[3])
    r.read = len(acts)
    return r


def _likelihoods(geo: Geometry, public: list[float], r: Reading,
                 act: list) -> tuple[float, list[float]]:
    """(P(act | saboteur), [P(act | digger, gold at h) for each goal h])."""
    seat, kind, code, target = act
    goals = geo.board.goals
    hs = range(len(goals))
    flat = [1.0] * len(goals)
    if kind == "place":
        card = CODE_ID[code]
        x, y, turned = target
        dist = geo.after_place(card, (x, y), turned)
        if not carries(card):
            on_route = act_step(geo, public, r.sus, act) > 0
            return (SAB_LIKE["dead_route" if on_route else "dead_off"],
                    [DIG_LIKE["dead_end"]] * len(goals))
        sab = SAB_LIKE[_gain_kind(geo.expected(public) - geo.expected(public, dist))]
        dig = []
        for h in hs:
            if public[h] == 0:
                dig.append(1.0)  # impossible anyway: any number does
                continue
            b = mapper_belief(goals, geo.board.face_down, geo.board.maze, r.mapped[seat], h)
            dig.append(DIG_LIKE[_gain_kind(geo.expected(b) - geo.expected(b, dist))])
        return sab, dig
    if kind == "rockfall":
        cell = tuple(target)
        if cell not in geo.board.maze:
            return 1.0, flat
        change = without(geo, cell).expected(public) - geo.expected(public)
        what = "cut" if change > 1e-9 else "clear" if change < -1e-9 else "rock_idle"
        return SAB_LIKE[what], [DIG_LIKE[what]] * len(goals)
    if kind == "break":
        if target == seat:
            return 1.0, flat
        level = r.sus.level[target]
        what = ("break_suspect" if level > SUSPECTED + 0.1 else "break_doubted"
                if level > SUSPECTED else "break_trusted")
        return SAB_LIKE[what], [DIG_LIKE[what]] * len(goals)
    if kind == "repair":
        other = target[0]
        if other == seat:
            return 1.0, flat
        level = r.sus.level[other]
        what = ("repair_suspect" if level > SUSPECTED else "repair_trusted"
                if level < TRUSTED else "repair_other")
        return SAB_LIKE[what], [DIG_LIKE[what]] * len(goals)
    if kind == "map" and r.mapped[seat]:
        # A digger maps only while no goal is known to him: mapping again says his
        # first map showed a stone.
        return SAB_LIKE["map_again"], [DIG_LIKE["map_known" if h in r.mapped[seat]
                                                 else "map_unknown"] for h in hs]
    return 1.0, flat


@dataclass
class Posterior:
    """Who is who and where the gold lies, as the hard player reads it: `worlds` the
    joint (saboteur seats, gold goal, weight), `saboteur` each seat's chance of being
    one (its own: 0 or 1), `gold` each goal's chance."""

    worlds: list[tuple[frozenset[int], int, float]]
    saboteur: list[float]
    gold: list[float]


def posterior(reading: Reading, seat: int, saboteur: bool, saboteurs: int, spare: int,
              belief: list[float]) -> Posterior:
    """The joint reading: every way the hidden saboteur cards can lie among the other
    seats and the spare (`saboteurs` cards in all, `spare` dwarves unseen), with every
    goal the seat's own `belief` allows, weighed by how likely the public acts are."""
    n = len(reading.sab)
    others = [s for s in range(n) if s != seat]
    hidden = saboteurs - (1 if saboteur else 0)
    goals = [h for h, p in enumerate(belief) if p > 0]
    worlds: list[tuple[frozenset[int], int, float]] = []
    for k in range(max(0, hidden - spare), hidden + 1):
        # k saboteur cards among the seats, the rest in the spare (itertools would
        # enumerate the spare slots as different ways; they are one)
        ways = math.comb(spare, hidden - k)
        for chosen in itertools.combinations(others, k):
            team = frozenset(chosen)
            base = sum(reading.sab[s] for s in team)
            for h in goals:
                log = base + sum(reading.dig[s][h] for s in others if s not in team)
                worlds.append((team, h, log + math.log(ways * belief[h])))
    top = max(w for _, _, w in worlds)
    worlds = [(t, h, math.exp(w - top)) for t, h, w in worlds]
    total = sum(w for _, _, w in worlds)
    worlds = [(t, h, w / total) for t, h, w in worlds]
    sab = [0.0] * n
    gold = [0.0] * len(belief)
    for team, h, w in worlds:
        gold[h] += w
        for s in team:
            sab[s] += w
    sab[seat] = 1.0 if saboteur else 0.0
    return Posterior(worlds, sab, gold)
