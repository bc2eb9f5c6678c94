"""Go-Stop's procedural hwatu art: every card and the back draw at the asked size with
rounded see-through corners, no two faces are alike, pictures are cached, the month
tag touches only its corner, and the double junks and brights carry their marks."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.gostop import art  # noqa: E402
from game.games.gostop.cards import BONUS_CARD, BRIGHT, CARDS, JUNK, by_code  # noqa: E402

WIDTHS = (40, 100, 240)  # a capture pile, a hand card, a hand card at 2560x1440
ALL_IDS = range(len(CARDS))


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def _size(width: int) -> tuple[int, int]:
    return (width, round(width * art.CARD_RATIO))


def _badge_box(width: int) -> pygame.Rect:
    """The top-right badge's square, in final pixels."""
    (cx, cy), r = art.BADGE_C, art.BADGE_R
    box = pygame.Rect(0, 0, round(2 * r * width), round(2 * r * width))
    box.center = (round(cx * width), round(cy * width))
    return box


def _count(surf: pygame.Surface, box: pygame.Rect, colour, tol: int = 24) -> int:
    """Pixels in `box` within `tol` of `colour` on every channel."""
    n = 0
    for x in range(box.left, box.right):
        for y in range(box.top, box.bottom):
            c = surf.get_at((x, y))
            if all(abs(c[i] - colour[i]) <= tol for i in range(3)):
                n += 1
    return n


def test_the_deck_is_covered():
    assert len(CARDS) == 50
    assert sorted(art.MONTH_PLANTS) == list(range(1, 13))
    assert art.MONTH_PLANTS[11] == "paulownia" and "willow" in art.MONTH_PLANTS[12]
    assert 1.5 <= art.CARD_RATIO <= 1.7


@pytest.mark.parametrize("width", WIDTHS)
def test_every_face_and_the_back_have_the_exact_size_and_rounded_corners(width):
    for surf in [art.face(i, width) for i in ALL_IDS] + [art.back(width)]:
        assert surf.get_size() == _size(width)
        assert surf.get_flags() & pygame.SRCALPHA
        w, h = surf.get_size()
        for corner in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
            assert surf.get_at(corner).a < 128  # cut away: the felt shows through
        for inside in ((w // 2, h // 2), (w // 2, 1), (1, h // 2)):
            assert surf.get_at(inside).a >= 250  # opaque (the smooth scale may round a hair off)


@pytest.mark.parametrize("month_number", (True, False))
def test_all_fifty_faces_differ(month_number):
    pictures = [pygame.image.tobytes(art.face(i, 60, month_number), "RGBA") for i in ALL_IDS]
    assert len(set(pictures)) == len(pictures)
    assert pygame.image.tobytes(art.back(60), "RGBA") not in set(pictures)


def test_faces_and_back_are_cached():
    assert art.face(5, 100) is art.face(5, 100)
    assert art.face(5, 100, False) is art.face(5, 100, False)
    assert art.face(5, 100) is not art.face(5, 100, False)
    assert art.face(5, 100) is not art.face(5, 101)
    assert art.back(100) is art.back(100)
    assert art.face.cache_info().maxsize == art.CACHE_SIZE  # bounded


def test_a_bad_card_id_is_refused():
    with pytest.raises(ValueError):
        art.face(50, 100)


@pytest.mark.parametrize("width", (40, 60, 200))
def test_the_month_number_touches_only_its_corner(width):
    for c in CARDS:
        with_tag, without = art.face(c.id, width, True), art.face(c.id, width, False)
        if c.category == BONUS_CARD:  # no month, no tag
            assert pygame.image.tobytes(with_tag, "RGBA") == pygame.image.tobytes(without, "RGBA")
            continue
        tag = art.month_tag_rect(width, c.month).inflate(2, 2)  # the smooth scale's fringe
        changed = [(x, y) for x in range(width) for y in range(with_tag.get_height())
                   if with_tag.get_at((x, y)) != without.get_at((x, y))]
        assert changed, c.code
        assert all(tag.collidepoint(p) for p in changed), c.code
    # A corner, not a banner: the tag stays in the top-left of the card.
    tag = art.month_tag_rect(width, 12)
    assert tag.right <= width * 0.5 and tag.bottom <= width * art.CARD_RATIO * 0.25


@pytest.mark.parametrize("width", (60, 120))
def test_double_junks_and_bonus_cards_carry_the_gold_tag(width):
    box = _badge_box(width)
    area = box.w * box.h
    tagged = {by_code(code).id for code in ("11b", "12d", "J2", "J3")}
    for c in CARDS:
        gold = _count(art.face(c.id, width), box, art.BADGE_GOLD)
        if c.id in tagged:
            assert gold > area * 0.2, c.code
        elif c.category == JUNK:
            assert gold < area * 0.02, c.code
    # The double junk 11b against a plain junk of its month: they differ at the tag.
    double, plain = art.face(by_code("11b").id, width), art.face(by_code("11c").id, width)
    assert _count(double, box, art.BADGE_GOLD) > _count(plain, box, art.BADGE_GOLD) + area * 0.2


def test_brights_carry_the_red_disc():
    width = 120
    box = _badge_box(width)
    for c in CARDS:
        if c.category == BRIGHT:
            red = _count(art.face(c.id, width), box, art.BRIGHT_RED, tol=16)
            assert red > box.w * box.h * 0.25, c.code


def test_ribbons_show_their_colour():
    width = 100
    for c in CARDS:
        if c.code in ("06b", "09b", "10b"):  # cheongdan: blue
            surf = art.face(c.id, width)
            assert _count(surf, surf.get_rect(), art.RIBBON_BLUE, tol=10) > 200, c.code
        if c.code in ("01b", "04b", "12c"):
            surf = art.face(c.id, width)
            assert _count(surf, surf.get_rect(), art.RIBBON_RED, tol=10) > 200, c.code
