"""High Card is not in the app's catalogue: each test here enrols it for a while (its
catalogue line, the catalogue every part of the app and the conformance suite reads,
its words), so the UI tests' `app` (the title, headless) offers it like any game."""

import pytest

from tests.enrolment import enrol
from tests.kit_game import GAME
from tests.ui.conftest import app, home  # noqa: F401  (fixtures, imported to register them)


@pytest.fixture(autouse=True)
def enrolled(monkeypatch) -> dict:
    return enrol(monkeypatch, "tests.kit_game", GAME)
