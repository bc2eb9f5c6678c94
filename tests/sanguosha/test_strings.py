"""Every card, character, skill and identity has an English and a Chinese name and text."""

import pytest

from game.games.sanguosha import cards, characters, identities
from game.games.sanguosha.strings import DATA_STRINGS, RULES, STRINGS, TABLE

KEYS = (
    [f"sgs_card_{n}" for n in cards.KINDS] + [f"sgs_card_{n}_text" for n in cards.KINDS]
    + [f"sgs_char_{c.key}" for c in characters.CHARACTERS]
    + [f"sgs_skill_{s}" for s in characters.SKILLS]
    + [f"sgs_skill_{s}_text" for s in characters.SKILLS]
    + [f"sgs_identity_{i}" for i in identities.IDENTITIES]
    + [f"sgs_kingdom_{k}" for k in characters.KINGDOMS]
    + [f"sgs_type_{t}" for t in cards.TYPES] + [f"sgs_slot_{s}" for s in cards.SLOTS]
)


@pytest.mark.parametrize("key", KEYS)
def test_named_in_both_languages(key):
    entry = STRINGS[key]
    assert set(entry) == {"en", "zh"}
    assert entry["en"].strip() and entry["zh"].strip()


def test_no_stray_keys():
    stray = {k.removesuffix("_text") for k in DATA_STRINGS} - {k.removesuffix("_text")
                                                               for k in KEYS}
    assert {k for k in stray if not k.startswith("sgs_tag_")} == set()
    assert all(k.startswith("sgs_") for k in DATA_STRINGS)


def test_the_game_strings_are_the_tables_the_table_words_and_the_rules():
    assert STRINGS == {**DATA_STRINGS, **TABLE, **RULES}
    assert set(RULES) == {"rules_sanguosha_left", "rules_sanguosha_right"}
    # The table's words are the game's own (sgs_), beside the two keys the app names by
    # convention: the browser's family and the statistics page's row.
    assert {k for k in TABLE if not k.startswith("sgs_")} == {
        "family_identity", "stats_hands_sanguosha"}
    for entry in (*TABLE.values(), *RULES.values()):
        assert set(entry) == {"en", "zh"} and all(v.strip() for v in entry.values())


def test_texts_are_short():
    # One to three sentences each.
    for key in KEYS:
        if key.endswith("_text"):
            assert 1 <= STRINGS[key]["en"].count(". ") + 1 <= 3, key
            assert STRINGS[key]["zh"].count("。") <= 3, key


def test_chinese_names_match_the_sheet():
    assert STRINGS["sgs_card_nullification"]["zh"] == "无懈可击"
    assert STRINGS["sgs_skill_horsemanship"]["zh"] == "马术"
    assert STRINGS["sgs_char_zhuge_liang"]["zh"] == "诸葛亮"
