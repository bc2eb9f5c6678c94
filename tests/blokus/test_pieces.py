"""The 21 pieces and their orientations (rules sheet §3.1 and C1)."""

from game.games.blokus.pieces import (
    NAMES,
    PIECES,
    flipped,
    normalised,
    orientations,
    size,
    turned,
)

# §3.1: distinct orientations under rotation and mirroring, per piece.
ORIENTATIONS = {"I1": 1, "I2": 2, "I3": 2, "V3": 4, "I4": 2, "O4": 1, "T4": 4, "L4": 8,
                "Z4": 4, "F": 8, "I5": 2, "L5": 8, "N": 8, "P": 8, "T5": 4, "U": 4,
                "V5": 4, "W": 4, "X": 1, "Y": 8, "Z5": 4}


def test_twenty_one_pieces_of_89_squares_by_size():
    assert len(NAMES) == 21
    assert sum(size(p) for p in NAMES) == 89
    by_size = {n: sum(1 for p in NAMES if size(p) == n) for n in range(1, 6)}
    assert by_size == {1: 1, 2: 1, 3: 2, 4: 5, 5: 12}


def test_orientation_counts_are_the_sheets_and_total_91():
    assert {p: len(orientations(p)) for p in NAMES} == ORIENTATIONS
    assert sum(len(orientations(p)) for p in NAMES) == 91


def test_no_two_pieces_share_a_shape_even_turned_or_flipped():
    seen = {}
    for p in NAMES:
        for shape in orientations(p):
            assert shape not in seen, (p, seen.get(shape))
            seen[shape] = p


def test_every_orientation_covers_the_pieces_cells_from_the_origin():
    for p in NAMES:
        for shape in orientations(p):
            assert len(shape) == len(PIECES[p]) == len(set(shape))
            assert min(x for x, _ in shape) == 0 and min(y for _, y in shape) == 0
            assert shape == normalised(shape)


def test_four_quarter_turns_and_two_flips_come_back():
    for p in NAMES:
        for o in range(len(orientations(p))):
            a = o
            for _ in range(4):
                a = turned(p, a)
            assert a == o
            assert flipped(p, flipped(p, o)) == o


def test_a_quarter_turn_is_clockwise_on_screen():
    # I2 lying flat (0,0)(1,0) turns to stand upright (0,0)(0,1)
    flat = orientations("I2").index(((0, 0), (1, 0)))
    assert orientations("I2")[turned("I2", flat)] == ((0, 0), (0, 1))
    # V3 (0,0)(1,0)(0,1): a clockwise quarter turn gives (0,0)(1,0)(1,1)
    v = orientations("V3").index(((0, 0), (0, 1), (1, 0)))
    assert orientations("V3")[turned("V3", v)] == ((0, 0), (1, 0), (1, 1))
