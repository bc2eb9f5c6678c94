"""Saint Petersburg's events, declared (`game.core.events`): for each kind its fields, its
sentence in the log and what moves on the table.

Zones: "stack:<phase>" (a draw stack), "upper" and "lower" (the rows; "upper:<seat>" and
"lower:<seat>" are the same rows, named with the buyer), "display:<seat>",
"hand:<seat>", "observatory:<seat>" (a card an Observatory drew, beside the display),
"discard". A card an Observatory draws, and one it puts into a hand, travel in private
parts: only the drawer sees which."""

from __future__ import annotations

from game.core.events import Effect, EventType, EventTypes, Fly, Still
from game.core.protocol import Event
from game.games.saint_petersburg.words import card_name, cards_words, phase_name
from game.ui.i18n import name_list, t

FORMATS = {
    "card": lambda v, _n: card_name(v),
    "displaced": lambda v, _n: card_name(v),
    "cards": lambda v, _n: cards_words(v),
    "discarded": lambda v, _n: cards_words(v),
    "phase": lambda v, _n: phase_name(v),
    "stack": lambda v, _n: phase_name(v),
    "winners": lambda v, name_of: name_list([name_of(s) for s in v]),
    "scores": lambda v, _n: " : ".join(map(str, v)),
}


def buy_words(ev: Event, name_of) -> str:
    d = ev.data
    key = "sp_log_trade" if d["displaced"] else "sp_log_buy"
    if d["source"] == "hand":
        key = "sp_log_play_trade" if d["displaced"] else "sp_log_play"
    return t(key, name=name_of(ev.seat), card=card_name(d["card"]), price=d["price"],
             displaced=card_name(d["displaced"]))


def income_words(ev: Event, name_of) -> str:
    d = ev.data
    parts = [t("sp_paid", name=name_of(s), rubles=r, points=p)
             for s, (r, p) in enumerate(zip(d["rubles"], d["points"], strict=True))]
    return t("sp_log_income", phase=phase_name(d["phase"]), paid=t("sp_list_sep").join(parts))


def pub_words(ev: Event, name_of) -> str:
    bought = ev.data["bought"]
    parts = [t("sp_pub_by", name=name_of(int(s)), points=k) for s, k in bought.items() if k]
    if not parts:
        return t("sp_log_pub_none")
    return t("sp_log_pub", bought=t("sp_list_sep").join(parts))


def refill_words(ev: Event, name_of) -> str:
    d = ev.data
    words = t("sp_log_refill", phase=phase_name(d["phase"]), cards=cards_words(d["cards"]))
    return words + (" " + t("sp_log_last_round") if d["last_round"] else "")


EVENTS = EventTypes([
    EventType("refill", refill_words,
              Fly("cards", "stack:{phase}", "upper", face="turn_up", seconds=0.35,
                  stagger=0.08),
              public=("phase", "cards", "last_round"), sound="deal"),
    EventType("phase", "sp_log_phase", Effect("phase", 0.7),
              public=("phase", "round", "tokens")),
    EventType("buy", buy_words,
              (Fly("card", "{source}:{seat}", "display:{seat}", seconds=0.4),
               Fly("displaced", "display:{seat}", "discard", seconds=0.4, after=0.2)),
              public=("card", "price", "displaced", "source"), sound="play"),
    EventType("take", "sp_log_take",
              Fly("card", "{source}:{seat}", "hand:{seat}", face="owner", seconds=0.4),
              public=("source", "card"), private=("card",), sound="play"),
    EventType("pass", "sp_log_pass", Still(seconds=0.25), public=("auto",)),
    EventType("observe", "sp_log_observe",
              Fly("card", "stack:{stack}", "observatory:{seat}", face="owner", seconds=0.4),
              public=("stack", "used_card"), private=("card",), sound="deal"),
    EventType("discard", "sp_log_discard", Fly("card", "observatory:{seat}", "discard"),
              public=("card",)),
    EventType("income", income_words, Effect("income", 1.2),
              public=("phase", "rubles", "points"), sound="win"),
    EventType("pub_open", "sp_log_pub_open", Still(seconds=0.2), public=("owners",)),
    EventType("pub", pub_words, Effect("pub", 0.8), public=("bought",)),
    EventType("round_end", "sp_log_round_end",
              (Fly("discarded", "lower", "discard", seconds=0.4, stagger=0.05),
               Effect("shift", 0.5, after=0.3)),
              public=("discarded", "round")),
    EventType("over", "sp_log_over", Effect("over", 1.4),
              public=("scores", "points", "rubles", "variety", "hand", "winners"),
              sound="win"),
], FORMATS)
