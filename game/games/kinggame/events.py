"""The King game's events, declared (`game.core.events`): for each kind its fields, its
sentence in the log and what the table shows.

Nothing flies: the table plays its own views (`Effect`): the deal laying a card before
everyone, the crown coming down on the King, the called cards turning over, a task done
or vetoed. A peek's card is told to its seat alone (its private part); the log, open to
whoever holds the device, leaves the peeks out."""

from __future__ import annotations

from game.core.events import Effect, EventType, EventTypes, Silent, Still
from game.core.protocol import Event
from game.games.kinggame.words import order_text, revealed
from game.ui.i18n import t


def deal_words(ev: Event, _name_of) -> str:
    return t("kg_log_deal", round=ev.data["round"], of=ev.data["rounds"])


def command_words(ev: Event, _name_of) -> str:
    d = ev.data
    key = "kg_log_command_again" if d["again"] else "kg_log_command"
    return t(key, words=order_text(d["task"], d["numbers"]))


def targets_words(ev: Event, name_of) -> str:
    return t("kg_log_targets", what=revealed(ev.data["called"], name_of))


def over_words(ev: Event, _name_of) -> str:
    return t("kg_log_over", n=ev.data["rounds"])


EVENTS = EventTypes([
    EventType("deal", deal_words, Effect("deal", 1.0), public=("round", "rounds", "players"),
              sound="deal", hides_again=True),
    EventType("peek", Silent("who has looked is a tick on their place; the log keeps to the "
                             "rounds' orders and answers"), Still(seconds=0.2), public=("round",),
              private=("card", "number", "king")),
    EventType("king", "kg_log_king", Effect("crown", 2.0), public=("seat", "card", "round"),
              sound="win"),
    EventType("command", command_words, Effect("command", 1.0),
              public=("numbers", "task", "drawn", "again"), sound="call"),
    EventType("targets", targets_words, Effect("reveal", 1.6), public=("called",),
              sound="play"),
    EventType("done", "kg_log_done", Effect("done", 0.8), public=("task",), sound="win"),
    EventType("veto", "kg_log_veto", Effect("veto", 0.8), public=("task", "numbers"),
              sound="pass"),
    EventType("round_over", "kg_log_round_over", Still(seconds=0.4),
              public=("round", "vetoes")),
    EventType("over", over_words, Effect("over", 1.0), public=("rounds", "early", "tally"),
              sound="win"),
])
