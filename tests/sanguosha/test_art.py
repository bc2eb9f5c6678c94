"""Sanguosha's procedural art: every card and character draws at the asked size in both
languages, pictures are cached, the corner index has its suit's colour and no card
name overflows its band."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.sanguosha import art  # noqa: E402
from game.games.sanguosha.cards import KINDS, TYPES, deck  # noqa: E402
from game.games.sanguosha.characters import CHARACTERS, KINGDOMS  # noqa: E402
from game.games.sanguosha.identities import IDENTITIES  # noqa: E402
from game.ui import fonts  # noqa: E402

CARD_WIDTHS = (90, 240)  # a hand card at 1280x720 and at 2560x1440
PORTRAIT_WIDTHS = (110, 240)
LANGS = ("en", "zh")


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def test_every_card_name_has_an_emblem_and_every_type_and_kingdom_a_colour():
    assert set(art.EMBLEMS) == set(KINDS)
    assert set(art.TYPE_COLOURS) == set(TYPES)
    assert set(art.KINGDOM_COLOURS) == set(KINGDOMS)
    assert set(art.IDENTITY_COLOURS) == {*IDENTITIES, None}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("width", CARD_WIDTHS)
def test_every_card_face_renders_at_the_requested_width(width, lang):
    for card in deck(ex=True):
        face = art.card_face(card.id, width, lang)
        assert face.get_size() == (width, art.card_height(width)), card
    assert art.card_back(width).get_size() == (width, art.card_height(width))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("width", PORTRAIT_WIDTHS)
def test_every_character_portrait_renders_at_the_requested_width(width, lang):
    for char in CHARACTERS:
        tile = art.portrait(char.key, width, lang)
        assert tile.get_size() == (width, art.portrait_height(width)), char.key


def test_the_cache_returns_the_same_surface_for_the_same_key():
    assert art.card_face(7, 90, "en") is art.card_face(7, 90, "en")
    assert art.card_face(7, 90, "en") is not art.card_face(7, 90, "zh")
    assert art.card_back(90) is art.card_back(90)
    assert art.portrait("guan_yu", 110, "zh") is art.portrait("guan_yu", 110, "zh")
    assert art.hp_pips(2, 4, 90) is art.hp_pips(2, 4, 90)
    assert art.identity_badge("rebel", 80, "en") is art.identity_badge("rebel", 80, "en")
    assert art.identity_badge("rebel", 80, "en", marked=True) is not \
        art.identity_badge("rebel", 80, "en")


def test_copies_with_the_same_face_share_one_surface():
    # ♠8 Slash appears twice in the deck: one picture serves both.
    twins = [c.id for c in deck() if c.name == "slash" and c.label == "♠8"]
    assert len(twins) == 2
    assert art.card_face(twins[0], 90, "en") is art.card_face(twins[1], 90, "en")


def _index_inks(face: pygame.Surface) -> tuple[int, int]:
    """(reddish, dark) pixel counts inside the corner index box."""
    w, h = face.get_size()
    x0, y0, bw, bh = art.INDEX_BOX
    reddish = dark = 0
    for x in range(round(x0 * w), round((x0 + bw) * w)):
        for y in range(round(y0 * h), round((y0 + bh) * h)):
            r, g, b, a = face.get_at((x, y))
            if a < 200:
                continue
            reddish += r > 150 and g < 90 and b < 100
            dark += max(r, g, b) < 80
    return reddish, dark


@pytest.mark.parametrize("width", CARD_WIDTHS)
def test_the_corner_index_is_red_for_hearts_and_diamonds_and_dark_for_the_rest(width):
    for card in deck(ex=True):
        reddish, dark = _index_inks(art.card_face(card.id, width, "en"))
        if card.red:
            assert reddish > width // 6 and dark == 0, card
        else:
            assert dark > width // 6 and reddish == 0, card


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("width", CARD_WIDTHS)
def test_no_card_name_is_clipped_by_its_band(width, lang):
    _, _, band_w, band_h = art._band(width, art.card_height(width))
    for name in KINDS:
        lines, size = art.name_layout(name, width, lang)
        assert size >= 10, (name, size)  # readable on a hand card at 1280x720
        for line in lines:
            assert fonts.text_width(line, size, bold=True) <= band_w - 0.06 * width, (name, line)
        assert len(lines) * size * art.LINE_STEP <= band_h, name
        assert " ".join(lines).replace("- ", "-") == art.text_for(f"sgs_card_{name}", lang)


def test_hp_pips_and_badges_keep_their_width():
    for hp, top in ((0, 3), (3, 4), (5, 5), (2, 8)):
        assert art.hp_pips(hp, top, 90).get_width() == 90
    assert art.hp_colour(4, 4) != art.hp_colour(2, 4) != art.hp_colour(1, 4)
    for identity in (*IDENTITIES, None, "unknown"):
        for marked in (False, True):
            badge = art.identity_badge(identity, 80, "zh", marked)
            assert badge.get_size() == (80, art.badge_height(80))
    assert art.identity_badge("unknown", 80, "en") is art.identity_badge(None, 80, "en")


def test_the_big_portrait_glyph_is_one_the_font_can_draw():
    for char in CHARACTERS:
        assert fonts.missing_glyphs(art.picture_glyph(char.key)) == [], char.key
