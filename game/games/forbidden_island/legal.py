"""What the seat asked may do now, and why anything else is refused: rules sheet §3,
§1.2 and §1.4.

The list (`actions`) and the judge of one action (`problem`) read the same reach
functions (`movement.py`), so an action is legal exactly when it is listed; the judge
alone is used to apply an action (cheap, which keeps replaying a save fast).
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import Action, IllegalAction
from game.games.forbidden_island import movement, specials, victory
from game.games.forbidden_island.actions import (
    SPECIAL_PLAYS,
    Capture,
    Discard,
    DrawFlood,
    EndActions,
    Fly,
    Give,
    Lift,
    LiftOff,
    Move,
    Navigate,
    Sandbags,
    Shore,
    Swim,
)
from game.games.forbidden_island.tiles import (
    CAPTURE_CARDS,
    ENGINEER,
    FLOODED,
    HELICOPTER_LIFT,
    MESSENGER,
    NAVIGATOR,
    PILOT,
    SANDBAGS,
    SUNK,
    TREASURE_KEYS,
    is_treasure_card,
    kind,
    treasure_tiles,
)
from game.games.forbidden_island.turn import treasure_cards

# -- the lists ------------------------------------------------------------------------------


def actions(state: Any, seat: int) -> list[Action]:
    """Every legal action of `seat` (nothing unless it is the seat asked now)."""
    step = state.step()
    if step == "over" or seat != state.asked():
        return []
    return _step_actions(state, seat, step) + specials.plays(state, seat)


def _step_actions(state: Any, seat: int, step: str) -> list[Action]:
    if step == "swim":
        return [Swim(seat, t) for t in movement.swim_targets(state, seat)]
    if step == "discard":
        return [Discard(seat, c) for c in state.hands[seat]]
    if step == "flood":
        return [DrawFlood(seat)]
    if not state.actions_left:
        return [EndActions(seat)]
    return [*(Move(seat, t) for t in movement.move_targets(state, seat)),
            *(Fly(seat, t) for t in movement.fly_targets(state, seat)),
            *_navigations(state, seat), *_shores(state, seat), *_gifts(state, seat),
            *(Capture(seat, t) for t in capturable(state, seat)), EndActions(seat)]


def _navigations(state: Any, seat: int) -> list[Action]:
    if state.roles[seat] != NAVIGATOR:
        return []
    return [Navigate(seat, pawn, t) for pawn in range(state.players) if pawn != seat
            for t in movement.navigate_targets(state, pawn)]


def _shores(state: Any, seat: int) -> list[Action]:
    tiles = movement.shore_targets(state, seat)
    pairs = state.roles[seat] == ENGINEER
    return [Shore(seat, t) for t in tiles] + \
        ([Shore(seat, a, b) for a in tiles for b in tiles if a != b] if pairs else [])


def may_give_to(state: Any, seat: int, to: int) -> bool:
    return to != seat and (state.roles[seat] == MESSENGER or state.pos[to] == state.pos[seat])


def _gifts(state: Any, seat: int) -> list[Action]:
    cards = [c for c in state.hands[seat] if is_treasure_card(c)]
    return [Give(seat, to, c) for to in range(state.players) if may_give_to(state, seat, to)
            for c in cards]


def capturable(state: Any, seat: int) -> list[str]:
    """The treasures `seat` can capture now: on one of its tiles, with four cards."""
    return [t for t in TREASURE_KEYS if t not in state.captured
            and state.pos[seat] in treasure_tiles(t)
            and len(treasure_cards(state.hands[seat], t)) >= CAPTURE_CARDS]


# -- the judge ------------------------------------------------------------------------------


def refused(reason: str, message: str, **params: Any) -> IllegalAction:
    return IllegalAction(reason, message, **params)


def problem(state: Any, action: Action) -> IllegalAction | None:
    """Why `action` (well formed) is not allowed now; None when it is."""
    step = state.step()
    if step == "over":
        return refused("game_over", "The game is over.")
    if action.seat != state.asked():
        return refused("not_your_turn", "It is not your decision now.")
    if isinstance(action, SPECIAL_PLAYS):
        return _special_problem(state, action)
    if isinstance(action, Swim):
        if step != "swim":
            return refused("not_now", "Nobody has to swim now.")
        if action.tile not in movement.swim_targets(state, action.seat):
            return refused("cannot_swim_there", "You cannot swim to that tile.")
        return None
    if isinstance(action, Discard):
        if step != "discard":
            return refused("not_now", "Nobody is over the hand limit now.")
        return _not_held(state, action.seat, action.card)
    if isinstance(action, DrawFlood):
        return None if step == "flood" else refused("not_now", "It is not the flood phase.")
    if step != "actions":
        waits = {"swim": "a pawn must swim", "discard": "a hand is over the limit",
                 "flood": "it is the flood phase"}[step]
        return refused("not_now", f"Not now: {waits}.", step=step)
    if isinstance(action, EndActions):
        return None
    if not state.actions_left:
        return refused("no_actions_left", "You have used your three actions.")
    return JUDGES[type(action)](state, action)


def _tile_problem(state: Any, tile: str) -> IllegalAction | None:
    if tile not in state.tiles:
        return refused("no_such_tile", f"There is no tile {tile!r:.30}.")
    if state.tiles[tile] == SUNK:
        return refused("sunk", "That tile has sunk.", tile=tile)
    return None


def _move(state: Any, a: Move) -> IllegalAction | None:
    if a.tile in movement.move_targets(state, a.seat):
        return None
    return _tile_problem(state, a.tile) or refused("out_of_reach", "That tile is out of reach.")


def _fly(state: Any, a: Fly) -> IllegalAction | None:
    if state.roles[a.seat] != PILOT:
        return refused("not_pilot", "Only the Pilot flies.")
    if state.flew:
        return refused("flown", "The Pilot flies once per turn.")
    if a.tile == state.pos[a.seat]:
        return refused("same_tile", "You are on that tile already.")
    return _tile_problem(state, a.tile)


def _navigate(state: Any, a: Navigate) -> IllegalAction | None:
    if state.roles[a.seat] != NAVIGATOR:
        return refused("not_navigator", "Only the Navigator moves other players.")
    if not 0 <= a.pawn < state.players or a.pawn == a.seat:
        return refused("navigate_other", "The Navigator moves another player's pawn.")
    if a.tile in movement.navigate_targets(state, a.pawn):
        return None
    return _tile_problem(state, a.tile) or refused(
        "out_of_reach", "The Navigator moves a pawn at most two tiles.")


def _shore_one(state: Any, seat: int, tile: str) -> IllegalAction | None:
    if tile in movement.shore_targets(state, seat):
        return None
    missing = _tile_problem(state, tile)
    if missing:
        return missing
    if state.tiles[tile] != FLOODED:
        return refused("not_flooded", "Only a flooded tile can be shored up.", tile=tile)
    return refused("out_of_reach", "That tile is out of reach.")


def _shore(state: Any, a: Shore) -> IllegalAction | None:
    first = _shore_one(state, a.seat, a.tile)
    if first or not a.second:
        return first
    if state.roles[a.seat] != ENGINEER:
        return refused("not_engineer", "Only the Engineer shores up two tiles at once.")
    if a.second == a.tile:
        return refused("same_tile", "Name two different tiles.")
    return _shore_one(state, a.seat, a.second)


def _give(state: Any, a: Give) -> IllegalAction | None:
    if not 0 <= a.to < state.players or a.to == a.seat:
        return refused("give_to_other", "Give to another player.")
    held = _not_held(state, a.seat, a.card)
    if held:
        return held
    if not is_treasure_card(a.card):
        return refused("special_not_given", "Only treasure cards can be given.")
    if not may_give_to(state, a.seat, a.to):
        return refused("not_same_tile", "Give only to a player on your tile "
                       "(the Messenger gives anywhere).")
    return None


def _capture(state: Any, a: Capture) -> IllegalAction | None:
    if a.treasure not in TREASURE_KEYS:
        return refused("no_such_treasure", f"There is no treasure {a.treasure!r:.30}.")
    if a.treasure in state.captured:
        return refused("captured", "That treasure is captured already.")
    if state.pos[a.seat] not in treasure_tiles(a.treasure):
        return refused("not_on_treasure_tile", "Stand on one of the treasure's tiles.")
    if len(treasure_cards(state.hands[a.seat], a.treasure)) < CAPTURE_CARDS:
        return refused("need_four_cards", "A capture takes four of the treasure's cards.")
    return None


JUDGES = {Move: _move, Fly: _fly, Navigate: _navigate, Shore: _shore, Give: _give,
          Capture: _capture}


def _not_held(state: Any, holder: int, card: int) -> IllegalAction | None:
    if card in state.hands[holder]:
        return None
    return refused("not_in_hand", "That card is not in that hand.")


def _special_problem(state: Any, a: Action) -> IllegalAction | None:
    if not 0 <= a.holder < state.players:
        return refused("no_such_player", f"There is no player {a.holder}.")
    held = _not_held(state, a.holder, a.card)
    if held:
        return held
    wanted = SANDBAGS if isinstance(a, Sandbags) else HELICOPTER_LIFT
    if kind(a.card) != wanted:
        return refused("wrong_card", "That card is not a " + (
            "Sandbags." if wanted == SANDBAGS else "Helicopter Lift."))
    if isinstance(a, LiftOff):
        if victory.may_lift_off(state):
            return None
        return refused("cannot_lift_off", "Lift-off needs every treasure and everyone "
                       "on Fools' Landing.")
    if isinstance(a, Sandbags):
        if a.tile in state.tiles and state.tiles[a.tile] == FLOODED:
            return None
        return _tile_problem(state, a.tile) or refused(
            "not_flooded", "Sandbags shore up a flooded tile.", tile=a.tile)
    return _lift_problem(state, a)


def _lift_problem(state: Any, a: Lift) -> IllegalAction | None:
    pawns = a.pawns
    if not pawns or list(pawns) != sorted(set(pawns)) \
            or not all(0 <= p < state.players for p in pawns):
        return refused("pawns", "Name one or more pawns, each once, in seat order.")
    source = state.pos[pawns[0]]
    if any(state.pos[p] != source for p in pawns):
        return refused("pawns_apart", "A Helicopter Lift carries pawns from one tile.")
    if a.tile == source:
        return refused("same_tile", "Those pawns are on that tile already.")
    return _tile_problem(state, a.tile)
