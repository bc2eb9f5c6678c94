"""Saint Petersburg at the table: `SaintPetersburgState` bound to its scene (`table.py`)
through the table kit's `KitTable`: the rows, stacks, displays and purses are shown as
the events have left them (`patch`), each event's words, hold and motion as declared in
`events.py`.

A person may pass to the end of a phase (as online tables offer): the table then
passes for them whenever the phase comes back to them, with no hand-off, until the next
phase (`passing_out`, kept in the save).

Hands (and rubles, unless the option shows them) are secret, so in pass-and-play each
person's decision comes after the hand-off screen (the `SeatedTable`'s); the Pub's
simultaneous choice asks each owner in turn the same way."""

from __future__ import annotations

from game.core.protocol import Action, Event
from game.core.savefile import expect
from game.games.saint_petersburg.actions import Pass
from game.games.saint_petersburg.ai import make_agent
from game.games.saint_petersburg.cards import STACKS
from game.games.saint_petersburg.events import EVENTS
from game.games.saint_petersburg.model import SaintPetersburgState
from game.ui.kit.table import KitTable

MOVES_ON = ("buy", "take", "pass", "discard")  # events after which the next seat acts


def _spend(shown: dict, seat: int, rubles: int) -> None:
    if shown["rubles"][seat] is not None:
        shown["rubles"][seat] += rubles


def _to_discard(shown: dict, code: str) -> None:
    shown["discard"] += 1
    shown["discard_top"] = code


def _leave_source(shown: dict, seat: int, source: str, code: str | None) -> None:
    """A card leaves where it lay: a row, the seat's hand, the Observatory's draw."""
    if source in ("upper", "lower"):
        if code in shown[source]:
            shown[source].remove(code)
    elif source == "hand":
        shown["hand_sizes"][seat] -= 1
        if seat == shown["seat"] and code in shown["hand"]:
            shown["hand"].remove(code)
    else:
        shown["drawn"] = None


def patch(shown: dict, ev: Event) -> None:
    """Move the viewer's shown table on by one event (as the viewer sees it)."""
    d, kind, seat = ev.data, ev.kind, ev.seat
    if kind == "refill":
        shown["upper"] = shown["upper"] + list(d["cards"])
        shown["stacks"][d["phase"]] -= len(d["cards"])
        shown["last_round"] = shown["last_round"] or d["last_round"]
    elif kind == "phase":
        shown.update(phase=d["phase"], round=d["round"], tokens=dict(d["tokens"]), turn=seat,
                     step="actions", passes=0)
    elif kind == "buy":
        _leave_source(shown, seat, d["source"], d["card"])
        shown["displays"][seat].append(d["card"])
        if d["displaced"]:
            shown["displays"][seat].remove(d["displaced"])
            _to_discard(shown, d["displaced"])
        _spend(shown, seat, -d["price"])
    elif kind == "take":
        _leave_source(shown, seat, d["source"], d["card"])
        shown["hand_sizes"][seat] += 1
        if seat == shown["seat"] and d["card"]:
            shown["hand"].append(d["card"])
    elif kind == "observe":
        shown["stacks"][d["stack"]] -= 1
        shown["used"].append(d["used_card"])
        shown["step"] = "observed"
        if seat == shown["seat"]:
            shown["drawn"] = d.get("card")
    elif kind == "discard":
        shown["drawn"] = None
        _to_discard(shown, d["card"])
    elif kind == "income":
        for s, (rubles, points) in enumerate(zip(d["rubles"], d["points"], strict=True)):
            _spend(shown, s, rubles)
            shown["points"][s] += points
    elif kind == "pub_open":
        shown["step"] = "pub_points"
    elif kind == "pub":
        for s, points in d["bought"].items():
            shown["points"][int(s)] += points
            _spend(shown, int(s), -2 * points)
    elif kind == "round_end":
        shown["discard"] += len(d["discarded"])
        if d["discarded"]:
            shown["discard_top"] = d["discarded"][-1]
        shown.update(lower=shown["upper"], upper=[], round=d["round"], used=[])
    elif kind == "over":
        shown.update(step="over", asked=None, rubles=list(d["rubles"]))
    if kind in MOVES_ON:
        shown["step"] = "actions"
        shown["turn"] = (seat + 1) % shown["players"]


class SpController(KitTable):
    game_key = "saint_petersburg"
    refuse_prefix = "sp_refuse_"
    think_delay = 0.35  # a phase is many short moves (passes among them): kept brisk
    event_types = EVENTS
    save_version = 1
    new_state = SaintPetersburgState
    make_agent = staticmethod(make_agent)
    patch = staticmethod(patch)
    saved = {"passing_out": list, "passing_phase": str}
    passing_out: list[int] = []  # people who pass to the end of `passing_phase`
    passing_phase = ""  # "round:phase"

    def phase_key(self) -> str:
        return f"{self.state.round}:{self.state.phase}"

    def pass_to_phase_end(self, seat: int) -> None:
        """The person passes now and whenever this phase comes back to them."""
        if self.passing_phase != self.phase_key():
            self.passing_out, self.passing_phase = [], self.phase_key()
        if seat not in self.passing_out:
            self.passing_out = [*self.passing_out, seat]

    def forced(self, decision, legal: list[Action]) -> Action | None:
        if self.passing_phase != self.phase_key() or self.state.step != "actions":
            return None
        seat = decision.asked
        return Pass(seat) if seat in self.passing_out and Pass(seat) in legal else None

    @classmethod
    def check_saved(cls, data: dict, state) -> None:
        seats, phase = len(data["seats"]), data["passing_phase"]
        round_, _, name = phase.partition(":")
        expect(phase == "" or (round_.isdigit() and name in STACKS),
               "its passing phase is damaged")
        expect(all(type(s) is int and 0 <= s < seats for s in data["passing_out"])
               and (phase or not data["passing_out"]), "its passing seats are damaged")
