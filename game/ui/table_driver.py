"""The one per-frame driver every table's controller runs: show what is pending
(`EventPacing`), take a decision nobody need be asked, then ask the session who decides
now: hand the device to a person, let the person on screen decide, or let a computer
think (off the frame) and play.

A game changes the frame only through hooks: `held(dt)` (its own clocks that stop the
frame before anything is shown), `runs_itself(dt)` (a phase that needs no decision,
after the show), `asked()` (whose screen the table shows and whether the decision is
private), `forced(decision, legal)`, `person_shown()` / `person_waits(dt)`, and
`fallback(legal)` for a computer whose player failed.
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import decision_of
from game.core.protocol import Action
from game.core.thinking import Think
from game.ui.pacing import EventPacing


class TableDriver(EventPacing):
    """Mixed into a controller that provides, beside `EventPacing`'s needs, `agents`,
    `apply(action)`, `hand_off(seat)` and `turn_shown`."""

    turn_shown = False

    def update(self, dt: float) -> None:
        if not self.active or self.scene is None or self.held(dt) or not self.paced(dt):
            return
        if self.runs_itself(dt) or self.take_forced():
            return
        ask = self.asked()
        if ask is None:
            return
        if ask.who == "hand_off":
            self.hand_off_once_seen(ask.seat)
        elif ask.who == "person":
            self.person_turn(ask.seat, dt)
        else:
            self.computer_turn(ask.seat, dt)

    # -- hooks ----------------------------------------------------------------------------
    def held(self, dt: float) -> bool:
        """The game's own clocks run this frame; True stops it before the show."""
        return False

    def runs_itself(self, dt: float) -> bool:
        """A phase that goes on without a decision (the day's talk); True ends the
        frame there."""
        return False

    def asked(self) -> Any:
        """Who decides now, seen from the person holding the device (`Session.ask`)."""
        return self.session.ask(self.state, self.viewer)

    def forced(self, decision: Any, legal: list[Action]) -> Action | None:
        """The game's judgement: the one action this decision comes down to when nobody
        need be asked (a response window's pass with nothing to answer, say), or
        None to ask as usual."""
        return None

    def person_shown(self) -> None:
        """A person's decision has just come on screen."""

    def person_waits(self, dt: float) -> None:
        """Another frame the person on screen has not decided."""

    def fallback(self, legal: list[Action]) -> Action:
        """What a computer whose player failed plays."""
        return legal[0]

    def hand_off_once_seen(self, seat: int) -> None:
        """Turn the table to the person at `seat` (a table that makes the room look at a
        result first waits for that)."""
        self.hand_off(seat)

    # -- the steps ------------------------------------------------------------------------
    def take_forced(self) -> bool:
        """A decision with nothing to decide (`forced`) is taken at once: a person's
        without a hand-off, a computer's without a think pause. True if one was."""
        if type(self).forced is TableDriver.forced:
            return False  # the game never forces one: no legal list to make each frame
        decision = decision_of(self.state)
        if decision is None:
            return False
        action = self.forced(decision, self.session.legal_actions(self.state, decision.asked))
        if action is None:
            return False
        self.session.forget_decision()
        self.apply(action)
        return True

    def person_turn(self, seat: int, dt: float) -> None:
        """The person at `seat` decides on the screen in front of them: a public decision
        on a shared screen turns the table to them first."""
        if self.viewer != seat:
            self.viewer = seat
            self.turn_shown = False
        if not self.turn_shown:
            self.turn_shown = True
            self.person_shown()
        else:
            self.person_waits(dt)

    def computer_turn(self, seat: int, dt: float) -> None:
        """The computer at `seat` thinks (off the frame) and plays once it has."""
        legal = self.session.legal_actions(self.state, seat)
        action = self.session.computer_decides(
            seat, Think(self.agents, seat, self.state, legal), dt, self.pace_speed,
            fallback=lambda: self.fallback(legal))
        if action is not None:
            self.apply(action)
