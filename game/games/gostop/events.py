"""Go-Stop's events, declared (`game.core.events`): for each kind its fields, its
sentence in the log and what moves on the table.

Only the deal has a private part: each seat's own hand. Every other card named in an
event is face up for everyone (a hand card is named once it is played or shown).

Zones: "stock", "table" (the centre, cards by month), "table:<seat>" (a card `seat` plays
or turns up: to its month's place, but a bonus card to the seat's captures),
"hand:<seat>" (the viewer's fan, another seat's hand pictured in its panel),
"captures:<seat>", and "hands" at the deal (every seat's hand in dealing order: the table
flies the viewer's cards face up and, for the others, as many backs as `counts` says).
The calls said aloud ("call": Go!, Ppuk!, ..., with the call's own sound, `call_of`) and
the shown cards of a shake or chongtong ("reveal") are the table's own views.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Effect, EventType, EventTypes, Fly, Still
from game.core.protocol import Event
from game.games.gostop.hand_result import CHONGTONG, FOUR_ON_TABLE, NAGARI, THREE_PPUK
from game.games.gostop.specials import JA_PPUK, PPUK_CAPTURE
from game.games.gostop.strings import CALLS
from game.games.gostop.timing import (
    BOMB_GAP,
    CALL_HOLD,
    CALL_TIME,
    CAPTURE_GAP,
    DEAL_GAP,
    FLY_TIME,
    HANDS_DEALT,
    OVER,
    REVEAL_TIME,
    TURN,
)
from game.games.gostop.words import card_name, cards_text, month_text
from game.ui.i18n import t

FORMATS = {
    "card": lambda v, _n: card_name(v),
    "cards": lambda v, _n: cards_text(v),
    "options": lambda v, _n: cards_text(v),
    "onto": lambda v, _n: cards_text(v),
    "month": lambda v, _n: month_text(v),
}


@dataclass(frozen=True)
class StackCall(Effect):
    """The call a stack taken says only when it was a ppuk (its `event` field set)."""

    def ends(self, ev: Event) -> float:
        return super().ends(ev) if ev.data.get("event") else 0.0


# A call holds the table CALL_HOLD, and its big word stays up a little longer, fading.
CALL = Effect("call", CALL_HOLD, lasts=CALL_TIME)
REVEAL = Effect("reveal", REVEAL_TIME)
NOTHING = Still(0.0)  # the log's line is all: the cards moved with the event before


def call_of(ev: Event) -> str | None:
    """The call `ev` says aloud (a key of `CALLS`: "go", "ppuk_capture", ...), or None."""
    said = ev.data.get("event") if ev.kind == "stack" else ev.kind
    return said if said in CALLS else None


# -- the few sentences a template cannot make ---------------------------------------------

def _deal(ev: Event, name_of) -> str:
    d = ev.data
    text = t("gs_log_deal", name=name_of(d["dealer"]), n=max(d["counts"]),
             count=len(d["table"]))
    return text + " " + t("gs_log_redeal", n=d["redeals"]) if d["redeals"] else text


def _stack(ev: Event, name_of) -> str:
    d, name = ev.data, name_of(ev.seat)
    what = month_text(d["month"])
    if d["event"] == PPUK_CAPTURE:
        return t("gs_log_stack_ppuk", name=name, owner=name_of(d["maker"]), what=what)
    if d["event"] == JA_PPUK:
        return t("gs_log_stack_ja_ppuk", name=name, what=what)
    return t("gs_log_stack", name=name, what=what)  # a stack dealt to the table


def _junk(ev: Event, name_of) -> str:
    d = ev.data
    key = "gs_log_junk" if d["cards"] else "gs_log_junk_none"
    return t(key, name=name_of(ev.seat), owner=name_of(d["from"]), cards=cards_text(d["cards"]))


def _hand_over(ev: Event, name_of) -> str:
    d = ev.data
    if d["reason"] == NAGARI:
        return t("gs_log_nagari")
    key = {CHONGTONG: "gs_log_win_chongtong", THREE_PPUK: "gs_log_win_three_ppuk",
           FOUR_ON_TABLE: "gs_log_win_four_on_table"}.get(d["reason"], "gs_log_win")
    return t(key, name=name_of(d["winner"]), points=d["total"])


def _either(field: str, yes: str, no: str):
    """The sentence `yes` when the event's `field` is true, else `no`."""
    return lambda ev, name_of: t(yes if ev.data[field] else no, name=name_of(ev.seat),
                                 **ev.data)


