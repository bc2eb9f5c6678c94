"""One hand of Bao Huang as a state machine: deal → emperor → declare → play → over.

Reads like rules sheet §3-§7. Seats are numbered in turn order (seat + 1 plays
next); the previous player (上家) is seat - 1.

- deal (§3): all cards, one at a time from the first seat; the last two seats in
  deal order get one card fewer with the 168-card deck.
- emperor (§4.1-3): the emperor card lies face up in front of its holder with the
  cards attached so far; he ascends or passes it on to his previous player.
- declare (§4.4-6): every seat but the emperor's speaks once, in turn order: the
  guard may declare himself (明保), a commoner may rebel (造反), or say nothing. All
  four speak, and "nothing" looks the same from every seat, so no one learns who
  the guard is from whose turn it was.
- play (§5-6): the emperor leads; places are taken as hands empty; the hand ends
  as soon as no finishing order left could change a score under any roles the table
  cannot rule out (`rules.hand_decided`), so its end never tells a hidden guard.

The guard stays hidden: observations name him only once he opens, a rebellion of
two forces him out, or his marked card is played. Saves hold the seed and the
actions only (`to_json`), so a save file shows no hand and no guard.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import ClassVar

from game.core.actionlog import ActionLog, replay
from game.core.cards import Pack
from game.core.determinize import clone_state
from game.core.protocol import Action, ActionCodec, CardId, Event, IllegalAction
from game.core.rng import GameRng
from game.core.save import SaveError
from game.games.baohuang import determinize, rules
from game.games.baohuang.ruleset import VARIANTS, Ruleset
from game.games.climbing.state import ClimbingState

SEATS = 5
CIRCUIT = SEATS  # declines in one full circuit of abdication
REDEAL_AFTER = 2 * CIRCUIT  # simple mode: nobody ascends in two circuits → redeal

PACKS: dict[str, Pack] = {deck: rules.baohuang_pack(deck) for deck in rules.DECKS}
RANK_OF: dict[str, tuple[int, ...]] = {
    deck: tuple(rules.card_rank(c) for c in pack.cards) for deck, pack in PACKS.items()}
# Faces a classic emperor may name: the pack holds four copies of each (one per pack).
FOUR_COPIES: dict[str, frozenset[str]] = {
    deck: frozenset(f for f, n in Counter(c.code.split("~")[0] for c in pack.cards
                                          if not c.is_joker).items() if n == 4)
    for deck, pack in PACKS.items()}


@dataclass(frozen=True, slots=True)
class Ascend(Action):
    open_solo: bool = False  # holding the guard card too, and saying so (明独保)
    named: str = ""  # classic: the card named to choose the guard, e.g. "7H"
    kind: ClassVar[str] = "ascend"


@dataclass(frozen=True, slots=True)
class Abdicate(Action):
    kind: ClassVar[str] = "abdicate"


@dataclass(frozen=True, slots=True)
class Declare(Action):
    choice: str = "quiet"  # "quiet", "open_guard" or "rebel"
    kind: ClassVar[str] = "declare"


@dataclass(frozen=True, slots=True)
class Play(Action):
    cards: tuple[CardId, ...] = ()
    kind: ClassVar[str] = "play"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    kind: ClassVar[str] = "pass"


CODEC = ActionCodec(Ascend, Abdicate, Declare, Play, Pass)
CHOICES = ("quiet", "open_guard", "rebel")


def face(code: str) -> str:
    """A card's face without its pack number: "7H~2" -> "7H"."""
    return code.split("~")[0]


