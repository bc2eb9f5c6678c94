"""Smoke tests for the A la Carte kitchen art: every drawing draws something, at two
window sizes and in both languages, and the stove's level numbers are on it."""

from __future__ import annotations

import pygame
import pygame.freetype
import pytest

from game.games.alacarte import art as ka
from game.games.alacarte.data import CREPE, DieFace, load_data
from game.ui import fonts, i18n
from game.ui.layout import View

BG = (1, 2, 3)


@pytest.fixture(autouse=True)
def _pygame():
    pygame.display.init()
    pygame.freetype.init()
    ka.clear_cache()
    yield
    ka.clear_cache()


def _changed(surf: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels inside `rect` (window pixels) differ from the blank colour."""
    rect = rect.clip(surf.get_rect())
    sub = surf.subsurface(rect)
    blank = pygame.mask.from_threshold(sub, BG, (1, 1, 1, 255))
    return rect.w * rect.h - blank.count()


def _calls(data):
    d = data.dishes
    rect = (20, 20, 150, 150)
    return [
        ("stove", rect, lambda s, v: ka.draw_stove(s, v, rect, 0)),
        ("stove dish", rect, lambda s, v: ka.draw_stove(s, v, rect, 7, burnt_at=6, green=(3, 5),
                                                      highlight=True)),
        ("pan", rect, lambda s, v: ka.draw_pan(s, v, (95, 95), 60, d[9],
                                               condiments={"P": 2, "L": 1, "S": 3})),
        ("pan burnt", rect, lambda s, v: ka.draw_pan(s, v, (95, 95), 60, d[4], spoiled="burnt")),
        ("pan over", rect, lambda s, v: ka.draw_pan(s, v, (95, 95), 60, d[4], spoiled="over",
                                                    side="picture")),
        ("pan empty", rect, lambda s, v: ka.draw_pan(s, v, (95, 95), 60, None)),
        *[(f"token {i} {side}", (20, 20, 110, 110),
           lambda s, v, i=i, side=side: ka.draw_dish_token(s, v, (20, 20, 110, 110), d[i], side))
          for i in (CREPE, 2, 7, 20) for side in ("recipe", "picture")],
        ("dispenser", (20, 20, 40, 96),
         lambda s, v: ka.draw_dispenser(s, v, (20, 20, 40, 96), "R", ["S", "R"] * 10)),
        ("dispenser empty", (20, 20, 40, 96),
         lambda s, v: ka.draw_dispenser(s, v, (20, 20, 40, 96), "P", [], lifted=True, dim=True)),
        *[(f"cup {k}", (20, 20, 60, 60),
           lambda s, v, k=k: ka.draw_cup(s, v, (20, 20, 60, 60), k))
          for k in ("victory", "exchange", "spoons", "reseason", "lower")],
        ("cup back", (20, 20, 60, 60),
         lambda s, v: ka.draw_cup(s, v, (20, 20, 60, 60), "lower", face_up=False, used=True)),
        *[(f"die {f.kind}{f.amount}", (20, 20, 50, 50),
           lambda s, v, f=f: ka.draw_die(s, v, (20, 20, 50, 50), f, angle=33))
          for f in data.die],
        ("spoons", (20, 20, 110, 40), lambda s, v: ka.draw_spoons(s, v, (20, 20, 110, 40), 1)),
        ("spoons tall", (20, 20, 40, 110),
         lambda s, v: ka.draw_spoons(s, v, (20, 20, 40, 110), 0)),
        ("tray", (20, 20, 300, 90),
         lambda s, v: ka.draw_tray(s, v, (20, 20, 300, 90), [d[1], d[CREPE], d[13]], 2)),
        ("tray empty", (20, 20, 300, 90), lambda s, v: ka.draw_tray(s, v, (20, 20, 300, 90), [])),
        ("star", (0, 0, 60, 60), lambda s, v: ka.draw_star(s, v, (30, 30), 20)),
        ("star empty", (0, 0, 60, 60), lambda s, v: ka.draw_star(s, v, (30, 30), 20, False)),
        ("sink", (20, 20, 170, 120),
         lambda s, v: ka.draw_sink(s, v, (20, 20, 170, 120), {"L": 30, "S": 2})),
        ("trash", (20, 20, 80, 110), lambda s, v: ka.draw_trash(s, v, (20, 20, 80, 110), 3)),
        ("chef", (20, 20, 240, 44),
         lambda s, v: ka.draw_chef_plate(s, v, (20, 20, 240, 44), "玩家1 Zoë", (200, 60, 50),
                                         True)),
    ]


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("window", [(1280, 720), (2560, 1440)])
def test_every_drawing_draws_something(window, lang):
    i18n.set_language(lang)
    view = View((1280, 720), window)
    size = view.pt(360, 220)  # the drawings sit in the top-left corner: a smaller canvas is faster
    for name, rect, draw in _calls(load_data()):
        surf = pygame.Surface(size)
        surf.fill(BG)
        draw(surf, view)
        area = view.rect(rect)
        assert _changed(surf, area) > area.w * area.h * 0.1, name
        # The second call comes from the cache and draws the same pixels.
        again = pygame.Surface(size)
        again.fill(BG)
        draw(again, view)
        assert pygame.image.tobytes(again, "RGB") == pygame.image.tobytes(surf, "RGB"), name


def test_background_fills_the_window_including_letterbox_margins():
    for window in ((1280, 720), (1600, 720), (900, 900)):
        view = View((1280, 720), window)
        surf = pygame.Surface(window)
        surf.fill(BG)
        ka.draw_kitchen_background(surf, view)
        assert _changed(surf, surf.get_rect()) == window[0] * window[1]


def test_stove_shows_every_level_number(monkeypatch):
    drawn: list[str] = []
    real = fonts.render

    def spy(text, *args, **kwargs):
        drawn.append(text)
        return real(text, *args, **kwargs)

    monkeypatch.setattr(fonts, "render", spy)
    view = View((1280, 720), (1280, 720))
    surf = pygame.Surface(view.window)
    ka.draw_stove(surf, view, (20, 20, 150, 150), 3, burnt_at=6, green=(3, 5))
    assert {str(n) for n in range(8)} <= set(drawn)


def test_stove_level_is_visible_in_the_picture():
    """Turning the knob changes the stove (lit lamps and pointer), clamped to 0..7."""
    view = View((1280, 720), (1280, 720))
    shots = []
    for level in (0, 3, 7, 9):
        surf = pygame.Surface((200, 200))
        surf.fill(BG)
        ka.draw_stove(surf, view, (10, 10, 150, 150), level)
        shots.append(pygame.image.tobytes(surf, "RGB"))
    assert len(set(shots[:3])) == 3
    assert shots[2] == shots[3]


def test_pan_spot_lies_inside_the_stove():
    (cx, cy), r = ka.stove_pan_spot((100, 50, 150, 150))
    assert 100 + r < cx + 0.01 < 250 - r and 50 + r < cy < 200 - r


def test_die_faces_are_all_distinct():
    view = View((1280, 720), (1280, 720))
    shots = set()
    for face in [*load_data().die, DieFace("heat", 5)]:
        surf = pygame.Surface((80, 80))
        surf.fill(BG)
        ka.draw_die(surf, view, (10, 10, 50, 50), face)
        shots.add(pygame.image.tobytes(surf, "RGB"))
    assert len(shots) == 7


def test_palettes_cover_every_kind_and_group():
    assert set(ka.CONDIMENT_RGB) == set("LPRHS")
    groups = {d.group for d in load_data().dishes.values()}
    assert groups <= set(ka.GROUP_RGB)
