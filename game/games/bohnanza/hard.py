"""Bohnanza's hard player (draft)."""

from __future__ import annotations

import math
from collections import Counter
from functools import cache

from game.core.protocol import Action
from game.games.bohnanza.actions import (
    Accept,
    Bid,
    BuyField,
    Harvest,
    NoBid,
    Plant,
    PlantReceived,
    StopPlanting,
)
from game.games.bohnanza.ai import BeanTrader
from game.games.bohnanza.beanometer import coins, next_step
from game.games.bohnanza.cards import BEANS, bean_named, deck
from game.games.bohnanza.values import planting_value

Field = tuple[str, int] | None
Fields = tuple[Field, ...]

WINDOW = 4  # hand cards planned ahead
PROGRESS = 0.4


RATE = 0.135  # beans a field still gets, per card of its type in the deck (normal games)
EMPTY = 0.5  # an empty field's worth: what the next bean started in it will make


@cache
def expected_coins(bean: str, count: int, growth: float) -> float:
    """The coins a field of `count` beans pays when it is harvested at last, if it still
    gets a Poisson number of beans, RATE × the type's cards × growth on average (fitted
    to normal players' games: μ ≈ 1.1 for red, 2.9 for blue, 3.2 for coffee)."""
    mu = RATE * BEANS[bean].cards * growth
    p, total = math.exp(-mu), 0.0
    for extra in range(40):
        total += p * coins(bean, count + extra)
        p *= mu / (extra + 1)
        if p < 1e-6 and extra > mu:
            break
    return total


def field_value(field: Field, growth: float) -> float:
    if field is None:
        return EMPTY * growth
    return expected_coins(field[0], field[1], growth)


def maxed(field: Field) -> bool:
    return field is not None and next_step(*field) is None


def placements(fields: Fields, bean: str) -> list[tuple[int, Fields]]:
    """Every way to plant one `bean`: (coins harvested on the way, the fields after)."""
    for i, f in enumerate(fields):
        if f is not None and f[0] == bean:
            grown = fields[:i] + ((bean, f[1] + 1),) + fields[i + 1:]
            if maxed(f):  # a full field is better harvested and started again
                return [(coins(*f), fields[:i] + ((bean, 1),) + fields[i + 1:]), (0, grown)]
            return [(0, grown)]
    if None in fields:
        i = fields.index(None)
        return [(0, fields[:i] + ((bean, 1),) + fields[i + 1:])]
    out = []
    for i, f in enumerate(fields):
        if f[1] == 1 and any(g[1] >= 2 for j, g in enumerate(fields) if j != i):
            continue  # protected
        out.append((coins(*f), fields[:i] + ((bean, 1),) + fields[i + 1:]))
    return out


def canon(fields: Fields) -> Fields:
    return tuple(sorted(fields, key=lambda f: (f is None, f or ("", 0))))


class Planner:
    """Best planting of a row of hand cards (in order, after any received beans, in any
    order), the harvests they force chosen best; worth = coins harvested + the fields'
    worth at the end (memoised)."""

    def __init__(self, window: tuple[str, ...], growth: float, forced: int = 0,
                 drop: float = 0.5) -> None:
        self.window, self.growth, self.forced, self.drop = window, growth, forced, drop
        self.memo: dict = {}

    def leaf(self, fields: Fields) -> float:
        return sum(field_value(f, self.growth) for f in fields)

    def run(self, fields: Fields, idx: int = 0, window: tuple[str, ...] | None = None) -> float:
        window = self.window if window is None else window
        key = (canon(fields), window[idx:])
        if key in self.memo:
            return self.memo[key]
        if idx >= len(window):
            value = self.leaf(fields)
        else:
            value = max(c + self.run(f, idx + 1, window)
                        for c, f in placements(fields, window[idx]))
            if idx >= self.forced:  # a card further back may yet be given away
                value = max(value, self.run(fields, idx + 1, window) - self.drop)
        self.memo[key] = value
        return value

    def receive(self, fields: Fields, received: tuple[str, ...],
                window: tuple[str, ...] | None = None) -> float:
        window = self.window if window is None else window
        key = ("r", canon(fields), tuple(sorted(received)), window)
        if key in self.memo:
            return self.memo[key]
        if not received:
            value = self.run(fields, 0, window)
        else:
            value = -1e9
            for bean in set(received):
                rest = list(received)
                rest.remove(bean)
                for c, f in placements(fields, bean):
                    value = max(value, c + self.receive(f, tuple(rest), window))
        self.memo[key] = value
        return value


