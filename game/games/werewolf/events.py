"""Werewolf's events, declared (`game.core.events`): for each kind its fields, its line
in the story (the log) and how long the village holds it.

Private parts: the deal tells each seat its role; a night's choice tells the Seer her
look and the other wolves a bite; the end of a lap tells the powers what they learn (the
Thief's new role, the lovers, the wolves' victim, the Little Girl's peek, the Witch's
potions). Their lines are `Told` words: the seat told reads what it learned, everyone
else nothing, so the public story never shows that a power acted.

What the game master says aloud on the stage (the night falling, a lap's call, the
election, the talk, the vote) is `words.narration`, not the story's: those kinds are
silent here. Nothing flies: the village is drawn from the observation; a death raises
the dead player's card over the seat ("reveal", up 2.2 s over what follows), a ballot
its arrows on the circle ("ballot", 3 s), a statement its bubble ("bubble", 6 s). The
seconds are the table's holds before the next event.
"""

from __future__ import annotations

from game.core.events import Effect, EventType, EventTypes, Silent, Still, Told
from game.core.protocol import Event
from game.games.werewolf.words import ballot_text, names_of, private_text, role_name, statement
from game.ui.i18n import t

BRIEF = 0.05  # an event with nothing to watch
PRIVATE = "what a seat learns is its own: the public story must not show a power acting"
STAGE = "the game master says it on the stage (words.narration); the story keeps to what happens"

FORMATS = {
    "target": lambda v, name_of: name_of(v),
    "among": lambda v, name_of: names_of(v, name_of, opens=False),  # "A tie between ..."
    "role": lambda v, _n: role_name(v),
}


def told(ev: Event, name_of) -> str:
    """What a night's power told the seat viewing (its private part), "" for the rest."""
    return private_text(ev.data, name_of)


def _said(ev: Event, name_of) -> str:
    d = ev.data
    return t("ww_said", name=name_of(ev.seat),
             words=statement(d["what"], d["target"], d["role"], name_of, ev.seat))


def _death(ev: Event, name_of) -> str:
    name, cause = name_of(ev.seat), ev.data["cause"]
    dead = t("ww_say_death", name=name, role=role_name(ev.data["role"]))
    if cause in ("grief", "vote"):
        how = t("ww_say_grief" if cause == "grief" else "ww_say_eliminated", name=name)
        return how + " " + dead
    return dead


def _morning(ev: Event, name_of) -> str:
    d = ev.data
    if not d["dead"]:
        return t("ww_say_morning_none", n=d["day"])
    return t("ww_say_morning_dead", n=d["day"], names=names_of(d["dead"], name_of))


def _over(ev: Event, name_of) -> str:
    d = ev.data
    return t("ww_say_starved") if d.get("how") == "starved" else t(f"ww_say_win_{d['side']}")


REVEAL_TIME = 2.2  # a dead player's card stays over the seat
BALLOT_TIME = 3.0  # the vote's arrows stay on the circle

EVENTS = EventTypes([
    EventType("deal", Told("ww_you_are", PRIVATE), Still(BRIEF), public=("players", "deck"),
              private=("role",)),
    # The night: laps of secret choices.
    EventType("night", Silent(STAGE), Still(0.9), public=("night",), sound="deal"),
    EventType("lap", Silent(STAGE), Still(0.25), public=("lap", "order")),
    EventType("chose", Told(told, PRIVATE), Still(BRIEF), public=("phase", "lap"),
              private=("bite", "target", "seen")),
    EventType("lap_over", Told(told, PRIVATE), Still(BRIEF), public=("lap",),
              private=("took", "lovers", "victim", "caught", "saw", "healed", "poisoned")),
    EventType("morning", _morning, Still(1.2), public=("day", "dead"), sound="deal"),
    # Deaths and what they set off.
    EventType("death", _death, Effect("reveal", 1.4, lasts=REVEAL_TIME), public=("role", "cause"),
              sound="call"),
    EventType("shot", "ww_say_shot", Still(0.8), public=("target",)),
    EventType("captain", "ww_say_captain", Still(0.8), public=("by",)),
    # The day: the talk, the votes.
    EventType("election", Silent(STAGE), Still(0.5), public=("among",)),
    EventType("discussion", Silent(STAGE), Still(0.5), public=("day",)),
    EventType("said", _said, Effect("bubble", 2.2), public=("what", "target", "role"),
              sound="click"),
    EventType("done_talking", Silent("the talk bar shows who is done; the story keeps to "
                                     "what is said"), Still(BRIEF)),
    EventType("vote", Silent(STAGE), Still(0.5), public=("among",)),
    EventType("ballot", lambda ev, name_of: ballot_text(ev.data, name_of),
              Effect("ballot", 1.6, lasts=BALLOT_TIME),
              public=("kind", "day", "revote", "tally", "ballots", "tied")),
    EventType("tiebreak_asked", "ww_say_tiebreak", Still(0.8), public=("among",)),
    EventType("tiebreak", lambda ev, name_of: t("ww_say_eliminated",
                                                name=name_of(ev.data["target"])),
              Still(BRIEF), public=("target",)),
    EventType("nobody_eliminated", "ww_say_nobody", Still(1.0)),
    EventType("over", _over, Still(1.2), public=("side", "winners", "how", "roles", "lovers")),
], FORMATS)
