"""I'm the Boss!'s computer players (rules sheet §7.4 "AI negotiator", C9). Every decision the
model asks has its policy, on the yardsticks of `values.py` (a seat's view, leverage, fair
share, asks and reservations, the Boss's ceiling, expected shares, a hand's worth):

- the marker (once): on the space where the first player can keep least as its Boss;
- the turn: deal here when the expected share is ≥ DEAL_HERE $M or the seat can fill the
  deal alone, else roll; after the roll, deal when it can fill it alone or holds ≥
  DEAL_HAND cards (and the deal can be had at all), else draw 3;
- discards over 12: the card whose loss costs the hand's worth least (`hand_worth`:
  complete recruitment sets, Boss and Stop cards, clan cards of families it lacks);
- the Boss's opening: every clan card from the hand that fills a slot (required families
  first, then the scarcest optional ones), then Negotiate;
- the Boss's say: CLOSE as soon as the deal is full; a set of three recruitment cards on
  a placard the deal wants; a clan card from the hand; a travel card on a placard whose
  owner refused his ceiling when someone else's clan card can take its place; else a
  proposal for the missing investor most wanted (required families first, the scarcest
  first; of its sources the owner behind in money, then the more trusted) at floor(f·0.7)
  raised by 1 a counter and a round, never past the ceiling that keeps ≥ 1/3 of Div; a
  promise of 1 dividend to keep out to a seat likely to hold a Boss card when the deal is
  big and the ceiling allows; ABANDON when a required investor can no longer be had
  within the ceiling; else wait;
- another seat's say: a set of three recruitment cards (as soon as held), a Boss card
  (below), else an offer of its placard (then a clan card on the table, then one from the
  hand) for the wanted family it asks most for, at its ask ceil(f·(0.8 + 1.2λ)) lowered
  by 1 a counter and a round and below any ask the Boss turned down, never under its
  reservation floor(f·(0.4 + 0.8λ)) falling toward 1 with the clock; else wait;
- an answer: the Boss accepts a price up to his current level (the ceiling once the
  counters or the rounds run out), else counters with his level; a provider accepts
  its target, else counters with it, else accepts down to its reservation; a new Boss
  confirms a bargain within his ceiling, drops it when he brings the family himself; a
  promise to keep out is taken unless the seat means to play a Boss card;
- the cards: a Boss card when the deal's payout is ≥ 40 % of the leader's lead, the seat
  brings ≥ 2 of the families it wants and a round is left to fill it; Stop on a Travel
  aimed at its placard or clan card, a Travel or Recruitment that would spoil its deal,
  a Recruitment of its placard, a Boss card that unseats it (or one played by a seat that
  broke promises, when it is in the deal); a Travel in the CLOSE window to spoil a deal
  it is not in when the Boss leads and the investor cannot be replaced; Recruitment on
  the placard its deal wants, else the family most often required on the open spaces,
  the leader's only placard first on a tie;
- trust: a seat that took over a deal with a Boss card and then dropped or cut a bargain
  struck before loses one; a provider asks one more of a Boss it distrusts.

Easy is the same player with noise (±1 on prices), no leverage (λ = 1/2 for everyone),
no trust, no promises to keep out, no spoiling, Stops only for itself, Boss cards on a
whim, random discards and a coin for the turn. Hard (`hard.py`) searches.

`remark(observation, action)` names what a table's speech bubble says about a computer's
negotiation move, one of REMARKS or None:

- "fair_price": an offer, proposal or counter at about the fair share;
- "ask_more": a provider's offer or counter above the fair share;
- "lowball": the Boss's proposal or counter below the fair share;
- "last_offer": a counter that uses the pair's last counter;
- "take_it": an accept;
- "no_deal": a reject;
- "threat_boss": a provider's counter or reject while the seat holds a Boss card (only
  then);
- "keep_out": a promise to keep out;
- "deal_done": the Boss's CLOSE;
- "walk_away": the Boss's ABANDON."""

from __future__ import annotations

import math
from typing import Any

