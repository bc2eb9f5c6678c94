"""How the computer team spends its special cards and how fast it captures (issue 29).

`audit_game(state, agents)` plays a game to its end as the table asks it and keeps a
record of every Helicopter Lift and Sandbags played, and the turn of every capture. The
bench `fi-card-use` (`bench.py`) sums the records over many games.

A lift is *used* when, before the next turn begins, it did one of these:
  - capture: a lifted pawn captures a treasure;
  - give: a lifted pawn gives or receives a treasure card;
  - shore: a lifted pawn (the active one) shores up a tile that matters (`matters`);
  - rescue: played in a flood phase or a swim, it lifts pawns off a flooded or sunk
    tile one of them could not swim from (the rules would drown him), unless that tile
    sinking loses the game anyway (Fools' Landing, a treasure's last tile);
  - home: every treasure is captured and it lands on Fools' Landing.
A lift is *undone* when a lifted pawn stands on the tile it was lifted from again
before the end of the second turn after the lift (by any means: `undone_by` says
which). A lift is *wasted* when it was not used or was undone.

A Sandbags play is *on target* when its tile matters (`matters`): Fools' Landing, a tile
of a treasure not yet captured whose twin has sunk or is flooded, or a tile whose loss
cuts a pawn, Fools' Landing or a live tile of a treasure not yet captured off from the
rest by walking. A play at the hand limit (the card would be discarded otherwise) is
counted apart.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.search import decide
from game.games.forbidden_island import ai_plan
from game.games.forbidden_island.ai_plan import NT, F, S, View, cuts_off, loses_anyway

TURN_9 = 9  # the yardstick: treasures captured by the end of turn 9
UNDO_TURNS = 2  # a lift undone within this many turns after its own


@dataclass
class LiftRecord:
    turn: int
    step: str
    pawns: tuple[int, ...]
    source: str
    tile: str
    use: str = ""  # "capture", "give", "shore", "rescue", "home"; "" for none
    undone: bool = False
    undone_by: str = ""  # the kind of action that brought a pawn back ("lift", "move"...)

    @property
    def wasted(self) -> bool:
        return not self.use or self.undone


@dataclass
class SandbagRecord:
    turn: int
    step: str
    tile: str
    why: str  # what the tile was (`tile_kind`)

    @property
    def on_target(self) -> bool:
        return self.why in ON_TARGET


ON_TARGET = ("fools_landing", "last_tile", "pair_flooded", "path")


@dataclass
class GameAudit:
    won: bool
    reason: str
    turns: int
    captures: list[int] = field(default_factory=list)  # the turn of each capture
    lifts: list[LiftRecord] = field(default_factory=list)
    sandbags: list[SandbagRecord] = field(default_factory=list)

    @property
    def captured_by_turn_9(self) -> int:
        return sum(1 for t in self.captures if t <= TURN_9)


def tile_kind(v: View, s: int) -> str:
    """What a flooded slot is to the team, most important first: "fools_landing",
    "last_tile" (its twin sunk), "pair_flooded" (its twin flooded), "path" (its loss
    cuts something needed off), "treasure" (a tile of a treasure not yet captured),
    "plain"."""
    geo = v.geo
    if s == geo.fl:
        return "fools_landing"
    t = geo.tre[s]
    if t >= 0 and not v.captured[t]:
        twin = v.st[geo.partner[s]]
        if twin == S:
            return "last_tile"
        if twin == F:
            return "pair_flooded"
    if cuts_off(v, s):
        return "path"
    if t >= 0 and not v.captured[t]:
        return "treasure"
    return "plain"


def matters(v: View, s: int) -> bool:
    return tile_kind(v, s) in ON_TARGET


def audit_game(state: Any, agents: list) -> GameAudit:
    """Play `state` to its end with `agents` (one per seat, asked through the core's
    `decide`), keeping the record of its special cards and captures."""
    lifts: list[LiftRecord] = []
    sandbags: list[SandbagRecord] = []
    captures: list[int] = []
    watching: list[LiftRecord] = []  # lifts still within their undo window
    while not state.is_terminal():
        seat = state.to_act
        legal = state.legal_actions(seat)
        action = decide(agents[seat], state, seat, legal)
        turn, step = state.turn, state.step()
        kind = action.kind
        if kind == "lift":
            record = LiftRecord(turn, step, tuple(action.pawns), state.pos[action.pawns[0]],
                                action.tile)
            v = View.of_world(state)
            src = v.geo.slot[record.source]
            if step in ("flood", "swim") and v.st[src] != 0 and not loses_anyway(v, src) \
                    and any(not ai_plan.swim_targets(v, p) for p in action.pawns):
                record.use = "rescue"
            elif v.ncaptured == NT and action.tile == v.geo.names[v.geo.fl]:
                record.use = "home"
            lifts.append(record)
            watching.append(record)
        elif kind == "sandbags":
            v = View.of_world(state)
            sandbags.append(SandbagRecord(turn, step, action.tile,
                                          tile_kind(v, v.geo.slot[action.tile])))
        else:
            _note_use(state, action, [r for r in watching if r.turn == turn and not r.use])
        if kind == "capture":
            captures.append(turn)
        state.apply(action)
        for r in list(watching):
            if state.turn > r.turn + UNDO_TURNS:
                watching.remove(r)
            elif any(state.pos[p] == r.source for p in r.pawns):
                r.undone, r.undone_by = True, kind
                watching.remove(r)
    result = state.result or {}
    return GameAudit(bool(result.get("won")), str(result.get("reason", "")), state.turn,
                     captures, lifts, sandbags)


def _note_use(state: Any, action: Any, open_lifts: list[LiftRecord]) -> None:
    """Mark the lifts of this turn that `action` makes use of."""
    kind = action.kind
    for r in open_lifts:
        if kind == "capture" and action.seat in r.pawns:
            r.use = "capture"
        elif kind == "give" and (action.seat in r.pawns or action.to in r.pawns):
            r.use = "give"
        elif kind == "shore" and action.seat in r.pawns:
            v = View.of_world(state)
            tiles = [action.tile] + ([action.second] if action.second else [])
            if any(matters(v, v.geo.slot[t]) for t in tiles):
                r.use = "shore"


__all__ = ["LiftRecord", "SandbagRecord", "GameAudit", "audit_game", "tile_kind", "matters",
           "cuts_off", "TURN_9"]
