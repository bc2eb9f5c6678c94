"""Kingsburg's events, declared (`game.core.events`): for each kind its fields, its sentence
in the log and what moves on the table.

Zones: "dice:<seat>" (a player's dice, by index: 0-2 coloured, 3+ white), "advisor:<n>"
(the advisor track), "province:<seat>" (a player's sheet), "goods:<seat>",
"soldiers:<seat>", "enemy" (the enemy card's place), "deck" (the enemy stack). An enemy
card peeked at travels in a private part: only that seat sees it."""

from __future__ import annotations

from game.core.events import Effect, EventType, EventTypes, Fly, Silent, Still
from game.core.protocol import Event
from game.games.kingsburg.words import (
    advisor_name,
    building_name,
    enemy_words,
    goods_words,
    season_name,
)
from game.ui.i18n import name_list, t

FORMATS = {
    "advisor": lambda v, _n: advisor_name(v),
    "building": lambda v, _n: building_name(v),
    "card": lambda v, _n: enemy_words(v),
    "enemy": lambda v, _n: enemy_words(v),
    "goods": lambda v, _n: goods_words(v),
    "paid": lambda v, _n: goods_words(v) if isinstance(v, dict) else v,
    "gave": lambda v, _n: t(f"kb_good_{v}"),
    "season": lambda v, _n: season_name(v),
    "seats": lambda v, name_of: name_list([name_of(s) for s in v]),
    "winners": lambda v, name_of: name_list([name_of(s) for s in v]),
    "scores": lambda v, _n: " : ".join(map(str, v)),
    "order": lambda v, name_of: t("kb_then").join(name_of(s) for s in v),
    "values": lambda v, _n: "+".join(map(str, v)),
}


def influence_words(ev: Event, name_of) -> str:
    d = ev.data
    extras = [t(w) for flag, w in ((d["plus2"], "kb_with_plus2"), (d["envoy"], "kb_with_envoy"))
              if flag]
    if d["market"]:
        extras.append(t("kb_with_market", n=f"{d['market']:+d}"))
    words = t("kb_log_influence", name=name_of(ev.seat), advisor=advisor_name(d["advisor"]),
              values="+".join(map(str, d["values"])))
    return words + (" " + t("kb_list_sep").join(extras) if extras else "")


def reward_words(ev: Event, name_of) -> str:
    d = ev.data
    parts = [goods_words(d["goods"])] if any(d["goods"].values()) else []
    for key, n in (("vp", d["vp"]), ("soldiers", d["soldiers"]), ("plus2", d["plus2"])):
        if n:
            parts.append(t(f"kb_n_{key}", n=n))
    gains = t("kb_list_sep").join(parts) if parts else t("kb_nothing")
    return t("kb_log_reward", name=name_of(ev.seat), advisor=advisor_name(d["advisor"]),
             gains=gains)


def envoy_words(ev: Event, name_of) -> str:
    seat = ev.data["seat"]
    return t("kb_log_envoy_none") if seat is None else t("kb_log_envoy", name=name_of(seat))


def battle_words(ev: Event, name_of) -> str:
    parts = [t(f"kb_result_{r['outcome']}", name=name_of(s), strength=r["strength"])
             for s, r in enumerate(ev.data["results"])]
    return t("kb_log_battle", results=t("kb_list_sep").join(parts))


EVENTS = EventTypes([
    EventType("year", "kb_log_year", Effect("year", 1.0), public=("year",)),
    EventType("aid", "kb_log_aid", Effect("aid", 0.6), public=("year", "die", "goods")),
    EventType("season", "kb_log_season", Effect("season", 0.8),
              public=("season", "year", "guild_gold")),
    EventType("roll", Silent("the dice are shown rolling; their faces are on the table"),
              Effect("roll", 0.9), public=("dice",), sound="deal"),
    EventType("reroll", "kb_log_reroll", Effect("roll", 0.6),
              public=("building", "dice", "values")),
    EventType("keep_dice", Silent("keeping the dice changes nothing to tell"),
              Still(seconds=0.1)),
    EventType("turn_order", "kb_log_turn_order", Effect("turn_order", 0.6), public=("order",)),
    EventType("dummy", "kb_log_dummy", Effect("dummy", 0.6), public=("dice", "advisor")),
    EventType("influence", influence_words,
              Fly("dice", "dice:{seat}", "advisor:{advisor}", seconds=0.4, stagger=0.06),
              public=("advisor", "dice", "values", "plus2", "market", "envoy"), sound="play"),
    EventType("pass", "kb_log_pass", Still(seconds=0.2), public=("step", "auto")),
    EventType("reward", reward_words, Effect("reward", 0.5),
              public=("advisor", "goods", "vp", "soldiers", "plus2")),
    EventType("peek", "kb_log_peek", Effect("peek", 0.8), public=("advisor",),
              private=("enemy",)),
    EventType("gain_goods", "kb_log_gain_goods", Effect("goods", 0.4),
              public=("why", "auto", "goods")),
    EventType("exchange", "kb_log_exchange", Effect("goods", 0.4), public=("why", "auto", "gave")),
    EventType("lose_goods", "kb_log_lose_goods", Effect("goods", 0.4),
              public=("why", "auto", "goods")),
    EventType("lose_building", "kb_log_lose_building", Effect("lose_building", 0.6),
              public=("why", "auto", "building", "row")),
    EventType("town_hall", "kb_log_town_hall", Still(seconds=0.3), public=("why", "auto", "paid")),
    EventType("build", "kb_log_build", Effect("build", 0.6),
              public=("building", "cost", "vp", "envoy"), sound="play"),
    EventType("season_end", Silent("each gain is shown on its player's sheet"),
              Effect("season_end", 0.5), public=("season", "gains")),
    EventType("king_reward", "kb_log_king_reward", Effect("king_reward", 0.6),
              public=("seats",)),
    EventType("envoy", envoy_words, Effect("envoy", 0.6), public=("seat",)),
    EventType("recruit", "kb_log_recruit", Effect("recruit", 0.4), public=("soldiers", "paid")),
    EventType("enemy", "kb_log_enemy", Effect("enemy", 1.2),
              public=("card", "year", "type", "strength")),
    EventType("king_die", "kb_log_king_die", Effect("roll", 0.9), public=("value",)),
    EventType("battle", battle_words, Effect("battle", 3.0), public=("results",), sound="win"),
    EventType("over", "kb_log_over", Effect("over", 1.4),
              public=("scores", "cathedral", "winners"), sound="win"),
], FORMATS)
