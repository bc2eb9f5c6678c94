"""The bargaining of a deal (rules sheet §5.3, §7.2, C2, C4): offers and proposals, promises
to keep out, and the answers to them.

Terms are only shares of this deal's dividends, paid at closing. A player offers an
investor he brings (his placard, or a clan card, laid face up as he offers it) for an ask;
the Boss proposes a share to the player who holds an investor (his placard first, else his
clan card on the table), or promises a share to anyone to keep out. Whoever is asked
answers at once: accept (the bargain binds at closing), reject, or counter with another
price, which goes back to the other side; two players counter at most
`COUNTERS_PER_PAIR` times in a deal. No price may take the promises past the dividends.

When a Boss card makes a new Boss, every bargain struck turns back into an offer to him,
asked one after another (from his left): he confirms, drops or counters each (C4). The old
Boss's own investors leave the deal (he may offer them like anyone; his clan cards stay on
the table); the new Boss's join, and a bargain one of them replaces is dropped.

Where the sheet is silent: a slot once filled is not bargained for again (the Boss accepts
one source, C2); a seat is promised a share to keep out once a deal, one dividend at least;
counter-offers are counted per pair of seats for the whole deal, whoever is Boss; ACCEPT
opens no reaction window (§7.3 has one): nothing binds before the CLOSE window, which gives
everyone the same last chance.

With "providers_paid" (§8) only the Boss and the players who bring an investor get money:
a promise to keep out is refused ("no_side_pay")."""

from __future__ import annotations

from typing import Any

from game.core.protocol import Event
from game.games.imtheboss.cards import PACK, is_clan, kind_of
from game.games.imtheboss.data import COUNTERS_PER_PAIR
from game.games.imtheboss.deal import PLACARD, Deal, pair, source_code
from game.games.imtheboss.families import LETTERS, clockwise_from
from game.games.imtheboss.refusals import MESSAGES, refuse
from game.games.imtheboss.slots import autofill, check_family, fill, room_for
from game.games.imtheboss.variants import PROVIDERS_PAID

OFFER, PROPOSE, SIDE, COUNTER, REVIEW = "offer", "propose", "side", "counter", "review"


def check_pay(deal: Deal, pay: int, side: bool = False) -> None:
    if pay < 0:
        raise refuse("bad_pay")
    if side and pay < 1:
        raise refuse("side_pay_nothing")
    if pay > deal.remaining():
        raise refuse("too_much", total=deal.promised() + pay, div=deal.at.div)


def prices(deal: Deal, least: int = 0, but: int | None = None) -> list[int]:
    """The prices the legal actions offer: every whole share the dividends left allow."""
    return [p for p in range(least, deal.remaining() + 1) if p != but]


def own_clan_on_table(deal: Deal, seat: int, family: str) -> int | None:
    """`seat`'s first clan card of `family` lying on the table outside the deal."""
    used = deal.used_cards()
    return next((c for c, o in deal.laid.items()
                 if o == seat and c not in used and is_clan(c, family)), None)


def source_of(state: Any, seat: int, family: str) -> Any:
    """What `seat` brings of `family` when the Boss proposes: his untravelled placard,
    else his clan card on the table; None if neither."""
    deal: Deal = state.deal
    if state.placards[family] == seat and family not in deal.travelling:
        return PLACARD
    return own_clan_on_table(deal, seat, family)


def ask(deal: Deal, kind: str, frm: int, to: int, family: str, source: Any,
        pay: int) -> Event:
    deal.question = {"from": frm, "to": to, "family": family, "source": source, "pay": pay,
                     "kind": kind}
    return Event(kind, frm, {"to": to, "family": family,
                             "source": source_code(source) if source is not None else None,
                             "pay": pay})


# -- a say ------------------------------------------------------------------------------------
def offer_placard(state: Any, seat: int, family: str, pay: int) -> list[Event]:
    deal: Deal = state.deal
    check_family(deal, family)
    if state.placards[family] != seat:
        raise refuse("not_your_placard", family=family)
    if family in deal.travelling:
        raise refuse("travelling", family=family)
    check_pay(deal, pay)
    return [ask(deal, OFFER, seat, deal.boss, family, PLACARD, pay)]


def offer_clan(state: Any, seat: int, card: int, pay: int) -> list[Event]:
    """Offer a clan card from the hand (laid face up now) or one already on the table."""
    deal: Deal = state.deal
    on_table = deal.laid.get(card) == seat and card not in deal.used_cards()
    if not on_table and card not in state.hands[seat]:
        raise refuse("not_in_hand")
    if not is_clan(card):
        raise refuse("not_a_clan_card")
    family = kind_of(card).family
    check_family(deal, family)
    check_pay(deal, pay)
    events = [] if on_table else [lay_on_table(state, seat, card)]
    return events + [ask(deal, OFFER, seat, deal.boss, family, card, pay)]


def lay_on_table(state: Any, seat: int, card: int) -> Event:
    """A clan card from the hand face up onto the table (it stays until the deal ends)."""
    state.take_from_hand(seat, card)
    state.table.append(card)
    state.deal.laid[card] = seat
    return Event("lay", seat, {"card": PACK.code(card), "family": kind_of(card).family})


def check_other(state: Any, seat: int, to: int) -> None:
    if not 0 <= to < state.players:
        raise refuse("no_such_seat", to=to)
    if to == seat:
        raise refuse("self_deal")


