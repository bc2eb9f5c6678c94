"""What a seat may do now (rules sheet §3, C1, C3, C4, C6): `check` refuses an action with
the rule it breaks (nothing changes), `legal_actions` lists every action `check` lets
through, one per card, cell, turn and target."""

from __future__ import annotations

from typing import Any

from game.core.protocol import Action, IllegalAction
from game.games.saboteur.actions import (
    BreakTool,
    Map,
    Pass,
    PlacePath,
    Repair,
    Rockfall,
    TakeNugget,
)
from game.games.saboteur.cards import INFO
from game.games.saboteur.maze import placement_problem
from game.games.saboteur.tools import break_problem, mendable, repair_problem

MESSAGES = {
    "not_your_turn": "It is not your turn.",
    "not_picking": "It is not your turn to take a nugget card.",
    "not_in_hand": "That card is not in your hand.",
    "not_offered": "That nugget card is not among those passed to you.",
    "wrong_card": "That card does not do that.",
    "tools_broken": "You cannot dig with a broken tool.",
    "occupied": "A card already lies there.",
    "edge_mismatch_north": "Its top edge does not match the card above it.",
    "edge_mismatch_east": "Its right edge does not match the card beside it.",
    "edge_mismatch_south": "Its bottom edge does not match the card below it.",
    "edge_mismatch_west": "Its left edge does not match the card beside it.",
    "not_adjacent": "A path card must lie next to a card in the maze.",
    "not_linked": "No open tunnel from the start leads to that cell.",
    "no_such_player": "There is no such player.",
    "already_broken": "That tool is already broken.",
    "wrong_tool": "That card does not mend that tool.",
    "not_broken": "That tool is not broken.",
    "goal_shown": "That goal is already face up.",
    "no_such_goal": "There is no such goal.",
    "not_a_tunnel": "A rockfall removes only a tunnel card, never the start or a goal.",
}


def refuse(reason: str, **params: Any) -> IllegalAction:
    return IllegalAction(reason, MESSAGES[reason].format(**params), **params)


def check(state: Any, action: Action) -> None:
    """Raise IllegalAction if `action` breaks a rule now."""
    seat = action.seat
    if isinstance(action, TakeNugget):
        if state.phase != "pick" or seat != state.picker:
            raise refuse("not_picking")
        if action.card not in state.offer:
            raise refuse("not_offered")
        return
    if state.phase != "turn" or seat != state.turn:
        raise refuse("not_your_turn")
    card = action.card
    if card not in state.hands[seat]:
        raise refuse("not_in_hand")
    info = INFO[card]
    if isinstance(action, Pass):
        return
    if isinstance(action, PlacePath):
        if info.group != "tunnel":
            raise refuse("wrong_card")
        if state.broken[seat]:
            raise refuse("tools_broken")
        problem = placement_problem(state.maze, state.face_down, state.layout.start, card,
                                    (action.x, action.y), action.turned, state.links())
        if problem is not None:
            raise refuse(problem[0], **problem[1])
    elif isinstance(action, (BreakTool, Repair)):
        if not 0 <= action.target < state.players:
            raise refuse("no_such_player")
        if isinstance(action, BreakTool):
            problem = break_problem(card, state.broken[action.target])
        else:
            problem = repair_problem(card, action.tool, state.broken[action.target])
        if problem is not None:
            raise refuse("wrong_card" if problem.startswith("not_a_") else problem)
    elif isinstance(action, Map):
        if info.kind != "map":
            raise refuse("wrong_card")
        if not 0 <= action.goal < len(state.layout.goals):
            raise refuse("no_such_goal")
        if state.layout.goals[action.goal] not in state.face_down:
            raise refuse("goal_shown")
    elif isinstance(action, Rockfall):
        if info.kind != "rockfall":
            raise refuse("wrong_card")
        there = state.maze.get((action.x, action.y))
        if there is None or INFO[there[0]].group != "tunnel":
            raise refuse("not_a_tunnel")


def legal_actions(state: Any, seat: int | None = None) -> list[Action]:
    if seat is None or seat != state.to_act:
        return []
    if state.phase == "pick":
        return [TakeNugget(seat, c) for c in state.offer]
    out: list[Action] = []
    hand = state.hands[seat]
    for card in hand:
        out += card_actions(state, seat, card)
    return out + [Pass(seat, c) for c in hand]


def card_actions(state: Any, seat: int, card: int) -> list[Action]:
    """Every way to play `card` now (its pass aside)."""
    info = INFO[card]
    if info.group == "tunnel":
        return placements(state, seat, card)
    if info.breaks:
        return [BreakTool(seat, card, t) for t in range(state.players)
                if info.breaks not in state.broken[t]]
    if info.mends:
        return [Repair(seat, card, t, tool) for t in range(state.players)
                for tool in mendable(card, state.broken[t])]
    if info.kind == "map":
        return [Map(seat, card, i) for i, cell in enumerate(state.layout.goals)
                if cell in state.face_down]
    return [Rockfall(seat, card, x, y) for (x, y), (there, _) in sorted(state.maze.items())
            if INFO[there].group == "tunnel"]


def placements(state: Any, seat: int, card: int) -> list[Action]:
    """Every cell and turn `card` may take (C1): only cells an open linked edge faces
    can qualify, so only those are tried."""
    if state.broken[seat]:
        return []
    found = state.links()
    cells = sorted({cell for cell, _ in found.open_ends})
    out: list[Action] = []
    for x, y in cells:
        for turned in (False, True):
            if placement_problem(state.maze, state.face_down, state.layout.start, card,
                                 (x, y), turned, found) is None:
                out.append(PlacePath(seat, card, x, y, turned))
    return out