def own_fields(observation: dict, seat: int) -> Fields:
    return tuple(None if f is None else (f[0], f[1]) for f in observation["fields"][seat])


class HardTrader(BeanTrader):
    def __init__(self, seed: int, margin: float = 0.3, lead_weight: float = 1.0,
                 feed_weight: float = 0.25, ablate: str = "", drop: float = 0.5,
                 their_model: str = "", accept_at: float = 0.15, accept_soft: float = 0.25,
                 bid_floor: float = 0.05) -> None:
        super().__init__(seed, noise=0.0, margin=margin)
        self.ablate, self.drop = ablate, drop
        self.their_model = their_model
        self.accept_at, self.accept_soft, self.bid_floor = accept_at, accept_soft, bid_floor
        self.lead_weight, self.feed_weight = lead_weight, feed_weight
        self.seen: dict[int, list] = {}
        self.harvested: Counter = Counter()

    # -- what the table shows -------------------------------------------------------------
    def watch(self, observation: dict) -> None:
        """Harvests and third fields seen since the last look, for each seat's coins."""
        for s, fields in enumerate(observation["fields"]):
            before = self.seen.get(s)
            if before is not None:
                for i, f in enumerate(before):
                    if f is None:
                        continue
                    now = fields[i] if i < len(fields) else None
                    if now is None or now[0] != f[0] or now[1] < f[1]:
                        self.harvested[s] += coins(f[0], f[1])
                if len(fields) > len(before):
                    self.harvested[s] -= 3 if observation["players"] < 6 else 2
            self.seen[s] = [None if f is None else tuple(f) for f in fields]

    def coins_of(self, observation: dict) -> list[float]:
        shown = observation["coins"]
        if all(c is not None for c in shown):
            return [float(c) for c in shown]
        n = observation["players"]
        total = len(deck(n, "-rio" in observation["variant"]))
        visible = (observation["draw_pile"] + observation["discard"]
                   + sum(observation["hand_sizes"])
                   + sum(f[1] for fs in observation["fields"] for f in fs if f)
                   + sum(1 for b in observation["market"] if b is not None)
                   + sum(len(r) for r in observation["received"]))
        hidden = total - visible - sum(c for c in shown if c is not None)
        unknown = [s for s in range(n) if shown[s] is None]
        tracked = {s: max(0.0, float(self.harvested[s])) for s in unknown}
        spread = (hidden - sum(tracked.values())) / max(1, len(unknown))
        return [float(shown[s]) if shown[s] is not None else max(0.0, tracked[s] + spread)
                for s in range(n)]

    def standings(self, observation: dict) -> list[float]:
        have = self.coins_of(observation)
        return [have[s] + sum(coins(f[0], f[1]) for f in fs if f)
                for s, fs in enumerate(observation["fields"])]

    def feed(self, observation: dict, other: int) -> float:
        """How much another seat's gain counts against mine."""
        score = self.standings(observation)
        me = observation["seat"]
        best = max(score[s] for s in range(len(score)) if s != me)
        if score[other] >= best and score[other] >= score[me] - 1:
            return self.lead_weight
        return self.feed_weight

    def growth(self, observation: dict) -> float:
        """How much a field's way to its next step is still worth: less as the end nears."""
        if observation["exhausted"] < 2:
            return 1.0
        rounds = observation["draw_pile"] // (5 * observation["players"])
        return round(min(1.0, 0.35 + 0.4 * rounds), 2)

    def planner(self, observation: dict, forced: int = 0) -> Planner:
        return Planner(self.window(observation), self.growth(observation), forced, self.drop)

    def window(self, observation: dict, without: tuple[int, ...] = ()) -> tuple[str, ...]:
        """The beans of the hand's front cards (less the cards given away)."""
        codes = list(observation["hand"][:WINDOW])
        for card in without:
            code = card_code(card)
            if code in codes:
                codes.remove(code)
        return tuple(bean_named(c) for c in codes)

    # -- choosing ---------------------------------------------------------------------------
    def choose(self, observation: dict, legal: list[Action]) -> Action:
        self.watch(observation)
        if len(legal) == 1:
            return legal[0]
        phase = observation["phase"]
        if phase == "bids":
            if "bid" in self.ablate:
                return super().bid(observation, legal)
            return self.bid(observation, legal)
        if "plant" in self.ablate and phase != "trade":
            if (full := self.maxed_harvest(observation, legal)) is not None:
                return full
            if phase == "plant":
                return BeanTrader.plant(self, observation, legal)
            return BeanTrader.plant_received(self, observation, legal)
        if "trade" in self.ablate and phase == "trade":
            if (full := self.maxed_harvest(observation, legal)) is not None:
                return full
            return BeanTrader.trade(self, observation, legal)
        if (full := self.maxed_harvest(observation, legal)) is not None:
            return full
        if phase == "plant":
            return self.plant(observation, legal)
        if phase == "trade":
            return self.trade(observation, legal)
        return self.plant_received(observation, legal)

    def plant(self, observation: dict, legal: list[Action]) -> Action:
        seat = observation["seat"]
        stop = next((a for a in legal if isinstance(a, StopPlanting)), None)
        buy = next((a for a in legal if isinstance(a, BuyField)), None)
        if buy is not None and self.third_field_pays(observation) and stop is None:
            return buy
        if stop is not None and "second" not in self.ablate:
            second = BeanTrader.plant(self, observation, legal)
            if not isinstance(second, Harvest):
                return second
        fields = own_fields(observation, seat)
        plan = self.planner(observation, forced=1)
        hand = plan.window
        best, best_value = legal[0], -1e18
        for a in legal:
            if isinstance(a, Plant):
                f = fields[a.field]
                grown = (hand[0], 1) if f is None else (f[0], f[1] + 1)
                v = plan.run(fields[:a.field] + (grown,) + fields[a.field + 1:], 1)
            elif isinstance(a, StopPlanting):
                v = plan.run(fields, 0) - 1e-6
            elif isinstance(a, Harvest):
                f = fields[a.field]
                v = coins(*f) + plan.run(fields[:a.field] + (None,) + fields[a.field + 1:], 0)
            else:
                continue
            if v > best_value:
                best, best_value = a, v
        return best

    def plant_received(self, observation: dict, legal: list[Action]) -> Action:
        seat = observation["seat"]
        fields = own_fields(observation, seat)
        received = tuple(observation["received"][seat])
        plan = self.planner(observation)
        best, best_value = legal[0], -1e18
        for a in legal:
            if isinstance(a, PlantReceived):
                bean = bean_named_card(a.card)
                f = fields[a.field]
                grown = (bean, 1) if f is None else (f[0], f[1] + 1)
                rest = list(received)
                rest.remove(bean)
                v = plan.receive(fields[:a.field] + (grown,) + fields[a.field + 1:],
                                 tuple(rest))
            elif isinstance(a, Harvest):
                f = fields[a.field]
                v = coins(*f) + plan.receive(fields[:a.field] + (None,) + fields[a.field + 1:],
                                             received) - 1e-6
            else:
                continue
            if v > best_value:
                best, best_value = a, v
        return best

    # -- as the active player ---------------------------------------------------------------
    def position(self, observation: dict, given: tuple[int, ...],
                 received: tuple[str, ...]) -> float:
        """My planting's worth with `received` beans to plant and `given` cards gone."""
        seat = observation["seat"]
        plan = Planner(self.window(observation, given), self.growth(observation), 0, self.drop)
        return plan.receive(own_fields(observation, seat),
                            tuple(observation["received"][seat]) + received)

    def trade(self, observation: dict, legal: list[Action]) -> Action:
        observation["seat"]
        market = [b for b in observation["market"] if b is not None]
        base = self.position(observation, (), tuple(market))
        best, best_gain = None, self.margin
        for a in legal:
            if not isinstance(a, Accept):
                continue
            bid = observation["bids"][str(a.bidder)]
            left = tuple(b for i, b in enumerate(observation["market"])
                         if b is not None and i not in bid["slots"])
            mine = self.position(observation, a.cards, left + tuple(bid["give"])) - base
            theirs = self.their_gain(observation, a.bidder,
                                     [observation["market"][i] for i in bid["slots"]]
                                     + list(bid["beans"]))
            gain = mine - self.feed(observation, a.bidder) * theirs
            if gain > best_gain:
                best, best_gain = a, gain
        if best is not None:
            return best
        return super().trade(observation, [a for a in legal if not isinstance(a, Accept)])

    def their_gain(self, observation: dict, seat: int, beans: list[str]) -> float:
        """What beans are worth to another seat, planted into its fields (as they will be
        with what it has received): its hand is unknown, so only the fields count."""
        if self.their_model == "old":
            from game.games.bohnanza.values import fields_of
            return max(0.0, planting_value(fields_of(observation, seat), beans))
        plan = Planner((), self.growth(observation))
        fields = own_fields(observation, seat)
        received = tuple(observation["received"][seat])
        return max(0.0, plan.receive(fields, received + tuple(beans))
                   - plan.receive(fields, received))

    # -- bidding ----------------------------------------------------------------------------
    def bid(self, observation: dict, legal: list[Action]) -> Action:
        base = self.position(observation, (), ())
        active = observation["active"]
        weight = self.feed(observation, active)
        best, best_value = next(a for a in legal if isinstance(a, NoBid)), self.bid_floor
        for a in legal:
            if not isinstance(a, Bid):
                continue
            got = [observation["market"][i] for i in a.slots] + list(a.beans)
            mine = self.position(observation, a.give, tuple(got)) - base
            if mine <= 0:
                continue
            give = [bean_named_card(c) for c in a.give]
            theirs = self.active_gain(observation, give, [observation["market"][i]
                                                          for i in a.slots])
            chance = 1.0 if a.beans else 1 / (1 + math.exp(-(theirs - self.accept_at)
                                                           / self.accept_soft))
            value = chance * (mine - weight * max(0.0, theirs))
            if value > best_value:
                best, best_value = a, value
        return best

    def active_gain(self, observation: dict, gets: list[str], takes: list[str]) -> float:
        """What a bid is worth to the active player, read from his fields: the beans it
        brings him against the market cards it takes off him (his to plant otherwise)."""
        active = observation["active"]
        plan = Planner((), self.growth(observation))
        fields = own_fields(observation, active)
        received = tuple(observation["received"][active])
        market = [b for b in observation["market"] if b is not None]
        left = list(market)
        for bean in takes:
            left.remove(bean)
        return (plan.receive(fields, received + tuple(left) + tuple(gets))
                - plan.receive(fields, received + tuple(market)))


def bean_named_card(card: int) -> str:
    from game.games.bohnanza.cards import bean_of
    return bean_of(card)


def card_code(card: int) -> str:
    from game.games.bohnanza.cards import PACK
    return PACK.code(card)


def hard_agent(seed: int) -> HardTrader:
    return HardTrader(seed)
