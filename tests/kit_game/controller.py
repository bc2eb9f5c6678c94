"""High Card at the table: the kit's controller with the game's state, computers and
how each event moves the shown board on."""

from game.core.protocol import Event
from game.ui.kit.table import KitTable
from tests.kit_game.ai import make_agent
from tests.kit_game.events import EVENTS
from tests.kit_game.model import HighCardState


class HighCardTable(KitTable):
    game_key, event_types, refuse_prefix = "kit_game", EVENTS, "kit_refuse_"
    new_state, make_agent = HighCardState, staticmethod(make_agent)

    def patch(self, shown: dict, ev: Event) -> None:
        if ev.kind == "played":
            shown["counts"][ev.seat] -= 1
            if ev.seat == shown["seat"]:
                shown["hand"].remove(ev.data["card"])
            shown["pile"].append(ev.data["card"])
        elif ev.kind == "won":
            shown["scores"][ev.seat] += 1
        elif ev.kind == "cleared":
            shown["pile"] = []
            shown["taken"][ev.seat] += ev.data["cards"]
