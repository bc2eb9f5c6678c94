"""The table kit's motion tells a table of each effect an event raises before its pieces
set off (`raised`), and lets a table's effects run slower than its pieces
(`update(dt, effects_dt)`)."""

from __future__ import annotations

import pytest

from game.core.events import Effect, EventType, EventTypes, Fly
from game.core.protocol import Event
from game.ui.kit.motion import Motion

TYPES = EventTypes([
    EventType("laid", "laid", (Fly("card", "hand:{seat}", "row", seconds=0.4),
                               Effect("row_grows", 0.4), Effect("flash", 0.2, lasts=1.0)),
              public=("card",)),
])


class Table:
    """A row that grows by one place each time its effect is raised: the card laid
    flies to the place made for it."""

    def __init__(self) -> None:
        self.row: list[str] = []

    def zone_box(self, zone: str, piece):
        if zone == "row":
            return (100.0 * self.row.index(piece), 0.0, 50.0, 70.0) if piece in self.row \
                else None
        return (0.0, 500.0, 50.0, 70.0)

    def piece_picture(self, flight, face_up, px):
        raise AssertionError("not drawn here")


def test_an_effect_raised_is_told_before_the_pieces_set_off():
    table = Table()
    told = []

    def raised(name: str, ev: Event) -> None:
        told.append(name)
        if name == "row_grows":
            table.row.append(ev.data["card"])

    motion = Motion(TYPES, table, raised=raised)
    ev = Event("laid", 0, {"card": "7S"})
    motion.begin(ev)
    motion.land(ev)
    assert told == ["row_grows", "flash"]
    assert [f.end for f in motion.flights] == [(0.0, 0.0, 50.0, 70.0)]  # its new place
    # Without the hook a table is told nothing and the card has nowhere to land.
    quiet = Motion(TYPES, Table())
    quiet.begin(ev)
    quiet.land(ev)
    assert quiet.flights == [] and quiet.effect("flash") is not None


def test_effects_may_run_slower_than_the_pieces():
    table = Table()
    motion = Motion(TYPES, table, raised=lambda name, ev: table.row.append(ev.data["card"]))
    ev = Event("laid", 0, {"card": "7S"})
    motion.begin(ev)
    motion.land(ev)
    motion.update(0.5, 0.1)  # the card has landed; the flash is a tenth of a second in
    assert motion.flights == []
    assert motion.effect("flash").seconds == pytest.approx(0.1)
    motion.update(0.5)  # without effects_dt both move on alike
    assert motion.effect("flash").seconds == pytest.approx(0.6)
