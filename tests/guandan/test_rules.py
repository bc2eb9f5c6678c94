"""Rules sheet §2 orders, §3 wild cards, §4 combinations and the bomb ladder, the §8
worked checks and the clarifications (straight flush or straight; wilds alone).
Notation: SJ small joker, BJ big joker; the hearts of the level rank are wild."""

import pytest

from game.games.guandan.rules import (
    ACE,
    BJ,
    LEVEL_SLOT,
    SJ,
    Combo,
    beats,
    level_value,
    parse,
    plays,
    read_with_wilds,
    readings,
    why_not,
)


def read(text, level):
    return readings(parse(text), level)


def only(text, level):
    """The one reading of `text`; fails unless there is exactly one."""
    found = read(text, level)
    assert len(found) == 1, found
    return found[0]


def C(kind, key, size):
    return Combo(kind, key, size)


# --- §2 orders --------------------------------------------------------------------------


class TestOrders:
    def test_level_order_puts_the_level_rank_between_ace_and_the_jokers(self):
        # level 7: 2 .. 6 8 .. A 7 SJ BJ
        order = [2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, ACE, 7, SJ, BJ]
        values = [level_value(r, 7) for r in order]
        assert values == sorted(values) and len(set(values)) == len(values)
        assert level_value(7, 7) == LEVEL_SLOT and level_value(ACE, 7) == ACE

    def test_level_card_single_and_pair_beat_aces(self):  # §8 level 7
        assert beats(only("7S", 7), only("AS", 7))
        assert beats(only("7S 7D", 7), only("AS AD", 7))
        assert not beats(only("AS AD", 7), only("7S 7D", 7))
        assert beats(only("SJ", 7), only("7S", 7)) and beats(only("BJ", 7), only("SJ", 7))

    def test_level_rank_keeps_its_natural_place_in_sequences(self):  # §8 level 7
        low = only("7S 8D 9C 10S JD", 7)
        assert low == C("straight", 11, 5)
        assert beats(only("8S 9D 10C JS QD", 7), low)
        assert not beats(low, only("8S 9D 10C JS QD", 7))

    def test_full_house_of_aces_beats_kings(self):  # §8 level 7
        aces = only("AS AD AC 2S 2D", 7)
        assert aces == C("full_house", ACE, 5)
        assert beats(aces, only("KS KD KC 7S 7D", 7))

    def test_full_house_of_the_level_rank_beats_aces(self):
        assert beats(only("7S 7D 7C 3S 3D", 7), only("AS AD AC 2S 2D", 7))


# --- §4 combinations with 0, 1 and 2 wild cards ---------------------------------------------

