"""The shipped font subset draws every character the app shows.

A glyph missing from the font is drawn silently as a box, so this checks coverage
directly: pygame.freetype's get_metrics gives None for a character with no glyph.
When a test here fails, run `make fonts` and commit the new font.
"""

from __future__ import annotations

import importlib.util
import os
import unicodedata
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame.freetype  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
FONT = ROOT / "assets" / "fonts" / "NotoSansCJKsc-Subset.otf"


def _load_tool():
    spec = importlib.util.spec_from_file_location(
        "make_font_subset", ROOT / "tools" / "make_font_subset.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


tool = _load_tool()


@pytest.fixture(scope="module")
def font():
    pygame.freetype.init()
    yield pygame.freetype.Font(str(FONT), 16)
    pygame.freetype.quit()


def _needs_glyph(ch: str) -> bool:
    return ch == " " or unicodedata.category(ch)[0] not in "CZ"


def missing(font, text: str) -> list[str]:
    metrics = font.get_metrics(text)
    return sorted(
        {ch for ch, m in zip(text, metrics, strict=True) if m is None and _needs_glyph(ch)}
    )


def test_font_ships_with_its_licence():
    assert FONT.exists(), "run: make fonts"
    licence = (FONT.parent / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence
    assert FONT.stat().st_size < 3_000_000


def test_every_ui_string_has_glyphs(font):
    from game.ui.i18n import STRINGS

    assert STRINGS
    gaps = {}
    for key, entry in STRINGS.items():
        for lang, text in entry.items():
            lack = missing(font, text)
            if lack:
                gaps[f"{key}/{lang}"] = "".join(lack)
    assert not gaps, f"characters missing from the font (run make fonts): {gaps}"


def test_combination_names_have_glyphs(font):
    from game.games.doudizhu.rules import NAMES

    texts = [name for names in NAMES.values() for name in names]
    assert any(any(ord(ch) > 0x2E80 for ch in text) for text in texts)
    gaps = {text: missing(font, text) for text in texts if missing(font, text)}
    assert not gaps, f"characters missing from the font (run make fonts): {gaps}"


def test_every_literal_in_game_sources_has_glyphs(font):
    text = "".join(sorted(tool.app_characters()))
    assert not missing(font, text), "run make fonts"


@pytest.mark.parametrize(
    "sample",
    [
        "♠♥♣♦♤♡♧♢",
        "←→↑↓×±★☆",
        "，。！？：；「」『』（）《》、…—·“”‘’",
        "ＡＢＣ１２３！？",
        "The quick brown fox jumps over the lazy dog 0123456789",
    ],
)
def test_fixed_sets_have_glyphs(font, sample):
    assert not missing(font, sample)


def test_common_hanzi_are_all_there(font):
    level1 = tool.gb2312_level1()
    assert len(level1) == 3755
    assert not missing(font, "".join(level1))
