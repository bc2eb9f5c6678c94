"""The word game's rules (E13-E16): the deck and deal, drawing from the nearest previous
seat with cards, word validity with one and two table letters and jokers, the refusals,
giving up, going out and the turtle mark."""

from collections import Counter

import pytest

from game.core.protocol import IllegalAction
from game.games.wordmaid.actions import Draw, GiveUp, Word
from game.games.wordmaid.cards import PACK, headword, letter
from game.games.wordmaid.model import DRAW, OVER, WORD, WordMaidState

ID = {headword(c): c for c in PACK.ids if headword(c) != "?"}
JOKER_A, JOKER_B = 52, 53


def cards(*words: str) -> list[int]:
    return [ID[w] for w in words]


def table_state(hands: list[list[int]], table: int, variant: str = "3p-s0") -> WordMaidState:
    """Seat 0 to make a word with `table` on the table; every other card played."""
    s = WordMaidState(1, variant)
    s.hands = [list(h) for h in hands]
    s.known = [[] for _ in hands]
    s.table = [table]
    used = {c for h in hands for c in h} | {table}
    s.played = [c for c in PACK.ids if c not in used]
    s.turn, s.phase, s.source = 0, WORD, len(hands) - 1
    s.history = [{"seat": 0, "from": s.source, "position": 0, "card": PACK.code(table),
                  "word": None}]
    return s


def test_the_deck_has_52_headwords_and_2_jokers_with_the_sheets_first_letters():
    letters = Counter(letter(c) for c in PACK.ids)
    assert len(PACK) == 54 and letters["?"] == 2
    assert dict(letters) == {"?": 2, "a": 4, "e": 6, "i": 3, "o": 4, "u": 2, "b": 1, "c": 2,
                             "d": 2, "f": 1, "g": 2, "h": 2, "k": 1, "l": 3, "m": 2, "n": 3,
                             "p": 2, "r": 3, "s": 4, "t": 3, "w": 1, "y": 1}
    codes = PACK.codes(PACK.ids)
    assert len(set(codes)) == 54 and all(c.isupper() for c in codes)
    assert headword(PACK.from_codes(["AS"])[0]) == "apple"
    assert headword(PACK.from_codes(["KD"])[0]) == "yak"


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_all_54_are_dealt_round_robin_from_the_starting_seat(n):
    for start in range(n):
        s = WordMaidState(3, f"{n}p-s{start}")
        sizes = [len(h) for h in s.hands]
        assert sum(sizes) == 54 and sorted({c for h in s.hands for c in h}) == list(PACK.ids)
        extra = 54 % n
        for k in range(n):
            assert sizes[(start + k) % n] == 54 // n + (1 if k < extra else 0)
        assert s.to_act == start and s.phase == DRAW
        assert [a.position for a in s.legal_actions()] == list(range(sizes[(start - 1) % n]))


def test_the_first_starting_seat_comes_from_the_seed():
    assert {WordMaidState(seed, "4p").start for seed in range(40)} == {0, 1, 2, 3}


def test_a_draw_takes_from_the_nearest_previous_seat_with_cards_and_lays_it_face_up():
    s = WordMaidState(5, "4p-s1")
    s.hands[0] = []  # seat 0 (seat 1's right-hand neighbour) is out
    s.played = [c for c in PACK.ids if not any(c in h for h in s.hands)]
    assert s.source_of(1) == 3
    card = s.hands[3][2]
    events = s.apply(Draw(1, 2))
    assert s.table == [card] and card not in s.hands[3] and s.phase == WORD
    assert events[0].data["card"]["code"] == PACK.code(card) and events[0].data["from"] == 3
    assert all(s.observation(x)["table"]["code"] == PACK.code(card) for x in range(4))


def test_a_word_with_one_table_letter():
    s = table_state([cards("cat", "arm"), cards("owl"), cards("ink")], ID["tree"])
    events = s.apply(Word(0, "cat", (ID["cat"], ID["arm"]), (0,)))
    assert events[0].data["word"] == "cat" and events[0].data["table_letters"] == "t"
    assert ID["tree"] in s.played and ID["cat"] in s.played and s.table == []
    assert 0 in s.out  # his last cards: he is out


def test_a_word_with_two_table_letters_in_any_order():
    s = table_state([cards("tent", "apple", "dog"), cards("owl"), cards("ink")], ID["rose"])
    s.apply(Word(0, "tear", (ID["tent"], ID["apple"]), (3, 0)))  # t, e(rose), a, r(rose)
    assert s.hands[0] == cards("dog") and s.phase == DRAW and s.to_act == 1


