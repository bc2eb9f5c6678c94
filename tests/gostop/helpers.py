"""Rigged Go-Stop positions: hands, table, captures and stock top as written in the
sheet's codes ("01a 03c"), the named seat to play its first turn."""

from __future__ import annotations

from game.games.gostop.cards import ids
from game.games.gostop.model import GostopState
from game.games.gostop.pack import codes
from game.games.gostop.turn import fresh_pending


def rigged(hands: dict[int, str], table: str = "", stock: str = "", players: int = 2,
           variant: str | None = None, first: int = 0, captures: dict[int, str] | None = None,
           rest_to: int | None = None, nagari: int = 0) -> GostopState:
    """A hand at `first`'s turn with exactly these cards. `stock` is written top card
    first. Every card not named goes under the stock, or into `rest_to`'s captures (so
    the stock holds only the named cards and the hand ends when they run out); `nagari`
    is the drawn hands carried over."""
    state = GostopState.new(1, variant or f"{players}p", dealer=first, nagari=nagari)
    named = {s: list(ids(h)) for s, h in hands.items()}
    caught = {s: list(ids(c)) for s, c in (captures or {}).items()}
    on_table, top = list(ids(table)), list(ids(stock))
    placed = [c for group in (*named.values(), *caught.values(), on_table, top) for c in group]
    assert len(placed) == len(set(placed)), "a card named twice"
    rest = [c for c in state.pack.ids if c not in set(placed)]
    state.hands = [sorted(named.get(s, [])) for s in range(state.players)]
    state.captures = [caught.get(s, []) for s in range(state.players)]
    state.table = on_table
    state.stock = list(reversed(top))
    if rest_to is None:
        state.stock[:0] = rest
    else:
        state.captures[rest_to] += rest
    state.phase, state.current, state.chongtong = "play", first, []
    state.shown = [[] for _ in range(state.players)]
    state.pending = fresh_pending()
    return state


def conserved(state: GostopState) -> bool:
    """Every card of the pack in exactly one zone."""
    return sorted(c for zone in state.card_zones().values() for c in zone) == list(
        state.pack.ids)


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def codes_of(cards) -> set[str]:
    return set(codes(cards))
