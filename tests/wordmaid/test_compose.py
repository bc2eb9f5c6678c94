"""Building a word at the table (`compose`): typed letters take the sources that shed
the most (one table letter when one will do, real cards before jokers), clicks stay
where they were put, a clicked joker takes the next typed letter, and a change no
sources can make is refused with nothing changed."""

import pytest

from game.games.wordmaid.actions import Word
from game.games.wordmaid.cards import PACK, headword
from game.games.wordmaid.compose import HAND, TABLE, Composer, Refused

ID = {headword(c): c for c in PACK.ids if headword(c) != "?"}
JOKER = 52


def composer(hand: list[str], table: str) -> Composer:
    return Composer([JOKER if w == "?" else ID[w] for w in hand], ID[table])


def test_typed_letters_shed_the_most_cards_with_one_table_letter():
    c = composer(["cat", "ant", "dog"], "tree")
    for ch in "cat":
        c.type_letter(ch)
    assert [p.source for p in c.picks] == [(HAND, ID["cat"]), (HAND, ID["ant"]), (TABLE, 0)]
    assert c.action(0) == Word(0, "cat", (ID["cat"], ID["ant"]), (0,))


def test_a_first_letter_the_hand_also_gives_comes_from_the_table_until_the_word_says():
    c = composer(["cat", "ant", "tent"], "cup")
    c.type_letter("c")
    assert c.picks[0].source == (TABLE, 0)  # a word needs a table letter
    c.type_letter("a")
    c.type_letter("t")
    assert sum(p.source[0] == TABLE for p in c.picks) == 1


def test_two_table_letters_when_the_hand_lacks_them_and_never_three():
    c = composer(["apple", "dog"], "tree")
    for ch in "tea":
        c.type_letter(ch)
    assert [p.source for p in c.picks] == [(TABLE, 0), (TABLE, 2), (HAND, ID["apple"])]
    with pytest.raises(Refused) as no:
        c.type_letter("r")  # r would be a third table letter
    assert no.value.reason == "table_three" and c.word == "tea"
    with pytest.raises(Refused) as no:
        c.type_letter("z")  # nothing gives a z
    assert no.value.reason == "no_letter" and no.value.params == {"letter": "Z"}


def test_a_joker_stands_in_only_where_no_real_card_gives_the_letter():
    c = composer(["cat", "?"], "tree")
    for ch in "cot":
        c.type_letter(ch)
    assert c.picks[1].source == (HAND, JOKER) and c.picks[0].source == (HAND, ID["cat"])


def test_a_clicked_joker_waits_for_the_letter_typed_next():
    c = composer(["cat", "?"], "tree")
    c.click((HAND, ID["cat"]))
    c.click((HAND, JOKER))
    assert c.word == "c?" and c.picks[1].wild
    with pytest.raises(Refused) as no:
        c.action(0)
    assert no.value.reason == "joker_letter"
    c.type_letter("u")
    c.click((TABLE, 0))
    assert c.word == "cut" and c.action(0) == Word(0, "cut", (ID["cat"], JOKER), (0,))


def test_clicking_a_picked_source_takes_it_out_and_backspace_the_last():
    c = composer(["cat", "ant", "dog"], "tree")
    c.click((HAND, ID["dog"]))
    c.click((HAND, ID["ant"]))
    c.click((HAND, ID["dog"]))
    assert c.word == "a"
    c.backspace()
    assert c.picks == []
    with pytest.raises(Refused) as no:
        c.action(0)
    assert no.value.reason == "empty"


def test_eight_letters_are_refused():
    c = composer(["apple", "ant", "arm", "axe", "egg", "ear", "eye", "eel"], "tree")
    for ch in "aaaaeee":
        c.type_letter(ch)
    with pytest.raises(Refused) as no:
        c.type_letter("e")
    assert no.value.reason == "too_long" and len(c.word) == 7
