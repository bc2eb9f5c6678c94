"""The record of games kept across sessions (counted, streaks, a damaged file set aside)
and "Winnable?" on its thread (an answer, progress, cancelled at once)."""

from __future__ import annotations

import json
import time

from game.games.wordpatience import record
from game.games.wordpatience.model import PatienceState
from game.games.wordpatience.solver import Verdict
from game.games.wordpatience.winnable import Solving
from game.ui import stats
from tests.ui.conftest import home  # noqa: F401  (a private data folder)
from tests.wordpatience.test_hint_and_solver import hopeless_deal, sorted_deal


def test_games_are_counted_with_the_streak_and_kept_in_the_data_folder():
    assert record.load() == record.Record()
    record.count_game(True, 500, "normal")
    record.count_game(True, 620, "learner")
    record.count_game(False, 120, "normal")
    record.count_game(True, 300, "normal")
    assert record.load() == record.Record(played=4, won=3, streak=1, best_streak=2,
                                          best_score=620)
    assert json.loads(record.path().read_text())["won"] == 3
    shared = stats.load()[0]["wordpatience"]  # the app's statistics page too
    assert shared.hands == 4 and shared.won == 3


def test_a_damaged_record_is_set_aside_and_starts_again():
    record.path().parent.mkdir(parents=True, exist_ok=True)
    record.path().write_text('{"version": 1, "played": -3}')
    assert record.load() == record.Record()
    assert not record.path().exists()  # moved aside
    assert record.count_game(True, 10, "normal").won == 1


def wait(solving: Solving, seconds: float = 30.0) -> None:
    end = time.perf_counter() + seconds
    while not solving.done and time.perf_counter() < end:
        time.sleep(0.01)


def test_the_search_answers_on_its_thread():
    solving = Solving(sorted_deal())
    wait(solving)
    assert solving.answer.verdict is Verdict.WINNABLE and solving.progress == 1.0
    solving = Solving(hopeless_deal())
    wait(solving)
    assert solving.answer.verdict is Verdict.NOT_WINNABLE


def test_the_search_shows_progress_and_ends_at_once_when_cancelled():
    solving = Solving(PatienceState(12), nodes=50_000_000, seconds=60.0)  # a long search
    time.sleep(0.3)
    assert 0.0 < solving.progress < 1.0 and solving.nodes > 0
    begun = time.perf_counter()
    solving.cancel()
    assert not solving.thread.is_alive() and time.perf_counter() - begun < 1.0
    assert solving.answer.verdict is Verdict.UNKNOWN


def test_the_search_works_on_a_copy():
    state = PatienceState(4)
    solving = Solving(state, nodes=2000, seconds=5.0)
    wait(solving)
    assert state.log.actions == [] and state.observation(0) == PatienceState(4).observation(0)
