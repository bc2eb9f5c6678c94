"""Positions built by hand for the rules tests."""

from __future__ import annotations

from game.games.wordpatience.deck import PACK
from game.games.wordpatience.model import COLUMNS, PatienceState


def ids(*codes: str) -> list[int]:
    return PACK.from_codes(codes)


def position(up: dict[int, list[str]] | None = None, down: dict[int, list[str]] | None = None,
             stock: list[str] = (), waste: list[str] = (), found: tuple[int, ...] = (0, 0, 0, 0),
             passes: int = 1, variant: str = "normal") -> PatienceState:
    """A state with exactly these cards showing (other cards are nowhere: fine for the
    rules, not for the card checkers). `stock` lists the cards in the order they turn."""
    s = PatienceState(0, variant)
    s.up = [ids(*(up or {}).get(c, [])) for c in range(COLUMNS)]
    s.down = [ids(*(down or {}).get(c, [])) for c in range(COLUMNS)]
    s.stock = list(reversed(ids(*stock)))
    s.waste = ids(*waste)
    s.found = list(found)
    s.passes = passes
    s.history = {s.key()}
    s._offered = None
    return s
