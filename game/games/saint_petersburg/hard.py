"""Saint Petersburg's hard computer player: a search over the stacks' unknown order.

- Candidates: the normal player's few best actions by its values (`ai.Merchant.ranked`,
  its own choice first) and always Pass (or, for a card an Observatory drew, Discard)
  where it is legal: passing lets the others spend first. Every decision of the loop is
  searched: buy, take, play, each trading target, the Observatory and its drawn card.
  The Pub is the normal player's rule, not searched.
- Worlds: the core search (`game.core.search.SearchAgent`, through `decide`) draws them
  from what the seat knows (`state.determinize`: the stacks dealt again, another's
  Observatory card drawn again, hidden rubles anywhere in their band); each becomes a
  `Sim`, a compact copy of the rules on card ids (rows, stacks, displays, hands, rubles,
  points, tokens, the phase loop, income, the Pub, the round's end, the last round, the
  final score) that plays every seat by the normal player's values (`Sim.act`: ai.py's
  choice move for move, but it never uses an Observatory) ~20 times faster than the
  model with the normal player: a whole game in 2-3 ms.
- Roll-outs: every candidate is played to the game's end in the same worlds; a world's
  worth is my final score less the best of the others'. The candidate with the best sum
  is chosen (the normal choice on a tie).
- Budget: TIME_BUDGET seconds or MAX_WORLDS worlds a decision, whichever comes first;
  the core drops a world still being played at the budget.

What counted (strength bench, hard among normal players, the seat rotated; against the
normal player before it counted hand cards at −5): roll-outs to a round's end judged by
an estimate (points, variety, the display's income over the rounds left, rubles at a
third of a point) won 0.67 at 2 players and 0.44 at 4 (100 games); played to the
game's end instead, 0.98 and 0.97 (60 games). 16 worlds a decision instead of 40: 0.98
and 0.93, with smaller score margins.

Measured (300 games a row; the numbers of `strength(300, 2)` and `time_levels(10)` in
`bench.py`, `python -m game.bench saint_petersburg-strength` / `-ai-time`): hard among
normal wins 0.970 ± 0.010 at 2 players (fair 0.5; 47.6 se above; 289 points a game
against 144) and 0.887 ± 0.018 at 4 (fair 0.25; 34.7 se; 115 against 73). Its
decisions take p50 200 ms, p95 200 ms, max 204 ms (27-38 worlds p50).
"""

from __future__ import annotations

import math
import time
from typing import Any

from game.core.protocol import Action
from game.core.search import OutOfTime, SearchAgent, SearchGame
from game.games.saint_petersburg.actions import (
    Buy,
    Discard,
    Observe,
    Pass,
    Play,
    PubPoints,
    Take,
)
from game.games.saint_petersburg.ai import (
    PUB_RESERVE,
    STRANDED,
    STRANDED_LATE,
    TAKE_MARGIN,
    Merchant,
)
from game.games.saint_petersburg.cards import PACK, STACKS, kind_of
from game.games.saint_petersburg.costs import VILLAGE_WORTH, may_displace
from game.games.saint_petersburg.model import OBSERVED, OVER, PUB
from game.games.saint_petersburg.scoring import (
    HAND_PENALTY,
    PUB_POINTS,
    PUB_PRICE,
    RUBLES_A_POINT,
    VARIETY_CAP,
)
from game.games.saint_petersburg.values import RUBLE_EARLY, RUBLE_LAST, WAREHOUSE_WORTH

TIME_BUDGET = 0.2  # seconds a decision searches
MAX_WORLDS = 40  # worlds a decision samples at most
CANDIDATES = 4  # the normal player's best actions searched (Pass comes on top)
CHECK_EVERY = 16  # roll-out moves between looks at the clock
ROWS = 8  # cards in both rows after a refill
HAND_LIMIT, WAREHOUSE_LIMIT = 3, 4
ACTING, DRAWN, PUBBING, ENDED = range(4)  # a Sim's step
WORKER, BUILDING, ARISTOCRAT, TRADING_PHASE = range(4)  # STACKS' order, the phases'

# -- every card's data, by id ---------------------------------------------------------------
_KINDS = [kind_of(c) for c in range(len(PACK))]
_NAMES = {key: i for i, key in enumerate(sorted({k.key for k in _KINDS}))}
COLOUR = [STACKS.index(k.colour) for k in _KINDS]  # the phase that pays it
COST = [k.cost for k in _KINDS]
RUBLES = [k.rubles for k in _KINDS]
POINTS = [k.points for k in _KINDS]
TRADING = [k.trading for k in _KINDS]
SYMBOL = [k.symbol for k in _KINDS]
EFFECT = [k.effect for k in _KINDS]
NAME = [_NAMES[k.key] for k in _KINDS]
DISPLACED = [VILLAGE_WORTH if k.effect == "village" else k.cost for k in _KINDS]


