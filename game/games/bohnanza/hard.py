"""Bohnanza's hard player (rules sheet §6.1, C9): the normal player's turn, every choice
judged by a look two turns ahead and by what the others can be seen to need.

- Worth of a position: the front WINDOW cards of the hand (two turns of planting) are
  planted in order after whatever must be planted first (cards received, market cards
  left), every harvest they force chosen best (`Planner`); a card behind the front one
  may instead be given away at a cost (DROP), as a trade usually can. The position is
  worth the coins harvested on the way plus what each field will pay when harvested at
  last (`expected_coins`: it still gets a Poisson number of beans, about RATE × the
  type's cards, fitted to normal players' games: a lone blue is worth about 0.7 coin,
  not the 0.1 of §6.1's progress credit), and an empty field EMPTY.
- Planting: the front card into the field (or after the harvest) whose position is
  worth most; the second card whenever it fits without a harvest (the hand only grows,
  so every card planted early is one less to force later); a field at its top is
  harvested at once; the third field is bought as soon as it is affordable, while a
  deck cycle and a half is left (the normal player's rule, but any time, not only at
  the start of a turn).
- Received cards: the order and the harvests whose position is worth most.
- As the active player: a bid is accepted when my position's gain, less what it is
  worth to the bidder (counted only when he leads the table: do not feed the leader),
  is over MARGIN; else an ask: once, a bean I grow for the market cards no field of
  mine has room for; twice at most, to take a card that will force a harvest off my
  hand; then, while asks are left, for the bean my position would gain most by (over
  WANT_ASK: the others answer with the ones they can spare); then the rest is planted.
- As another seat: each bid of the menu is worth my position's gain times the chance
  the active player takes it, read from his fields (what my cards bring him against the
  market cards he would plant otherwise), less what it gives him if he leads.
- Who leads: coins harvested are tracked from the fields seen (a field that shrinks or
  changes bean was harvested; a third field cost coins), and the coins no zone holds
  (the deck less every card in sight) are shared out among the seats whose coins are
  hidden, so the estimate always adds up.

What counted, measured on the strength bench (one hard seat among normal ones, the
seat rotated): the fields' worth as the coins they will pay (§6.1's progress credit
undervalues a growing field, and hard harvested too early: below normal's coins); bids
weighed by the chance the active player takes them (4 players 0.61 to 0.74 win rate);
the card behind the front given away cheaply (DROP 0.1, not 0.5); the second card
whenever it fits; asking for the bean it wants while asks are left (0.84 to 0.91).
Counting a non-leader's gain against a trade played no better and starved games of
hard players of trades, so only the leader's counts.

`python -m game.bench bohnanza-strength --workers 2` (300 games a row): hard among
normal wins 0.900 ± 0.017 at 4 players (fair share 0.25; 37 standard errors above it;
18.1 coins a game against normal's 10.2) and 0.880 ± 0.019 at 6 (fair 0.167; 38 se;
16.4 coins against 7.9). `python -m game.bench bohnanza-ai-time --games 10`: hard's
decisions p50 0.4 ms, p95 1.7 ms, max 8 ms at 4 players (p95 1.5 ms at 6); no search
is needed within the 0.3 s a decision may take.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable
from functools import cache

from game.core.protocol import Action
from game.games.bohnanza.actions import (
    Accept,
    Ask,
    Bid,
    BuyField,
    Done,
    Harvest,
    NoBid,
    Plant,
    PlantReceived,
    StopPlanting,
)
from game.games.bohnanza.ai import BeanTrader
from game.games.bohnanza.beanometer import coins, next_step
from game.games.bohnanza.cards import BEANS, PACK, bean_named, bean_of, deck, mode
from game.games.bohnanza.values import fields_of, with_bean

Field = tuple[str, int] | None
Fields = tuple[Field, ...]

WINDOW = 4  # hand cards planned ahead: two turns of planting
RATE = 0.135  # beans a field still gets before its harvest, per card of its type
EMPTY = 0.5  # an empty field's worth: what the next bean started in it will make
DROP = 0.1  # giving a card behind the front one away rather than planting it
MARGIN = 0.0  # what a trade must be worth to me (on top of what it feeds the leader)
LEAD_WEIGHT = 0.5  # how much the leader's gain from a trade counts against mine
ACCEPT_AT, ACCEPT_SOFT = 0.15, 0.25  # the active player's gain that makes a bid a coin flip
BID_FLOOR = 0.05  # a bid must be worth this much, chance included
WANT_ASK = 0.3  # a bean worth this much to me is asked for while asks are left


@cache
def expected_coins(bean: str, count: int, growth: float) -> float:
    """The coins a field of `count` beans pays when it is harvested at last, if it still
    gets a Poisson number of beans with mean RATE × the type's cards × growth."""
    mu = RATE * BEANS[bean].cards * growth
    p, total = math.exp(-mu), 0.0
    for extra in range(60):
        total += p * coins(bean, count + extra)
        p *= mu / (extra + 1)
        if p < 1e-7 and extra > mu:
            break
    return total