# (cards, level, the readings, strongest first)
SHAPES = [
    # single
    ("9S", 5, [C("single", 9, 1)]),
    ("5H", 5, [C("single", LEVEL_SLOT, 1)]),  # a wild alone is the level card
    ("SJ", 5, [C("single", SJ, 1)]),
    # pair
    ("9S 9D", 5, [C("pair", 9, 2)]),
    ("9S 5H", 5, [C("pair", 9, 2)]),
    ("5H 5H", 5, [C("pair", LEVEL_SLOT, 2)]),  # two wilds: the level pair, not 9s
    ("5S 5H", 5, [C("pair", LEVEL_SLOT, 2)]),
    ("SJ SJ", 5, [C("pair", SJ, 2)]),
    ("BJ BJ", 5, [C("pair", BJ, 2)]),
    # triple
    ("9S 9D 9C", 5, [C("triple", 9, 3)]),
    ("9S 9D 5H", 5, [C("triple", 9, 3)]),
    ("9S 5H 5H", 5, [C("triple", 9, 3)]),
    ("5S 5H 5H", 5, [C("triple", LEVEL_SLOT, 3)]),
    # full house
    ("9S 9D 9C 4S 4D", 5, [C("full_house", 9, 5)]),
    ("9S 9D 9C 4S 5H", 5, [C("full_house", 9, 5)]),
    ("9S 9D 4S 4D 5H", 5, [C("full_house", 9, 5), C("full_house", 4, 5)]),
    ("9S 9D 4S 5H 5H", 5, [C("full_house", 9, 5), C("full_house", 4, 5)]),
    ("9S 9D 9C SJ SJ", 5, [C("full_house", 9, 5)]),  # [P] a joker pair may be the pair
    ("9S 9D 9C BJ BJ", 5, [C("full_house", 9, 5)]),
    ("9S 9D 9C 5S 5D", 5, [C("full_house", 9, 5)]),  # level pair, plain cards
    ("5S 5D 5C 9S 9D", 5, [C("full_house", LEVEL_SLOT, 5)]),
    # straight (mixed suits: no straight flush reading)
    ("3S 4D 5C 6H 7S", 2, [C("straight", 7, 5)]),
    ("3S 4D 6H 7S 2H", 2, [C("straight", 7, 5)]),
    ("3S 4D 7S 2H 2H", 2, [C("straight", 7, 5)]),
    ("AS 2D 3C 4H 5S", 9, [C("straight", 5, 5)]),  # A low
    ("10S JD QC KH AS", 9, [C("straight", ACE, 5)]),  # A high
    ("5S 6D 7H 8C 9D", 7, [C("straight", 9, 5)]),  # the wild 7H stands for the 7
    # tube
    ("3S 3D 4S 4D 5S 5D", 9, [C("tube", 5, 6)]),
    ("3S 3D 4S 9H 5S 5D", 9, [C("tube", 5, 6)]),
    ("3S 3D 4S 5S 9H 9H", 9, [C("tube", 5, 6)]),
    ("AS AD 2S 2D 3S 3D", 9, [C("tube", 3, 6)]),
    ("QS QD KS KD AS AD", 9, [C("tube", ACE, 6)]),
    # plate
    ("3S 3D 3C 4S 4D 4C", 9, [C("plate", 4, 6)]),
    ("3S 3D 3C 4S 4D 9H", 9, [C("plate", 4, 6)]),
    ("3S 3D 4S 4D 9H 9H", 9, [C("tube", 5, 6), C("plate", 4, 6), C("tube", 4, 6)]),
    ("AS AD AC 2S 2D 2C", 9, [C("plate", 2, 6)]),
    ("KS KD KC AS AD AC", 9, [C("plate", ACE, 6)]),
    # bombs of 4 .. 10
    ("9S 9D 9C 9S", 5, [C("bomb", 9, 4)]),
    ("9S 9D 9C 5H", 5, [C("bomb", 9, 4)]),
    ("9S 9D 5H 5H", 5, [C("bomb", 9, 4)]),
    ("9S 9D 9C 9S 9D", 5, [C("bomb", 9, 5)]),
    ("9S 9D 9C 9S 9D 9C", 5, [C("bomb", 9, 6)]),
    ("9S 9D 9C 9S 9H 9H 5H 5H", 5, [C("bomb", 9, 8)]),
    ("9S 9D 9C 9S 9H 9H 9C 9D 5H", 5, [C("bomb", 9, 9)]),
    ("9S 9D 9C 9S 9H 9H 9C 9D 5H 5H", 5, [C("bomb", 9, 10)]),
    ("5S 5D 5C 5S 5D 5C 5H 5H", 5, [C("bomb", LEVEL_SLOT, 8)]),
    # straight flush: offered as a bomb and as a plain straight (clarification)
    ("3S 4S 5S 6S 7S", 9, [C("straight_flush", 7, 5), C("straight", 7, 5)]),
    ("6S 7S 5H 9S 10S", 5, [C("straight_flush", 10, 5), C("straight", 10, 5)]),  # §8
    ("3S 4S 7S 9H 9H", 9, [C("straight_flush", 7, 5), C("straight", 7, 5)]),
    ("AH 2H 3H 4H 5H", 9, [C("straight_flush", 5, 5), C("straight", 5, 5)]),
    # joker bomb
    ("SJ SJ BJ BJ", 5, [C("joker_bomb", 0, 4)]),
]


@pytest.mark.parametrize(("text", "level", "expected"), SHAPES,
                         ids=[f"{t}@{lv}" for t, lv, _ in SHAPES])
def test_every_reading_of_a_selection(text, level, expected):
    assert read(text, level) == expected