HAND_OVER_FIELDS = ("reason", "winner", "winners", "losers", "value", "total", "payments",
                    "deltas", "scores", "points", "gos", "shakes", "nagari", "next_nagari",
                    "auto_stop", "first_ppuk")

EVENTS = EventTypes([
    # The deal.
    EventType("deal", _deal,
              (Fly("hand", "stock", "hands", "owner", FLY_TIME, stagger=DEAL_GAP),
               Fly("table", "stock", "table", "up", FLY_TIME, after=HANDS_DEALT * DEAL_GAP,
                   stagger=DEAL_GAP)),
              public=("dealer", "redeals", "counts", "table", "stock"), private=("hand",),
              sound="deal"),
    EventType("bonus_table", "gs_log_bonus_table",
              Fly("cards", "table", "captures:{seat}", "up", FLY_TIME), public=("cards",)),
    EventType("four_on_table", "gs_log_four_on_table", CALL, public=("months", "cards")),
    EventType("chongtong", "gs_log_chongtong", (REVEAL, CALL), public=("months", "cards")),
    EventType("chongtong_answer",
              _either("win", "gs_log_chongtong_win", "gs_log_chongtong_play"), NOTHING,
              public=("win",)),
    # A turn: the hand play, the turn-up, the captures.
    EventType("turn", "gs_log_turn", Still(TURN), public=("turn",)),
    EventType("play", "gs_log_play", Fly("card", "hand:{seat}", "table:{seat}", "up", FLY_TIME),
              public=("card",), sound="play"),
    EventType("shake", "gs_log_shake", (REVEAL, CALL), public=("month", "cards")),
    EventType("bomb", "gs_log_bomb",
              (Fly("cards", "hand:{seat}", "table:{seat}", "up", FLY_TIME, stagger=BOMB_GAP),
               CALL),
              public=("month", "cards", "onto"), sound="play"),
    EventType("flip_only", "gs_log_flip_only", NOTHING, public=("left",)),
    EventType("bonus", "gs_log_bonus", NOTHING, public=("card",)),
    EventType("draw", "gs_log_draw", Fly("card", "stock", "table:{seat}", "up", FLY_TIME),
              public=("card",), sound="deal"),
    EventType("flip", "gs_log_flip",
              Fly("card", "stock", "table:{seat}", "turn_up", FLY_TIME),
              public=("card",), sound="deal"),
    EventType("choose", "gs_log_choose", NOTHING, public=("card", "options")),
    EventType("take", "gs_log_take", NOTHING, public=("card", "with")),
    EventType("stack", _stack, StackCall("call", CALL_HOLD, lasts=CALL_TIME),
              public=("month", "maker", "event")),
    EventType("ppuk", "gs_log_ppuk", CALL, public=("month", "count")),
    EventType("first_ppuk", "gs_log_first_ppuk", CALL, public=("points",)),
    EventType("jjok", "gs_log_jjok", CALL),
    EventType("ttadak", "gs_log_ttadak", CALL),
    EventType("capture", "gs_log_capture",
              Fly("cards", "table", "captures:{seat}", "up", FLY_TIME, stagger=CAPTURE_GAP),
              public=("cards",), sound="deal"),
    EventType("sseul", "gs_log_sseul", CALL),
    EventType("junk", _junk, Fly("cards", "captures:{from}", "captures:{seat}", "up", FLY_TIME),
              public=("from", "owed", "cards")),
    # Go or Stop, and the hand's end.
    EventType("go_or_stop", "gs_log_go_or_stop", NOTHING, public=("points",)),
    EventType("go", "gs_log_go", CALL, public=("gos", "points")),
    EventType("stop", _either("auto", "gs_log_stop_auto", "gs_log_stop"), CALL,
              public=("points", "auto")),
    EventType("hand_over", _hand_over, Still(OVER), public=HAND_OVER_FIELDS),
], FORMATS)
