"""A good next move (S8's learning game): a pure function of the state, from what the
player sees only (the face-up cards, the waste, the foundations; never a face-down card
or the unseen stock). Returns one of the legal moves, or None when the game is over or
nothing but pointless shuffling is left.

The order, first that applies:
1. a safe foundation move (an Ace or a 2, or a card whose lower cards of the other
   colour are all on the foundations already: no card will ever need to lie on it);
2. a move that turns up a face-down card (from the column with the most of them);
3. any other move to a foundation from the waste or a column;
4. the waste's card onto a column;
5. a part of a run moved so that the card it uncovers goes to a foundation;
6. turning the stock (or a redeal);
7. a King's run from the waste or a column still hiding cards... (covered by 2, 4).
A foundation card taken back, a run moved between two equal places, a King moved from
one empty column to another: never hinted (the position rule forbids going back anyway).
"""

from __future__ import annotations

from game.core.protocol import Action
from game.games.wordpatience.actions import (
    ColumnToFoundation,
    MoveRun,
    TurnStock,
    WasteToColumn,
    WasteToFoundation,
)
from game.games.wordpatience.deck import PACK, SUITS, is_red, rank, suit
from game.games.wordpatience.model import PatienceState


class Seen:
    """The position as an observation shows it, shaped as the hint reads a state: the
    face-up cards by id, the face-down ones as as many unknowns (-1), the legal list as
    given (a computer seat has the observation and the legal list only)."""

    def __init__(self, obs: dict, legal: list[Action]) -> None:
        self.up = [PACK.from_codes(c["up"]) for c in obs["columns"]]
        self.down = [[-1] * c["down"] for c in obs["columns"]]
        self.waste = PACK.from_codes(obs["waste"])
        self.found = [len(obs["foundations"][s]) for s in SUITS]
        self.stock = [-1] * obs["stock"]
        self._legal = list(legal)

    def legal_actions(self) -> list[Action]:
        return list(self._legal)


def hint_seen(obs: dict, legal: list[Action]) -> Action | None:
    """The hint from an observation and its legal list."""
    return hint(Seen(obs, legal))  # type: ignore[arg-type]


def is_safe(card: int, found: list[int]) -> bool:
    """A card that can go to its foundation without ever being missed in a column."""
    r = rank(card)
    if r <= 1:
        return True
    other = [s for s in range(4) if is_red(s * 13) != is_red(card)]
    return all(found[s] >= r - 1 for s in other)


def _card_to_foundation(state: PatienceState, a: Action) -> int:
    return state.waste[-1] if isinstance(a, WasteToFoundation) else state.up[a.src][-1]


def hint(state: PatienceState) -> Action | None:
    legal = state.legal_actions()
    if not legal:
        return None
    to_found = [a for a in legal if isinstance(a, ColumnToFoundation | WasteToFoundation)]
    for a in to_found:
        if is_safe(_card_to_foundation(state, a), state.found):
            return a
    turning = [a for a in legal if isinstance(a, MoveRun | ColumnToFoundation)
               and state.down[a.src]
               and (a.count if isinstance(a, MoveRun) else 1) == len(state.up[a.src])]
    if turning:
        return max(turning, key=lambda a: len(state.down[a.src]))
    if to_found:
        return to_found[0]
    for a in legal:
        if isinstance(a, WasteToColumn) and (state.up[a.dst] or rank(state.waste[-1]) == 12):
            return a
    for a in legal:
        if isinstance(a, MoveRun) and a.count < len(state.up[a.src]):
            under = state.up[a.src][-a.count - 1]
            if state.found[suit(under)] == rank(under):
                return a
    for a in legal:
        if isinstance(a, TurnStock):
            return a
    return None


def finish_moves(state: PatienceState) -> list[Action]:
    """With every card face up and the stock and the waste empty, the foundation moves
    that finish the game, in order (always possible then: each column is one run built
    down, so the lowest card left lies on top of its column and may go home); else []."""
    if state.is_terminal() or state.stock or state.waste or any(state.down):
        return []
    up, found = [list(u) for u in state.up], list(state.found)
    moves: list[Action] = []
    while any(up):
        col = min((c for c in range(len(up)) if up[c]), key=lambda c: rank(up[c][-1]))
        card = up[col].pop()
        found[suit(card)] += 1
        moves.append(ColumnToFoundation(0, col))
    return moves
