"""What I'm the Boss!'s computer players reckon with (rules sheet §7.4, C9): one seat's view of
the table, read from its observation (`View.of_observation`) or, for the hard player's
roll-outs, straight from a world's state as that seat would see it (`View.of_state`, the
same numbers without the codes); and the yardsticks the policies use.

- What a seat knows of the cards: its hand; every card on the table, in the discard pile
  and shown going back into a hand; the rest (the deck and the others' hands unseen) is a
  pool it shares out in proportion to the hidden cards each seat holds (`expected`).
- Money: its own exactly; the others' exactly with the "-open" option, else the middle
  of the band it sees (§3.3).
- A deal: the families still wanted (`wanted`), where each can come from (`sources`,
  `alternatives`), a provider's leverage λ = 1/(1 + alternatives), the fair share
  f = Div/Inv, the provider's ask ceil(f·(0.8 + 1.2λ)) and reservation
  floor(f·(0.4 + 0.8λ)) falling toward 1 dividend as the rounds run out, the Boss's
  opening floor(f·0.7), his ceiling (keeping ≥ 1/3 of Div), and the expected share of
  a deal a seat would start here (`expected_share`) or could fill alone (`self_complete`).
- A hand's worth (`hand_worth`), for discarding down to 12: complete recruitment sets,
  Boss and Stop cards, clan cards of families the seat lacks, travel cards last."""

from __future__ import annotations

import math
from typing import Any

from game.games.imtheboss.board import SPACES, open_spaces
from game.games.imtheboss.cards import (
    ANYONE,
    BOSS,
    CLAN,
    KINDS,
    PACK,
    RECRUIT,
    STOP,
    TRAVEL,
)
from game.games.imtheboss.data import MONEY_BAND, RECRUITMENT_SET
from game.games.imtheboss.deal import PLACARD, Deal
from game.games.imtheboss.families import LETTERS
from game.games.imtheboss.money import band
from game.games.imtheboss.tiles import LAST, TILES

# How many cards of each kind the pack holds (rules sheet §1): clan per family, travel
# per family and "send anyone", recruitment, Boss, Stop.
TOTAL: dict[tuple[str, str], int] = {}
for _kind in KINDS:
    TOTAL[(_kind.type, _kind.family)] = TOTAL.get((_kind.type, _kind.family), 0) + 1

KEEP_SHARE = 1 / 3  # the Boss keeps at least this much of Div (§7.4)
OPEN_SHARE = 0.7  # the Boss opens at floor(f·0.7) an investor


def tile_value(tile: int) -> int:
    return TILES[min(tile, LAST)].value


