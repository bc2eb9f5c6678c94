"""I'm the Boss!'s events, declared (`game.core.events`): for each kind its fields, its
sentence in the log and what moves on the table.

Zones: "hand:<seat>" (a player's hand), "deck", "discard", "mat" (the deal's mat),
"mat:<family>" (that family's place on the mat), "space:<n>" (a board space), "bank",
"money:<seat>". A drawn or dealt card travels face down for all but its drawer (its code in
his private part)."""

from __future__ import annotations

from game.core.events import Effect, EventType, EventTypes, Fly, Silent, Still
from game.core.protocol import Event
from game.games.imtheboss.words import card_words, dividends, family_name, money, seat_or_beside
from game.ui.i18n import name_list, t

FORMATS = {
    "family": lambda v, _n: family_name(v) if v else "",
    "pay": lambda v, _n: dividends(v),
    "to": lambda v, name_of: name_of(v),
    "with": lambda v, name_of: name_of(v),
    "old": lambda v, name_of: name_of(v),
    "owner": lambda v, name_of: name_of(v),
    "marker_by": lambda v, name_of: name_of(v),
    "card": lambda v, _n: card_words(v),
    "target": lambda v, _n: card_words(v) if v else "",
    "why": lambda v, _n: t(f"ib_why_{v}") if v else "",
    "winners": lambda v, name_of: name_list([name_of(s) for s in v]),
    "faces": lambda v, _n: "/".join(map(str, v)),
}


def roll_words(ev: Event, name_of) -> str:
    d = ev.data  # "from" and "to" are spaces here, not seats
    return t("ib_log_roll", name=name_of(ev.seat), die=d["die"], start=d["from"], end=d["to"])


def answer_words(ev: Event, name_of) -> str:
    d = ev.data
    if ev.kind == "accept" and not d["family"]:
        return t("ib_log_accept_side", name=name_of(ev.seat), pay=dividends(d["pay"]))
    return t(f"ib_log_{ev.kind}", name=name_of(ev.seat), pay=dividends(d["pay"]),
             family=family_name(d["family"]) if d["family"] else "")


def play_words(ev: Event, name_of) -> str:
    d = ev.data
    name = name_of(ev.seat)
    if d["what"] == "travel":
        if d["target"]:
            return t("ib_log_travel_clan", name=name, target=card_words(d["target"]))
        return t("ib_log_travel", name=name, family=family_name(d["family"]))
    if d["what"] == "recruit":
        return t("ib_log_recruit", name=name, family=family_name(d["family"]))
    return t("ib_log_boss", name=name)


def stopped_words(ev: Event, name_of) -> str:
    return t("ib_log_stopped", name=name_of(ev.seat), card=card_words(ev.data["stopped"][0]))


def recruited_words(ev: Event, name_of) -> str:
    return t("ib_log_recruited", name=name_of(ev.seat), family=family_name(ev.data["family"]),
             holder=seat_or_beside(ev.data["from"], name_of))


def closed_words(ev: Event, name_of) -> str:
    paid = [f"{name_of(s)} {money(n)}" for s, n in enumerate(ev.data["paid"])
            if n and s != ev.seat]
    return t("ib_log_closed", name=name_of(ev.seat), payout=ev.data["payout"],
             paid=t("ib_then").join(paid) if paid else t("ib_paid_none"))


def breakdown_words(ev: Event, name_of) -> str:
    d = ev.data
    why = t(f"ib_why_{d['why']}")
    if d["family"]:
        why += f" ({family_name(d['family'])})"
    return t("ib_log_breakdown", space=d["space"], why=why)


