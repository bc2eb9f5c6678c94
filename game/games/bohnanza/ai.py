"""Bohnanza's computer players (rules sheet §6.1, C9). Every choice is a policy on the
bean values of `values.py`:

- planting: the front card into its own field or an empty one; the second card only
  when it grows a field or starts one without crowding what comes next; a forced
  harvest takes the field that loses least; a field at its beanometer's top is
  harvested at once; the third field is bought while a deck cycle and more is left;
- as the active player: a bid is accepted when what it brings outweighs what it takes
  by a margin (the market cards left are his to plant anyway); market cards he cannot
  use are offered once for a bean he grows, a hand card that will force a bad harvest
  once as a gift; what is worth planting is kept;
- as another seat: a bid for each market card worth having, paid with the hand card
  worth least (poison first), or asking for it as a gift; a gift of a card it can use.

Easy and normal differ by the noise on the values (easy shakes them hard) and by the
margin asked of a trade; hard (`hard.py`) plans its hand ahead and reads the others'
fields."""

from __future__ import annotations

from game.core.agents import agent_for
from game.core.protocol import Action
from game.core.rng import GameRng
from game.games.bohnanza.actions import (
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
    StopPlanting,
)
from game.games.bohnanza.beanometer import coins, next_step
from game.games.bohnanza.cards import PACK, bean_of
from game.games.bohnanza.values import (
    fields_of,
    hand_beans,
    harvest_loss,
    plant_value,
    planting_value,
    poison,
)

WANT = 0.5  # a market card worth this much is bid for (§6.1)
RELIEF = 0.5  # giving away a card that would force a bad harvest


