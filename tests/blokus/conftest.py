"""Blokus is not in the app's catalogue yet (issue 32 is under way: the hard player and
its benches are still to come), so its tests enrol it for a while, as tests/kit_game
does."""

import pytest

from game.games.blokus import GAME
from tests.enrolment import enrol


@pytest.fixture(autouse=True)
def enrolled(monkeypatch) -> dict:
    return enrol(monkeypatch, "game.games.blokus", GAME)