class View:
    """One seat's view of the table (everything in ids, money as numbers)."""

    __slots__ = ("seat", "n", "rounds", "step", "turn", "first", "hand", "hand_sizes", "shown",
                 "discard", "deck", "placards", "money", "marker", "tiles", "deals_done",
                 "next_tile", "deal", "last_deal", "_seen", "_pool")

    def __init__(self) -> None:
        self._seen: dict[tuple[str, str], int] | None = None
        self._pool: int | None = None

    @classmethod
    def of_observation(cls, obs: dict[str, Any]) -> View:
        v = cls()
        from_codes = PACK.from_codes
        v.seat, v.n, v.rounds = obs["seat"], obs["players"], obs["rounds"]
        v.step, v.turn, v.first = obs["step"], obs["turn"], obs["first"]
        v.hand = sorted(from_codes(obs["hand"]))
        v.hand_sizes = list(obs["hand_sizes"])
        v.shown = [sorted(from_codes(c)) for c in obs["shown"]]
        v.discard = from_codes(obs["discard"])
        v.deck = obs["deck"]
        v.placards = dict(obs["placards"])
        v.money = [float(m) if m is not None else float(b) + MONEY_BAND / 2
                   for m, b in zip(obs["money"], obs["money_band"], strict=True)]
        v.marker = obs["marker"]
        v.tiles = {int(s): t for s, t in obs["tiles"].items()}
        v.deals_done, v.next_tile = obs["deals_done"], obs["next_tile"]
        v.deal = deal_of(obs["deal"]) if obs["deal"] else None
        v.last_deal = obs["last_deal"]
        return v

    @classmethod
    def of_state(cls, state: Any, seat: int) -> View:
        """The same view, read off a (made-up) world: only what `seat` may know."""
        v = cls()
        v.seat, v.n, v.rounds = seat, state.players, state.rounds
        v.step, v.turn, v.first = state.step, state.turn, state.first
        v.hand = sorted(state.hands[seat])
        v.hand_sizes = [len(h) for h in state.hands]
        v.shown = [sorted(c) for c in state.shown]
        v.discard = list(state.discard)
        v.deck = len(state.deck)
        v.placards = state.placards  # read only
        v.money = [float(state.money[s]) if state.money_seen(s, seat) is not None
                   else float(band(state.money[s])) + MONEY_BAND / 2
                   for s in range(state.players)]
        v.marker = state.marker
        v.tiles = state.tiles  # read only
        v.deals_done = state.deals_done
        v.next_tile = min(state.deals_done + 1, LAST)
        v.deal = state.deal  # read only
        v.last_deal = state.last_deal  # read only
        return v

    # -- cards -----------------------------------------------------------------------------
    def seen(self) -> dict[tuple[str, str], int]:
        """How many cards of each kind this seat can place (hand, table, discard, shown)."""
        if self._seen is None:
            cards = list(self.hand) + list(self.discard)
            for s, shown in enumerate(self.shown):
                if s != self.seat:
                    cards += shown
            d = self.deal
            if d is not None:
                cards += list(d.laid)
                cards += list(d.travelling.values())
                if d.window is not None:
                    cards += list(d.window["cards"])
            counts: dict[tuple[str, str], int] = {}
            for c in cards:
                k = KINDS[c]
                counts[(k.type, k.family)] = counts.get((k.type, k.family), 0) + 1
            self._seen = counts
        return self._seen

    def hidden_in(self, seat: int) -> int:
        """The cards in `seat`'s hand this seat cannot place."""
        if seat == self.seat:
            return 0
        return max(0, self.hand_sizes[seat] - len(self.shown[seat]))

    def pool(self) -> int:
        """Every card this seat cannot place: the deck and the others' unseen cards."""
        if self._pool is None:
            self._pool = self.deck + sum(self.hidden_in(s) for s in range(self.n))
        return self._pool

    def unseen(self, type_: str, family: str = "") -> int:
        return max(0, TOTAL.get((type_, family), 0) - self.seen().get((type_, family), 0))

    def expected(self, seat: int, type_: str, family: str = "") -> float:
        """How many cards of a kind `seat` holds, as this seat reckons."""
        if seat == self.seat:
            return float(sum(1 for c in self.hand if KINDS[c].type == type_
                             and KINDS[c].family == family))
        shown = sum(1 for c in self.shown[seat] if KINDS[c].type == type_
                    and KINDS[c].family == family)
        pool = self.pool()
        if not pool:
            return float(shown)
        return shown + self.unseen(type_, family) * self.hidden_in(seat) / pool

    def holds_chance(self, seat: int, type_: str, family: str = "") -> float:
        """The chance `seat` holds at least one card of a kind."""
        if seat == self.seat:
            return 1.0 if self.expected(seat, type_, family) > 0 else 0.0
        if any(KINDS[c].type == type_ and KINDS[c].family == family for c in self.shown[seat]):
            return 1.0
        pool, unseen, hidden = self.pool(), self.unseen(type_, family), self.hidden_in(seat)
        if not pool or not unseen or not hidden:
            return 0.0
        miss = 1.0
        for i in range(min(hidden, pool)):
            miss *= max(0.0, (pool - unseen - i) / (pool - i))
        return 1.0 - miss

    def mine(self, type_: str, family: str = "") -> list[int]:
        return sorted(c for c in self.hand if KINDS[c].type == type_ and KINDS[c].family == family)

    def clan_in_hand(self, family: str) -> list[int]:
        return self.mine(CLAN, family)

    def travels_for(self, family: str) -> list[int]:
        """My travel cards that fit `family`, its own first."""
        return self.mine(TRAVEL, family) + self.mine(TRAVEL, ANYONE)

    # -- money -----------------------------------------------------------------------------
    def leader(self) -> int:
        best = max(self.money)
        return next(s for s in range(self.n) if self.money[s] == best)

    def lead(self) -> float:
        """The current leader's lead: over me, or mine over the runner-up."""
        leader = self.leader()
        if leader != self.seat:
            return self.money[leader] - self.money[self.seat]
        return self.money[self.seat] - max(m for s, m in enumerate(self.money) if s != self.seat)

    def placards_of(self, seat: int | None) -> list[str]:
        return [f for f in LETTERS if self.placards[f] == seat]