def field_value(field: Field, growth: float) -> float:
    if field is None:
        return EMPTY * growth
    return expected_coins(field[0], field[1], growth)


def placements(fields: Fields, bean: str) -> list[tuple[int, Fields]]:
    """Every sensible way to plant one `bean`: (coins harvested on the way, the fields
    after). Into its own field (a full one may be harvested first), else the first empty
    one, else after harvesting any field the protection rule allows (C4)."""
    for i, f in enumerate(fields):
        if f is not None and f[0] == bean:
            grown = fields[:i] + ((bean, f[1] + 1),) + fields[i + 1:]
            if next_step(*f) is None:  # at its top: a bean more adds nothing
                return [(coins(*f), fields[:i] + ((bean, 1),) + fields[i + 1:]), (0, grown)]
            return [(0, grown)]
    if None in fields:
        i = fields.index(None)
        return [(0, fields[:i] + ((bean, 1),) + fields[i + 1:])]
    out = []
    for i, f in enumerate(fields):
        if f[1] == 1 and any(g[1] >= 2 for j, g in enumerate(fields) if j != i):
            continue
        out.append((coins(*f), fields[:i] + ((bean, 1),) + fields[i + 1:]))
    return out


def canon(fields: Fields) -> Fields:
    """The fields in a fixed order: which field holds what does not change the worth."""
    return tuple(sorted(fields, key=lambda f: (f is None, f or ("", 0))))


class Planner:
    """The best planting of a row of hand beans (in order, after received beans in any
    order), every forced harvest chosen best; worth = the coins harvested on the way and
    the fields' worth at the end. The first `forced` beans must be planted; a bean behind
    them may be given away for `drop`."""

    def __init__(self, window: tuple[str, ...], growth: float, forced: int = 0,
                 drop: float = DROP) -> None:
        self.window, self.growth, self.forced, self.drop = window, growth, forced, drop
        self.memo: dict[tuple, float] = {}

    def leaf(self, fields: Fields) -> float:
        return sum(field_value(f, self.growth) for f in fields)

    def run(self, fields: Fields, idx: int = 0) -> float:
        """The window from position `idx` on planted into `fields`."""
        key = (canon(fields), idx)
        if (value := self.memo.get(key)) is not None:
            return value
        if idx >= len(self.window):
            value = self.leaf(fields)
        else:
            value = max(c + self.run(f, idx + 1)
                        for c, f in placements(fields, self.window[idx]))
            if idx >= self.forced:
                value = max(value, self.run(fields, idx + 1) - self.drop)
        self.memo[key] = value
        return value

    def receive(self, fields: Fields, received: tuple[str, ...]) -> float:
        """Every received bean planted (the best order), then the window."""
        key = (canon(fields), tuple(sorted(received)))
        if (value := self.memo.get(key)) is not None:
            return value
        if not received:
            value = self.run(fields, 0)
        else:
            value = -math.inf
            for bean in set(received):
                rest = list(received)
                rest.remove(bean)
                for c, f in placements(fields, bean):
                    value = max(value, c + self.receive(f, tuple(rest)))
        self.memo[key] = value
        return value


