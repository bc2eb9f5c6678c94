"""The active player's actions, one of three each: rules sheet §3 A and §1.4.

What is legal is `legal.py`'s to say; these carry out an action already allowed.
Capturing a treasure discards four of its cards (the first four in the hand: they are
alike) and takes the figure. Swimming is here too: a forced move, not an action.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import Action, Event
from game.games.forbidden_island.actions import Capture, Fly, Give, Move, Navigate, Shore, Swim
from game.games.forbidden_island.tiles import CAPTURE_CARDS, DRY, PACK, TREASURES, kind

CARD_OF_TREASURE = {t.key: t.card for t in TREASURES}


def treasure_cards(hand: list[int], treasure: str) -> list[int]:
    """The cards of `treasure` in a hand."""
    return [c for c in hand if kind(c) == CARD_OF_TREASURE[treasure]]


def move(state: Any, a: Move) -> list[Event]:
    came = state.pos[a.seat]
    state.pos[a.seat] = a.tile
    return [Event("moved", a.seat, {"from": came, "tile": a.tile})]


def fly(state: Any, a: Fly) -> list[Event]:
    came = state.pos[a.seat]
    state.pos[a.seat] = a.tile
    state.flew = True
    return [Event("flew", a.seat, {"from": came, "tile": a.tile})]


def navigate(state: Any, a: Navigate) -> list[Event]:
    came = state.pos[a.pawn]
    state.pos[a.pawn] = a.tile
    return [Event("navigated", a.seat, {"pawn": a.pawn, "from": came, "tile": a.tile})]


def shore(state: Any, a: Shore) -> list[Event]:
    tiles = [a.tile] + ([a.second] if a.second else [])
    for tile in tiles:
        state.tiles[tile] = DRY
    return [Event("shored", a.seat, {"tiles": tiles})]


def give(state: Any, a: Give) -> list[Event]:
    state.hands[a.seat].remove(a.card)
    state.hands[a.to].append(a.card)
    return [Event("gave", a.seat, {"to": a.to, "card": PACK.code(a.card)})]


def capture(state: Any, a: Capture) -> list[Event]:
    spent = treasure_cards(state.hands[a.seat], a.treasure)[:CAPTURE_CARDS]
    for card in spent:
        state.hands[a.seat].remove(card)
    state.treasure_discard.extend(spent)
    state.captured.append(a.treasure)
    return [Event("captured", a.seat, {"treasure": a.treasure, "tile": state.pos[a.seat],
                                       "cards": PACK.codes(spent)})]


def swim(state: Any, a: Swim) -> list[Event]:
    came = state.pos[a.seat]
    state.pos[a.seat] = a.tile
    state.swimmers.remove(a.seat)
    return [Event("swam", a.seat, {"from": came, "tile": a.tile})]


PERFORM = {Move: move, Fly: fly, Navigate: navigate, Shore: shore, Give: give,
           Capture: capture}


def perform(state: Any, action: Action) -> list[Event]:
    """Carry out one of the turn's actions; it costs one of the three."""
    state.actions_left -= 1
    return PERFORM[type(action)](state, action)
