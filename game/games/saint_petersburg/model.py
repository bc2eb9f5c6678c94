"""Saint Petersburg's state machine (rules sheet §3-§6, C1-C10): rounds of four phases
(Worker, Building, Aristocrat, Trading). Each phase refills the rows from its stack to
eight cards, then runs its action loop from the holder of its token, clockwise, until
every player has passed in a row, then pays its colour (the Building phase's Pubs after).
After the Trading phase the lower row is discarded, the upper moves down and the tokens
move on. The round in which a refill empties a stack is the last; then the final scoring.

The rules beside it: `cards` (the kinds, the pack, the stacks), `costs` (prices and
trading targets), `scoring` (income, the Pub, the final score), `tokens`."""

from __future__ import annotations

from typing import Any

from game.core.actionlog import ActionLog, replay
from game.core.decisions import Decision, Simultaneous, Turn
from game.core.determinize import clone_state
from game.core.protocol import Action, Event, IllegalAction
from game.core.rng import GameRng
from game.games.saint_petersburg import determinize as knows
from game.games.saint_petersburg.actions import (
    CODEC,
    Buy,
    Discard,
    Observe,
    Pass,
    Play,
    PubPoints,
    Take,
)
from game.games.saint_petersburg.cards import PACK, STACKS, Kind, kind_of, stack_cards
from game.games.saint_petersburg.costs import may_displace, price
from game.games.saint_petersburg.determinize import BAND
from game.games.saint_petersburg.scoring import (
    PUB_PRICE,
    final_score,
    phase_income,
    pub_limit,
    variety_points,
    winners,
)
from game.games.saint_petersburg.tokens import deal_tokens, passed_on

PLAYERS = (2, 3, 4)
VARIANTS = tuple(f"{n}p{shown}" for n in PLAYERS for shown in ("", "-open"))
START_RUBLES = 25
ROWS = 8  # cards in the upper and lower rows together after a refill
FIRST_WORKERS = 2  # workers laid out per player at the start (C1)
HAND_LIMIT, WAREHOUSE_LIMIT = 3, 4
ACTIONS, OBSERVED, PUB, OVER = "actions", "observed", "pub_points", "over"

MESSAGES = {
    "not_your_turn": "It is not your turn to do that.",
    "not_now": "That cannot be done now.",
    "not_in_rows": "That card is not in either row.",
    "not_in_hand": "That card is not in your hand.",
    "not_drawn": "That is not the card the Observatory drew.",
    "cannot_afford": "That costs {price} rubles; you have {rubles}.",
    "hand_full": "Your hand is full ({limit} cards).",
    "needs_target": "A trading card replaces one card of your display: choose which.",
    "no_target": "Only a trading card replaces a card.",
    "wrong_target": "A {card} may not replace that card.",
    "no_observatory": "You have no Observatory left to use this round.",
    "observatory_phase": "An Observatory is used in the Building phase only.",
    "stack_too_small": "The Observatory never draws a stack's last card.",
    "no_such_stack": "There is no such stack.",
    "too_many_points": "You may buy at most {most} points at the Pub.",
}


def refuse(reason: str, **params: Any) -> IllegalAction:
    return IllegalAction(reason, MESSAGES[reason].format(**params), **params)


def players_of(variant: str) -> int:
    if variant not in VARIANTS:
        raise ValueError(f"not a Saint Petersburg variant: {variant!r}")
    return int(variant.split("p")[0])


