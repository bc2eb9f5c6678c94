"""What the climbing games' computer players and tables share beyond the core's
agent skeleton (game.core.agents: PhaseAgent, agent_for, play_for): the Hint
button's suggestion, the plays inside a selection of cards and the hint order.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from game.core.agents import PhaseAgent
from game.core.protocol import Action


def suggested_play(observation: dict, legal: list[Action], agent: PhaseAgent) -> Action | None:
    """The Hint button's first suggestion: what `agent` would play from a seat's
    observation and the decision's legal actions (the table's one list); None when it
    would pass or it is not this seat's turn to play."""
    if not legal or observation["phase"] != "play":
        return None
    action = agent.choose(observation, legal)
    return action if action.kind == "play" else None


def plays_within(legal: Iterable[Action], selected: Iterable[int], rank_of,
                 rebuild: Callable[[Action, tuple[int, ...]], Action]) -> list[Action]:
    """Every legal play made only of selected cards, mapped onto the selected physical
    cards (so the play uses exactly those ids), one per distinct rank multiset and
    reading; more cards first. `rebuild(play, cards)` copies a play with new cards."""
    by_rank: dict[int, list[int]] = {}
    for card in sorted(set(selected), key=lambda c: (rank_of[c], c)):
        by_rank.setdefault(rank_of[card], []).append(card)
    found: list[Action] = []
    seen: set = set()
    for action in legal:
        cards = getattr(action, "cards", None)
        if not cards:
            continue
        need: dict[int, int] = {}
        for c in cards:
            need[rank_of[c]] = need.get(rank_of[c], 0) + 1
        key = (getattr(action, "reading", ""), tuple(sorted(need.items())))
        if key in seen or any(n > len(by_rank.get(r, ())) for r, n in need.items()):
            continue
        seen.add(key)
        found.append(rebuild(action, tuple(c for r, n in need.items() for c in by_rank[r][:n])))
    found.sort(key=lambda p: -len(p.cards))
    return found


def hint_order(legal: list[Action], first: Action | None, selected: list[int], rank_of,
               rebuild, order: Callable[[Action], Any] | None = None
               ) -> tuple[list[Action], bool]:
    """What the Hint button cycles through, and whether it stays inside the selection:
    when the selection is not itself a play, the plays inside it; otherwise the
    level's suggestion first, then every other legal play, smallest first (or by
    `order`, a sort key)."""
    plays = [a for a in legal if getattr(a, "cards", None)]
    if selected and all(sorted(p.cards) != selected for p in plays):
        inside = plays_within(plays, selected, rank_of, rebuild)
        if inside:
            return sorted(inside, key=lambda p: (-len(p.cards), p.cards)), True
    plays.sort(key=order or (lambda p: (len(p.cards), p.cards)))
    rest = [p for p in plays if first is None or set(p.cards) != set(first.cards)]
    return ([first] if first else []) + rest, False
