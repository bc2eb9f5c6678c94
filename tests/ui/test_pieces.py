"""The shared pieces: tokens and tiles drawn by a game's face painter and cached, their
shadows, and the board grid's cells."""

from __future__ import annotations

import pygame

from game.ui.pieces import Grid, blit_piece, box_shadow, round_shadow, tile_sprite, token_sprite


def test_a_token_is_round_and_its_painter_draws_inside_its_face(app):
    faces = []

    def painter(cv, face):
        faces.append((face, cv.W))
        pygame.draw.rect(cv.big, (200, 0, 0), face.inflate(-face.w // 2, -face.h // 2))

    img = token_sprite(60, painter, face_key=("test", "red"))
    assert img.get_size() == (60, 60)
    assert token_sprite(60, painter, face_key=("test", "red")) is img  # cached: drawn once
    [(face, big)] = faces
    assert pygame.Rect(0, 0, big, big).contains(face) and face.w < big
    r, g, b, _a = img.get_at((30, 30))
    assert r > 190 and g < 10 and b < 10  # the painted face, at the centre
    assert img.get_at((0, 0)).a == 0 and img.get_at((59, 59)).a == 0  # round: corners clear
    assert img.get_at((30, 2)).a > 240  # the rim


def test_a_tile_fills_its_rectangle_and_keeps_its_painted_face(app):
    img = tile_sprite(80, 50, lambda cv, face: cv.text("7", face.center, face.h * 0.6,
                                                        (20, 20, 20)), face_key=("test", 7))
    assert img.get_size() == (80, 50)
    assert img.get_at((40, 3)).a > 240 and img.get_at((3, 25)).a > 240  # smooth edge
    dark = sum(1 for x in range(30, 50) for y in range(15, 35) if sum(img.get_at((x, y))[:3]) < 200)
    assert dark > 10  # the painted "7"


def test_shadows_are_larger_than_their_piece_and_soft(app):
    sh = round_shadow(40)
    assert sh.get_width() > 40 and sh.get_height() > 40
    assert 0 < sh.get_at((sh.get_width() // 2, sh.get_height() // 2)).a <= 120
    assert sh.get_at((0, 0)).a == 0
    assert box_shadow(60, 30).get_size()[0] > 60


def test_blit_piece_centres_the_piece_over_its_offset_shadow(app):
    surf = pygame.Surface((100, 100), pygame.SRCALPHA)
    img = pygame.Surface((10, 10), pygame.SRCALPHA)
    img.fill((0, 0, 255, 255))
    shadow = pygame.Surface((10, 10), pygame.SRCALPHA)
    shadow.fill((0, 0, 0, 100))
    blit_piece(surf, img, (50, 50), shadow, (6, 6))
    assert surf.get_at((50, 50))[:3] == (0, 0, 255)
    assert surf.get_at((59, 59)).a == 100 and surf.get_at((44, 44)).a == 0


def test_a_grid_names_the_cell_under_a_point_and_none_in_gaps_or_outside():
    grid = Grid(pygame.Rect(100, 50, 310, 210), cols=3, rows=2, gap=5)
    assert grid.cell_size == (100, 102.5)
    assert list(grid.cells()) == [(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1)]
    for cell in grid.cells():
        assert grid.cell_at(grid.cell_rect(*cell).center) == cell
    assert grid.cell_rect(2, 1).right == 410 and grid.cell_rect(2, 1).bottom == 260
    assert grid.cell_at((202, 60)) is None  # in the gap between columns 0 and 1
    assert grid.cell_at((99, 60)) is None and grid.cell_at((411, 60)) is None
    assert grid.cell_at((150, 261)) is None
