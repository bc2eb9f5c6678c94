"""Forbidden Island at the table: binds `IslandState` to the board scene (`table.py`)
through the table kit's `KitTable` (on the shared `SeatedTable`): the island is shown as
the events have left it (`shown.patch`), each event's words, hold and motion as declared.

Nothing is hidden between the players (hands are open), so there is no hand-off
screen: one person may steer every adventurer (all seats people), play one beside
computer teammates, or several people share the computer, the banner saying whose
turn it is. The table always shows the seat asked now when it is a person's (else the
first person's). Computer teammates decide on the session's worker; the flood cards
are drawn one by one so a Helicopter Lift or Sandbags can still be played between them.
"""

from __future__ import annotations

from game.core.actionlog import ActionLog, replay
from game.core.protocol import Action, Event, IllegalAction
from game.core.savefile import expect
from game.games.forbidden_island import shown
from game.games.forbidden_island.actions import TURN_ACTIONS, Lift, Sandbags
from game.games.forbidden_island.ai import make_agent
from game.games.forbidden_island.events import EVENTS
from game.games.forbidden_island.model import IslandState
from game.ui import stats
from game.ui.app import App
from game.ui.event_words import event_words
from game.ui.i18n import t
from game.ui.kit.table import KitTable

KEY = "forbidden_island"
# What may be taken back: the turn's actions and the special cards, none of which
# reveals anything (no card drawn, no deck shuffled). Ending the actions draws.
UNDOABLE = (*TURN_ACTIONS, Lift, Sandbags)


class FiController(KitTable):
    refuse_prefix = "fi_refuse_"
    game_key = KEY
    think_delay = 0.45
    event_types = EVENTS
    save_version = 1
    saved = {"recorded": bool, "danger": bool}
    new_state = staticmethod(IslandState.new)
    make_agent = staticmethod(make_agent)
    patch = staticmethod(shown.patch)

    def __init__(self, app: App, seats: list[dict], variant: str,
                 state: IslandState | None = None, seed: int | None = None,
                 threads: bool = True) -> None:
        super().__init__(app, seats, variant, state, seed, threads)
        self.danger = False  # the danger view: tiles whose flood cards come back soon
        self._turn_began: tuple[tuple[int, int], int | None] = ((0, -1), None)

    # -- the frame driver's question (`game.ui.table_driver`): nothing is hidden, so no
    # hand-offs; whoever acts decides on the shared screen.
    def asked(self):
        return self.session.ask(self.state, self.viewer, private=False)

    def attach(self, scene) -> None:
        self.scene = scene
        self.active = True
        if self.fresh:
            self.fresh = False
            self.pending.extend(self.state.opening_events())
            self.autosave()

    def waits_for_person(self) -> bool:
        seat = self.state.to_act
        return seat is None or (self.session.is_human(seat) and self.turn_shown)


    def toggle_danger(self) -> None:
        self.danger = not self.danger

    # -- what the board shows ------------------------------------------------------------------
    def table_obs(self) -> dict:
        """The island the board draws: as the events shown so far left it."""
        return self.board()

    def apply(self, action: Action) -> list[Event]:
        # The board keeps the island as it was until the action's events are shown.
        turn, key = self.state.turn, self._turn_key()
        events = super().apply(action)
        if self.state.turn != turn:  # a new turn begins after this action
            self._turn_began = (self._turn_key(), len(self.state.log.actions))
        elif self._turn_began[0] == key:  # still the same turn: known without a replay
            self._turn_began = (self._turn_key(), self._turn_began[1])
        return events

    # -- undo ----------------------------------------------------------------------------------
    def _turn_key(self) -> tuple[int, int]:
        return id(self.state), len(self.state.log.actions)

    def turn_began(self) -> int | None:
        """Where in the action log the turn now began, or None when the log does not
        rebuild this state (a test's island laid out by hand): then nothing is undone.
        Known from the actions applied here; after a resume, from one replay."""
        if self._turn_began[0] != self._turn_key():
            self._turn_began = (self._turn_key(), self._find_turn_start())
        return self._turn_began[1]

    def _find_turn_start(self) -> int | None:
        log = self.state.log
        try:
            world = IslandState.new(log.seed, log.variant)
            start = 0
            for i, action in enumerate(log.actions):
                turn = world.turn
                world.apply(action)
                if world.turn != turn:
                    start = i + 1
        except IllegalAction:
            return None
        return start if world.observation(0) == self.state.observation(0) else None

    def undoable(self) -> int:
        """How many of the viewer's last actions may be taken back now: their own, in
        their own turn's actions, a person's, none after anything was drawn."""
        state, seat = self.state, self.viewer
        if not self.my_decision() or state.step() != "actions" or state.active != seat:
            return 0
        began = self.turn_began()
        if began is None:
            return 0
        n = 0
        for action in reversed(state.log.actions[began:]):
            if action.seat != seat or not isinstance(action, UNDOABLE):
                break
            n += 1
        return n

    def undo(self) -> bool:
        """Take back the viewer's last action: the state replayed from the log without
        it (exactly what loading the autosave would rebuild), which is then saved."""
        if not self.undoable():
            return False
        log = self.state.log
        kept = ActionLog(log.seed, log.variant, log.actions[:-1])
        before = replay(kept, IslandState.new)
        undone = before.clone().apply(log.actions[-1])
        said = [words for ev in undone if (words := event_words(EVENTS, ev, self.name_of))]
        for words in reversed(said):  # the log forgets what was taken back
            if self.log and self.log[-1][1] == words:
                self.log.pop()
        began, was = self._turn_began[1], self.table_obs()
        self.state = before
        self._turn_began = (self._turn_key(), began)
        self.shown = None
        self.session.forget_decision()
        self.session.new_decision()
        self.log.append((self.viewer, t("fi_log_undid", name=self.name_of(self.viewer))))
        self.autosave()
        if self.scene is not None:
            self.scene.undone(was)
        return True

    # -- the end ---------------------------------------------------------------------------
    def show_results(self) -> None:
        from game.games.forbidden_island.results import FiResultsScene

        self.record_game()
        self.end_for_good()
        self.app.push(FiResultsScene(self.app, self))

    def record_game(self) -> None:
        if self.recorded or not self.state.is_terminal():
            return
        self.recorded = True
        won = bool(self.state.result and self.state.result["won"])
        stats.record_hand(KEY, [stats.SeatResult([f"fi_role_{self.state.roles[seat]}"], won)
                                for seat in self.humans], say=self.say_save_failed)
        self.autosave()

    next_hand = KitTable.new_game  # a table's "again" (the frame bench plays game after game)

    @classmethod
    def check_saved(cls, data: dict, state: IslandState) -> None:
        expect(data["variant"] == state.setup.name, "its rule options are damaged")
