"""High Card is not in the app's catalogue: each test here enrols it for a while (its
catalogue line, the catalogue every part of the app and the conformance suite reads,
its words), so the UI tests' `app` (the title, headless) offers it like any game."""

import pytest

from game.games import catalogue
from game.ui import i18n
from tests.kit_game import GAME
from tests.ui.conftest import app, home  # noqa: F401  (fixtures, imported to register them)


@pytest.fixture(autouse=True)
def enrolled(monkeypatch) -> dict:
    monkeypatch.setattr(catalogue, "PACKAGES", (*catalogue.PACKAGES, "tests.kit_game"))
    games = catalogue.load()
    monkeypatch.setitem(games, GAME.key, GAME)
    for key, words in GAME.strings.items():
        monkeypatch.setitem(i18n.STRINGS, key, words)
    return games
