"""Computer players for Saboteur (rules sheet §6, C9).

`make_agent(level, seed)` answers `choose(observation, legal)` from the seat's
observation and the legal list only. Every action is scored by the seat's policy
table: what the action does (an option: dig toward the gold, map a goal, break a
suspect, block the route, ...) is worth a tier (the table's priority order, §6) plus a
small extra within the tier (how much nearer the gold, how suspect the target). Every
card class has its options: tunnels and dead ends (dig, cover, block, dead end on the
route), each broken tool (break a suspect, break the digger most likely to connect),
each repair (self, a friend, a fellow saboteur), maps, rockfalls (clear a dead end,
cut the route) and the pass (the least useful card). Nugget cards: the highest.

- easy: the same tables with loud noise on the scores; its saboteurs never hide.
- normal: the tables as they stand (`ai_beliefs`: goal belief from own maps and the
  stones turned up, suspicion from public acts). A saboteur hides (keeps its public
  suspicion at or below 0.5, mostly playing cover) until the path is within 3 cards
  of the likely gold, then plays openly (C9).
- hard: the core search over worlds dealt from its beliefs (`ai_search.py`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from game.core.agents import agent_for
from game.core.protocol import Action
from game.games.saboteur.ai_beliefs import (
    CODE_ID,
    NEAR,
    RISE,
    SUSPECTED,
    TRUSTED,
    Geometry,
    Replay,
    Suspicion,
    act_step,
    board_of,
    cost,
    geometry,
    goal_belief,
    known_goals,
    likely_goal,
    near_distance,
    replay,
    rockfall_cells,
    without,
)
from game.games.saboteur.cards import INFO, PACK
from game.games.saboteur.maze import carries, edges_of, neighbours

LEVELS = ("easy", "normal", "hard")
DIGGER, SABOTEUR = "digger", "saboteur"
HIDE_LIMIT = 0.5  # a hiding saboteur keeps its public suspicion at or below this (C9)

# The policy tables (§6): per mode, what each option is worth (its tier; the extra an
# option brings stays below the gap to the next tier). An option missing from a mode's
# table is never played in that mode; the pass (tier 0, minus the card's worth) is
# always there.
TIERS: dict[str, dict[str, float]] = {
    "digger": {"win": 200, "map": 90, "repair_self": 80, "dig": 60, "break_suspect": 50,
               "clear": 45, "repair_friend": 30, "spare_dig": 20, "break_more": 10, "pass": 0},
    # A saboteur far from the gold: look like a digger, hurt only where it costs no trust.
    "hiding": {"map": 85, "repair_self": 80, "cover_dig": 62, "break_digger": 55,
               "dead_end": 52, "cut": 50, "help_dig": 40, "block_dig": 35, "break_more": 10,
               "pass": 0},
    # A saboteur with the gold near (or one that never hides): every blow counts.
    "open": {"dead_end": 90, "cut": 85, "break_digger": 80, "block_dig": 70,
             "repair_self": 60, "repair_ally": 45, "map": 30, "cover_dig": 25, "break_more": 20,
             "idle_dig": 15, "pass": 0},
}
# What keeping a card is worth (the least worth is passed), per role; a passage's worth
# also grows with how much nearer it could bring the gold now.
KEEP: dict[str, dict[str, float]] = {
    DIGGER: {"passage": 3.0, "dead_end": 0.0, "break": 2.0, "repair": 2.5, "map": 5.0,
             "rockfall": 2.5},
    SABOTEUR: {"passage": 2.0, "dead_end": 6.0, "break": 6.0, "repair": 5.0, "map": 3.0,
               "rockfall": 6.5},
}
PASSAGE_GAIN_WORTH = {DIGGER: 2.0, SABOTEUR: -3.0}  # per card of distance it could save


def card_class(card: int) -> str:
    """Which kind of card: passage, dead_end, break, repair, map, rockfall."""
    info = INFO[card]
    if info.group == "tunnel":
        return "passage" if carries(card) else "dead_end"
    if info.breaks:
        return "break"
    if info.mends:
        return "repair"
    return info.kind


@dataclass
class Seen:
    """What a policy reads: the seat's view of the table, worked out once a decision."""

    seat: int
    players: int
    role: str
    hand: list[int]
    geo: Geometry
    belief: list[float]  # the seat's own: maps and stones
    public: list[float]  # what the others can know: the stones turned up only
    broken: list[list[str]]
    sus: Suspicion
    # Each seat's chance of being a saboteur where a player reads it better than C9's
    # suspicion (the hard player's `posterior`); None: the suspicion stands for it.
    trust: list[float] | None = None

    def doubt(self, seat: int) -> float:
        """How suspect `seat` looks to this player, on the suspicion's scale."""
        return self.sus.level[seat] if self.trust is None else self.trust[seat]