from game.core.agents import agent_for
from game.core.protocol import Action
from game.core.rng import GameRng
from game.games.imtheboss.actions import (
    Abandon,
    Accept,
    Close,
    Counter,
    DealHere,
    Discard,
    Draw,
    Lay,
    Negotiate,
    OfferClan,
    OfferPlacard,
    Pass,
    PlaceMarker,
    PlayBoss,
    Propose,
    Recruit,
    Reject,
    Roll,
    SidePay,
    Stop,
    TravelClan,
    TravelPlacard,
)
from game.games.imtheboss.board import NUMBERS, SPACES
from game.games.imtheboss.cards import BOSS, CLAN, KINDS, STOPPABLE
from game.games.imtheboss.data import COUNTERS_PER_PAIR, DRAW, HAND_LIMIT
from game.games.imtheboss.deal import CLOSE, OPENING, PLACARD, Deal
from game.games.imtheboss.steps import DEAL, DISCARD, MARKER, ROLLED, TURN
from game.games.imtheboss.values import (
    View,
    alternatives,
    boss_cap,
    boss_opening,
    clock,
    expected_share,
    fair,
    free_clan_on_table,
    hand_worth,
    leverage,
    pair_counters,
    placard_free,
    provider_ask,
    required_counts,
    reservation,
    self_complete,
    sources,
    tile_value,
    wanted,
)

LEVELS = ("easy", "normal", "hard")
DEAL_HERE = 3.0  # $M of expected share that makes a seat deal where the marker stands
DEAL_HAND = 8  # cards in hand from which a seat deals after its roll
BOSS_CARD_LEAD = 0.4  # a Boss card when the payout is ≥ this much of the leader's lead
BOSS_CARD_FAMILIES = 2  # ... and the seat brings this many of the families the deal wants
BOSS_CARD_FLOOR = 0.0  # $M: the lead a Boss card's payout is measured against, at least
SIDE_PAY_VALUE = 12  # $M of payout from which the Boss buys off a likely Boss card
SIDE_PAY_CHANCE = 0.5  # ... from a seat holding one at least this likely
SPOIL_VALUE = 4  # $M of payout worth spoiling
EASY_DEAL = 0.25  # the easy player's coin for dealing where the marker stands
EASY_BOSS = 0.3  # ... for a Boss card in a say
KEEP = 1 / 3  # the Boss keeps at least this much of Div
TUNING = {"deal_here": DEAL_HERE, "deal_hand": DEAL_HAND, "boss_lead": BOSS_CARD_LEAD,
          "boss_families": BOSS_CARD_FAMILIES, "boss_floor": BOSS_CARD_FLOOR,
          "side_value": SIDE_PAY_VALUE, "side_chance": SIDE_PAY_CHANCE,
          "spoil_value": SPOIL_VALUE, "keep": KEEP, "stop_floor": 0.0, "ask_up": 0,
          "res_up": 0, "roll_deal": math.inf, "pay_share": 0.9, "deal_div": 0.0,
          "card_dollars": 3.0, "rolled_extra": 3.0, "in_hand": 1.0}


# -- choosing among the legal actions ------------------------------------------------------
def card_kind(card: int) -> Any:
    return KINDS[card]


def same_meaning(a: Action, b: Action) -> bool:
    """Two actions of a kind alike up to which copy of a card they name."""
    if type(a) is not type(b):
        return False
    if isinstance(a, TravelPlacard):
        return card_kind(a.card) == card_kind(b.card) and a.family == b.family
    if isinstance(a, (Discard, Lay, PlayBoss, Stop)):
        return card_kind(a.card) == card_kind(b.card)
    if isinstance(a, TravelClan):
        return card_kind(a.card) == card_kind(b.card) and a.target == b.target
    if isinstance(a, OfferClan):
        return a.card == b.card and a.ask == b.ask
    if isinstance(a, Recruit):
        return a.family == b.family
    return a == b


def fit(action: Action | None, legal: list[Action]) -> tuple[Action, bool]:
    """The legal action meaning `action` (the same, or another copy of its card); else a
    pass, else the first legal action. Second: whether it fit."""
    if action is not None:
        if action in legal:
            return action, True
        for other in legal:
            if same_meaning(action, other):
                return other, True
    for other in legal:
        if isinstance(other, Pass):
            return other, action is None
    return legal[0], False


def of_type(legal: list[Action], *types: type) -> list[Action]:
    return [a for a in legal if isinstance(a, types)]