class BhState(ClimbingState):
    codec = CODEC  # its actions, checked for shape before any rule looks at them
    seats = SEATS

    def __init__(self, seed: int, variant: str = "ls", first: int | None = None) -> None:
        self.rules = Ruleset.parse(variant)
        self.variant = self.rules.name
        self.pack = PACKS[self.rules.deck]
        self.rank_of = RANK_OF[self.rules.deck]
        self.seed = seed
        self.rng = GameRng(seed)
        drawn = self.rng.randrange(SEATS)  # drawn either way, so the shuffle is the same
        self.first = drawn if first is None else first  # §3 [P]: a random first seat
        self.actions: list[Action] = []  # the hand so far: what a save holds
        self.phase = "emperor"
        self._init_trick()
        self.emperor_card = self.pack.from_codes([rules.EMPEROR_CARD])[0]
        self.sword_card = self.pack.from_codes([rules.GUARD_CARD])[0]  # simple mode's guard card
        self.redeals = 0
        self.holder = 0  # who has the emperor card in front of him
        self.offered_cards: list[int] = []  # the emperor card and the cards attached to it
        self.crowned_with: list[int] = []  # those cards, seen by all going to the emperor
        self.declines = 0
        self.emperor: int | None = None
        self.solo: str | None = None  # "open" or "secret" when the emperor plays alone
        self.named: str | None = None  # classic: the face the emperor named
        self.guard: int | None = None  # the true guard; hidden until `guard_shown`
        self.guard_card: int | None = None
        self.guard_shown = False
        self.open_guard = False
        self.declared: list[list] = []  # [seat, choice] in order
        self.places: list[int] = []  # seats in finishing order
        self.result: dict | None = None
        self.deal_events: list[Event] = []

    # --- set-up (sheet §3) ----------------------------------------------------------

    @classmethod
    def new(cls, seed: int, variant: str = "ls", first: int | None = None) -> BhState:
        state = cls(seed, variant, first)
        state.deal_events = state._deal()
        return state

    def _deal(self) -> list[Event]:
        deck = list(self.pack.ids)
        self.rng.shuffle(deck)
        hands: list[list[int]] = [[] for _ in range(SEATS)]
        for i, card in enumerate(deck):
            hands[(self.first + i) % SEATS].append(card)
        self.hands = [self.sort_hand(h) for h in hands]
        counts = [len(h) for h in self.hands]
        self.holder = self.current = next(s for s in range(SEATS)
                                          if self.emperor_card in self.hands[s])
        self.hands[self.holder].remove(self.emperor_card)
        self.offered_cards = [self.emperor_card]
        self.declines = 0
        return [Event("deal", None, {"counts": counts, "first": self.first}, self.dealt_hands()),
                Event("emperor_card", self.holder, {"cards": self._offered_codes()})]

    def _offered_codes(self) -> list[str]:
        return self.pack.codes(self.offered_cards)

    def by_rank(self, seat: int) -> dict[int, list[int]]:
        """Marked cards go last, so an offered play keeps them back when it can."""
        groups = super().by_rank(seat)
        marked = {self.emperor_card, self.guard_card}
        for cards in groups.values():
            cards.sort(key=lambda c: (c in marked, c))
        return groups

    # --- protocol -------------------------------------------------------------------

    def counts(self, seat: int) -> dict[int, int]:
        return dict(Counter(self.rank_of[c] for c in self.hands[seat]))

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        seat = self.current if seat is None else seat
        if self.phase == "over" or seat != self.current:
            return []
        if self.phase == "emperor":
            return self._ascend_options(seat) + (
                [Abdicate(seat)] if self._may_abdicate() else [])
        if self.phase == "declare":
            other = "open_guard" if seat == self.guard else "rebel"
            return [Declare(seat, "quiet"), Declare(seat, other)]
        found = rules.legal_plays(self.counts(seat), self.to_beat(), self.rules.roast,
                                  self.rules.hold6)
        return self.offer_plays(seat, ((ranks, ranks) for ranks in found),
                                lambda s, cards, _ranks: Play(s, cards), Pass)

    def apply(self, action: Action) -> list[Event]:
        was_offered, ranks = self.take_offer(action)
        self.check_turn(action)
        handler = HANDLERS.get((self.phase, type(action)))
        if isinstance(action, Play) and self.phase == "play":
            events = self._play(action, ranks if was_offered else self._check_play(action))
        elif handler is not None:
            events = handler(self, action)
        else:
            raise IllegalAction("phase", f"You cannot {action.kind} now.", action=action.kind)
        self.actions.append(action)
        return events

    # --- the emperor (sheet §4.1-3, §9 classic) -------------------------------------

    def _faces_held(self, seat: int, copies: int) -> list[str]:
        """Faces he holds `copies` of, among those the pack has all four copies of (the
        Weihai deck has only three 6H, 6C, 6D: no fourth copy to make a guard)."""
        held = Counter(face(self.pack.code(c)) for c in self.hands[seat]
                       if not self.pack[c].is_joker)
        full = FOUR_COPIES[self.rules.deck]
        return sorted(f for f, n in held.items() if n >= copies and f in full)

    def _ascend_options(self, seat: int) -> list[Action]:
        if self.rules.named_guard:
            named = [Ascend(seat, named=f) for f in self._faces_held(seat, 3)]
            return named + [Ascend(seat, open_solo=True)]
        if self.sword_card in self.hands[seat]:
            return [Ascend(seat), Ascend(seat, open_solo=True)]
        return [Ascend(seat)]

    def _may_abdicate(self) -> bool:
        # Classic: after one full circuit the holder must ascend (sheet §9 [P]).
        return not (self.rules.named_guard and self.declines >= CIRCUIT)

    def _abdicate(self, action: Abdicate) -> list[Event]:
        if not self._may_abdicate():
            raise IllegalAction("must_ascend", "The emperor card has gone round once: "
                                "you must ascend.")
        seat = action.seat
        attached = None
        if self.rules.twos_attached and self.declines >= 1:
            attached = self._card_to_attach(seat)
            self.hands[seat].remove(attached)
            self.offered_cards.append(attached)
        self.declines += 1
        self.holder = self.current = (seat - 1) % SEATS
        events = [Event("abdicate", seat, {
            "to": self.holder, "attached": None if attached is None else self.pack.code(attached),
            "cards": self._offered_codes()})]
        if self.declines >= REDEAL_AFTER:
            return events + self._redeal()
        return events

    def _card_to_attach(self, seat: int) -> int:
        """A 2 if he has one, else his highest card that is not a joker (§4.2)."""
        plain = [c for c in self.hands[seat] if not self.pack[c].is_joker]
        return max(plain, key=lambda c: (self.rank_of[c], -c))

    def _redeal(self) -> list[Event]:
        self.redeals += 1
        self.first = (self.first + 1) % SEATS
        return [Event("redeal", None, {"redeals": self.redeals})] + self._deal()

    def _ascend(self, action: Ascend) -> list[Event]:
        if action not in self._ascend_options(action.seat):
            raise IllegalAction("ascend", "You cannot ascend that way.")
        seat = self.emperor = action.seat
        self.hands[seat] = self.sort_hand(self.hands[seat] + self.offered_cards)
        self.crowned_with, self.offered_cards = self.offered_cards, []
        if action.open_solo:
            self.solo = "open"
        elif self.rules.named_guard:
            self.named = action.named
            copies = [c for c in self.pack.ids if face(self.pack.code(c)) == action.named]
            fourth = next((c for c in copies if c not in self.hands[seat]), None)
            if fourth is None:
                self.solo = "secret"  # he named a card he holds all four of
            else:
                self.guard_card = fourth
                self.guard = self._holder_of(fourth)
        else:
            self.guard_card = self.sword_card
            self.guard = self._holder_of(self.guard_card)
            if self.guard == seat:
                self.guard, self.solo = None, "secret"
        events = [Event("ascend", seat, {"open_solo": action.open_solo,
                                         "named": self._named_pair()})]
        if self.solo == "open":
            self.guard_shown = True  # everyone knows: four against one
            return events + self._start_play()
        self.phase = "declare"
        self.current = (seat + 1) % SEATS
        return events

    def _named_pair(self) -> list[str] | None:
        """The named face as [rank, suit]: public, and never mistaken for a card code."""
        return None if self.named is None else [self.named[0], self.named[1]]

    def _holder_of(self, card: int) -> int:
        return next(s for s in range(SEATS) if card in self.hands[s])

    # --- declarations (sheet §4.4-6) ------------------------------------------------

    def _declare(self, action: Declare) -> list[Event]:
        seat, choice = action.seat, action.choice
        if choice not in CHOICES:
            raise IllegalAction("choice", "Say nothing, declare yourself or rebel.")
        if choice == "open_guard" and seat != self.guard:
            raise IllegalAction("not_guard", "Only the guard can declare himself.")
        if choice == "rebel" and seat == self.guard:
            raise IllegalAction("guard_rebel", "The guard cannot rebel.")
        self.declared.append([seat, choice])
        events = [Event("declare", seat, {"choice": choice})]
        if choice == "open_guard":
            self.open_guard = True
            events += self._reveal("open")
        self.current = (seat + 1) % SEATS
        if self.current != self.emperor:
            return events
        if len(self.rebels) >= 2 and not self.guard_shown:
            events += self._reveal("rebellion")
        return events + self._start_play()

    @property
    def rebels(self) -> list[int]:
        return [s for s, c in self.declared if c == "rebel"]

    def _reveal(self, how: str) -> list[Event]:
        """The guard (or, in a secret solo, the solo) becomes public."""
        self.guard_shown = True
        if self.solo:
            return [Event("solo_revealed", self.emperor, {"how": how})]
        return [Event("guard_revealed", self.guard, {"how": how})]

    def _start_play(self) -> list[Event]:
        self.phase = "play"
        return [self._start_round(self.emperor)]

    # --- play (sheet §5) ------------------------------------------------------------

    def describe(self, ranks: tuple[int, ...]) -> dict:
        # Rank values, not rank letters: "BJ" (black joker + jack) would read as a card.
        return {"ranks": sorted(ranks, reverse=True)}

    def _check_play(self, play: Play) -> tuple[int, ...]:
        chosen = set(play.cards)
        if not play.cards or len(chosen) != len(play.cards):
            raise IllegalAction("choose", "Choose the cards you want to play.")
        if not chosen.issubset(self.hands[play.seat]):
            raise IllegalAction("not_yours", "Those cards are not in your hand.")
        ranks = tuple(sorted(self.rank_of[c] for c in play.cards))
        refusal = rules.why_not(list(ranks), self._prev_ranks(), self.rules.roast)
        if refusal is not None:
            raise refusal
        if self.rules.hold6 and not rules.hold_six_ok(self.counts(play.seat), ranks):
            raise IllegalAction("hold_six", "6s may only be your last play, with every card "
                                "you have left.")
        return ranks

    def _prev_ranks(self) -> list[int] | None:
        prev = self.to_beat()
        return None if prev is None else list(prev)

    def _play(self, play: Play, ranks: tuple[int, ...]) -> list[Event]:
        events = self._record_play(play.seat, play.cards, ranks)
        if self.guard_card in play.cards and not self.guard_shown:
            events += self._reveal("card")
        if not self.hands[play.seat]:
            self.places.append(play.seat)
            events.append(Event("out", play.seat, {"place": len(self.places)}))
            decided = self._decided_deltas()
            if decided is not None:
                return events + self._finish(decided)
        self._advance()
        return events

    # --- end and scoring (sheet §6, §7, §8) -----------------------------------------

    def score(self, places: list[int]) -> list[int]:
        """Each seat's score for a complete finishing order (seats, first to last)."""
        return rules.hand_scores(places, self.roles, self.rules.scoring, self.open_guard,
                                 self.rebels)

    @property
    def roles(self) -> rules.Roles:
        """The true roles, hidden or not."""
        return rules.Roles(self.emperor, self.guard, self.solo)

    def public_roles(self) -> list[rules.Roles]:
        """Every role assignment the table cannot rule out from public information."""
        shown = self.roles if self.guard_shown else None
        return rules.possible_roles(self.emperor, shown, self.rebels, self.places, SEATS)

    def _decided_deltas(self) -> list[int] | None:
        """The scores once the hand is decided by public information alone (under every
        role assignment the table cannot rule out, no finishing order left could change
        a score); else None. Decided, the scores are the true roles' ones."""
        if not rules.hand_decided(self.places, self.public_roles(), SEATS,
                                  self.rules.scoring, self.open_guard, self.rebels):
            return None
        return self.score(self.places + [s for s in range(SEATS) if s not in self.places])

    def _finish(self, deltas: list[int]) -> list[Event]:
        self.phase = "over"
        self.guard_shown = True
        self.result = {
            "places": list(self.places), "emperor": self.emperor, "guard": self.guard,
            "solo": self.solo, "open_guard": self.open_guard, "rebels": self.rebels,
            "rebellion": len(self.rebels) >= 2,
            "rebellion_success": len(self.rebels) >= 2 and deltas[self.rebels[0]] > 0,
            "scoring": self.rules.scoring, "deltas": deltas,
        }
        return [Event("hand_over", self.places[0], dict(self.result))]

    # --- what each seat may know (sheet §11) ----------------------------------------

    def role_of(self, seat: int, viewer: int) -> str | None:
        """What `viewer` knows `seat` to be: "emperor", "solo", "guard", "commoner",
        "rebel"; None while unknown."""
        if self.emperor is None:
            return None
        known = self.guard_shown or viewer == seat or viewer == self.guard or (
            self.solo and viewer == self.emperor)
        if seat == self.emperor:
            return "solo" if self.solo and (known or viewer == seat) else "emperor"
        if seat in self.rebels:
            return "rebel"
        if seat == self.guard and known:
            return "guard"
        if known:
            return "commoner"
        return None

    def hidden_from(self, seat: int) -> set[int]:
        if self.phase == "over":
            return set()
        return {c for s in range(SEATS) if s != seat for c in self.hands[s]}

    def hidden_values(self, seat: int) -> dict:
        return determinize.hidden_values(self, seat)

    def determinize(self, seat: int, rng: random.Random) -> BhState:
        """A state `seat` cannot tell from this one (`determinize.py`); its to_json
        does not replay it."""
        return determinize.determinize(self, seat, rng)

    def clone(self) -> BhState:
        copy = clone_state(self)
        copy._offered = {}  # offers are for this object's decision only
        return copy

    def card_zones(self) -> dict[str, list[int]]:
        zones = {f"hand_{s}": self.hands[s] for s in range(SEATS)}
        zones["emperor_card"] = self.offered_cards
        zones["table"] = self.table
        return zones

    def observation(self, seat: int) -> dict:
        codes = self.pack.codes
        over = self.phase == "over"
        return {
            "seat": seat, "phase": self.phase, "variant": self.variant,
            "hand": codes(self.hands[seat]), "counts": [len(h) for h in self.hands],
            "to_act": self.to_act, "first": self.first, "redeals": self.redeals,
            "holder": self.holder if self.phase == "emperor" else None,
            "emperor_cards": codes(self.offered_cards), "declines": self.declines,
            "emperor": self.emperor, "named": self._named_pair(),
            "roles": [self.role_of(s, seat) for s in range(SEATS)],
            # Only the guard himself is told which of his cards makes him the guard.
            "guard_card": None if self.guard_card is None or seat != self.guard
            or self.guard_card not in self.hands[seat] else self.pack.code(self.guard_card),
            "open_guard": self.open_guard, "declared": [list(d) for d in self.declared],
            **self.trick_observation(),
            "places": list(self.places), "result": self.result,
            "hands": [codes(h) for h in self.hands] if over else None,
        }

    # --- saving: the seed and the actions, never the hands --------------------------

    def to_json(self) -> dict:
        return {"game": "baohuang", "seed": self.seed, "variant": self.variant,
                "first": self._first_dealt, "actions": [a.to_json() for a in self.actions]}

    @classmethod
    def from_json(cls, data: dict) -> BhState:
        """The hand a save names; SaveError if its first seat is not a seat (a deal from
        seat 7 would otherwise be the same as from seat 2, with an impossible seat)."""
        first = data.get("first")
        if not (type(first) is int and 0 <= first < SEATS):
            raise SaveError(f"its first seat ({first!r:.20}) is not a seat of the table")
        return replay(ActionLog.from_json(data, CODEC),
                      lambda seed, variant: cls.new(seed, variant, first))

    @property
    def _first_dealt(self) -> int:
        """The first seat of the original deal (a redeal moves `first` on)."""
        return (self.first - self.redeals) % SEATS

    def snapshot(self) -> dict:
        """Everything, hands and guard included: for tests, never for saving."""
        return {
            "phase": self.phase, "first": self.first, "redeals": self.redeals,
            "holder": self.holder, "offered": list(self.offered_cards),
            "declines": self.declines, "emperor": self.emperor, "solo": self.solo,
            "named": self.named, "guard": self.guard, "guard_card": self.guard_card,
            "guard_shown": self.guard_shown, "open_guard": self.open_guard,
            "declared": [list(d) for d in self.declared], "places": list(self.places),
            "result": self.result, **self.trick_json(),
        }

    def __eq__(self, other: object) -> bool:
        return isinstance(other, BhState) and self.snapshot() == other.snapshot()

    __hash__ = None  # mutable state

    def __repr__(self) -> str:
        return f"BhState(seed={self.seed}, {self.variant}, phase={self.phase})"


# What applies each action but a play, by phase (a play is checked first, unless offered).
HANDLERS = {
    ("emperor", Ascend): BhState._ascend, ("emperor", Abdicate): BhState._abdicate,
    ("declare", Declare): BhState._declare, ("play", Pass): BhState._pass,
}


__all__ = ["VARIANTS", "BhState", "Ascend", "Abdicate", "Declare", "Play", "Pass", "CODEC"]
