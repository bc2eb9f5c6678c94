"""The table keeps drawing while a hard computer thinks: its search runs in the worker
process (game/core/thinking.py), never in the app's interpreter."""

from __future__ import annotations

import time

import pytest

from game.core import thinking
from game.core.search import SearchAgent
from game.games import catalogue


def test_the_table_draws_on_while_four_hard_teammates_search(app, monkeypatch):
    here = []

    def searched_here(self, observation, legal, worlds):
        here.append(observation["seat"])
        pytest.fail("a search ran in the app's own interpreter")

    # The worker process has the real search; this interpreter's would fail the test.
    monkeypatch.setattr(SearchAgent, "choose_in", searched_here)
    game = catalogue.load()["forbidden_island"]
    seats = [{"kind": "computer", "level": "hard"} for _ in range(4)]
    ctl = game.start(app, seats, game.default_options(), 3)
    frames_while_thinking = 0
    searched = 0
    pending = None
    start = time.perf_counter()
    while searched < 3 and time.perf_counter() - start < 60:
        app.frame(1 / 60)
        decision = ctl.session.decision
        if decision is not None and decision.think is not None and not decision.done.is_set():
            frames_while_thinking += 1
            pending = decision
        elif pending is not None and ctl.session.decision is not pending:
            seat = pending.seat
            searched += ctl.agents[seat].last_worlds > 0  # the agent back from the worker
            pending = None
        time.sleep(0.004)  # the app loop's rest between frames
    assert not here
    assert searched >= 3, "no searched decision came back from the worker"
    assert thinking.WORKER.pid is not None
    # Frames went on while the worker searched (about 0.3 s a searched decision).
    assert frames_while_thinking >= 20
