"""Bohnanza's events, declared (`game.core.events`): for each kind its fields, its
sentence in the log and what moves on the table.

Zones: "deck" (the draw pile), "market" (the turned-up cards, by bean), "hand:<seat>"
(the viewer's cards; another's panel), "received:<seat>" (cards to plant in step 3),
"field:<seat>:<i>" (a bean field), "treasury:<seat>" (coins). A hand's cards travel in
private parts (the deal, a draw): only their holder sees which."""

from __future__ import annotations

from game.core.events import Effect, EventType, EventTypes, Fly, Silent, Still
from game.core.protocol import Event
from game.games.bohnanza.words import bean_name, beans_words, offer_words
from game.ui.i18n import is_viewer, name_list, t

FORMATS = {
    "bean": lambda v, _n: bean_name(v),
    "beans": lambda v, _n: beans_words(v),
    "kept": lambda v, _n: beans_words(v),
    "bidder": lambda v, name_of: name_of(v),
    "winners": lambda v, name_of: name_list([name_of(s) for s in v]),
    "coins": lambda v, _n: v if isinstance(v, int) else " : ".join(map(str, v)),
}


def ask_words(ev: Event, name_of) -> str:
    d = ev.data
    parts = ([beans_words(d["beans"])] if d["beans"] else []) + (
        [t("bn_market_cards", n=len(d["slots"]))] if d["slots"] else [])
    offer, name = t("bn_list_sep").join(parts), name_of(ev.seat)
    if not d["wanted"]:
        return t("bn_log_ask_take", name=name, offer=offer)
    if not parts:
        return t("bn_log_ask_gift", name=name, wanted=beans_words(d["wanted"]))
    return t("bn_log_ask", name=name, wanted=beans_words(d["wanted"]), offer=offer)


def bids_words(ev: Event, name_of) -> str:
    bids = ev.data["bids"]
    if not bids:
        return t("bn_log_no_bids")
    parts = [t("bn_bid_by", name=name_of(int(s)),
               offer=offer_words(b["give"], [t("bn_market_cards", n=len(b["slots"]))] * bool(
                   b["slots"]) + b["beans"]))
             for s, b in bids.items()]
    return t("bn_log_bids", bids="; ".join(parts))


def trade_words(ev: Event, name_of) -> str:
    d = ev.data
    takes = d["took"] + d["beans"]
    bidder = name_of(d["with"])
    key = "bn_log_trade_you_bidder" if is_viewer(bidder) else "bn_log_trade"
    return t(key, name=name_of(ev.seat), bidder=bidder, offer=offer_words(d["give"], takes))


EVENTS = EventTypes([
    EventType("deal", "bn_log_deal", Still(seconds=0.3), public=("hand",), private=("cards",)),
    EventType("turn", "bn_log_turn", Effect("turn", 0.3)),
    EventType("plant", "bn_log_plant",
              Fly("bean", "{source}:{seat}", "field:{seat}:{field}", seconds=0.35),
              public=("bean", "field", "source"), sound="play"),
    EventType("harvest", "bn_log_harvest", Effect("harvest", 0.8),
              public=("field", "bean", "count", "coins"), sound="win"),
    EventType("buy_field", "bn_log_buy_field", Effect("buy_field", 0.6), public=("cost",)),
    EventType("market", "bn_log_market",
              Fly("beans", "deck", "market", face="turn_up", seconds=0.4, stagger=0.15),
              public=("beans",), sound="deal"),
    EventType("keep", "bn_log_keep", Fly("bean", "market", "received:{seat}"),
              public=("slot", "bean")),
    EventType("ask", ask_words, Effect("ask", 0.5), public=("wanted", "slots", "beans")),
    EventType("bids", bids_words, Effect("bids", 0.6, lasts=3.0), public=("bids",)),
    EventType("trade", trade_words,
              (Fly("give", "hand:{with}", "received:{seat}"),
               Fly("beans", "hand:{seat}", "received:{with}"),
               Fly("took", "market", "received:{with}")),
              public=("with", "give", "slots", "beans", "took"), sound="play"),
    EventType("reject", "bn_log_reject", Still(seconds=0.2), public=("bidder",)),
    EventType("done", "bn_log_done", Fly("kept", "market", "received:{seat}"),
              public=("kept",)),
    EventType("draw", Silent("the hand's count and the deck say it; the cards are secret"),
              Fly("cards", "deck", "hand:{seat}", face="owner", seconds=0.35, stagger=0.1),
              public=("count",), private=("cards",), sound="deal"),
    EventType("over", "bn_log_over", Effect("over", 1.4), public=("coins", "winners"),
              sound="win"),
], FORMATS)
