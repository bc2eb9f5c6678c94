"""Kingsburg at the table: `KingsburgState` bound to its scene (`table.py`) through the
table kit's `KitTable`: each event's words, hold and motion as declared in `events.py`
(the dice fly onto their advisor), the board shown as the last whole action left it
until the action's events have played (`patch` moves only what the motion needs).

Nothing is hidden but the enemy a General or Queen shows one player, so in
pass-and-play the device goes round without a hand-off, except to or from a person who
has seen the enemy to come."""

from __future__ import annotations

from game.core.protocol import Event
from game.games.kingsburg.events import EVENTS
from game.games.kingsburg.model import KingsburgState
from game.ui.kit.table import KitTable


def patch(shown: dict, ev: Event) -> None:
    """Move the viewer's shown table on by one event, as far as the table draws it
    before the action's last event: dice placed on advisors, rolls, the winter's enemy,
    King's die and battle (counted on the table as they come)."""
    d = ev.data
    if ev.kind == "influence":
        shown["used"][ev.seat] = [u or i in d["dice"]
                                  for i, u in enumerate(shown["used"][ev.seat])]
        shown["advisors"].setdefault(str(d["advisor"]), []).append(ev.seat)
    elif ev.kind in ("roll",):
        shown["dice"] = [list(x) for x in d["dice"]]
        shown["used"] = [[False] * len(x) for x in shown["dice"]]
        shown["advisors"] = {}
    elif ev.kind == "enemy":  # winter: the card turned up, last year's results gone
        shown.update(phase="winter", king_die=None, battle=[])
        shown["revealed"] = [*shown["revealed"], d["card"]]
        shown["deck_years"] = shown["deck_years"][1:]
    elif ev.kind == "king_die":
        shown["king_die"] = d["value"]
    elif ev.kind == "battle":
        shown["battle"] = [dict(r) for r in d["results"]]


class KbController(KitTable):
    game_key = "kingsburg"
    refuse_prefix = "kb_refuse_"
    think_delay = 0.45
    event_types = EVENTS
    save_version = 1
    shows_public_view = True  # only an enemy peeked at is private
    new_state = KingsburgState
    patch = staticmethod(patch)

    @staticmethod
    def make_agent(level: str, seed: int):
        from game.games.kingsburg.ai import make_agent

        return make_agent(level, seed)

    def asked(self):
        decision = self.state.decision()
        seat = None if decision is None else decision.asked
        private = bool({self.viewer, seat} & set(self.state.peeked))
        return self.session.ask(self.state, self.viewer, private=private)

    def waits_for_person(self) -> bool:
        seat = self.state.to_act
        return seat is None or (self.session.is_human(seat) and self.turn_shown)
