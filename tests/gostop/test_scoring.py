"""Every scoring combination of rules sheet §6, the sake cup's two uses (§5) and the Go
total (§7), each with a case that scores and one that must not."""

import pytest

from game.games.gostop.cards import ANIMAL, DECK, JUNK, ids
from game.games.gostop.scoring import best_score, go_total, score, score_uses

SINGLES = tuple(c.id for c in DECK if c.junk_value == 1)  # the 22 single junk


def junk(n: int) -> tuple[int, ...]:
    """The first n single junk cards (01c 01d 02c ...)."""
    return SINGLES[:n]


@pytest.mark.parametrize("codes, points", [
    ("01a 03a", 0),  # two brights do not score
    ("01a 03a 08a", 3),  # three without the rain bright
    ("01a 03a 12a", 2),  # three with the rain bright
    ("01a 03a 08a 11a", 4),  # four without rain
    ("01a 03a 08a 12a", 4),  # four with rain: still 4 (the sheet's ⚠ choice)
    ("01a 03a 08a 11a 12a", 15),
])
def test_brights(codes, points):
    s = score(ids(codes))
    assert s.brights == points and s.total == points
    assert s.bright_count == len(codes.split())


@pytest.mark.parametrize("codes, animals, godori", [
    ("05a 06a 07a 10a", 0, 0),  # four animals: nothing
    ("05a 06a 07a 10a 12b", 1, 0),  # five: 1
    ("05a 06a 07a 10a 12b 09a", 2, 0),  # six: 1 + 1 (the sake cup as an animal)
    ("02a 04a 08b", 0, 5),  # godori alone scores, without the animal count
    ("02a 04a 05a 06a 07a", 1, 0),  # two birds: no godori
    ("02a 04a 08b 05a 06a 07a", 2, 5),  # the sheet's example: 1 + 1 + 5 = 7
])
def test_animals_and_godori(codes, animals, godori):
    s = score(ids(codes))
    assert (s.animals, s.godori, s.total) == (animals, godori, animals + godori)


@pytest.mark.parametrize("codes, ribbons, hongdan, cheongdan, chodan", [
    ("01b 04b 06b 12c", 0, 0, 0, 0),  # four ribbons
    ("01b 04b 06b 09b 12c", 1, 0, 0, 0),  # five, 12c among them
    ("01b 02b 03b", 0, 3, 0, 0),
    ("01b 02b 06b", 0, 0, 0, 0),  # a hongdan short of 03b
    ("06b 09b 10b", 0, 0, 3, 0),
    ("04b 05b 07b", 0, 0, 0, 3),
    ("04b 05b 12c", 0, 0, 0, 0),  # 12c is a plain red ribbon but not part of chodan
    ("04b 05b 07b 12c 01b", 1, 0, 0, 3),  # five ribbons and chodan: 1 + 3
    # All ten: 10 - 5 + 1 = 6 for the count, + 3 × 3 for the sets = 15.
    ("01b 02b 03b 04b 05b 06b 07b 09b 10b 12c", 6, 3, 3, 3),
])
def test_ribbons_and_sets(codes, ribbons, hongdan, cheongdan, chodan):
    s = score(ids(codes))
    assert (s.ribbons, s.hongdan, s.cheongdan, s.chodan) == (ribbons, hongdan, cheongdan, chodan)
    assert s.total == ribbons + hongdan + cheongdan + chodan
    assert s.ribbon_count == len(codes.split())


@pytest.mark.parametrize("cards, value, points", [
    (junk(9), 9, 0),
    (junk(10), 10, 1),
    (junk(11), 11, 2),
    (junk(8) + ids("11b"), 10, 1),  # 8 + 2: a double junk counts 2
    (junk(7) + ids("11b"), 9, 0),  # 7 + 2
    (junk(12) + ids("11b 12d"), 16, 7),  # 12 + 2 + 2 = 16 -> 16 - 10 + 1 = 7
    (junk(8) + ids("J2"), 10, 1),  # 8 + 2
    (junk(7) + ids("J3"), 10, 1),  # 7 + 3
    (junk(6) + ids("J3"), 9, 0),  # 6 + 3
    (junk(5) + ids("11b J2 J3"), 12, 3),  # 5 + 2 + 2 + 3 = 12 -> 3
])
def test_junk(cards, value, points):
    s = score(cards)
    assert (s.junk_value, s.junk, s.total) == (value, points, points)


def test_sets_add_up():
    # 3 brights with rain 2; 5 animals 1 + godori 5; 6 ribbons 2 + hongdan 3 + cheongdan 3;
    # junk 9 + 2 = 11 -> 2.  Total 2 + 1 + 5 + 2 + 3 + 3 + 2 = 18.
    cards = ids("01a 03a 12a 02a 04a 08b 05a 10a 01b 02b 03b 06b 09b 10b 11b") + junk(9)
    s = score(cards)
    assert (s.brights, s.animals, s.godori, s.ribbons) == (2, 1, 5, 2)
    assert (s.hongdan, s.cheongdan, s.chodan, s.junk) == (3, 3, 0, 2)
    assert s.total == 18
    assert (s.bright_count, s.animal_count, s.ribbon_count, s.junk_value) == (3, 5, 6, 11)


def test_sake_cup_both_ways():
    # 09a + five other animals + 9 single junk.
    cards = ids("09a 05a 06a 07a 10a 12b") + junk(9)
    as_animal, as_junk = score_uses(cards)
    # As an animal: 6 animals -> 2; junk 9 -> 0.  Total 2.
    assert (as_animal.sake_cup, as_animal.animal_count, as_animal.junk_value) == (ANIMAL, 6, 9)
    assert (as_animal.animals, as_animal.junk, as_animal.total) == (2, 0, 2)
    # As a double junk: 5 animals -> 1; junk 9 + 2 = 11 -> 2.  Total 3.
    assert (as_junk.sake_cup, as_junk.animal_count, as_junk.junk_value) == (JUNK, 5, 11)
    assert (as_junk.animals, as_junk.junk, as_junk.total) == (1, 2, 3)
    assert score(cards, JUNK) == as_junk and score(cards) == as_animal
    assert best_score(cards) == as_junk


def test_sake_cup_tie_keeps_the_animal():
    # Animal: 5 animals -> 1, junk 8 -> 0.  Junk: 4 animals -> 0, junk 10 -> 1.  Both 1.
    cards = ids("09a 05a 06a 07a 10a") + junk(8)
    assert [s.total for s in score_uses(cards)] == [1, 1]
    assert best_score(cards).sake_cup == ANIMAL


def test_without_the_sake_cup_there_is_one_use():
    cards = ids("05a 06a") + junk(3)
    (only,) = score_uses(cards)
    assert only.sake_cup is None and score(cards, JUNK) == only
    assert (only.animal_count, only.junk_value) == (2, 3)
    with pytest.raises(ValueError):
        score(cards, "bright")


def test_empty_captures_score_nothing():
    assert score(()).total == 0


@pytest.mark.parametrize("gos, total", [
    (0, 7),  # 7
    (1, 8),  # 7 + 1
    (2, 9),  # 7 + 2
    (3, 20),  # (7 + 3) × 2
    (4, 44),  # (7 + 4) × 4
    (5, 96),  # (7 + 5) × 8
])
def test_go_total(gos, total):
    assert go_total(7, gos) == total