def deal_of(pub: dict[str, Any]) -> Deal:
    """The deal as its public view tells it, in ids (the model's own record)."""
    one = PACK.from_codes

    def source(code: Any) -> Any:
        if code is None or code == PLACARD:
            return code
        return one([code])[0]

    def question(q: dict[str, Any] | None) -> dict[str, Any] | None:
        return None if q is None else {**q, "source": source(q["source"])}

    w = pub["window"]
    window = None if w is None else {
        "kind": w["kind"], "player": w["player"], "cards": one(w["cards"]),
        "family": w["family"], "target": source(w["target"]), "asked": list(w["asked"])}
    d = Deal(pub["space"], pub["tile"], pub["boss"], stage=pub["stage"], round=pub["round"],
             sayers=list(pub["sayers"]), quiet=pub["quiet"])
    d.fills = {f: {"owner": x["owner"], "source": source(x["source"]), "pay": x["pay"]}
               for f, x in pub["fills"].items()}
    d.side = {s: p for s, p in enumerate(pub["side"]) if p}
    d.laid = {one([x["card"]])[0]: x["owner"] for x in pub["laid"]}
    d.travelling = {f: one([c])[0] for f, c in pub["travelling"].items()}
    d.question = question(pub["question"])
    d.queue = [question(q) for q in pub["queue"]]
    d.window, d.closing, d.final = window, pub["closing"], pub["final"]
    d.counters = dict(pub["counters"])
    d.bosses = list(pub["bosses"])
    return d


# -- a deal --------------------------------------------------------------------------------
def fair(d: Deal) -> float:
    """The fair share f = Div / Inv dividends an investor (§7.4)."""
    return d.at.div / d.at.inv


def optional_left(d: Deal) -> int:
    return d.at.pick - sum(1 for f in d.fills if f in d.at.optional)


def wanted(d: Deal) -> list[str]:
    """The families that may still fill a slot: the required ones missing first, then the
    optional ones while optional slots remain."""
    out = [f for f in d.at.required if f not in d.fills]
    if optional_left(d) > 0:
        out += [f for f in d.at.optional if f not in d.fills]
    return out


def missing(d: Deal) -> int:
    return d.at.inv - len(d.fills)


def required_missing(d: Deal) -> list[str]:
    return [f for f in d.at.required if f not in d.fills]


def free_clan_on_table(d: Deal, family: str) -> list[tuple[int, int]]:
    """(card, owner) of the clan cards of `family` on the table outside the deal."""
    used = d.used_cards()
    return [(c, o) for c, o in d.laid.items()
            if c not in used and KINDS[c].type == CLAN and KINDS[c].family == family]


def placard_free(v: View, d: Deal, family: str) -> int | None:
    """The owner of `family`'s placard if it may join this deal (a player's, untravelled)."""
    owner = v.placards[family]
    if owner is None or family in d.travelling:
        return None
    return owner


def sources(v: View, d: Deal, family: str) -> list[tuple[int, Any]]:
    """Who can bring `family` now, as the Boss may ask them: (owner, PLACARD or card)."""
    out: list[tuple[int, Any]] = []
    owner = placard_free(v, d, family)
    if owner is not None:
        out.append((owner, PLACARD))
    out += [(o, c) for c, o in free_clan_on_table(d, family)]
    return out


def alternatives(v: View, d: Deal, family: str, provider: int, in_hand: float = 1.0) -> float:
    """The other sources of `family` than `provider`: an untravelled placard, clan cards
    on the table, and the clan cards the hands are expected to hold (§7.4)."""
    alt = 0.0
    owner = placard_free(v, d, family)
    if owner is not None and owner != provider:
        alt += 1
    alt += sum(1 for _, o in free_clan_on_table(d, family) if o != provider)
    for s in range(v.n):
        if s != provider:
            alt += in_hand * v.expected(s, CLAN, family)
    return alt


def leverage(v: View, d: Deal, family: str, provider: int, in_hand: float = 1.0) -> float:
    return 1.0 / (1.0 + alternatives(v, d, family, provider, in_hand))


def clock(d: Deal, rounds: int) -> float:
    """How far the deal clock has run, 0 (the first round) to 1 (the last, or the call)."""
    if d.stage == "final" or rounds <= 1:
        return 1.0
    return min(1.0, max(0.0, (d.round - 1) / (rounds - 1)))


def provider_ask(f: float, lam: float) -> int:
    return math.ceil(f * (0.8 + 1.2 * lam) - 1e-9)


def reservation(f: float, lam: float, run: float) -> int:
    """floor(f·(0.4 + 0.8λ)), falling toward 1 dividend as the clock runs (`run` 0..1)."""
    start = max(1, math.floor(f * (0.4 + 0.8 * lam) + 1e-9))
    return max(1, round(start - (start - 1) * run))


def boss_opening(f: float) -> int:
    return max(1, math.floor(f * OPEN_SHARE + 1e-9))


def keep_min(d: Deal, share: float = KEEP_SHARE) -> int:
    return math.ceil(d.at.div * share - 1e-9)


