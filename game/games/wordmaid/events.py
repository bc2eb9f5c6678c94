"""The word game's events, declared (`game.core.events`): for each kind its fields, its
sentence in the log and what moves on the table.

Zones: "hand:<seat>" (a player's hand), "table" (the card laid this turn), "word" (the
last word's cards, laid out in the word's order). A drawn card's flight from the fan it
is taken from to the table is the table's own effect ("draw"): the event names the card
by its face-up view, not by a code a zone holds."""

from __future__ import annotations

from game.core.events import Effect, EventType, EventTypes, Fly, Silent, Still
from game.core.protocol import Event
from game.games.wordmaid.words import card_words, place_words, shown_word
from game.ui.i18n import name_list, t

FORMATS = {
    "card": lambda v, _n: card_words(v),
    "place": lambda v, _n: place_words(v),
    "word": lambda v, _n: shown_word(v),
}


def draw_words(ev: Event, name_of) -> str:
    return t("wm_log_draw", name=name_of(ev.seat), card=card_words(ev.data["card"]),
             holder=name_of(ev.data["from"]))


def word_words(ev: Event, name_of) -> str:
    return t("wm_log_word", name=name_of(ev.seat), word=shown_word(ev.data["word"]),
             n=len(ev.data["cards"]))


def turtle_words(ev: Event, name_of) -> str:
    seats = ev.data["seats"]
    if not seats:
        return t("wm_log_no_turtle")
    if len(seats) == 1:
        key = "wm_log_turtle_timer" if ev.data["by"] == "timer" else "wm_log_turtle"
        return t(key, name=name_of(seats[0]))
    return t("wm_log_turtles", names=name_list([name_of(s) for s in seats]))


EVENTS = EventTypes([
    EventType("deal", "wm_log_deal", Effect("deal", 0.9), public=("start", "sizes"),
              private=("cards",), sound="deal"),
    EventType("draw", draw_words, Effect("draw", 0.6), public=("from", "position", "card"),
              sound="deal"),
    EventType("out", "wm_log_out", Effect("out", 0.6), public=("place",)),
    EventType("word", word_words,
              (Fly("cards", "hand:{seat}", "word", seconds=0.45, stagger=0.08),
               Fly("table", "table", "word", seconds=0.45), Effect("word", 1.2)),
              public=("word", "cards", "table", "positions", "letters", "table_letters"),
              sound="play"),
    EventType("give_up", "wm_log_give_up", Fly("card", "table", "hand:{seat}", seconds=0.45),
              public=("card",)),
    EventType("turn", Silent("the next draw says whose turn it is"), Still(seconds=0.15),
              public=("from",)),
    EventType("turtle", turtle_words, Effect("turtle", 1.6), public=("seats", "by"),
              sound="win"),
    EventType("game_over", Silent("the turtle's line ends the game"), Still(seconds=0.4),
              public=("places", "hands")),
], FORMATS)
