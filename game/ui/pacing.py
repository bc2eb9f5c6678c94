"""Pacing a table: the model's events are shown one at a time, each given its moment."""

from __future__ import annotations


class EventPacing:
    """Mixed into a game controller, which provides `app`, `scene` (with `busy`),
    `state`, `pending` (a deque of events or callables), `wait`, `results_pushed`,
    `cue(event)` and `show_results()`."""

    def paced(self, dt: float) -> bool:
        """Advance the show by one frame; True once nothing is left to show and the
        game goes on (the controller may then let the next seat act)."""
        if self.wait > 0:
            self.wait -= dt * self.app.settings.speed_factor
            return False
        if self.scene.busy:
            return False
        if self.pending:
            item = self.pending.popleft()  # an event to show, or a step to run
            if callable(item):
                item()
            else:
                self.cue(item)
            return False
        if self.state.is_terminal():
            if not self.results_pushed:
                self.results_pushed = True
                self.show_results()
            return False
        return True
