"""High Card's events: fields, words, motion. Zones: "deck" (where the deal comes
from), "hand:<seat>", "pile", "taken:<seat>" (the cards a seat has won)."""

from game.core.events import Effect, EventType, EventTypes, Fly, Silent
from game.ui.i18n import name_list

FORMATS = {"card": lambda v, _n: f"{'♥♠'[v[1] == 'S']}{v[0].replace('T', '10')}",
           "winners": lambda v, name_of: name_list([name_of(s) for s in v]),
           "scores": lambda v, _n: " : ".join(map(str, v))}

EVENTS = EventTypes([
    EventType("dealt", "kit_log_dealt",
              Fly("cards", "deck", "hand:{seat}", "turn_up", 0.35, stagger=0.12),
              public=("count",), private=("cards",), sound="deal"),
    EventType("played", "kit_log_played", Fly("card", "hand:{seat}", "pile", "turn_up", 0.4),
              public=("card",), sound="play"),
    EventType("won", "kit_log_won", Effect("crown", 0.7, lasts=1.4), public=("card",),
              sound="call"),
    EventType("cleared", Silent("the round's winner is said by its won line"),
              Fly("cards", "pile", "taken:{seat}", seconds=0.45, stagger=0.08),
              public=("cards",)),
    EventType("over", "kit_log_over", Effect("banner", 1.2), public=("scores", "winners")),
], FORMATS)
