"""Line breaking for both languages."""

from __future__ import annotations

from game.ui import fonts


def test_latin_text_breaks_between_words_and_fits(app):
    text = "The landlord leads. Each player in turn beats the last play or passes."
    lines = fonts.wrap(text, 16, 220)
    assert len(lines) > 1 and " ".join(lines) == text
    assert all(fonts.text_width(line, 16) <= 220 for line in lines)


def test_chinese_breaks_between_characters_never_before_closing_punctuation(app):
    text = "得分 = 叫分 × 倍数。每个炸弹或王炸翻一倍；春天（农民未出一张牌）或反春也翻倍。"
    lines = fonts.wrap(text, 16, 150)
    assert len(lines) > 2 and "".join(lines).replace(" ", "") == text.replace(" ", "")
    assert all(fonts.text_width(line, 16) <= 150 for line in lines)
    assert not any(line[0] in "，。；）" for line in lines)
    assert not any(line.endswith("（") for line in lines)


def test_korean_words_break_only_at_spaces_even_inside_chinese_text(app):
    text = "五鸟（고도리，三张鸟牌）+5。红带（홍단）、青带（청단）、草带（초단）各集齐三张+3。"
    words = {"고도리", "홍단", "청단", "초단"}
    for width in range(60, 260, 7):
        lines = fonts.wrap(text, 16, width)
        assert "".join(lines) == text
        for line in lines:  # a Korean word is never cut across two lines
            assert not any(line.endswith(w[:k]) or line.startswith(w[k:])
                           for w in words for k in range(1, len(w))
                           if w not in line), (width, lines)
    english = "Junk 피 counts double: 열끗 animals"
    assert fonts.wrap(english, 16, 60)[-2:] == ["열끗", "animals"]
