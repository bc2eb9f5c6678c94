"""Rules sheet §5 (every combination row, accept and reject), §4 comparison, §7 scoring."""

import pytest

from game.games.doudizhu.rules import (
    KINDS,
    CardParseError,
    beats,
    classify,
    count_ranks,
    hand_value,
    legal_plays,
    parse_cards,
    readings,
    settle,
    why_not,
)


def kind(text):
    combo = classify(parse_cards(text))
    return None if combo is None else (combo.kind, combo.key_rank, combo.length)


@pytest.mark.parametrize("text, expected", [
    # 1 single, 3 .. red joker
    ("3", ("single", "3", 1)), ("R", ("single", "R", 1)), ("2", ("single", "2", 1)),
    # 2 pair, 3 .. 2; the two jokers are not a pair
    ("33", ("pair", "3", 1)), ("22", ("pair", "2", 1)),
    # 3 triplet
    ("KKK", ("trio", "K", 1)),
    # 4 triplet + single: any other card, a joker too
    ("6668", ("trio_single", "6", 1)), ("666B", ("trio_single", "6", 1)),
    # 5 triplet + pair, 2s allowed
    ("QQQ66", ("trio_pair", "Q", 1)), ("33322", ("trio_pair", "3", 1)),
    # 6 sequence of at least five singles, 3..A, up to 12 cards
    ("89TJQ", ("straight", "8", 5)), ("3456789TJQKA", ("straight", "3", 12)),
    # 7 pair sequence of at least three pairs
    ("TTJJQQKK", ("pair_straight", "T", 4)), ("334455", ("pair_straight", "3", 3)),
    # 8 triplet sequence
    ("444555", ("plane", "4", 2)), ("333444555666", ("plane", "3", 4)),
    # 9 triplets + singles: kickers all different; a 2 and one joker may be kickers
    ("77788836", ("plane_single", "7", 2)), ("7778882B", ("plane_single", "7", 2)),
    # 10 triplets + pairs; only the triplets need be in sequence; 2s may be attached
    ("88899944JJ", ("plane_pair", "8", 2)), ("88899922JJ", ("plane_pair", "8", 2)),
    # 11 bomb, 12 rocket
    ("9999", ("bomb", "9", 1)), ("BR", ("rocket", None, 1)),
    # 13 quad + two singles of different ranks, or quad + two pairs
    ("666689", ("quad_two_singles", "6", 1)), ("66662B", ("quad_two_singles", "6", 1)),
    ("66668899", ("quad_two_pairs", "6", 1)),
])
def test_each_combination_is_recognised(text, expected):
    assert kind(text) == expected


@pytest.mark.parametrize("text, why", [
    ("BR2", "three unrelated cards"),
    ("34", "two different ranks"),
    ("JQKA2", "a 2 in a sequence"),
    ("QKA2B", "jokers and 2 in a sequence"),
    ("3456", "a sequence shorter than five"),
    ("3344", "a pair sequence of two pairs"),
    ("QQKKAA22", "a 2 in a pair sequence"),
    ("222AAA", "a plane of 2s"),
    ("333555", "triplets not in sequence"),
    ("33345", "triplet with two unequal singles"),
    ("77788833", "plane kickers of one rank (repeated kickers)"),
    ("7778887B", "a kicker with a triplet's rank"),
    ("777888BR", "both jokers as plane kickers"),
    ("333444667", "plane kickers mixing singles and pairs"),
    ("66667", "quad + one single"),
    ("666677", "quad + two singles of one rank"),
    ("6666BR", "quad carrying both jokers"),
    ("66667777", "two bombs are never one play"),
    ("66668888", "quad + 'pairs' 88/88 repeat a rank"),
    ("BBRR", "jokers never form a bomb here"),
])
def test_rejected_combinations(text, why):
    assert kind(text) is None, why


def test_parse_cards_notation():
    assert parse_cards("33344456") == (0, 0, 0, 1, 1, 1, 2, 3)
    assert parse_cards("10 J Q") == parse_cards("TJQ")
    assert parse_cards("BR") == (13, 14)
    with pytest.raises(CardParseError):
        parse_cards("33X")


