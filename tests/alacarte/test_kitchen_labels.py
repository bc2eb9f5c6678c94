"""The labels the kitchen puts over a pan ("… finished! +5", "Burnt!", "heat 2 → 5"),
shown through the controller's own pacing of real events: each stays inside the
window and inside its own chef's station (so never over another pan's label), and a
pan shows one label at a time, the next one taking its place in turn."""

from __future__ import annotations

import pygame
import pytest

from game.core.protocol import Event
from game.ui import fonts, i18n
from game.ui.i18n import t
from tests.alacarte.helpers import EAU, HIPPO, TARTE, table
from tests.alacarte.kitchen import kitchen, show
from tests.ui.conftest import drive

VEAL, ELEPHANT = 14, 5  # the two longest dish names
SETTLED = 0.5  # a label's age once it has risen into place


def label_pixels(app, scene) -> pygame.mask.Mask:
    """The window pixels the labels shown now change: the frame drawn without them and
    with them, compared."""
    shown = list(scene.toasts)
    scene.toasts = []
    app.draw()
    before = app.screen.copy()
    scene.toasts = shown
    app.draw()
    alike = pygame.PixelArray(before).compare(pygame.PixelArray(app.screen), distance=0.1)
    return pygame.mask.from_threshold(alike.make_surface(), (0, 0, 0, 255), (1, 1, 1, 255))


def within(mask: pygame.mask.Mask, rect: pygame.Rect) -> int:
    """How many of the mask's pixels lie inside `rect`."""
    area = pygame.mask.Mask(mask.get_size())
    area.draw(pygame.mask.Mask(rect.size, fill=True), rect.topleft)
    return mask.overlap_area(area, (0, 0))


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_a_long_label_stays_inside_its_own_station_and_the_window(app, lang, size):
    i18n.set_language(lang)
    app.resize(size)
    ctl = kitchen(app, table([HIPPO, VEAL, EAU, ELEPHANT]))
    scene = app.top
    window = app.screen.get_rect()
    for seat, dish in ((1, VEAL), (3, ELEPHANT), (0, HIPPO)):
        scene.toasts.clear()
        ctl.pending.clear()
        # A dish finished with a star and a burn waiting behind it: the longest news.
        show(ctl, Event("finish", seat, {"dish": dish, "star": True}),
             Event("spoil", seat, {"dish": dish, "reason": "burnt"}))
        drive(app, 40, until=lambda: scene.toasts and scene.toasts[0]["age"] >= SETTLED)
        name = ctl.state.data.dishes[dish]
        assert scene.toasts[0]["text"].startswith(name.name if lang == "en" else name.name_zh)
        changed = label_pixels(app, scene)
        station = app.view.rect(scene.station(seat))
        assert changed.count() > 500, "the label was drawn"
        outside = changed.count() - within(changed, station)
        assert not outside, f"seat {seat}: {outside} label pixels outside its station"
    # The kitchen's own news lies above every station.
    scene.toasts.clear()
    ctl.pending.clear()
    show(ctl, Event("refill", None, {"colour": "L", "pieces": 5}))
    drive(app, 40, until=lambda: scene.toasts and scene.toasts[0]["age"] >= SETTLED)
    changed = label_pixels(app, scene)
    top = min(app.view.rect(scene.station(s)).top for s in range(4))
    assert changed.count() > 500
    assert within(changed, pygame.Rect(0, 0, window.w, top)) == changed.count()


def test_a_pan_shows_one_label_at_a_time_each_in_turn(app, monkeypatch):
    """Three pieces of news on one pan come one after another (a knob turned, a dish
    finished with a star, a coffee cup): no frame draws two of them, none is lost."""
    ctl = kitchen(app, table([HIPPO, VEAL, TARTE, ELEPHANT]))
    scene = app.top
    scene.toasts.clear()
    labels = {"heat": "heat 2 → 5", "finish": t("alc_finished", dish="Tarte Flambée", vp=2),
              "star": t("alc_star"), "cup": t("alc_drew_cup", cup=t("cup_victory"))}
    frames: list[set[str]] = []
    drawing = []
    render, draw_toasts = fonts.render, scene.draw_toasts

    def recorded_render(text, *args, **kwargs):
        if drawing:
            frames[-1].update(k for k, words in labels.items() if text.strip()
                              and text.strip() in words)
        return render(text, *args, **kwargs)

    def recorded_toasts(surf):
        frames.append(set())
        drawing.append(True)
        try:
            draw_toasts(surf)
        finally:
            drawing.clear()

    monkeypatch.setattr(fonts, "render", recorded_render)
    monkeypatch.setattr(scene, "draw_toasts", recorded_toasts)
    show(ctl, Event("heat", 2, {"from": 2, "to": 5}),
         Event("finish", 2, {"dish": TARTE, "star": True}),
         Event("draw_cup", 2, {"cup": "victory"}))
    drive(app, 600, until=lambda: not ctl.pending and not scene.toasts)
    assert not scene.toasts
    shown = [f for f in frames if f]
    # The finish and its star are one label (one plate, two lines): they come together.
    together = [f - {"star"} if "finish" in f else f for f in shown]
    assert all(len(f) == 1 for f in together), [f for f in together if len(f) > 1]
    order = list(dict.fromkeys(next(iter(f)) for f in together))
    assert order == ["heat", "finish", "cup"]
    assert any("star" in f for f in shown)


def test_a_spoiled_dish_is_bad_news_on_the_red_plate(app):
    ctl = kitchen(app, table([HIPPO, VEAL, TARTE, ELEPHANT]))
    scene = app.top
    scene.toasts.clear()
    show(ctl, Event("spoil", 2, {"dish": TARTE, "reason": "over"}))
    drive(app, 30, until=lambda: scene.toasts)
    (toast,) = scene.toasts
    assert toast["text"] == t("alc_over") and toast["good"] is False
