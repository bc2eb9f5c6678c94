"""A computer player's decision as a job: answered inline, or in the worker process so
that the table's frames never wait on a search.

The table asks a computer with `Think(agents, seat, state, legal)`. Called, it answers
in this process (the session's thread, or inline for `threads=False`); `Worker` answers
it in one separate process instead, started on the first job (with 'spawn': no copy of
the window, the sound or the app's threads), reused for every later one, and ended with
the app (`shutdown`, also at exit). The session sends a searching agent's decisions
there (`Think.searches`); the others are quick and stay on its thread.

What goes to the worker (`Job`, pickled): the agent itself (its settings and its random
numbers' state: nothing of the game), the seat's observation, the legal actions and, for
an agent that searches (`choose_in`), one world drawn by `state.determinize(seat, rng)`
here: a state the seat cannot tell from the real one, in which everything hidden from it
is dealt at random (what `tests/conformance/test_leaks.py` checks of every game). The
worker draws its worlds from that one (`world.determinize(seat, rng)`); the real state
never leaves the table. What comes back: the answer's place in the legal list and the
agent as it stands after deciding (its random numbers moved on), which takes the old
one's seat in `agents`. So a decision in the worker is the decision inline: the same
answer for the same seed (`tests/core/test_thinking.py`).

A frozen app (PyInstaller) starts the worker from its own executable: its entry calls
`multiprocessing.freeze_support()` first, which runs the worker there and never the app.
"""

from __future__ import annotations

import atexit
import os
import pickle
import queue
import random
import sys
import threading
import traceback
from collections.abc import Callable, MutableMapping
from dataclasses import dataclass
from typing import Any

from game.core.protocol import Action
from game.core.search import collector_waits


@dataclass
class Job:
    """Everything a decision is made from (see the module's doc)."""

    agent: Any
    seat: int
    observation: dict
    legal: list[Action]
    world: Any = None  # a searching agent's first world: the seat's knowledge, no more


def searches(agent: Any) -> bool:
    return getattr(agent, "choose_in", None) is not None


def job_for(agent: Any, state: Any, seat: int, legal: list[Action]) -> Job:
    """The job of `seat`'s decision now. A searching agent's world is drawn with its own
    random numbers, so the decision depends on its seed and on nothing else."""
    world = None
    if searches(agent):
        rng = getattr(agent, "rng", None)
        world = state.determinize(seat, rng if isinstance(rng, random.Random)
                                  else random.Random(seat))
    return Job(agent, seat, state.observation(seat), list(legal), world)


def run(job: Job) -> Action:
    """The agent's answer to the job (the agent moves on in place)."""
    if job.world is None:
        return job.agent.choose(job.observation, job.legal)
    world, seat = job.world, job.seat
    return job.agent.choose_in(job.observation, job.legal,
                               lambda rng: world.determinize(seat, rng))


def index_in(action: Any, legal: list[Action]) -> int | None:
    """Where `action` stands in `legal` (the very object first, else an equal one)."""
    for i, a in enumerate(legal):
        if a is action:
            return i
    for i, a in enumerate(legal):
        if a == action:
            return i
    return None


class Think:
    """A computer's decision as the table asks it: the agent of `seat` in `agents`
    (which a worker's answer updates), the state and the decision's legal actions.
    Calling it answers here."""

    def __init__(self, agents: MutableMapping[int, Any], seat: int, state: Any,
                 legal: list[Action]) -> None:
        self.agents, self.seat, self.state, self.legal = agents, seat, state, legal

    @property
    def agent(self) -> Any:
        return self.agents[self.seat]

    @property
    def searches(self) -> bool:
        return searches(self.agent)

    def job(self) -> Job:
        return job_for(self.agent, self.state, self.seat, self.legal)

    def __call__(self) -> Action:
        return run(self.job())

    def payload(self) -> bytes:
        """The job, pickled now (what the worker gets)."""
        self.sent = self.agent
        return pickle.dumps(self.job(), protocol=pickle.HIGHEST_PROTOCOL)

    def take(self, index: int | None, action: Any, agent: Any) -> Action:
        """A worker's answer: the legal action it names, and its agent in the seat (unless
        the seat has had a new agent since: a new hand)."""
        if self.agents.get(self.seat) is getattr(self, "sent", None):
            self.agents[self.seat] = agent
        return self.legal[index] if index is not None else action


# --- the worker process's side ---------------------------------------------------------------