def deal_key(v: View, d: Deal) -> tuple:
    return (v.deals_done, d.space, d.bosses[0] if d.bosses else d.boss)


class Negotiator:
    """The normal computer player (`easy`: with noise and simpler choices)."""

    level = "normal"

    def __init__(self, seed: int = 0, easy: bool = False, **tune: Any) -> None:
        self.rng = GameRng(seed)
        self.k = {**TUNING, **tune}
        self.easy = easy
        if easy:
            self.level = "easy"
        self.trust: dict[int, float] = {}
        self.misfits = 0  # choices that were not among the legal actions (tests: none)
        self.key: tuple | None = None
        self.refused: dict[tuple[int, str], int] = {}  # Boss: (seat, family) -> refused price
        self.turned_down: dict[str, int] = {}  # provider: family -> lowest ask turned down
        self.pending: list[tuple[str, int, str, int]] = []  # bargains awaiting their end
        self.watched: tuple | None = None  # (key, bosses, fills) at the last look
        self.suspects: list[tuple[int, int, str, int]] = []  # (new boss, owner, family, pay)

    # -- the protocol ----------------------------------------------------------------------
    def choose(self, observation: dict, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        return self.decide(View.of_observation(observation), legal)

    def decide(self, v: View, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        self.remember(v)
        action, ok = fit(self.intent(v, legal), legal)
        if not ok:
            self.misfits += 1
        self.note(v, action)
        return action

    def intent(self, v: View, legal: list[Action]) -> Action | None:
        if v.step == MARKER:
            return self.place_marker(v)
        if v.step == TURN:
            return self.turn_choice(v)
        if v.step == ROLLED:
            return self.after_roll(v)
        if v.step == DISCARD:
            return self.discard(v)
        if v.step != DEAL or v.deal is None:
            return None
        d = v.deal
        if d.question is not None:
            return self.answer(v, d, legal)
        if d.window is not None:
            return self.window(v, d, legal)
        if d.stage == OPENING:
            return self.opening(v, d, legal)
        if d.boss == v.seat:
            return self.boss_say(v, d, legal)
        return self.player_say(v, d, legal)

    # -- noise -----------------------------------------------------------------------------
    def shake(self) -> int:
        return self.rng.choice((-1, 0, 1)) if self.easy else 0

    def coin(self, p: float) -> bool:
        return self.rng.random() < p

    # -- memory of a deal ------------------------------------------------------------------
    def remember(self, v: View) -> None:
        """A new deal forgets the last one's bargains; the bargains I struck that did not
        stand were refused; a new Boss who dropped a bargain loses trust."""
        d = v.deal
        if d is None:
            self.key, self.pending, self.watched, self.suspects = None, [], None, []
            return
        key = deal_key(v, d)
        if key != self.key:
            self.key, self.refused, self.turned_down, self.pending = key, {}, {}, []
            self.watched, self.suspects = None, []
        self.watch_trust(v, d, key)
        if d.question is None and d.window is None and d.sayers and d.sayers[0] == v.seat:
            self.settle_pending(d)

    def settle_pending(self, d: Deal) -> None:
        for role, seat, family, price in self.pending:
            fill = d.fills.get(family)
            if fill is not None and fill["owner"] == seat:
                continue
            if role == "boss":
                self.refused[(seat, family)] = max(price, self.refused.get((seat, family), -1))
            elif fill is None:
                self.turned_down[family] = min(price, self.turned_down.get(family, 99))
        self.pending = []

    def watch_trust(self, v: View, d: Deal, key: tuple) -> None:
        if self.easy:
            return
        fills = {f: (x["owner"], x["pay"]) for f, x in d.fills.items()}
        before = self.watched
        self.watched = (key, len(d.bosses), fills)
        if before is not None and before[0] == key and len(d.bosses) > before[1]:
            new, old = d.bosses[-1], d.bosses[-2]
            self.suspects = [(new, owner, f, pay) for f, (owner, pay) in before[2].items()
                             if owner not in (new, old)]
        if not self.suspects:
            return
        waiting = {q["family"] for q in d.queue}
        if d.question is not None:
            waiting.add(d.question["family"])
        still = []
        for new, owner, family, pay in self.suspects:
            if family in waiting:
                still.append((new, owner, family, pay))
                continue
            now = fills.get(family)
            if now is None or now[0] != owner or now[1] < pay:
                gone = family in d.travelling or (now is None and v.placards[family] != owner
                                                  and not free_clan_on_table(d, family))
                if not gone:
                    self.trust[new] = self.trust.get(new, 0.0) - 1.0
        self.suspects = still

    def note(self, v: View, action: Action) -> None:
        """Bargains I put forward, to learn whether they stood."""
        d = v.deal
        if d is None:
            return
        if isinstance(action, Propose):
            self.pending.append(("boss", action.to, action.family, action.pay))
        elif isinstance(action, OfferPlacard):
            self.pending.append(("provider", v.seat, action.family, action.ask))
        elif isinstance(action, OfferClan):
            self.pending.append(("provider", v.seat, KINDS[action.card].family, action.ask))
        elif isinstance(action, (Counter, Reject)) and d.question is not None:
            q = d.question
            if not q["family"]:
                return
            price = action.pay if isinstance(action, Counter) else q["pay"]
            if d.boss == v.seat:
                provider = q["from"] if q["from"] != v.seat else q["to"]
                if isinstance(action, Reject):
                    self.refused[(provider, q["family"])] = max(
                        self.refused.get((provider, q["family"]), -1), q["pay"] - 1)
                else:
                    self.pending.append(("boss", provider, q["family"], price))
            elif isinstance(action, Counter):
                self.pending.append(("provider", v.seat, q["family"], price))

    # -- outside a deal --------------------------------------------------------------------
    def place_marker(self, v: View) -> Action:
        first = v.first

        def score(space: int) -> tuple:
            mine = sum(1 for f in SPACES[space].listed if v.placards[f] == v.seat)
            return (expected_share(v, space, first) + self.shake(), -mine, space)

        return PlaceMarker(v.seat, min(NUMBERS, key=score))

    def turn_choice(self, v: View) -> Action:
        space = v.marker
        if self.easy:
            deal = self_complete(v, space) or self.coin(EASY_DEAL)
        else:
            share = self.share(v, space)
            deal = self_complete(v, space) or (
                share >= self.k["deal_here"] + self.draw_gain(v)
                and share >= self.k["deal_div"] * tile_value(v.next_tile)
                and not self.broke_here(v))
        return DealHere(v.seat) if deal else Roll(v.seat)

    def after_roll(self, v: View) -> Action:
        space = v.marker
        if self.easy:
            deal = self_complete(v, space) or len(v.hand) >= DEAL_HAND
        else:
            share = self.share(v, space)
            extra = self.k["rolled_extra"]
            if extra is not None:
                deal = self_complete(v, space) or share >= extra + self.draw_gain(v)
            else:
                deal = self_complete(v, space) or share >= self.k["roll_deal"] or (
                    len(v.hand) >= self.k["deal_hand"] and share > 0)
        return DealHere(v.seat) if deal else Draw(v.seat)

    def share(self, v: View, space: int) -> float:
        return expected_share(v, space, pay_share=self.k["pay_share"])

    def draw_gain(self, v: View) -> float:
        """What drawing 3 cards is worth, in $M: the cards the hand limit lets me keep."""
        return self.k["card_dollars"] * max(0, min(DRAW, HAND_LIMIT - len(v.hand)))

    def broke_here(self, v: View) -> bool:
        """Whether the last deal broke down on the marker's space (a deal tried again at
        once would most likely break down again: the table has not changed)."""
        last = v.last_deal
        return last is not None and not last["closed"] and last["space"] == v.marker

    def discard(self, v: View) -> Action:
        hand = v.hand
        if self.easy:
            return Discard(v.seat, self.rng.choice(sorted(hand)))
        whole = hand_worth(v, hand)
        best, card = math.inf, hand[0]
        for c in sorted(set(hand)):
            rest = list(hand)
            rest.remove(c)
            loss = whole - hand_worth(v, rest)
            if loss < best - 1e-9:
                best, card = loss, c
        return Discard(v.seat, card)

    # -- a deal: the Boss ------------------------------------------------------------------
    def opening(self, v: View, d: Deal, legal: list[Action]) -> Action:
        lays = of_type(legal, Lay)
        if lays:
            return min(lays, key=lambda a: self.lay_order(v, d, a))
        return Negotiate(v.seat)

    def lay_order(self, v: View, d: Deal, a: Lay) -> tuple:
        family = KINDS[a.card].family
        required = family in d.at.required
        return (not required, alternatives(v, d, family, v.seat), a.card)

    def boss_say(self, v: View, d: Deal, legal: list[Action]) -> Action | None:
        if d.closable():
            return Close(v.seat)
        recruit = self.recruit(v, d, legal)
        if recruit is not None:
            return recruit
        lays = of_type(legal, Lay)
        if lays:
            return min(lays, key=lambda a: self.lay_order(v, d, a))
        travel = self.knock_out(v, d)
        if travel is not None:
            return travel
        proposal = self.proposal(v, d)
        if proposal is not None:
            return proposal
        if self.hopeless(v, d):
            return Abandon(v.seat)
        side = self.side_pay(v, d)
        if side is not None:
            return side
        return Pass(v.seat)

    def level_of(self, v: View, d: Deal, provider: int) -> int:
        """The Boss's price for an investor now: his opening, raised by 1 a counter with
        that seat and a round gone."""
        raise_ = pair_counters(d, d.boss, provider) + max(0, d.round - 1)
        return boss_opening(fair(d)) + raise_ + self.shake()

    def proposal(self, v: View, d: Deal) -> Action | None:
        best: tuple | None = None
        for family in wanted(d):
            cap = boss_cap(d, family, self.k["keep"])
            if cap < 1:
                continue
            required = family in d.at.required
            scarce = alternatives(v, d, family, -1)
            for owner, _source in sources(v, d, family):
                if owner == v.seat:
                    continue
                price = min(self.level_of(v, d, owner), cap)
                refused = self.refused.get((owner, family), -1)
                if price <= refused:
                    price = refused + 1
                    if price > cap:
                        continue
                price = max(1, min(price, d.remaining()))
                if self.easy:
                    key: tuple = (not required, self.rng.random())
                else:
                    key = (not required, scarce, v.money[owner],
                           -self.trust.get(owner, 0.0), owner)
                if best is None or key < best[0]:
                    best = (key, Propose(v.seat, owner, family, price))
        return None if best is None else best[1]

    def hopeless(self, v: View, d: Deal) -> bool:
        """Whether a required investor can no longer be had within the ceiling: every seat
        that can bring it refused the most the Boss pays, and no clan card can come."""
        for family in d.at.required:
            if family in d.fills:
                continue
            cap = boss_cap(d, family, self.k["keep"])
            open_sources = [o for o, _ in sources(v, d, family)
                            if o != v.seat and self.refused.get((o, family), -1) < cap]
            if open_sources:
                continue
            may_come = any(v.holds_chance(s, CLAN, family) > 0.2
                           for s in range(v.n) if s != v.seat)
            if cap < 1 or not may_come or d.round >= 2:
                return True
        return False

    def side_pay(self, v: View, d: Deal) -> Action | None:
        if self.easy or tile_value(d.tile) * d.at.div < self.k["side_value"]:
            return None
        if boss_cap(d, None, self.k["keep"]) < 1:
            return None
        in_deal = {x["owner"] for x in d.fills.values()}
        best = None
        for s in range(v.n):
            if s == v.seat or s in d.side or s in in_deal:
                continue
            chance = v.holds_chance(s, BOSS)
            if chance >= self.k["side_chance"] and (best is None or chance > best[0]):
                best = (chance, s)
        return None if best is None else SidePay(v.seat, best[1], 1)

    def knock_out(self, v: View, d: Deal) -> Action | None:
        """A travel card on the placard of a seat that refused the Boss's ceiling, when
        someone else's clan card on the table can take its place."""
        if self.easy:
            return None
        for family in wanted(d):
            owner = placard_free(v, d, family)
            if owner is None or owner == v.seat:
                continue
            if self.refused.get((owner, family), -1) < boss_cap(d, family, self.k["keep"]):
                continue
            if not any(o != owner for _, o in free_clan_on_table(d, family)):
                continue
            travels = v.travels_for(family)
            if travels:
                return TravelPlacard(v.seat, travels[0], family)
        return None

    # -- a deal: the others ----------------------------------------------------------------
    def player_say(self, v: View, d: Deal, legal: list[Action]) -> Action | None:
        recruit = self.recruit(v, d, legal)
        if recruit is not None:
            return recruit
        if self.boss_card_wanted(v, d, in_window=False):
            return PlayBoss(v.seat, v.mine(BOSS)[0])
        offer = self.offer(v, d)
        if offer is not None:
            return offer
        return Pass(v.seat)

    def lam(self, v: View, d: Deal, family: str, provider: int) -> float:
        return 0.5 if self.easy else leverage(v, d, family, provider, self.k["in_hand"])

    def target(self, v: View, d: Deal, family: str) -> tuple[int, int]:
        """(the ask I hold out for now, my reservation) for `family` in this deal."""
        f = fair(d)
        lam = self.lam(v, d, family, v.seat)
        run = clock(d, v.rounds)
        res = reservation(f, lam, run) + self.k["res_up"]
        ask = provider_ask(f, lam) + self.k["ask_up"]
        ask -= pair_counters(d, v.seat, d.boss) + max(0, d.round - 1)
        if not self.easy and self.trust.get(d.boss, 0.0) < 0:
            ask, res = ask + 1, res + 1
        ask = max(res, ask + self.shake())
        return ask, res

    def offer(self, v: View, d: Deal) -> Action | None:
        best = None
        for family in wanted(d):
            mine: list[Any] = []
            if placard_free(v, d, family) == v.seat:
                mine.append(PLACARD)
            mine += [c for c, o in free_clan_on_table(d, family) if o == v.seat]
            mine += v.clan_in_hand(family)
            if not mine:
                continue
            ask, res = self.target(v, d, family)
            down = self.turned_down.get(family)
            if down is not None:
                ask = min(ask, down - 1)
                if ask < res:
                    continue
            ask = min(ask, d.remaining())
            if ask < res or ask < 1:
                continue
            source = mine[0]
            action = (OfferPlacard(v.seat, family, ask) if source == PLACARD
                      else OfferClan(v.seat, source, ask))
            key = (ask, family in d.at.required)
            if best is None or key > best[0]:
                best = (key, action)
        return None if best is None else best[1]

    # -- a deal: the answers ---------------------------------------------------------------
    def answer(self, v: View, d: Deal, legal: list[Action]) -> Action | None:
        q = d.question
        can_accept = any(isinstance(a, Accept) for a in legal)
        counters = COUNTERS_PER_PAIR - pair_counters(d, q["from"], q["to"])
        if d.boss == v.seat:
            return self.boss_answer(v, d, q, can_accept, counters)
        return self.provider_answer(v, d, q, can_accept, counters)

    def boss_answer(self, v: View, d: Deal, q: dict, can_accept: bool,
                    counters: int) -> Action:
        me = v.seat
        family, pay = q["family"], q["pay"]
        provider = q["from"]
        if not family:  # a promise to keep out: an old one reviewed, or a counter
            if q["kind"] == "review" or not can_accept:
                return Reject(me)
            affordable = pay <= 1 and boss_cap(d, None, self.k["keep"]) >= pay
            return Accept(me) if affordable else Reject(me)
        if not can_accept:
            return Reject(me)
        if q["kind"] == "review" and (v.clan_in_hand(family) or any(
                o == me for _, o in free_clan_on_table(d, family))):
            return Reject(me)  # I bring it myself
        cap = boss_cap(d, family, self.k["keep"])
        level = min(self.level_of(v, d, provider), cap)
        last = d.round >= v.rounds or counters <= 0
        if q["kind"] == "review" and pay <= cap:
            return Accept(me)
        if pay <= level or (last and pay <= cap):
            return Accept(me)
        if counters > 0 and 0 <= level != pay and level <= d.remaining():
            return Counter(me, level)
        return Accept(me) if pay <= cap else Reject(me)

    def provider_answer(self, v: View, d: Deal, q: dict, can_accept: bool,
                        counters: int) -> Action:
        me = v.seat
        family, pay = q["family"], q["pay"]
        if not family:  # the Boss's promise to keep out
            if self.boss_card_wanted(v, d, in_window=False) and \
                    tile_value(d.tile) * d.at.div * 0.3 > pay * tile_value(d.tile):
                return Reject(me)
            return Accept(me) if can_accept else Reject(me)
        if not can_accept:
            return Reject(me)
        ask, res = self.target(v, d, family)
        if pay >= ask:
            return Accept(me)
        counter = min(ask, d.remaining())
        if counters > 0 and counter > pay:
            return Counter(me, counter)
        return Accept(me) if pay >= res else Reject(me)

    # -- a deal: the cards -----------------------------------------------------------------
    def window(self, v: View, d: Deal, legal: list[Action]) -> Action | None:
        w = d.window
        if w["kind"] in STOPPABLE and w["player"] != v.seat and of_type(legal, Stop):
            if self.stop_wanted(v, d, w):
                return of_type(legal, Stop)[0]
        if w["kind"] == CLOSE and d.boss != v.seat:
            if self.boss_card_wanted(v, d, in_window=True):
                return PlayBoss(v.seat, v.mine(BOSS)[0])
            spoil = self.spoil(v, d, legal)
            if spoil is not None:
                return spoil
        return Pass(v.seat)

    def stop_wanted(self, v: View, d: Deal, w: dict) -> bool:
        me = v.seat
        kind, family, target = w["kind"], w["family"], w["target"]
        in_deal = any(x["owner"] == me and x["pay"] > 0 for x in d.fills.values())
        if not self.easy and self.at_stake(v, d) < self.k["stop_floor"] * stop_floor(v):
            return False  # not worth a Stop
        if kind == "travel" and target is None:
            if v.placards[family] == me:
                return True  # my placard sent travelling
            if self.easy:
                return False
            fill = d.fills.get(family)
            if (d.boss == me or in_deal) and (fill is not None or family in d.at.required):
                return alternatives(v, d, family, v.placards[family]) < 1.0
            return False
        if kind == "travel":
            owner = d.laid.get(target)
            if owner == me:
                return True  # my clan card sent away
            if self.easy:
                return False
            used = target in d.used_cards()
            return used and (d.boss == me or in_deal)
        if kind == "recruit":
            if v.placards[family] == me:
                return True
            return False
        if kind == "boss":
            if d.boss == me:
                return True
            if self.easy:
                return False
            distrusted = self.trust.get(w["player"], 0.0) < 0 or w["player"] == v.leader()
            return in_deal and distrusted
        return False

    def at_stake(self, v: View, d: Deal) -> float:
        """What I stand to get from this deal, in $M: the Boss's take, or my promises."""
        value = tile_value(d.tile)
        if d.boss == v.seat:
            return (d.at.div - d.promised()) * value
        mine = sum(x["pay"] for x in d.fills.values() if x["owner"] == v.seat)
        mine += d.side.get(v.seat, 0)
        return max(mine, fair(d)) * value

    def wants_families(self, v: View, d: Deal, seat: int) -> int:
        """How many of the families the deal wants `seat` (me) would bring as its Boss."""
        mine_table = {KINDS[c].family for c, o in d.laid.items()
                      if o == seat and c not in d.used_cards()}
        have = {f for f in d.at.listed
                if (v.placards[f] == seat and f not in d.travelling)
                or v.clan_in_hand(f) or f in mine_table}
        req = sum(1 for f in d.at.required if f in have)
        opt = sum(1 for f in d.at.optional if f in have)
        return req + min(d.at.pick, opt)

    def boss_card_wanted(self, v: View, d: Deal, in_window: bool) -> bool:
        me = v.seat
        if d.boss == me or not v.mine(BOSS) or d.side.get(me, 0) > 0:
            return False
        if d.stage != "talks" or d.round >= v.rounds:
            return False  # no round left to fill the deal as its Boss
        if self.easy:
            return not in_window and self.coin(EASY_BOSS)
        value = tile_value(d.tile) * d.at.div
        if value < self.k["boss_lead"] * max(v.lead(), self.k["boss_floor"]):
            return False
        return self.wants_families(v, d, me) >= self.k["boss_families"]

    def spoil(self, v: View, d: Deal, legal: list[Action]) -> Action | None:
        """A travel card that breaks a deal I am not in, when its Boss leads."""
        if self.easy:
            return None
        me = v.seat
        if d.side.get(me, 0) or any(x["owner"] == me for x in d.fills.values()):
            return None
        if tile_value(d.tile) * d.at.div < self.k["spoil_value"]:
            return None
        take = (d.at.div - d.promised()) * tile_value(d.tile)
        others = max(m for s, m in enumerate(v.money) if s != d.boss)
        if v.money[d.boss] + take <= others or v.leader() == me and \
                v.money[d.boss] + take <= v.money[me]:
            return None
        final = d.stage == "final"
        for family, fill in sorted(d.fills.items()):
            if fill["owner"] == d.boss and fill["source"] == PLACARD and not final:
                continue
            if fill["source"] == PLACARD:
                travels = v.travels_for(family)
                if not travels:
                    continue
                if not final and alternatives(v, d, family, fill["owner"]) >= 0.5:
                    continue
                return TravelPlacard(me, travels[0], family)
            travels = v.travels_for(family)
            if travels and (final or alternatives(v, d, family, fill["owner"]) < 1.5):
                return TravelClan(me, travels[0], fill["source"])
        return None

    def recruit(self, v: View, d: Deal, legal: list[Action]) -> Action | None:
        """Three recruitment cards as soon as they are held: the placard my deal wants,
        else the family most often required on the open spaces."""
        options = of_type(legal, Recruit)
        if not options:
            return None
        if self.easy:
            return self.rng.choice(options)
        counts = required_counts(v)
        leader = v.leader()

        def score(a: Recruit) -> tuple:
            f = a.family
            owner = v.placards[f]
            here = d.boss == v.seat and f in wanted(d)
            only = owner == leader and owner != v.seat and len(v.placards_of(owner)) == 1
            return (here, here and f in d.at.required, counts[f] + (2 if only else 0),
                    owner is None, f)

        return max(options, key=score)


def stop_floor(v: View) -> float:
    """The $M a Stop is kept for: twice the next tile's share value and 2."""
    return 2.0 * tile_value(v.next_tile) + 2.0


# -- the table's words ---------------------------------------------------------------------
REMARKS = ("fair_price", "ask_more", "lowball", "last_offer", "take_it", "no_deal",
           "threat_boss", "keep_out", "deal_done", "walk_away")


def remark(observation: dict, action: Action) -> str | None:
    """What a speech bubble says about `action` by the observing seat (one of REMARKS), or
    None for a move that is no negotiation."""
    pub = observation.get("deal")
    if not pub:
        return None
    seat = observation["seat"]
    boss = pub["boss"] == seat
    holds_boss = any(c.startswith(BOSS + "-") for c in observation.get("hand", ()))
    if isinstance(action, Close):
        return "deal_done"
    if isinstance(action, Abandon):
        return "walk_away"
    if isinstance(action, SidePay):
        return "keep_out"
    if isinstance(action, Accept):
        return "take_it"
    q = pub.get("question")
    if isinstance(action, Reject):
        return "threat_boss" if holds_boss and not boss and q and q["to"] == seat \
            else "no_deal"
    fair_share = pub["div"] / pub["inv"]
    if isinstance(action, Counter):
        if holds_boss and not boss and q and action.pay > q["pay"]:
            return "threat_boss"
        if q:
            used = pub["counters"].get(f"{min(q['from'], q['to'])}-{max(q['from'], q['to'])}", 0)
            if used + 1 >= COUNTERS_PER_PAIR:
                return "last_offer"
        return price_word(action.pay, fair_share, boss)
    if isinstance(action, Propose):
        return price_word(action.pay, fair_share, True)
    if isinstance(action, (OfferPlacard, OfferClan)):
        return price_word(action.ask, fair_share, False)
    return None


def price_word(pay: int, fair_share: float, boss: bool) -> str:
    if boss:
        return "lowball" if pay < math.floor(fair_share) else "fair_price"
    return "ask_more" if pay > math.ceil(fair_share) else "fair_price"


def make_agent(level: str, seed: int):
    from game.games.imtheboss.hard import HardNegotiator  # it builds on Negotiator

    return agent_for({"easy": lambda s: Negotiator(s, easy=True),
                      "normal": lambda s: Negotiator(s),
                      "hard": HardNegotiator}, level, seed)


__all__ = ["LEVELS", "REMARKS", "Negotiator", "fit", "make_agent", "remark"]
