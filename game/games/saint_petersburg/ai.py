"""Saint Petersburg's computer players (rules sheet §8, C11). Every choice is a policy on
the card values of `values.py`:

- in a phase's loop: each buy, play from hand and trading target is worth the income it
  adds over the payouts left, the variety it adds and its effect, less its price; a
  card is taken into the hand only when it cannot be paid now, there is money to play it
  next round and it is worth half again the best move now (never in the last round); an
  Observatory looks at the stack whose unseen cards are worth most, when that beats the
  point the Observatory gives up; pass when nothing is worth anything;
- a card the Observatory drew is bought, taken or discarded by the same values;
- at the Pub: every point it can in the last round, else what leaves enough for the best
  card in the rows.

Easy and normal differ by the noise on the values (easy shakes them hard); hard
(`hard.py`) searches over the stacks' unknown order."""

from __future__ import annotations

from collections import Counter

from game.core.agents import agent_for
from game.core.protocol import Action
from game.core.rng import GameRng
from game.games.saint_petersburg.actions import Buy, Discard, Observe, Pass, Play, PubPoints, Take
from game.games.saint_petersburg.cards import KINDS, PACK, kind_of_code
from game.games.saint_petersburg.costs import may_displace, price
from game.games.saint_petersburg.scoring import HAND_PENALTY, PUB_PRICE, phase_income
from game.games.saint_petersburg.values import (
    STACKS,
    display_of,
    move_value,
    rounds_after,
)

TAKE_MARGIN = 1.5  # a card taken must be worth this many times the best move now (§8)
OBSERVATORY_POINT = 1.0  # a used Observatory gives up its point this round
PUB_RESERVE = 12  # rubles kept for the next phase when the rows show nothing better
# the chance a card taken is never played (its −5 at the end): before the last round two
# rounds are left to play it in, one then
STRANDED, STRANDED_LATE = 0.3, 0.8


def code(card: int) -> str:
    return PACK.code(card)


def round_income(obs: dict, seat: int) -> int:
    """The rubles `seat`'s display pays in a whole round."""
    display = display_of(obs, seat)
    return sum(phase_income(display, phase)[0] for phase in STACKS[:3])


def seen_copies(obs: dict) -> Counter:
    """Copies of each kind the seat has seen outside the stacks."""
    codes = obs["upper"] + obs["lower"] + obs["hand"] + [c for d in obs["displays"] for c in d]
    codes += obs.get("gone", [])
    return Counter(kind_of_code(c).key for c in codes)


class Merchant:
    """One level of the computer player: `noise` on every value."""

    def __init__(self, seed: int, noise: float = 0.0) -> None:
        self.rng = GameRng(seed)
        self.noise = noise

    def shake(self) -> float:
        return self.rng.gauss(0.0, self.noise) if self.noise else 0.0

    def choose(self, obs: dict, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        if obs["step"] == "pub_points":
            return self.pub(obs, legal)
        return max(self.ranked(obs, legal), key=lambda pair: pair[0])[1]

    def ranked(self, obs: dict, legal: list[Action]) -> list[tuple[float, Action]]:
        """Every legal action with its value (noise included), in legal order."""
        seat = obs["seat"]
        drawn = obs["step"] == "observed"
        lower = set(obs["lower"])
        values: dict[Action, float] = {}
        for a in legal:
            if isinstance(a, Buy | Play):
                target = code(a.displaces[0]) if a.displaces else None
                values[a] = move_value(code(a.card), obs, seat, target,
                                       lower_row=not drawn and code(a.card) in lower)
                if isinstance(a, Play):
                    values[a] += HAND_PENALTY  # a card played no longer costs 5 at the end
                values[a] += self.shake()
        best_now = max(values.values(), default=0.0)
        paid_now = {a.card for a in values}
        for a in legal:
            if isinstance(a, Take):
                values[a] = self.take_value(obs, a, best_now, a.card in paid_now)
            elif isinstance(a, Observe):
                values[a] = self.observe_value(obs, a.stack) + self.shake()
            elif isinstance(a, Pass | Discard):
                values[a] = 0.0
        return [(values[a], a) for a in legal]

    def take_value(self, obs: dict, a: Take, best_now: float, payable: bool) -> float:
        """Worth taking only if it cannot be paid now, can be next round, and beats the
        best move now by half again (§8); never in the last round (C11)."""
        seat = obs["seat"]
        if payable or rounds_after(obs) == 0:
            return -1.0
        kind = kind_of_code(code(a.card))
        display = display_of(obs, seat)
        # a trading card only over a card it may replace (next round, when Observatories
        # are free again)
        targets = [k for k in display if may_displace(kind, k)] if kind.trading else [None]
        if not targets:
            return -1.0
        rubles = obs["rubles"][seat] or 0
        best = max((move_value(code(a.card), obs, seat, self.code_of(obs, seat, t), now=False),
                    price(kind, display, False, t)) for t in targets)
        worth, cost = best
        worth -= HAND_PENALTY * (STRANDED_LATE if rounds_after(obs) <= 1 else STRANDED)
        if cost > rubles + round_income(obs, seat) or worth <= TAKE_MARGIN * max(best_now, 0.5):
            return -1.0
        return worth / TAKE_MARGIN + self.shake()

    @staticmethod
    def code_of(obs: dict, seat: int, kind) -> str | None:
        if kind is None:
            return None
        return next(c for c in obs["displays"][seat] if kind_of_code(c).key == kind.key)

    def observe_value(self, obs: dict, stack: str) -> float:
        """The mean worth of the best use of a card the stack may hold (its kinds' copies
        not seen elsewhere), less the Observatory's point."""
        seat = obs["seat"]
        seen = seen_copies(obs)
        rubles = obs["rubles"][seat] or 0
        display = display_of(obs, seat)
        total = weight = 0.0
        for kind in KINDS.values():
            left = kind.count - seen[kind.key]
            if kind.stack != stack or left <= 0:
                continue
            sample = f"{kind.key}~0" if kind.count > 1 else kind.key
            best = 0.0
            if not kind.trading and price(kind, display) <= rubles:
                best = max(best, move_value(sample, obs, seat))
            total += left * best
            weight += left
        return (total / weight if weight else 0.0) - OBSERVATORY_POINT

    def pub(self, obs: dict, legal: list[Action]) -> Action:
        """Every point in the last round; else as many as leave the price of the best
        card in the rows (C11)."""
        most = max(a.points for a in legal if isinstance(a, PubPoints))
        seat = obs["seat"]
        if rounds_after(obs) == 0:
            return PubPoints(seat, most)
        rubles = obs["rubles"][seat] or 0
        display = display_of(obs, seat)
        wanted = [price(kind_of_code(c), display, c in obs["lower"])
                  for c in obs["upper"] + obs["lower"]
                  if not kind_of_code(c).trading and move_value(c, obs, seat) > 0]
        reserve = max(wanted, default=PUB_RESERVE)
        points = max(0, min(most, (rubles - reserve) // PUB_PRICE))
        if self.noise:
            points = max(0, min(most, points + round(self.shake())))
        return PubPoints(seat, points)


LEVELS = ("easy", "normal", "hard")


def make_agent(level: str, seed: int):
    from game.games.saint_petersburg.hard import HardMerchant  # it builds on Merchant

    return agent_for({"easy": lambda s: Merchant(s, noise=2.5),
                      "normal": lambda s: Merchant(s),
                      "hard": HardMerchant}, level, seed)