NOT_COMBINATIONS = [
    ("SJ BJ", 5),  # small + big joker is no pair
    ("SJ 5H", 5),  # a wild never stands for a joker
    ("BJ 5H", 5),
    ("SJ SJ 5H", 5),
    ("SJ SJ BJ 5H", 5),  # no joker bomb with a wild
    ("SJ SJ BJ BJ 5H", 5),
    ("9S 9D 9C SJ BJ", 5),  # mixed jokers are no pair for a full house
    ("9S 9D 9C SJ 5H", 5),
    ("SJ SJ BJ", 5),  # no joker triple
    ("SJ SJ 9S 9D 9C 5H", 5),
    ("QS KD AC 2H 3S", 9),  # no wrap-around
    ("KS AD 2C 3H 4S", 9),
    ("KS KD AS AD 2S 2D", 9),
    ("KS KD KC AS AD AC 2S 2D 2C", 9),
    ("QS KS AS 2S 3S", 9),  # no wrap-around straight flush either
    ("JS QS KS AS SJ", 9),  # jokers are never in sequences
    ("3S 4D 5C 6H 7S 8S", 9),  # no longer straights
    ("3S 3D 4S 4D 5S 5D 6S 6D", 9),  # no longer tubes
    ("3S 3D 3C 4S 4D 4C 5S 5D 5C", 9),  # no longer plates
    ("9S 9D 9C 4S", 5),  # no triple + single
    ("9S 9D 9C 9S 3S 4D", 5),  # no four + two
    ("9S 9D 9C 9S 3S 3D", 5),
    ("9S 9D 9C 4S 4D 3S", 5),
    ("3S 4D", 5),
    ("3S 3D 3C 4S 4D 4C 4S", 9),
]


@pytest.mark.parametrize(("text", "level"), NOT_COMBINATIONS,
                         ids=[t for t, _ in NOT_COMBINATIONS])
def test_not_a_combination(text, level):
    assert read(text, level) == []
    assert why_not(parse(text), level, None)[1].reason == "shape"


class TestWildCards:
    def test_two_wilds_are_the_level_pair_not_any_other_pair(self):
        assert read("5H 5H", 5) == [C("pair", LEVEL_SLOT, 2)]
        assert C("pair", 9, 2) not in read("5H 5H", 5)

    def test_hearts_of_other_ranks_are_plain(self):
        assert read("9H 9H", 5) == [C("pair", 9, 2)]
        assert read("9H 8S", 5) == []

    def test_a_wild_fills_a_straight_several_ways(self):
        found = read("5S 6D 7C 8S 9H", 9)
        assert found == [C("straight", 9, 5), C("straight", 8, 5)]
        stands = read_with_wilds(parse("5S 6D 7C 8S 9H"), 9)
        assert stands[C("straight", 9, 5)] == ((9, ""),)
        assert stands[C("straight", 8, 5)] == ((4, ""),)

    def test_a_wild_takes_the_suit_of_a_straight_flush(self):
        stands = read_with_wilds(parse("6S 7S 5H 9S 10S"), 5)
        assert stands[C("straight_flush", 10, 5)] == ((8, "S"),)
        assert stands[C("straight", 10, 5)] == ((8, ""),)

    def test_triple_jacks_and_two_wilds_read_as_bomb_or_full_house(self):
        assert read("JS JD JC 9H 9H", 9) == [C("bomb", 11, 5), C("full_house", 11, 5)]

    def test_straight_flush_and_straight_with_two_wilds_in_suit(self):
        found = read("5S 6S 7S 8S 9H", 9)
        assert found == [C("straight_flush", 9, 5), C("straight_flush", 8, 5),
                         C("straight", 9, 5), C("straight", 8, 5)]

    def test_four_nines_and_both_wilds_are_a_six_card_bomb(self):  # §3 example
        assert read("9S 9D 9C 9S 5H 5H", 5) == [C("bomb", 9, 6)]

    def test_level_heart_used_as_itself_is_the_level_rank(self):
        assert read("7H 7S 7D 7C", 7) == [C("bomb", LEVEL_SLOT, 4)]


# --- §4 the bomb ladder and comparison ------------------------------------------------------

