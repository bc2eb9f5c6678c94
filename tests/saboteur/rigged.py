"""Saboteur states laid out as a test says (tests only).

`rigged` starts from a fresh `SaboteurState` and sets, directly, what a test names: the
maze (start at (0, 0), goals face down at (8, -2), (8, 0), (8, 2) as the rules sheet's §2
lays them; the gold behind the goal the test chooses), the hands, the roles, the broken
tools, the draw pile, the nugget pile and the seat to act. Cards are named by kind
("pEW", "dN", "break_pick", "fix_pick_lamp", "map", "rockfall"; see `cards.py`) and
handed out copy by copy, so every card still lies in exactly one zone (the cards a test
does not use go to the discard; nuggets and dwarves it does not use to the box, which
the next round's deal forgets: `located_once` holds in the round rigged only).

Edges: N=1, E=2, S=4, W=8. Tunnel kinds spell their open edges: "pNE" is curve B (N-E),
"pNW" curve A (N-W), "dNS" a dead end with stubs north and south.
"""

from __future__ import annotations

import json

import pytest

from game.core.protocol import IllegalAction
from game.games.saboteur.cards import (
    DIGGERS,
    DRAW_CARDS,
    GOALS,
    INFO,
    NUGGETS,
    PACK,
    SABOTEURS,
    START,
    per_players,
)
from game.games.saboteur.layout import Layout
from game.games.saboteur.model import SaboteurState

SHEET_LAYOUT = Layout((0, 0), ((8, -2), (8, 0), (8, 2)))  # rules sheet §2
GOLD = next(g for g in GOALS if INFO[g].gold)
STONE_NE = next(g for g in GOALS if INFO[g].edges == 1 | 2)  # stone 1, curve N-E
STONE_NW = next(g for g in GOALS if INFO[g].edges == 1 | 8)  # stone 2, curve N-W

# a tunnel east from the start to (6, 0): the next card at (7, 0) faces the middle goal
ROW0 = {(1, 0): "pNESW", (2, 0): "pNESW", (3, 0): "pNESW",
        (4, 0): "pNEW", (5, 0): "pNEW", (6, 0): "pNEW"}
# a tunnel along row -1 (north of the start) to (7, -1), rock on top of its last two
# cards: (8, -1) lies between the top and middle goals
ROW_UP = {(0, -1): "pNES", (1, -1): "pNEW", (2, -1): "pNEW", (3, -1): "pNEW",
          (4, -1): "pNEW", (5, -1): "pNEW", (6, -1): "pEW", (7, -1): "pEW"}


def ids_of_kind(kind: str) -> list[int]:
    """Every card of this kind, in pack order."""
    return [i for i, info in enumerate(INFO) if info.kind == kind]


def card(code: str) -> int:
    """The card with this exact code ("pEW~1")."""
    return PACK.from_codes([code])[0]


class _Pool:
    """Hands out unused copies of the draw cards, by kind."""

    def __init__(self) -> None:
        self.free = list(DRAW_CARDS)

    def take(self, kind: str) -> int:
        for i in self.free:
            if INFO[i].kind == kind:
                self.free.remove(i)
                return i
        raise ValueError(f"no copy of {kind!r} left")


Place = str | tuple[str, bool]