def seen_of(obs: dict, before: Replay | None = None) -> tuple[Seen, Replay]:
    """The seat's view from its observation, suspicion replayed from the public acts
    (continuing `before`, an earlier reading of the round, where it can)."""
    board = board_of(obs)
    geo = geometry(board)
    belief = goal_belief(board.goals, board.face_down, board.maze, known_goals(obs))
    public = goal_belief(board.goals, board.face_down, board.maze, {})
    read = replay(obs, belief, before)
    return Seen(obs["seat"], obs["players"], obs["role"], [CODE_ID[c] for c in obs["hand"]],
                geo, belief, public, [list(b) for b in obs["broken"]], read.sus), read


class Scorer:
    """The option each action is, within a decision (the geometry's numbers kept)."""

    def __init__(self, seen: Seen, mode: str, hide_limit: float = HIDE_LIMIT,
                 tiers: dict[str, float] | None = None) -> None:
        self.seen, self.mode, self.hide_limit = seen, mode, hide_limit
        self.reach = "reach" in (tiers or {})
        self.before = seen.geo.expected(seen.belief)
        self.before_public = seen.geo.expected(seen.public)
        self.gold = next((g for g, p in enumerate(seen.belief) if p >= 1.0), None)
        self.near = near_distance(seen.geo, seen.belief)
        self.best_gain: dict[int, float] = {}
        self._cells: list | None = None
        self._cut: dict = {}

    # -- options, per action kind: (option, extra) or None -----------------------------
    def place(self, a: Action) -> tuple[str, float] | None:
        s = self.seen
        dist = s.geo.after_place(a.card, (a.x, a.y), a.turned)
        gain = self.before - s.geo.expected(s.belief, dist)
        self.best_gain[a.card] = max(self.best_gain.get(a.card, -99.0), gain)
        reaches_gold = self.gold is not None and dist[self.gold] == 0
        # A tidy tie-break: fewer open ends left to cover, nearer the middle row.
        tidy = -0.01 * abs(a.y) - 0.001 * a.x
        if s.role == DIGGER:
            if reaches_gold:
                return "win", 0.0
            # Turning up a goal that may hold the gold shows it to everyone and may win
            # outright: better than a map (for a player whose table knows it).
            chance = max((s.belief[g] for g in range(len(dist)) if dist[g] == 0
                          and s.geo.dist[g] > 0), default=0.0)
            if chance > 0 and self.reach:
                return "reach", chance * 5
            if gain > 0:
                return "dig", min(9.0, gain * 3) + tidy
            if carries(a.card) and gain == 0 and self._opens_alongside(a, dist):
                return "spare_dig", tidy
            return None
        if reaches_gold:
            return None
        if not carries(a.card):
            step = self._public_step([s.seat, "place", PACK.code(a.card), [a.x, a.y, a.turned]])
            if self.mode == "hiding" and not self._affordable(step):
                return None
            return ("dead_end", min(9.0, -gain * 3) + (2.0 if step > 0 else 0.0)) \
                if gain < 0 or step > 0 else None
        public_gain = self.before_public - s.geo.expected(s.public, dist)
        if gain < 0:
            return "block_dig", min(9.0, -gain * 3)
        if public_gain > 0 and gain <= 0:
            return "cover_dig", min(9.0, public_gain * 3) + tidy
        if gain > 0:
            return "help_dig", 5.0 - min(5.0, gain * 3) + tidy  # the mildest help first
        return "idle_dig", tidy

    def _opens_alongside(self, a: Action, dist: list[int]) -> bool:
        """A passage that keeps the distance but opens a second end as near the likely
        gold as the nearest: a way round a dead end or a rockfall later."""
        geo = self.seen.geo
        goal = likely_goal(geo, self.seen.belief)
        target = geo.targets.get(goal)
        if dist != geo.dist or target is None:
            return False
        edges = edges_of(a.card, a.turned)
        return any(edges & bit and nxt not in geo.board.maze
                   and cost(nxt, target) <= geo.dist[goal]
                   for bit, nxt in neighbours((a.x, a.y)))

    def break_tool(self, a: Action) -> tuple[str, float] | None:
        s = self.seen
        t = a.target
        if t == s.seat:
            return None
        level = s.doubt(t)
        if s.broken[t]:
            # He cannot dig already: one more only makes his repair harder.
            wanted = level > SUSPECTED if s.role == DIGGER else level <= TRUSTED
            return ("break_more", level if s.role == DIGGER else 1 - level) if wanted else None
        if s.role == DIGGER:
            return ("break_suspect", level * 5) if level > SUSPECTED else None
        if level > SUSPECTED + 0.1:
            return None  # most likely a fellow saboteur
        if self.mode == "hiding" and not self._affordable(
                self._public_step([s.seat, "break", None, t])):
            return None
        # Who connects soonest: the next seats clockwise that can dig and look loyal.
        order = (t - s.seat) % s.players
        soon = (s.players - order) / s.players
        return "break_digger", min(9.0, 4 * soon + 3 * (1 - level) + 0.5 * s.sus.built[t])

    def repair(self, a: Action) -> tuple[str, float] | None:
        s = self.seen
        if a.target == s.seat:
            return "repair_self", 0.0
        level = s.doubt(a.target)
        if s.role == DIGGER:
            return ("repair_friend", (TRUSTED - level) * 5) if level < TRUSTED else None
        return ("repair_ally", level * 5) if level > SUSPECTED else None

    def map(self, a: Action) -> tuple[str, float] | None:
        s = self.seen
        if s.belief[a.goal] == 0 or max(s.belief) >= 1.0:
            return None
        # The goal the path heads for first: its answer matters soonest.
        return "map", s.belief[a.goal] * 3 - 0.2 * min(s.geo.dist[a.goal], 10)

    def rockfall(self, a: Action) -> tuple[str, float] | None:
        s = self.seen
        cell = (a.x, a.y)
        if self._cells is None:
            self._cells = rockfall_cells(s.geo, s.role == DIGGER, s.belief)
        if cell not in self._cells:
            return None
        if cell not in self._cut:
            self._cut[cell] = without(s.geo, cell).expected(s.belief)
        change = self._cut[cell] - self.before
        if s.role == DIGGER:
            return ("clear", min(9.0, -change * 3)) if change < 0 else None
        if change <= 0:
            return None
        if self.mode == "hiding" and not self._affordable(RISE):  # on the route: anti-goal
            return None
        return "cut", min(9.0, change * 3)

    def pass_card(self, a: Action) -> tuple[str, float]:
        return "pass", -self.keep(a.card)

    def keep(self, card: int) -> float:
        role = self.seen.role
        kind = card_class(card)
        worth = KEEP[role][kind]
        if kind == "passage":
            # Crosses and T's fit more places: worth more to a digger, less to a saboteur.
            openings = bin(INFO[card].edges).count("1")
            worth += PASSAGE_GAIN_WORTH[role] * (max(0.0, self.best_gain.get(card, 0.0))
                                                 + 0.25 * openings)
        if kind == "map" and max(self.seen.belief) >= 1.0:
            worth = 0.5
        return worth

    # -- hiding ----------------------------------------------------------------------
    def _public_step(self, act: list) -> float:
        """How the others' suspicion of this seat would move (read with what they can
        know of the goals)."""
        s = self.seen
        return act_step(s.geo, s.public, s.sus, act)

    def _affordable(self, step: float) -> bool:
        """Whether a hiding saboteur may do an act that moves its suspicion by `step`:
        an anti-goal act only while it stays at or below the limit after it."""
        return step <= 0 or self.seen.sus.level[self.seen.seat] + step <= self.hide_limit + 1e-9


