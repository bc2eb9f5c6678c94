"""The hwatu deck against the table and counts check of rules sheet §1."""

from collections import Counter

import pytest

from game.games.gostop.cards import (
    ANIMAL,
    BONUS,
    BONUS_CARD,
    BRIGHT,
    BY_CODE,
    CARDS,
    CHEONGDAN,
    CHODAN,
    DECK,
    GODORI,
    HONGDAN,
    JUNK,
    RAIN_BRIGHT,
    RIBBON,
    RIBBON_SETS,
    SAKE_CUP,
    by_code,
    card,
    ids,
)


def codes(category: str) -> str:
    return " ".join(c.code for c in DECK if c.category == category)


def test_ids_are_positions_in_the_table():
    assert len(DECK) == 48 and len(BONUS) == 2
    assert [c.id for c in CARDS] == list(range(50))
    assert DECK[0].code == "01a" and DECK[47].code == "12d"
    assert [c.code for c in BONUS] == ["J2", "J3"] and [c.id for c in BONUS] == [48, 49]


def test_codes_are_unique_and_look_up_both_ways():
    assert len(BY_CODE) == 50
    assert all(by_code(c.code) is c and card(c.id) is c for c in CARDS)
    assert ids("01a 12d J3") == (0, 47, 49)
    with pytest.raises(ValueError):
        by_code("13a")
    with pytest.raises(ValueError):
        card(50)


def test_four_cards_per_month_and_codes_name_their_month():
    assert Counter(c.month for c in DECK) == {m: 4 for m in range(1, 13)}
    assert all(c.code == f"{c.month:02d}{'abcd'[c.id % 4]}" for c in DECK)
    assert {c.month for c in BONUS} == {0}


def test_counts_check():
    # The sheet's counts check, code by code.
    assert codes(BRIGHT) == "01a 03a 08a 11a 12a"
    assert codes(ANIMAL) == "02a 04a 05a 06a 07a 08b 09a 10a 12b"
    assert codes(RIBBON) == "01b 02b 03b 04b 05b 06b 07b 09b 10b 12c"
    junk = [c for c in DECK if c.category == JUNK]
    assert len(junk) == 24
    # 22 single junk + the two doubles 11b and 12d: 22 + 2 × 2 = 26.
    assert sum(c.junk_value for c in junk) == 26
    assert [c.code for c in DECK if c.double_junk] == ["11b", "12d"]
    assert {c.junk_value for c in DECK if c.category != JUNK} == {0}


def test_bonus_cards():
    assert [(c.category, c.junk_value, c.double_junk) for c in BONUS] == [
        (BONUS_CARD, 2, False), (BONUS_CARD, 3, False)]


def test_sets_as_the_sheet_lists_them():
    assert GODORI == set(ids("02a 04a 08b"))
    assert RIBBON_SETS == {
        HONGDAN: set(ids("01b 02b 03b")),
        CHEONGDAN: set(ids("06b 09b 10b")),
        CHODAN: set(ids("04b 05b 07b")),
    }
    assert by_code("12c").category == RIBBON and by_code("12c").ribbon is None
    assert all(c.category == ANIMAL for c in DECK if c.godori)


def test_single_flags():
    assert [c.code for c in CARDS if c.rain_bright] == ["12a"] and card(RAIN_BRIGHT).code == "12a"
    assert [c.code for c in CARDS if c.sake_cup] == ["09a"] and card(SAKE_CUP).code == "09a"
    assert by_code("09a").junk_value == 0  # its junk use is a scoring choice


def test_korean_month_order():
    # Paulownia (phoenix bright, double junk) is November; rain (rain bright) December.
    assert by_code("11a").category == BRIGHT and by_code("11b").double_junk
    assert card(RAIN_BRIGHT).month == 12
    assert by_code("12d").double_junk and by_code("12b").category == ANIMAL