def triangle(n: int) -> int:
    """The variety points of n distinct aristocrats (at most VARIETY_CAP count)."""
    n = min(n, VARIETY_CAP)
    return n * (n + 1) // 2


class Profile:
    """What a display pays each phase and what it cheapens: worked out once each time
    the display changes (scoring.phase_income, costs.price, the hand limit)."""

    __slots__ = ("rubles", "points", "names", "workers", "aristocrats", "carpenter",
                 "smelter", "limit", "pubs", "mariinskij", "tax_man", "variety", "income")

    def __init__(self, cards: list[int]) -> None:
        rubles, points, counts = [0, 0, 0], [0, 0, 0], [0, 0, 0]
        names: dict[int, int] = {}
        effects: dict[str, int] = {}
        aristocrats = set()
        for c in cards:
            names[NAME[c]] = names.get(NAME[c], 0) + 1
            colour = COLOUR[c]
            counts[colour] += 1
            rubles[colour] += RUBLES[c]
            points[colour] += POINTS[c]
            if EFFECT[c]:
                effects[EFFECT[c]] = effects.get(EFFECT[c], 0) + 1
            if colour == ARISTOCRAT:
                aristocrats.add(NAME[c])
        self.workers, self.aristocrats = counts[WORKER], counts[ARISTOCRAT]
        self.mariinskij = effects.get("mariinskij", 0)
        self.tax_man = effects.get("tax_man", 0)
        rubles[BUILDING] += self.mariinskij * self.aristocrats
        rubles[ARISTOCRAT] += self.tax_man * self.workers
        self.rubles, self.points, self.names = rubles, points, names
        self.carpenter = "carpenter" in effects
        self.smelter = "smelter" in effects
        self.limit = WAREHOUSE_LIMIT if "warehouse" in effects else HAND_LIMIT
        self.pubs = effects.get("pub", 0)
        self.variety = len(aristocrats)
        self.income = sum(rubles)  # rubles a whole round