OPTION_OF: dict[str, Callable[[Scorer, Action], tuple[str, float] | None]] = {
    "place": Scorer.place, "break": Scorer.break_tool, "repair": Scorer.repair,
    "map": Scorer.map, "rockfall": Scorer.rockfall, "pass": Scorer.pass_card,
}
# Kinds scored before the pass, so a passage's worth knows its best placement.
ORDER = {"place": 0, "rockfall": 1, "break": 2, "repair": 2, "map": 2, "pass": 3}


class NormalAgent:
    """The §6 policy tables with C9's beliefs; `noise` blurs the scores, `hides` says
    whether its saboteurs hide until the gold is near, `cover` how often a hiding
    saboteur with nothing better plays a mildly helpful path."""

    level = "normal"
    hide_limit = HIDE_LIMIT
    tiers = TIERS

    def __init__(self, seed: int = 0, noise: float = 0.0, hides: bool = True,
                 cover: float = 0.7) -> None:
        self.rng = random.Random(seed)
        self.noise, self.hides, self.cover = noise, hides, cover
        self._read: Replay | None = None  # the public acts read so far this round

    def choose(self, obs: dict, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        if obs["phase"] == "pick":
            return take_highest(legal)
        return self.decide(self.read(obs), legal)

    def read(self, obs: dict) -> Seen:
        """The seat's view; only the acts new since its last decision are read."""
        seen, self._read = seen_of(obs, self._read)
        return seen

    def mode_of(self, seen: Seen) -> str:
        if seen.role == DIGGER:
            return "digger"
        if not self.hides:
            return "open"
        return "open" if near_distance(seen.geo, seen.belief) <= NEAR else "hiding"

    def scored(self, seen: Seen, legal: list[Action]) -> list[tuple[float, int, str]]:
        """(score, index, option) of every action worth playing, best first."""
        mode = self.mode_of(seen)
        tiers = self.tiers[mode]
        scorer = Scorer(seen, mode, self.hide_limit, tiers)
        helping = mode != "hiding" or self.rng.random() < self.cover
        out = []
        for i in sorted(range(len(legal)), key=lambda i: ORDER[legal[i].kind]):
            option = OPTION_OF[legal[i].kind](scorer, legal[i])
            if option is None or option[0] not in tiers:
                continue
            if option[0] == "help_dig" and not helping:
                continue
            score = tiers[option[0]] + option[1]
            if self.noise:
                score += self.rng.gauss(0.0, self.noise)
            out.append((score, i, option[0]))
        out.sort(key=lambda si: (-si[0], si[1]))
        return out

    def decide(self, seen: Seen, legal: list[Action]) -> Action:
        return legal[self.scored(seen, legal)[0][1]]


def take_highest(legal: list[Action]) -> Action:
    """The nugget pick: the highest card (the sheet's rule for computers)."""
    return max(legal, key=lambda a: INFO[a.card].value)


class EasyAgent(NormalAgent):
    """Loud noise on the same scores, saboteurs that never hide."""

    level = "easy"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, noise=EASY_NOISE, hides=False)


EASY_NOISE = 25.0  # about a tier and a half: sensible often, not always


def hard_agent(seed: int = 0):
    """The searching hard player (ai_search builds on the normal one)."""
    from game.games.saboteur.ai_search import hard_agent as searching
    return searching(seed)


AGENTS: dict[str, Callable[[int], object]] = {
    "easy": EasyAgent, "normal": NormalAgent, "hard": hard_agent}


def make_agent(level: str, seed: int = 0) -> object:
    return agent_for(AGENTS, level, seed)


__all__ = ["LEVELS", "make_agent", "likely_goal"]
