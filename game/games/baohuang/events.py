"""Bao Huang's events, declared (`game.core.events`): the climbing games' common kinds
(`game.games.climbing.events`) and the throne's, the declarations' and the places'.
For each its fields, what the table says (the message line, a banner, a seat's
bubble) and what it does, with the seconds it holds. Only the deal has a private part
(each seat's hand); the emperor card offered is shown to everyone.
"""

from __future__ import annotations

from game.core.events import Effect, EventType, EventTypes, Fly, Silent, Still
from game.core.protocol import Event
from game.games.climbing import events as climbing
from game.games.climbing.events import (
    CARD_FLIGHT,
    CARD_STAGGER,
    SAID_HOLD,
    Lines,
    Said,
    card_label,
)
from game.ui.i18n import t

FORMATS = {
    "place": lambda v, _n: t(f"place_{v}"),
}


def abdicates(ev: Event, name_of) -> str:
    """An abdication, and the card it adds to the offer (the simple rules' 2)."""
    name = name_of(ev.seat)
    text = t("bh_abdicates", name=name)
    if ev.data.get("attached"):
        text += "  " + t("bh_attached", name=name, card=card_label(ev.data["attached"]))
    return text


def ascends(ev: Event, name_of) -> list[str]:
    """The new emperor on the banner; the card named for the guard on the message line."""
    key = "bh_open_solo" if ev.data.get("open_solo") else "bh_ascends"
    lines = [t(key, name=name_of(ev.seat))]
    named = ev.data.get("named")
    if named:
        lines.append(t("bh_named", card=card_label("".join(named))))
    return lines


def revealed(key: str):
    """The guard (or a secret solo) known to all, on the banner; a rebellion that made
    him show himself, on the message line."""
    def lines(ev: Event, name_of) -> list[str]:
        said = [t(key, name=name_of(ev.seat))]
        if ev.data.get("how") == "rebellion":
            said.append(t("bh_rebellion"))
        return said

    return Lines(lines)


def hand_over_text(result: dict) -> str:
    """How the hand ended for the emperor's side (the banner, the results' heading)."""
    emperor = result["deltas"][result["emperor"]]
    if emperor == 0:
        return t("bh_draw")
    if result["solo"]:
        return t("bh_solo_wins" if emperor > 0 else "bh_solo_loses")
    return t("bh_royals_win" if emperor > 0 else "bh_commoners_win")


REVEALED = (Effect("banner", 0.9),)

EVENTS = EventTypes([
    climbing.deal(("counts", "first"), Silent(
        "the hands are dealt round the table; who holds the emperor card is said next")),
    # The throne: the emperor card offered, passed on, taken.
    EventType("emperor_card", "bh_holds_card", (climbing.to_pile(), Still(0.4)),
              public=("cards",)),
    EventType("abdicate", abdicates,
              (Fly("cards", "pile:{seat}", "pile:{to}", "up", CARD_FLIGHT, stagger=CARD_STAGGER),
               Still(0.5)), public=("to", "attached", "cards"), sound="pass"),
    EventType("redeal", "bh_redeal", Effect("banner", 1.2), public=("redeals",)),
    EventType("ascend", Lines(ascends),
              (Effect("pile_to_hand", CARD_FLIGHT), Effect("banner", 0.6)),
              public=("open_solo", "named"), sound="deal"),
    # The declarations (quiet plays the "pass" sound, the others "play"), and the guard
    # (or the solo) made known.
    EventType("declare", Said(lambda ev: (f"bh_said_{ev.data['choice']}", {})),
              Effect("say", SAID_HOLD), public=("choice",)),
    EventType("guard_revealed", revealed("bh_guard_is"), REVEALED, public=("how",)),
    EventType("solo_revealed", revealed("bh_solo_is"), REVEALED, public=("how",)),
    # Play.
    climbing.play(("ranks",)),
    climbing.PASS,
    climbing.new_round(),
    EventType("out", "bh_out", Still(0.4), public=("place",)),
    climbing.hand_over(("places", "emperor", "guard", "solo", "open_guard", "rebels",
                        "rebellion", "rebellion_success", "scoring", "deltas"),
                       hand_over_text),
], FORMATS)