# At level 7, weakest first; every one beats all before it.
LADDER = [
    ("3S 3D 3C 3S", 7, "bomb", 4),
    ("AS AD AC AS", 7, "bomb", 4),
    ("7S 7D 7C 7S", 7, "bomb", 4),  # the level rank ranks above A
    ("2S 2D 2C 2S 2D", 7, "bomb", 5),
    ("AS AD AC AS AD", 7, "bomb", 5),
    ("AH 2H 3H 4H 5H", 7, "straight_flush", 5),  # lowest straight flush
    ("3S 4S 5S 6S 7S", 7, "straight_flush", 5),  # natural top 7 ...
    ("4D 5D 6D 7D 8D", 7, "straight_flush", 5),  # ... below natural top 8
    ("10C JC QC KC AC", 7, "straight_flush", 5),
    ("3S 3D 3C 3S 3D 3C", 7, "bomb", 6),
    ("7S 7D 7C 7S 7D 7C", 7, "bomb", 6),
    ("2S 2D 2C 2S 2D 2C 2H", 7, "bomb", 7),
    ("2S 2D 2C 2S 2D 2C 2H 2H", 7, "bomb", 8),
    ("2S 2D 2C 2S 2D 2C 2H 2H 7H", 7, "bomb", 9),
    ("2S 2D 2C 2S 2D 2C 2H 2H 7H 7H", 7, "bomb", 10),
    ("AS AD AC AS AD AC AH AH 7H 7H", 7, "bomb", 10),
    ("SJ SJ BJ BJ", 7, "joker_bomb", 4),
]


def ladder():
    combos = []
    for text, level, kind, size in LADDER:
        combo = read(text, level)[0]
        assert (combo.kind, combo.size) == (kind, size), text
        combos.append(combo)
    return combos


NON_BOMBS = ["BJ", "BJ BJ", "7S 7D 7C", "AS AD AC 7S 7D", "10S JD QC KH AS",
             "QS QD KS KD AS AD", "KS KD KC AS AD AC"]


class TestBombLadder:
    def test_each_rung_beats_every_lower_one_and_none_beats_it(self):
        combos = ladder()
        for i, high in enumerate(combos):
            for low in combos[:i]:
                assert beats(high, low), (high, low)
                assert not beats(low, high), (low, high)
            assert not beats(high, high)

    def test_power_orders_the_ladder(self):
        powers = [c.power for c in ladder()]
        assert powers == sorted(powers) and len(set(powers)) == len(powers)

    def test_worked_checks(self):  # §8
        six_threes = only("3S 3D 3C 3S 3D 3C", 9)
        royal = read("10S JS QS KS AS", 9)[0]
        assert royal == C("straight_flush", ACE, 5)
        assert beats(six_threes, royal) and not beats(royal, six_threes)
        five_aces = only("AS AD AC AS AD", 9)
        assert beats(royal, five_aces) and not beats(five_aces, royal)
        assert beats(read("AH 2H 3H 4H 5H", 9)[0], five_aces)
        ten = only("AS AD AC AS AD AC AH AH 9H 9H", 9)
        assert ten == C("bomb", ACE, 10)
        joker = only("SJ SJ BJ BJ", 9)
        assert beats(joker, ten) and not beats(ten, joker)

    @pytest.mark.parametrize("text", NON_BOMBS)
    def test_the_smallest_bomb_beats_any_non_bomb(self, text):
        smallest = only("2S 2D 2C 2S", 7)
        for combo in read(text, 7):
            assert not combo.is_bomb
            assert beats(smallest, combo) and not beats(combo, smallest)

    def test_non_bombs_need_the_same_kind_and_size_and_a_higher_key(self):
        straight = only("3S 4D 5C 6H 7S", 9)
        full = only("3S 3D 3C 4S 4D", 9)
        assert not beats(full, straight) and not beats(straight, full)
        assert not beats(only("AS AD", 9), only("3S", 9))
        assert not beats(only("AS", 9), only("3S 3D", 9))
        tube = only("3S 3D 4S 4D 5S 5D", 9)
        plate = only("3S 3D 3C 4S 4D 4C", 9)
        assert not beats(plate, tube) and not beats(tube, plate)
        assert not beats(only("4S", 9), only("4D", 9))  # equal does not beat
        assert beats(only("4S 5D 6C 7H 8S", 9), straight)
        assert not beats(straight, only("4S 5D 6C 7H 8S", 9))
        # a low-ace straight is the lowest
        assert beats(only("2S 3D 4C 5H 6S", 9), only("AS 2D 3C 4H 5S", 9))


# --- plays a hand can make and refusals ------------------------------------------------------

HAND = parse("3S 4S 6S 7S 9H 9H 9S 9D 9C JS JD JC 5D 5C AH SJ BJ BJ")


