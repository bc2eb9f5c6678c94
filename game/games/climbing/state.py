"""Hands and the trick loop of a climbing game, shared by every such game's state.

Seats are numbered in turn order, so the next player is seat + 1. A round starts
with a lead; each later player beats the play on top or passes; when every other
seat still holding cards has passed on it, its owner leads the next round (or, if
he has gone out, the next seat that still holds cards).

A game's state inherits this and supplies `pack`, `rank_of` (card id -> rank
value), `seats`, and `describe(shape)` (what a play event says about its shape).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from game.core.cards import Pack
from game.core.protocol import Action, ActionCodec, Event, IllegalAction


class ClimbingState:
    pack: Pack
    codec: ActionCodec
    rank_of: tuple[int, ...]
    seats: int
    phase: str
    result: dict | None
    deal_events: list[Event]  # the opening deal's events (see opening_events)

    def _init_trick(self) -> None:
        self.hands: list[list[int]] = [[] for _ in range(self.seats)]
        self.current = 0  # whose decision it is
        self.leader = 0  # who led the current round
        self.last_play: tuple[int, list[int], Any] | None = None  # seat, cards, shape
        self.passes = 0
        self.history: list[list] = []  # [seat, cards or None for a pass], the whole hand
        self.round_start = 0  # where the current round begins in `history`
        self.round_starts: list[int] = []  # where every round of the hand began (public)
        self.table: list[int] = []  # every card played this hand
        # The plays legal_actions offered for this decision, by identity, with their
        # shapes: applying one of those very objects needs no second check. The
        # objects are held here, so an id cannot be reused while the entry lives.
        self._offered: dict[int, tuple[Action, Any]] = {}

    # --- the protocol's common part (a hand ends in phase "over" with a result) ------

    @property
    def to_act(self) -> int | None:
        return None if self.phase == "over" else self.current

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def opening_events(self) -> list[Event]:
        """The deal (and whatever the rules do before the first decision), for the table
        to show first."""
        return list(self.deal_events)

    def dealt_hands(self) -> dict[int, dict[str, list[str]]]:
        """The deal event's private parts: each seat sees the hand it was dealt."""
        return {s: {"hand": self.pack.codes(h)} for s, h in enumerate(self.hands)}

    def returns(self) -> list[int]:
        return list(self.result["deltas"]) if self.result else [0] * self.seats

    # --- hands ----------------------------------------------------------------------

    def sort_hand(self, cards: Iterable[int]) -> list[int]:
        """Rank order, low to high; copies keep pack order inside a rank."""
        return sorted(cards, key=lambda c: (self.rank_of[c], c))

    def holding(self, seat: int) -> bool:
        return bool(self.hands[seat])

    def next_holding(self, seat: int) -> int:
        """The next seat after `seat` in turn order that still holds cards."""
        for step in range(1, self.seats + 1):
            other = (seat + step) % self.seats
            if self.hands[other]:
                return other
        return seat

    def by_rank(self, seat: int) -> dict[int, list[int]]:
        """The seat's cards grouped by rank."""
        groups: dict[int, list[int]] = {}
        for c in self.hands[seat]:
            groups.setdefault(self.rank_of[c], []).append(c)
        return groups

    @staticmethod
    def cards_for(ranks: Iterable[int], by_rank: dict[int, list[int]]) -> tuple[int, ...]:
        """The first cards of each rank a play needs (suits never matter); `by_rank`
        from `by_rank(seat)`."""
        taken: dict[int, int] = {}
        cards = []
        for r in ranks:
            i = taken.get(r, 0)
            cards.append(by_rank[r][i])
            taken[r] = i + 1
        return tuple(cards)

    def offer_plays(self, seat: int, found: Iterable[tuple[tuple[int, ...], Any]],
                    make_play: Callable[[int, tuple[int, ...], Any], Action],
                    make_pass: Callable[[int], Action]) -> list[Action]:
        """A pass (unless the seat leads), then a play of the seat's own cards for each
        (ranks, shape) found legal; each is remembered, so applying it needs no second
        check."""
        by_rank = self.by_rank(seat)
        return self.offer_cards(seat, ((self.cards_for(ranks, by_rank), shape)
                                       for ranks, shape in found), make_play, make_pass)

    def offer_cards(self, seat: int, found: Iterable[tuple[tuple[int, ...], Any]],
                    make_play: Callable[[int, tuple[int, ...], Any], Action],
                    make_pass: Callable[[int], Action]) -> list[Action]:
        """`offer_plays` for plays already chosen card by card (suits or wild cards
        matter): a pass unless the seat leads, then each (cards, shape)."""
        actions = [] if self.to_beat() is None else [make_pass(seat)]
        # Offers add up until the next action, so listing the decision again (a hint,
        # a test) does not void a list already handed out.
        for cards, shape in found:
            play = make_play(seat, cards, shape)
            self._offered[id(play)] = (play, shape)
            actions.append(play)
        return actions

    def check_turn(self, action: Action) -> None:
        """Refuse a malformed action, one after the end, or one out of turn."""
        self.codec.check(action, self.seats, len(self.pack))
        if self.phase == "over":
            raise IllegalAction("over", "The hand is over.")
        if action.seat != self.current:
            raise IllegalAction("turn", "It is not your turn.")

    def take_offer(self, action: Action) -> tuple[bool, Any]:
        """(True, shape) if `action` is a play offered for this decision; offers last
        for one decision only."""
        offered, self._offered = self._offered, {}
        entry = offered.get(id(action))
        if entry is not None and entry[0] is action:
            return True, entry[1]
        return False, None

    # --- the trick loop -------------------------------------------------------------

    def to_beat(self) -> Any:
        """The shape the current seat must beat, or None when it leads."""
        if self.last_play is None or self.last_play[0] == self.current:
            return None
        return self.last_play[2]

    def describe(self, shape: Any) -> dict:
        return {}

    def _record_play(self, seat: int, cards: Iterable[int], shape: Any) -> list[Event]:
        """Cards leave the hand for the table; the turn is not advanced here."""
        cards = self.sort_hand(cards)
        removed = set(cards)
        self.hands[seat] = [c for c in self.hands[seat] if c not in removed]
        self.table.extend(cards)
        self.history.append([seat, cards])
        self.last_play = (seat, cards, shape)
        self.passes = 0
        return [Event("play", seat, {"cards": self.pack.codes(cards), **self.describe(shape)})]

    def _advance(self) -> None:
        self.current = self.next_holding(self.current)

    def _pass(self, action: Action) -> list[Event]:
        if self.to_beat() is None:
            raise IllegalAction("lead", "You lead this round: you cannot pass.")
        return self._record_pass(action.seat)

    def _record_pass(self, seat: int) -> list[Event]:
        """A pass; when every other seat still holding cards has passed on the top
        play, the round ends and its owner (or the next holder) leads: the new round's
        event names the seat whose play took the trick (`taken_by`)."""
        self.history.append([seat, None])
        self.passes += 1
        events = [Event("pass", seat)]
        owner = self.last_play[0] if self.last_play else seat
        others = sum(1 for s in range(self.seats) if s != owner and self.hands[s])
        if self.passes >= others:
            self.passes = 0
            self.leader = self.current = self._leader_after(owner)
            self.last_play = None
            self._mark_round()
            events.append(Event("new_round", self.leader, {"taken_by": owner}))
        else:
            self._advance()
        return events

    def _leader_after(self, owner: int) -> int:
        """Who leads once everyone passed on `owner`'s play: he, or if he has gone out,
        the next seat still holding cards."""
        return owner if self.hands[owner] else self.next_holding(owner)

    def _start_round(self, leader: int) -> Event:
        self.leader = self.current = leader
        self.last_play = None
        self.passes = 0
        self._mark_round()
        return Event("new_round", leader)

    def _mark_round(self) -> None:
        """A round begins at the end of the history so far."""
        self.round_start = len(self.history)
        if not self.round_starts or self.round_starts[-1] != self.round_start:
            self.round_starts.append(self.round_start)

    # --- observation and saving -----------------------------------------------------

    def trick_observation(self) -> dict:
        codes = self.pack.codes
        last = self.last_play
        return {
            "last_play": None if last is None else {
                "seat": last[0], "cards": codes(last[1]), **self.describe(last[2])},
            "passes": self.passes, "leader": self.leader,
            "history": [[s, None if c is None else codes(c)] for s, c in self.history],
            "round_start": self.round_start, "round_starts": list(self.round_starts),
        }

    def trick_json(self) -> dict:
        return {
            "hands": [list(h) for h in self.hands], "current": self.current,
            "leader": self.leader, "passes": self.passes,
            "last_play": None if self.last_play is None else [
                self.last_play[0], list(self.last_play[1]), self.describe(self.last_play[2])],
            "history": [list(h) for h in self.history], "round_start": self.round_start,
            "round_starts": list(self.round_starts), "table": list(self.table),
        }


def round_plays(history: list, round_start: int) -> dict[int, list[str] | None]:
    """What each seat shows in the current round: its last cards, or None for a pass."""
    shown: dict[int, list[str] | None] = {}
    for seat, codes in history[round_start:]:
        shown[seat] = codes
    return shown
