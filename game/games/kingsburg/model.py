"""Kingsburg's state machine (rules sheet §2-§8, C1-C9 and the second pass): five years of
eight phases. Phase 1 the King's aid, 2 Spring, 3 the King's reward, 4 Summer, 5 the
King's Envoy, 6 Autumn, 7 recruiting, 8 the winter battle; after year V the end.

A productive season: the Merchants' Guild's gold, every player's dice rolled, the Statue
and Chapel rerolls (a decision each: reroll or keep), turn order, the dummy dice (2
players; a 3-player option), the influence loop in turn order (a group of dice on an
advisor, or pass; a seat with no legal sum passes at once), rewards from advisor 1 to 18
(each choice a decision of its player), the build step in turn order (one building, two
with the Envoy), the season's end (Inn, Embassy, the Town Hall's choice).

Every choice the rules ask of one player (goods of his choice, the Alchemist's good, the
aid's good, goods and buildings lost in battle, the Town Hall) waits in `asks`, the first
asked now (`asks`); a choice with one possible answer is made at once. The rules beside
it: `advisors`, `buildings`, `enemies`, `goods`, `dice`, `rerolls`, `turn_order`,
`dummy`, `court` (aid, reward, Envoy), `seasons` (a season's start and end),
`recruiting`, `battle`, `scoring`; what each seat knows `determinize`."""

from __future__ import annotations

from typing import Any

from game.core.actionlog import ActionLog, replay
from game.core.decisions import Decision, Turn
from game.core.determinize import clone_state
from game.core.protocol import Action, Event, IllegalAction
from game.core.rng import GameRng
from game.games.kingsburg import asks
from game.games.kingsburg import determinize as knows
from game.games.kingsburg.actions import (
    CODEC,
    Build,
    ChooseGoods,
    Influence,
    KeepDice,
    LoseBuilding,
    Pass,
    Recruit,
    Reroll,
    TownHall,
)
from game.games.kingsburg.advisors import (
    ADVISORS,
    NUMBERS,
    goods_options,
)
from game.games.kingsburg.battle import resolve
from game.games.kingsburg.buildings import (
    BUILDINGS,
    buildable,
    built,
    count,
    empty_province,
    has_effect,
    param,
    price,
)
from game.games.kingsburg.court import envoy_to, kings_aid, kings_reward
from game.games.kingsburg.dice import COLOURED, DUMMY, group_sum, may_take, placements, roll
from game.games.kingsburg.dummy import dummy_advisor
from game.games.kingsburg.enemies import PACK, YEARS, deal, enemy_of, year_of
from game.games.kingsburg.goods import GOODS, add, choices, empty, take, total
from game.games.kingsburg.recruiting import payments, soldier_price, soldiers_for
from game.games.kingsburg.rerolls import options as reroll_options
from game.games.kingsburg.rerolls import reroll
from game.games.kingsburg.scoring import cathedral_bonus, final_score, winners
from game.games.kingsburg.seasons import (
    PRODUCTIVE,
    guild_gold,
    season_end_gains,
    white_dice,
)
from game.games.kingsburg.turn_order import turn_order

PLAYERS = (2, 3, 4, 5)
# "2p" plays with two dummy sets of dice (§8, C8); "3p-dummy" with one (§8's option)
VARIANTS = ("2p", "3p", "3p-dummy", "4p", "5p")
DUMMY_SETS = {"2p": 2, "3p-dummy": 1}
PHASES = ("aid", "spring", "reward", "summer", "envoy", "autumn", "recruit", "winter")
SEASON_STAGES = ("start", "reroll", "order", "dummy", "influence", "rewards", "build", "end")
# the steps that wait on a seat in turn order; AUTO: the rules run on; OVER: the end
REROLL, INFLUENCE, BUILD, RECRUIT, AUTO, OVER = (
    "reroll", "influence", "build", "recruit", "auto", "over")
TURN_STEPS = (REROLL, INFLUENCE, BUILD, RECRUIT)

