"""Kingsburg's computer players (rules sheet §10 "Minimum AI", C1-C9). Every choice is a
policy on the values of `values.py` (goods toward the next buildings, soldiers toward
this winter's battle, points, "+2" tokens, the Envoy):

- influence: each advisor's reward is worth what it adds to my position (the goods
  chosen best, soldiers, points, a token, a look at the enemy); a placement is worth
  its advisor's reward, less the "+2" token or the Envoy it spends, plus (discounted:
  the others may take them first) the best rewards my other dice can still reach, so
  all dice are used well; the loop asks again after each placement, which re-evaluates;
  the Envoy goes on a taken advisor only when that beats the best free one by more
  than what the Envoy is worth kept; pass when nothing is worth anything;
- rerolls: the Statue or the Chapel when the dice after it reach better advisors, on
  average, than the dice now;
- every goods choice (a reward, the aid, a victory, the Alchemist, a loss) and the
  Town Hall: the store worth most after it;
- build: the building whose worth plus what the goods left will still build beats
  keeping the goods (a second one with the Envoy only when that also beats keeping the
  Envoy); the building lost in battle: the one worth least;
- recruit: up to what the enemy's expected strength needs + 1 (the card seen: a sure
  win), as many as pay for themselves in the battle's expected result.

Easy shakes every value hard (NOISE points), looks at one placement at a time (not at
what its other dice can still reach) and recruits by the sheet's rule alone (what the
expected strength needs + 1, whatever it costs), paying any goods that fit; hard
(`hard.py`) searches the influence loop.

Measured (`python -m game.bench kingsburg-strength`, 300 games a row): see hard.py's
docstring for the numbers."""

from __future__ import annotations

import math
from itertools import combinations
from typing import Any

from game.core.agents import agent_for
from game.core.protocol import Action
from game.core.rng import GameRng
from game.games.kingsburg.actions import (
    Build,
    Influence,
    KeepDice,
    Pass,
    Recruit,
    Reroll,
)
from game.games.kingsburg.advisors import ADVISORS, goods_options
from game.games.kingsburg.buildings import BUILDINGS, GRID, defence, has_effect
from game.games.kingsburg.goods import GOODS
from game.games.kingsburg.values import (
    ENVOY,
    LEFTOVER_LAST,
    PEEK,
    PLUS2,
    SIDES,
    battle_ev,
    battle_value,
    build_steps,
    cost_of,
    enemies_ahead,
    expected_strength,
    horizon,
    store_value,
    utility,
)

LEVELS = ("easy", "normal", "hard")
LATER = 0.6  # a later placement's worth counts this much (the others may get there first)
COLOURED = 3
GOOD_PRICE = 0.7  # a good's worth when soldiers are bought with it later this year
PASS_BELOW = -0.05  # a placement worth less than this is not made
NOISE = 1.5  # the easy level's noise on every value, in points


def counts(goods: tuple[str, ...]) -> dict[str, int]:
    out = {g: 0 for g in GOODS}
    for g in goods:
        out[g] += 1
    return out


class Me:
    """The observing seat's position, read once a decision."""

    __slots__ = ("seat", "goods", "rows", "soldiers", "plus2", "vp", "builds", "hz", "foes",
                 "price", "battle", "peeked", "envoy_keep", "year", "phase")

    def __init__(self, obs: dict) -> None:
        s = self.seat = obs["seat"]
        self.goods = dict(obs["goods"][s])
        self.rows = list(obs["rows"][s])
        self.soldiers, self.plus2, self.vp = obs["soldiers"][s], obs["plus2"][s], obs["vp"][s]
        self.builds = build_steps(obs)
        self.hz = horizon(obs)
        self.year, self.phase = obs["year"], obs["phase"]
        self.battle = obs["phase"] != "winter"
        self.foes = enemies_ahead(obs) if self.battle else []
        self.peeked = bool(obs.get("peek"))
        good = GOOD_PRICE if self.builds > 0 else LEFTOVER_LAST + 0.1
        self.price = (1 if has_effect(self.rows, "barracks") else 2) * good
        self.envoy_keep = envoy_keep(obs) if obs["envoy"] == s else 0.0

    def store(self, goods: dict[str, int], rows: list[int] | None = None,
              builds: int | None = None) -> float:
        return store_value(goods, rows if rows is not None else self.rows,
                           self.builds if builds is None else builds, self.hz)

    def worth(self, goods: dict[str, int], soldiers: int, plus2: int) -> float:
        """My position's worth without the points on the track."""
        value = self.store(goods) + PLUS2 * plus2
        if self.battle:
            value += battle_value(soldiers, self.rows, goods, self.foes, self.hz, self.price)
        return value