class SaintPetersburgState:
    pack, codec = PACK, CODEC

    def __init__(self, seed: int, variant: str) -> None:
        self.log = ActionLog(seed, variant)
        self.rng = GameRng(seed)
        self.players = n = players_of(variant)
        self.open_rubles = "-open" in variant
        self.stacks: dict[str, list[int]] = {s: stack_cards(s) for s in STACKS}
        for stack in self.stacks.values():
            self.rng.shuffle(stack)  # a stack's top is its end
        self.tokens = deal_tokens(n, self.rng)
        self.upper: list[int] = [self.stacks["worker"].pop() for _ in range(FIRST_WORKERS * n)]
        self.refilled = {"worker": len(self.upper)}  # each stack's last refill, by phase
        self.lower: list[int] = []
        self.discard: list[int] = []
        self.displays: list[list[int]] = [[] for _ in range(n)]
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.secret: list[list[int]] = [[] for _ in range(n)]  # hand cards only he has seen
        self.rubles = [START_RUBLES] * n
        self.points = [0] * n
        self.round = 1
        self.phase = "worker"
        self.last_round = False
        self.step = ACTIONS
        self.turn = self.tokens["worker"]
        self.passes = 0  # passes in a row
        self.used: list[int] = []  # Observatories used this round
        self.drawn: int | None = None  # the card an Observatory drew, to be decided
        self.asking: tuple[int, ...] = ()  # the Pub owners still to say
        self.pub_bought: dict[int, int] = {}  # their answers, shown when all are in

    # -- who decides ----------------------------------------------------------------------
    def decision(self) -> Decision | None:
        if self.step == OVER:
            return None
        if self.step == PUB:
            return Simultaneous(self.asking)
        return Turn(self.turn)

    @property
    def to_act(self) -> int | None:
        d = self.decision()
        return None if d is None else d.asked

    def is_terminal(self) -> bool:
        return self.step == OVER

    def opening_events(self) -> list[Event]:
        return [Event("refill", None, {"phase": "worker", "cards": PACK.codes(self.upper),
                                       "last_round": False}),
                Event("phase", self.turn, {"phase": "worker", "round": 1,
                                           "tokens": dict(self.tokens)})]

    # -- what things cost -----------------------------------------------------------------
    def display_kinds(self, seat: int) -> list[Kind]:
        return [kind_of(c) for c in self.displays[seat]]

    def hand_limit(self, seat: int) -> int:
        kinds = self.display_kinds(seat)
        return WAREHOUSE_LIMIT if any(k.effect == "warehouse" for k in kinds) else HAND_LIMIT

    def hand_has_room(self, seat: int) -> bool:
        return len(self.hands[seat]) < self.hand_limit(seat)

    def targets(self, seat: int, card: int) -> list[int]:
        """The cards of `seat`'s display trading card `card` may displace (C6); an
        Observatory used this round is not one of them."""
        kind = kind_of(card)
        return [c for c in self.displays[seat]
                if c not in self.used and may_displace(kind, kind_of(c))]

    def cost(self, seat: int, card: int, displaces: int | None = None) -> int:
        """What `card` costs `seat` now (C5): from the lower row one less; from the hand or
        an Observatory no row discount."""
        return price(kind_of(card), self.display_kinds(seat), card in self.lower,
                     None if displaces is None else kind_of(displaces))

    def placements(self, seat: int, card: int) -> list[tuple[int, ...]]:
        """The ways `card` may be laid out by `seat` with his rubles: () for a basic card,
        (target,) for each card a trading card may displace."""
        options = [(t,) for t in self.targets(seat, card)] if kind_of(card).trading else [()]
        return [over for over in options if self.cost(seat, card, *over) <= self.rubles[seat]]

    # -- legal actions --------------------------------------------------------------------
    def legal_actions(self, seat: int | None = None) -> list[Action]:
        d = self.decision()
        if d is None or seat is None:
            return []
        if self.step == PUB:
            if seat not in self.asking:
                return []
            most = pub_limit(self.display_kinds(seat), self.rubles[seat])
            return [PubPoints(seat, k) for k in range(most + 1)]
        if seat != self.turn:
            return []
        if self.step == OBSERVED:
            card = self.drawn
            out: list[Action] = [Buy(seat, card, over) for over in self.placements(seat, card)]
            if self.hand_has_room(seat):
                out.append(Take(seat, card))
            return out + [Discard(seat, card)]
        return self.loop_actions(seat)

    def loop_actions(self, seat: int) -> list[Action]:
        out: list[Action] = []
        for card in self.upper + self.lower:
            out += [Buy(seat, card, over) for over in self.placements(seat, card)]
        if self.hand_has_room(seat):
            out += [Take(seat, card) for card in self.upper + self.lower]
        for card in self.hands[seat]:
            out += [Play(seat, card, over) for over in self.placements(seat, card)]
        if self.observatory(seat) is not None:
            out += [Observe(seat, s) for s in STACKS if len(self.stacks[s]) >= 2]
        return out + [Pass(seat)]

    def observatory(self, seat: int) -> int | None:
        """An Observatory `seat` may use now (the Building phase, unused this round)."""
        if self.phase != "building":
            return None
        return next((c for c in self.displays[seat]
                     if kind_of(c).effect == "observatory" and c not in self.used), None)

    # -- applying -------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        self.codec.check(action, self.players, len(PACK))
        d = self.decision()
        if d is None:
            raise refuse("not_now")
        asked = self.asking if self.step == PUB else (self.turn,)
        if action.seat not in asked:
            raise refuse("not_your_turn")
        handler = {Buy: self._buy, Take: self._take, Play: self._play, Pass: self._pass,
                   Observe: self._observe, Discard: self._discard,
                   PubPoints: self._pub}[type(action)]
        events = handler(action)
        self.log.record(action)
        return events + self.advance(action)

    def in_loop(self) -> None:
        if self.step != ACTIONS:
            raise refuse("not_now")

    def check_placement(self, seat: int, card: int, displaces: tuple[int, ...]) -> int:
        """The price of laying `card` out over `displaces`, or a refusal (C5, C6)."""
        kind = kind_of(card)
        if kind.trading and not displaces:
            raise refuse("needs_target")
        if not kind.trading and displaces:
            raise refuse("no_target")
        if len(displaces) > 1 or (displaces and displaces[0] not in self.targets(seat, card)):
            raise refuse("wrong_target", card=kind.key)
        cost = self.cost(seat, card, *displaces)
        if cost > self.rubles[seat]:
            raise refuse("cannot_afford", price=cost, rubles=self.rubles[seat])
        return cost

    def lay_out(self, seat: int, card: int, displaces: tuple[int, ...], cost: int) -> dict:
        """Pay for `card` and lay it in the display, the displaced card discarded."""
        self.rubles[seat] -= cost
        for old in displaces:
            self.displays[seat].remove(old)
            self.discard.append(old)
        self.displays[seat].append(card)
        return {"card": PACK.code(card), "price": cost,
                "displaced": PACK.code(displaces[0]) if displaces else None}

    def from_row(self, card: int) -> str:
        """Take `card` off the row holding it; the row's name."""
        for name, row in (("upper", self.upper), ("lower", self.lower)):
            if card in row:
                row.remove(card)
                return name
        raise refuse("not_in_rows")

    def _buy(self, a: Buy) -> list[Event]:
        if self.step == OBSERVED:
            if a.card != self.drawn:
                raise refuse("not_drawn")
            cost = self.check_placement(a.seat, a.card, a.displaces)
            self.decided()
            data = {**self.lay_out(a.seat, a.card, a.displaces, cost), "source": "observatory"}
            return [Event("buy", a.seat, data)]
        self.in_loop()
        if a.card not in self.upper and a.card not in self.lower:
            raise refuse("not_in_rows")
        cost = self.check_placement(a.seat, a.card, a.displaces)
        source = self.from_row(a.card)
        return [Event("buy", a.seat, {**self.lay_out(a.seat, a.card, a.displaces, cost),
                                      "source": source})]

    def decided(self) -> None:
        """The Observatory's card is dealt with: the loop goes on."""
        self.drawn, self.step = None, ACTIONS

    def _take(self, a: Take) -> list[Event]:
        if not self.hand_has_room(a.seat):
            raise refuse("hand_full", limit=self.hand_limit(a.seat))
        if self.step == OBSERVED:
            if a.card != self.drawn:
                raise refuse("not_drawn")
            self.decided()
            self.hands[a.seat].append(a.card)
            self.secret[a.seat].append(a.card)  # drawn unseen by the others
            return [Event("take", a.seat, {"source": "observatory", "card": None},
                          {a.seat: {"card": PACK.code(a.card)}})]
        self.in_loop()
        source = self.from_row(a.card)
        self.hands[a.seat].append(a.card)
        return [Event("take", a.seat, {"source": source, "card": PACK.code(a.card)})]

    def _play(self, a: Play) -> list[Event]:
        self.in_loop()
        if a.card not in self.hands[a.seat]:
            raise refuse("not_in_hand")
        cost = self.check_placement(a.seat, a.card, a.displaces)
        self.hands[a.seat].remove(a.card)
        if a.card in self.secret[a.seat]:
            self.secret[a.seat].remove(a.card)
        return [Event("buy", a.seat, {**self.lay_out(a.seat, a.card, a.displaces, cost),
                                      "source": "hand"})]

    def _pass(self, a: Pass) -> list[Event]:
        self.in_loop()
        self.passes += 1
        return [Event("pass", a.seat, {"auto": False})]

    def _observe(self, a: Observe) -> list[Event]:
        self.in_loop()
        if self.phase != "building":
            raise refuse("observatory_phase")
        used = self.observatory(a.seat)
        if used is None:
            raise refuse("no_observatory")
        if a.stack not in self.stacks:
            raise refuse("no_such_stack")
        if len(self.stacks[a.stack]) < 2:
            raise refuse("stack_too_small")
        self.used.append(used)
        self.drawn = self.stacks[a.stack].pop()
        self.step = OBSERVED
        return [Event("observe", a.seat, {"stack": a.stack, "used_card": PACK.code(used)},
                      {a.seat: {"card": PACK.code(self.drawn)}})]

    def _discard(self, a: Discard) -> list[Event]:
        if self.step != OBSERVED or a.card != self.drawn:
            raise refuse("not_drawn")
        self.decided()
        self.discard.append(a.card)
        return [Event("discard", a.seat, {"card": PACK.code(a.card)})]

    def _pub(self, a: PubPoints) -> list[Event]:
        if self.step != PUB:
            raise refuse("not_now")
        most = pub_limit(self.display_kinds(a.seat), self.rubles[a.seat])
        if not 0 <= a.points <= most:
            raise refuse("too_many_points", most=most)
        self.pub_bought[a.seat] = a.points
        self.asking = tuple(s for s in self.asking if s != a.seat)
        if self.asking:
            return []  # the owners choose at the same time (C8): nothing shows till all say
        for seat, points in self.pub_bought.items():
            self.rubles[seat] -= PUB_PRICE * points
            self.points[seat] += points
        bought = {str(s): k for s, k in sorted(self.pub_bought.items())}
        self.pub_bought = {}
        return [Event("pub", None, {"bought": bought})]

    # -- the flow -------------------------------------------------------------------------
    def advance(self, action: Action) -> list[Event]:
        """After an action: in the loop the turn moves on (an Observatory's drawn card is
        decided first; any action but a pass breaks a run of passes); once every Pub owner
        has said, the next phase."""
        if self.step == PUB:
            return [] if self.asking else self.next_phase() + self.settle()
        if self.step == OBSERVED:
            return []
        if not isinstance(action, Pass):
            self.passes = 0
        self.turn = (self.turn + 1) % self.players
        return self.settle()

    def settle(self) -> list[Event]:
        """Until a seat has a choice: a seat with nothing to do but pass passes at once
        (C3); when every player has passed in a row, the phase ends."""
        events: list[Event] = []
        while self.step == ACTIONS:
            if self.passes >= self.players:
                events += self.end_phase()
                continue
            if self.loop_actions(self.turn) != [Pass(self.turn)]:
                break
            self.passes += 1
            events.append(Event("pass", self.turn, {"auto": True}))
            self.turn = (self.turn + 1) % self.players
        return events

    def end_phase(self) -> list[Event]:
        """The phase's scoring (none in the Trading phase); after the Building phase's,
        the Pub owners who can pay for a point choose how many they buy."""
        events: list[Event] = []
        if self.phase != "trading":
            events.append(self.income())
        if self.phase == "building":
            self.asking = tuple(s for s in range(self.players)
                                if pub_limit(self.display_kinds(s), self.rubles[s]) > 0)
            if self.asking:
                self.step = PUB
                return events + [Event("pub_open", None, {"owners": list(self.asking)})]
        return events + self.next_phase()

    def income(self) -> Event:
        paid_rubles, paid_points = [], []
        for seat in range(self.players):
            used = sum(1 for c in self.displays[seat] if c in self.used)
            rubles, points = phase_income(self.display_kinds(seat), self.phase, used)
            self.rubles[seat] += rubles
            self.points[seat] += points
            paid_rubles.append(rubles)
            paid_points.append(points)
        return Event("income", None, {"phase": self.phase, "rubles": paid_rubles,
                                      "points": paid_points})

    def next_phase(self) -> list[Event]:
        """The next phase refilled and its loop begun; after the Trading phase the round's
        end (C1), or the game's after the last round."""
        events: list[Event] = []
        if self.phase == "trading":
            if self.last_round:
                return self.finish()
            events.append(Event("round_end", None, {"discarded": PACK.codes(self.lower),
                                                    "round": self.round + 1}))
            self.discard += self.lower
            self.lower, self.upper = self.upper, []
            self.tokens = passed_on(self.tokens, self.players)
            self.used = []
            self.round += 1
            self.phase = "worker"
        else:
            self.phase = STACKS[STACKS.index(self.phase) + 1]
        events.append(self.refill())
        self.step, self.passes, self.turn = ACTIONS, 0, self.tokens[self.phase]
        events.append(Event("phase", self.turn, {"phase": self.phase, "round": self.round,
                                                 "tokens": dict(self.tokens)}))
        return events

    def refill(self) -> Event:
        """The phase's stack dealt into the upper row until the rows hold eight; the round
        in which it runs out (or is found empty) is the last (C1)."""
        stack = self.stacks[self.phase]
        drawn = [stack.pop() for _ in range(min(len(stack), ROWS - len(self.upper)
                                                 - len(self.lower)))]
        self.upper += drawn
        self.refilled[self.phase] = len(drawn)
        newly_last = not stack and not self.last_round
        self.last_round = self.last_round or not stack
        return Event("refill", None, {"phase": self.phase, "cards": PACK.codes(drawn),
                                      "last_round": newly_last})

    def finish(self) -> list[Event]:
        self.step = OVER
        scores = self.returns()
        return [Event("over", None, {
            "scores": scores, "points": list(self.points), "rubles": list(self.rubles),
            "variety": [variety_points(self.display_kinds(s)) for s in range(self.players)],
            "hand": [len(h) for h in self.hands], "winners": winners(scores, self.rubles)})]

    # -- scores ---------------------------------------------------------------------------
    def returns(self) -> list[int]:
        """Each seat's score were the game to end now (C9)."""
        return [final_score(self.points[s], self.display_kinds(s), self.rubles[s],
                            len(self.hands[s])) for s in range(self.players)]

    def winners(self) -> list[int]:
        return winners(self.returns(), self.rubles)

    # -- what each seat knows ------------------------------------------------------------
    def rubles_seen(self, seat: int, viewer: int) -> int | None:
        if self.open_rubles or seat == viewer or self.step == OVER:
            return self.rubles[seat]
        return None

    def observation(self, seat: int) -> dict[str, Any]:
        codes = PACK.codes
        return {
            "seat": seat, "players": self.players, "variant": self.log.variant,
            "round": self.round, "phase": self.phase, "step": self.step,
            "last_round": self.last_round, "turn": self.turn,
            "asked": (seat if seat in self.asking else None) if self.step == PUB
            else self.to_act,
            "tokens": dict(self.tokens), "passes": self.passes,
            "upper": codes(self.upper), "lower": codes(self.lower),
            "stacks": {s: len(cards) for s, cards in self.stacks.items()},
            "refilled": dict(self.refilled),
            "discard": len(self.discard),
            "discard_top": PACK.code(self.discard[-1]) if self.discard else None,
            "displays": [codes(d) for d in self.displays],
            "used": codes(self.used),
            "hand": codes(self.hands[seat]), "hand_sizes": [len(h) for h in self.hands],
            "hand_limit": self.hand_limit(seat),
            "rubles": [self.rubles_seen(s, seat) for s in range(self.players)],
            # rubles not shown are told as a band of ten (§7's "≈")
            "rubles_band": [None if self.rubles_seen(s, seat) is not None else
                            self.rubles[s] // BAND * BAND for s in range(self.players)],
            "points": list(self.points),
            "drawn": PACK.code(self.drawn) if self.drawn is not None and seat == self.turn
            else None,
            "my_pub": (self.pub_bought.get(seat) if self.step == PUB else None),
        }

    def hidden_from(self, seat: int) -> set[int]:
        return knows.hidden_from(self, seat)

    def hidden_values(self, seat: int) -> dict:
        return knows.hidden_values(self, seat)

    def determinize(self, seat: int, rng: Any) -> SaintPetersburgState:
        return knows.determinize(self, seat, rng)

    def card_zones(self) -> dict[str, list[int]]:
        zones = {f"stack_{s}": list(cards) for s, cards in self.stacks.items()}
        zones.update(upper=list(self.upper), lower=list(self.lower),
                     discard=list(self.discard),
                     drawn=[] if self.drawn is None else [self.drawn])
        for s in range(self.players):
            zones[f"display{s}"] = list(self.displays[s])
            zones[f"hand{s}"] = list(self.hands[s])
        return zones

    def clone(self) -> SaintPetersburgState:
        return clone_state(self)

    def to_json(self) -> dict:
        return self.log.to_json()

    @classmethod
    def from_json(cls, data: dict) -> SaintPetersburgState:
        return replay(ActionLog.from_json(data, CODEC), cls)
