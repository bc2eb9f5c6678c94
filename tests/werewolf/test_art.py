"""Werewolf's procedural art: every role card draws at the asked size with see-through
rounded corners and a clean name plate, no two roles look alike, the seat portraits
tell a known role from an unknown seat, the sky is the same picture every time, and
finished pictures are cached."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from types import SimpleNamespace  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.werewolf import art, emblem  # noqa: E402
from game.games.werewolf.roles import ROLE_ORDER  # noqa: E402
from game.ui.layout import View  # noqa: E402

WIDTHS = (60, 120, 300)  # a seat's card, a hand card, a large reveal
ROLES = ("werewolf", "villager", "seer", "witch", "hunter", "cupid", "little_girl", "thief")


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def _bytes(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def test_every_role_of_the_game_has_a_picture():
    assert set(ROLES) == set(ROLE_ORDER) == set(art.all_roles())


@pytest.mark.parametrize("width", WIDTHS)
def test_every_card_and_the_back_have_the_exact_size_and_rounded_corners(width):
    for surf in [art.role_card(role, width) for role in ROLES] + [art.card_back(width)]:
        assert surf.get_size() == (width, round(width * 1.5))
        assert surf.get_flags() & pygame.SRCALPHA
        w, h = surf.get_size()
        for corner in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
            assert surf.get_at(corner).a < 128  # cut away: the table shows through
        for inside in ((w // 2, h // 2), (w // 2, 2), (2, h // 2)):
            assert surf.get_at(inside).a >= 250


def test_the_ratio_is_a_tall_card():
    assert 1.4 <= art.CARD_RATIO <= 1.6
    assert art.card_height(200) == 300


@pytest.mark.parametrize("width", WIDTHS)
def test_the_name_plate_is_clean_parchment_in_the_lowest_band(width):
    h = art.card_height(width)
    plate = art.name_rect(width)
    assert plate.top >= h * (1 - art.NAME_BAND) - 1 and plate.bottom <= h
    assert plate.w >= width * 0.8
    inner = plate.inflate(-max(4, plate.w // 10), -max(4, plate.h // 3))
    lo = [min(a, b) - 6 for a, b in zip(art.PARCH_TOP, art.PARCH_BOTTOM, strict=True)]
    hi = [max(a, b) + 6 for a, b in zip(art.PARCH_TOP, art.PARCH_BOTTOM, strict=True)]
    for role in ROLES:
        card = art.role_card(role, width)
        for x in range(inner.left, inner.right, 2):
            for y in range(inner.top, inner.bottom, 2):
                c = card.get_at((x, y))
                assert all(lo[i] <= c[i] <= hi[i] for i in range(3)), (role, x, y, c)


def test_no_two_roles_look_alike_at_any_size():
    for width in (60, 120):
        pictures = [_bytes(art.role_card(role, width)) for role in ROLES]
        assert len(set(pictures)) == len(ROLES)
        assert _bytes(art.card_back(width)) not in pictures


def test_the_sides_frame_their_cards_in_their_colours():
    def redness(role: str) -> int:
        card = art.role_card(role, 120)
        # the frame line, a little inside the card's left edge at mid-height
        return max(card.get_at((x, 90))[0] - card.get_at((x, 90))[1] for x in range(2, 8))

    assert redness("werewolf") > redness("villager") + 30


def test_an_unknown_role_is_refused():
    with pytest.raises(KeyError):
        art.role_card("vampire", 100)
    with pytest.raises(KeyError):
        art.portrait("vampire", 64)


@pytest.mark.parametrize("size", (32, 64, 128))
def test_portraits_are_round_tokens_and_the_unknown_seat_differs(size):
    tokens = {role: art.portrait(role, size) for role in (*ROLES, None)}
    for surf in tokens.values():
        assert surf.get_size() == (size, size)
        assert surf.get_at((0, 0)).a < 128 and surf.get_at((size - 1, size - 1)).a < 128
        assert surf.get_at((size // 2, size // 2)).a >= 250
    pictures = {_bytes(surf) for surf in tokens.values()}
    assert len(pictures) == len(tokens)  # every role, and the unknown seat, its own


def test_the_captains_medal_is_a_gold_disc():
    badge = art.captain_badge(64)
    assert badge.get_size() == (64, 64)
    assert badge.get_at((0, 0)).a < 128
    r, g, b, a = badge.get_at((32, 32 - 14))  # on the star, above its centre
    assert a >= 250 and r > 200 and g > 150 and b < g


def test_the_sky_is_the_same_picture_every_time():
    first = art.night_sky.__wrapped__((320, 180))
    again = art.night_sky.__wrapped__((320, 180))
    assert first.get_size() == (320, 180)
    assert _bytes(first) == _bytes(again)
    day = art.night_sky.__wrapped__((320, 180), False)
    assert _bytes(day) == _bytes(art.night_sky.__wrapped__((320, 180), False))
    assert _bytes(day) != _bytes(first)
    # a dark sky by night, a pale one by day; the village darkens the foot either way
    assert sum(first.get_at((10, 5))[:3]) < 150 < sum(day.get_at((10, 5))[:3])
    assert sum(first.get_at((160, 178))[:3]) < 100


def test_finished_pictures_are_cached():
    assert art.role_card("seer", 100) is art.role_card("seer", 100)
    assert art.card_back(100) is art.card_back(100)
    assert art.captain_badge(40) is art.captain_badge(40)
    assert art.portrait(None, 48) is art.portrait(None, 48)
    assert art.portrait("witch", 48) is art.portrait("witch", 48)
    assert art.night_sky((200, 120)) is art.night_sky((200, 120))
    assert art.night_sky((200, 120)) is not art.night_sky((200, 120), False)
    assert art.role_card("seer", 100) is not art.role_card("seer", 101)


def test_eighteen_seat_colours_told_apart():
    assert len(emblem.SEAT_COLOURS) == 18
    assert len(set(emblem.SEAT_COLOURS)) == 18
    for a in emblem.SEAT_COLOURS:
        for b in emblem.SEAT_COLOURS:
            if a is not b:
                assert sum(abs(x - y) for x, y in zip(a, b, strict=True)) >= 60


def test_the_emblem_and_the_seat_markers_draw():
    view = View((1280, 720), (1280, 720))
    surf = pygame.Surface((120, 120), pygame.SRCALPHA)
    emblem.draw_emblem(SimpleNamespace(view=view), surf, pygame.Rect(0, 0, 100, 100))
    assert surf.get_at((50, 50)).a >= 250 and surf.get_at((119, 119)).a == 0
    colours = set()
    for seat in range(18):
        dots = pygame.Surface((40, 40))
        emblem.draw_seat_marker(dots, view, 20, 20, seat, 18)
        colours.add(tuple(dots.get_at((21, 22))))
    assert len(colours) == 18
