"""A table shows an event through its viewer's eyes: the public part and the viewer's
own private part, never another seat's (EventPacing.paced)."""

from __future__ import annotations

from collections import deque
from types import SimpleNamespace

from game.core.protocol import Event
from game.ui.pacing import EventPacing


class Table(EventPacing):
    def __init__(self, viewer: int | None) -> None:
        self.viewer = viewer
        self.app = SimpleNamespace(settings=SimpleNamespace(fast_forward="off"))
        self.scene = SimpleNamespace(busy=False)
        self.state = SimpleNamespace(is_terminal=lambda: False)
        self.pending: deque = deque()
        self.wait = 0.0
        self.shown: list[Event] = []

    def cue(self, event: Event) -> None:
        self.shown.append(event)


def test_each_viewer_is_shown_its_own_private_part_only():
    draw = Event("draw", 2, {"count": 2}, {2: {"cards": ["7H", "QS"]}, 0: {"cards": []}})
    for viewer, expected in ((2, {"count": 2, "cards": ["7H", "QS"]}),
                             (1, {"count": 2}), (None, {"count": 2})):
        table = Table(viewer)
        table.pending.append(draw)
        table.paced(1 / 60)
        assert [e.data for e in table.shown] == [expected]
        assert all(not e.private for e in table.shown)
