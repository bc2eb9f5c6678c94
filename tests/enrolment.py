"""A game the app's catalogue does not list yet, enrolled for a test: its package in the
catalogue's list, its definition in the catalogue every part of the app and the
conformance suite reads, its words among the UI's (all put back after the test)."""

from __future__ import annotations

from typing import Any

from game.games import catalogue
from game.ui import i18n


def enrol(monkeypatch: Any, package: str, game: Any) -> dict:
    monkeypatch.setattr(catalogue, "PACKAGES", (*catalogue.PACKAGES, package))
    games = catalogue.load()
    monkeypatch.setitem(games, game.key, game)
    for key, words in game.strings.items():
        monkeypatch.setitem(i18n.STRINGS, key, words)
    return games
