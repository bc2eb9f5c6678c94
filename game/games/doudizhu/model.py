"""One hand of Dou Di Zhu as a state machine: deal → auction → play → over.

Reads like rules sheet §2–§7. Seats 0, 1, 2 sit anticlockwise, so the next player
is always seat + 1. The hand owns its seeded RNG; a redeal after three passes
shuffles again from that RNG, so the hand's seed replays it exactly.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cached_property
from typing import ClassVar

from game.core.actionlog import ActionLog, replay
from game.core.cards import Pack, french_pack
from game.core.determinize import clone_state
from game.core.protocol import Action, ActionCodec, CardId, Event, IllegalAction
from game.core.rng import GameRng
from game.games.climbing.state import ClimbingState
from game.games.doudizhu import auction, determinize, rules
from game.games.doudizhu.auction import VARIANTS as VARIANTS_3P
from game.games.doudizhu.auction import variant_options
from game.games.doudizhu.rules import Combination

SEATS = 3
HAND_SIZE = 17
KITTY_SIZE = 3
TOP_BID = 3
BOMB_KINDS = ("bomb", "rocket", "joker_bomb")  # each told to the table (and a banner)
FOUR_PLAYER = "4p"  # the variant that is the 4-player game (sheet §9)
VARIANTS: tuple[str, ...] = (*VARIANTS_3P, FOUR_PLAYER)  # a deal code carries the index



class CodedPack(Pack):
    """A pack that works every card's code out once: observations, events and a search's
    roll-outs name cards thousands of times."""

    @cached_property
    def _codes(self) -> tuple[str, ...]:
        return tuple(c.code for c in self.cards)

    def code(self, card_id: int) -> str:
        return self._codes[card_id]

    def codes(self, card_ids) -> list[str]:
        codes = self._codes
        return [codes[i] for i in card_ids]


def coded(pack: Pack) -> CodedPack:
    return CodedPack(pack.name, pack.cards)


PACK: Pack = coded(french_pack(decks=1, jokers=True))
RANK_OF: tuple[int, ...] = tuple(rules.RANK_CHARS.index(c.rank) for c in PACK.cards)


@dataclass(frozen=True, slots=True)
class Bid(Action):
    value: int = 0  # 0 passes; 1, 2 or 3 bids
    kind: ClassVar[str] = "bid"


@dataclass(frozen=True, slots=True)
class Play(Action):
    cards: tuple[CardId, ...] = ()
    reading: str = ""  # which combination kind, when the cards can be read two ways
    kind: ClassVar[str] = "play"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    kind: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True)
class Call(Action):
    """Call-and-rob auction: the first yes calls the landlord, a later one robs."""

    take: bool = False
    kind: ClassVar[str] = "call"


@dataclass(frozen=True, slots=True)
class Show(Action):
    """The landlord, kitty taken, plays face up (明牌) or not."""

    show: bool = False
    kind: ClassVar[str] = "show"


@dataclass(frozen=True, slots=True)
class Double(Action):
    """The doubling round (加倍): double or not."""

    double: bool = False
    kind: ClassVar[str] = "double"


CODEC = ActionCodec(Bid, Play, Pass, Call, Show, Double)


# A state's lists whose entries are immutable or never changed in place once written.
_FLAT_LISTS = frozenset(("table", "history", "round_starts", "actions", "bids", "mult_log",
                         "calls", "deal_events", "kitty", "plays_made", "doubled"))
_IMMUTABLE = frozenset((int, str, bool, float, tuple, frozenset, type(None)))


def _sort_keys(rank_of: tuple[int, ...]) -> tuple[int, ...]:
    """Per card id, a number that orders cards by (rank, id)."""
    return tuple(rank * len(rank_of) + card for card, rank in enumerate(rank_of))


def _copied(value):
    """clone_state's copy of one attribute: containers two levels deep, an RNG with its
    position, anything else (immutable) shared."""
    kind = type(value)
    if kind is list:
        return [list(v) if type(v) is list else dict(v) if type(v) is dict else v
                for v in value]
    if kind is dict:
        return {k: list(v) if type(v) is list else dict(v) if type(v) is dict else v
                for k, v in value.items()}
    if kind is set:
        return set(value)
    if isinstance(value, random.Random):
        return clone_state(_RngHolder(value)).rng
    return value


class _RngHolder:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng


class DdzState(ClimbingState):
    codec = CODEC  # its actions, checked for shape before any rule looks at them
    pack = PACK
    rank_of = RANK_OF
    seats = SEATS
    hand_size = HAND_SIZE
    kitty_size = KITTY_SIZE
    variants: tuple[str, ...] = VARIANTS_3P
    show_kitty = True  # sheet §3.5; the 4-player kitty goes to the landlord unseen
    bombs_double = True  # sheet §7; not in the 4-player game (§9)
    springs = True  # sheet §7 (not in §9)
    # The combination rules (sheet §5; the 4-player game has its own, §9).
    readings = staticmethod(rules.readings)
    plays_for = staticmethod(rules.legal_plays)
    beats = staticmethod(rules.beats)
    why_not = staticmethod(rules.why_not)
    preference = staticmethod(rules.preference)

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        cls._sort_keys = _sort_keys(cls.rank_of)

    def sort_hand(self, cards) -> list[int]:
        """ClimbingState.sort_hand (rank order, pack order inside a rank) by one
        precomputed key per card."""
        return sorted(cards, key=self._sort_keys.__getitem__)

    def __init__(self, seed: int, variant: str = "classic") -> None:
        if variant not in self.variants:
            raise ValueError(f"unknown Dou Di Zhu variant {variant!r}")
        self.seed = seed
        self.variant = variant
        self.rules_on = variant_options(variant)  # "rob", "double", "show"
        self.rng = GameRng(seed)
        self.phase = "auction"
        self._init_trick()
        self.kitty: list[int] = []
        self.kitty_revealed = False
        self.shown_card: int | None = None  # dealt face up: public, picks the first bidder
        self.first_bidder = 0
        self.redeals = 0
        self.bids: list[list[int]] = []  # [seat, value] in order
        self.high_bid = 0
        self.landlord: int | None = None
        self.plays_made = [0] * self.seats
        self.multiplier = 1
        self.mult_log: list[list] = []  # [why, factor] for every doubling of the whole hand
        self.calls: list[tuple[int, bool]] = []  # call-and-rob auction, in order
        self.shown = False  # the landlord plays face up
        self.doubled: list[bool | None] = [None] * self.seats  # the doubling round's answers
        self.result: dict | None = None
        self.deal_events: list[Event] = []  # the opening deal, for the table to animate
        self.actions: list[Action] = []  # the hand so far: what a save holds

    # --- set-up -------------------------------------------------------------------------

    @classmethod
    def new(cls, seed: int, variant: str = "classic") -> DdzState:
        state = cls(seed, variant)
        state.deal_events = state._deal(first_bidder=None)
        return state

    def _deal(self, first_bidder: int | None) -> list[Event]:
        """Sheet §2: 17 cards each, 3 face down; a shown card picks the first bidder
        (after a redeal, the next seat bids first instead)."""
        deck = list(self.pack.ids)
        self.rng.shuffle(deck)
        size, seats = self.hand_size, self.seats
        self.hands = [self.sort_hand(deck[s * size:(s + 1) * size]) for s in range(seats)]
        self.kitty = deck[seats * size:]
        self.shown_card = None
        if first_bidder is None:
            shown_at = self.rng.randrange(seats * size)
            self.shown_card = deck[shown_at]
            first_bidder = shown_at // size
        self.first_bidder = self.current = first_bidder
        self.bids, self.high_bid, self.calls = [], 0, []
        return [Event("deal", None, {
            "counts": [size] * seats, "kitty_size": len(self.kitty),
            "first_bidder": first_bidder,
            "shown_card": self._code_or_none(self.shown_card),
        }, self.dealt_hands())]

    def _code_or_none(self, card: int | None) -> str | None:
        return None if card is None else self.pack.code(card)

    # --- protocol -----------------------------------------------------------------------

    def counts(self, seat: int) -> list[int]:
        return rules.count_ranks(self.rank_of[c] for c in self.hands[seat])

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        seat = self.current if seat is None else seat
        if self.phase == "over" or seat != self.current:
            return []
        if self.phase == "auction" and "rob" in self.rules_on:
            return [Call(seat, False), Call(seat, True)]
        if self.phase == "auction":
            return [Bid(seat, 0)] + [Bid(seat, v) for v in range(self.high_bid + 1, TOP_BID + 1)]
        if self.phase == "show":
            return [Show(seat, False), Show(seat, True)]
        if self.phase == "double":
            return [Double(seat, False), Double(seat, True)]
        found = self.plays_for(self.counts(seat), self.to_beat())
        return self.offer_plays(seat, ((combo.ranks, combo) for combo in found),
                                lambda s, cards, combo: Play(s, cards, combo.kind), Pass)

    def apply(self, action: Action) -> list[Event]:
        was_offered, combo = self.take_offer(action)
        if was_offered:  # the very object this state built: well formed, its seat's turn
            self._check_offered_turn(action)
        else:
            self.check_turn(action)
        robbing = "rob" in self.rules_on
        if self.phase == "play":  # the only phase a play or pass is for: asked first
            if isinstance(action, Play):
                events = self._play(action, combo if was_offered else self._check_play(action))
            elif isinstance(action, Pass):
                events = self._pass(action)
            else:
                raise IllegalAction("phase", f"You cannot {action.kind} now.", action=action.kind)
        elif isinstance(action, Bid) and self.phase == "auction" and not robbing:
            events = self._bid(action)
        elif isinstance(action, Call) and self.phase == "auction" and robbing:
            events = self._call(action)
        elif isinstance(action, Show) and self.phase == "show":
            events = self._show(action)
        elif isinstance(action, Double) and self.phase == "double":
            events = self._double(action)
        else:
            raise IllegalAction("phase", f"You cannot {action.kind} now.", action=action.kind)
        self.actions.append(action)
        return events

    def check_turn(self, action: Action) -> None:
        """ClimbingState.check_turn, with the codec's shape check done here at a glance
        for a well-formed play or pass (a search roll-out applies thousands); anything
        else gets the full check, and the same reason."""
        if not self._plainly_well_formed(action):
            super().check_turn(action)
            return
        if self.phase == "over":
            raise IllegalAction("over", "The hand is over.")
        if action.seat != self.current:
            raise IllegalAction("turn", "It is not your turn.")

    def _check_offered_turn(self, action: Action) -> None:
        """check_turn for a play this state offered: the shape is its own making."""
        if self.phase == "over":
            raise IllegalAction("over", "The hand is over.")
        if action.seat != self.current:
            raise IllegalAction("turn", "It is not your turn.")

    def _plainly_well_formed(self, action: Action) -> bool:
        """A Play or Pass whose every field is of its declared type (what the codec checks)."""
        kind = type(action)
        if kind is not Play and kind is not Pass:
            return False
        seat = action.seat
        if type(seat) is not int or not 0 <= seat < self.seats:
            return False
        if kind is Pass:
            return True
        if type(action.reading) is not str:
            return False
        cards, size = action.cards, len(self.rank_of)  # one rank per card id of the pack
        return type(cards) is tuple and all(type(c) is int and 0 <= c < size for c in cards)

    # --- auction (sheet §3) -------------------------------------------------------------

    def _bid(self, bid: Bid) -> list[Event]:
        if bid.value and not self.high_bid < bid.value <= TOP_BID:
            raise IllegalAction("bid", f"Bid more than {self.high_bid}, up to {TOP_BID}, or pass.",
                                n=self.high_bid)
        self.bids.append([bid.seat, bid.value])
        events = [Event("bid", bid.seat, {"value": bid.value})]
        if bid.value:
            self.high_bid = bid.value
        if self.high_bid == TOP_BID or len(self.bids) == self.seats:
            if self.high_bid == 0:
                return events + self._redeal()
            winner = next(s for s, v in reversed(self.bids) if v == self.high_bid)
            return events + self._crown(winner)
        self.current = (self.current + 1) % self.seats
        return events

    def _redeal(self) -> list[Event]:
        """Sheet §3.4: nobody bid (or called): deal again, the next seat bids first."""
        self.redeals += 1
        return [Event("redeal", None, {"redeals": self.redeals}),
                *self._deal(first_bidder=(self.first_bidder + 1) % self.seats)]

    def _call(self, call: Call) -> list[Event]:
        """Sheet §3, "Call and rob": call, robs in turn, the caller's rob back."""
        robbing = any(yes for _seat, yes in self.calls)  # someone called already
        self.calls.append((call.seat, call.take))
        events = [Event("call", call.seat, {"take": call.take, "rob": robbing})]
        if call.take and robbing:
            self.multiplier *= auction.ROB_FACTOR
            self.mult_log.append(["rob", auction.ROB_FACTOR])
            events.append(Event("multiplier", call.seat, {"why": "rob",
                                                          "multiplier": self.multiplier}))
        nxt = auction.rob_next(self.first_bidder, self.seats, self.calls)
        if nxt is not None:
            self.current = nxt
            return events
        landlord = auction.rob_landlord(self.calls)
        if landlord is None:
            return events + self._redeal()
        self.high_bid = 1  # the base of a call-and-rob hand
        return events + self._crown(landlord)

    def _crown(self, landlord: int) -> list[Event]:
        """The kitty is shown to everyone, then joins the landlord's hand; then the
        landlord may show his cards, the doubling round follows, and he leads."""
        self.landlord = self.current = self.leader = landlord
        self.kitty_revealed = self.show_kitty
        self.hands[landlord] = self.sort_hand(self.hands[landlord] + self.kitty)
        events = [Event("landlord", landlord, {
            "bid": self.high_bid, "kitty_size": len(self.kitty),
            "kitty": self.pack.codes(self.kitty) if self.show_kitty else None})]
        if "show" in self.rules_on:
            self.phase = "show"
            return events
        return events + self._after_show()

    def _show(self, show: Show) -> list[Event]:
        self.shown = show.show
        events = [Event("show", show.seat, {
            "show": show.show, "cards": self.pack.codes(self.hands[show.seat]) if show.show
            else []})]
        if show.show:
            self.multiplier *= auction.SHOW_FACTOR
            self.mult_log.append(["show", auction.SHOW_FACTOR])
            events.append(Event("multiplier", show.seat, {"why": "show",
                                                          "multiplier": self.multiplier}))
        return events + self._after_show()

    def _after_show(self) -> list[Event]:
        if "double" in self.rules_on:
            self.phase = "double"
            self.current = auction.double_order(self.landlord, self.seats)[0]
            return []
        return self._to_play()

    def _double(self, double: Double) -> list[Event]:
        self.doubled[double.seat] = double.double
        events = [Event("double", double.seat, {"double": double.double})]
        order = auction.double_order(self.landlord, self.seats)
        at = order.index(double.seat) + 1
        if at < len(order):
            self.current = order[at]
            return events
        return events + self._to_play()

    def _to_play(self) -> list[Event]:
        self.phase = "play"
        return [self._start_round(self.landlord)]

    def pair_factors(self) -> list[int]:
        """Per farmer, the doubling round's factor of his pair with the landlord."""
        if self.landlord is None:
            return [1] * self.seats
        return auction.pair_factors(self.landlord, [bool(d) for d in self.doubled])

    # --- play (sheet §4) ----------------------------------------------------------------

    def _check_play(self, play: Play) -> Combination:
        """The combination a play makes, or the reason it is refused."""
        hand = self.hands[play.seat]
        if not play.cards or len(set(play.cards)) != len(play.cards):
            raise IllegalAction("choose", "Choose the cards you want to play.")
        if any(c not in hand for c in play.cards):
            raise IllegalAction("not_yours", "Those cards are not in your hand.")
        prev = self.to_beat()
        found = self.readings(self.rank_of[c] for c in play.cards)  # readings sorts them
        if play.reading:
            found = [r for r in found if r.kind == play.reading]
            if not found:
                raise IllegalAction("reading", "Those cards cannot be played that way.")
        legal = [r for r in found if prev is None or self.beats(r, prev)]
        if not legal:
            best = max(found, key=self.preference) if found else None
            raise self.why_not(best, prev)
        return max(legal, key=self.preference)

    def describe(self, combo: Combination) -> dict:
        return {"kind": combo.kind, "key_rank": combo.key_rank, "length": combo.length}

    def _play(self, play: Play, combo: Combination) -> list[Event]:
        events = self._record_play(play.seat, play.cards, combo)
        self.plays_made[play.seat] += 1
        if combo.kind in BOMB_KINDS:
            if self.bombs_double:
                self.multiplier *= 2
                self.mult_log.append([combo.kind, 2])
            events.append(Event(combo.kind, play.seat, {"multiplier": self.multiplier,
                                                        "doubles": self.bombs_double}))
        left = len(self.hands[play.seat])
        if left == 0:
            return events + self._finish(play.seat)
        if left <= 2:
            events.append(Event("warning", play.seat, {"left": left}))
        self._advance()
        return events

    # --- end of hand (sheet §6, §7) -----------------------------------------------------

    def _finish(self, winner: int) -> list[Event]:
        landlord_won = winner == self.landlord
        farmers = [s for s in range(self.seats) if s != self.landlord]
        spring = self.springs and landlord_won and all(self.plays_made[f] == 0 for f in farmers)
        anti_spring = self.springs and not landlord_won and self.plays_made[self.landlord] == 1
        if spring or anti_spring:
            self.multiplier *= 2
            self.mult_log.append(["spring" if spring else "anti_spring", 2])
        value = rules.hand_value(self.high_bid, self.multiplier)
        factors = self.pair_factors()
        self.phase = "over"
        self.result = {
            "winner": "landlord" if landlord_won else "farmers", "out_first": winner,
            "landlord": self.landlord, "bid": self.high_bid, "spring": spring,
            "anti_spring": anti_spring, "multiplier": self.multiplier, "value": value,
            "mult_log": [list(m) for m in self.mult_log], "shown": self.shown,
            "doubled": list(self.doubled), "factors": factors,
            "deltas": auction.settle_pairs(self.landlord, landlord_won, value, factors),
        }
        return [Event("hand_over", winner, dict(self.result))]

    # --- what each seat may know (sheet §8) ---------------------------------------------

    def hidden_from(self, seat: int) -> set[int]:
        if self.phase == "over":
            return set()  # the hand is over: every hand is turned face up
        hidden = {c for s in range(self.seats) if s != seat for c in self.hands[s]}
        if self.kitty_revealed:
            hidden.difference_update(self.kitty)  # everyone saw it turned face up
        elif self.landlord is None:
            hidden.update(self.kitty)  # face down (the 4-player kitty joins a hand unseen)
        hidden.discard(self.shown_card)
        if self.shown:
            hidden.difference_update(self.hands[self.landlord])  # played face up
        return hidden

    def hidden_values(self, seat: int) -> dict[str, list[str]]:
        return determinize.hidden_values(self, seat)

    def determinize(self, seat: int, rng: random.Random) -> DdzState:
        """A state `seat` cannot tell from this one (`determinize.py`); its to_json
        does not replay it."""
        return determinize.determinize(self, seat, rng)

    def clone(self) -> DdzState:
        """clone_state's copy, quicker for a search's thousands: the lists whose entries
        are numbers, actions, events or records never changed once written (the
        history's [seat, cards], the bids, the multiplier log) are copied one level;
        hands two; the RNG is shared once nothing draws from it; anything else as
        clone_state copies it."""
        copy = object.__new__(type(self))
        attrs = copy.__dict__
        flat, after_auction, immutable = _FLAT_LISTS, self.phase != "auction", _IMMUTABLE
        for name, value in self.__dict__.items():
            if type(value) in immutable:
                attrs[name] = value
            elif name in flat:
                attrs[name] = list(value)
            elif name == "hands":
                attrs[name] = [list(h) for h in value]
            elif name == "_offered":
                continue  # set below
            elif name == "rng" and after_auction:
                attrs[name] = value  # only a (re)deal draws from it: never again after the auction
            else:
                attrs[name] = _copied(value)
        copy._offered = {}  # offers are for this object's decision only
        return copy

    def card_zones(self) -> dict[str, list[int]]:
        zones = {f"hand_{s}": self.hands[s] for s in range(self.seats)}
        zones["table"] = self.table
        zones["kitty"] = self.kitty if self.landlord is None else []  # or in his hand
        return zones

    def observation(self, seat: int) -> dict:
        codes = self.pack.codes
        over = self.phase == "over"
        return {
            "seat": seat, "phase": self.phase, "hand": codes(self.hands[seat]),
            "counts": [len(h) for h in self.hands], "to_act": self.to_act,
            "first_bidder": self.first_bidder, "shown_card": self._code_or_none(self.shown_card),
            "bids": [list(b) for b in self.bids], "high_bid": self.high_bid,
            "landlord": self.landlord,
            "kitty": codes(self.kitty) if self.kitty_revealed or (
                seat == self.landlord) else None,  # the 4-player kitty: his alone
            **self.trick_observation(),
            "multiplier": self.multiplier, "base": self.high_bid,
            "rules_on": sorted(self.rules_on), "calls": [[s, int(y)] for s, y in self.calls],
            "mult_log": [list(m) for m in self.mult_log], "shown": self.shown,
            "shown_hand": codes(self.hands[self.landlord]) if self.shown else None,
            "doubled": list(self.doubled), "factors": self.pair_factors(),
            "result": self.result,
            "hands": [codes(h) for h in self.hands] if over else None,
        }

    # --- saving -------------------------------------------------------------------------

    def to_json(self) -> dict:
        """The deal's seed and the actions so far: no hand or kitty a reader of the
        save could peek at; loading replays the actions through the rules."""
        return {"game": "doudizhu", "seed": self.seed, "variant": self.variant,
                "actions": [a.to_json() for a in self.actions]}

    @classmethod
    def from_json(cls, data: dict) -> DdzState:
        return replay(ActionLog.from_json(data, CODEC), cls.new)

    def snapshot(self) -> dict:
        """Everything, hands and kitty included: for tests, never for saving."""
        return {
            "phase": self.phase, **self.trick_json(), "rng": self.rng.snapshot(),
            "kitty": list(self.kitty), "kitty_revealed": self.kitty_revealed,
            "shown_card": self.shown_card, "first_bidder": self.first_bidder,
            "redeals": self.redeals, "bids": [list(b) for b in self.bids],
            "high_bid": self.high_bid, "landlord": self.landlord,
            "plays_made": list(self.plays_made), "multiplier": self.multiplier,
            "mult_log": [list(m) for m in self.mult_log], "calls": list(self.calls),
            "shown": self.shown, "doubled": list(self.doubled), "result": self.result,
            "actions": [a.to_json() for a in self.actions],
        }

    def __eq__(self, other: object) -> bool:
        return isinstance(other, DdzState) and self.snapshot() == other.snapshot()

    __hash__ = None  # mutable state

    def __repr__(self) -> str:
        return f"DdzState(seed={self.seed}, phase={self.phase}, to_act={self.to_act})"


DdzState._sort_keys = _sort_keys(DdzState.rank_of)  # its subclasses: __init_subclass__