class Sim:
    """A world for roll-outs: the model's rules, compact (cards as ids, each display's
    `Profile`), playing every seat by the normal player's values (`act`). Made from a
    state (`of`), it takes the model's actions too (`apply`: a candidate)."""

    __slots__ = ("n", "stacks", "upper", "lower", "displays", "profiles", "hands",
                 "rubles", "points", "tokens", "round", "phase", "last", "refilled",
                 "step", "turn", "passes", "used", "drawn", "asking", "pub_bought")

    @classmethod
    def of(cls, state: Any) -> Sim:
        sim = object.__new__(cls)
        sim.n = state.players
        sim.stacks = [list(state.stacks[s]) for s in STACKS]
        sim.upper, sim.lower = list(state.upper), list(state.lower)
        sim.displays = [list(d) for d in state.displays]
        sim.profiles = [Profile(d) for d in sim.displays]
        sim.hands = [list(h) for h in state.hands]
        sim.rubles, sim.points = list(state.rubles), list(state.points)
        sim.tokens = [state.tokens[s] for s in STACKS]
        sim.round, sim.phase = state.round, STACKS.index(state.phase)
        sim.last = state.last_round
        sim.refilled = [state.refilled.get(s, ROWS) for s in STACKS]
        sim.step = {OBSERVED: DRAWN, PUB: PUBBING, OVER: ENDED}.get(state.step, ACTING)
        sim.turn, sim.passes = state.turn, state.passes
        sim.used = list(state.used)
        sim.drawn = state.drawn
        sim.asking = list(state.asking) if sim.step == PUBBING else []
        sim.pub_bought = dict(state.pub_bought)
        return sim

    def clone(self) -> Sim:
        sim = object.__new__(Sim)
        sim.n = self.n
        sim.stacks = [list(s) for s in self.stacks]
        sim.upper, sim.lower = list(self.upper), list(self.lower)
        sim.displays = [list(d) for d in self.displays]
        sim.profiles = list(self.profiles)  # a Profile is never changed, only replaced
        sim.hands = [list(h) for h in self.hands]
        sim.rubles, sim.points = list(self.rubles), list(self.points)
        sim.tokens = list(self.tokens)
        sim.round, sim.phase, sim.last = self.round, self.phase, self.last
        sim.refilled = list(self.refilled)
        sim.step, sim.turn, sim.passes = self.step, self.turn, self.passes
        sim.used = list(self.used)
        sim.drawn = self.drawn
        sim.asking = list(self.asking)
        sim.pub_bought = dict(self.pub_bought)
        return sim

    # -- the rules (model.py's) -----------------------------------------------------------
    def price(self, seat: int, card: int, lower: bool, target: int | None) -> int:
        """costs.price (C5)."""
        prof = self.profiles[seat]
        cost = COST[card] - lower - prof.names.get(NAME[card], 0)
        colour = COLOUR[card]
        if (colour == BUILDING and prof.carpenter) or (colour == ARISTOCRAT and prof.smelter):
            cost -= 1
        if target is not None:
            cost -= DISPLACED[target]
        return cost if cost > 1 else 1

    def targets(self, seat: int, card: int) -> list[int]:
        """The cards trading card `card` may displace (C6)."""
        colour, symbol = COLOUR[card], SYMBOL[card]
        return [t for t in self.displays[seat]
                if COLOUR[t] == colour and not TRADING[t] and t not in self.used
                and (colour != WORKER or "any" in (symbol, SYMBOL[t]) or SYMBOL[t] == symbol)]

    def lay_out(self, seat: int, card: int, target: int | None, cost: int) -> None:
        self.rubles[seat] -= cost
        display = self.displays[seat]
        if target is not None:
            display.remove(target)
        display.append(card)
        self.profiles[seat] = Profile(display)

    def apply(self, action: Action) -> None:
        """A model action (a candidate of the search) in this world."""
        seat = action.seat
        if isinstance(action, PubPoints):
            self.pub(seat, action.points)
            return
        if isinstance(action, Pass):
            self.passes += 1
            self.next_turn()
            return
        if isinstance(action, Observe):
            used = next(c for c in self.displays[seat]
                        if EFFECT[c] == "observatory" and c not in self.used)
            self.used.append(used)
            self.drawn = self.stacks[STACKS.index(action.stack)].pop()
            self.step = DRAWN
            return
        card, lower = action.card, False
        if self.step == DRAWN:
            self.drawn, self.step = None, ACTING
        elif isinstance(action, Play):
            self.hands[seat].remove(card)
        elif isinstance(action, Buy | Take):
            lower = card in self.lower
            (self.lower if lower else self.upper).remove(card)
        if isinstance(action, Take):
            self.hands[seat].append(card)
        elif isinstance(action, Buy | Play):
            target = action.displaces[0] if action.displaces else None
            self.lay_out(seat, card, target, self.price(seat, card, lower, target))
        self.passes = 0  # a Discard too: only a pass counts towards the phase's end
        self.next_turn()

    def next_turn(self) -> None:
        self.turn = (self.turn + 1) % self.n
        if self.passes >= self.n:
            self.end_phase()

    def end_phase(self) -> None:
        """The phase's income; after the Building phase's, the Pub owners are asked."""
        if self.phase != TRADING_PHASE:
            self.income()
        if self.phase == BUILDING:
            self.asking = [s for s in range(self.n) if self.pub_limit(s) > 0]
            if self.asking:
                self.step = PUBBING
                return
        self.next_phase()

    def income(self) -> None:
        phase = self.phase
        for s in range(self.n):
            prof = self.profiles[s]
            self.rubles[s] += prof.rubles[phase]
            points = prof.points[phase]
            if phase == BUILDING and self.used:  # a used Observatory scores no point
                points -= sum(1 for c in self.displays[s] if c in self.used)
            self.points[s] += points

    def pub_limit(self, seat: int) -> int:
        return min(PUB_POINTS * self.profiles[seat].pubs, self.rubles[seat] // PUB_PRICE)

    def pub(self, seat: int, points: int) -> None:
        """A Pub owner's answer; once all have said, every purchase at once (C8)."""
        self.pub_bought[seat] = points
        self.asking.remove(seat)
        if self.asking:
            return
        for s, k in self.pub_bought.items():
            self.rubles[s] -= PUB_PRICE * k
            self.points[s] += k
        self.pub_bought = {}
        self.next_phase()

    def next_phase(self) -> None:
        """The next phase refilled from its stack; after the Trading phase the round's
        end (or the game's, after the last round)."""
        if self.phase == TRADING_PHASE:
            if self.last:
                self.step = ENDED
                return
            self.lower, self.upper = self.upper, []
            self.tokens = [(t + 1) % self.n for t in self.tokens]
            self.used = []
            self.round += 1
            self.phase = WORKER
        else:
            self.phase += 1
        stack = self.stacks[self.phase]
        drawn = min(len(stack), ROWS - len(self.upper) - len(self.lower))
        for _ in range(drawn):
            self.upper.append(stack.pop())
        self.refilled[self.phase] = drawn
        self.last = self.last or not stack
        self.step, self.passes, self.turn = ACTING, 0, self.tokens[self.phase]

    def scores(self) -> list[int]:
        """Each seat's final score were the game to end now (scoring.final_score)."""
        return [self.points[s] + triangle(self.profiles[s].variety)
                + self.rubles[s] // RUBLES_A_POINT - HAND_PENALTY * len(self.hands[s])
                for s in range(self.n)]

    # -- the normal player's values (values.py's, on ids) -----------------------------------
    def rounds_after(self) -> int:
        """values.rounds_after (C11)."""
        if self.last:
            return 0
        rounds = 1_000
        for i in range(4):
            left = math.ceil(len(self.stacks[i]) / max(1, self.refilled[i])) - (i > self.phase)
            rounds = min(rounds, left)
        return max(0, rounds)

    def gain(self, seat: int, card: int, target: int | None, after: int, rate: float,
             now: bool, spare: int) -> float:
        """values.gain: the income the card adds over the payouts left, the variety it
        adds, its effect's worth."""
        prof = self.profiles[seat]
        colour = COLOUR[card]
        d_rubles, d_points = [0, 0, 0], [0, 0, 0]
        d_rubles[colour] += RUBLES[card]
        d_points[colour] += POINTS[card]
        if target is not None:  # the same colour: the Tax Man's and Mariinskij's counts stay
            d_rubles[colour] -= RUBLES[target]
            d_points[colour] -= POINTS[target]
        elif colour == WORKER:
            d_rubles[ARISTOCRAT] += prof.tax_man
        elif colour == ARISTOCRAT:
            d_rubles[BUILDING] += prof.mariinskij
        effect = EFFECT[card]
        if effect == "mariinskij":
            d_rubles[BUILDING] += prof.aristocrats
        elif effect == "tax_man":
            d_rubles[ARISTOCRAT] += prof.workers
        total = 0.0
        phase = self.phase
        for p in range(3):
            if d_rubles[p] or d_points[p]:
                total += (after + (now and p >= phase)) * (d_rubles[p] * rate + d_points[p])
        if colour == ARISTOCRAT:
            names, variety = prof.names, prof.variety
            new = variety + (names.get(NAME[card], 0) == 0)
            if target is not None and names.get(NAME[target], 0) == 1:
                new -= 1
            total += triangle(new) - triangle(variety)
        if effect in ("carpenter", "smelter"):
            total += after * rate
        elif effect == "warehouse":
            total += WAREHOUSE_WORTH * min(after, 2)
        elif effect == "pub":
            pays = after + (now and phase <= BUILDING)
            total += pays * min(5, max(0, spare) // PUB_PRICE) * max(0.0, 1 - PUB_PRICE * rate)
        elif effect == "village" and after:
            total += 1.0
        return total

    def value(self, seat: int, card: int, target: int | None, lower: bool, after: int,
              rate: float, now: bool = True) -> tuple[float, int]:
        """values.move_value: (the card's gain less its price in points, its price)."""
        cost = self.price(seat, card, lower, target)
        return (self.gain(seat, card, target, after, rate, now, self.rubles[seat] - cost)
                - cost * rate), cost

    def act(self) -> None:
        """The seat to act moves as ai.Merchant would (no noise): the most valuable buy,
        play (a card played no longer costs 5 at the end) or take, in its order, else a
        pass (a drawn card: a discard); at the Pub its rule."""
        if self.step == PUBBING:
            seat = self.asking[0]
            self.pub(seat, self.pub_points(seat))
            return
        seat = self.turn
        after = self.rounds_after()
        rate = RUBLE_LAST if after == 0 else RUBLE_EARLY
        rubles = self.rubles[seat]
        best, move = 0.0, None
        paid: set[int] = set()
        drawn = [self.drawn] if self.step == DRAWN else None
        for source, cards in ((0, drawn or self.upper), (1, () if drawn else self.lower),
                              (2, () if drawn else self.hands[seat])):
            lower = source == 1
            for card in cards:
                for target in (self.targets(seat, card) if TRADING[card] else (None,)):
                    cost = self.price(seat, card, lower, target)
                    if cost > rubles:
                        continue
                    paid.add(card)
                    v = self.gain(seat, card, target, after, rate, True,
                                  rubles - cost) - cost * rate
                    if source == 2:
                        v += HAND_PENALTY
                    if v > best or (move is None and v == best):  # Pass comes last
                        best, move = v, (source, card, target, cost)
        if after and len(self.hands[seat]) < self.profiles[seat].limit:
            floor = TAKE_MARGIN * max(best, 0.5)
            for card in (drawn or self.upper + self.lower):
                if card not in paid:
                    v = self.take_value(seat, card, after, rate, floor)
                    if v > best:
                        best, move = v, (3, card, None, 0)
        if move is None:
            if self.step == DRAWN:
                self.drawn, self.step, self.passes = None, ACTING, 0
            else:
                self.passes += 1
            self.next_turn()
            return
        source, card, target, cost = move
        if self.step == DRAWN:
            self.drawn, self.step = None, ACTING
        elif source == 2:
            self.hands[seat].remove(card)
        elif card in self.upper:
            self.upper.remove(card)
        else:
            self.lower.remove(card)
        if source == 3:
            self.hands[seat].append(card)
        else:
            self.lay_out(seat, card, target, cost)
        self.passes = 0
        self.next_turn()

    def take_value(self, seat: int, card: int, after: int, rate: float,
                   floor: float) -> float:
        """ai.Merchant.take_value: a card it cannot pay now but can next round, worth
        (less the chance it stays in the hand) half again the best move now."""
        if TRADING[card]:
            targets = [t for t in self.displays[seat] if may_displace(_KINDS[card], _KINDS[t])]
            if not targets:
                return -1.0
        else:
            targets = [None]
        worth, cost = max(self.value(seat, card, t, False, after, rate, now=False)
                          for t in targets)
        worth -= HAND_PENALTY * (STRANDED_LATE if after <= 1 else STRANDED)
        if cost > self.rubles[seat] + self.profiles[seat].income or worth <= floor:
            return -1.0
        return worth / TAKE_MARGIN

    def pub_points(self, seat: int) -> int:
        """ai.Merchant.pub: every point in the last round, else what leaves the price of
        the best card in the rows."""
        most = self.pub_limit(seat)
        after = self.rounds_after()
        if after == 0:
            return most
        wanted = [cost for lower, cards in ((False, self.upper), (True, self.lower))
                  for card in cards if not TRADING[card]
                  for v, cost in (self.value(seat, card, None, lower, after, RUBLE_EARLY),)
                  if v > 0]
        reserve = max(wanted, default=PUB_RESERVE)
        return max(0, min(most, (self.rubles[seat] - reserve) // PUB_PRICE))


class HardMerchant(SearchAgent):
    """The core's search over the normal player's best few actions and Pass, each played
    out to the game's end in `Sim` worlds by the normal player's values."""

    level = "hard"

    def __init__(self, seed: int = 0, time_budget: float = TIME_BUDGET,
                 max_worlds: int = MAX_WORLDS, many: int = CANDIDATES,
                 **options: Any) -> None:
        self.planner = Merchant(seed)  # the first guess, and the Pub
        self.many = many
        super().__init__(SearchGame(candidates=self.candidates), seed=seed,
                         time_budget=time_budget, max_worlds=max_worlds, **options)

    def candidates(self, observation: dict, legal: list[Action]) -> list[Action]:
        """The normal player's `many` best actions, its choice first, and Pass (Discard)."""
        if len(legal) == 1:
            return list(legal)
        if observation["step"] == PUB:
            return [self.planner.choose(observation, legal)]
        ranked = self.planner.ranked(observation, legal)
        order = sorted(range(len(ranked)), key=lambda i: (-ranked[i][0], i))
        out = [ranked[i][1] for i in order[:self.many]]
        passing = next((a for a in legal if isinstance(a, Pass | Discard)), None)
        if passing is not None and passing not in out:
            out.append(passing)
        return out

    def choose_in(self, observation: dict, legal: list[Action], worlds) -> Action:
        return super().choose_in(observation, legal, lambda rng: Sim.of(worlds(rng)))

    def play_out(self, world: Sim, seat: int) -> float:
        """`world` to the game's end by the normal values; my score less the best other's."""
        stop_at, clock = self.stop_at, time.perf_counter
        moves = 0
        while world.step != ENDED:
            world.act()
            moves += 1
            if moves % CHECK_EVERY == 0 and clock() >= stop_at:
                raise OutOfTime
        self.rollouts += 1
        scores = world.scores()
        return scores[seat] - max(v for s, v in enumerate(scores) if s != seat)


__all__ = ["HardMerchant", "Sim"]
