"""The cards as the table shows them while events play out: the viewer's hand, the
other hands' sizes, the centre, the captures and the stock.

The model has already moved on when its events are shown (an action's events come at
once), so the table keeps its own copy: as each event is shown the cards it moves leave
their places (`leave`), and each joins its new place as it lands there (`arrive`, told
by the table kit); the table takes the observation again whenever nothing is left to
show. Built from the viewer's observation and events as seen by the viewer only.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.protocol import Event
from game.games.gostop.cards import BY_CODE


@dataclass(frozen=True)
class Dealt:
    """A card of the deal on its way to `seat`'s hand, the `index`-th of `size`: the
    viewer's own named by `code`, another seat's face down (None)."""

    seat: int
    index: int
    size: int
    code: str | None


def lays_aside(code: str) -> bool:
    """A bonus card played or turned up goes to its player's captures, not the centre."""
    return BY_CODE[code].month == 0


def as_flown(ev: Event, viewer: int) -> Event:
    """`ev` as the table flies it: the deal names every card dealt, in dealing order,
    the viewer's own face up and the others' face down (its `hand` field); any other
    event as it is."""
    if ev.kind != "deal":
        return ev
    hand = list(ev.data.get("hand") or [])
    dealt = [Dealt(seat, i, len(hand), hand[i] if seat == viewer and i < len(hand) else None)
             for seat, count in enumerate(ev.data["counts"]) for i in range(count)]
    return Event(ev.kind, ev.seat, {**ev.data, "hand": dealt})


@dataclass
class Shown:
    hand: list[str] = field(default_factory=list)  # the viewer's, in hand order
    counts: list[int] = field(default_factory=list)  # every seat's hand size
    table: list[str] = field(default_factory=list)  # the centre, in arrival order
    captures: list[list[str]] = field(default_factory=list)
    stock: int = 0
    # An event has been shown since this copy was taken from the observation.
    moved: bool = False

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

    def leave(self, ev: Event, viewer: int) -> None:
        """The cards `ev` moves leave where they lay (the deal clears the table)."""
        d, kind = ev.data, ev.kind
        self.moved = True
        if kind == "deal":
            n = len(d["counts"])
            self.hand, self.counts, self.table = [], [0] * n, []
            self.captures, self.stock = [[] for _ in range(n)], d["stock"]
        elif kind in ("play", "bomb"):
            codes = d.get("cards") or [d["card"]]
            if ev.seat == viewer:
                self.hand = [c for c in self.hand if c not in set(codes)]
            self.counts[ev.seat] = max(0, self.counts[ev.seat] - len(codes))
        elif kind in ("flip", "draw"):
            self.stock = max(0, self.stock - 1)
        elif kind in ("bonus_table", "capture"):
            self.table = [c for c in self.table if c not in set(d["cards"])]
        elif kind == "junk":
            giver = d["from"]
            self.captures[giver] = [c for c in self.captures[giver] if c not in set(d["cards"])]

    def arrive(self, zone: str, piece: str | Dealt) -> None:
        """A card has landed in `zone` (a zone of `events.py`)."""
        kind, _, where = zone.partition(":")
        if isinstance(piece, Dealt):
            self.counts[piece.seat] += 1
            if piece.code is not None:
                self.hand.append(piece.code)
        elif kind == "captures" or (kind == "table" and where and lays_aside(piece)):
            self.captures[int(where)].append(piece)
        else:
            self.table.append(piece)
