"""Dou Di Zhu's events, declared (`game.core.events`): the climbing games' common kinds
(`game.games.climbing.events`) and the auction's, the kitty's and the bombs'. For each
its fields, what the table says (the message line, a banner, a seat's bubble) and what
it does, with the seconds it holds. Only the deal has a private part (each seat's hand);
the 4-player kitty goes to the landlord unseen (`kitty` None).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Effect, EventType, EventTypes, Fly, Turn
from game.core.protocol import Event
from game.games.climbing import events as climbing
from game.games.climbing.events import REVEAL_FLIGHT, SAID_HOLD, Said
from game.ui.i18n import t

# What a seat says for (event, robbing, yes).
SAID = {
    ("call", False, True): "said_call", ("call", False, False): "said_no_call",
    ("call", True, True): "said_rob", ("call", True, False): "said_no_rob",
    ("show", False, True): "said_show", ("show", False, False): "said_no_show",
    ("double", False, True): "said_double", ("double", False, False): "said_no_double",
}


def answer(ev: Event) -> tuple[str, dict]:
    """A call, a show or a double, yes or no, as the seat says it."""
    yes = bool(ev.data.get("take", ev.data.get("show", ev.data.get("double"))))
    return SAID[ev.kind, bool(ev.data.get("rob")), yes], {}


def bid(ev: Event) -> tuple[str, dict]:
    value = ev.data["value"]
    return ("said_bid", {"n": value}) if value else ("said_no_bid", {})


def hand_over_text(result: dict) -> str:
    """Who won the hand, and a spring (the banner, and the results sheet's heading)."""
    text = t("landlord_wins" if result["winner"] == "landlord" else "farmers_win")
    if result.get("spring"):
        text += "  " + t("spring")
    elif result.get("anti_spring"):
        text += "  " + t("anti_spring")
    return text


@dataclass(frozen=True)
class Shown(Fly):
    """A landlord's cards shown: they turn up beside his seat (nothing moves for a
    landlord who keeps them hidden)."""

    def ends(self, ev: Event) -> float:
        return super().ends(ev) if ev.data.get("cards") else 0.0


# The landlord's kitty: turned up on the table (the 3-player game), then, a moment
# later, into the landlord's hand; the table waits `after` before it moves.
KITTY_FLIP = 0.24
KITTY_TO_HAND = Fly("kitty", "kitty", "hand:{seat}", "up", 0.45, after=0.5)


def bomb(kind: str) -> EventType:
    """A bomb or rocket played (after its play): its banner, ×2 where bombs double."""
    return EventType(kind, lambda ev, _n: t(kind if ev.data["doubles"] else f"{kind}_plain"),
                     Effect("bomb_banner", 0.9), public=("multiplier", "doubles"),
                     sound="bomb" if kind == "bomb" else "rocket")


EVENTS = EventTypes([
    climbing.deal(("counts", "kitty_size", "first_bidder", "shown_card"),
                  lambda ev, name_of: t("bids_first", name=name_of(ev.data["first_bidder"]))),
    # The auction (a yes plays the "play" sound, a no the "pass" sound).
    EventType("bid", Said(bid), Effect("say", SAID_HOLD), public=("value",)),
    EventType("call", Said(answer), Effect("say", SAID_HOLD), public=("take", "rob")),
    EventType("redeal", lambda ev, _n: t("redeal_void" if ev.data.get("void") else "redeal"),
              Effect("banner", 1.2), public=("redeals", "void")),
    EventType("forced", "forced_landlord", Effect("banner", 1.2)),
    EventType("landlord", "landlord_is", (Turn("kitty", "up", KITTY_FLIP), KITTY_TO_HAND),
              public=("bid", "kitty_size", "kitty"), sound="deal"),
    # The options after the auction: a landlord's cards shown, the doubling round.
    EventType("show", Said(answer),
              (Effect("say", SAID_HOLD),
               Shown("cards", "hand:{seat}", "reveal:{seat}", "turn_up", REVEAL_FLIGHT)),
              public=("show", "cards")),
    EventType("double", Said(answer), Effect("say", SAID_HOLD), public=("double",)),
    EventType("multiplier", lambda ev, _n: t(f"banner_{ev.data['why']}",
                                             mult=ev.data["multiplier"]),
              Effect("banner", 0.6), public=("why", "multiplier")),
    # Play.
    climbing.play(("kind", "key_rank", "length")),
    climbing.PASS,
    climbing.new_round(),
    bomb("bomb"), bomb("rocket"), bomb("joker_bomb"),
    climbing.WARNING,
    climbing.hand_over(("winner", "out_first", "landlord", "bid", "spring", "anti_spring",
                        "multiplier", "value", "mult_log", "shown", "doubled", "factors",
                        "deltas"), hand_over_text),
])
