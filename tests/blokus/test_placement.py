"""Where a piece may go (rules sheet C2, C3), each rule with its refusal."""

from game.games.blokus.board import CLASSIC, DUO
from game.games.blokus.pieces import NAMES, orientations
from game.games.blokus.placement import can_move, placed_mask, placement_problem, placements

G = CLASSIC
BLUE_START, YELLOW_START = G.bit(0, 0), G.bit(19, 0)
RED_START, GREEN_START = G.bit(19, 19), G.bit(0, 19)


def o(piece: str, cells) -> int:
    """The orientation of `piece` whose cells are `cells`."""
    return orientations(piece).index(tuple(sorted(cells)))


def cells(*points) -> int:
    out = 0
    for x, y in points:
        out |= G.bit(x, y)
    return out


def test_a_first_piece_must_cover_its_colours_start_corner():
    assert placement_problem(G, 0, 0, BLUE_START, "O4", 0, 0, 0) is None
    assert placement_problem(G, 0, 0, BLUE_START, "O4", 0, 1, 0) == "first_not_on_start"
    assert placement_problem(G, 0, 0, RED_START, "O4", 0, 18, 18) is None
    assert placement_problem(G, 0, 0, RED_START, "O4", 0, 0, 0) == "first_not_on_start"


def test_every_first_move_covers_the_corner_and_there_are_58():
    for start, corner in ((BLUE_START, (0, 0)), (YELLOW_START, (19, 0)),
                          (RED_START, (19, 19)), (GREEN_START, (0, 19))):
        moves = placements(G, 0, 0, start, NAMES)
        assert len(moves) == 58  # each orientation of each piece with a cell on the corner
        for piece, orient, x, y in moves:
            assert placed_mask(G, piece, orient, x, y) & G.bit(*corner)


def test_off_the_board_is_refused():
    i5 = o("I5", [(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)])
    assert placement_problem(G, 0, 0, YELLOW_START, "I5", i5, 16, 0) == "off_board"
    assert placement_problem(G, 0, 0, YELLOW_START, "I5", i5, 15, 0) is None
    assert placement_problem(G, 0, 0, BLUE_START, "I5", i5, -1, 0) == "off_board"


def test_a_piece_may_not_lie_on_another():
    taken = cells((1, 1))
    own = cells((0, 0))
    assert placement_problem(G, taken | own, own, BLUE_START, "I1", 0, 1, 1) == "overlap"


def test_never_edge_to_edge_with_its_own_colour():
    own = cells((0, 0), (1, 0))
    flat = o("I2", [(0, 0), (1, 0)])
    assert placement_problem(G, own, own, BLUE_START, "I2", flat, 2, 0) == "own_edge"
    assert placement_problem(G, own, own, BLUE_START, "I2", flat, 2, 1) is None  # corner


def test_it_must_touch_its_own_colour_at_a_corner():
    own = cells((0, 0))
    assert placement_problem(G, own, own, BLUE_START, "I1", 0, 5, 5) == "no_own_corner"
    assert placement_problem(G, own, own, BLUE_START, "I1", 0, 1, 1) is None


def test_other_colours_may_be_touched_edge_or_corner():
    own = cells((0, 0))
    other = cells((2, 1), (1, 2))  # Yellow squares along the new piece's edges
    assert placement_problem(G, own | other, own, BLUE_START, "I1", 0, 1, 1) is None


def test_the_listed_placements_are_exactly_the_legal_ones():
    own = cells((0, 0), (1, 0), (1, 1))
    other = cells((3, 2), (4, 2))
    occupied = own | other
    listed = set(placements(G, occupied, own, BLUE_START, NAMES))
    legal = {(p, ori, x, y) for p in NAMES for ori in range(len(orientations(p)))
             for x in range(0, 8) for y in range(0, 8)
             if placement_problem(G, occupied, own, BLUE_START, p, ori, x, y) is None}
    assert listed == legal and legal


def test_a_boxed_in_colour_cannot_move():
    own = cells((0, 0))
    walls = cells((1, 1))  # another colour on Blue's only free corner
    assert not can_move(G, own | walls, own, BLUE_START, NAMES)
    assert placements(G, own | walls, own, BLUE_START, NAMES) == []
    assert can_move(G, own, own, BLUE_START, NAMES)


def test_the_duo_board_is_14_a_side():
    start = DUO.bit(4, 4)
    assert placement_problem(DUO, 0, 0, start, "I1", 0, 4, 4) is None
    i5 = o("I5", [(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)])
    assert placement_problem(DUO, 0, 0, DUO.bit(9, 9), "I5", i5, 10, 9) == "off_board"
