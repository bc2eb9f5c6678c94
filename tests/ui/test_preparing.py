"""Art made outside draw(): a table's steps run when it opens, with a progress bar once
they take long (game/ui/preparing.py), and the gradient the art is shaded with, made
without per-pixel Python yet the same pixels as the per-pixel recipe."""

from __future__ import annotations

import random

import pygame

from game.ui import paint, preparing


def per_pixel_gradient(size, top, bottom) -> pygame.Surface:
    """The recipe the cached column replaced: a pixel at a time with `paint.mix`."""
    h = max(2, size[1])
    col = pygame.Surface((1, h), pygame.SRCALPHA)
    for y in range(h):
        col.set_at((0, y), paint.mix(top, bottom, y / (h - 1)))
    return pygame.transform.scale(col, (max(1, size[0]), h))


def test_gradient_has_the_per_pixel_recipes_pixels():
    pygame.display.init()
    rnd = random.Random(30)
    for _ in range(120):
        size = (rnd.randint(1, 9), rnd.choice((1, 2, 3, 7, 64, 333, 1081)))
        top = tuple(rnd.randrange(256) for _ in range(rnd.choice((3, 4))))
        bottom = tuple(rnd.randrange(256) for _ in range(rnd.choice((3, 4))))
        made = paint.vertical_gradient(size, top, bottom)
        expected = per_pixel_gradient(size, top, bottom)
        assert made.get_size() == expected.get_size()
        assert pygame.image.tobytes(made, "RGBA") == pygame.image.tobytes(expected, "RGBA")


def test_a_gradient_handed_out_may_be_drawn_on():
    pygame.display.init()
    first = paint.vertical_gradient((4, 10), (0, 0, 0), (255, 255, 255))
    first.fill((255, 0, 0))
    again = paint.vertical_gradient((4, 10), (0, 0, 0), (255, 255, 255))
    assert again.get_at((0, 0)) == (0, 0, 0, 255)


def test_steps_run_in_order_and_a_quick_opening_shows_no_bar(app, monkeypatch):
    shown = []
    monkeypatch.setattr(preparing, "show", lambda a, fraction: shown.append(fraction))
    done = []
    preparing.prepare(app, [lambda i=i: done.append(i) for i in range(5)])
    assert done == [0, 1, 2, 3, 4]
    assert shown == []


def test_a_slow_opening_shows_how_far_it_is(app, monkeypatch):
    monkeypatch.setattr(preparing, "SHOW_AFTER", 0.0)
    flips = []
    monkeypatch.setattr(pygame.display, "flip", lambda: flips.append(app.screen.copy()))
    preparing.prepare(app, [lambda: None] * 4)
    assert len(flips) == 3  # between the steps, not after the last
    bar = preparing.BOX.x + 36, preparing.BOX.bottom - 21  # inside the filled quarter
    assert flips[0].get_at(app.view.pt(*bar))[:3] == preparing.GOLD


def test_drawing_off_screen_leaves_the_window_alone(app):
    before = app.screen.copy()
    app.top.draw = lambda surf: surf.fill((200, 10, 10))
    preparing.draw_offscreen(app.top)
    assert pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(before, "RGB")