def rigged(players: int = 5, *, gold: int = 1, maze: dict | None = None,
           hands: dict[int, list[str]] | None = None, roles: str | None = None,
           broken: dict[int, list[str]] | None = None, deck: list[str] | int | None = None,
           nuggets: list[int] | None = None, turn: int = 0, seed: int = 1) -> SaboteurState:
    """A round-1 state of `players` at turn `turn`.

    gold: which goal (0 top .. 2 bottom) hides the gold; the stones NE, NW lie in the others
    top to bottom. maze: {(x, y): kind or (kind, turned)} laid beside the start and goals.
    hands: {seat: [kinds]} (seats not named hold nothing). roles: one letter a seat, "d"
    gold-digger or "s" saboteur (default: `default_roles`); the spare
    is a dwarf of this count's set left over. broken: {seat: [tools]}. deck: the draw pile's
    kinds, the first drawn first, or a count (that many unused cards), or None (every unused
    card). nuggets: the nugget pile's values, the first drawn first (None: as shuffled)."""
    state = SaboteurState(seed, f"{players}p")
    state.layout = SHEET_LAYOUT
    pool = _Pool()
    stones = iter([STONE_NE, STONE_NW])
    goal_cards = [GOLD if i == gold else next(stones) for i in range(3)]
    state.maze = {SHEET_LAYOUT.start: (START, False)}
    for cell, goal in zip(SHEET_LAYOUT.goals, goal_cards, strict=True):
        state.maze[cell] = (goal, False)
    state.face_down = set(SHEET_LAYOUT.goals)
    for cell, what in (maze or {}).items():
        kind, turned = (what, False) if isinstance(what, str) else what
        state.maze[cell] = (pool.take(kind), turned)
    state.hands = [sorted(pool.take(k) for k in (hands or {}).get(s, []))
                   for s in range(players)]
    state.broken = [{} for _ in range(players)]
    for seat, tools in (broken or {}).items():
        for tool in tools:
            state.broken[seat][tool] = pool.take(f"break_{tool}")
    if deck is None:
        state.deck = list(reversed(pool.free))
    elif isinstance(deck, int):
        state.deck = list(reversed(pool.free[:deck]))
    else:
        state.deck = list(reversed([pool.take(k) for k in deck]))  # popped from the end
    state.discard = [c for c in pool.free if c not in state.deck]
    state.passed = [[] for _ in range(players)]
    state.mapped = [[] for _ in range(players)]
    state.maps_played = []
    _deal_roles(state, roles or default_roles(players))
    state.gold = [[] for _ in range(players)]
    state.offer, state.picker = [], None
    if nuggets is not None:
        left = list(NUGGETS)
        pile = []
        for value in nuggets:
            nugget = next(c for c in left if INFO[c].value == value)
            left.remove(nugget)
            pile.append(nugget)
        state.nuggets = list(reversed(pile))
        state.box += left
    state.turn, state.phase = turn, "turn"
    state._links = None
    return state


def default_roles(players: int) -> str:
    """Seat 0 a saboteur, then gold-diggers while the count has them, saboteurs after."""
    diggers = min(per_players(players)["diggers"], players - 1)
    return "s" + "d" * diggers + "s" * (players - 1 - diggers)


def _deal_roles(state: SaboteurState, roles: str) -> None:
    assert len(roles) == state.players
    saboteurs, diggers = list(SABOTEURS), list(DIGGERS)
    state.roles = [(saboteurs if r == "s" else diggers).pop(0) for r in roles]
    count = per_players(state.players)
    spare_kind = "s" if roles.count("s") < count["saboteurs"] else "d"
    pile = saboteurs if spare_kind == "s" and saboteurs else diggers
    state.spare = [pile.pop(0)]
    state.box = sorted(saboteurs + diggers)


def held(state: SaboteurState, seat: int, kind: str, nth: int = 0) -> int:
    """The id of the nth card of `kind` in the seat's hand."""
    return [c for c in state.hands[seat] if INFO[c].kind == kind][nth]


def snapshot(state: SaboteurState) -> str:
    """Everything a refused action must leave alone: the save, every seat's observation,
    the card zones, the maze and who acts."""
    return json.dumps({
        "save": state.to_json(),
        "views": [state.observation(s) for s in range(state.players)],
        "zones": state.card_zones(),
        "maze": sorted([list(c), list(v)] for c, v in state.maze.items()),
        "face_down": sorted(state.face_down), "broken": state.broken,
        "to_act": state.to_act, "phase": state.phase,
    }, sort_keys=True)


def refused(state: SaboteurState, action, reason: str) -> IllegalAction:
    """Apply `action`, expect it refused for `reason` with nothing changed."""
    before = snapshot(state)
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)
    assert caught.value.reason == reason, str(caught.value)
    assert snapshot(state) == before
    assert action not in state.legal_actions(action.seat)
    return caught.value


def located_once(state: SaboteurState) -> bool:
    """Every card of the pack lies in exactly one zone."""
    return sorted(c for z in state.card_zones().values() for c in z) == list(PACK.ids)
