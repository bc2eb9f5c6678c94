"""Which junk a player hands over: rules sheet §4 and the clarification "Paying junk"."""

from game.games.gostop.cards import card, ids
from game.games.gostop.junk_payment import give_value, junk_payment


def pay(codes: str, owed: int) -> str:
    """The payment for a debt, written back as codes."""
    return " ".join(card(i).code for i in junk_payment(ids(codes), owed))


def test_values():
    assert [give_value(i) for i in ids("01c 11b 12d 09a J2 J3 01a 01b 05a")] == [
        1, 2, 2, 2, 2, 3, 0, 0, 0]


def test_a_single_junk_pays_one():
    # A single pays 1 exactly; the double would overpay by 1.
    assert pay("01a 11b 03c 01c", 1) == "01c"


def test_a_double_junk_pays_one_when_no_single_is_left():
    # No single: the double, overpaying by 1.
    assert pay("01a 11b", 1) == "11b"
    # Equal overpayment: the double before the sake cup before a bonus card (§4 [P]).
    assert pay("J2 09a 12d", 1) == "12d"
    assert pay("J2 09a", 1) == "09a"
    # The sake cup overpays by 1, J3 by 2.
    assert pay("J3 09a", 1) == "09a"


def test_a_double_junk_alone_pays_two():
    # Two singles also pay 2 exactly, but with 2 cards; the double takes 1.
    assert pay("01c 02c 12d", 2) == "12d"


def test_least_overpayment_before_fewest_cards():
    # Debt 3 from {01c, 11b, J3}: J3 alone is exact (1 card), best.
    assert pay("01c 11b J3", 3) == "J3"
    # Debt 3 from {01c, 11b 12d}: 01c + 11b = 3 exact (2 cards) beats 11b + 12d = 4.
    assert pay("01c 11b 12d", 3) == "01c 11b"
    # Debt 2 from {11b, J3, 01c}: 11b exact (1 card) beats J3 (overpay 1).
    assert pay("J3 01c 11b", 2) == "11b"
    # Debt 2 from {J3, 01c, 02c}: two singles exact beat J3 (overpays 1, though 1 card).
    assert pay("J3 01c 02c", 2) == "01c 02c"


def test_equal_choices_keep_the_more_valuable_cards():
    # Debt 4 from {01c, 11b, 12d, J3}: 11b + 12d and 01c + J3 are both exact with 2 cards;
    # giving the doubles keeps the bonus card.
    assert pay("01c 11b 12d J3", 4) == "11b 12d"
    # Debt 3 from {01c, 11b, 09a, J2}: 01c + 11b, 01c + 09a, 01c + J2 all pay 3 with 2
    # cards; the double goes first.
    assert pay("J2 09a 11b 01c", 3) == "01c 11b"


def test_not_enough_junk_pays_what_he_has():
    # Owes 5, holds 1 + 2 = 3 junk value: both cards, his other cards stay.
    assert pay("01a 05a 01c 12d", 5) == "01c 12d"
    # Exactly enough: everything.
    assert pay("01c 02c 11b", 4) == "01c 02c 11b"


def test_nothing_when_none():
    assert pay("01a 05a 01b", 1) == ""  # a bright, an animal, a ribbon: no junk
    assert pay("", 2) == ""
    assert pay("01c", 0) == ""
