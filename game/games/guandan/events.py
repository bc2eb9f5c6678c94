"""Guan Dan's events, declared (`game.core.events`): the climbing games' common kinds
(`game.games.climbing.events`) and the tribute's, the places' and the lead's. For each
its fields, what the table says (the message line, a banner, a seat's bubble) and what
it does, with the seconds it holds. Private parts: the deal (each seat's hand), and a
tribute or a returned card, which the giver (`gave`) and the taker (`got`) see.

A play is not said, but two plays show more than their cards: a bomb raises its name
on a banner and holds the table longer (`BombBanner`), and a play with the wild ♥ of
the level says on the message line what the wild card stood for.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Effect, EventType, EventTypes, Fly, Silent, Still
from game.core.protocol import Event
from game.games.climbing import events as climbing
from game.games.climbing.events import Lines, card_label
from game.games.guandan import rules
from game.games.guandan.tribute import partner
from game.ui.i18n import t

FORMATS = {
    "place": lambda v, _n: t(f"gd_place_{v}"),
}



@dataclass(frozen=True)
class BombBanner(Effect):
    """A bomb's name on a banner, with the table shaken, held longer than a play."""

    def ends(self, ev: Event) -> float:
        return super().ends(ev) if ev.data.get("kind") in rules.BOMB_KINDS else 0.0


CARD_PASS = 0.6  # a tribute or a returned card flying from hand to hand


def passes(key: str, gave_key: str):
    """A card paid in tribute or given back: its giver and taker read the card (the
    giver in `gave_key`'s words, the taker in `<key>_you_got`'s), the others only who
    gave to whom."""
    def words(ev: Event, name_of) -> str:
        if "gave" in ev.data:
            return t(gave_key, card=card_label(ev.data["gave"]), to=name_of(ev.data["to"]))
        if "got" in ev.data:
            return t(f"{key}_you_got", name=name_of(ev.seat), card=card_label(ev.data["got"]))
        return t(key, name=name_of(ev.seat), to=name_of(ev.data["to"]))

    return words


def catches_wind(ev: Event) -> bool:
    """接风: the lead passes to the partner of a seat that went out on the trick."""
    taken_by = ev.data.get("taken_by")
    return taken_by is not None and taken_by != ev.seat and partner(ev.seat) == taken_by


def leads(ev: Event, name_of) -> str:
    """Who leads the round (the table says it for the hand's first lead and for 接风)."""
    return t("gd_catches_wind" if catches_wind(ev) else "gd_leads", name=name_of(ev.seat))


def resisted(ev: Event, name_of) -> list[str]:
    names = ", ".join(name_of(s) for s in ev.data["holders"])
    return [t("gd_resist"), t("gd_resist_by", names=names)]


def hand_over_text(result: dict) -> str:
    """The winning team's gain (the banner, and the results sheet's heading)."""
    team = t(f"gd_team_{result['winners']}")
    if result["match_won"]:
        return t("gd_match_won", team=team)
    if result["gain"] == 0:
        return t("gd_no_gain_at_a", team=team)
    return t("gd_team_gains", team=team, n=result["gain"],
             level=rules.rank_text(result["levels"][result["winners"]]))


def card_passes(kind: str, key: str, gave_key: str) -> EventType:
    """The card flies from the giver's hand to the taker's, face up for the two of
    them (their private parts name it), a back for everyone else."""
    return EventType(kind, passes(key, gave_key),
                     (Fly("gave", "hand:{seat}", "hand:{to}", "owner", CARD_PASS), Still(0.9)),
                     public=("to",), private=("gave", "got"), sound="deal")


EVENTS = EventTypes([
    climbing.deal(("counts", "level", "levels", "playing_team"), Silent(
        "the hands are dealt round the table; the level in play is on the board")),
    # Tribute (from the second hand on).
    EventType("resist", Lines(resisted), Effect("banner", 1.2), public=("payers", "holders")),
    card_passes("tribute", "gd_tribute", "gd_tribute_you_paid"),
    card_passes("return_card", "gd_return", "gd_return_you_gave"),
    # Play.
    climbing.play(("kind", "key", "wild_as"), BombBanner("bomb_banner", 0.8)),
    climbing.PASS,
    climbing.new_round(leads),
    EventType("out", "gd_out", Still(0.4), public=("place",)),
    climbing.hand_over(("places", "winners", "partner_place", "gain", "level", "playing_team",
                        "levels_before", "levels", "match_won", "dropped", "failures", "next",
                        "deltas"), hand_over_text),
], FORMATS)
