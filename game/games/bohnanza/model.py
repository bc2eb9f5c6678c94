"""Bohnanza's state machine (rules sheet §2-§5, C1-C8): a turn is plant from the hand's
front (one, then optionally a second), turn two cards up and trade (only with the active
player), plant what was received or kept, draw three; the third time the draw pile runs
out the game ends after that turn, and every field is harvested.

Trading is a few plain steps the table can show and a computer can play: when the
market opens, and whenever the active player asks, the others are asked together
whether they bid (a `Simultaneous` decision: no bid is seen before all are in); then
the active player accepts or rejects bids (an accepted one moves its cards at once and
cancels the other bids that named the same cards, C8), asks again, keeps market cards
or says Done. At most `ASKS` asks a turn, so a turn always ends.

The rules beside it: `cards` (the beans, the decks), `beanometer`, `fields` (planting
and the protection rule)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.core.actionlog import ActionLog, replay
from game.core.decisions import Decision, Simultaneous, Turn
from game.core.determinize import clone_state
from game.core.protocol import Action, Event, IllegalAction
from game.core.rng import GameRng
from game.games.bohnanza import determinize as knows
from game.games.bohnanza.actions import (
    CODEC,
    Accept,
    Ask,
    Bid,
    BuyField,
    Done,
    Harvest,
    Keep,
    NoBid,
    Plant,
    PlantReceived,
    Reject,
    StopPlanting,
)
from game.games.bohnanza.beanometer import coins
from game.games.bohnanza.cards import (
    CYCLES,
    DRAW,
    HAND,
    MARKET,
    PACK,
    PLAYERS,
    Mode,
    bean_of,
    deck,
    mode,
)
from game.games.bohnanza.fields import field_bean, fields_for, harvest_problem, harvest_split

# "-rio": the Rio Grande deck (C1); "-open": every treasury's coin count shown (C7)
VARIANTS = tuple(f"{n}p{deck}{coins}" for n in PLAYERS for deck in ("", "-rio")
                 for coins in ("", "-open"))
ASKS = 3  # asks a turn after the market's own round of bids
PLANT, TRADE, BIDS, RECEIVED, OVER = "plant", "trade", "bids", "received", "over"

MESSAGES = {
    "not_your_turn": "It is not your turn to do that.",
    "no_such_field": "There is no such field.",
    "empty_field": "That field is empty: there is nothing to harvest.",
    "protected": "A field with a single bean may not be harvested while another of your "
                 "fields holds two or more.",
    "field_taken": "That field holds another bean: plant into a field of the same bean "
                   "or an empty one.",
    "no_field_to_buy": "There is no third field to buy in this game.",
    "have_third": "You have your third field already.",
    "cannot_afford": "The third field costs {cost} coins.",
    "nothing_to_plant": "There is no card to plant.",
    "two_planted": "Two cards are planted from the hand at most.",
    "must_plant_first": "The front card must be planted first.",
    "not_received": "That card is not among the cards you received.",
    "not_in_market": "That market card is not there.",
    "not_in_hand": "That card is not in your hand.",
    "no_bid": "That player has no open bid.",
    "bid_cards_gone": "The cards of that bid are no longer there.",
    "wrong_cards": "Those cards are not the beans the bid asks for.",
    "no_more_asks": "You have asked as often as a turn allows.",
    "empty_bid": "A bid must give or take something.",
    "no_such_bean": "There is no such bean in this game.",
    "not_now": "That cannot be done now.",
}


def refuse(reason: str, **params: Any) -> IllegalAction:
    return IllegalAction(reason, MESSAGES[reason].format(**params), **params)


def players_of(variant: str) -> int:
    if variant not in VARIANTS:
        raise ValueError(f"not a Bohnanza variant: {variant!r}")
    return int(variant.split("p")[0])


def mode_of(variant: str) -> Mode:
    """The beans and fields a variant plays with (C1)."""
    return mode(players_of(variant), "-rio" in variant)


class BohnanzaState:
    pack, codec = PACK, CODEC

    def __init__(self, seed: int, variant: str) -> None:
        self.log = ActionLog(seed, variant)
        self.rng = GameRng(seed)
        self.players = n = players_of(variant)
        self.open_coins = "-open" in variant
        self.mode = mode_of(variant)
        self.draw_pile = deck(n, "-rio" in variant)
        self.box = sorted(set(PACK.ids) - set(self.draw_pile))  # the beans not played
        self.rng.shuffle(self.draw_pile)  # the pile's top is its end
        self.discard: list[int] = []
        self.exhausted = 0  # times the draw pile ran out (C6)
        self.last_turn = False  # the game ends after this turn
        self.hands = [[self.draw_pile.pop() for _ in range(HAND)] for _ in range(n)]
        self.fields: list[list[list[int]]] = [[[] for _ in range(self.mode.fields)]
                                              for _ in range(n)]
        self.treasury: list[list[int]] = [[] for _ in range(n)]
        self.received: list[list[int]] = [[] for _ in range(n)]  # to plant in step 3
        self.market: list[int | None] = []
        self.active = self.rng.randrange(n)  # the sheet names no first player: drawn
        self.phase = PLANT
        self.planted = 0  # cards planted from the hand this turn
        self.asks = 0
        self.bids: dict[int, Bid] = {}  # open bids by bidder
        self.asking: tuple[int, ...] = ()  # seats still to answer the bid round
        self.answered: dict[int, Bid | None] = {}  # this round's answers, hidden till all in
        self.ask: Ask | None = None

    # -- who decides ----------------------------------------------------------------------
    def decision(self) -> Decision | None:
        if self.phase == OVER:
            return None
        if self.phase == BIDS:
            return Simultaneous(self.asking)
        return Turn(self.receiver() if self.phase == RECEIVED else self.active)

    @property
    def to_act(self) -> int | None:
        d = self.decision()
        return None if d is None else d.asked

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def receiver(self) -> int:
        """The seat planting received cards now: from the active player round the table."""
        for step in range(self.players):
            seat = (self.active + step) % self.players
            if self.received[seat]:
                return seat
        return self.active

    def opening_events(self) -> list[Event]:
        return [Event("deal", None, {"hand": HAND},
                      {s: {"cards": PACK.codes(h)} for s, h in enumerate(self.hands)}),
                Event("turn", self.active, {})]

    # -- the deck (C6) --------------------------------------------------------------------
    def draw_card(self) -> int | None:
        """The top card, the discard shuffled in when the pile runs out (the first and
        second time); None when no card may be drawn any more (the last turn)."""
        if not self.draw_pile:
            if self.last_turn:
                return None
            self.exhausted += 1
            if self.exhausted >= CYCLES or not self.discard:
                self.last_turn = True
                return None
            self.draw_pile, self.discard = self.discard, []
            self.rng.shuffle(self.draw_pile)
        return self.draw_pile.pop()

    # -- legal actions --------------------------------------------------------------------
    def harvests(self, seat: int) -> list[Action]:
        return [Harvest(seat, i) for i in range(len(self.fields[seat]))
                if harvest_problem(self.fields[seat], i) is None]

    def buy_problem(self, seat: int) -> str | None:
        """Why the seat may not buy the third field now (C1, C5), or None."""
        cost = self.mode.third_field_cost
        if cost is None:
            return "no_field_to_buy"
        if len(self.fields[seat]) >= 3:
            return "have_third"
        if len(self.treasury[seat]) < cost:
            return "cannot_afford"
        return None

    def anytime(self, seat: int) -> list[Action]:
        """What a seat may do whenever it is asked: harvest, buy the third field."""
        return self.harvests(seat) + ([BuyField(seat)] if self.buy_problem(seat) is None
                                      else [])

    def in_market(self, slot: int) -> bool:
        """Whether a market card still lies at `slot`."""
        return 0 <= slot < len(self.market) and self.market[slot] is not None

    def market_slots(self) -> tuple[int, ...]:
        return tuple(i for i in range(len(self.market)) if self.in_market(i))

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        d = self.decision()
        if d is None or seat is None:
            return []
        if self.phase == BIDS:
            return self.bid_actions(seat) if seat in self.asking else []
        if seat != d.asked:
            return []
        if self.phase == PLANT:
            out: list[Action] = []
            if self.hands[seat] and self.planted < 2:
                bean = bean_of(self.hands[seat][0])
                out += [Plant(seat, i) for i in fields_for(self.fields[seat], bean)]
            if self.planted >= 1:
                out.append(StopPlanting(seat))
            return out + self.anytime(seat)
        if self.phase == TRADE:
            return self.trade_actions(seat)
        out = [PlantReceived(seat, card, i) for card in sorted(set(self.received[seat]))
               for i in fields_for(self.fields[seat], bean_of(card))]
        return out + self.anytime(seat)

    def trade_actions(self, seat: int) -> list[Action]:
        """The active player's menu: keep a market card, accept or reject each bid, ask
        (for a bean of his fields, offering the market; to take the market or one of
        his hand's beans off him), Done. The table lets a person build any ask."""
        slots = self.market_slots()
        out: list[Action] = [Keep(seat, i) for i in slots]
        for bidder, bid in sorted(self.bids.items()):
            out += [Accept(seat, bidder, cards) for cards in self.payments(bid)]
            out.append(Reject(seat, bidder))
        if self.asks < ASKS:
            grown = sorted({field_bean(f) for f in self.fields[seat] if f})
            out += [Ask(seat, (bean,), slots) for bean in grown]  # a Red for this Chili?
            if slots:
                out.append(Ask(seat, (), slots))  # take these off me
            out += [Ask(seat, (), (), (card,)) for card in self.fronts(seat)]
        return out + [Done(seat)] + self.anytime(seat)

    def fronts(self, seat: int) -> list[int]:
        """The front-most card of each bean in a hand, in bean order."""
        hand = self.hands[seat]
        return [next(c for c in hand if bean_of(c) == b)
                for b in sorted({bean_of(c) for c in hand})]

    def bid_actions(self, seat: int) -> list[Action]:
        """A compact menu of bids for the computer and the fuzzer: each market card for
        one of the seat's cards or as a gift, and the answers an ask invites (its wanted
        bean for what it offers, or as a gift; what it offers, taken as a gift); the
        table lets a person build any bid, checked by `bid_problem`."""
        out: list[Action] = [NoBid(seat)]
        give_options = [()] + [(c,) for c in self.fronts(seat)]
        for i in self.market_slots():
            out += [Bid(seat, give, (i,), ()) for give in give_options]
        if self.ask is not None:
            offered = tuple(bean_of(c) for c in self.ask.give_cards)
            for card in self.fronts(seat):
                if bean_of(card) in self.ask.wanted:
                    out.append(Bid(seat, (card,), (), ()))
                    if self.ask.give_slots or offered:
                        out.append(Bid(seat, (card,), self.ask.give_slots, offered))
            if offered:
                out.append(Bid(seat, (), (), offered))
        return list(dict.fromkeys(out)) + self.anytime(seat)

    def payments(self, bid: Bid) -> list[tuple[int, ...]]:
        """The ways the active player can pay a bid's beans from his hand: the front-most
        card of each bean asked, or none when he lacks one."""
        hand = list(self.hands[self.active])
        cards = []
        for bean in bid.beans:
            card = next((c for c in hand if bean_of(c) == bean), None)
            if card is None:
                return []
            hand.remove(card)
            cards.append(card)
        return [tuple(cards)]

    # -- applying -------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        self.codec.check(action, self.players, len(PACK))
        d = self.decision()
        if d is None:
            raise refuse("not_now")
        asked = self.asking if self.phase == BIDS else (d.asked,)
        if action.seat not in asked:
            raise refuse("not_your_turn")
        handler = {Plant: self._plant, StopPlanting: self._stop, PlantReceived: self._received,
                   Harvest: self._harvest, BuyField: self._buy, Keep: self._keep,
                   Ask: self._ask, Bid: self._bid, NoBid: self._bid, Accept: self._accept,
                   Reject: self._reject, Done: self._done}[type(action)]
        events = handler(action)
        self.log.record(action)
        return events + self.advance()

    def _harvest(self, a: Harvest) -> list[Event]:
        problem = harvest_problem(self.fields[a.seat], a.field)
        if problem:
            raise refuse(problem)
        return [self.harvest(a.seat, a.field)]

    def harvest(self, seat: int, index: int) -> Event:
        field = self.fields[seat][index]
        bean, count = field_bean(field), len(field)
        to_coins, to_discard = harvest_split(field)
        self.treasury[seat] += to_coins
        self.discard += to_discard
        self.fields[seat][index] = []
        return Event("harvest", seat, {"field": index, "bean": bean, "count": count,
                                       "coins": len(to_coins)})

    def _buy(self, a: BuyField) -> list[Event]:
        cost = self.mode.third_field_cost
        if problem := self.buy_problem(a.seat):
            raise refuse(problem, cost=cost)
        paid, self.treasury[a.seat] = self.treasury[a.seat][:cost], self.treasury[a.seat][cost:]
        self.discard += paid  # coins turn back into beans (C5)
        self.fields[a.seat].append([])
        return [Event("buy_field", a.seat, {"cost": cost})]

    def plant_into(self, seat: int, card: int, index: int) -> None:
        fields = self.fields[seat]
        if not 0 <= index < len(fields):
            raise refuse("no_such_field")
        if index not in fields_for(fields, bean_of(card)):
            raise refuse("field_taken")
        fields[index].append(card)

    def _plant(self, a: Plant) -> list[Event]:
        if self.phase != PLANT:
            raise refuse("not_now")
        hand = self.hands[a.seat]
        if not hand:
            raise refuse("nothing_to_plant")
        if self.planted >= 2:
            raise refuse("two_planted")
        self.plant_into(a.seat, hand[0], a.field)
        card = hand.pop(0)
        self.planted += 1
        return [Event("plant", a.seat, {"bean": bean_of(card), "field": a.field,
                                        "source": "hand"})]

    def _stop(self, a: StopPlanting) -> list[Event]:
        if self.phase != PLANT or self.planted < 1:
            raise refuse("must_plant_first")
        self.planted = 2
        return []

    def _received(self, a: PlantReceived) -> list[Event]:
        if self.phase != RECEIVED:
            raise refuse("not_now")
        if a.card not in self.received[a.seat]:
            raise refuse("not_received")
        self.plant_into(a.seat, a.card, a.field)
        self.received[a.seat].remove(a.card)
        return [Event("plant", a.seat, {"bean": bean_of(a.card), "field": a.field,
                                        "source": "received"})]

    def _keep(self, a: Keep) -> list[Event]:
        if self.phase != TRADE:
            raise refuse("not_now")
        if not self.in_market(a.slot):
            raise refuse("not_in_market")
        card = self.market[a.slot]
        self.market[a.slot] = None
        self.received[a.seat].append(card)
        self.cancel_bids_naming()
        return [Event("keep", a.seat, {"slot": a.slot, "bean": bean_of(card)})]

    def _ask(self, a: Ask) -> list[Event]:
        if self.phase != TRADE:
            raise refuse("not_now")
        if self.asks >= ASKS:
            raise refuse("no_more_asks")
        if not set(a.wanted) <= set(self.mode.beans):
            raise refuse("no_such_bean")
        if not all(self.in_market(slot) for slot in a.give_slots):
            raise refuse("not_in_market")
        if Counter(a.give_cards) - Counter(self.hands[a.seat]):
            raise refuse("not_in_hand")
        self.asks += 1
        self.ask = a
        self.open_bids()
        return [Event("ask", a.seat, {"wanted": list(a.wanted), "slots": list(a.give_slots),
                                      "beans": [bean_of(c) for c in a.give_cards]})]

    def open_bids(self) -> None:
        self.phase = BIDS
        self.asking = self.asking_order()
        self.answered = {}

    def asking_order(self) -> tuple[int, ...]:
        """The seats a round of bids asks: everyone but the active player, in turn."""
        return tuple((self.active + k) % self.players for k in range(1, self.players))

    def bid_problem(self, bid: Bid) -> str | None:
        if not bid.give and not bid.slots and not bid.beans:
            return "empty_bid"
        if not set(bid.beans) <= set(self.mode.beans):
            return "no_such_bean"
        if Counter(bid.give) - Counter(self.hands[bid.seat]):
            return "not_in_hand"
        if not all(self.in_market(slot) for slot in bid.slots):
            return "not_in_market"
        return None

    def _bid(self, a: Bid | NoBid) -> list[Event]:
        if self.phase != BIDS:
            raise refuse("not_now")
        if isinstance(a, Bid) and (problem := self.bid_problem(a)):
            raise refuse(problem)
        self.answered[a.seat] = a if isinstance(a, Bid) else None
        self.asking = tuple(s for s in self.asking if s != a.seat)
        if self.asking:
            return []  # no answer is shown before all are in
        self.bids.update({s: b for s, b in self.answered.items() if b is not None})
        self.phase, self.ask = TRADE, None
        # every bid open now, a standing one too: which were made again is nobody's news
        return [Event("bids", self.active, {"bids": {
            str(s): self.public_bid(b) for s, b in sorted(self.bids.items())}})]

    def public_bid(self, bid: Bid) -> dict:
        """A bid as everyone sees it: the beans given (not which cards), what it takes."""
        return {"give": [bean_of(c) for c in bid.give], "slots": list(bid.slots),
                "beans": list(bid.beans)}

    def _accept(self, a: Accept) -> list[Event]:
        if self.phase != TRADE:
            raise refuse("not_now")
        bid = self.bids.get(a.bidder)
        if bid is None:
            raise refuse("no_bid")
        if self.bid_problem(bid):
            raise refuse("bid_cards_gone")
        if sorted(bean_of(c) for c in a.cards) != sorted(bid.beans) \
                or Counter(a.cards) - Counter(self.hands[a.seat]):
            raise refuse("wrong_cards")
        del self.bids[a.bidder]
        for card in bid.give:
            self.hands[a.bidder].remove(card)
            self.received[a.seat].append(card)
        took = []
        for slot in bid.slots:
            took.append(bean_of(self.market[slot]))
            self.received[a.bidder].append(self.market[slot])
            self.market[slot] = None
        for card in a.cards:
            self.hands[a.seat].remove(card)
            self.received[a.bidder].append(card)
        self.cancel_bids_naming()
        return [Event("trade", a.seat, {"with": a.bidder, **self.public_bid(bid),
                                        "took": took})]

    def cancel_bids_naming(self) -> None:
        """Open bids naming cards that have moved are dropped (C8)."""
        self.bids = {s: b for s, b in self.bids.items() if self.bid_problem(b) is None}

    def _reject(self, a: Reject) -> list[Event]:
        if self.phase != TRADE or a.bidder not in self.bids:
            raise refuse("no_bid")
        del self.bids[a.bidder]
        return [Event("reject", a.seat, {"bidder": a.bidder})]

    def _done(self, a: Done) -> list[Event]:
        if self.phase != TRADE:
            raise refuse("not_now")
        left = [c for c in self.market if c is not None]
        self.received[a.seat] += left  # market cards nobody took (C3)
        self.market, self.bids = [], {}
        self.phase = RECEIVED
        return [Event("done", a.seat, {"kept": [bean_of(c) for c in left]})]

    # -- the flow -------------------------------------------------------------------------
    def advance(self) -> list[Event]:
        """After an action: a turn whose received cards are all planted ends; a turn
        whose planting is over (two planted, or the hand empty: with none, step 1 is
        skipped, C2) opens the market, the next player's too."""
        events: list[Event] = []
        if self.phase == RECEIVED and not any(self.received):
            events += self.end_turn()
        if self.phase == PLANT and (self.planted >= 2 or not self.hands[self.active]):
            events += self.open_market()
        return events

    def open_market(self) -> list[Event]:
        self.market = []
        for _ in range(MARKET):
            card = self.draw_card()
            if card is None:
                break
            self.market.append(card)
        self.phase, self.asks, self.bids = TRADE, 0, {}
        events = [Event("market", self.active, {"beans": [bean_of(c) for c in self.market]})]
        if self.market:
            self.ask = None
            self.open_bids()
        return events

    def end_turn(self) -> list[Event]:
        drawn = []
        for _ in range(DRAW):
            card = self.draw_card()
            if card is None:
                break
            drawn.append(card)
        self.hands[self.active] += drawn
        events = [Event("draw", self.active, {"count": len(drawn)},
                        {self.active: {"cards": PACK.codes(drawn)}})]
        if self.last_turn:
            return events + self.finish()
        self.active = (self.active + 1) % self.players
        self.phase, self.planted = PLANT, 0
        return events + [Event("turn", self.active, {})]

    def finish(self) -> list[Event]:
        """Every field harvested, protection ignored (C6)."""
        events = [self.harvest(s, i) for s in range(self.players)
                  for i in range(len(self.fields[s])) if self.fields[s][i]]
        self.phase = OVER
        return events + [Event("over", None, {"coins": self.returns(),
                                              "winners": self.winners()})]

    # -- scores ---------------------------------------------------------------------------
    def returns(self) -> list[int]:
        return [len(t) for t in self.treasury]

    def winners(self) -> list[int]:
        """Most coins; a tie goes to more cards in hand, then is shared."""
        key = [(len(self.treasury[s]), len(self.hands[s])) for s in range(self.players)]
        best = max(key)
        return [s for s in range(self.players) if key[s] == best]

    def field_coins(self, seat: int) -> list[int]:
        return [coins(field_bean(f), len(f)) if f else 0 for f in self.fields[seat]]

    # -- what each seat knows ------------------------------------------------------------
    def observation(self, seat: int) -> dict[str, Any]:
        over = self.phase == OVER
        return {
            "seat": seat, "players": self.players, "variant": self.log.variant,
            "active": self.active, "phase": self.phase,
            # in a round of bids, who has answered is nobody else's business
            "asked": (seat if seat in self.asking else None) if self.phase == BIDS
            else self.to_act,
            "hand": PACK.codes(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "fields": [[[field_bean(f), len(f)] if f else None for f in fs]
                       for fs in self.fields],
            "coins": [len(t) if over or s == seat or self.open_coins else None
                      for s, t in enumerate(self.treasury)],
            "received": [[bean_of(c) for c in r] for r in self.received],
            "market": [None if c is None else bean_of(c) for c in self.market],
            "bids": {str(s): self.public_bid(b) for s, b in sorted(self.bids.items())},
            "my_bid": (self.public_bid(b) if (b := self.answered.get(seat)) else None)
            if self.phase == BIDS else None,
            "ask": None if self.ask is None else {
                "wanted": list(self.ask.wanted), "slots": list(self.ask.give_slots),
                "beans": [bean_of(c) for c in self.ask.give_cards]},
            "asks_left": ASKS - self.asks, "planted": self.planted,
            "draw_pile": len(self.draw_pile), "discard": len(self.discard),
            "discard_top": bean_of(self.discard[-1]) if self.discard else None,
            "exhausted": self.exhausted, "last_turn": self.last_turn,
        }

    def hidden_from(self, seat: int) -> set[int]:
        return knows.hidden_from(self, seat)

    def hidden_values(self, seat: int) -> dict:
        return knows.hidden_values(self, seat)

    def determinize(self, seat: int, rng: Any) -> BohnanzaState:
        return knows.determinize(self, seat, rng)

    def card_zones(self) -> dict[str, list[int]]:
        zones = {"box": list(self.box), "draw": list(self.draw_pile),
                 "discard": list(self.discard),
                 "market": [c for c in self.market if c is not None]}
        for s in range(self.players):
            zones[f"hand{s}"] = list(self.hands[s])
            zones[f"treasury{s}"] = list(self.treasury[s])
            zones[f"received{s}"] = list(self.received[s])
            for i, f in enumerate(self.fields[s]):
                zones[f"field{s}_{i}"] = list(f)
        return zones

    def clone(self) -> BohnanzaState:
        copy = clone_state(self)
        copy.fields = [[list(f) for f in fs] for fs in self.fields]  # three levels deep
        return copy

    def to_json(self) -> dict:
        return self.log.to_json()

    @classmethod
    def from_json(cls, data: dict) -> BohnanzaState:
        return replay(ActionLog.from_json(data, CODEC), cls)
