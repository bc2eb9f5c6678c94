"""The shared drawing layer: the bounded surface cache, a few primitives, and the die
sprite (pips 1-6, custom faces, sizes, turning about its centre)."""

from __future__ import annotations

import math

import pygame
import pytest

from game.ui import die, paint
from game.ui.layout import View

BG = (1, 2, 3)
WHITE = (255, 255, 255)


@pytest.fixture(autouse=True)
def _fresh_cache():
    pygame.display.init()
    paint.clear_cache()
    yield
    paint.clear_cache()


def _drawn(surf: pygame.Surface) -> pygame.mask.Mask:
    """The pixels that differ from the blank colour."""
    blank = pygame.mask.from_threshold(surf, BG, (1, 1, 1, 255))
    blank.invert()
    return blank


def _on_white(img: pygame.Surface) -> pygame.Surface:
    out = pygame.Surface(img.get_size())
    out.fill(WHITE)
    out.blit(img, (0, 0))
    return out


def _pip_blobs(img: pygame.Surface, min_px: int = 4) -> list[int]:
    """Sizes of the connected regions in the pip colour (on a white ground)."""
    flat = _on_white(img)
    dark = pygame.mask.from_threshold(flat, die.IVORY.pip, (50, 50, 50, 255))
    return [m.count() for m in dark.connected_components(min_px)]


# -- the cache -----------------------------------------------------------------------
def test_cache_returns_the_same_value_for_the_same_key():
    calls = []

    def make():
        calls.append(1)
        return pygame.Surface((4, 4))

    a = paint.cached(("test", "square", 4), make)
    b = paint.cached(("test", "square", 4), make)
    assert a is b and len(calls) == 1
    c = paint.cached(("test", "square", 5), make)
    assert c is not a and len(calls) == 2


def test_cache_is_bounded_and_forgets_the_least_recently_used(monkeypatch):
    monkeypatch.setattr(paint, "CACHE_MAX", 5)
    made: list[int] = []

    def maker(i: int):
        return lambda: made.append(i) or pygame.Surface((1, 1))

    for i in range(5):
        paint.cached(("test", i), maker(i))
    paint.cached(("test", 0), maker(0))  # touched: now the most recent
    for i in range(5, 9):
        paint.cached(("test", i), maker(i))
        assert paint.cache_size() <= 5
    assert paint.cache_size() == 5
    made.clear()
    paint.cached(("test", 0), maker(0))  # survived the evictions
    assert made == []
    paint.cached(("test", 1), maker(1))  # the oldest untouched one went first
    assert made == [1]
    paint.clear_cache()
    assert paint.cache_size() == 0


# -- primitives ----------------------------------------------------------------------
def test_colour_helpers():
    assert paint.mix((0, 0, 0), (200, 100, 50), 0.5) == (100, 50, 25)
    assert paint.mix((0, 0, 0), (200, 100, 50), 2) == (200, 100, 50)
    assert paint.shade((100, 100, 100, 7), 0.5) == (50, 50, 50, 7)
    assert paint.shade((100, 100, 100), 1.5)[0] > 100
    assert paint.with_alpha((1, 2, 3), 9) == (1, 2, 3, 9)


def test_canvas_finishes_at_its_size_and_star_points_alternate():
    cv = paint.Canvas(30, 20)
    assert cv.big.get_size() == (30 * cv.k, 20 * cv.k) and cv.k == paint.supersample(20)
    paint.rounded_rect(cv.big, (200, 0, 0, 255), (0, 0, cv.W, cv.H), cv.H * 0.2)
    out = cv.finish()
    assert out.get_size() == (30, 20)
    assert out.get_at((15, 10))[:3] == (200, 0, 0)
    pts = paint.star_points(0, 0, 10, 4, points=6)
    assert len(pts) == 12
    radii = [round(math.hypot(x, y), 6) for x, y in pts]
    assert radii[::2] == [10] * 6 and radii[1::2] == [4] * 6


def test_with_shadow_pads_and_darkens_below():
    img = paint.rounded_mask((20, 20), 5)
    out = paint.with_shadow(img, 6, (3, 4), 2)
    assert out.get_size() == (32, 32)
    assert out.get_at((16, 16)) == (255, 255, 255, 255)
    assert out.get_at((16, 28)).a > 0  # the shadow shows under the piece
    assert out.get_at((16, 2)).a == 0


def test_px_rect_follows_the_view():
    view = View((1280, 720), (2560, 1440))
    assert paint.px_rect(view, (10, 20, 30, 40)) == pygame.Rect(20, 40, 60, 80)