def test_public_api_fields():
    combo = classify(parse_cards("333444555666789T"))
    assert (combo.kind, combo.key_rank, combo.length) == ("plane_single", "3", 4)
    assert set(KINDS) == {
        "single", "pair", "trio", "trio_single", "trio_pair", "straight", "pair_straight",
        "plane", "plane_single", "plane_pair", "bomb", "rocket",
        "quad_two_singles", "quad_two_pairs"}


def test_four_triplets_read_as_plane_not_plane_with_repeated_kickers():
    # Sheet "parsing ambiguity": 333-444-555-666 is a 4-triplet sequence, and
    # 444-555-666 + 3,3,3 fails because the kickers repeat.
    assert [c.kind for c in readings(parse_cards("333444555666"))] == ["plane"]


def c(text):
    return classify(parse_cards(text))


def test_comparison_same_kind_and_length():
    assert beats(c("9993"), c("888A"))  # seed: 9-9-9-3 beats 8-8-8-A
    assert beats(c("QQQ66"), c("TTTKK"))  # seed: Q-Q-Q-6-6 beats 10-10-10-K-K
    assert not beats(c("456789"), c("34567"))  # a longer sequence is another play
    assert beats(c("45678"), c("34567"))
    assert not beats(c("34567"), c("34567"))
    assert not beats(c("22"), c("2"))
    assert beats(c("R"), c("B")) and beats(c("B"), c("2"))


def test_bombs_and_rocket():
    assert beats(c("3333"), c("AKQJT"))  # a bomb beats any non-bomb
    assert beats(c("4444"), c("3333")) and not beats(c("3333"), c("4444"))
    assert beats(c("BR"), c("2222"))  # 4-card bomb vs rocket
    assert not beats(c("2222"), c("BR"))
    assert not beats(c("BR"), c("BR"))


def test_quad_plus_two_beats_only_its_own_form_and_loses_to_any_bomb():
    assert beats(c("777734"), c("666689"))
    assert not beats(c("77773344"), c("666689"))  # two pairs vs two singles: other form
    assert not beats(c("777734"), c("9999"))
    assert beats(c("3333"), c("AAAA34"))  # a low bomb beats a quad-plus-two
    assert not beats(c("AAAA34"), c("3333"))


def test_why_not_explains_refusals():
    assert str(why_not(None, None)) == "Those cards are not a legal combination."
    wrong_kind = why_not(c("3"), c("44"))
    assert wrong_kind.reason == "kind" and wrong_kind.params == {"prev": "pair"}
    assert "pair" in str(wrong_kind)
    too_low = why_not(c("33"), c("44"))
    assert too_low.reason == "low" and "does not beat" in str(too_low)
    assert "same length" in str(why_not(c("345678"), c("34567")))
    assert why_not(c("BR"), c("BR")).reason == "rocket"
    assert why_not(c("55"), c("44")) is None


def test_legal_plays_when_leading_lists_every_reading_of_the_hand():
    hand = count_ranks(parse_cards("3334BR"))
    found = {(p.kind, p.text()) for p in legal_plays(hand)}
    assert found == {
        ("single", "3"), ("single", "4"), ("single", "B"), ("single", "R"),
        ("pair", "33"), ("trio", "333"), ("trio_single", "3334"),
        ("trio_single", "333B"), ("trio_single", "333R"), ("rocket", "BR"),
    }


def test_legal_plays_when_following_beat_the_play_or_bomb():
    hand = count_ranks(parse_cards("5556667777BR"))
    found = {p.text() for p in legal_plays(hand, c("4445"))}
    assert "5556" in found and "666B" in found
    assert "6777" in found  # breaking a bomb into a triplet is allowed
    assert "7777" in found and "BR" in found
    assert "555" not in found
    assert {p.text() for p in legal_plays(hand, c("BR"))} == set()
    assert {p.text() for p in legal_plays(hand, c("6666"))} == {"7777", "BR"}


def test_every_enumerated_play_classifies_as_itself():
    hand = count_ranks(parse_cards("33344455566677889TJQKA22BR"[:20]))
    for play in legal_plays(hand):
        assert play in readings(play.ranks), play


def test_scoring_table():
    assert hand_value(3, 4) == 12
    assert settle(landlord=1, landlord_won=True, value=6) == [-6, 12, -6]
    assert settle(landlord=0, landlord_won=False, value=2) == [-4, 2, 2]
