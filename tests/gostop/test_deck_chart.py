"""Go-Stop's deck chart (the rules viewer's picture page): every one of the 48 cards
has one place, none overlaps another or its chip, everything stays inside the page at
both of the viewer's sizes, each card wears the mark its data says, the legend has
words in both languages, and the page draws at 1280x720 and 2560x1440."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.gostop import art, deck_chart  # noqa: E402
from game.games.gostop.cards import (  # noqa: E402
    ANIMAL,
    BRIGHT,
    DECK,
    GODORI,
    JUNK,
    RAIN_BRIGHT,
    RIBBON,
    RIBBON_SETS,
    SAKE_CUP,
)
from game.games.gostop.deck_chart import LEGEND, MARKS, Box, layout, mark_of  # noqa: E402

# The rules viewer's chart rects (level units): under the game switch when the title
# opens every game's rules, under the title alone when a table's menu opens one.
RECTS = ((160, 172, 960, 452), (160, 116, 960, 508))


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


@pytest.mark.parametrize("rect", RECTS)
def test_every_card_has_one_place_and_none_overlaps(rect):
    lay = layout(rect)
    page = Box(*rect)
    assert sorted(lay.cards) == [c.id for c in DECK]  # the 48, each once, no bonus card
    boxes = [lay.cards[i] for i in sorted(lay.cards)] + [lay.chips[i] for i in sorted(lay.chips)]
    for i, a in enumerate(boxes):
        assert page.contains(a), a
        for b in boxes[i + 1:]:
            assert not a.overlaps(b), (a, b)
    assert not lay.grid.overlaps(lay.legend) and page.contains(lay.legend)
    # Each card sits in its month's column, below the month's name, in the sheet's order.
    for c in DECK:
        col, box = lay.columns[c.month], lay.cards[c.id]
        assert col.contains(box) and col.contains(lay.chips[c.id])
        assert box.y >= lay.headers[c.month].bottom
    for m in deck_chart.MONTHS:
        ys = [lay.cards[c.id].y for c in DECK if c.month == m]
        assert ys == sorted(ys)
    # Readable at 1280x720: no smaller than a captured card on the table (40).
    assert lay.card_w >= 46
    assert lay.cards[0].h == pytest.approx(lay.card_w * art.CARD_RATIO)


def test_each_card_wears_the_mark_its_data_gives():
    marks = {c.id: mark_of(c) for c in DECK}
    assert {i for i, m in marks.items() if m == "godori"} == GODORI
    assert [i for i, m in marks.items() if m == "rain"] == [RAIN_BRIGHT]
    assert [i for i, m in marks.items() if m == "sake"] == [SAKE_CUP]
    for kind, ids in RIBBON_SETS.items():
        assert {i for i, m in marks.items() if m == kind} == ids
    assert [c.code for c in DECK if marks[c.id] == "ribbon"] == ["12c"]  # in no set
    assert [c.code for c in DECK if marks[c.id] == "double"] == ["11b", "12d"]
    # A chip's colour is its card's category: brights 5, animals 9, ribbons 10, junk 24.
    counts = {cat: sum(MARKS[m][0] == cat for m in marks.values())
              for cat in (BRIGHT, ANIMAL, RIBBON, JUNK)}
    assert counts == {BRIGHT: 5, ANIMAL: 9, RIBBON: 10, JUNK: 24}
    assert set(marks.values()) == set(LEGEND)  # the legend explains every mark shown


def test_the_legend_is_in_both_languages():
    from game.games.catalogue import load
    from game.ui import i18n

    assert load()["gostop"].rules_chart is not None  # the viewer offers the chart
    keys = ["gs_chart_under", "gs_chart_bonus",
            *(f"gs_chart_{m}" for m in LEGEND), *(MARKS[m][1] for m in LEGEND),
            *(f"gs_month_{m}" for m in deck_chart.MONTHS)]
    for key in keys:
        assert set(i18n.STRINGS[key]) >= {"en", "zh"}, key


def test_a_long_plant_name_is_hyphenated_to_the_column():
    from game.ui import fonts

    width = fonts.text_width("Chrysanthemum", 11) * 2 // 3
    lines = deck_chart.hyphenated("Chrysanthemum", 11, width)
    assert lines == ["Chrysan-", "themum"]
    assert all(fonts.text_width(line, 11) <= width for line in lines)
    assert deck_chart.hyphenated("Black clover", 11, width) == ["Black", "clover"]


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "en"), ((2560, 1440), "zh")])
def test_the_chart_draws_its_cards_at_the_window_size(size, lang):
    from game.ui import i18n
    from game.ui.layout import View

    i18n.set_language(lang)
    try:
        view = View((1280, 720), size)
        surf = pygame.Surface(size)
        surf.fill((0, 0, 0))
        rect = pygame.Rect(RECTS[0])
        deck_chart.draw_chart(surf, view, rect)
        lay = layout(tuple(rect))
        # The first card's face is there at its pixel size (crisp: drawn at that size,
        # not scaled up): the middle of a card is its picture, never the felt.
        face = art.face(0, view.len(lay.card_w), False)
        at = view.pt(lay.cards[0].x, lay.cards[0].y)
        mid = (at[0] + face.get_width() // 2, at[1] + face.get_height() // 2)
        want = face.get_at((face.get_width() // 2, face.get_height() // 2))
        got = surf.get_at(mid)
        assert all(abs(got[i] - want[i]) <= 6 for i in range(3)), (got, want)
        assert view.len(lay.card_w) == round(lay.card_w * size[0] / 1280)
        # Nothing is drawn outside the page's rect.
        outside = surf.copy()
        outside.fill((0, 0, 0), view.rect(rect))
        assert pygame.transform.average_color(outside)[:3] == (0, 0, 0)
    finally:
        i18n.set_language("en")
