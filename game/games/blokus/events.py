"""Blokus's events, declared: whose turn, a piece placed (it flies from its tray to the
board and snaps), a colour out, the end. Nothing is hidden. Zones: "tray:<colour>",
"board" (the piece's cells), "banner"."""

from __future__ import annotations

from game.core.events import Effect, EventType, EventTypes, Fly, Silent
from game.games.blokus.pieces import size
from game.ui.i18n import name_list, t

FORMATS = {
    "colour": lambda v, _n: t(f"bk_colour_{v}"),
    "piece": lambda v, _n: t("bk_piece", n=size(v)),
    "winners": lambda v, name_of: name_list([name_of(s) for s in v]),
    "scores": lambda v, _n: " : ".join(map(str, v)),
}

EVENTS = EventTypes([
    EventType("turn", Silent("the banner and the lit tray say whose turn it is"),
              Effect("turn", 0.2), public=("colour",)),
    EventType("placed", "bk_log_placed",
              (Fly("piece", "tray:{colour}", "board", seconds=0.35), Effect("snap", 0.25,
                                                                             after=0.35)),
              public=("colour", "piece", "orientation", "x", "y"), sound="play"),
    EventType("out", "bk_log_out", Effect("out", 0.8), public=("colour",), sound="pass"),
    EventType("over", "bk_log_over", Effect("over", 1.4), public=("scores", "winners"),
              sound="win"),
], FORMATS)