def test_jokers_in_the_hand_and_on_the_table_give_any_letter():
    s = table_state([[ID["cat"], JOKER_A, ID["dog"]], cards("owl"), cards("ink")], ID["sun"])
    events = s.apply(Word(0, "cub", (ID["cat"], JOKER_A), (1,)))  # c, u (sun), b (joker)
    assert events[0].data["letters"] == ["c", "b"] and s.hands[0] == cards("dog")
    s = table_state([[ID["cat"], ID["arm"], ID["dog"]], cards("owl"), cards("ink")], JOKER_B)
    events = s.apply(Word(0, "cab", (ID["cat"], ID["arm"]), (0,)))  # the table joker is b
    assert events[0].data["table_letters"] == "b" and s.hands[0] == cards("dog")
    s = table_state([[ID["cat"], ID["arm"]], cards("owl"), cards("ink")], JOKER_B)
    with pytest.raises(IllegalAction) as e:
        s.apply(Word(0, "cab", (ID["cat"], ID["arm"]), (1,)))  # a joker has one place
    assert e.value.reason == "no_such_position"


def test_each_card_once_and_the_refusals():
    s = table_state([cards("cat", "arm", "tent"), cards("owl"), cards("ink")], ID["tree"])
    bad = {
        "card_twice": Word(0, "tat", (ID["tent"], ID["tent"]), (0,)),
        "no_table_letter": Word(0, "cat", (ID["cat"], ID["arm"], ID["tent"]), ()),
        "too_many_table_letters": Word(0, "tree", (ID["tent"],), (0, 1, 2)),
        "position_twice": Word(0, "teat", (ID["tent"], ID["arm"]), (0, 0)),
        "no_such_position": Word(0, "at", (ID["arm"],), (7,)),
        "no_hand_card": Word(0, "tree", (), (0, 1)),
        "not_in_hand": Word(0, "owl", (ID["owl"],), (0,)),
        "too_short": Word(0, "at", (ID["arm"],), (0,)),
        "letters_dont_match": Word(0, "cut", (ID["cat"], ID["arm"]), (0,)),
        "not_a_word": Word(0, "cta", (ID["cat"], ID["arm"]), (0,)),
    }
    before = s.to_json(), s.observation(0)
    for reason, action in bad.items():
        with pytest.raises(IllegalAction) as e:
            s.apply(action)
        assert e.value.reason == reason, (reason, e.value.reason)
    assert (s.to_json(), s.observation(0)) == before


def test_two_letter_words_only_with_the_option():
    s = table_state([cards("arm", "cat"), cards("owl"), cards("ink")], ID["tree"], "3p-two-s0")
    s.apply(Word(0, "at", (ID["arm"],), (0,)))
    assert s.hands[0] == cards("cat")


def test_giving_up_puts_the_table_card_in_the_hand_for_all_to_see():
    s = table_state([cards("cat"), cards("owl", "oak"), cards("ink")], ID["yak"])
    s.apply(GiveUp(0))
    assert s.hands[0] == cards("cat", "yak") and s.to_act == 1
    assert s.observation(2)["fans"][0] == [None, "KD"]
    assert ID["yak"] not in s.hidden_from(1)
    s.apply(Draw(1, 1))  # seat 1 takes it back from the known place
    assert s.table == [ID["yak"]] and s.known[0] == []


def test_the_last_holder_gets_the_turtle_mark():
    s = table_state([cards("cat", "arm"), cards("owl", "oak"), []], ID["tree"])
    s.apply(Word(0, "cat", (ID["cat"], ID["arm"]), (0,)))
    assert s.phase == OVER and s.marks == [1] and s.returns() == [0, -1, 0]
    assert s.places()[0] == 0 and s.places()[-1] == 1
    assert s.legal_actions(1) == [] and s.hidden_from(0) == set()


def test_at_the_turn_limit_the_most_cards_take_the_mark_ties_all():
    s = table_state([cards("cat", "dog"), cards("owl", "oak", "bus"), cards("ink", "ice", "pen")],
                    ID["yak"], "3p-t40-s0")
    s.turns = 39
    s.apply(GiveUp(0))  # 3, 3, 3 cards
    assert s.phase == OVER and s.ended_by == "timer" and s.marks == [0, 1, 2]
    s = table_state([cards("cat", "dog"), cards("owl", "oak", "bus"), cards("ink")],
                    ID["yak"], "3p-t40-s0")
    s.turns = 39
    s.apply(GiveUp(0))  # 3, 3, 1 cards
    assert s.marks == [0, 1] and s.returns() == [-1, -1, 0]


def test_a_seat_emptied_by_the_draw_goes_out_first():
    s = WordMaidState(2, "3p-s0")
    s.hands = [cards("cat", "arm"), cards("owl", "oak"), cards("tree")]
    s.known = [[], [], []]
    s.played = [c for c in PACK.ids if c not in {c for h in s.hands for c in h}]
    events = s.apply(Draw(0, 0))
    assert [e.kind for e in events] == ["draw", "out"] and s.out == [2]
    s.apply(Word(0, "cat", (ID["cat"], ID["arm"]), (0,)))
    assert s.out == [2, 0] and s.marks == [1]
