"""Blokus at the table: `BlokusState` bound to its board scene (`table.py`) through the
table kit's `KitTable`. Nothing is hidden, so there is no hand-off: people share the
screen, the banner and the lit tray saying whose colour is to move; the board is shown
as the events have left it (`patch`)."""

from __future__ import annotations

from game.core.protocol import Event
from game.games.blokus.ai import make_agent
from game.games.blokus.events import EVENTS
from game.games.blokus.model import BlokusState
from game.ui.kit.table import KitTable


def patch(shown: dict, ev: Event) -> None:
    """Move the shown board on by one event."""
    d = ev.data
    if ev.kind == "turn":
        shown["colour"] = shown["colours"].index(d["colour"])
        shown["asked"] = ev.seat
    elif ev.kind == "placed":
        c = shown["colours"].index(d["colour"])
        shown["placed"].append([c, d["piece"], d["orientation"], d["x"], d["y"]])
        shown["left"][c].remove(d["piece"])
    elif ev.kind == "out":
        shown["out"][shown["colours"].index(d["colour"])] = True
    elif ev.kind == "over":
        shown["asked"] = None


class BkController(KitTable):
    game_key = "blokus"
    refuse_prefix = "bk_refuse_"
    think_delay = 0.4
    event_types = EVENTS
    save_version = 1
    shows_public_view = True  # nothing to hide: no hand-off before the first move
    new_state = BlokusState
    make_agent = staticmethod(make_agent)
    patch = staticmethod(patch)

    def asked(self):
        return self.session.ask(self.state, self.viewer, private=False)

    def waits_for_person(self) -> bool:
        seat = self.state.to_act
        return seat is None or (self.session.is_human(seat) and self.turn_shown)