MESSAGES = {
    "not_your_turn": "It is not your turn to do that.",
    "not_now": "That cannot be done now.",
    "not_an_option": "That is not one of the choices open to you.",
    "no_reroll": "You may not reroll with that building now.",
    "bad_dice": "Those are not dice of yours you may place.",
    "dice_used": "One of those dice is placed already.",
    "needs_coloured": "A group needs at least one of your coloured dice.",
    "no_plus2": "You have no \"+2\" token.",
    "plus2_used": "You have used a \"+2\" token this season already.",
    "no_market": "Only the Market lets you change a sum by one.",
    "market_used": "You have used the Market this season already.",
    "bad_market": "The Market changes a sum by one at most.",
    "wrong_sum": "Those dice add up to {total}, not {advisor}.",
    "no_such_advisor": "There is no advisor {advisor}.",
    "advisor_taken": "Advisor {advisor} is taken this season.",
    "no_envoy": "You do not hold the King's Envoy.",
    "envoy_needless": "The Envoy is for an advisor someone else holds.",
    "cannot_build": "You may not build that now.",
    "cannot_pay": "You do not have those goods.",
    "not_whole": "Soldiers cost {price} goods each: pay a multiple of {price}.",
}


def refuse(reason: str, **params: Any) -> IllegalAction:
    return IllegalAction(reason, MESSAGES[reason].format(**params), **params)


def players_of(variant: str) -> int:
    if variant not in VARIANTS:
        raise ValueError(f"not a Kingsburg variant: {variant!r}")
    return int(variant[0])


def year_stages() -> list[str]:
    """The stages of one year, in order: each phase, a productive one in its steps."""
    stages: list[str] = []
    for phase in PHASES:
        if phase in PRODUCTIVE:
            stages += [f"{phase}:{step}" for step in SEASON_STAGES]
        else:
            stages.append(phase)
    return stages + ["year_end"]


