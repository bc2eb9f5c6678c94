"""Saboteur's events, declared (`game.core.events`): for each kind its fields, its
sentence in the log and what moves on the table.

Zones: "deck" (the draw pile), "discard", "hand:<seat>" (a seat's hand: the viewer's
cards, another's panel), "tools:<seat>:<tool>" (a tool's place in front of a seat),
"cell:<x>:<y>" (a maze cell), "goal:<i>" (the goal row, top to bottom), "nuggets" (the
nugget pile), "offer:<seat>" (the nugget cards a gold-digger is choosing from),
"gold:<seat>" (a seat's gold, face down). Secrets travel in private parts: a drawn or
passed card, a dwarf dealt, what a map showed, a nugget card taken."""

from __future__ import annotations

from game.core.events import Effect, EventType, EventTypes, Fly, Silent, Still, Told, Turn
from game.games.saboteur.words import card_name, goal_name, side_name
from game.ui.i18n import name_list

FORMATS = {
    "card": lambda v, _n: card_name(v),
    "removed": lambda v, _n: card_name(v),
    "broken": lambda v, _n: card_name(v),
    "goal_card": lambda v, _n: card_name(v),
    "goal": lambda v, _n: goal_name(v),
    "target": lambda v, name_of: name_of(v),
    "to": lambda v, name_of: name_of(v),
    "tool": lambda v, _n: tool_name(v),
    "side": lambda v, _n: side_name(v),
    "role": lambda v, _n: role_name(v),
    "winners": lambda v, name_of: name_list([name_of(s) for s in v]),
    "totals": lambda v, _n: " : ".join(map(str, v)),
}


def tool_name(tool: str) -> str:
    from game.ui.i18n import t

    return t(f"sab_tool_{tool}")


def role_name(role: str) -> str:
    from game.ui.i18n import t

    return t(f"sab_role_{role}")


EVENTS = EventTypes([
    EventType("round_started", "sab_log_round", Effect("round", 1.2),
              public=("round", "hand"), hides_again=True),
    EventType("dealt", Told("sab_log_dealt", "each seat reads only its own role and hand"),
              Fly("cards", "deck", "hand:{seat}", "owner", 0.35, stagger=0.06),
              public=("count",), private=("cards", "role"), sound="deal"),
    EventType("placed", "sab_log_placed",
              Fly("card", "hand:{seat}", "cell:{x}:{y}", "turn_up", 0.45),
              public=("card", "x", "y", "turned"), sound="play"),
    EventType("revealed", "sab_log_revealed", (Turn("card", "up", 0.5), Effect("reveal", 0.9)),
              public=("goal", "card", "x", "y", "turned"), sound="call"),
    EventType("goal_shown", "sab_log_goal_shown", Turn("card", "up", 0.4),
              public=("goal", "card")),
    EventType("broke", "sab_log_broke",
              Fly("card", "hand:{seat}", "tools:{target}:{tool}", "turn_up", 0.45),
              public=("card", "target", "tool"), sound="bomb"),
    EventType("repaired", "sab_log_repaired",
              (Fly("card", "hand:{seat}", "tools:{target}:{tool}", "turn_up", 0.4),
               Fly("broken", "tools:{target}:{tool}", "discard", seconds=0.35, after=0.5)),
              public=("card", "target", "tool", "broken"), sound="play"),
    EventType("mapped", "sab_log_mapped",
              (Fly("card", "hand:{seat}", "goal:{goal}", "turn_up", 0.4),
               Effect("peek", 1.0, after=0.4)),
              public=("card", "goal"), private=("goal_card",), sound="click"),
    EventType("rockfall", "sab_log_rockfall",
              (Fly("card", "hand:{seat}", "cell:{x}:{y}", "turn_up", 0.4),
               Effect("rockfall", 0.6, after=0.4),
               Fly("removed", "cell:{x}:{y}", "discard", seconds=0.4, after=0.8)),
              public=("card", "x", "y", "removed"), sound="bomb"),
    EventType("passed", "sab_log_passed",
              Fly("card", "hand:{seat}", "discard", "owner", 0.35),
              private=("card",), sound="pass"),
    EventType("drew", Silent("a draw follows every turn; the hand and the pile show it"),
              Fly("card", "deck", "hand:{seat}", "owner", 0.3),
              public=("left",), private=("card",), sound="deal"),
    EventType("round_won", "sab_log_round_won", Effect("roles", 2.4),
              public=("round", "side", "roles", "spare"), sound="win"),
    EventType("nuggets_drawn", "sab_log_nuggets_drawn",
              Fly("cards", "nuggets", "offer:{seat}", "owner", 0.4, stagger=0.08),
              public=("count",), private=("cards",), sound="deal"),
    EventType("nugget_taken", "sab_log_nugget_taken",
              Fly("card", "offer:{seat}", "gold:{seat}", "owner", 0.4),
              public=("left",), private=("card", "gold"), sound="play"),
    EventType("nuggets_passed", "sab_log_nuggets_passed",
              Fly("cards", "offer:{seat}", "offer:{to}", "owner", 0.4, stagger=0.05),
              public=("to", "count"), private=("cards",)),
    EventType("saboteur_paid", "sab_log_saboteur_paid",
              Fly("cards", "nuggets", "gold:{seat}", "owner", 0.4, stagger=0.1),
              public=("count",), private=("cards", "gold"), sound="play"),
    EventType("game_over", "sab_log_game_over", (Still(0.3), Effect("game_over", 1.6)),
              public=("totals", "winners"), sound="win"),
], FORMATS)
