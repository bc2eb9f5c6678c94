"""Blokus is not in the app's catalogue yet (issue 32 is under way: the hard player and
its benches are still to come), so the table's tests enrol it for a while: its catalogue
line, the catalogue every part of the app reads, and its words, as tests/kit_game does."""

import pytest

from game.games import catalogue
from game.games.blokus import GAME
from game.ui import i18n


@pytest.fixture(autouse=True)
def enrolled(monkeypatch) -> dict:
    monkeypatch.setattr(catalogue, "PACKAGES", (*catalogue.PACKAGES, "game.games.blokus"))
    games = catalogue.load()
    monkeypatch.setitem(games, GAME.key, GAME)
    for key, words in GAME.strings.items():
        monkeypatch.setitem(i18n.STRINGS, key, words)
    return games