BARGAIN = ("to", "family", "source", "pay")
EVENTS = EventTypes([
    EventType("placards", Silent("the placards are shown lying before their owners"),
              Effect("placards", 0.6), public=("placards",)),
    EventType("deal_cards", "ib_log_deal_cards", Effect("deal", 0.8), public=("counts",),
              private=("cards",), sound="deal"),
    EventType("first_player", "ib_log_first_player", Still(seconds=0.3),
              public=("marker_by",)),
    EventType("marker", "ib_log_marker", Effect("marker", 0.5), public=("space",)),
    EventType("roll", roll_words, (Effect("roll", 0.8), Effect("marker", 0.5, after=0.8)),
              public=("die", "from", "to"), sound="deal"),
    EventType("draw", "ib_log_draw",
              Fly("cards", "deck", "hand:{seat}", face="owner", seconds=0.4, stagger=0.1),
              public=("count",), private=("cards",), sound="deal"),
    EventType("reshuffle", "ib_log_reshuffle", Effect("reshuffle", 0.6), public=("count",),
              hides_again=True),
    EventType("discard", "ib_log_discard", Fly("card", "hand:{seat}", "discard"),
              public=("card",)),
    EventType("deal", "ib_log_deal", Effect("deal_opens", 0.9),
              public=("space", "tile", "value", "div"), sound="play"),
    EventType("joins", "ib_log_joins", Effect("joins", 0.4), public=("family", "source")),
    EventType("lay", "ib_log_lay", Fly("card", "hand:{seat}", "mat:{family}", seconds=0.4),
              public=("card", "family"), sound="play"),
    EventType("negotiate", "ib_log_negotiate", Still(seconds=0.3)),
    EventType("round", "ib_log_round", Effect("round", 0.5), public=("round", "of")),
    EventType("propose", "ib_log_propose", Effect("speech", 0.9), public=BARGAIN),
    EventType("offer", "ib_log_offer", Effect("speech", 0.9), public=BARGAIN),
    EventType("counter", "ib_log_counter", Effect("speech", 0.9), public=BARGAIN),
    EventType("review", "ib_log_review", Effect("speech", 0.9), public=("to", "family", "pay")),
    EventType("side", "ib_log_side", Effect("speech", 0.9), public=BARGAIN),
    EventType("accept", answer_words, Effect("speech", 0.7), public=("with", "family", "pay"),
              sound="play"),
    EventType("reject", answer_words, Effect("speech", 0.7), public=("with", "family", "pay")),
    EventType("wait", "ib_log_wait", Effect("speech", 0.4)),
    EventType("play", play_words,
              Fly("cards", "hand:{seat}", "mat", seconds=0.4, stagger=0.08),
              public=("what", "cards", "family", "target"), sound="play"),
    EventType("stopped", stopped_words, Fly("card", "hand:{seat}", "mat", seconds=0.35),
              public=("card", "stopped", "what", "player"), sound="play"),
    EventType("let_pass", Silent("a window nobody answers says nothing"), Still(seconds=0.1),
              public=("what",)),
    EventType("travels", "ib_log_travels", Effect("travels", 0.6), public=("family",)),
    EventType("sent_away", "ib_log_sent_away", Fly("card", "mat", "discard", seconds=0.4),
              public=("card", "owner")),
    EventType("recruited", recruited_words, Effect("recruited", 0.8), public=("family", "from")),
    EventType("void", "ib_log_void", Still(seconds=0.3), public=("family", "pay")),
    EventType("new_boss", "ib_log_new_boss", Effect("new_boss", 1.0),
              public=("old", "reviews"), sound="win"),
    EventType("dropped", "ib_log_dropped", Still(seconds=0.3), public=("family", "pay", "why")),
    EventType("close_request", "ib_log_close_request", Effect("speech", 0.6),
              public=("final",)),
    EventType("close_dropped", "ib_log_close_dropped", Still(seconds=0.3)),
    EventType("last_call", "ib_log_last_call", Effect("round", 0.6), public=("why",)),
    EventType("closed", closed_words, Effect("closed", 1.4),
              public=("space", "tile", "payout", "paid", "used"), sound="win"),
    EventType("breakdown", breakdown_words, Effect("breakdown", 1.0),
              public=("why", "family", "space")),
    EventType("back_to_hands", "ib_log_back_to_hands", Still(seconds=0.3), public=("cards",)),
    EventType("end_die", "ib_log_end_die", Effect("roll", 0.9), public=("die", "faces")),
    EventType("turn", "ib_log_turn", Still(seconds=0.2)),
    EventType("over", "ib_log_over", Effect("over", 1.2), public=("money", "hands", "winners"),
              sound="win"),
], FORMATS)
