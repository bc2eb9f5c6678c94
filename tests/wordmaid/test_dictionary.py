"""The bundled word list (E15) and the word search (E17): the files' form and licence,
the hint's count, and the search agreeing with the rules."""

import re

from game.games.wordmaid.dictionary import HERE, common_words, count_words, playable, words


def test_the_word_list_is_sorted_lower_case_words_of_2_to_7_letters_with_a_licence():
    lines = (HERE / "words.txt").read_text(encoding="utf-8").splitlines()
    assert lines == sorted(set(lines)) and 20_000 < len(lines) < 40_000
    assert all(re.fullmatch(r"[a-z]{2,7}", w) for w in lines)
    assert {"cat", "apple", "tiger", "at"} <= words()
    assert not {"ft", "mph", "etc", "xiv", "london"} & words()  # abbreviations, names
    licence = (HERE / "WORDS-LICENSE.txt").read_text(encoding="utf-8")
    assert "SCOWL" in licence and "Kevin Atkinson" in licence
    common = (HERE / "common.txt").read_text(encoding="utf-8").splitlines()
    assert 1500 < len(common) < 3000 and set(common) <= words()
    size = sum((HERE / f).stat().st_size for f in ("words.txt", "common.txt",
                                                   "WORDS-LICENSE.txt"))
    assert size < 400_000
    assert "cat" in common_words()


def test_no_rude_word_or_slur_is_in_a_family_game():
    from tools.make_wordmaid_words import RUDE

    assert len(RUDE) > 50 and not RUDE & words() and not RUDE & common_words()
    assert {"cat", "donkey", "bird"} <= words()  # the plain words around them stay


def test_count_words_is_the_hint():
    assert count_words("ca", "tree") == len(playable("ac", "tree"))
    assert count_words("ca", "tree") >= 2  # cat, act...
    found = dict(playable("ac", "tree"))
    assert found["cat"] == (0,) and found["act"] == (0,)
    assert count_words("bcd", "owl") > 0 and count_words("", "owl") == 0
    assert count_words("ca?", "?") > count_words("ca", "?") > 0
    assert count_words("a", "tree", 2) > count_words("a", "tree", 3)


def test_the_search_uses_two_table_letters_only_when_one_will_not_do():
    found = dict(playable("t", "rose"))  # t + two of r, o, s, e
    assert found["toe"] in ((1, 3),) and found["rot"] == (0, 1)
    assert all(1 <= len(p) <= 2 for p in found.values())
    assert "tree" not in found  # would need three table letters