def envoy_keep(obs: dict) -> float:
    """The Envoy kept: an extra building in a later season before it goes back (the
    next phase 5), if there is one."""
    phase, step, year = obs["phase"], obs["step"], obs["year"]
    last = phase == "summer" or (year == 5 and phase == "autumn")
    if last and step != "influence":
        return 0.0
    if last:
        return 0.5 * ENVOY  # this season's extra building is still open
    return ENVOY


class Steward:
    """One level of the computer player: `noise` on values, `lookahead` over the other
    dice, `planned` soldiers (the battle's expected result) or the sheet's rule alone."""

    def __init__(self, seed: int, noise: float = 0.0, lookahead: bool = True,
                 planned: bool = True) -> None:
        self.rng = GameRng(seed)
        self.noise, self.lookahead, self.planned = noise, lookahead, planned

    def shake(self) -> float:
        return self.rng.gauss(0.0, self.noise) if self.noise else 0.0

    # -- dispatch ----------------------------------------------------------------------------
    def choose(self, obs: dict, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        return max(self.ranked(obs, legal), key=lambda r: r[0])[1]

    def ranked(self, obs: dict, legal: list[Action]) -> list[tuple[float, Action]]:
        """Every legal action with its worth (the choice: the highest, first on ties)."""
        first = legal[0]
        me = Me(obs)
        ask = obs.get("ask")
        if ask is not None and ask["seat"] == me.seat:
            if ask["kind"] == "building":
                return [(-self.lost_building(me, a.row), a) for a in legal]
            if ask["kind"] == "town_hall":
                return [(self.town_hall(me, a.pay), a) for a in legal]
            if ask["kind"] == "alchemist":
                return [(self.exchange(me, a.goods[0]), a) for a in legal]
            sign = -1 if ask["kind"] == "lose" else 1
            return [(self.goods_choice(me, a.goods, sign), a) for a in legal]
        if isinstance(first, Reroll | KeepDice):
            return self.rerolls(obs, me, legal)
        if isinstance(first, Influence) or obs["step"] == "influence":
            return self.placements(obs, me, legal)
        if isinstance(first, Build) or obs["step"] == "build":
            return self.builds(obs, me, legal)
        if isinstance(first, Recruit):
            return self.recruits(obs, me, legal)
        return [(0.0, a) for a in legal]

    # -- goods ---------------------------------------------------------------------------
    def goods_choice(self, me: Me, goods: tuple[str, ...], sign: int) -> float:
        after = dict(me.goods)
        for g in goods:
            after[g] += sign
        return me.store(after) + self.shake()

    def exchange(self, me: Me, good: str) -> float:
        after = {g: n + (-1 if g == good else 1) for g, n in me.goods.items()}
        return me.store(after) + self.shake()

    def town_hall(self, me: Me, pay: str) -> float:
        if pay == "":
            return me.store(me.goods)
        if pay == "plus2":
            keep = PLUS2 if me.builds > 0 else 0.1
            return me.store(me.goods) + 1 - keep - 0.01
        after = dict(me.goods)
        after[pay] -= 1
        return me.store(after) + 1

    def lost_building(self, me: Me, row: int) -> float:
        b = GRID[row][me.rows[row] - 1]
        return utility(b.key, *me.hz) + self.shake()

    # -- rerolls -------------------------------------------------------------------------
    def rerolls(self, obs: dict, me: Me, legal: list[Action]) -> list[tuple[float, Action]]:
        dice = obs["dice"][me.seat]
        table = self.advisor_table(obs, me, free_only=True)
        now = self.dice_plan(table, dice, obs, me)
        out = []
        for a in legal:
            if isinstance(a, KeepDice):
                out.append((now, a))
                continue
            coloured, white = dice[:COLOURED], dice[COLOURED:]
            if a.building == "statue":
                outcomes = [(coloured[:2] + [v], 1) for v in range(1, SIDES + 1)]
            else:
                outcomes = [(list(c), w) for c, w in CHAPEL_OUTCOMES]
            total = sum(w * self.dice_plan(table, c + white, obs, me) for c, w in outcomes)
            out.append((total / sum(w for _, w in outcomes) - 0.05, a))
        return out

    def dice_plan(self, table: dict[int, float], dice: list[int], obs: dict, me: Me) -> float:
        s = me.seat
        plus2 = obs["plus2"][s] > 0
        market = has_effect(me.rows, "market")
        coloured = tuple(sorted(dice[:COLOURED]))
        white = tuple(sorted(dice[COLOURED:]))
        if not self.lookahead:
            return max([v for v in table.values() if v > 0], default=0.0)
        return self.plan_of(table).best(coloured, white, frozenset(), plus2, market)

    def plan_of(self, table: dict[int, float]) -> DicePlan:
        return DicePlan(table)

    # -- influence -----------------------------------------------------------------------
    def advisor_table(self, obs: dict, me: Me, free_only: bool = False) -> dict[int, float]:
        """What each advisor's reward adds to my position (free ones, and taken ones when
        I hold the Envoy)."""
        taken = {int(a) for a in obs["advisors"]} if not free_only else set()
        base = me.worth(me.goods, me.soldiers, me.plus2)
        table = {}
        for number, adv in ADVISORS.items():
            if number in taken and obs["envoy"] != me.seat:
                continue
            table[number] = self.reward_gain(me, adv, base) + self.shake()
        return table

    def reward_gain(self, me: Me, adv: Any, base: float) -> float:
        goods = dict(me.goods)
        for g, n in adv.goods.items():
            goods[g] += n
        soldiers = me.soldiers + adv.soldiers
        if adv.number in (5, 10, 18) and has_effect(me.rows, "stable"):
            soldiers += 1
        plus2 = me.plus2 + adv.plus2
        extra = adv.vp - adv.pay_vp
        if adv.peek and me.battle and not me.peeked:
            extra += PEEK
        options = goods_options(adv)
        if adv.exchange:
            options = [()]
            best = me.worth(goods, soldiers, plus2)
            for g in GOODS:
                if goods[g] > 0:
                    after = {k: n + (-1 if k == g else 1) for k, n in goods.items()}
                    best = max(best, me.worth(after, soldiers, plus2))
            return best + extra - base
        if not options:
            return me.worth(goods, soldiers, plus2) + extra - base
        best = -math.inf
        for option in options:
            after = dict(goods)
            for g in option:
                after[g] += 1
            best = max(best, me.worth(after, soldiers, plus2))
        return best + extra - base

    def placements(self, obs: dict, me: Me, legal: list[Action]) -> list[tuple[float, Action]]:
        s = me.seat
        dice, used = obs["dice"][s], obs["used"][s]
        table = self.advisor_table(obs, me)
        taken = frozenset(int(a) for a in obs["advisors"])
        later = DicePlan({a: v for a, v in table.items() if a not in taken})
        plus2_left = obs["plus2"][s] > 0 and not obs["plus2_used"][s]
        market_left = has_effect(me.rows, "market") and not obs["market_used"][s]
        token = PLUS2 if me.builds > 0 else 0.1
        out = []
        for a in legal:
            if isinstance(a, Pass):
                out.append((PASS_BELOW, a))
                continue
            value = table.get(a.advisor, 0.0)
            if a.plus2:
                value -= token
            if a.envoy:
                value -= me.envoy_keep
            if self.lookahead:
                rest = [i for i in range(len(dice)) if not used[i] and i not in a.dice]
                coloured = tuple(sorted(dice[i] for i in rest if i < COLOURED))
                white = tuple(sorted(dice[i] for i in rest if i >= COLOURED))
                value += LATER * later.best(coloured, white, frozenset({a.advisor}),
                                            plus2_left and not a.plus2,
                                            market_left and not a.market)
            out.append((value, a))
        return out

    # -- build ---------------------------------------------------------------------------
    def builds(self, obs: dict, me: Me, legal: list[Action]) -> list[tuple[float, Action]]:
        keep = me.store(me.goods)
        # a second building this build step is the Envoy's: it spends the Envoy
        second = obs["builds"] == 1 and obs["envoy"] == me.seat
        spend = me.envoy_keep if second else 0.0
        out = []
        for a in legal:
            if isinstance(a, Pass):
                out.append((keep, a))
                continue
            b = BUILDINGS[a.building]
            after = dict(me.goods)
            for g, n in cost_of(b, me.rows).items():
                after[g] -= n
            rows = list(me.rows)
            rows[b.row] += 1
            value = utility(b.key, *me.hz) + me.store(after, rows) - spend + self.shake()
            out.append((value, a))
        return out

    # -- recruit -------------------------------------------------------------------------
    def recruits(self, obs: dict, me: Me, legal: list[Action]) -> list[tuple[float, Action]]:
        each = 1 if has_effect(me.rows, "barracks") else 2
        cap = self.wanted(obs, me)
        out = []
        if not self.planned:  # the sheet's rule: the first payment for what it needs
            for a in legal:
                men = (a.gold + a.wood + a.stone) // each
                out.append((-abs(min(cap, self.most(me, each)) - men) + self.shake(), a))
            return out
        for a in legal:
            men = (a.gold + a.wood + a.stone) // each
            if men > cap:
                out.append((-1e9, a))
                continue
            after = {"gold": me.goods["gold"] - a.gold, "wood": me.goods["wood"] - a.wood,
                     "stone": me.goods["stone"] - a.stone}
            value = me.store(after) + battle_ev(me.soldiers + men, me.rows, after, me.foes,
                                                me.hz) + self.shake()
            out.append((value, a))
        return out

    @staticmethod
    def most(me: Me, each: int) -> int:
        return sum(me.goods.values()) // each

    def wanted(self, obs: dict, me: Me) -> int:
        """Soldiers worth recruiting at most: what the expected strength needs + 1 (the
        card seen: a sure win, the King's die at 1)."""
        if not me.foes:
            return 0
        if me.peeked:
            e = me.foes[0]
            need = e.strength - defence(me.rows, e.type) - me.soldiers
            if has_effect(me.rows, "stone_wall"):
                need -= 1
            return max(0, need)
        d = sum(defence(me.rows, e.type) for e in me.foes) / len(me.foes)
        return max(0, math.ceil(expected_strength(obs) + 1 - 3.5 - d - me.soldiers))


# -- a plan of my other dice ---------------------------------------------------------------


def _chapel_outcomes() -> list[tuple[tuple[int, ...], int]]:
    seen: dict[tuple[int, ...], int] = {}
    for a in range(1, SIDES + 1):
        for b in range(1, SIDES + 1):
            for c in range(1, SIDES + 1):
                key = tuple(sorted((a, b, c)))
                seen[key] = seen.get(key, 0) + 1
    return sorted(seen.items())


CHAPEL_OUTCOMES = _chapel_outcomes()


class DicePlan:
    """The best worth my free dice can still reach with the advisors' worths `table`,
    one group after another, each later one at LATER (ignoring what the others take)."""

    def __init__(self, table: dict[int, float]) -> None:
        self.values = {a: v for a, v in table.items() if v > 0}
        self.memo: dict[tuple, float] = {}

    def best(self, coloured: tuple[int, ...], white: tuple[int, ...], mine: frozenset,
             plus2: bool, market: bool) -> float:
        if not coloured or not self.values:
            return 0.0
        key = (coloured, white, mine, plus2, market)
        found = self.memo.get(key)
        if found is not None:
            return found
        values = self.values
        best = 0.0
        n_c, n_w = len(coloured), len(white)
        seen = set()
        for size_c in range(1, n_c + 1):
            for cs in combinations(range(n_c), size_c):
                for size_w in range(0, n_w + 1):
                    for ws in combinations(range(n_w), size_w):
                        group = (tuple(coloured[i] for i in cs), tuple(white[i] for i in ws))
                        if group in seen:
                            continue
                        seen.add(group)
                        total = sum(group[0]) + sum(group[1])
                        rest = None
                        for p in (False, True) if plus2 else (False,):
                            for m in (0, -1, 1) if market else (0,):
                                target = total + (2 if p else 0) + m
                                v = values.get(target)
                                if v is None or target in mine:
                                    continue
                                if p:
                                    v -= PLUS2
                                if v <= 0:
                                    continue
                                if rest is None:
                                    rest = (tuple(x for i, x in enumerate(coloured)
                                                  if i not in cs),
                                            tuple(x for i, x in enumerate(white)
                                                  if i not in ws))
                                v += LATER * self.best(rest[0], rest[1], mine | {target},
                                                       plus2 and not p, market and not m)
                                if v > best:
                                    best = v
        self.memo[key] = best
        return best


def make_agent(level: str, seed: int):
    from game.games.kingsburg.hard import HardSteward  # it builds on Steward

    return agent_for({"easy": lambda s: Steward(s, noise=NOISE, lookahead=False,
                                                planned=False),
                      "normal": lambda s: Steward(s),
                      "hard": HardSteward}, level, seed)


__all__ = ["LEVELS", "DicePlan", "Steward", "make_agent"]
