"""What every game's table shares about the people and programs at it: who sits where
(a person, or a computer at a level), how seats are named, computer decisions off the
frame (a search in the worker process, any other on one worker thread) with a visible
minimum think time, pass-and-play hand-offs, and the autosave keyed by game.

A game's controller owns a `Session` and asks it; the session knows no rules.
"""

from __future__ import annotations

import queue
import threading
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.core import thinking
from game.core.decisions import decision_of
from game.core.save import atomic_write_json
from game.ui import notices
from game.ui.i18n import t
from game.ui.saves import save_path


@dataclass(frozen=True)
class Ask:
    """Who the table asks now and how: "computer" (its agent, on the worker), "person"
    (the one holding the device), or "hand_off" (another person: cover the table and
    pass the device first)."""

    seat: int
    who: str


@dataclass
class Decision:
    """A computer's decision being thought about: `result` is set by the worker."""

    seat: int
    result: Any = None
    done: threading.Event = field(default_factory=threading.Event)
    # A computer player that fails must not hang the table: its turn takes this instead.
    fallback: Callable[[], Any] | None = None
    elapsed: float = 0.0  # seconds shown so far (scaled by the animation speed)
    # From the worker process (`thinking.Worker`): its reply, read on the frame thread.
    think: thinking.Think | None = None
    reply: tuple | None = None


class ComputerWorker:
    """One background thread that answers computer decisions one after another, so a
    frame never waits on a computer and no thread is started per decision."""

    def __init__(self) -> None:
        self._jobs: queue.Queue[tuple[Decision, Callable[[], Any]]] = queue.Queue()
        self._thread: threading.Thread | None = None

    def submit(self, decision: Decision, think: Callable[[], Any]) -> None:
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._run, daemon=True,
                                            name="computer-players")
            self._thread.start()
        self._jobs.put((decision, think))

    def _run(self) -> None:
        while True:
            decision, think = self._jobs.get()
            answer(decision, think)
            del decision, think  # while it waits, a job done must not keep its table alive


def answer(decision: Decision, think: Callable[[], Any]) -> None:
    """Run `think` for the decision; if it fails (a bug, never a rule), say so on
    stderr and answer with the decision's fallback so the game goes on."""
    try:
        decision.result = think()
    except Exception:  # noqa: BLE001 - the table must not hang on a computer's bug
        traceback.print_exc()
        decision.result = decision.fallback() if decision.fallback else None
    finally:
        decision.done.set()


def collect(decision: Decision) -> bool:
    """A reply from the worker process, on the frame thread: the answer (and the agent
    as it stands after deciding, in its seat), or its failure said and the fallback.
    False when the process was lost before answering: the decision goes to the thread."""
    reply, decision.reply = decision.reply, None
    if reply is None:
        return True
    if reply[0] == "lost":
        thinking.told(reply)
        think, decision.think = decision.think, None
        decision.done.clear()
        WORKER.submit(decision, think)
        return False
    if reply[0] == "ok":
        _, index, action, agent, _pid = reply
        decision.result = decision.think.take(index, action, agent)
    else:
        thinking.told(reply)
        decision.result = decision.fallback() if decision.fallback else None


def to_worker_process(decision: Decision, think: thinking.Think) -> bool:
    """Send a search to the worker process; False if the job cannot go (an agent that
    does not pickle: said, and it thinks on the thread instead)."""
    try:
        payload = think.payload()
    except Exception:  # noqa: BLE001 - a bug; the thread still answers
        traceback.print_exc()
        return False
    decision.think = think

    def done(reply: tuple) -> None:
        decision.reply = reply
        decision.done.set()

    thinking.WORKER.submit(payload, done)
    return True


WORKER = ComputerWorker()  # shared by every table: one game is played at a time


