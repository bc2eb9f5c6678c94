"""The table kit's zones (`game.ui.kit.zones`): square cells centred on an area, a row
squeezed to its end, pieces sharing a place spread across it, and the piece on top
under a point."""

from __future__ import annotations

import pygame

from game.ui.kit.zones import Row, cell_box, spread, square_grid, top_hit


def test_a_square_grid_is_centred_and_its_cells_padded():
    grid = square_grid(pygame.Rect(0, 0, 600, 400), 6, 4)
    assert grid.cell_size == (100, 100)
    assert cell_box(grid, 0, 0) == pygame.Rect(0, 0, 100, 100)
    wide = square_grid(pygame.Rect(0, 0, 800, 400), 6, 4)  # 100 px cells, 100 px each side
    assert cell_box(wide, 5, 3, pad=4) == pygame.Rect(604, 304, 92, 92)


def test_a_row_keeps_its_step_until_it_must_squeeze():
    row = Row(10, 20, 40, 56, right=210, step=46)
    assert [r.x for _c, r in row.place("abc")] == [10, 56, 102]
    squeezed = row.place("abcdefgh")  # 200 units for 8 cards: 25 apart
    assert [r.x for _c, r in squeezed][:3] == [10, 35, 60] and squeezed[-1][1].right <= 240


def test_pieces_sharing_a_place_spread_and_the_top_one_is_hit():
    area = pygame.Rect(0, 0, 100, 100)
    alone = spread(area, [7], 38, 34, 8)
    assert alone[0][1].centerx == 50
    three = spread(area, [1, 2, 3], 38, 34, 8)
    assert [r.x for _p, r in three] == [8, 31, 54]
    # Pieces 1 and 2 overlap at x=40: the later one is drawn on top.
    assert top_hit(three, (40, 50)) == 2
    assert top_hit(three, (40, 50), ok=lambda p: p != 2) == 1
    assert top_hit(three, (99, 99)) is None