class KingsburgState:
    pack, codec = PACK, CODEC

    def __init__(self, seed: int, variant: str) -> None:
        self.log = ActionLog(seed, variant)
        self.rng = GameRng(seed)
        self.players = n = players_of(variant)
        self.dummy_sets = DUMMY_SETS.get(variant, 0)
        self.deck, self.box = deal(self.rng)  # the deck's top (this year's enemy) first
        self.revealed: list[int] = []
        self.order = list(range(n))
        self.rng.shuffle(self.order)  # §2: a random first turn order
        self.goods = [empty() for _ in range(n)]
        self.vp = [0] * n
        self.soldiers = [0] * n
        self.plus2 = [0] * n  # "+2" tokens held
        self.rows = [empty_province() for _ in range(n)]  # buildings built in each row
        self.envoy: int | None = None
        self.aid_die: int | None = None  # who rolls the King's white die this Spring
        self.year, self.phase, self.step = 1, PHASES[0], AUTO
        self.stages = year_stages()
        self.turn: int | None = None
        self.cursor = 0  # where the turn-order step has got to, in `order`
        self.builds = 0  # buildings the seat at `cursor` has built this build step
        # the season
        self.dice: list[list[int]] = [[] for _ in range(n)]  # coloured first, then white
        self.used: list[list[bool]] = [[] for _ in range(n)]
        self.plus2_used = [False] * n
        self.market_used = [False] * n
        self.rerolls_used: list[list[str]] = [[] for _ in range(n)]
        self.kept = [False] * n  # done with rerolls this season
        self.passed = [False] * n
        self.occupants: dict[int, list[int]] = {}  # advisor: seats in placement order
        self.dummy_dice: list[list[int]] = []  # each dummy set's dice and its advisor last
        self.paying: list[list[int]] = []  # [advisor, seat] rewards still to pay
        self.asks: list[dict[str, Any]] = []  # choices pending, the first asked now
        self.peeked: list[int] = []  # seats that saw this year's enemy card
        self.king_die: int | None = None  # the last winter's (shown until the next)
        self.battle: list[dict[str, Any]] = []  # the last winter's results, by seat
        self._opening = self.settle()

    # -- who decides ----------------------------------------------------------------------
    def decision(self) -> Decision | None:
        if self.step == OVER:
            return None
        if self.asks:
            return Turn(self.asks[0]["seat"])
        return None if self.turn is None else Turn(self.turn)

    @property
    def to_act(self) -> int | None:
        d = self.decision()
        return None if d is None else d.asked

    def is_terminal(self) -> bool:
        return self.step == OVER

    def opening_events(self) -> list[Event]:
        return list(self._opening)

    # -- what a seat may do ---------------------------------------------------------------
    def placements(self, seat: int) -> list:
        return placements(self.dice[seat], self.used[seat], self.occupants, seat,
                          plus2=self.plus2[seat] > 0 and not self.plus2_used[seat],
                          market=has_effect(self.rows[seat], "market")
                          and not self.market_used[seat],
                          envoy=self.envoy == seat)

    def rerolls(self, seat: int) -> list[str]:
        return reroll_options(self.dice[seat][:COLOURED], self.rows[seat],
                              self.rerolls_used[seat])

    def buildable(self, seat: int) -> list[str]:
        return [b.key for b in buildable(self.rows[seat], self.goods[seat])]

    def may_build(self, seat: int) -> bool:
        """His turn of the build step goes on: a first building, or a second with the
        Envoy."""
        return (self.builds == 0 or (self.builds == 1 and self.envoy == seat)) \
            and bool(self.buildable(seat))

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        if seat is None or self.step == OVER or seat != self.to_act:
            return []
        if self.asks:
            ask = self.asks[0]
            options = asks.options(self, ask)
            if ask["kind"] in asks.GOODS_ASKS:
                return [ChooseGoods(seat, o) for o in options]
            if ask["kind"] == asks.BUILDING:
                return [LoseBuilding(seat, r) for r in options]
            return [TownHall(seat, p) for p in options]
        if self.step == REROLL:
            return [Reroll(seat, b) for b in self.rerolls(seat)] + [KeepDice(seat)]
        if self.step == INFLUENCE:
            return [Influence(seat, p.dice, p.advisor, p.plus2, p.market, p.envoy)
                    for p in self.placements(seat)] + [Pass(seat)]
        if self.step == BUILD:
            return [Build(seat, b) for b in self.buildable(seat)] + [Pass(seat)]
        each = soldier_price(self.rows[seat])
        return [Recruit(seat, *p) for p in payments(self.goods[seat], each)]

    # -- applying -------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        self.codec.check(action, self.players, len(PACK))
        if self.step == OVER:
            raise refuse("not_now")
        if action.seat != self.to_act:
            raise refuse("not_your_turn")
        handler = {Reroll: self._reroll, KeepDice: self._keep, Influence: self._influence,
                   Pass: self._pass, ChooseGoods: self._choose, Build: self._build,
                   TownHall: self._town_hall, Recruit: self._recruit,
                   LoseBuilding: self._lose_building}[type(action)]
        events = handler(action)
        self.log.record(action)
        return events + self.settle()

    def in_step(self, step: str) -> None:
        if self.asks or self.step != step:
            raise refuse("not_now")

    def asked(self, kinds: tuple[str, ...]) -> dict[str, Any]:
        if not self.asks or self.asks[0]["kind"] not in kinds:
            raise refuse("not_now")
        return self.asks[0]

    def _reroll(self, a: Reroll) -> list[Event]:
        self.in_step(REROLL)
        if a.building not in self.rerolls(a.seat):
            raise refuse("no_reroll")
        self.rerolls_used[a.seat].append(a.building)
        which = reroll(self.dice[a.seat], a.building, self.rng)
        return [Event("reroll", a.seat, {"building": a.building, "dice": which,
                                         "values": list(self.dice[a.seat])})]

    def _keep(self, a: KeepDice) -> list[Event]:
        self.in_step(REROLL)
        self.kept[a.seat] = True
        self.cursor += 1
        return [Event("keep_dice", a.seat, {})]

    def _influence(self, a: Influence) -> list[Event]:
        self.in_step(INFLUENCE)
        s = a.seat
        self.check_influence(a)
        for i in a.dice:
            self.used[s][i] = True
        if a.plus2:
            self.plus2[s] -= 1
            self.plus2_used[s] = True
        if a.market:
            self.market_used[s] = True
        if a.envoy:
            self.envoy = None
        self.occupants.setdefault(a.advisor, []).append(s)
        self.cursor = (self.cursor + 1) % self.players
        return [Event("influence", s, {
            "advisor": a.advisor, "dice": list(a.dice),
            "values": [self.dice[s][i] for i in a.dice], "plus2": a.plus2,
            "market": a.market, "envoy": a.envoy})]

    def check_influence(self, a: Influence) -> None:
        """Refuse a placement the rules do not allow (§4b, C4, C5), with its reason."""
        s, dice = a.seat, self.dice[a.seat]
        if len(set(a.dice)) != len(a.dice) or not all(0 <= i < len(dice) for i in a.dice):
            raise refuse("bad_dice")
        if any(self.used[s][i] for i in a.dice):
            raise refuse("dice_used")
        if not any(i < COLOURED for i in a.dice):
            raise refuse("needs_coloured")
        if a.plus2 and self.plus2_used[s]:
            raise refuse("plus2_used")
        if a.plus2 and not self.plus2[s]:
            raise refuse("no_plus2")
        if a.market not in (-1, 0, 1):
            raise refuse("bad_market")
        if a.market and not has_effect(self.rows[s], "market"):
            raise refuse("no_market")
        if a.market and self.market_used[s]:
            raise refuse("market_used")
        if a.envoy and self.envoy != s:
            raise refuse("no_envoy")
        if a.advisor not in ADVISORS:
            raise refuse("no_such_advisor", advisor=a.advisor)
        reached = group_sum(dice, a.dice, a.plus2, a.market)
        if reached != a.advisor:
            raise refuse("wrong_sum", total=reached, advisor=a.advisor)
        if not may_take(a.advisor, self.occupants, s, a.envoy):
            raise refuse("envoy_needless" if a.envoy else "advisor_taken", advisor=a.advisor)

    def _pass(self, a: Pass) -> list[Event]:
        if self.asks or self.step not in (INFLUENCE, BUILD):
            raise refuse("not_now")
        if self.step == INFLUENCE:
            self.passed[a.seat] = True
            self.cursor = (self.cursor + 1) % self.players
        else:
            self.cursor, self.builds = self.cursor + 1, 0
        return [Event("pass", a.seat, {"step": self.step, "auto": False})]

    def _choose(self, a: ChooseGoods) -> list[Event]:
        ask = self.asked(asks.GOODS_ASKS)
        if not all(g in GOODS for g in a.goods):
            raise refuse("not_an_option")
        goods = tuple(sorted(a.goods, key=GOODS.index))
        if goods not in asks.options(self, ask):
            raise refuse("not_an_option")
        self.asks.pop(0)
        return asks.answer(self, ask, goods)

    def _lose_building(self, a: LoseBuilding) -> list[Event]:
        ask = self.asked((asks.BUILDING,))
        if a.row not in asks.options(self, ask):
            raise refuse("not_an_option")
        self.asks.pop(0)
        return asks.answer(self, ask, a.row)

    def _town_hall(self, a: TownHall) -> list[Event]:
        ask = self.asked((asks.TOWN_HALL,))
        if a.pay not in asks.options(self, ask):
            raise refuse("not_an_option")
        self.asks.pop(0)
        return asks.answer(self, ask, a.pay)

    def _build(self, a: Build) -> list[Event]:
        self.in_step(BUILD)
        if a.building not in self.buildable(a.seat):
            raise refuse("cannot_build")
        b = BUILDINGS[a.building]
        cost = price(b, self.rows[a.seat])
        take(self.goods[a.seat], cost)
        self.rows[a.seat][b.row] += 1
        self.vp[a.seat] += b.vp
        envoy = self.builds == 1  # a second building is the Envoy's
        if envoy:
            self.envoy = None
        self.builds += 1
        return [Event("build", a.seat, {"building": b.key, "cost": cost, "vp": b.vp,
                                        "envoy": envoy})]

    def _recruit(self, a: Recruit) -> list[Event]:
        self.in_step(RECRUIT)
        paid = {"gold": a.gold, "wood": a.wood, "stone": a.stone}
        if any(n < 0 or n > self.goods[a.seat][g] for g, n in paid.items()):
            raise refuse("cannot_pay")
        each = soldier_price(self.rows[a.seat])
        men = soldiers_for(paid, each)
        if men is None:
            raise refuse("not_whole", price=each)
        take(self.goods[a.seat], paid)
        self.soldiers[a.seat] += men
        self.cursor += 1
        return [Event("recruit", a.seat, {"soldiers": men, "paid": paid})]

    # -- the flow -------------------------------------------------------------------------
    def settle(self) -> list[Event]:
        """Run the rules on until a seat has a choice to make (or the game is over):
        pending choices first (one with a single answer is made at once), then rewards
        still to pay, then the seat whose turn it is in a turn-order step, then the next
        stage of the year."""
        events: list[Event] = []
        while self.step != OVER:
            if self.asks:
                ask = self.asks[0]
                options = asks.options(self, ask)
                if len(options) >= 2:
                    break
                self.asks.pop(0)
                if options:
                    events += asks.answer(self, ask, options[0], auto=True)
                continue
            if self.paying:
                events += self.pay_next()
                continue
            if self.step in TURN_STEPS:
                seat = self.next_seat(events)
                if seat is not None:
                    self.turn = seat
                    break
                self.step, self.turn = AUTO, None
                continue
            if not self.stages:
                break  # never in a game (the year's end plans the next); a test's part-year
            events += self.next_stage()
        return events

    def next_seat(self, events: list[Event]) -> int | None:
        """The seat to act in this turn-order step (None: the step is over); in the
        influence loop a seat with no legal sum passes at once (C5)."""
        n = self.players
        if self.step == INFLUENCE:
            for _ in range(n):
                seat = self.order[self.cursor]
                if not self.passed[seat]:
                    if self.placements(seat):
                        return seat
                    self.passed[seat] = True
                    events.append(Event("pass", seat, {"step": INFLUENCE, "auto": True}))
                self.cursor = (self.cursor + 1) % n
            return None
        while self.cursor < n:
            seat = self.order[self.cursor]
            if self.step == REROLL and not self.kept[seat] and self.rerolls(seat):
                return seat
            if self.step == BUILD and self.may_build(seat):
                return seat
            if self.step == RECRUIT and \
                    total(self.goods[seat]) >= soldier_price(self.rows[seat]):
                return seat
            self.cursor, self.builds = self.cursor + 1, 0
        return None

    def next_stage(self) -> list[Event]:
        stage = self.stages.pop(0)
        phase, _, step = stage.partition(":")
        if phase != "year_end":
            self.phase = phase
        if step:
            return getattr(self, f"season_{step}")()
        return getattr(self, f"phase_{phase}")()

    def start_step(self, step: str) -> None:
        self.step, self.cursor, self.builds = step, 0, 0

    def counts(self) -> tuple[list[int], list[int]]:
        """Every seat's buildings and goods."""
        return [count(r) for r in self.rows], [total(g) for g in self.goods]

    # phases between the seasons
    def phase_aid(self) -> list[Event]:
        die, goods = kings_aid(*self.counts())
        self.aid_die = die
        tied = [s for s in self.order if s in goods]
        self.asks += [asks.gain(s, choices(1), "aid") for s in tied]
        return [Event("aid", die, {"year": self.year, "die": die, "goods": tied})]

    def phase_reward(self) -> list[Event]:
        seats = kings_reward(self.counts()[0])
        for s in seats:
            self.vp[s] += 1
        return [Event("king_reward", None, {"seats": seats})]

    def phase_envoy(self) -> list[Event]:
        """An unused Envoy goes back and is given out again (C7)."""
        self.envoy = envoy_to(*self.counts())
        return [Event("envoy", self.envoy, {"seat": self.envoy})]

    def phase_recruit(self) -> list[Event]:
        self.start_step(RECRUIT)
        return []

    def phase_winter(self) -> list[Event]:
        """Reveal, the King's die, every player's result; then the choices of goods and
        buildings, in turn order; soldiers back to 0."""
        card = self.deck.pop(0)
        self.revealed.append(card)
        enemy = enemy_of(card)
        self.king_die = roll(self.rng, 1)[0]
        results = resolve(enemy, self.king_die, self.soldiers, self.rows)
        self.battle = [r.to_json() for r in results]
        for s in self.order:
            r = results[s]
            self.vp[s] += r.vp
            add(self.goods[s], r.gains)
            lost = take(self.goods[s], r.losses)
            self.battle[s].update(gained=dict(r.gains), lost={g: n for g, n in lost.items()
                                                                if n})
            if r.gain_any:
                self.asks.append(asks.gain(s, choices(r.gain_any), "battle"))
            if r.lose_any:
                self.asks.append(asks.lose(s, r.lose_any, "battle"))
            self.asks += [asks.building(s, "battle") for _ in range(r.lose_buildings)]
        self.soldiers = [0] * self.players
        self.peeked = []
        return [Event("enemy", None, {"card": PACK.code(card), "year": self.year,
                                      "type": enemy.type, "strength": enemy.strength}),
                Event("king_die", None, {"value": self.king_die}),
                Event("battle", None, {"results": [dict(b) for b in self.battle]})]

    def phase_year_end(self) -> list[Event]:
        if self.year == YEARS:
            return self.finish()
        self.year += 1
        self.stages = year_stages()
        return [Event("year", None, {"year": self.year})]

    # the steps of a productive season
    def season_start(self) -> list[Event]:
        """The Merchants' Guild's gold, then everyone's dice rolled (§4a)."""
        n = self.players
        guild = [guild_gold(self.rows[s]) for s in range(n)]
        for s in range(n):
            self.goods[s]["gold"] += guild[s]
            aid = self.phase == "spring" and self.aid_die == s
            self.dice[s] = roll(self.rng, COLOURED + white_dice(self.rows[s], aid))
            self.used[s] = [False] * len(self.dice[s])
        self.plus2_used, self.market_used = [False] * n, [False] * n
        self.rerolls_used = [[] for _ in range(n)]
        self.kept, self.passed = [False] * n, [False] * n
        self.occupants, self.dummy_dice = {}, []
        return [Event("season", None, {"season": self.phase, "year": self.year,
                                       "guild_gold": guild}),
                Event("roll", None, {"dice": [list(d) for d in self.dice]})]

    def season_reroll(self) -> list[Event]:
        self.start_step(REROLL)
        return []

    def season_order(self) -> list[Event]:
        self.order = turn_order(self.order, [sum(d) for d in self.dice])
        return [Event("turn_order", None, {"order": list(self.order)})]

    def season_dummy(self) -> list[Event]:
        events = []
        for _ in range(self.dummy_sets):
            dice = roll(self.rng, COLOURED)
            advisor = dummy_advisor(sum(dice), self.occupants)
            if advisor is not None:
                self.occupants[advisor] = [DUMMY]
            self.dummy_dice.append(dice + [advisor])
            events.append(Event("dummy", None, {"dice": dice, "advisor": advisor}))
        return events

    def season_influence(self) -> list[Event]:
        self.start_step(INFLUENCE)
        return []

    def season_rewards(self) -> list[Event]:
        self.paying = [[a, s] for a in NUMBERS for s in self.occupants.get(a, ()) if s >= 0]
        return []

    def pay_next(self) -> list[Event]:
        """One advisor's reward to one player (rewards are paid 1 → 18)."""
        number, seat = self.paying.pop(0)
        adv = ADVISORS[number]
        stable = param("stable", "soldiers") if number in param("stable", "advisors") \
            and has_effect(self.rows[seat], "stable") else 0
        self.vp[seat] += adv.vp - adv.pay_vp
        add(self.goods[seat], adv.goods)
        self.soldiers[seat] += adv.soldiers + stable
        self.plus2[seat] += adv.plus2
        events = [Event("reward", seat, {
            "advisor": number, "goods": dict(adv.goods), "vp": adv.vp - adv.pay_vp,
            "soldiers": adv.soldiers + stable, "plus2": adv.plus2})]
        if adv.peek and self.deck:
            if seat not in self.peeked:
                self.peeked.append(seat)
            events.append(Event("peek", seat, {"advisor": number},
                                {seat: {"enemy": PACK.code(self.deck[0])}}))
        why = f"advisor_{number}"
        if goods_options(adv):
            self.asks.append(asks.gain(seat, goods_options(adv), why))
        if adv.exchange:
            self.asks.append(asks.alchemist(seat, why))
        return events

    def season_build(self) -> list[Event]:
        self.start_step(BUILD)
        return []

    def season_end(self) -> list[Event]:
        """The Inn and the Embassy, then the Town Hall's choice (the owner may order
        effects that fire together, C4: the Inn's token first lets him pay the Town Hall
        with it, so that order is taken)."""
        gained = []
        for s in range(self.players):
            gain = season_end_gains(self.rows[s], self.phase)
            self.plus2[s] += gain["plus2"]
            self.vp[s] += gain["vp"]
            gained.append(gain)
        self.asks += [asks.town_hall(s, "season_end")
                      for s in self.order if has_effect(self.rows[s], "town_hall")]
        if self.phase == "spring":
            self.aid_die = None
        return [Event("season_end", None, {"season": self.phase, "gains": gained})]

    def finish(self) -> list[Event]:
        self.step, self.turn = OVER, None
        bonus = [cathedral_bonus(r, total(g)) for r, g in zip(self.rows, self.goods,
                                                                strict=True)]
        return [Event("over", None, {"scores": self.returns(), "cathedral": bonus,
                                     "winners": self.winners()})]

    # -- scores ---------------------------------------------------------------------------
    def returns(self) -> list[int]:
        """Each seat's score were the game to end now: points with the Cathedral's."""
        return [final_score(self.vp[s], self.rows[s], total(self.goods[s]))
                for s in range(self.players)]

    def winners(self) -> list[int]:
        buildings, goods = self.counts()
        return winners(self.returns(), goods, buildings)

    # -- what each seat knows ------------------------------------------------------------
    def public_ask(self) -> dict[str, Any] | None:
        if not self.asks:
            return None
        ask = self.asks[0]
        options = [list(o) if isinstance(o, tuple) else o for o in asks.options(self, ask)]
        return {"seat": ask["seat"], "kind": ask["kind"], "why": ask["why"],
                "count": ask.get("count"), "options": options}

    def observation(self, seat: int) -> dict[str, Any]:
        return {
            "seat": seat, "players": self.players, "variant": self.log.variant,
            "year": self.year, "phase": self.phase, "step": self.step,
            "asked": self.to_act, "turn": self.turn, "order": list(self.order),
            "goods": [dict(g) for g in self.goods], "vp": list(self.vp),
            "soldiers": list(self.soldiers), "plus2": list(self.plus2),
            "rows": [list(r) for r in self.rows],
            "buildings": [[b.key for b in built(r)] for r in self.rows],
            "envoy": self.envoy, "aid_die": self.aid_die,
            "dice": [list(d) for d in self.dice], "used": [list(u) for u in self.used],
            "plus2_used": list(self.plus2_used), "market_used": list(self.market_used),
            "rerolls_used": [list(r) for r in self.rerolls_used],
            "passed": list(self.passed),
            "builds": self.builds,  # buildings the seat asked has built this build turn
            "advisors": {str(a): list(s) for a, s in sorted(self.occupants.items())},
            "dummy_dice": [list(d) for d in self.dummy_dice],
            "ask": self.public_ask(), "asks_pending": len(self.asks),
            "deck_years": [year_of(c) for c in self.deck],
            "revealed": PACK.codes(self.revealed),
            "king_die": self.king_die, "battle": [dict(b) for b in self.battle],
            "peeked_by": sorted(self.peeked),
            "peek": PACK.code(self.deck[0]) if seat in self.peeked and self.deck else None,
            "scores": self.returns(),
        }

    def hidden_from(self, seat: int) -> set[int]:
        return knows.hidden_from(self, seat)

    def hidden_values(self, seat: int) -> dict:
        return knows.hidden_values(self, seat)

    def determinize(self, seat: int, rng: Any) -> KingsburgState:
        return knows.determinize(self, seat, rng)

    def card_zones(self) -> dict[str, list[int]]:
        return {"deck": list(self.deck), "box": list(self.box),
                "revealed": list(self.revealed)}

    def clone(self) -> KingsburgState:
        return clone_state(self)

    def to_json(self) -> dict:
        return self.log.to_json()

    @classmethod
    def from_json(cls, data: dict) -> KingsburgState:
        return replay(ActionLog.from_json(data, CODEC), cls)