def answer_payload(payload: bytes) -> bytes:
    """Run one pickled job; the reply, pickled: ("ok", index in the legal list or None,
    the action when not in it, the agent after deciding, the worker's pid), or
    ("error", the traceback)."""
    try:
        with collector_waits():  # from the job's arrival to its answer
            job = pickle.loads(payload)
            action = run(job)
        index = index_in(action, job.legal)
        return pickle.dumps(("ok", index, None if index is not None else action, job.agent,
                             os.getpid()), protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:  # noqa: BLE001 - told to the table, which plays its fallback
        return pickle.dumps(("error", traceback.format_exc()))


def serve(conn: Any) -> None:
    """The worker process: answer jobs one after another until the table's end of the
    pipe closes (the app ended or died)."""
    while True:
        try:
            payload = conn.recv_bytes()
        except (EOFError, OSError):
            return
        try:
            conn.send_bytes(answer_payload(payload))
        except (EOFError, OSError):
            return


# --- the table's side ------------------------------------------------------------------------

# ("ok", index, action, agent, pid), ("error", text): the agent failed (a bug), or
# ("lost", text): the process died or would not start (the job is not answered).
Reply = tuple
LOST_LIMIT = 3


class Worker:
    """The one worker process and the courier thread that talks to it: jobs go one at a
    time, in order. The process starts on the first job (on the courier thread, so not
    even that waits in a frame) and again after a failure; `shutdown` ends both."""

    def __init__(self, method: str = "spawn") -> None:
        self.method = method
        self._jobs: queue.Queue[tuple[bytes, Callable[[Reply], None]] | None] = queue.Queue()
        self._thread: threading.Thread | None = None
        self._process: Any = None
        self._conn: Any = None
        self._lock = threading.Lock()
        self.started = 0  # processes started
        self.answered = 0  # jobs answered, and jobs that failed (said on stderr)
        self.failed = 0
        self.lost = 0  # jobs in a row whose process died or would not start
        self.pid: int | None = None
        self._at_exit = False

    @property
    def usable(self) -> bool:
        """False once the process has failed to answer LOST_LIMIT jobs in a row (it cannot
        start here, say): the table then thinks on its thread instead."""
        return self.lost < LOST_LIMIT

    def submit(self, payload: bytes, done: Callable[[Reply], None]) -> None:
        """Send a pickled job; `done(reply)` is called on the courier thread."""
        with self._lock:
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._courier, daemon=True,
                                                name="computer-worker")
                self._thread.start()
                if not self._at_exit:
                    atexit.register(self.shutdown)
                    self._at_exit = True
        self._jobs.put((payload, done))

    def _start(self) -> None:
        import multiprocessing  # here, not at the app's start: it costs tens of ms

        context = multiprocessing.get_context(self.method)
        mine, theirs = context.Pipe()
        process = context.Process(target=serve, args=(theirs,), daemon=True,
                                  name="tablegames-worker")
        process.start()
        theirs.close()
        self._process, self._conn = process, mine
        self.started += 1
        self.pid = process.pid

    def _stop_process(self) -> None:
        conn, process = self._conn, self._process
        self._conn = self._process = None
        if conn is not None:
            conn.close()
        if process is not None:
            process.join(0.5)
            if process.is_alive():
                process.kill()
                process.join(1.0)

    def _courier(self) -> None:
        while True:
            item = self._jobs.get()
            if item is None:
                self._stop_process()
                return
            payload, done = item
            try:
                if self._conn is None:
                    self._start()
                self._conn.send_bytes(payload)
                reply = pickle.loads(self._conn.recv_bytes())
            except Exception:  # noqa: BLE001 - the process died or could not start
                reply = ("lost", traceback.format_exc())
                self._stop_process()  # a new one for the next job
            if reply[0] == "lost":
                self.lost += 1
                self.failed += 1
            else:
                self.lost = 0
                self.answered += reply[0] == "ok"
                self.failed += reply[0] != "ok"
            done(reply)

    def shutdown(self) -> None:
        """End the worker process and its courier (a job under way is not waited for)."""
        with self._lock:
            thread, self._thread = self._thread, None
        if thread is None:
            return
        process = self._process
        if process is not None and process.is_alive():
            process.kill()  # a search under way ends now; the courier then sees EOF
        self._jobs.put(None)
        thread.join(2.0)


WORKER = Worker()  # one for the app: one game is played at a time


def shutdown() -> None:
    WORKER.shutdown()


def told(reply: Reply) -> None:
    """Say a worker's failure on stderr (a bug, never a rule)."""
    print(reply[1], file=sys.stderr, end="")