class BeanTrader:
    """One level of the computer player: `noise` on every value, `margin` a trade must
    clear to be accepted."""

    def __init__(self, seed: int, noise: float = 0.0, margin: float = 0.3) -> None:
        self.rng = GameRng(seed)
        self.noise, self.margin = noise, margin

    def value(self, observation: dict, seat: int, bean: str) -> float:
        return plant_value(fields_of(observation, seat), bean) + self.shake()

    def shake(self) -> float:
        """The level's noise on a value (none at normal)."""
        return self.rng.gauss(0.0, self.noise) if self.noise else 0.0

    def choose(self, observation: dict, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        phase = observation["phase"]
        if phase == "bids":
            return self.bid(observation, legal)
        if (maxed := self.maxed_harvest(observation, legal)) is not None:
            return maxed
        if phase == "plant":
            return self.plant(observation, legal)
        if phase == "trade":
            return self.trade(observation, legal)
        return self.plant_received(observation, legal)

    # -- planting -------------------------------------------------------------------------
    def maxed_harvest(self, observation: dict, legal: list[Action]) -> Action | None:
        """A field at its beanometer's top gains nothing more: harvest it."""
        seat = observation["seat"]
        for a in legal:
            if isinstance(a, Harvest):
                bean, count = observation["fields"][seat][a.field]
                if next_step(bean, count) is None:
                    return a
        return None

    def best_field(self, observation: dict, plants: list[Action], bean: str) -> Action:
        fields = observation["fields"][observation["seat"]]
        return max(plants, key=lambda a: (fields[a.field] is not None
                                          and fields[a.field][0] == bean, -a.field))

    def forced(self, observation: dict, legal: list[Action]) -> Action:
        """No field takes the card: buy the third field if it pays, else harvest the field
        that loses least by it (the most coins on a tie)."""
        buy = next((a for a in legal if isinstance(a, BuyField)), None)
        if buy is not None and self.third_field_pays(observation):
            return buy
        fields = observation["fields"][observation["seat"]]
        harvests = [a for a in legal if isinstance(a, Harvest)]

        def loss(a: Harvest) -> tuple[float, int]:
            bean, count = fields[a.field]
            return harvest_loss(bean, count), -coins(bean, count)

        return min(harvests, key=loss) if harvests else legal[0]

    @staticmethod
    def third_field_pays(observation: dict) -> bool:
        """The minimum AI's rule (§7): while a cycle and a half of the deck is left."""
        return observation["exhausted"] == 0 or (
            observation["exhausted"] == 1 and observation["draw_pile"] > 40)

    def plant(self, observation: dict, legal: list[Action]) -> Action:
        seat = observation["seat"]
        plants = [a for a in legal if isinstance(a, Plant)]
        stop = next((a for a in legal if isinstance(a, StopPlanting)), None)
        buy = next((a for a in legal if isinstance(a, BuyField)), None)
        if buy is not None and self.third_field_pays(observation) and stop is None:
            return buy
        if stop is None:  # the front card must go in
            bean = hand_beans(observation)[0]
            return self.best_field(observation, plants, bean) if plants else \
                self.forced(observation, legal)
        hand = hand_beans(observation)
        if not plants or not hand:
            return stop
        bean = hand[0]
        fields = fields_of(observation, seat)
        grows = any(f is not None and f[0] == bean for f in fields)
        crowds = bool(poison(fields, hand[1:]))  # the rest after it
        if grows or (self.value(observation, seat, bean) > 0 and not crowds):
            return self.best_field(observation, plants, bean)
        return stop

    def plant_received(self, observation: dict, legal: list[Action]) -> Action:
        plants = [a for a in legal if isinstance(a, PlantReceived)]
        if not plants:
            return self.forced(observation, legal)
        seat = observation["seat"]
        fields = observation["fields"][seat]
        # a card that grows its own field first, then one that starts a field
        return max(plants, key=lambda a: (fields[a.field] is not None, -a.field))

    # -- trading as the active player -------------------------------------------------------
    def trade(self, observation: dict, legal: list[Action]) -> Action:
        seat = observation["seat"]
        accepts = [a for a in legal if isinstance(a, Accept)]
        best, best_gain = None, self.margin
        for a in accepts:
            gain = self.trade_gain(observation, a)
            if gain > best_gain:
                best, best_gain = a, gain
        if best is not None:
            return best
        market = [b for b in observation["market"] if b is not None]
        unwanted = tuple(i for i, b in enumerate(observation["market"]) if b is not None
                         and self.value(observation, seat, b) <= 0)
        asks = [a for a in legal if isinstance(a, Ask)]
        fresh = observation["asks_left"]
        if unwanted and fresh >= 3:  # once: who gives me a bean I grow for these?
            fields = fields_of(observation, seat)
            wants = [a for a in asks if a.wanted and a.give_slots]
            if wants:
                return max(wants, key=lambda a: self.value(observation, seat, a.wanted[0])
                           + 0.01 * sum(f[1] for f in fields if f and f[0] == a.wanted[0]))
            plain = [a for a in asks if a.give_slots and not a.wanted]
            if plain:
                return plain[0]
        bad = self.hand_poison(observation)
        if bad and fresh >= 2:  # once: take this poison off me
            offer = [a for a in asks if a.give_cards and PACK.code(a.give_cards[0]) in bad]
            if offer:
                return offer[0]
        if market:
            keep = next((a for a in legal if isinstance(a, Keep)), None)
            if keep is not None:
                return keep
        return next(a for a in legal if isinstance(a, Done))

    def hand_poison(self, observation: dict) -> set[str]:
        """The codes of the hand's cards that will force a bad harvest soon."""
        seat = observation["seat"]
        bad = poison(fields_of(observation, seat), hand_beans(observation))
        return {observation["hand"][i] for i in bad}

    def trade_gain(self, observation: dict, accept: Accept) -> float:
        """What a bid is worth to the active player: the market cards left are his to
        plant at the end anyway, so a bid is judged by his planting with and without it
        (the beans it brings in, the market cards it takes off him), less the worth of
        the hand cards it takes."""
        seat = observation["seat"]
        bid = observation["bids"][str(accept.bidder)]
        fields = fields_of(observation, seat)
        market = observation["market"]
        before = [b for b in market if b is not None]
        after = [b for i, b in enumerate(market) if b is not None and i not in bid["slots"]]
        gain = planting_value(fields, after + list(bid["give"])) - planting_value(fields, before)
        bad = self.hand_poison(observation)
        gain += sum(RELIEF if PACK.code(c) in bad else
                    -max(0.0, self.value(observation, seat, bean_of(c))) for c in accept.cards)
        return gain + self.shake()

    # -- bidding as another seat ---------------------------------------------------------------
    def bid(self, observation: dict, legal: list[Action]) -> Action:
        seat = observation["seat"]
        bad = self.hand_poison(observation)
        best, best_gain = None, 0.0
        for a in legal:
            if not isinstance(a, Bid):
                continue
            gain = sum(self.value(observation, seat, observation["market"][i])
                       for i in a.slots)
            gain += sum(self.value(observation, seat, bean) for bean in a.beans)
            # giving poison away is a relief; anything else costs its worth
            gain += sum(RELIEF if PACK.code(card) in bad else
                        -max(0.0, self.value(observation, seat, bean_of(card)))
                        for card in a.give)
            if (a.slots or a.beans) and gain < (WANT if a.give else 0.0):
                continue  # a trade must be worth it; a gift only of use
            if gain > best_gain:
                best, best_gain = a, gain
        return best or next(a for a in legal if isinstance(a, NoBid))


LEVELS = ("easy", "normal", "hard")


def make_agent(level: str, seed: int):
    from game.games.bohnanza.hard import HardTrader  # it builds on BeanTrader

    return agent_for({"easy": lambda s: BeanTrader(s, noise=1.0, margin=0.0),
                      "normal": lambda s: BeanTrader(s),
                      "hard": HardTrader}, level, seed)