def seat_fields(observation: dict, seat: int) -> Fields:
    return tuple(None if f is None else (f[0], f[1]) for f in observation["fields"][seat])


def growth(observation: dict) -> float:
    """How much of a field's growth is still to come: all of it before the last deck
    cycle, then less with each round of turns left (fitted as the RATE was)."""
    if observation["exhausted"] < 2:
        return 1.0
    rounds = observation["draw_pile"] // (5 * observation["players"])
    return round(min(1.0, 0.35 + 0.4 * rounds), 2)


class HardTrader(BeanTrader):
    """The hard level: the normal player's turn with every choice judged by `Planner`
    and by what the others can be seen to need."""

    def __init__(self, seed: int, margin: float = MARGIN, lead_weight: float = LEAD_WEIGHT,
                 lead_gap: float = 0.0) -> None:
        super().__init__(seed, noise=0.0, margin=margin)
        self.lead_weight, self.lead_gap = lead_weight, lead_gap
        self.seen: dict[int, list[Field]] = {}  # each seat's fields at my last look
        self.harvested: Counter[int] = Counter()  # coins each seat was seen to make

    # -- what the table shows -------------------------------------------------------------
    def watch(self, observation: dict) -> None:
        """Harvests and third fields seen since the last look: a field that shrank or
        changed bean was harvested for its coins; a new field cost its price."""
        rules = mode(observation["players"], "-rio" in observation["variant"])
        for s, fields in enumerate(observation["fields"]):
            before = self.seen.get(s)
            if before is not None:
                for i, f in enumerate(before):
                    now = fields[i] if i < len(fields) else None
                    if f is not None and (now is None or now[0] != f[0] or now[1] < f[1]):
                        self.harvested[s] += coins(f[0], f[1])
                if len(fields) > len(before):
                    self.harvested[s] -= rules.third_field_cost or 0
            self.seen[s] = [None if f is None else (f[0], f[1]) for f in fields]

    def coins_of(self, observation: dict) -> list[float]:
        """Each seat's coins: shown, or estimated. The coins no one shows are the deck
        less every card in sight; they are shared out as the harvests seen say, the
        rest evenly (a player met mid-game, or a harvest missed)."""
        shown = observation["coins"]
        if all(c is not None for c in shown):
            return [float(c) for c in shown]
        n = observation["players"]
        total = len(deck(n, "-rio" in observation["variant"]))
        in_sight = (observation["draw_pile"] + observation["discard"]
                    + sum(observation["hand_sizes"])
                    + sum(f[1] for fs in observation["fields"] for f in fs if f)
                    + sum(1 for b in observation["market"] if b is not None)
                    + sum(len(r) for r in observation["received"]))
        hidden = total - in_sight - sum(c for c in shown if c is not None)
        unknown = [s for s in range(n) if shown[s] is None]
        tracked = {s: max(0.0, float(self.harvested[s])) for s in unknown}
        spread = (hidden - sum(tracked.values())) / max(1, len(unknown))
        return [float(shown[s]) if shown[s] is not None else max(0.0, tracked[s] + spread)
                for s in range(n)]

    def standings(self, observation: dict) -> list[float]:
        """Each seat's coins and what its fields would pay now."""
        have = self.coins_of(observation)
        return [have[s] + sum(coins(f[0], f[1]) for f in fs if f)
                for s, fs in enumerate(observation["fields"])]

    def feed(self, observation: dict, other: int) -> float:
        """How much another seat's gain counts against mine: `lead_weight` when it leads
        everyone (me included) by more than `lead_gap`, else nothing: a trade that helps
        me and a seat behind helps me against the rest."""
        score = self.standings(observation)
        ahead = score[other] - max(score[s] for s in range(len(score)) if s != other)
        return self.lead_weight if ahead > self.lead_gap else 0.0

    # -- my position ------------------------------------------------------------------------
    def window(self, observation: dict, without: tuple[int, ...] = ()) -> tuple[str, ...]:
        """The beans of the hand's front cards, less the cards given away."""
        codes = list(observation["hand"][:WINDOW])
        for card in without:
            if (code := PACK.code(card)) in codes:
                codes.remove(code)
        return tuple(bean_named(c) for c in codes)

    def position(self, observation: dict, given: tuple[int, ...] = (),
                 received: tuple[str, ...] = ()) -> float:
        """My position's worth with `received` beans to plant (on top of those I have)
        and the hand `given` cards shorter."""
        seat = observation["seat"]
        plan = Planner(self.window(observation, given), growth(observation))
        return plan.receive(seat_fields(observation, seat),
                            tuple(observation["received"][seat]) + received)

    def their_gain(self, observation: dict, seat: int, beans: list[str],
                   instead: list[str] | tuple[str, ...] = ()) -> float:
        """What `beans` are worth to another seat planted into its fields (with what it
        has received), against planting `instead`: its hand is unknown, its fields not."""
        plan = Planner((), growth(observation))
        fields = seat_fields(observation, seat)
        received = tuple(observation["received"][seat])
        return (plan.receive(fields, received + tuple(beans))
                - plan.receive(fields, received + tuple(instead)))

    # -- choosing ---------------------------------------------------------------------------
    def choose(self, observation: dict, legal: list[Action]) -> Action:
        self.watch(observation)
        if len(legal) == 1:
            return legal[0]
        buy = next((a for a in legal if isinstance(a, BuyField)), None)
        if buy is not None and self.third_field_pays(observation):
            return buy  # as soon as it is affordable: every turn with it counts
        return super().choose(observation, legal)  # each phase by this class's policies

    def best(self, legal: list[Action], worth: Callable[[Action], float | None]) -> Action:
        """The action of highest worth (None: not one to weigh); the first on a tie."""
        chosen, top = legal[0], -math.inf
        for a in legal:
            value = worth(a)
            if value is not None and value > top:
                chosen, top = a, value
        return chosen

    # -- planting ---------------------------------------------------------------------------
    def plant(self, observation: dict, legal: list[Action]) -> Action:
        seat = observation["seat"]
        stop = next((a for a in legal if isinstance(a, StopPlanting)), None)
        fields = seat_fields(observation, seat)
        plants = [a for a in legal if isinstance(a, Plant)]
        if stop is not None:  # the second card: whenever it fits without a harvest
            own = [a for a in plants if fields[a.field] is not None]
            return (own or plants or [stop])[0]
        plan = Planner(self.window(observation), growth(observation), forced=1)
        bean = plan.window[0]

        def worth(a: Action) -> float | None:
            if isinstance(a, Plant):
                f = fields[a.field]
                grown = (bean, 1) if f is None else (bean, f[1] + 1)
                return plan.run(fields[:a.field] + (grown,) + fields[a.field + 1:], 1)
            if isinstance(a, Harvest):
                rest = fields[:a.field] + (None,) + fields[a.field + 1:]
                return coins(*fields[a.field]) + plan.run(rest, 0)
            return None

        return self.best(plants + [a for a in legal if isinstance(a, Harvest)], worth)

    def plant_received(self, observation: dict, legal: list[Action]) -> Action:
        seat = observation["seat"]
        fields = seat_fields(observation, seat)
        received = tuple(observation["received"][seat])
        plan = Planner(self.window(observation), growth(observation))

        def worth(a: Action) -> float | None:
            if isinstance(a, PlantReceived):
                bean, f = bean_of(a.card), fields[a.field]
                rest = list(received)
                rest.remove(bean)
                grown = (bean, 1) if f is None else (bean, f[1] + 1)
                return plan.receive(fields[:a.field] + (grown,) + fields[a.field + 1:],
                                    tuple(rest))
            if isinstance(a, Harvest):  # ahead of its need: only when it is worth more
                rest = fields[:a.field] + (None,) + fields[a.field + 1:]
                return coins(*fields[a.field]) + plan.receive(rest, received) - 1e-6
            return None

        return self.best(legal, worth)

    # -- as the active player ---------------------------------------------------------------
    def trade(self, observation: dict, legal: list[Action]) -> Action:
        market = observation["market"]
        everything = tuple(b for b in market if b is not None)
        base = self.position(observation, (), everything)
        chosen, top = None, self.margin
        for a in legal:
            if not isinstance(a, Accept):
                continue
            bid = observation["bids"][str(a.bidder)]
            left = tuple(b for i, b in enumerate(market) if b is not None
                         and i not in bid["slots"])
            mine = self.position(observation, a.cards, left + tuple(bid["give"])) - base
            theirs = self.their_gain(observation, a.bidder,
                                     [market[i] for i in bid["slots"]] + list(bid["beans"]))
            gain = mine - self.feed(observation, a.bidder) * max(0.0, theirs)
            if gain > top:
                chosen, top = a, gain
        return chosen or self.ask_or_done(observation, legal)

    def ask_or_done(self, observation: dict, legal: list[Action]) -> Action:
        """No bid pays: ask (once, a bean I grow for the market cards no field of mine has
        room for; twice at most, to take a card that will force a harvest off my hand;
        then for the bean my position gains most by), else plant what is left."""
        seat = observation["seat"]
        market = observation["market"]
        asks = [a for a in legal if isinstance(a, Ask)]
        fields = fields_of(observation, seat)
        crowded = [b for b in market if b is not None and with_bean(fields, b) is None]
        if asks and crowded and observation["asks_left"] >= 3:
            wants = [a for a in asks if a.wanted and a.give_slots]
            if wants:
                return max(wants, key=lambda a: self.position(observation, (), a.wanted))
            plain = [a for a in asks if a.give_slots and not a.wanted]
            if plain:
                return plain[0]
        bad = self.hand_poison(observation)
        if bad and observation["asks_left"] >= 2:
            offer = [a for a in asks if a.give_cards and PACK.code(a.give_cards[0]) in bad]
            if offer:
                return offer[0]
        wants = [a for a in asks if a.wanted]
        if wants:  # the bean I would gain most by: the others answer with theirs to spare
            everything = tuple(b for b in market if b is not None)
            base = self.position(observation, (), everything)
            gain, ask = max((self.position(observation, (), everything + a.wanted) - base, i)
                            for i, a in enumerate(wants))
            if gain > WANT_ASK:
                return wants[ask]
        return next(a for a in legal if isinstance(a, Done))

    # -- bidding ----------------------------------------------------------------------------
    def bid(self, observation: dict, legal: list[Action]) -> Action:
        """The bid worth most to me, the chance the active player takes it included."""
        base = self.position(observation)
        active = observation["active"]
        weight = self.feed(observation, active)
        market = observation["market"]
        everything = [b for b in market if b is not None]

        def worth(a: Action) -> float | None:
            if not isinstance(a, Bid):
                return BID_FLOOR if isinstance(a, NoBid) else None
            got = [market[i] for i in a.slots] + list(a.beans)
            mine = self.position(observation, a.give, tuple(got)) - base
            if mine <= 0:
                return None
            left = list(everything)
            for i in a.slots:
                left.remove(market[i])
            theirs = self.their_gain(observation, active, left + [bean_of(c) for c in a.give],
                                     everything)
            # an answer to his own ask he will take; else the likelier the more it gives him
            chance = 1.0 if a.beans else 1 / (1 + math.exp(-(theirs - ACCEPT_AT) / ACCEPT_SOFT))
            return chance * (mine - weight * max(0.0, theirs))

        return self.best(legal, worth)

