"""What each seat of the word game may know (`observation`, `hidden_from`) and worlds made
up from it (`determinize`); `WordMaidState` answers with these.

A hand is hidden from the other seats, except the cards all saw go in (a table card
taken on a give-up, at the right end of the fan: `known`). The table card is laid face up
the moment it is drawn, so it is never hidden; once the game is over every hand is
shown."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from game.core.determinize import hidden_card_zones, reseed
from game.games.wordmaid.cards import PACK, card_view

if TYPE_CHECKING:
    from game.games.wordmaid.model import WordMaidState

OVER = "over"


def fan(state: WordMaidState, owner: int, seat: int) -> list[str | None]:
    """`owner`'s hand as `seat` sees it: codes where it may, None for a card back."""
    show = state.phase == OVER or owner == seat
    return [PACK.code(c) if show or c in state.known[owner] else None
            for c in state.hands[owner]]


def observation(state: WordMaidState, seat: int) -> dict[str, Any]:
    s = state
    return {
        "seat": seat, "players": s.players, "phase": s.phase,
        "to_act": s.to_act, "start": s.start, "min_len": s.min_len,
        "turns": s.turns, "turn_limit": s.turn_limit,
        "hand": [card_view(c) for c in s.hands[seat]],
        "fans": [fan(s, o, seat) for o in range(s.players)],
        "sizes": [len(h) for h in s.hands],
        "table": card_view(s.table[0]) if s.table else None,
        "source": s.source if s.phase == "word" else
        (s.source_of(s.turn) if s.phase == "draw" else -1),
        "played": PACK.codes(s.played), "out": list(s.out),
        "history": [dict(h) for h in s.history],
        "marks": list(s.marks), "ended_by": s.ended_by,
    }


def hidden_from(state: WordMaidState, seat: int) -> set[int]:
    if state.phase == OVER:
        return set()
    return {c for o in range(state.players) if o != seat for c in state.hands[o]
            if c not in state.known[o]}


def hidden_values(state: WordMaidState, seat: int) -> dict:
    return hidden_card_zones(state, seat)


def determinize(state: WordMaidState, seat: int, rng: random.Random) -> WordMaidState:
    """A world `seat` cannot tell from this one: the cards hidden from it dealt again
    into the places they held in the others' fans (cards known to all stay put)."""
    world = state.clone()
    hidden = hidden_from(state, seat)
    pool = [c for hand in state.hands for c in hand if c in hidden]
    rng.shuffle(pool)
    deal = iter(pool)
    world.hands = [[next(deal) if c in hidden else c for c in hand] for hand in state.hands]
    world.rng = reseed(rng)
    return world