class TestPlays:
    @pytest.mark.parametrize("prev", [None, C("single", 10, 1), C("pair", 5, 2),
                                      C("straight", 6, 5), C("full_house", 3, 5),
                                      C("bomb", 11, 4), C("straight_flush", 5, 5)])
    def test_every_play_offered_beats_prev_and_reads_as_its_combo(self, prev):
        found = plays(HAND, 9, prev)
        assert found
        for f in found:
            assert len(set(f.cards)) == len(f.cards) == f.combo.size
            picked = [HAND[i] for i in f.cards]
            assert f.combo in readings(picked, 9), (f, picked)
            if prev is not None:
                assert beats(f.combo, prev)
        if prev is not None and prev.is_bomb:
            assert all(f.combo.is_bomb for f in found)

    def test_all_legal_plays_are_offered(self):
        combos = {f.combo for f in plays(HAND, 9, C("single", 10, 1))}
        assert {C("single", 11, 1), C("single", ACE, 1), C("single", LEVEL_SLOT, 1),
                C("single", SJ, 1), C("single", BJ, 1)} <= combos
        assert C("single", 7, 1) not in combos and C("single", 10, 1) not in combos
        assert C("bomb", LEVEL_SLOT, 5) in combos  # 9S 9D 9C + both wilds
        assert C("bomb", 11, 5) in combos  # JJJ + both wilds
        assert C("joker_bomb", 0, 4) not in combos  # one small joker only

    def test_a_straight_flush_that_needs_a_wild_taking_the_suit(self):
        found = plays(HAND, 9)
        flush = [f for f in found if f.combo == C("straight_flush", 7, 5)]
        assert flush
        f = flush[0]
        assert f.wild_as == ((5, "S"),)
        assert sorted(HAND[i] for i in f.cards) == sorted(parse("3S 4S 6S 7S 9H"))

    def test_no_play_follows_a_joker_bomb(self):
        assert plays(HAND + parse("SJ"), 9, C("joker_bomb", 0, 4)) == []


class TestWhyNot:
    def test_not_a_combination(self):
        combo, refusal = why_not(parse("3S 5D"), 9, None)
        assert combo is None and refusal.reason == "shape"

    def test_too_weak(self):
        _, refusal = why_not(parse("3S 3D"), 9, C("pair", 4, 2))
        assert refusal.reason == "weak"
        _, refusal = why_not(parse("AS AD"), 9, C("single", 4, 1))  # other kind
        assert refusal.reason == "weak"
        combo, refusal = why_not(parse("5S 5D"), 9, C("pair", 4, 2))
        assert refusal is None and combo == C("pair", 5, 2)

    def test_several_readings_need_a_choice(self):
        cards = parse("5S 6D 7C 8S 9H")
        _, refusal = why_not(cards, 9, None)
        assert refusal.reason == "which" and refusal.params["n"] == 2
        combo, refusal = why_not(cards, 9, None, "straight:8")
        assert refusal is None and combo == C("straight", 8, 5)
        combo, refusal = why_not(cards, 9, None, "straight:9")
        assert refusal is None and combo == C("straight", 9, 5)

    def test_a_reading_the_cards_cannot_have(self):
        cards = parse("5S 6D 7C 8S 9H")
        assert why_not(cards, 9, None, "straight:10")[1].reason == "reading"
        assert why_not(cards, 9, None, "straight_flush:9")[1].reason == "reading"
        # a reading that does not beat the table is no choice either
        assert why_not(cards, 9, C("straight", 8, 5), "straight:8")[1].reason == "reading"

    def test_only_one_reading_beats_the_table(self):
        combo, refusal = why_not(parse("5S 6D 7C 8S 9H"), 9, C("straight", 8, 5))
        assert refusal is None and combo == C("straight", 9, 5)

    def test_straight_flush_as_bomb_or_straight_is_a_choice(self):
        cards = parse("3S 4S 5S 6S 7S")
        assert why_not(cards, 9, None)[1].reason == "which"
        assert why_not(cards, 9, None, "straight_flush:7")[0] == C("straight_flush", 7, 5)
        assert why_not(cards, 9, None, "straight:7")[0] == C("straight", 7, 5)
        # on a pair only the bomb reading is legal
        assert why_not(cards, 9, C("pair", 3, 2))[0] == C("straight_flush", 7, 5)