def boss_cap(d: Deal, family: str | None = None, share: float = KEEP_SHARE) -> int:
    """The most the Boss pays for one more investor (of `family`, not yet in) keeping
    ≥ `share` (1/3) of Div, the other missing investors at his opening price at least."""
    others = missing(d) - (1 if family is not None else 0)
    return d.at.div - keep_min(d, share) - d.promised() - max(0, others) * boss_opening(fair(d))


def pair_counters(d: Deal, a: int, b: int) -> int:
    return d.counters.get(f"{min(a, b)}-{max(a, b)}", 0)


# -- a deal to start -----------------------------------------------------------------------
def supply(v: View, seat: int, space: int, travelling: dict | None = None) -> set[str]:
    """The listed families of `space` `seat` brings himself (placards; for me, clan cards
    in hand too)."""
    at = SPACES[space]
    have = {f for f in at.listed if v.placards[f] == seat
            and not (travelling and f in travelling)}
    if seat == v.seat:
        have |= {f for f in at.listed if v.clan_in_hand(f)}
    return have


def self_complete(v: View, space: int, seat: int | None = None) -> bool:
    """Whether `seat` (me) could fill every slot of a deal on `space` alone."""
    seat = v.seat if seat is None else seat
    at = SPACES[space]
    have = supply(v, seat, space)
    if any(f not in have for f in at.required):
        return False
    return sum(1 for f in at.optional if f in have) >= at.pick


def expected_share(v: View, space: int, seat: int | None = None, pay_share: float = 0.9) -> float:
    """What `seat` (me by default) expects to keep, in $M, as the Boss of a deal started on
    `space` now: the payout less the fair share of each investor he must buy, times the
    chance each can be had at all."""
    seat = v.seat if seat is None else seat
    at = SPACES[space]
    value = tile_value(v.next_tile)
    have = supply(v, seat, space)
    f = at.div / at.inv
    pay, chance = 0.0, 1.0
    families = [f_ for f_ in at.required if f_ not in have]
    optional = sorted((o for o in at.optional if o not in have),
                      key=lambda o: -family_availability(v, o, seat))
    families += optional[:max(0, at.pick - sum(1 for o in at.optional if o in have))]
    for family in families:
        avail = family_availability(v, family, seat)
        chance *= avail
        pay += f * pay_share
    return value * max(0.0, at.div - pay) * chance


def family_availability(v: View, family: str, boss: int) -> float:
    """The chance the Boss can buy an investor of `family` from someone."""
    owner = v.placards[family]
    if owner is not None and owner != boss:
        return 0.85
    p_none = 1.0
    for s in range(v.n):
        if s != boss:
            p_none *= 1.0 - v.holds_chance(s, CLAN, family)
    if owner is None and boss == v.seat and len(v.mine(RECRUIT)) >= RECRUITMENT_SET:
        return 0.9
    return 0.7 * (1.0 - p_none)


def required_counts(v: View) -> dict[str, int]:
    """How often each family is required on the spaces still open (§7.4's recruitment)."""
    counts = dict.fromkeys(LETTERS, 0)
    for space in open_spaces(v.tiles):
        for f in SPACES[space].required:
            counts[f] += 1
    return counts


# -- a hand's worth ------------------------------------------------------------------------
CARD_WORTH = {BOSS: 8.0, STOP: 5.0, TRAVEL: 2.0}
RECRUIT_SET_WORTH = 12.0
RECRUIT_PART = 2.0
CLAN_WORTH, CLAN_OWN = 4.0, 1.5


def hand_worth(v: View, hand: list[int]) -> float:
    """A hand's worth in rough $M-of-a-share units: the Boss and Stop cards (each less
    than the one before), complete recruitment sets, clan cards (those of families whose
    placard I hold less), travel cards ("send anyone" more)."""
    worth = 0.0
    counts: dict[str, int] = {}
    for c in hand:
        counts[KINDS[c].type] = counts.get(KINDS[c].type, 0) + 1
    for type_ in (BOSS, STOP):
        for i in range(counts.get(type_, 0)):
            worth += CARD_WORTH[type_] * (0.75 ** i)
    recruits = counts.get(RECRUIT, 0)
    worth += RECRUIT_SET_WORTH * (recruits // RECRUITMENT_SET)
    worth += RECRUIT_PART * (recruits % RECRUITMENT_SET)
    need = required_counts(v)
    families: dict[str, int] = {}
    for c in hand:
        k = KINDS[c]
        if k.type == CLAN:
            families[k.family] = families.get(k.family, 0) + 1
            own = v.placards[k.family] == v.seat
            base = CLAN_OWN if own else CLAN_WORTH
            worth += (base + 0.25 * need[k.family]) * (0.6 ** (families[k.family] - 1))
        elif k.type == TRAVEL:
            worth += CARD_WORTH[TRAVEL] + (0.5 if k.family == ANYONE else 0.0)
    return worth
