"""Pacing a table: the model's events are shown one at a time, each given its moment;
and fast forward, which plays the rest of a hand at top speed once no person has a
decision left in it."""

from __future__ import annotations

# Fast forward's animation speed factor: a card's flight or a pause of most of a
# second passes in a frame or two, so the cards still land where they belong.
FAST_SPEED = 40.0


class EventPacing:
    """Mixed into a game controller, which provides `app`, `scene` (with `busy`),
    `state`, `session`, `active`, `pending` (a deque of events or callables), `wait`,
    `results_pushed`, `cue(event)`, `show_results()` and `waits_for_person()`; and, for
    fast forward, `no_person_left()`."""

    fast_forwarding = False
    viewer: int | None = None  # whose eyes the table shows events through (None: public)
    showing = None  # the event being cued, whole: to put back for another viewer's eyes
    # Pass-and-play: public results a room must have seen before the device moves on
    # (event kinds); once one is shown, `look_owed` holds the next hand-off until the
    # person at the screen passes the device on.
    acknowledged: tuple[str, ...] = ()
    look_owed = False
    # The game's declared event kinds (`game.core.events.EventTypes`): every event is
    # checked against them before the table sees it. None: the game declares none yet.
    event_types = None

    def paced(self, dt: float) -> bool:
        """Advance the show by one frame; True once nothing is left to show and the
        game goes on (the controller may then let the next seat act)."""
        if not self.fast_forwarding and self.app.settings.fast_forward == "auto" \
                and self.fast_forward_allowed():
            self.fast_forward()
        if self.wait > 0:
            self.wait -= dt * self.pace_speed
            return False
        if self.scene.busy:
            return False
        if self.pending:
            item = self.pending.popleft()  # an event to show, or a step to run
            if callable(item):
                item()
            else:
                self.showing = item
                if self.event_types is not None:
                    self.event_types.check(item)  # an undeclared event is a bug: say so
                if item.kind in self.acknowledged:
                    self.look_owed = True
                self.cue(item.seen_by(self.viewer))  # only what the viewer may see
            return False
        if self.state.is_terminal():
            if not self.results_pushed:
                self.results_pushed = True
                self.show_results()
            return False
        return True

    def animating(self) -> bool:
        """The show goes on without the person (a pause, events to show, the results to
        bring up, a computer's or the next person's turn): the scene needs its updates.
        False once it waits for a person's decision (`waits_for_person`), or is over."""
        if not self.active:
            return False
        if self.wait > 0 or self.pending:
            return True
        if self.state.is_terminal():
            return not self.results_pushed
        return not self.waits_for_person()

    def show_again_later(self) -> None:
        """Put the event being cued back at the head of the queue, whole, so that it is
        shown through the eyes of whoever views the table by then (after a hand-off),
        never with the private part of the viewer it was first projected for."""
        self.pending.appendleft(self.showing)

    def waits_for_person(self) -> bool:
        """The game's judgement: the decision now is a person's, and it is shown."""
        return False

    # -- fast forward ------------------------------------------------------------------
    def no_person_left(self) -> bool:
        """The game's judgement: no person at the table has a decision left in this
        hand (they have gone out, or only computers play). Off by default."""
        return False

    @property
    def pace_speed(self) -> float:
        """The speed the table's animations and pauses run at now."""
        return FAST_SPEED if self.fast_forwarding else self.app.settings.speed_factor

    def fast_forward_allowed(self) -> bool:
        return not self.state.is_terminal() and self.no_person_left()

    def fast_forward_offered(self) -> bool:
        """Whether the table shows the fast-forward button (and takes its key)."""
        return (not self.fast_forwarding and self.app.settings.fast_forward != "off"
                and self.fast_forward_allowed())

    def fast_forward(self) -> None:
        """Play the rest of the hand at top speed: no think time, instant animations."""
        if not self.fast_forward_allowed():
            return
        self.fast_forwarding = True
        self.session.fast = True
        self.wait = 0.0

    def stop_fast_forward(self) -> None:
        """A new hand is played at the chosen speed again."""
        self.fast_forwarding = False
        self.session.fast = False
