"""High Card is not in the app's catalogue: `enrolled` lists it there for one test, and
`app` is the app on its title screen with that catalogue."""

import pytest

from game.games import catalogue
from game.ui import i18n
from tests.kit_game import GAME
from tests.ui.conftest import home  # noqa: F401  (the private data folder, per test)


@pytest.fixture
def enrolled(monkeypatch) -> dict:
    """The catalogue with High Card's line added, and the one catalogue dict every part
    of the app and the conformance suite reads holding it, its words with it."""
    monkeypatch.setattr(catalogue, "PACKAGES", (*catalogue.PACKAGES, "tests.kit_game"))
    games = catalogue.load()
    monkeypatch.setitem(games, GAME.key, GAME)
    for key, words in GAME.strings.items():
        monkeypatch.setitem(i18n.STRINGS, key, words)
    return games


@pytest.fixture
def app(enrolled, home):  # noqa: F811
    import pygame

    from game.ui.app import App
    from game.ui.scenes.title import TitleScene
    from game.ui.settings import Settings

    a = App((1280, 720), Settings(anim_speed="fast"), games=enrolled)
    a.push(TitleScene(a))
    yield a
    pygame.event.clear()