class Session:
    """The seats of one game and the bookkeeping around them."""

    def __init__(self, game: str, seats: list[dict], threads: bool = True,
                 think_delay: float = 0.7,
                 on_save_failed: Callable[[str], None] | None = None) -> None:
        self.game = game  # the catalogue key: the save's name
        # Told (with the text to show) when an autosave cannot be written, once until a
        # write works again; without it the app shows the text as a notice.
        self.on_save_failed = on_save_failed
        self.save_error: str | None = None  # why the last autosave failed; None if it worked
        self.seats = [dict(s) for s in seats]
        self.threads = threads
        self.think_delay = think_delay  # a computer "thinks" at least this long
        # Fast forward (no person left in the hand): computers answer without the
        # visible think time.
        self.fast = False
        self.decision: Decision | None = None
        self._legal: tuple[Any, int, list] | None = None  # (state, seat, its legal actions)

    # -- who is who ------------------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s["kind"] == "human"]

    @property
    def multi_human(self) -> bool:
        return len(self.humans) >= 2

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat]["kind"] == "human"

    def level(self, seat: int) -> str:
        return self.seats[seat].get("level", "normal")

    def name_of(self, seat: int) -> str:
        """"You" when one person plays; in pass-and-play the name the person gave, else
        "Player 2"; "Computer 3"."""
        if not self.is_human(seat):
            return t("computer_n", n=seat + 1)
        if not self.multi_human:
            return t("you")
        return self.seats[seat].get("name") or t("player_n", n=seat + 1)

    def first_human_from(self, seat: int, fallback: int = 0) -> int:
        """The first person's seat from `seat` on in turn order."""
        n = len(self.seats)
        return next((s for s in ((seat + k) % n for k in range(n)) if self.is_human(s)),
                    fallback)

    def ask(self, state: Any, holder: int | None, private: bool = True) -> Ask | None:
        """Whom the table asks now, for every kind of decision (`decision_of`: a turn, a
        response window's seat, the next seat of a simultaneous choice, a minigame's
        performer); None once the game is over. `holder` is the person holding the
        device; another person is asked through a hand-off when the game hides anything
        from seats (`private`), so nobody sees another's hand or pending choice."""
        decision = decision_of(state)
        if decision is None:
            return None
        seat = decision.asked
        if not self.is_human(seat):
            return Ask(seat, "computer")
        return Ask(seat, "hand_off" if private and seat != holder else "person")

    def hand_off(self, app, seat: int, done: Callable[[], None], hold: float = 0.0) -> None:
        """Pass-and-play: cover the table until the person at `seat` has the device
        (pressing and holding `hold` seconds, if given); `done` then turns the table to
        them."""
        from game.ui.scenes.handoff import HandoffScene

        app.push(HandoffScene(app, self.name_of(seat), done, hold))

    # -- the decision in hand ----------------------------------------------------------
    def legal_actions(self, state: Any, seat: int) -> list:
        """`state.legal_actions(seat)` for the decision in hand, computed once: the
        table's highlights and drop zones, the hint and the computer player all read
        this one list. `new_decision()` (called after every applied action) forgets it."""
        cached = self._legal
        if cached is None or cached[0] is not state or cached[1] != seat:
            cached = self._legal = (state, seat, state.legal_actions(seat))
        return cached[2]

    def new_decision(self) -> None:
        self._legal = None

    # -- computer decisions ------------------------------------------------------------
    def computer_decides(self, seat: int, think: Callable[[], Any], dt: float,
                         speed: float, fallback: Callable[[], Any] | None = None) -> Any | None:
        """Call every frame while `seat`, a computer, is to decide: the first call sends
        `think` (the agent's choice from the seat's observation and the decision's
        legal actions: a `thinking.Think`, or any callable) off the frame: a searching
        agent's to the worker process, any other to the worker thread (with `threads`
        False it answers at once, inline); returns the answer once it is ready and the
        minimum think time (scaled by the animation `speed`) has passed, else None.
        Should `think` fail, `fallback` (e.g. the first legal action) answers instead."""
        d = self.decision
        if d is None or d.seat != seat:
            d = self.decision = Decision(seat, fallback=fallback)
            if not self.threads:
                answer(d, think)
            elif not (isinstance(think, thinking.Think) and think.searches
                      and thinking.WORKER.usable and to_worker_process(d, think)):
                WORKER.submit(d, think)
            return None
        d.elapsed += dt * speed
        if d.done.is_set() and (self.fast or d.elapsed >= self.think_delay) and collect(d):
            self.decision = None
            return d.result
        return None

    @property
    def thinking(self) -> int | None:
        """The computer seat whose decision is under way, if any."""
        return None if self.decision is None else self.decision.seat

    def forget_decision(self) -> None:
        """A new hand or a reload: an answer still on its way is not used."""
        self.decision = None

    # -- saving ------------------------------------------------------------------------
    def forget_save(self) -> None:
        """A game that is over for good (no next hand to play): its autosave goes, so
        the title does not offer to resume it. A file that cannot be removed stays."""
        try:
            save_path(self.game).unlink(missing_ok=True)
        except OSError:
            pass

    def autosave(self, data: dict) -> bool:
        """Write the game's autosave atomically, with its name, seats and time. A write
        that fails (disk full, folder gone or read-only) does not stop the game: the
        player is told once, and again only after a write has worked in between.
        Returns whether it was written."""
        data = {"game": self.game, "seats": self.seats, **data, "saved_at": time.time()}
        try:
            atomic_write_json(save_path(self.game), data)
        except OSError as e:
            first = self.save_error is None
            self.save_error = e.strerror or str(e) or type(e).__name__
            if first:
                text = t("save_failed", reason=self.save_error)
                (self.on_save_failed or notices.post)(text)
            return False
        self.save_error = None
        return True
