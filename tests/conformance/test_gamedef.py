"""What a game registers is whole and clashes with nothing: registering a game must be
enough, and a new game must not silently shadow another's scene, bench or words."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from game.ui import i18n
from game.ui.runner import scene_names
from tests.conformance.helpers import GAMES, each_game

LEVELS = Path(__file__).resolve().parents[2] / "levels"


def test_screenshot_scene_names_are_unique_across_games():
    names = scene_names(GAMES)
    assert [n for n, c in Counter(names).items() if c > 1] == []


def test_bench_names_are_unique_and_every_one_is_offered():
    from game.bench.__main__ import benches

    declared = [b.name for g in GAMES.values() for b in g.benches]
    assert [n for n, c in Counter(declared).items() if c > 1] == []
    assert set(declared) <= set(benches())


def test_no_two_games_use_the_same_string_key():
    keys = Counter(k for g in GAMES.values() for k in g.strings)
    assert [k for k, c in keys.items() if c > 1] == []


def test_a_string_key_that_means_something_else_is_refused():
    taken = next(iter(i18n.STRINGS))
    with pytest.raises(ValueError, match=taken):
        i18n.add_strings({taken: {"en": "something else", "zh": "别的"}})
    i18n.add_strings({taken: dict(i18n.STRINGS[taken])})  # the same words: no clash


@each_game
def test_every_player_count_has_its_level(game):
    """Every game in the app lays its table out on a Tiled level, one per player count
    (only the test-only kit example lays its few places out in code)."""
    assert set(game.levels) == set(game.seats)
    for players in game.levels:
        assert (LEVELS / f"{game.level_for(players)}.tmx").is_file()


@each_game
def test_names_rules_and_family_are_there_in_both_languages(game):
    assert game.name_en.strip() and game.name_zh.strip()
    for key in (*game.rules_page, f"family_{game.family}"):
        assert {"en", "zh"} <= set(i18n.STRINGS[key]), key
        assert all(i18n.STRINGS[key][lang].strip() for lang in ("en", "zh")), key


@each_game
def test_every_string_of_the_game_is_in_both_languages(game):
    missing = [k for k, v in game.strings.items() if not ({"en", "zh"} <= set(v))]
    assert missing == []
