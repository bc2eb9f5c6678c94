"""The word solitaire at the table: `PatienceState` bound to its scene (`table.py`) through
the table kit's `KitTable`, one person at the one seat (no hand-off, nothing to hide from
another player).

Beside the kit's part (each event's words, hold and motion from `events.py`, the board
moved on by `patch`), the controller keeps what a solitaire adds: Undo (the state
rebuilt from the log without its last move, `model.undone`: exactly what loading the
autosave would give), the clock (saved with the game), "Winnable?" (the solver on its
own thread, `winnable.Solving`), and the record of games played and won
(`record.py`), counted when a game is decided: won, or given up for a new deal.

`make_agent` is the smoke run's and the conformance tests' stand-in for the seat
(`ai.StandIn`: it follows the hint); no computer sits at this table otherwise."""

from __future__ import annotations

import time

from game.core import dealcode
from game.core.protocol import Action, Event
from game.games.wordpatience import record
from game.games.wordpatience.ai import make_agent
from game.games.wordpatience.events import EVENTS
from game.games.wordpatience.model import PatienceState, can_undo, undone
from game.games.wordpatience.variants import VARIANTS
from game.games.wordpatience.winnable import Solving
from game.ui.i18n import t
from game.ui.kit.table import KitTable


def patch(shown: dict, ev: Event) -> None:
    """Move the shown board on by one event."""
    d = ev.data
    cols = shown["columns"]
    if ev.kind == "moved":
        n = len(d["cards"])
        if d["from"] == "column":
            cols[d["src"]]["up"] = cols[d["src"]]["up"][:-n]
        elif d["from"] == "waste":
            shown["waste"] = shown["waste"][:-1]
        else:
            shown["foundations"][d["src"]] = shown["foundations"][d["src"]][:-1]
        if d["to"] == "column":
            cols[d["dst"]]["up"] = cols[d["dst"]]["up"] + list(d["cards"])
        else:
            shown["foundations"][d["dst"]] = shown["foundations"][d["dst"]] + list(d["cards"])
        shown["score"] = d["score"]
    elif ev.kind == "turned_up":
        col = cols[d["column"]]
        col["down"] -= 1
        col["up"] = [d["card"]]
        shown["score"] = d["score"]
    elif ev.kind == "stock_turned":
        shown["stock"] = d["stock"]
        shown["waste"] = shown["waste"] + [d["card"]]
    elif ev.kind == "redeal":
        shown["stock"], shown["waste"] = len(shown["waste"]), []
        shown["pass"], shown["redeals_left"] = d["pass"], d["redeals_left"]
    elif ev.kind in ("won", "stuck"):
        shown["over"] = True
        shown[ev.kind] = True


class WpController(KitTable):
    game_key = "wordpatience"
    refuse_prefix = "wp_refuse_"
    think_delay = 0.2  # the smoke run's stand-in
    event_types = EVENTS
    save_version = 1
    saved = {"seconds": int}
    shows_public_view = True  # one player: no hand-off
    new_state = PatienceState
    make_agent = staticmethod(make_agent)
    patch = staticmethod(patch)

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.clock_from = time.monotonic()  # the clock reads now - clock_from
        self.stopped_at: float | None = None  # the clock's reading once the game is over
        self.counted = False  # this game is in the record already
        self.record = record.load()
        self.solving: Solving | None = None
        self.marks: list[int] = []  # the log's length before each move (undo trims it)

    # -- the clock (S7) ---------------------------------------------------------------------
    @property
    def seconds(self) -> int:
        """Whole seconds played on this deal (saved with the game)."""
        if self.stopped_at is not None:
            return int(self.stopped_at)
        return int(time.monotonic() - self.clock_from)

    @seconds.setter
    def seconds(self, value: int) -> None:
        self.clock_from = time.monotonic() - value
        self.stopped_at = None

    def stop_clock(self) -> None:
        if self.stopped_at is None:
            self.stopped_at = time.monotonic() - self.clock_from

    def deal_code(self) -> str | None:
        """The code that deals this game again (None for a deal laid out by hand)."""
        if self.state.deal is not None:
            return None
        return dealcode.encode(self.state.log.seed, VARIANTS.index(self.state.log.variant))

    # -- moves ------------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        mark = len(self.log)
        events = super().apply(action)
        self.marks.append(mark)
        if self.state.is_terminal():
            self.stop_clock()
        return events

    def busy(self) -> bool:
        """Cards still to be shown moving, or the table not back to the person yet (a
        click now waits for it)."""
        return bool(self.pending) or self.wait > 0 or (
            not self.turn_shown and not self.state.is_terminal())

    def undo_allowed(self) -> bool:
        """A move to take back, nothing still being shown, the game not won."""
        return can_undo(self.state) and not self.busy() and not self.state.won \
            and self.humans == [0]

    def undo(self) -> bool:
        """Take back the last move: the state replayed from the log without it."""
        if not self.undo_allowed():
            return False
        before = undone(self.state)
        if self.marks:
            del self.log[self.marks.pop():]
        self.log.append((None, t("wp_log_undone")))
        self.state = before
        self.shown = None
        self.session.forget_decision()
        self.session.new_decision()
        self.results_pushed = self.over_for_good = False
        self.turn_shown = False
        if self.stopped_at is not None:  # back from stuck: the clock runs on
            self.seconds = int(self.stopped_at)
        self.autosave()
        if self.scene is not None:
            self.scene.undone()
        return True

    # -- winnable? --------------------------------------------------------------------------
    def ask_winnable(self) -> None:
        """Start the solver on the position as it stands (one search at a time)."""
        if self.solving is not None and not self.solving.done:
            return
        self.solving = Solving(self.state)

    def stop_solving(self) -> None:
        if self.solving is not None and not self.solving.done:
            self.solving.cancel()
        self.solving = None

    def detach(self) -> None:
        super().detach()
        self.stop_solving()  # the table is left: no thread of it lives on

    # -- the end and the next deal ----------------------------------------------------------
    def show_results(self) -> None:
        """Won: counted, the save gone, the results. Stuck: the results offer Undo, so the
        save stays (Resume comes back to it) and nothing is counted yet."""
        self.stop_clock()
        if self.state.won:
            self.count(True)
            self.end_for_good()
        self.app.push(self.app.games[self.game_key].results.resolve()(self.app, self))

    def count(self, won: bool) -> None:
        if self.counted or not self.humans:
            return
        self.counted = True
        self.record = record.count_game(won, self.state.score, self.state.options.mode,
                                        say=self.say_save_failed)

    def under_way(self) -> bool:
        """A game begun and not won: a new deal would count it as lost."""
        return bool(self.state.log.actions) and not self.state.won and not self.counted

    def new_game(self) -> None:
        if self.under_way():
            self.count(False)
        self.stop_solving()
        self.counted = False
        self.marks = []
        self.seconds = 0
        super().new_game()

    next_hand = new_game  # the frame bench plays game after game