def propose(state: Any, seat: int, to: int, family: str, pay: int) -> list[Event]:
    deal: Deal = state.deal
    check_other(state, seat, to)
    check_family(deal, family)
    source = source_of(state, to, family)
    if source is None:
        raise refuse("no_source", to=to, family=family)
    check_pay(deal, pay)
    return [ask(deal, PROPOSE, seat, to, family, source, pay)]


def side_pay(state: Any, seat: int, to: int, pay: int) -> list[Event]:
    deal: Deal = state.deal
    if PROVIDERS_PAID in state.published:
        raise refuse("no_side_pay")
    check_other(state, seat, to)
    if to in deal.side:
        raise refuse("side_paid", to=to)
    check_pay(deal, pay, side=True)
    return [ask(deal, SIDE, seat, to, "", None, pay)]


# -- the answer ---------------------------------------------------------------------------------
def provider(deal: Deal, q: dict[str, Any]) -> int:
    """The player who brings the investor (or keeps out): the side that is not the Boss."""
    return q["to"] if q["from"] == deal.boss else q["from"]


def why_not(state: Any, q: dict[str, Any]) -> str | None:
    """Why the bargain `q` names cannot stand now (a refusal's reason), or None."""
    deal: Deal = state.deal
    seat = provider(deal, q)
    if q["pay"] > deal.remaining():
        return "too_much"
    if not q["family"]:
        return "side_paid" if seat in deal.side else None
    reason = room_for(deal, q["family"])
    if reason:
        return reason
    if q["source"] == PLACARD:
        if state.placards[q["family"]] != seat:
            return "not_your_placard"
        return "travelling" if q["family"] in deal.travelling else None
    if deal.laid.get(q["source"]) != seat or q["source"] in deal.used_cards():
        return "not_on_table"
    return None


def answerable(state: Any, seat: int) -> dict[str, Any]:
    q = state.deal.question if state.deal else None
    if q is None or q["to"] != seat:
        raise refuse("no_question")
    return q


def accept(state: Any, seat: int) -> list[Event]:
    deal: Deal = state.deal
    q = answerable(state, seat)
    reason = why_not(state, q)
    if reason:
        raise refuse("cannot_accept", why=_words(reason, q, deal), reason_of=reason)
    who = provider(deal, q)
    if q["family"]:
        fill(deal, q["family"], who, q["source"], q["pay"])
    else:
        deal.side[who] = q["pay"]
    deal.question = None
    return [Event("accept", seat, {"with": q["from"], "family": q["family"], "pay": q["pay"]})]


def _words(reason: str, q: dict[str, Any], deal: Deal) -> str:
    return MESSAGES[reason].format(family=q["family"], to=provider(deal, q),
                                   total=deal.promised() + q["pay"], div=deal.at.div)


def reject(state: Any, seat: int) -> list[Event]:
    q = answerable(state, seat)
    state.deal.question = None
    return [Event("reject", seat, {"with": q["from"], "family": q["family"], "pay": q["pay"]})]


def counters_left(deal: Deal, q: dict[str, Any]) -> int:
    return COUNTERS_PER_PAIR - deal.counters.get(pair(q["from"], q["to"]), 0)


def counter(state: Any, seat: int, pay: int) -> list[Event]:
    deal: Deal = state.deal
    q = answerable(state, seat)
    if counters_left(deal, q) <= 0:
        raise refuse("counters_used", limit=COUNTERS_PER_PAIR)
    if pay == q["pay"]:
        raise refuse("same_price", pay=pay)
    check_pay(deal, pay, side=not q["family"])
    key = pair(q["from"], q["to"])
    deal.counters[key] = deal.counters.get(key, 0) + 1
    return [ask(deal, COUNTER, seat, q["from"], q["family"], q["source"], pay)]


# -- "I'm the Boss!" ------------------------------------------------------------------------------
def new_boss(state: Any, seat: int) -> list[Event]:
    """`seat` takes over the deal: bargains back to offers for him to review (C4)."""
    deal: Deal = state.deal
    old = deal.boss
    order = clockwise_from(seat, state.players)
    reviews = []
    for family in LETTERS:
        f = deal.fills.get(family)
        if f and f["owner"] not in (old, seat):
            reviews.append({"from": f["owner"], "to": seat, "family": family,
                            "source": f["source"], "pay": f["pay"], "kind": REVIEW})
    for who, pay in deal.side.items():
        if who != seat:
            reviews.append({"from": who, "to": seat, "family": "", "source": None, "pay": pay,
                            "kind": REVIEW})
    reviews.sort(key=lambda q: order.index(q["from"]))
    deal.fills, deal.side = {}, {}
    deal.boss = seat
    deal.bosses.append(seat)
    deal.queue = reviews
    return [Event("new_boss", seat, {"old": old, "reviews": len(reviews)})] + autofill(state)


def next_review(state: Any) -> list[Event]:
    """Ask the new Boss about the next bargain to review; one that cannot stand any more
    (his own investor took its slot, its source is gone) is dropped."""
    deal: Deal = state.deal
    q = deal.queue.pop(0)
    reason = why_not(state, q)
    if reason:
        return [Event("dropped", q["from"], {"family": q["family"], "pay": q["pay"],
                                             "why": reason})]
    deal.question = q
    return [Event(REVIEW, q["from"], {"to": q["to"], "family": q["family"], "pay": q["pay"]})]
