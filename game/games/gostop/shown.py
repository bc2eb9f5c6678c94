"""The cards as the table shows them while events play out: the viewer's hand, the
other hands' sizes, the centre, the captures and the stock.

The model has already moved on when its events are shown (an action's events come at
once), so the table keeps its own copy, moves it card by card as each event is shown,
and takes the observation again whenever nothing is left to show. Built from the
viewer's observation and events as seen by the viewer only.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Shown:
    hand: list[str] = field(default_factory=list)  # the viewer's, in hand order
    counts: list[int] = field(default_factory=list)  # every seat's hand size
    table: list[str] = field(default_factory=list)  # the centre, in arrival order
    captures: list[list[str]] = field(default_factory=list)
    stock: int = 0

    @classmethod
    def of(cls, obs: dict) -> Shown:
        """What the observation shows."""
        return cls(hand=list(obs["hand"]), counts=list(obs["hand_counts"]),
                   table=list(obs["table"]), captures=[list(c) for c in obs["captures"]],
                   stock=obs["stock_count"])

    def synced(self, obs: dict) -> Shown:
        """The observation, with the centre in this copy's order (cards arrive in a
        month's place in the order they were shown)."""
        fresh = Shown.of(obs)
        now = set(fresh.table)
        fresh.table = [c for c in self.table if c in now] + [
            c for c in fresh.table if c not in set(self.table)]
        return fresh

    @classmethod
    def empty(cls, players: int, stock: int) -> Shown:
        return cls(counts=[0] * players, captures=[[] for _ in range(players)], stock=stock)

    def take_from_table(self, codes: list[str]) -> None:
        self.table = [c for c in self.table if c not in set(codes)]

    def take_from_captures(self, seat: int, codes: list[str]) -> None:
        self.captures[seat] = [c for c in self.captures[seat] if c not in set(codes)]

    def take_from_hand(self, seat: int, viewer: int, codes: list[str]) -> None:
        if seat == viewer:
            self.hand = [c for c in self.hand if c not in set(codes)]
        self.counts[seat] = max(0, self.counts[seat] - len(codes))