# -- the die ---------------------------------------------------------------------------
@pytest.mark.parametrize("n", range(1, 7))
def test_pip_die_shows_that_many_pips(n):
    for d in (48, 96):
        assert len(_pip_blobs(die.die_sprite(d, n))) == n, (n, d)
    # Turned too: the pips stay apart.
    assert len(_pip_blobs(die.die_sprite(96, n, angle=30))) == n


def test_pip_faces_differ_and_bad_faces_are_refused():
    shots = {pygame.image.tobytes(die.die_sprite(40, n), "RGBA") for n in range(1, 7)}
    assert len(shots) == 6
    with pytest.raises(ValueError):
        die.die_sprite(40, 7)


def test_die_size_scales():
    for d in (12, 40, 100):
        assert die.die_sprite(d, 3).get_size() == (d, d)
    small = sum(_pip_blobs(die.die_sprite(50, 1)))
    big = sum(_pip_blobs(die.die_sprite(100, 1)))
    assert 3.2 < big / small < 4.8
    # Through a view: a window twice the level size draws the die twice as large.
    sizes = []
    for window in ((1280, 720), (2560, 1440)):
        surf = pygame.Surface((300, 300))
        surf.fill(BG)
        die.draw_die(surf, View((1280, 720), window), (20, 20, 50, 50), 5, shadow=False)
        sizes.append(_drawn(surf).get_bounding_rects()[0].size)
    (w1, h1), (w2, h2) = sizes
    assert 45 <= w1 <= 50 and w1 == h1 and abs(w2 - 2 * w1) <= 1 and w2 == h2


def test_die_sprites_are_cached():
    a = die.die_sprite(40, 4, angle=31)
    assert die.die_sprite(40, 4, angle=29.5) is a  # one sprite per 3 degrees
    assert die.die_sprite(40, 4) is die.die_sprite(40, 4, angle=360)
    assert die.die_shadow(40) is die.die_shadow(40)


@pytest.mark.parametrize("angle", [0, 17, 30, 45, 90, 137, 251])
def test_turned_die_keeps_its_centre(angle):
    surf = pygame.Surface((200, 200))
    surf.fill(BG)
    die.blit_die(surf, (100, 100), 60, 5, angle=angle, shadow=False)
    cx, cy = _drawn(surf).centroid()
    assert abs(cx - 100) <= 1 and abs(cy - 100) <= 1, (angle, cx, cy)


def test_shadow_falls_down_right():
    masks = []
    for shadow in (False, True):
        surf = pygame.Surface((200, 200))
        surf.fill(BG)
        die.blit_die(surf, (100, 100), 60, 2, shadow=shadow)
        masks.append(_drawn(surf))
    only_shadow = masks[1].copy()
    only_shadow.erase(masks[0], (0, 0))
    assert only_shadow.count() > 0
    cx, cy = only_shadow.centroid()
    assert cx > 100 and cy > 100


def test_custom_face_painter_draws_the_face_and_is_cached_by_key():
    calls: list[pygame.Rect] = []

    def star_face(cv: paint.Canvas, top: pygame.Rect) -> None:
        calls.append(top)
        c = top.center
        paint.polygon(cv.big, (200, 30, 30), paint.star_points(c[0], c[1], top.w * 0.4,
                                                               top.w * 0.18))

    img = die.die_sprite(60, star_face, face_key=("test", "star"))
    assert die.die_sprite(60, star_face, face_key=("test", "star")) is img
    assert len(calls) == 1
    top = calls[0]
    assert pygame.Rect(0, 0, 60 * 3, 60 * 3).contains(top) and top.w > 60 * 3 * 0.7
    r, g, b, a = img.get_at((30, 30))
    assert r > 150 and g < 80 and a > 240
    # The same painter with another key is another picture; without a key the painter
    # itself is the key.
    die.die_sprite(60, star_face, face_key=("test", "other"))
    die.die_sprite(60, star_face)
    die.die_sprite(60, star_face)
    assert len(calls) == 3


def test_die_style_recolours_the_body():
    red = die.DieStyle(edge=(90, 0, 0), body_top=(220, 40, 40), body_bottom=(180, 20, 20),
                       face_top=(230, 50, 50), face_bottom=(200, 30, 30), pip=WHITE)
    img = die.die_sprite(60, 1, style=red)
    assert img.get_at((8, 30))[:3] != die.die_sprite(60, 1).get_at((8, 30))[:3]
    assert img.get_at((8, 30)).r > img.get_at((8, 30)).g + 80
