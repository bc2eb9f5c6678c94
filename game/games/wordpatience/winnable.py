""""Winnable?" at the table: the solver run on a thread of its own, off the frame, so the
table keeps drawing and the player may play on meanwhile. The search works on a copy of
the position as it was asked (its cards copied before the thread starts); the table
reads `progress` for its bar and `answer` once there is one, with the move it was asked
at. Leaving the table or dealing again cancels it (the thread ends at its next position).

The search knows every card (the face-down ones and the stock's order): it says whether
the game can still be won from here, not how."""

from __future__ import annotations

import threading
import time

from game.games.wordpatience.model import PatienceState
from game.games.wordpatience.solver import Answer, Solver

NODES = 1_500_000  # the table's budget: positions searched...
SECONDS = 12.0  # ...and seconds, whichever runs out first


class Solving:
    def __init__(self, state: PatienceState, nodes: int = NODES,
                 seconds: float = SECONDS) -> None:
        self.at_move = len(state.log.actions)
        self.seconds = seconds
        self.solver = Solver(state, nodes, seconds)
        self.answer: Answer | None = None
        self.started = time.perf_counter()
        self.thread = threading.Thread(target=self._run, name="wordpatience-solver",
                                       daemon=True)
        self.thread.start()

    def _run(self) -> None:
        self.answer = self.solver.run()

    @property
    def done(self) -> bool:
        return self.answer is not None

    @property
    def nodes(self) -> int:
        return self.solver.nodes

    @property
    def progress(self) -> float:
        """How much of the budget is spent (0..1): nodes or seconds, the further."""
        if self.done:
            return 1.0
        spent = max(self.solver.nodes / self.solver.budget_nodes,
                    (time.perf_counter() - self.started) / self.seconds)
        return min(1.0, spent)

    def cancel(self) -> None:
        """End the search (its answer: could not tell) and wait for its thread."""
        self.solver.cancel()
        self.thread.join(2.0)
